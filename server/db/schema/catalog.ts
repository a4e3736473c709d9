import { pgTable, serial, text, integer, bigint, boolean, numeric, jsonb, index, check } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { users } from './users'

const unix = (name: string) => bigint(name, { mode: 'number' })
const money = (name: string) => numeric(name, { precision: 18, scale: 2 })

/** Platform category tree (type goods | article). */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  pid: integer('pid').notNull().default(0),
  type: text('type').notNull().default('goods'),
  name: text('name').notNull(),
  image: text('image').notNull().default(''),
  isNav: boolean('is_nav').notNull().default(true),
  weigh: integer('weigh').notNull().default(0),
  status: text('status').notNull().default('normal')
}, (t) => [index('categories_pid_idx').on(t.type, t.pid)])

/** Filter attributes a category offers in the goods-list drawer. */
export const categoryAttributes = pgTable('category_attributes', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id').notNull().references(() => categories.id),
  name: text('name').notNull(),
  values: jsonb('values').$type<string[]>().notNull()
}, (t) => [index('category_attributes_cat_idx').on(t.categoryId)])

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id'),
  name: text('name').notNull(),
  image: text('image').notNull().default(''),
  state: integer('state').notNull().default(1)
})

export const shops = pgTable('shops', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  shopname: text('shopname').notNull(),
  avatar: text('avatar').notNull().default(''),
  image: text('image').notNull().default(''),
  bio: text('bio').notNull().default(''),
  description: text('description').notNull().default(''),
  /** self-owned | personal | enterprise | flagship */
  storeType: text('store_type').notNull().default('personal'),
  isSelf: boolean('is_self').notNull().default(false),
  city: text('city').notNull().default(''),
  address: text('address').notNull().default(''),
  tel: text('tel').notNull().default(''),
  businessHours: text('business_hours').notNull().default(''),
  like: integer('like').notNull().default(0),
  scoreDescribe: numeric('score_describe', { precision: 3, scale: 1 }).notNull().default('5.0'),
  scoreService: numeric('score_service', { precision: 3, scale: 1 }).notNull().default('5.0'),
  scoreDeliver: numeric('score_deliver', { precision: 3, scale: 1 }).notNull().default('5.0'),
  scoreLogistics: numeric('score_logistics', { precision: 3, scale: 1 }).notNull().default('5.0'),
  weigh: integer('weigh').notNull().default(0),
  status: text('status').notNull().default('normal'),
  createdAt: unix('created_at').notNull()
}, (t) => [index('shops_user_idx').on(t.userId)])

/** A shop's own category tree ("store category"). */
export const shopCategories = pgTable('shop_categories', {
  id: serial('id').primaryKey(),
  shopId: integer('shop_id').notNull().references(() => shops.id),
  pid: integer('pid').notNull().default(0),
  name: text('name').notNull(),
  image: text('image').notNull().default(''),
  weigh: integer('weigh').notNull().default(0)
}, (t) => [index('shop_categories_shop_idx').on(t.shopId)])

export const goods = pgTable('goods', {
  id: serial('id').primaryKey(),
  shopId: integer('shop_id').notNull().references(() => shops.id),
  shopCategoryId: integer('shop_category_id'),
  categoryId: integer('category_id').notNull().references(() => categories.id),
  brandId: integer('brand_id'),
  title: text('title').notNull(),
  image: text('image').notNull(),
  images: jsonb('images').$type<string[]>().notNull(),
  description: text('description').notNull().default(''),
  content: text('content').notNull().default(''),
  /** collectible | health | hot */
  goodsType: text('goods_type').notNull().default('hot'),
  flag: text('flag').notNull().default(''),
  /** porder: stock is taken when the order is made; payment: when it is paid */
  stockMethod: text('stock_method').notNull().default('porder'),
  freightId: integer('freight_id'),
  pickup: boolean('pickup').notNull().default(false),
  /** lowest SKU price, kept for list sorting */
  price: money('price').notNull(),
  bbtPrice: money('bbt_price').notNull().default('0'),
  marketPrice: money('market_price').notNull().default('0'),
  attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
  profitRatio: numeric('profit_ratio', { precision: 5, scale: 2 }).notNull().default('0'),
  views: integer('views').notNull().default(0),
  sales: integer('sales').notNull().default(0),
  payment: integer('payment').notNull().default(0),
  comment: integer('comment').notNull().default(0),
  praise: integer('praise').notNull().default(0),
  like: integer('like').notNull().default(0),
  weigh: integer('weigh').notNull().default(0),
  /** review | normal (on sale) | rejected | banned (removed by platform) | hidden (removed by shop) */
  status: text('status').notNull().default('normal'),
  createdAt: unix('created_at').notNull(),
  updatedAt: unix('updated_at').notNull()
}, (t) => [
  index('goods_shop_idx').on(t.shopId, t.status),
  index('goods_category_idx').on(t.categoryId, t.status),
  index('goods_status_weigh_idx').on(t.status, t.weigh, t.id)
])

/** Spec names and their values, e.g. { name: 'Colour', item: ['Red','Blue'] }. */
export const goodsSpu = pgTable('goods_spu', {
  id: serial('id').primaryKey(),
  goodsId: integer('goods_id').notNull().references(() => goods.id),
  name: text('name').notNull(),
  item: jsonb('item').$type<string[]>().notNull()
}, (t) => [index('goods_spu_goods_idx').on(t.goodsId)])

export const goodsSku = pgTable('goods_sku', {
  id: serial('id').primaryKey(),
  goodsId: integer('goods_id').notNull().references(() => goods.id),
  /** one value per spu, in spu order */
  difference: jsonb('difference').$type<string[]>().notNull(),
  image: text('image').notNull().default(''),
  price: money('price').notNull(),
  bbtPrice: money('bbt_price').notNull().default('0'),
  marketPrice: money('market_price').notNull().default('0'),
  stock: integer('stock').notNull(),
  weight: numeric('weight', { precision: 10, scale: 3 }).notNull().default('0'),
  sn: text('sn').notNull().default(''),
  sales: integer('sales').notNull().default(0),
  state: integer('state').notNull().default(0)
}, (t) => [
  index('goods_sku_goods_idx').on(t.goodsId),
  check('goods_sku_stock_non_negative', sql`${t.stock} >= 0`)
])
