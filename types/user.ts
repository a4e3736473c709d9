import type { Money, UnixSeconds } from './envelope'

export const ASSETS = ['usdt', 'bbc', 'bbt', 'score', 'money', 'voucher'] as const
export type Asset = typeof ASSETS[number]

/** The user block of login/refresh (spec §3 "User (session)"); amounts are decimal strings. */
export interface UserInfo {
  id: number
  username: string
  nickname: string
  mobile: string
  avatar: string
  level: number
  gender: number
  email: string
  birthday: string | null
  bio: string
  invite_code: string
  invite_link: string
  invite_user_id: number | null
  wallet_address: string
  /** balances */
  money: Money
  score: Money
  bbc: Money
  bbt: Money
  usdt_amount: Money
  voucher: Money
  grade: number
  agent_level: number
  successions: number
  maxsuccessions: number
  prevtime: UnixSeconds | null
  logintime: UnixSeconds | null
  jointime: UnixSeconds
  is_merchant_open: boolean
  set_paypwd: boolean
  token: string
}

export interface Statistics {
  order: { whole: number, groups: number, pay: number, delive: number, receiving: number, evaluate: number, customer: number }
  dynamic: { collection: number, concern: number, footprint: number, coupon: number, accountbank: number }
  notice: { order: number, notice: number, chat: number }
  logistics: unknown[]
}

/** login/login, login/wechat, user/refresh */
export interface SessionPayload {
  userinfo: UserInfo
  statistics: Statistics
}

export interface NonceResponse {
  nonce: string
  /** what the server will accept in the SIWE message */
  domain: string
  uri: string
  chain_id: number
  statement: string
  issued_at: string
  expiration_time: string
}

export interface WalletLoginRequest {
  message: string
  signature: string
  invite_code?: string
  client_id?: string
  /** the secret the socket's init carried (binds the socket with the login) */
  client_secret?: string
}

export interface WechatLoginRequest {
  code: string
  invite_code?: string
  client_id?: string
  /** the secret the socket's init carried (binds the socket with the login) */
  client_secret?: string
}

export interface TokenCheck { token: string, expires_in: number }

export interface ProfileUpdate {
  nickname?: string
  avatar?: string
  bio?: string
  gender?: number
  birthday?: string
  email?: string
}
