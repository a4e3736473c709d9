import type { UnixSeconds } from './envelope'

// Account settings, security and reviews (issue 19): the contract of modules/account.

/**
 * GET /wanlshop/user/notice → the user's message settings (spec §3 User: pushs, voice, shock; on by
 * default). The message centre and chat read these to decide on sounds and vibration.
 * POST /wanlshop/user/notice {pushs?, voice?, shock?} saves any of them and answers the whole set.
 */
export interface NoticeSettings {
  /** new-message notifications at all */
  pushs: boolean
  /** a sound on a new message (only while pushs is on) */
  voice: boolean
  /** vibration on a new message (only while pushs is on) */
  shock: boolean
}

export const DEFAULT_NOTICE_SETTINGS: NoticeSettings = { pushs: true, voice: true, shock: true }

/** A signed-in device: one live session token (the token itself is never shown). */
export interface SignedInDevice {
  /** opaque id of the session (not the token, not its hash) */
  id: string
  /** App-Client the session signed in from: 'h5', 'weapp', 'wechat' ... ('' unknown) */
  client: string
  created_at: UnixSeconds
  expires_at: UnixSeconds
  /** the session this request is made with */
  current: boolean
}

/** GET /wanlshop/user/security: what the security centre shows. */
export interface AccountSecurity {
  wallet_address: string
  /** the account signs in with WeChat (no wallet) */
  wechat: boolean
  /** the profile e-mail ('' none) */
  email: string
  /** the address a code proved, masked (o***@example.com); '' none */
  verified_email: string
  set_paypwd: boolean
  devices: SignedInDevice[]
}

/**
 * POST /wanlshop/user/emailCode: `verify` sends a code to the profile e-mail (not yet proved),
 * `old` to the proved address (the first step of changing it), `new` to the address given.
 */
export const EMAIL_CODE_PURPOSES = ['verify', 'old', 'new'] as const
export type EmailCodePurpose = typeof EMAIL_CODE_PURPOSES[number]

export interface EmailCodeRequest { purpose: EmailCodePurpose, email?: string }
/** POST /wanlshop/user/verifyEmail: the code sent to the profile e-mail proves it. */
export interface VerifyEmailRequest { code: string }
/** POST /wanlshop/user/changeEmail: old_code is needed while a proved address exists. */
export interface ChangeEmailRequest { email: string, code: string, old_code?: string }

/** GET /wanlshop/user/comments?page: the caller's own reviews. */
export interface MyComment {
  id: number
  goods_id: number
  order_id: number | null
  title: string
  image: string
  sku: string
  content: string
  images: string[]
  /** "5.0" */
  score: string
  /** 0 good, 1 medium, 2 bad */
  state: number
  anonymous: boolean
  createtime: UnixSeconds
}
