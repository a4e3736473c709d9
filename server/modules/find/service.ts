import { and, eq, inArray, sql } from 'drizzle-orm'
import type { GoodsCard } from '../../../types/common'
import type { Paginated } from '../../../types/envelope'
import { FIND_LIMITS, type FindComment, type FindCreator, type FindListType, type FindPost, type FindPostState, type FindPostType, type FindUserRow } from '../../../types/find'
import type { Db } from '../../db/client'
import { findComments, findFollows, findLikes, findPosts, goods, shops, uploads, users } from '../../db/schema'
import { refuse, type Refusal } from '../../lib/envelope'
import type { Lang } from '../../lib/i18n'
import { paginated, type Page } from '../../lib/paging'
import { intArray, rows } from '../../lib/sql'
import { now } from '../../lib/time'
import { inTransaction } from '../../lib/tx'
import { cardColumnsIn, toCard } from '../catalog/cards'

// The feed's rules: who sees which post (shown posts to everyone, one's own in every state but
// deleted), publishing (shops directly, users through review when the platform says so), likes and
// follows as set-to-a-value (a double tap is one like), comments with one level of replies.

interface PostRow {
  id: number
  user_id: number
  shop_id: number | null
  type: FindPostType
  content: string
  images: string[]
  video: string
  goods_ids: number[]
  live_id: number | null
  views: number
  likes: number
  comments: number
  state: FindPostState
  created_at: number
  nickname: string
  avatar: string
  shop_name: string | null
  shop_avatar: string | null
  is_like: boolean
  is_follow: boolean
}

async function goodsCards (db: Db, ids: number[], lang: Lang): Promise<Map<number, GoodsCard>> {
  if (ids.length === 0) return new Map()
  const found = await db.select(cardColumnsIn(lang)).from(goods).innerJoin(shops, eq(shops.id, goods.shopId))
    .where(and(inArray(goods.id, ids), eq(goods.status, 'normal')))
  return new Map(found.map((r) => [r.id, toCard(r)]))
}

async function toPosts (db: Db, list: PostRow[], viewer: number | null, lang: Lang): Promise<FindPost[]> {
  const cards = await goodsCards(db, [...new Set(list.flatMap((r) => r.goods_ids))], lang)
  return list.map((r) => ({
    id: r.id,
    type: r.type,
    content: r.content,
    images: r.images,
    video: r.video,
    goods: r.goods_ids.map((id) => cards.get(id)).filter((c): c is GoodsCard => c !== undefined),
    live_id: r.live_id,
    views: r.views,
    likes: r.likes,
    comments: r.comments,
    state: r.state,
    createtime: Number(r.created_at),
    user: {
      id: r.user_id,
      nickname: r.shop_name ?? r.nickname,
      avatar: r.shop_id !== null ? (r.shop_avatar ?? '') : r.avatar,
      shop_id: r.shop_id,
      shop_name: r.shop_name
    },
    is_like: r.is_like,
    is_follow: r.is_follow,
    is_mine: viewer === r.user_id
  }))
}

/** The columns of a post row as the viewer sees it (is_like, is_follow for the signed-in viewer). */
function postSelect (viewer: number | null) {
  const v = viewer ?? 0
  return sql`
    select p.id, p.user_id, p.shop_id, p.type, p.content, p.images, p.video, p.goods_ids, p.live_id,
           p.views, p.likes, p.comments, p.state, p.created_at, u.nickname, u.avatar,
           s.shopname as shop_name, s.avatar as shop_avatar,
           exists (select 1 from find_likes l where l.find_id = p.id and l.user_id = ${v}) as is_like,
           exists (select 1 from find_follows f where f.target_id = p.user_id and f.user_id = ${v}) as is_follow
    from find_posts p join users u on u.id = p.user_id left join shops s on s.id = p.shop_id`
}

/** Who may see a post: shown to all; the author sees their own in review or rejected too. */
function visible (viewer: number | null) {
  return viewer === null
    ? sql`p.state = 'normal'`
    : sql`(p.state = 'normal' or (p.user_id = ${viewer} and p.state in ('examine', 'rejected')))`
}

export interface FeedQuery { type: FindListType, userId?: number, shopId?: number }

