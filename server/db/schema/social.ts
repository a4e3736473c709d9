import { pgTable, serial, text, integer, bigint, boolean, numeric, jsonb, index, uniqueIndex, check } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { users } from './users'
import { goods, shops } from './catalog'

// What shoppers leave behind while browsing: favourites, followed shops, footprints, comments.

const unix = (name: string) => bigint(name, { mode: 'number' })

/** Favourite goods ("collect"); goods.like counts them, changed in the same transaction. */
export const goodsFollows = pgTable('goods_follows', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  goodsId: integer('goods_id').notNull(),
  /** goods | groups (group-buy goods live in their own table) */
  goodsType: text('goods_type').notNull().default('goods'),
  createdAt: unix('created_at').notNull()
}, (t) => [
  uniqueIndex('goods_follows_uq').on(t.userId, t.goodsId, t.goodsType),
  index('goods_follows_user_idx').on(t.userId, t.goodsType, t.createdAt)
])

/** Followed shops; shops.like counts them, changed in the same transaction. */
export const shopFollows = pgTable('shop_follows', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  shopId: integer('shop_id').notNull().references(() => shops.id),
  createdAt: unix('created_at').notNull()
}, (t) => [
  uniqueIndex('shop_follows_uq').on(t.userId, t.shopId),
  index('shop_follows_user_idx').on(t.userId, t.createdAt),
  index('shop_follows_shop_idx').on(t.shopId)
])

/** Browsing history: one row per user and goods, created_at = last viewed. */
export const footprints = pgTable('footprints', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  goodsId: integer('goods_id').notNull(),
  goodsType: text('goods_type').notNull().default('goods'),
  createdAt: unix('created_at').notNull()
}, (t) => [
  uniqueIndex('footprints_uq').on(t.userId, t.goodsType, t.goodsId),
  index('footprints_user_idx').on(t.userId, t.createdAt)
])

/** Buyer comments on goods (order_id is null for demo comments). state: 0 good, 1 medium, 2 poor. */
export const goodsComments = pgTable('goods_comments', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  shopId: integer('shop_id').notNull().references(() => shops.id),
  orderId: integer('order_id'),
  goodsId: integer('goods_id').notNull().references(() => goods.id),
  /** the chosen spec values, e.g. "黑色 / 128G" */
  sku: text('sku').notNull().default(''),
  state: integer('state').notNull().default(0),
  content: text('content').notNull(),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  score: numeric('score', { precision: 3, scale: 1 }).notNull().default('5.0'),
  /** the buyer chose to review anonymously: comments show a masked name and no avatar */
  anonymous: boolean('anonymous').notNull().default(false),
  status: text('status').notNull().default('normal'),
  createdAt: unix('created_at').notNull()
}, (t) => [
  index('goods_comments_goods_idx').on(t.goodsId, t.createdAt),
  index('goods_comments_goods_state_idx').on(t.goodsId, t.state, t.createdAt),
  index('goods_comments_user_idx').on(t.userId),
  check('goods_comments_state', sql`${t.state} in (0, 1, 2)`)
])
