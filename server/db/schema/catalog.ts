import { pgTable, serial, bigserial, text, integer, bigint, boolean, numeric, jsonb, index, check } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { users } from './users'

const unix = (name: string) => bigint(name, { mode: 'number' })
const money = (name: string) => numeric(name, { precision: 18, scale: 2 })

// Platform content in two languages (spec §1: Chinese by default, English): every text a reader
// sees has an English twin in a column named after it plus `_en` (`name` → `name_en`), and texts
// kept inside JSON follow the same rule with sibling keys (`title` → `title_en`). The spec fixes
// exactly two languages, so plain columns beat a jsonb map: typed in Drizzle, editable as two
// fields in the admin console, and usable by SQL as they are (search, the detail statement). An
// empty English text means "not translated": readers of English get the Chinese (see lib/content.ts).
const en = (name: string) => text(name).notNull().default('')

/** Platform category tree (type goods | article). */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  pid: integer('pid').notNull().default(0),
  type: text('type').notNull().default('goods'),
  name: text('name').notNull(),
  nameEn: en('name_en'),
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
  nameEn: en('name_en'),
  values: jsonb('values').$type<string[]>().notNull(),
  /** the English of `values`, position by position ('' or missing: the Chinese value) */
  valuesEn: jsonb('values_en').$type<string[]>().notNull().default([])
}, (t) => [index('category_attributes_cat_idx').on(t.categoryId)])

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id'),
  name: text('name').notNull(),
  nameEn: en('name_en'),
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
  /** why the platform closed the shop (shown to the merchant); empty while open */
  closeReason: text('close_reason').notNull().default(''),
  createdAt: unix('created_at').notNull()
}, (t) => [index('shops_user_idx').on(t.userId)])

