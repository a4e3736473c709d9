import crypto from 'node:crypto'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { GoodsCard } from '../../../types/common'
import { LIVE_STATE, type LiveEnd, type LivePlay, type LivePush, type LiveSocketEvent, type LiveState, type LiveSummary } from '../../../types/find'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { goods, liveLikes, lives, liveViewers, shops, uploads, users } from '../../db/schema'
import { refuse, type Refusal } from '../../lib/envelope'
import type { Lang } from '../../lib/i18n'
import { rows } from '../../lib/sql'
import { now } from '../../lib/time'
import { randomId } from '../../lib/tokens'
import { inTransaction } from '../../lib/tx'
import type { Hub } from '../../realtime/hub'
import { cardColumnsIn, toCard } from '../catalog/cards'

// Live streams: a shop creates a live and gets a push URL with a per-live key; nginx-rtmp asks
// `on_publish` whether the key is right (the live goes on air) and says `on_publish_done` when the
// push stops (the live ends). Viewers join the room (a row each: views, who gets the room's socket
// pushes), chat (`say`), like once, and see the end summary. Room pushes go through the hub to
// each user in the room, so they reach sockets on every instance (Redis).

export const SAY_MAX_CHARS = 100
const MAX_GOODS = 20
const S = LIVE_STATE

type LiveRow = typeof lives.$inferSelect

async function cards (db: Db, ids: number[], lang: Lang): Promise<GoodsCard[]> {
  if (ids.length === 0) return []
  const found = await db.select(cardColumnsIn(lang)).from(goods).innerJoin(shops, eq(shops.id, goods.shopId))
    .where(and(inArray(goods.id, ids), eq(goods.status, 'normal')))
  const by = new Map(found.map((r) => [r.id, toCard(r)]))
  return ids.map((id) => by.get(id)).filter((c): c is GoodsCard => c !== undefined)
}

