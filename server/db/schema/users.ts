import { pgTable, serial, text, integer, bigint, boolean, numeric, primaryKey, index, uniqueIndex, check } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'

const unix = (name: string) => bigint(name, { mode: 'number' })

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  nickname: text('nickname').notNull(),
  avatar: text('avatar').notNull().default(''),
  email: text('email').notNull().default(''),
  /** the address a payment-password code proved (modules/pay/password.ts); the profile cannot change it */
  verifiedEmail: text('verified_email').notNull().default(''),
  mobile: text('mobile').notNull().default(''),
  gender: integer('gender').notNull().default(0),
  birthday: text('birthday'),
  bio: text('bio').notNull().default(''),
  level: integer('level').notNull().default(1),
  grade: integer('grade').notNull().default(0),
  agentLevel: integer('agent_level').notNull().default(0),
  inviteCode: text('invite_code').notNull(),
  inviteUserId: integer('invite_user_id'),
  /** lower-case 0x address; null for accounts made by WeChat login */
  walletAddress: text('wallet_address'),
  payPasswordHash: text('pay_password_hash'),
  isAdmin: boolean('is_admin').notNull().default(false),
  successions: integer('successions').notNull().default(0),
  maxSuccessions: integer('max_successions').notNull().default(0),
  status: text('status').notNull().default('normal'),
  joinTime: unix('join_time').notNull(),
  loginTime: unix('login_time'),
  prevTime: unix('prev_time'),
  loginIp: text('login_ip').notNull().default('')
}, (t) => [
  uniqueIndex('users_wallet_uq').on(t.walletAddress),
  uniqueIndex('users_invite_code_uq').on(t.inviteCode),
  index('users_invite_user_idx').on(t.inviteUserId)
])

/** Session tokens: only the sha256 of the token is stored. */
export const userTokens = pgTable('user_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  client: text('client').notNull().default(''),
  createdAt: unix('created_at').notNull(),
  expiresAt: unix('expires_at').notNull()
}, (t) => [index('user_tokens_user_idx').on(t.userId)])

/** Single-use Sign-In with Ethereum nonces. */
export const loginNonces = pgTable('login_nonces', {
  nonce: text('nonce').primaryKey(),
  createdAt: unix('created_at').notNull(),
  expiresAt: unix('expires_at').notNull(),
  usedAt: unix('used_at')
}, (t) => [index('login_nonces_expires_idx').on(t.expiresAt)])

/** Third-party identities (WeChat mini program openid). */
export const userThirds = pgTable('user_thirds', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  platform: text('platform').notNull(),
  openid: text('openid').notNull(),
  unionid: text('unionid'),
  createdAt: unix('created_at').notNull()
}, (t) => [uniqueIndex('user_thirds_platform_openid_uq').on(t.platform, t.openid)])

/**
 * One row per user and asset (usdt, bbc, bbt, score, money, voucher ...). Changed only together with
 * a ledger row, in one transaction, with a conditional update; the check keeps it from going negative.
 */
export const balances = pgTable('balances', {
  userId: integer('user_id').notNull().references(() => users.id),
  asset: text('asset').notNull(),
  amount: numeric('amount', { precision: 30, scale: 8 }).notNull().default('0')
}, (t) => [
  primaryKey({ columns: [t.userId, t.asset] }),
  check('balances_non_negative', sql`${t.amount} >= 0`)
])

export const ledger = pgTable('ledger', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  asset: text('asset').notNull(),
  billType: text('bill_type').notNull(),
  delta: numeric('delta', { precision: 30, scale: 8 }).notNull(),
  balanceAfter: numeric('balance_after', { precision: 30, scale: 8 }).notNull(),
  refType: text('ref_type').notNull().default(''),
  refId: text('ref_id').notNull().default(''),
  memo: text('memo').notNull().default(''),
  createdAt: unix('created_at').notNull()
}, (t) => [
  index('ledger_user_asset_idx').on(t.userId, t.asset, t.id),
  /** the bills page: a user's rows newest first, all assets or one bill type */
  index('ledger_user_idx').on(t.userId, t.id),
  index('ledger_user_type_idx').on(t.userId, t.billType, t.id),
  /** a payment's or refund's rows by what they concern (an order...) */
  index('ledger_ref_idx').on(t.refType, t.refId)
])

/** Files accepted by common/upload (bytes live under data/uploads). */
export const uploads = pgTable('uploads', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  path: text('path').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: unix('created_at').notNull()
})