export async function feed (db: Db, viewer: number | null, q: FeedQuery, p: Page, lang: Lang): Promise<Paginated<FindPost> | Refusal> {
  let where
  switch (q.type) {
    case 'find': where = sql`p.state = 'normal'`; break
    case 'video': where = sql`p.state = 'normal' and p.type = 'video'`; break
    case 'follow':
      if (viewer === null) return refuse('auth.login_required')
      where = sql`p.state = 'normal' and p.user_id in (select target_id from find_follows where user_id = ${viewer})`
      break
    case 'likes':
      if (viewer === null) return refuse('auth.login_required')
      where = sql`p.state = 'normal' and p.id in (select find_id from find_likes where user_id = ${viewer})`
      break
    case 'user':
      if (q.userId === undefined && q.shopId === undefined) return refuse('request.bad')
      where = q.shopId !== undefined
        ? sql`p.state = 'normal' and p.shop_id = ${q.shopId}`
        : sql`${visible(viewer)} and p.user_id = ${q.userId}`
      break
  }
  if (p.beyond) return paginated(p, 0, [])
  const [{ n }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from find_posts p where ${where}`)
  const list = await rows<PostRow>(db, sql`${postSelect(viewer)} where ${where} order by p.id desc limit ${p.limit} offset ${p.offset}`)
  return paginated(p, n, await toPosts(db, list, viewer, lang))
}

export async function postDetails (db: Db, viewer: number | null, id: number, lang: Lang): Promise<FindPost | Refusal> {
  const [row] = await rows<PostRow>(db, sql`${postSelect(viewer)} where p.id = ${id} and ${visible(viewer)}`)
  if (row === undefined) return refuse('find.not_found')
  await db.update(findPosts).set({ views: sql`${findPosts.views} + 1` }).where(eq(findPosts.id, id))
  const [post] = await toPosts(db, [{ ...row, views: row.views + 1 }], viewer, lang)
  return post
}

export interface NewPost { content: string, images: string[], video: string, goods_ids: number[] }

/** Files in a post must be the author's own uploads (no hot-linking someone else's file or a URL). */
async function ownFiles (db: Db, userId: number, files: string[]): Promise<boolean> {
  if (files.length === 0) return true
  const found = await db.select({ path: uploads.path }).from(uploads).where(and(eq(uploads.userId, userId), inArray(uploads.path, files)))
  const have = new Set(found.map((r) => r.path))
  return files.every((f) => have.has(f))
}

export async function publish (db: Db, userId: number, post: NewPost, reviewUsers: boolean): Promise<{ id: number, state: FindPostState } | Refusal> {
  const content = post.content.trim()
  const images = [...new Set(post.images)]
  const goodsIds = [...new Set(post.goods_ids)]
  if (content === '' && images.length === 0 && post.video === '') return refuse('find.empty')
  if ([...content].length > FIND_LIMITS.contentChars) return refuse('find.too_long', { n: FIND_LIMITS.contentChars })
  if (images.length > FIND_LIMITS.images) return refuse('find.too_many_images', { n: FIND_LIMITS.images })
  if (goodsIds.length > FIND_LIMITS.goods) return refuse('find.too_many_goods', { n: FIND_LIMITS.goods })
  if (images.length > 0 && post.video !== '') return refuse('find.image_or_video')
  if (!await ownFiles(db, userId, post.video === '' ? images : [post.video])) return refuse('find.not_my_file')
  if (post.video !== '') {
    const [v] = await db.select({ mime: uploads.mime }).from(uploads).where(and(eq(uploads.userId, userId), eq(uploads.path, post.video))).limit(1)
    if (v === undefined || !v.mime.startsWith('video/')) return refuse('find.video_bad_type')
  }
  const [shop] = await db.select({ id: shops.id }).from(shops).where(and(eq(shops.userId, userId), eq(shops.status, 'normal'))).limit(1)
  if (goodsIds.length > 0) {
    // linkable: my favourites, or my own shop's goods
    const ok = await rows<{ id: number }>(db, sql`
      select g.id from goods g where g.id = any(${intArray(goodsIds)}::int[]) and g.status = 'normal'
        and (g.shop_id = ${shop?.id ?? 0} or exists (select 1 from goods_follows f where f.goods_id = g.id and f.user_id = ${userId} and f.goods_type = 'goods'))`)
    if (ok.length !== goodsIds.length) return refuse('find.goods_not_allowed')
  }
  const state: FindPostState = shop === undefined && reviewUsers ? 'examine' : 'normal'
  const t = now()
  const [row] = await db.insert(findPosts).values({
    userId,
    shopId: shop?.id ?? null,
    type: post.video !== '' ? 'video' : 'new',
    content,
    images,
    video: post.video,
    goodsIds,
    state,
    createdAt: t,
    updatedAt: t
  }).returning({ id: findPosts.id })
  return { id: row.id, state }
}

/** The author deletes their post; someone else's id is "not found" (no telling it exists). */
export async function deletePost (db: Db, userId: number, id: number): Promise<{ id: number } | Refusal> {
  const done = await db.update(findPosts).set({ state: 'deleted', updatedAt: now() })
    .where(and(eq(findPosts.id, id), eq(findPosts.userId, userId), sql`${findPosts.state} <> 'deleted'`)).returning({ id: findPosts.id })
  return done.length === 0 ? refuse('find.not_found') : { id }
}

/** Set (not toggle) the like: two taps that both say "like" make one like. */
export async function setLike (db: Db, userId: number, id: number, like: boolean): Promise<{ like: boolean, likes: number } | Refusal> {
  return await inTransaction(db, async (tx) => {
    const [post] = await tx.select({ id: findPosts.id }).from(findPosts).where(and(eq(findPosts.id, id), eq(findPosts.state, 'normal'))).for('update')
    if (post === undefined) return refuse('find.not_found')
    if (like) {
      const added = await tx.insert(findLikes).values({ findId: id, userId, createdAt: now() }).onConflictDoNothing().returning({ id: findLikes.id })
      if (added.length > 0) await tx.update(findPosts).set({ likes: sql`${findPosts.likes} + 1` }).where(eq(findPosts.id, id))
    } else {
      const gone = await tx.delete(findLikes).where(and(eq(findLikes.findId, id), eq(findLikes.userId, userId))).returning({ id: findLikes.id })
      if (gone.length > 0) await tx.update(findPosts).set({ likes: sql`greatest(${findPosts.likes} - 1, 0)` }).where(eq(findPosts.id, id))
    }
    const [after] = await tx.select({ likes: findPosts.likes }).from(findPosts).where(eq(findPosts.id, id))
    return { like, likes: after.likes }
  })
}

export async function setFollow (db: Db, userId: number, targetId: number, follow: boolean): Promise<{ follow: boolean } | Refusal> {
  if (userId === targetId) return refuse('find.follow_self')
  const [target] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, targetId), eq(users.status, 'normal'))).limit(1)
  if (target === undefined) return refuse('find.user_not_found')
  if (follow) await db.insert(findFollows).values({ userId, targetId, createdAt: now() }).onConflictDoNothing()
  else await db.delete(findFollows).where(and(eq(findFollows.userId, userId), eq(findFollows.targetId, targetId)))
  return { follow }
}

export async function creator (db: Db, viewer: number | null, id: number): Promise<FindCreator | Refusal> {
  const [row] = await rows<Omit<FindCreator, 'is_me'>>(db, sql`
    select u.id, u.nickname, u.avatar, u.bio,
      (select count(*)::int from find_posts p where p.user_id = u.id and p.state = 'normal') as posts,
      (select coalesce(sum(p.likes), 0)::int from find_posts p where p.user_id = u.id and p.state = 'normal') as praised,
      (select count(*)::int from find_follows f where f.user_id = u.id) as follow,
      (select count(*)::int from find_follows f where f.target_id = u.id) as fans,
      exists (select 1 from find_follows f where f.target_id = u.id and f.user_id = ${viewer ?? 0}) as is_follow
    from users u where u.id = ${id} and u.status = 'normal'`)
  if (row === undefined) return refuse('find.user_not_found')
  return { ...row, is_me: viewer === id }
}

/** Who a creator follows (`follow`) or who follows them (`fans`). */
export async function people (db: Db, viewer: number | null, id: number, kind: 'follow' | 'fans', p: Page): Promise<Paginated<FindUserRow>> {
  const on = kind === 'follow' ? sql`f.user_id = ${id}` : sql`f.target_id = ${id}`
  const other = kind === 'follow' ? sql`f.target_id` : sql`f.user_id`
  if (p.beyond) return paginated(p, 0, [])
  const [{ n }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from find_follows f where ${on}`)
  const list = await rows<FindUserRow>(db, sql`
    select u.id, u.nickname, u.avatar,
      exists (select 1 from find_follows x where x.target_id = u.id and x.user_id = ${viewer ?? 0}) as is_follow
    from find_follows f join users u on u.id = ${other} where ${on} order by f.id desc limit ${p.limit} offset ${p.offset}`)
  return paginated(p, n, list)
}

