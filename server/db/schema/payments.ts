import { pgTable, serial, text, integer, bigint, numeric, index, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './users'
import { orders } from './orders'

// Payments as records: one row per order share of a payment, with the amount of the asset actually
// debited for that order. The ledger rows of the payment (and of later refunds) name the order
// (ref_type 'order', ref_id = the order id), so a payment's status is derived from them
// (modules/pay/records.ts), never stored.

export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id),
  userId: integer('user_id').notNull().references(() => users.id),
  asset: text('asset').notNull(),
  amount: numeric('amount', { precision: 30, scale: 8 }).notNull(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull()
}, (t) => [
  uniqueIndex('payments_order_asset_idx').on(t.orderId, t.asset),
  index('payments_user_idx').on(t.userId, t.id)
])