/** A shop's own category tree ("store category"). */
export const shopCategories = pgTable('shop_categories', {
  id: serial('id').primaryKey(),
  shopId: integer('shop_id').notNull().references(() => shops.id),
  pid: integer('pid').notNull().default(0),
  name: text('name').notNull(),
  nameEn: en('name_en'),
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
  /** the merchant's English title, when they wrote one (shown to English readers, searched) */
  titleEn: en('title_en'),
  image: text('image').notNull(),
  images: jsonb('images').$type<string[]>().notNull(),
  description: text('description').notNull().default(''),
  /** the merchant's English description and details, when they wrote them (shown to English readers) */
  descriptionEn: en('description_en'),
  content: text('content').notNull().default(''),
  contentEn: en('content_en'),
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
  sales: integer('sales').notNull().default(0),
  payment: integer('payment').notNull().default(0),
  comment: integer('comment').notNull().default(0),
  praise: integer('praise').notNull().default(0),
  like: integer('like').notNull().default(0),
  weigh: integer('weigh').notNull().default(0),
  /** review | normal (on sale) | rejected | banned (removed by platform) | hidden (removed by shop) */
  status: text('status').notNull().default('normal'),
  /**
   * The listing machine's state (modules/merchant/listing.ts: 1 under review, 2 on sale, 3 review
   * failed, 4 removed by platform, 5 removed by shop, 6 deleted); every transition also sets
   * `status` above, which is what the catalogue, cart and checkout read.
   */
  listingState: integer('listing_state').notNull().default(2),
  /** why the platform refused or removed it (shown to the merchant) */
  listingReason: text('listing_reason').notNull().default(''),
  /**
   * The merchant's sale status at upload (spec §3 Product): on_sale goes on sale when the platform
   * approves it; warehouse is kept in the shop's warehouse (removed by shop) after approval.
   */
  saleStatus: text('sale_status').notNull().default('on_sale'),
  createdAt: unix('created_at').notNull(),
  updatedAt: unix('updated_at').notNull(),
  /**
   * Every two-character piece of the lower-cased title and English title (cjk_bigrams, a function
   * of migration 0001; it drops pieces with a space, so none spans the two), kept by the database:
   * a GIN index over it finds keywords of two or more characters in either language, which
   * pg_trgm cannot for Chinese (a two-character word has no trigram).
   */
  titleGrams: text('title_grams').array().generatedAlwaysAs(sql`cjk_bigrams(title || ' ' || title_en)`)
}, (t) => [
  index('goods_shop_idx').on(t.shopId, t.status),
  index('goods_category_idx').on(t.categoryId, t.status),
  index('goods_status_weigh_idx').on(t.status, t.weigh, t.id),
  // lists: every whitelisted sort, alone and within a category, a shop or a brand
  index('goods_status_composite_idx').on(t.status, t.weigh, t.sales, t.id),
  index('goods_status_sales_idx').on(t.status, t.sales, t.id),
  index('goods_status_price_idx').on(t.status, t.price, t.id),
  index('goods_status_created_idx').on(t.status, t.createdAt, t.id),
  index('goods_category_sales_idx').on(t.status, t.categoryId, t.sales),
  index('goods_category_price_idx').on(t.status, t.categoryId, t.price),
  index('goods_category_created_idx').on(t.status, t.categoryId, t.createdAt),
  index('goods_shop_created_idx').on(t.shopId, t.status, t.createdAt),
  index('goods_shop_sales_idx').on(t.shopId, t.status, t.sales, t.id),
  index('goods_brand_idx').on(t.brandId, t.status),
  // the drawer's attribute filter: attributes @> '{"name":"value"}'
  index('goods_attributes_idx').using('gin', t.attributes.op('jsonb_path_ops')),
  // keywords: title_grams @> cjk_bigrams(word), then the exact LIKE on the few rows left
  index('goods_title_grams_idx').using('gin', t.titleGrams)
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

/**
 * How often each goods' detail page was viewed. Not a column of goods: the view counter
 * (catalog/views.ts) writes hundreds of goods a second, and each update of a goods row wrote the
 * whole wide row again and, with no room on its page, a new entry into all 16 of its indexes —
 * 45–80 ms a flush on the benchmark's 10 000 goods, against ~4 ms for these narrow rows. No foreign
 * key, as for goods_sales_pending; the flush only counts goods that exist.
 */
export const goodsViews = pgTable('goods_views', {
  goodsId: integer('goods_id').primaryKey(),
  views: integer('views').notNull().default(0)
}, (t) => [
  check('goods_views_views', sql`${t.views} >= 0`)
])

/**
 * Paid goods not yet counted in goods.sales and goods.payment. A payment appends a row here instead
 * of updating the goods row: goods carries 16 indexes (the list sorts), `sales` is in five of them,
 * so every such update wrote a new entry into all 16 and queued the payments of one goods (a sale's
 * hot item) on that row's lock. The pay.count_sales job folds the rows into goods at each scheduler
 * tick. No foreign key on purpose: its check would take a share lock on the goods row again.
 */
export const goodsSalesPending = pgTable('goods_sales_pending', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  goodsId: integer('goods_id').notNull(),
  sales: integer('sales').notNull(),
  payment: integer('payment').notNull()
})

/**
 * Coupon templates a shop offers, or the platform (shop_id null: usable in every shop).
 * type: reduction (price off when spending `limit`), discount (`discount` tenths, e.g. 8.5),
 * shipping (free shipping up to `price`), vip. pretype fixed: valid startdate..enddate;
 * appoint: `validity` days after claiming. grant_total -1 = unlimited.
 */
export const couponTemplates = pgTable('coupon_templates', {
  id: serial('id').primaryKey(),
  /** null: a platform coupon (the admin console's), usable in every shop */
  shopId: integer('shop_id').references(() => shops.id),
  type: text('type').notNull(),
  name: text('name').notNull(),
  nameEn: en('name_en'),
  price: money('price').notNull().default('0'),
  discount: numeric('discount', { precision: 3, scale: 1 }).notNull().default('0'),
  limit: money('limit').notNull().default('0'),
  /** all | goods | category */
  rangetype: text('rangetype').notNull().default('all'),
  /** goods or category ids, by rangetype */
  range: jsonb('range').$type<number[]>().notNull().default([]),
  /** fixed | appoint */
  pretype: text('pretype').notNull().default('fixed'),
  validity: integer('validity').notNull().default(0),
  startdate: unix('startdate'),
  enddate: unix('enddate'),
  /** per user, 0 = unlimited */
  drawlimit: integer('drawlimit').notNull().default(1),
  grantTotal: integer('grant_total').notNull().default(-1),
  alreadyGrant: integer('already_grant').notNull().default(0),
  surplus: integer('surplus').notNull().default(0),
  content: text('content').notNull().default(''),
  contentEn: en('content_en'),
  status: text('status').notNull().default('normal'),
  createdAt: unix('created_at').notNull()
}, (t) => [
  index('coupon_templates_shop_idx').on(t.shopId, t.status),
  check('coupon_templates_type', sql`${t.type} in ('reduction', 'discount', 'shipping', 'vip')`),
  check('coupon_templates_surplus', sql`${t.surplus} >= 0`)
])
