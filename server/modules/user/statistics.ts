import { count, eq } from 'drizzle-orm'
import type { Statistics } from '../../../types/user'
import type { Db } from '../../db/client'
import { footprints, goodsFollows, shopFollows } from '../../db/schema'

// The badge counts of the user centre (spec §3 "Statistics"). Each section is its own function so the
// modules that own the data (orders, favourites, coupons, notices...) fill theirs in here.

export async function orderCounts (_db: Db, _userId: number): Promise<Statistics['order']> {
  // No orders exist yet (the order module fills these in).
  return { whole: 0, groups: 0, pay: 0, delive: 0, receiving: 0, evaluate: 0, customer: 0 }
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

export async function noticeCounts (_db: Db, _userId: number): Promise<Statistics['notice']> {
  return { order: 0, notice: 0, chat: 0 }
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
