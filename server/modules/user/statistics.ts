import { and, count, eq, sql } from 'drizzle-orm'
import type { Statistics } from '../../../types/user'
import type { Db } from '../../db/client'
import { footprints, goodsFollows, notices, orders, shopFollows } from '../../db/schema'

// The badge counts of the user centre (spec §3 "Statistics"). Each section is its own function so the
// modules that own the data (orders, favourites, coupons, notices...) fill theirs in here.

/** The buyer's orders by state (deleted ones left out); refunds (customer) and group buys come later. */
export async function orderCounts (db: Db, userId: number): Promise<Statistics['order']> {
  const [r] = await db.select({
    whole: count(),
    pay: sql<number>`count(*) filter (where ${orders.state} = 1)::int`,
    delive: sql<number>`count(*) filter (where ${orders.state} = 2)::int`,
    receiving: sql<number>`count(*) filter (where ${orders.state} = 3)::int`,
    evaluate: sql<number>`count(*) filter (where ${orders.state} = 4)::int`
  }).from(orders).where(and(eq(orders.userId, userId), eq(orders.status, 'normal')))
  return {
    whole: Number(r?.whole ?? 0),
    groups: 0,
    pay: Number(r?.pay ?? 0),
    delive: Number(r?.delive ?? 0),
    receiving: Number(r?.receiving ?? 0),
    evaluate: Number(r?.evaluate ?? 0),
    customer: 0
  }
}

/** Favourites, followed shops, footprints (coupons come with the coupon module). */
export async function dynamicCounts (db: Db, userId: number): Promise<Statistics['dynamic']> {
  const n = async (p: Promise<Array<{ n: number }>>): Promise<number> => Number((await p)[0]?.n ?? 0)
  const [collection, concern, footprint] = await Promise.all([
    n(db.select({ n: count() }).from(goodsFollows).where(eq(goodsFollows.userId, userId))),
    n(db.select({ n: count() }).from(shopFollows).where(eq(shopFollows.userId, userId))),
    n(db.select({ n: count() }).from(footprints).where(eq(footprints.userId, userId)))
  ])
  return { collection, concern, footprint, coupon: 0, accountbank: 0 }
}

/** Unread order notices (system notices and chat come with their modules). */
export async function noticeCounts (db: Db, userId: number): Promise<Statistics['notice']> {
  const [r] = await db.select({ n: count() }).from(notices)
    .where(and(eq(notices.userId, userId), eq(notices.type, 'order'), eq(notices.read, false)))
  return { order: Number(r?.n ?? 0), notice: 0, chat: 0 }
}

export async function logistics (_db: Db, _userId: number): Promise<Statistics['logistics']> {
  return []
}

export async function buildStatistics (db: Db, userId: number): Promise<Statistics> {
  const [order, dynamic, notice, logisticsList] = await Promise.all([
    orderCounts(db, userId), dynamicCounts(db, userId), noticeCounts(db, userId), logistics(db, userId)
  ])
  return { order, dynamic, notice, logistics: logisticsList }
}
