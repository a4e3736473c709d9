import { pgTable, serial, text, integer, bigint, jsonb, index, uniqueIndex } from 'drizzle-orm/pg-core'

// The platform's operators (admin console), separate from shoppers: their accounts, session tokens
// and the audit trail of everything they change.

const unix = (name: string) => bigint(name, { mode: 'number' })

/** Operators: username + scrypt password (+ optional TOTP); 5 wrong logins lock 15 minutes. */
export const adminUsers = pgTable('admin_users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** super | reviewer | finance | support (types/admin.ts) */
  role: text('role').notNull(),
  /** base32 TOTP secret; null = no second factor */
  totpSecret: text('totp_secret'),
  /** normal | disabled */
  status: text('status').notNull().default('normal'),
  failures: integer('failures').notNull().default(0),
  lockedUntil: unix('locked_until').notNull().default(0),
  lastLoginAt: unix('last_login_at'),
  createdAt: unix('created_at').notNull()
}, (t) => [uniqueIndex('admin_users_username_uq').on(t.username)])

/** Admin sessions: only the sha256 of the token is stored. */
export const adminTokens = pgTable('admin_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  adminId: integer('admin_id').notNull().references(() => adminUsers.id),
  createdAt: unix('created_at').notNull(),
  expiresAt: unix('expires_at').notNull()
}, (t) => [index('admin_tokens_admin_idx').on(t.adminId)])

/** One row per admin action, written in the transaction of the change (server/lib/audit.ts). */
export const adminAudit = pgTable('admin_audit', {
  id: serial('id').primaryKey(),
  adminId: integer('admin_id').notNull().references(() => adminUsers.id),
  /** kept as it was at the time */
  adminUsername: text('admin_username').notNull(),
  action: text('action').notNull(),
  /** `<kind>:<id>`, e.g. `advert:3` */
  target: text('target').notNull().default(''),
  before: jsonb('before'),
  after: jsonb('after'),
  createdAt: unix('created_at').notNull()
}, (t) => [
  index('admin_audit_time_idx').on(t.createdAt, t.id),
  index('admin_audit_action_idx').on(t.action),
  index('admin_audit_target_idx').on(t.target)
])