async function online (db: Db, liveId: number): Promise<number> {
  const [{ n }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from live_viewers where live_id = ${liveId} and left_at is null`)
  return n
}

async function summaryOf (db: Db, live: LiveRow): Promise<LiveSummary> {
  const [shop] = await db.select({ id: shops.id, name: shops.shopname, avatar: shops.avatar }).from(shops).where(eq(shops.id, live.shopId))
  return {
    id: live.id,
    title: live.title,
    image: live.image,
    state: live.state as LiveState,
    shop,
    views: live.views,
    likes: live.likes,
    online: await online(db, live.id),
    started_at: live.startedAt,
    ended_at: live.endedAt
  }
}

/** Everyone in the room (and the streamer) gets the event, on whichever instance holds their socket. */
export async function broadcast (db: Db, hub: Hub, liveId: number, event: LiveSocketEvent): Promise<void> {
  const inRoom = await rows<{ user_id: number }>(db, sql`
    select user_id from live_viewers where live_id = ${liveId} and left_at is null
    union select user_id from lives where id = ${liveId} limit 2000`)
  await Promise.all(inRoom.map(async (r) => { await hub.pushToUser(r.user_id, event) }))
}

async function myShop (db: Db, userId: number): Promise<{ id: number } | undefined> {
  const [shop] = await db.select({ id: shops.id }).from(shops).where(and(eq(shops.userId, userId), eq(shops.status, 'normal'))).limit(1)
  return shop
}

function pushOf (config: Config, live: LiveRow): { push_server: string | null, push_key: string, push_url: string | null } {
  const key = `${live.stream}?key=${live.streamKey}`
  const server = config.live.rtmpUrl === '' ? null : config.live.rtmpUrl
  return { push_server: server, push_key: key, push_url: server === null ? null : `${server}/${key}` }
}

/** The caller's shop and its live that has not ended (with the push URL), if any. */
export async function myLive (db: Db, config: Config, userId: number, lang: Lang): Promise<{ shop: number | null, configured: boolean, live: LivePush | null }> {
  const shop = await myShop(db, userId)
  const configured = config.live.rtmpUrl !== ''
  if (shop === undefined) return { shop: null, configured, live: null }
  const [live] = await db.select().from(lives).where(and(eq(lives.shopId, shop.id), inArray(lives.state, [S.created, S.live]))).orderBy(sql`${lives.id} desc`).limit(1)
  if (live === undefined) return { shop: shop.id, configured, live: null }
  return { shop: shop.id, configured, live: { ...await summaryOf(db, live), goods: await cards(db, live.goodsIds, lang), ...pushOf(config, live) } }
}

export interface NewLive { title: string, image: string, goods_ids: number[] }

export async function createLive (db: Db, config: Config, userId: number, input: NewLive, lang: Lang): Promise<LivePush | Refusal> {
  if (config.live.rtmpUrl === '') return refuse('live.not_configured')
  const title = input.title.trim()
  if (title === '') return refuse('live.title_empty')
  const goodsIds = [...new Set(input.goods_ids)].slice(0, MAX_GOODS)
  const res = await inTransaction(db, async (tx) => {
    // the shop row lock makes two "start" taps at once create one live
    const [shop] = await tx.select({ id: shops.id }).from(shops).where(and(eq(shops.userId, userId), eq(shops.status, 'normal'))).limit(1).for('update')
    if (shop === undefined) return refuse('live.no_shop')
    const [open] = await tx.select({ id: lives.id }).from(lives).where(and(eq(lives.shopId, shop.id), inArray(lives.state, [S.created, S.live]))).limit(1)
    if (open !== undefined) return refuse('live.already')
    if (input.image !== '') {
      const [own] = await tx.select({ id: uploads.id }).from(uploads).where(and(eq(uploads.userId, userId), eq(uploads.path, input.image))).limit(1)
      if (own === undefined) return refuse('live.not_my_file')
    }
    if (goodsIds.length > 0) {
      const mine = await tx.select({ id: goods.id }).from(goods).where(and(inArray(goods.id, goodsIds), eq(goods.shopId, shop.id), eq(goods.status, 'normal')))
      if (mine.length !== goodsIds.length) return refuse('live.goods_not_allowed')
    }
    const t = now()
    const [row] = await tx.insert(lives).values({
      shopId: shop.id, userId, title, image: input.image, goodsIds, stream: randomId(12), streamKey: randomId(24), createdAt: t, updatedAt: t
    }).returning()
    return row
  })
  if ('refusal' in res) return res
  return { ...await summaryOf(db, res), goods: await cards(db, res.goodsIds, lang), ...pushOf(config, res) }
}

function sameKey (a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && crypto.timingSafeEqual(x, y)
}

/**
 * nginx-rtmp's on_publish: allow the push (and put the live on air) only for the live's own key,
 * while it has not ended. Returns the live id, or null to refuse (nginx then drops the push).
 */
export async function onPublish (db: Db, hub: Hub, stream: string, key: string): Promise<number | null> {
  const [live] = await db.select().from(lives).where(eq(lives.stream, stream)).limit(1)
  if (live === undefined || !sameKey(live.streamKey, key)) return null
  const t = now()
  const moved = await db.update(lives).set({ state: S.live, startedAt: sql`coalesce(${lives.startedAt}, ${t})`, updatedAt: t })
    .where(and(eq(lives.id, live.id), inArray(lives.state, [S.created, S.live]))).returning({ id: lives.id })
  if (moved.length === 0) return null
  await broadcast(db, hub, live.id, { type: 'live', live_id: live.id, event: 'start' })
  return live.id
}

/** The push stopped (on_publish_done) or the streamer pressed "end": the live ends, once. */
export async function endLive (db: Db, hub: Hub, liveId: number): Promise<boolean> {
  const t = now()
  const moved = await db.update(lives).set({ state: S.ended, endedAt: t, startedAt: sql`coalesce(${lives.startedAt}, ${t})`, updatedAt: t })
    .where(and(eq(lives.id, liveId), inArray(lives.state, [S.created, S.live]))).returning({ id: lives.id })
  if (moved.length === 0) return false
  await broadcast(db, hub, liveId, { type: 'live', live_id: liveId, event: 'end' })
  return true
}

export async function onPublishDone (db: Db, hub: Hub, stream: string, key: string): Promise<boolean> {
  const [live] = await db.select({ id: lives.id, streamKey: lives.streamKey }).from(lives).where(eq(lives.stream, stream)).limit(1)
  if (live === undefined || !sameKey(live.streamKey, key)) return false
  return await endLive(db, hub, live.id)
}

/** The streamer ends their own live from the app; someone else's id is "not found". */
export async function endMine (db: Db, hub: Hub, userId: number, liveId: number): Promise<LiveEnd | Refusal> {
  const [live] = await db.select({ id: lives.id }).from(lives).where(and(eq(lives.id, liveId), eq(lives.userId, userId))).limit(1)
  if (live === undefined) return refuse('live.not_found')
  await endLive(db, hub, liveId)
  return await endSummary(db, liveId)
}

/** A viewer opens the live: joins the room (once per user: views), the room hears `coming`. */
async function profile (db: Db, userId: number): Promise<{ id: number, nickname: string, avatar: string }> {
  const [u] = await db.select({ id: users.id, nickname: users.nickname, avatar: users.avatar }).from(users).where(eq(users.id, userId))
  return u
}

export async function play (db: Db, hub: Hub, config: Config, userId: number, liveId: number, lang: Lang): Promise<LivePlay | Refusal> {
  const [live] = await db.select().from(lives).where(eq(lives.id, liveId)).limit(1)
  if (live === undefined || live.state === S.banned) return refuse('live.not_found')
  const user = await profile(db, userId)
  if (live.state === S.live && live.userId !== user.id) {
    const joined = await db.insert(liveViewers).values({ liveId, userId: user.id, joinedAt: now() })
      .onConflictDoUpdate({ target: [liveViewers.liveId, liveViewers.userId], set: { leftAt: null } })
      .returning({ first: sql<boolean>`xmax = 0` })
    if (joined[0]?.first === true) await db.update(lives).set({ views: sql`${lives.views} + 1` }).where(eq(lives.id, liveId))
    await broadcast(db, hub, liveId, { type: 'live', live_id: liveId, event: 'coming', online: await online(db, liveId), nickname: user.nickname })
  }
  const [fresh] = await db.select().from(lives).where(eq(lives.id, liveId))
  const [liked] = await db.select({ id: liveLikes.id }).from(liveLikes).where(and(eq(liveLikes.liveId, liveId), eq(liveLikes.userId, user.id))).limit(1)
  return {
    ...await summaryOf(db, fresh),
    goods: await cards(db, fresh.goodsIds, lang),
    hls_url: config.live.hlsUrl === '' ? null : `${config.live.hlsUrl}/${fresh.stream}.m3u8`,
    rtmp_url: config.live.rtmpUrl === '' ? null : `${config.live.rtmpUrl}/${fresh.stream}`,
    is_like: liked !== undefined
  }
}

export async function leave (db: Db, hub: Hub, userId: number, liveId: number): Promise<void> {
  const left = await db.update(liveViewers).set({ leftAt: now() })
    .where(and(eq(liveViewers.liveId, liveId), eq(liveViewers.userId, userId), isNull(liveViewers.leftAt))).returning({ id: liveViewers.id })
  if (left.length > 0) await broadcast(db, hub, liveId, { type: 'live', live_id: liveId, event: 'update', online: await online(db, liveId) })
}

async function onAir (db: Db, liveId: number): Promise<LiveRow | Refusal> {
  const [live] = await db.select().from(lives).where(eq(lives.id, liveId)).limit(1)
  if (live === undefined || live.state === S.banned) return refuse('live.not_found')
  if (live.state !== S.live) return refuse('live.not_on')
  return live
}

/** A chat line to the room (spec §7 `say`): plain text, the sender's name from the server. */
export async function say (db: Db, hub: Hub, userId: number, liveId: number, message: string): Promise<{ id: string } | Refusal> {
  const text = message.trim()
  if (text === '') return refuse('live.say_empty')
  if ([...text].length > SAY_MAX_CHARS) return refuse('live.say_too_long', { n: SAY_MAX_CHARS })
  const live = await onAir(db, liveId)
  if ('refusal' in live) return live
  const id = randomId(8)
  const user = await profile(db, userId)
  await broadcast(db, hub, liveId, { type: 'say', live_id: liveId, id, user: { id: user.id, nickname: user.nickname, avatar: user.avatar }, message: text, createtime: now() })
  return { id }
}

/** One like per viewer and live; a second tap changes nothing. */
export async function like (db: Db, hub: Hub, userId: number, liveId: number): Promise<{ likes: number } | Refusal> {
  const live = await onAir(db, liveId)
  if ('refusal' in live) return live
  // the like and the count move in one transaction: a concurrent second tap's insert waits for it to
  // commit, finds the like there, and then reads the count the first tap left (not the one read before)
  const after = await db.transaction(async (tx) => {
    const added = await tx.insert(liveLikes).values({ liveId, userId, createdAt: now() }).onConflictDoNothing().returning({ id: liveLikes.id })
    if (added.length === 0) return null
    const [row] = await tx.update(lives).set({ likes: sql`${lives.likes} + 1` }).where(eq(lives.id, liveId)).returning({ likes: lives.likes })
    return row
  })
  if (after === null) {
    const [cur] = await db.select({ likes: lives.likes }).from(lives).where(eq(lives.id, liveId))
    return { likes: cur.likes }
  }
  await broadcast(db, hub, liveId, { type: 'live', live_id: liveId, event: 'like', likes: after.likes })
  return { likes: after.likes }
}

/** end_live's numbers: how long, views, likes, and pieces of its goods paid for while it was on. */
export async function endSummary (db: Db, liveId: number): Promise<LiveEnd | Refusal> {
  const [live] = await db.select().from(lives).where(eq(lives.id, liveId)).limit(1)
  if (live === undefined || live.state === S.banned) return refuse('live.not_found')
  const from = live.startedAt ?? live.createdAt
  const to = live.endedAt ?? now()
  const [{ n }] = await rows<{ n: number }>(db, sql`
    select coalesce(sum(og.number), 0)::int as n from order_goods og join orders o on o.id = og.order_id
    where o.shop_id = ${live.shopId} and og.goods_id = any(${`{${live.goodsIds.join(',')}}`}::int[])
      and o.paytime between ${from} and ${to} and o.state in (2, 3, 4, 6)`)
  return { id: live.id, title: live.title, state: live.state as LiveState, duration: live.startedAt === null ? 0 : Math.max(0, to - from), views: live.views, likes: live.likes, goods_sold: n }
}

/** Lives on air now (spec §7 getLivingPool), newest first. */
export async function onAirList (db: Db): Promise<LiveSummary[]> {
  const list = await db.select().from(lives).where(eq(lives.state, S.live)).orderBy(sql`${lives.id} desc`).limit(20)
  return await Promise.all(list.map(async (l) => await summaryOf(db, l)))
}
