import { pgTable, serial, text, integer, bigint, numeric, index, uniqueIndex } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { users } from './users'

// WeChat Pay (issue 21): one row per prepay order we open at WeChat (`wxpay_trades`), the refunds
// sent through WeChat's refund API (`wxpay_refunds`) and what happened to each trade
// (`wxpay_logs`: settled, refused notifications, automatic refunds). Money paid in CNY never
// touches a balance; the orders it pays get `payments` rows of asset `cny` (payments as records).

const unix = (name: string) => bigint(name, { mode: 'number' })

export const wxpayTrades = pgTable('wxpay_trades', {
  id: serial('id').primaryKey(),
  outTradeNo: text('out_trade_no').notNull(),
  userId: integer('user_id').notNull().references(() => users.id),
  /** order (one or several orders: a merged payment) | recharge (USDT bought with CNY) */
  kind: text('kind').notNull(),
  /** the orders paid (kind order), ascending */
  orderIds: integer('order_ids').array().notNull().default(sql`'{}'::int[]`),
  /** jsapi (official account, WeChat's browser) | miniapp */
  channel: text('channel').notNull(),
  appid: text('appid').notNull(),
  openid: text('openid').notNull(),
  /** what WeChat charges, in fen */
  totalFen: integer('total_fen').notNull(),
  /** the USDT it pays for (orders' prices, or the recharge credited) and the usdt_cny used */
  usdt: numeric('usdt', { precision: 30, scale: 8 }).notNull(),
  rate: numeric('rate', { precision: 30, scale: 8 }).notNull(),
  prepayId: text('prepay_id').notNull().default(''),
  /** created → paid | closed | refunding (paid but nothing left to pay: given back) → refunded */
  state: text('state').notNull().default('created'),
  transactionId: text('transaction_id'),
  /** the origin WeChat notifies (PUBLIC_URL or the prepay request's origin) */
  notifyBase: text('notify_base').notNull(),
  note: text('note').notNull().default(''),
  createdAt: unix('created_at').notNull(),
  expireAt: unix('expire_at').notNull(),
  paidAt: unix('paid_at'),
  updatedAt: unix('updated_at').notNull()
}, (t) => [
  uniqueIndex('wxpay_trades_no_uq').on(t.outTradeNo),
  uniqueIndex('wxpay_trades_tx_uq').on(t.transactionId),
  index('wxpay_trades_user_idx').on(t.userId, t.id),
  index('wxpay_trades_open_idx').on(t.state, t.expireAt)
])

export const wxpayRefunds = pgTable('wxpay_refunds', {
  id: serial('id').primaryKey(),
  outRefundNo: text('out_refund_no').notNull(),
  tradeId: integer('trade_id').notNull().references(() => wxpayTrades.id),
  /** the after-sales refund it pays; null = the automatic refund of a payment that came too late */
  refundId: integer('refund_id'),
  orderId: integer('order_id'),
  amountFen: integer('amount_fen').notNull(),
  /** pending (to send) → requested → succeeded | failed */
  state: text('state').notNull().default('pending'),
  wxRefundId: text('wx_refund_id'),
  note: text('note').notNull().default(''),
  createdAt: unix('created_at').notNull(),
  updatedAt: unix('updated_at').notNull()
}, (t) => [
  uniqueIndex('wxpay_refunds_no_uq').on(t.outRefundNo),
  index('wxpay_refunds_trade_idx').on(t.tradeId),
  index('wxpay_refunds_state_idx').on(t.state)
])

export const wxpayLogs = pgTable('wxpay_logs', {
  id: serial('id').primaryKey(),
  tradeId: integer('trade_id').references(() => wxpayTrades.id),
  event: text('event').notNull(),
  note: text('note').notNull().default(''),
  createdAt: unix('created_at').notNull()
}, (t) => [index('wxpay_logs_trade_idx').on(t.tradeId, t.id)])
