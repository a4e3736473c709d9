import { pgTable, serial, text, integer, bigint, index } from 'drizzle-orm/pg-core'
import { users } from './users'

// Payment password guard and e-mailed verification codes.

const unix = (name: string) => bigint(name, { mode: 'number' })

/** Wrong payment passwords in a row; five lock payments for 15 minutes. */
export const payPasswordGuards = pgTable('pay_password_guards', {
  userId: integer('user_id').primaryKey().references(() => users.id),
  failures: integer('failures').notNull().default(0),
  lockedUntil: unix('locked_until').notNull().default(0)
})

/** A code sent by e-mail (purpose paypwd): only its hash is kept; 10 minutes, 5 attempts. */
export const emailCodes = pgTable('email_codes', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  email: text('email').notNull(),
  purpose: text('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: unix('expires_at').notNull(),
  usedAt: unix('used_at'),
  createdAt: unix('created_at').notNull()
}, (t) => [index('email_codes_user_idx').on(t.userId, t.purpose, t.id)])
