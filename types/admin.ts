import type { Money, Paginated, UnixSeconds } from './envelope'

// The admin console's contract (admin/ ⇄ /api/admin/*). Operators are not shoppers: their own
// accounts (admin_users), their own token header, and a role that every admin route checks.

export const ADMIN_ROLES = ['super', 'reviewer', 'finance', 'support'] as const
/**
 * super: everything; reviewer: goods, merchants, content, posts, feedback; finance: recharges,
 * withdrawals, ledgers, rates; support: refund arbitration, complaints, service chat.
 */
export type AdminRole = typeof ADMIN_ROLES[number]
/** Roles besides super, for routes any signed-in operator may use (dashboard, own session). */
export const ANY_ADMIN: readonly AdminRole[] = ['reviewer', 'finance', 'support']

/** The header that carries an admin token (never the shoppers' `token`). */
export const ADMIN_TOKEN_HEADER = 'admin-token'

/** The signed-in operator (`req.admin` on the server). */
export interface AdminIdentity {
  id: number
  username: string
  role: AdminRole
}

export interface AdminLoginRequest {
  username: string
  password: string
  /** 6-digit TOTP code, when the account has a second factor */
  otp?: string
}

export interface AdminSession {
  token: string
  expires_at: UnixSeconds
  admin: AdminIdentity
}

/** A pending queue on the dashboard (declared by modules in `adminQueues`). */
export interface AdminQueueCount {
  key: string
  count: number
}

export interface AdminDashboard {
  today: {
    orders: number
    /** paid today, in USDT */
    gmv: Money
    new_users: number
  }
  totals: { users: number, orders: number, shops: number, goods: number }
  /** the last 7 days, oldest first */
  days: Array<{ day: string, orders: number, gmv: Money, new_users: number }>
  queues: AdminQueueCount[]
}

export interface AuditRow {
  id: number
  admin_id: number
  admin_username: string
  action: string
  target: string
  before: unknown
  after: unknown
  created_at: UnixSeconds
}

export interface AuditQuery {
  page?: number
  limit?: number
  admin?: string
  action?: string
  target?: string
  /** unix seconds, inclusive */
  from?: number
  to?: number
}

export type AuditPage = Paginated<AuditRow>

// ── Content ──────────────────────────────────────────────────────────────────────────────────
export type ContentPage<T> = Paginated<T>
/** Advert positions (spec §3 "ad data"): open screen, page (banners), category, first, other. */
export const ADVERT_MODULES = ['open', 'page', 'category', 'first', 'other'] as const
export type AdvertModule = typeof ADVERT_MODULES[number]
export type ContentStatus = 'normal' | 'hidden'

export interface AdminAdvertInput {
  module: AdvertModule
  category_id?: number | null
  type?: string
  title: string
  title_en?: string
  media: string
  url?: string
  content?: string
  content_en?: string
  weigh?: number
  status?: ContentStatus
  start_at?: UnixSeconds | null
  end_at?: UnixSeconds | null
}
export interface AdminAdvert extends Required<Omit<AdminAdvertInput, 'category_id' | 'start_at' | 'end_at'>> {
  id: number
  category_id: number | null
  start_at: UnixSeconds | null
  end_at: UnixSeconds | null
  views: number
}

export interface AdminPopup {
  title: string
  title_en?: string
  content: string
  content_en?: string
  image?: string
  url?: string
}

export interface AdminHomePage {
  id: number
  page: Record<string, unknown>
  item: Array<Record<string, unknown>>
}

export type AdminArticleKind = 'help' | 'new' | 'sys'
export interface AdminArticleInput {
  kind: AdminArticleKind
  category_id?: number
  title: string
  title_en?: string
  image?: string
  description?: string
  description_en?: string
  content: string
  content_en?: string
  weigh?: number
  status?: ContentStatus
}
export interface AdminArticle extends Required<AdminArticleInput> {
  id: number
  views: number
  created_at: UnixSeconds
}

export type SearchTermState = 'normal' | 'pinned' | 'blocked'
export interface AdminKeyword { id: number, keywords: string, views: number, state: SearchTermState }

// ── Users, shops, orders ─────────────────────────────────────────────────────────────────────
export interface AdminUser {
  id: number
  nickname: string
  avatar: string
  wallet_address: string | null
  invite_code: string
  invite_user_id: number | null
  level: number
  agent_level: number
  /** normal | frozen */
  status: string
  join_time: UnixSeconds
  login_time: UnixSeconds | null
  login_ip: string
  email: string
  mobile: string
}
export interface AdminUserDetail {
  user: AdminUser
  balances: Array<{ asset: string, amount: Money }>
  orders: number
  invitees: number
  shop: { id: number, name: string, status: string } | null
  /** signed-in sessions not yet expired (support can end them all: POST /users/:id/sign-out) */
  sessions: number
}
export interface AdminLedgerRow {
  id: number
  asset: string
  bill_type: import('./wallet').BillType
  bill_label: string
  delta: Money
  balance_after: Money
  /** `<ref type>:<ref id>` or '' */
  ref: string
  memo: string
  created_at: UnixSeconds
}
export interface AdminShop {
  id: number
  user_id: number
  owner: string
  shopname: string
  avatar: string
  store_type: string
  city: string
  tel: string
  bio: string
  /** normal | closed */
  status: string
  /** why the platform closed it (shown to the merchant); '' when open */
  close_reason: string
  created_at: UnixSeconds
  goods: number
  orders: number
}
export interface AdminOrder {
  id: number
  order_no: string
  user_id: number
  nickname: string
  shop_id: number
  shop_name: string
  /** 1 unpaid, 2 paid, 3 shipped, 4 received, 6 completed, 7 closed */
  state: number
  status: string
  number: number
  price: Money
  pay_asset: string | null
  pay_amount: Money | null
  created_at: UnixSeconds
  paytime: UnixSeconds | null
}
export interface AdminOrderDetail {
  order: AdminOrder
  freight: Money
  remarks: string
  express: { code: string, no: string } | null
  times: { delivertime: UnixSeconds | null, taketime: UnixSeconds | null, dealtime: UnixSeconds | null }
  address: { name: string, mobile: string, address: string } | null
  /** title_en: the English title as bought ('' = none) */
  goods: Array<{ id: number, goods_id: number, title: string, title_en: string, image: string, difference: string, price: Money, number: number }>
  /** a completed order not yet refunded by the platform: the most support may still refund (ECONOMY §3.5); otherwise null */
  refundable: Money | null
  logs: Array<{ id: number, from: number | null, to: number, event: string, actor: string, actor_id: number | null, note: string, created_at: UnixSeconds }>
}
