import { pgTable, serial, text, integer, bigint, numeric, jsonb, index, uniqueIndex, check } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { users } from './users'
import { shops } from './catalog'
import { orderGoods, orders } from './orders'
import { stateLogColumns } from './columns'

// After-sales: refunds (one per order goods line at a time) and their log, feedback, complaints.

const unix = (name: string) => bigint(name, { mode: 'number' })

/** The refund states that are still open (types/refund.ts REFUND_STATE): one at a time per line. */
export const OPEN_REFUND_STATES = [0, 1, 2, 3, 6, 7, 8] as const

/**
 * state: types/refund.ts REFUND_STATE (0–8), changed only by modules/refund/machine.ts.
 * amount: USDT (the line's price unit); what is paid back in each asset is in the ledger (bill type refund).
 */
export const refunds = pgTable('refunds', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  shopId: integer('shop_id').notNull().references(() => shops.id),
  orderId: integer('order_id').notNull().references(() => orders.id),
  orderGoodsId: integer('order_goods_id').notNull().references(() => orderGoods.id),
  /** refund | return */
  type: text('type').notNull(),
  reason: integer('reason').notNull(),
  /** 0 not received, 1 received */
  expressType: integer('express_type').notNull(),
  amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  content: text('content').notNull().default(''),
  refuseContent: text('refuse_content').notNull().default(''),
  /** the platform's note on its decision */
  judgement: text('judgement').notNull().default(''),
  expressCode: text('express_code'),
  expressNo: text('express_no'),
  state: integer('state').notNull().default(0),
  createdAt: unix('created_at').notNull(),
  updatedAt: unix('updated_at').notNull(),
  agreetime: unix('agreetime'),
  returntime: unix('returntime'),
  rejecttime: unix('rejecttime'),
  closingtime: unix('closingtime'),
  completetime: unix('completetime')
}, (t) => [
  index('refunds_user_idx').on(t.userId, t.id),
  index('refunds_shop_idx').on(t.shopId, t.id),
  index('refunds_order_idx').on(t.orderId),
  // the order lists' latest refund of each line
  index('refunds_line_idx').on(t.orderGoodsId, t.id),
  // one open refund per line: two applications at once cannot both pass
  uniqueIndex('refunds_open_line_uq').on(t.orderGoodsId).where(sql`${t.state} in (0, 1, 2, 3, 6, 7, 8)`),
  index('refunds_state_idx').on(t.state, t.updatedAt),
  check('refunds_state', sql`${t.state} between 0 and 8`),
  check('refunds_amount', sql`${t.amount} >= 0`),
  check('refunds_type', sql`${t.type} in ('refund', 'return')`)
])

/** Every state change of a refund (the columns of order_logs). actor: buyer | seller | platform | system */
export const refundLogs = pgTable('refund_logs', {
  id: serial('id').primaryKey(),
  refundId: integer('refund_id').notNull().references(() => refunds.id),
  ...stateLogColumns()
}, (t) => [index('refund_logs_refund_idx').on(t.refundId, t.id)])

/** status: pending | replied */
export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  content: text('content').notNull(),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  contact: text('contact').notNull().default(''),
  score: integer('score').notNull(),
  reply: text('reply').notNull().default(''),
  replyBy: integer('reply_by'),
  replytime: unix('replytime'),
  status: text('status').notNull().default('pending'),
  createdAt: unix('created_at').notNull()
}, (t) => [
  index('feedback_user_idx').on(t.userId, t.id),
  index('feedback_status_idx').on(t.status, t.id),
  check('feedback_score', sql`${t.score} between 1 and 5`)
])

/** target: shop | order | goods; status: pending | upheld | dismissed */
export const complaints = pgTable('complaints', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  target: text('target').notNull(),
  targetId: integer('target_id').notNull(),
  targetName: text('target_name').notNull().default(''),
  type: integer('type').notNull(),
  content: text('content').notNull(),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  status: text('status').notNull().default('pending'),
  outcome: text('outcome').notNull().default(''),
  decidedBy: integer('decided_by'),
  decidetime: unix('decidetime'),
  createdAt: unix('created_at').notNull()
}, (t) => [
  index('complaints_user_idx').on(t.userId, t.id),
  index('complaints_status_idx').on(t.status, t.id),
  check('complaints_target', sql`${t.target} in ('shop', 'order', 'goods')`)
])
