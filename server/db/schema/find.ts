import { pgTable, serial, text, integer, bigint, jsonb, index, uniqueIndex, check } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { users } from './users'
import { shops } from './catalog'

// Discovery (the feed of posts, their comments and likes, creators following creators) and live
// streams (issue 17). Counters on a row are changed in the same transaction as the row they count.

const unix = (name: string) => bigint(name, { mode: 'number' })

/**
 * A feed post. state: examine (waiting for review) | normal (shown) | rejected | hidden (taken down by
 * the platform) | deleted (by its author). type: new (text + images) | video | live (a live's post).
 */
export const findPosts = pgTable('find_posts', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  /** set when a shop owner posts: shops publish without review and the post shows on the shop */
  shopId: integer('shop_id').references(() => shops.id),
  type: text('type').notNull().default('new'),
  content: text('content').notNull().default(''),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  video: text('video').notNull().default(''),
  goodsIds: jsonb('goods_ids').$type<number[]>().notNull().default([]),
  liveId: integer('live_id'),
  views: integer('views').notNull().default(0),
  likes: integer('likes').notNull().default(0),
  comments: integer('comments').notNull().default(0),
  state: text('state').notNull().default('normal'),
  /** the reviewer's reason when rejected or taken down */
  note: text('note').notNull().default(''),
  createdAt: unix('created_at').notNull(),
  updatedAt: unix('updated_at').notNull()
}, (t) => [
  index('find_posts_feed_idx').on(t.state, t.id),
  index('find_posts_user_idx').on(t.userId, t.id),
  index('find_posts_shop_idx').on(t.shopId, t.id),
  check('find_posts_state', sql`${t.state} in ('examine', 'normal', 'rejected', 'hidden', 'deleted')`),
  check('find_posts_type', sql`${t.type} in ('new', 'video', 'live')`),
  check('find_posts_counts', sql`${t.likes} >= 0 and ${t.comments} >= 0 and ${t.views} >= 0`)
])

/** Comments on a post; pid = the comment replied to (one level, like WanlShop). */
export const findComments = pgTable('find_comments', {
  id: serial('id').primaryKey(),
  findId: integer('find_id').notNull().references(() => findPosts.id),
  pid: integer('pid'),
  userId: integer('user_id').notNull().references(() => users.id),
  content: text('content').notNull(),
  state: text('state').notNull().default('normal'),
  createdAt: unix('created_at').notNull()
}, (t) => [
  index('find_comments_post_idx').on(t.findId, t.id),
  check('find_comments_state', sql`${t.state} in ('normal', 'deleted')`)
])

/** One like per user and post: the unique index makes a double tap one like. */
export const findLikes = pgTable('find_likes', {
  id: serial('id').primaryKey(),
  findId: integer('find_id').notNull().references(() => findPosts.id),
  userId: integer('user_id').notNull().references(() => users.id),
  createdAt: unix('created_at').notNull()
}, (t) => [
  uniqueIndex('find_likes_uq').on(t.findId, t.userId),
  index('find_likes_user_idx').on(t.userId, t.id)
])

/** A user following a creator (user_id follows target_id). */
export const findFollows = pgTable('find_follows', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  targetId: integer('target_id').notNull().references(() => users.id),
  createdAt: unix('created_at').notNull()
}, (t) => [
  uniqueIndex('find_follows_uq').on(t.userId, t.targetId),
  index('find_follows_target_idx').on(t.targetId, t.id),
  check('find_follows_not_self', sql`${t.userId} <> ${t.targetId}`)
])

/**
 * A shop's live stream. state: 0 created (waiting for the push), 1 live, 2 ended, 3 banned.
 * stream = the RTMP stream name (random, public: it is in the play URL); stream_key = the secret the
 * push URL carries, checked by nginx-rtmp's on_publish callback, shown only to the shop's owner.
 */
export const lives = pgTable('lives', {
  id: serial('id').primaryKey(),
  shopId: integer('shop_id').notNull().references(() => shops.id),
  userId: integer('user_id').notNull().references(() => users.id),
  title: text('title').notNull(),
  image: text('image').notNull().default(''),
  goodsIds: jsonb('goods_ids').$type<number[]>().notNull().default([]),
  stream: text('stream').notNull(),
  streamKey: text('stream_key').notNull(),
  state: integer('state').notNull().default(0),
  views: integer('views').notNull().default(0),
  likes: integer('likes').notNull().default(0),
  startedAt: unix('started_at'),
  endedAt: unix('ended_at'),
  createdAt: unix('created_at').notNull(),
  updatedAt: unix('updated_at').notNull()
}, (t) => [
  uniqueIndex('lives_stream_uq').on(t.stream),
  index('lives_shop_idx').on(t.shopId, t.id),
  index('lives_state_idx').on(t.state, t.id),
  check('lives_state', sql`${t.state} in (0, 1, 2, 3)`),
  check('lives_counts', sql`${t.views} >= 0 and ${t.likes} >= 0`)
])

/** Who is in a live room: views = rows, the room's socket pushes go to the users still in it (left_at null). */
export const liveViewers = pgTable('live_viewers', {
  id: serial('id').primaryKey(),
  liveId: integer('live_id').notNull().references(() => lives.id),
  userId: integer('user_id').notNull().references(() => users.id),
  joinedAt: unix('joined_at').notNull(),
  leftAt: unix('left_at')
}, (t) => [
  uniqueIndex('live_viewers_uq').on(t.liveId, t.userId),
  index('live_viewers_in_idx').on(t.liveId).where(sql`${t.leftAt} is null`)
])

/** One like per viewer and live. */
export const liveLikes = pgTable('live_likes', {
  id: serial('id').primaryKey(),
  liveId: integer('live_id').notNull().references(() => lives.id),
  userId: integer('user_id').notNull().references(() => users.id),
  createdAt: unix('created_at').notNull()
}, (t) => [uniqueIndex('live_likes_uq').on(t.liveId, t.userId)])