interface CommentRow { id: number, pid: number | null, content: string, created_at: number, user_id: number, nickname: string, avatar: string }

export async function comments (db: Db, viewer: number | null, findId: number, p: Page): Promise<Paginated<FindComment> | Refusal> {
  const [post] = await rows<{ id: number }>(db, sql`select p.id from find_posts p where p.id = ${findId} and ${visible(viewer)}`)
  if (post === undefined) return refuse('find.not_found')
  if (p.beyond) return paginated(p, 0, [])
  const [{ n }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from find_comments where find_id = ${findId} and pid is null and state = 'normal'`)
  const cols = sql`c.id, c.pid, c.content, c.created_at, c.user_id, u.nickname, u.avatar`
  const top = await rows<CommentRow>(db, sql`select ${cols} from find_comments c join users u on u.id = c.user_id
    where c.find_id = ${findId} and c.pid is null and c.state = 'normal' order by c.id desc limit ${p.limit} offset ${p.offset}`)
  const replies = top.length === 0
    ? []
    : await rows<CommentRow>(db, sql`select ${cols} from find_comments c join users u on u.id = c.user_id
      where c.pid = any(${intArray(top.map((c) => c.id))}::int[]) and c.state = 'normal' order by c.id limit 500`)
  const shape = (c: CommentRow, reply: FindComment[]): FindComment => ({
    id: c.id, pid: c.pid, content: c.content, createtime: Number(c.created_at),
    user: { id: c.user_id, nickname: c.nickname, avatar: c.avatar }, is_mine: viewer === c.user_id, reply
  })
  return paginated(p, n, top.map((c) => shape(c, replies.filter((r) => r.pid === c.id).map((r) => shape(r, [])))))
}

export async function addComment (db: Db, userId: number, findId: number, content: string, pid: number | undefined): Promise<{ id: number } | Refusal> {
  const text = content.trim()
  if (text === '') return refuse('find.comment_empty')
  if ([...text].length > FIND_LIMITS.commentChars) return refuse('find.comment_too_long', { n: FIND_LIMITS.commentChars })
  return await inTransaction(db, async (tx) => {
    const [post] = await tx.select({ id: findPosts.id }).from(findPosts).where(and(eq(findPosts.id, findId), eq(findPosts.state, 'normal'))).for('update')
    if (post === undefined) return refuse('find.not_found')
    let parent: number | null = null
    if (pid !== undefined) {
      // replies hang off the top-level comment of the same post
      const [c] = await tx.select({ id: findComments.id, pid: findComments.pid }).from(findComments)
        .where(and(eq(findComments.id, pid), eq(findComments.findId, findId), eq(findComments.state, 'normal')))
      if (c === undefined) return refuse('find.comment_not_found')
      parent = c.pid ?? c.id
    }
    const [row] = await tx.insert(findComments).values({ findId, pid: parent, userId, content: text, createdAt: now() }).returning({ id: findComments.id })
    await tx.update(findPosts).set({ comments: sql`${findPosts.comments} + 1` }).where(eq(findPosts.id, findId))
    return { id: row.id }
  })
}

/** The comment's author, or the post's author, may delete it; anyone else gets "not found". */
export async function deleteComment (db: Db, userId: number, id: number): Promise<{ id: number } | Refusal> {
  return await inTransaction(db, async (tx) => {
    const [c] = await rows<{ find_id: number }>(tx, sql`
      select c.find_id from find_comments c join find_posts p on p.id = c.find_id
      where c.id = ${id} and c.state = 'normal' and (c.user_id = ${userId} or p.user_id = ${userId}) for update of c`)
    if (c === undefined) return refuse('find.comment_not_found')
    const gone = await tx.update(findComments).set({ state: 'deleted' })
      .where(and(eq(findComments.state, 'normal'), sql`(${findComments.id} = ${id} or ${findComments.pid} = ${id})`)).returning({ id: findComments.id })
    await tx.update(findPosts).set({ comments: sql`greatest(${findPosts.comments} - ${gone.length}, 0)` }).where(eq(findPosts.id, c.find_id))
    return { id }
  })
}

/** Goods a user may link to a post: their favourites and their shop's goods. */
export async function linkableGoods (db: Db, userId: number, p: Page, lang: Lang): Promise<Paginated<GoodsCard>> {
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.userId, userId)).limit(1)
  const where = sql`g.status = 'normal' and (g.shop_id = ${shop?.id ?? 0} or g.id in (select goods_id from goods_follows where user_id = ${userId} and goods_type = 'goods'))`
  const [{ n }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from goods g where ${where}`)
  const ids = await rows<{ id: number }>(db, sql`select g.id from goods g where ${where} order by g.id desc limit ${p.limit} offset ${p.offset}`)
  const cards = await goodsCards(db, ids.map((r) => r.id), lang)
  return paginated(p, n, ids.map((r) => cards.get(r.id)).filter((c): c is GoodsCard => c !== undefined))
}

