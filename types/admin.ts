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
