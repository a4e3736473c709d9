import { and, count, eq, sql } from 'drizzle-orm'
import type { Statistics } from '../../../types/user'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema'
import { orderMachine } from './machine'

// The order module's sections of user/refresh's statistics.

const S = orderMachine.spec.states

/** The buyer's orders by state (deleted ones left out); refunds (customer) and group buys come later. */
export async function orderCounts (db: Db, userId: number): Promise<Statistics['order']> {
  const [r] = await db.select({
    whole: count(),
    pay: sql<number>`count(*) filter (where ${orders.state} = ${S.unpaid})::int`,
    delive: sql<number>`count(*) filter (where ${orders.state} = ${S.paid})::int`,
    receiving: sql<number>`count(*) filter (where ${orders.state} = ${S.shipped})::int`,
    evaluate: sql<number>`count(*) filter (where ${orders.state} = ${S.received})::int`
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

/** Parcels on their way (the logistics card comes later). */
export async function logisticsList (_db: Db, _userId: number): Promise<Statistics['logistics']> {
  return []
}
