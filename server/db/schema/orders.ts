import { pgTable, serial, text, integer, bigint, boolean, numeric, jsonb, index, uniqueIndex, primaryKey, check } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { users } from './users'
import { goods, goodsSku, shops } from './catalog'
import { stateLogColumns } from './columns'

// Orders (one per shop per checkout), their goods and address snapshots, the state log, shop
// ratings, idempotency keys of checkout and payment, notices.

const unix = (name: string) => bigint(name, { mode: 'number' })
const money = (name: string) => numeric(name, { precision: 18, scale: 2 })

/**
 * state: 1 unpaid, 2 paid, 3 shipped, 4 received (pending review), 6 completed, 7 closed — changed
 * only by modules/order/machine.ts. status: normal | hidden (deleted by the buyer).
 */
export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  /** 18 characters: yyyymmdd (UTC+8) + the id, zero-padded */
  orderNo: text('order_no').notNull(),
  userId: integer('user_id').notNull().references(() => users.id),
  shopId: integer('shop_id').notNull().references(() => shops.id),
  state: integer('state').notNull().default(1),
  status: text('status').notNull().default('normal'),
  /** self-pickup instead of delivery */
  pickup: boolean('pickup').notNull().default(false),
  remarks: text('remarks').notNull().default(''),
  number: integer('number').notNull(),
  goodsPrice: money('goods_price').notNull(),
  freightPrice: money('freight_price').notNull().default('0'),
  freightId: integer('freight_id'),
  freightName: text('freight_name').notNull().default(''),
  /** goods + freight, USDT */
  price: money('price').notNull(),
  /** the asset and amount this order was paid with (its share of a merged payment) */
  payAsset: text('pay_asset'),
  payAmount: numeric('pay_amount', { precision: 30, scale: 8 }),
  /** the delivery address was changed once (order/editOrderAddress) */
  isaddress: boolean('isaddress').notNull().default(false),
  expressCode: text('express_code'),
  expressNo: text('express_no'),
  createdAt: unix('created_at').notNull(),
  paytime: unix('paytime'),
  delivertime: unix('delivertime'),
  taketime: unix('taketime'),
  dealtime: unix('dealtime'),
  updatedAt: unix('updated_at').notNull(),
  /** goods | groups (a group-buy order, modules/groups) */
  orderType: text('order_type').notNull().default('goods'),
  /** a group order's team (group_teams.id); null when bought alone or not a group order */
  groupTeamId: integer('group_team_id')
}, (t) => [
  uniqueIndex('orders_no_uq').on(t.orderNo),
  index('orders_group_team_idx').on(t.groupTeamId).where(sql`${t.groupTeamId} is not null`),
  index('orders_user_idx').on(t.userId, t.status, t.state, t.id),
  index('orders_shop_idx').on(t.shopId, t.state, t.id),
  // the timers: unpaid by creation, shipped by delivery, received by taking
  index('orders_unpaid_due_idx').on(t.createdAt).where(sql`${t.state} = 1`),
  index('orders_shipped_due_idx').on(t.delivertime).where(sql`${t.state} = 3`),
  index('orders_received_due_idx').on(t.taketime).where(sql`${t.state} = 4`),
  check('orders_state', sql`${t.state} in (1, 2, 3, 4, 6, 7)`),
  check('orders_amounts', sql`${t.goodsPrice} >= 0 and ${t.freightPrice} >= 0 and ${t.price} >= 0 and ${t.number} > 0`)
])

/** What was bought, as it was at the time (title, image, spec values, price, stock method). */
export const orderGoods = pgTable('order_goods', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id),
  shopId: integer('shop_id').notNull().references(() => shops.id),
  goodsId: integer('goods_id').notNull().references(() => goods.id),
  skuId: integer('sku_id').notNull().references(() => goodsSku.id),
  title: text('title').notNull(),
  /** the merchant's English title when ordered ('' = none: English readers see the title) */
  titleEn: text('title_en').notNull().default(''),
  image: text('image').notNull(),
  difference: jsonb('difference').$type<string[]>().notNull(),
  price: money('price').notNull(),
  number: integer('number').notNull(),
  /** the line's share of its order's coupon goods discount (addOrder: pro rata by subtotal, the remainder on the largest line); what the line paid = price × number − this */
  couponDiscount: money('coupon_discount').notNull().default('0'),
  /** porder | payment, as the goods had it when ordered */
  stockMethod: text('stock_method').notNull(),
  refundStatus: integer('refund_status').notNull().default(0),
  commented: boolean('commented').notNull().default(false)
}, (t) => [
  index('order_goods_order_idx').on(t.orderId),
  check('order_goods_number_positive', sql`${t.number} > 0`)
])

/** Where an order goes; editOrderAddress adds a row (the newest is current). kind: address | pickup */
export const orderAddresses = pgTable('order_addresses', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id),
  userId: integer('user_id').notNull().references(() => users.id),
  kind: text('kind').notNull().default('address'),
  name: text('name').notNull(),
  mobile: text('mobile').notNull(),
  address: text('address').notNull().default(''),
  city: text('city').notNull().default(''),
  adcode: text('adcode').notNull().default(''),
  location: text('location').notNull().default(''),
  createdAt: unix('created_at').notNull()
}, (t) => [index('order_addresses_order_idx').on(t.orderId, t.id)])

/** Every state change of an order: from (null at creation) → to, by whom. actor: user | merchant | system */
export const orderLogs = pgTable('order_logs', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id),
  ...stateLogColumns()
}, (t) => [index('order_logs_order_idx').on(t.orderId, t.id)])

/** The buyer's rating of the shop with an order's review (1–5 each); shops.score_* are their averages. */
export const shopRatings = pgTable('shop_ratings', {
  orderId: integer('order_id').primaryKey().references(() => orders.id),
  shopId: integer('shop_id').notNull().references(() => shops.id),
  userId: integer('user_id').notNull().references(() => users.id),
  describe: integer('describe').notNull(),
  service: integer('service').notNull(),
  deliver: integer('deliver').notNull(),
  logistics: integer('logistics').notNull(),
  createdAt: unix('created_at').notNull()
}, (t) => [index('shop_ratings_shop_idx').on(t.shopId)])

/**
 * Idempotency keys of order/addOrder (scope order) and pay/payment (scope pay): the first request
 * with a key stores a hash of its body and its result; a repeat returns that result.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  userId: integer('user_id').notNull().references(() => users.id),
  scope: text('scope').notNull(),
  key: text('key').notNull(),
  requestHash: text('request_hash').notNull(),
  result: jsonb('result'),
  createdAt: unix('created_at').notNull()
}, (t) => [
  primaryKey({ columns: [t.userId, t.scope, t.key] }),
  index('idempotency_keys_created_idx').on(t.createdAt)
])

/**
 * Messages to a user (order shipped ...). type: order | notice | logistics; modules: order | refund ...
 * `key` + `params` are rendered in the reader's language when read (modules/chat/notices.ts); rows
 * without a key (written before migration 0007) show their stored title and content.
 */
export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  title: text('title').notNull(),
  content: text('content').notNull(),
  key: text('key'),
  params: jsonb('params'),
  type: text('type').notNull(),
  modules: text('modules').notNull().default(''),
  modulesId: integer('modules_id'),
  read: boolean('read').notNull().default(false),
  createdAt: unix('created_at').notNull()
}, (t) => [index('notices_user_idx').on(t.userId, t.type, t.read)])
