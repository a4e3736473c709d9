import type { Statistics } from '../../../types/user'
import type { Db } from '../../db/client'

// The badge counts of the user centre (spec §3 "Statistics"). Each section is its own function so the
// modules that own the data (orders, favourites, coupons, notices...) fill theirs in here.

export async function orderCounts (_db: Db, _userId: number): Promise<Statistics['order']> {
  // No orders exist yet (the order module fills these in).
  return { whole: 0, groups: 0, pay: 0, delive: 0, receiving: 0, evaluate: 0, customer: 0 }
}

export async function dynamicCounts (_db: Db, _userId: number): Promise<Statistics['dynamic']> {
  return { collection: 0, concern: 0, footprint: 0, coupon: 0, accountbank: 0 }
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
