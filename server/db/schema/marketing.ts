import { pgTable, serial, text, integer, bigint, numeric, jsonb, index, uniqueIndex, check } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { users } from './users'
import { couponTemplates, shops } from './catalog'
import { orders } from './orders'

// Marketing: claimed coupons (copies of a coupon template, so a later edit of the template never
// changes what a buyer holds) and daily sign-ins.

const unix = (name: string) => bigint(name, { mode: 'number' })

/** coupon_receives.state: 1 unused, 2 used (by order_id), 3 expired — WanlShop's getMyList codes. */
export const COUPON_STATE = { unused: 1, used: 2, expired: 3 } as const

export const couponReceives = pgTable('coupon_receives', {
  id: serial('id').primaryKey(),
  /** 16 characters shown to the holder */
  couponNo: text('coupon_no').notNull(),
  userId: integer('user_id').notNull().references(() => users.id),
  templateId: integer('template_id').notNull().references(() => couponTemplates.id),
  /** null: a platform coupon */
  shopId: integer('shop_id').references(() => shops.id),
  type: text('type').notNull(),
  name: text('name').notNull(),
  price: numeric('price', { precision: 18, scale: 2 }).notNull(),
  discount: numeric('discount', { precision: 3, scale: 1 }).notNull(),
  limit: numeric('limit', { precision: 18, scale: 2 }).notNull(),
  rangetype: text('rangetype').notNull(),
  range: jsonb('range').$type<number[]>().notNull().default([]),
  startsAt: unix('starts_at').notNull(),
  expiresAt: unix('expires_at').notNull(),
  state: integer('state').notNull().default(1),
  /** the order it paid (state 2); cleared when that order is cancelled unpaid */
  orderId: integer('order_id').references(() => orders.id),
  /** what it took off that order (USDT) */
  discountAmount: numeric('discount_amount', { precision: 18, scale: 2 }),
  createdAt: unix('created_at').notNull(),
  updatedAt: unix('updated_at').notNull()
}, (t) => [
  index('coupon_receives_user_idx').on(t.userId, t.state, t.expiresAt),
  index('coupon_receives_template_idx').on(t.templateId, t.userId),
  // at most one coupon per order (one per shop order), so a coupon's discount is never counted twice;
  // also the look-up by order (a plain index beside it was a second copy, kept up on every write)
  uniqueIndex('coupon_receives_order_unique').on(t.orderId),
  check('coupon_receives_state', sql`${t.state} in (1, 2, 3)`),
  check('coupon_receives_used_has_order', sql`(${t.state} = 2) = (${t.orderId} is not null)`)
])

/** One row per user and day (Asia/Shanghai): the unique index makes a second sign-in that day fail. */
export const signins = pgTable('signins', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  /** YYYY-MM-DD in Asia/Shanghai */
  day: text('day').notNull(),
  /** consecutive days up to and including this one */
  successions: integer('successions').notNull(),
  /** points credited (ledger bill type reward) */
  score: integer('score').notNull(),
  createdAt: unix('created_at').notNull()
}, (t) => [
  uniqueIndex('signins_user_day').on(t.userId, t.day),
  index('signins_day_idx').on(t.day)
])
