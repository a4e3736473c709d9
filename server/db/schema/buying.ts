import { pgTable, serial, text, integer, bigint, boolean, numeric, index, uniqueIndex, check } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { users } from './users'
import { goods, goodsSku, shops } from './catalog'

// Before the order: the server cart, delivery addresses, shipping templates.

const unix = (name: string) => bigint(name, { mode: 'number' })
const money = (name: string) => numeric(name, { precision: 18, scale: 2 })

/** A signed-in user's cart: one line per SKU. */
export const carts = pgTable('carts', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  shopId: integer('shop_id').notNull().references(() => shops.id),
  goodsId: integer('goods_id').notNull().references(() => goods.id),
  skuId: integer('sku_id').notNull().references(() => goodsSku.id),
  number: integer('number').notNull(),
  createdAt: unix('created_at').notNull()
}, (t) => [
  uniqueIndex('carts_user_sku_uq').on(t.userId, t.skuId),
  check('carts_number_positive', sql`${t.number} > 0`)
])

/** Delivery addresses; at most one default per user (partial unique index). */
export const addresses = pgTable('addresses', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  name: text('name').notNull(),
  mobile: text('mobile').notNull(),
  province: text('province').notNull(),
  city: text('city').notNull(),
  district: text('district').notNull(),
  /** the district's 6-digit area code (@vant/area-data) */
  adcode: text('adcode').notNull(),
  address: text('address').notNull(),
  /** "lng,lat" or '' */
  location: text('location').notNull().default(''),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: unix('created_at').notNull()
}, (t) => [
  index('addresses_user_idx').on(t.userId, t.createdAt),
  uniqueIndex('addresses_one_default_uq').on(t.userId).where(sql`${t.isDefault}`)
])

/**
 * A shop's shipping template: `first_fee` for the first item, `additional_fee` for each further
 * item of the same order, nothing once the goods total reaches `free_over` (null: never free).
 */
export const shopFreights = pgTable('shop_freights', {
  id: serial('id').primaryKey(),
  shopId: integer('shop_id').notNull().references(() => shops.id),
  name: text('name').notNull(),
  firstFee: money('first_fee').notNull().default('0'),
  additionalFee: money('additional_fee').notNull().default('0'),
  freeOver: money('free_over'),
  createdAt: unix('created_at').notNull()
}, (t) => [
  index('shop_freights_shop_idx').on(t.shopId),
  check('shop_freights_fees', sql`${t.firstFee} >= 0 and ${t.additionalFee} >= 0`)
])
