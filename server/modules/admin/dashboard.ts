import { count, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { goods, orders, shops, users } from '../../db/schema'
import { DAY, now } from '../../lib/time'
import type { AdminQueue } from '../../lib/module'
import type { AdminDashboard, AdminIdentity } from '../../../types/admin'

// The dashboard: today's orders, GMV and new users (days of the platform's time zone, UTC+8),
// the last seven days, totals, and the pending queues the modules declare (adminQueues), counted
// only for the roles that work them.

const TZ_OFFSET = 8 * 3600

/** The start (unix seconds) of the UTC+8 day `daysAgo` days before today's. */
export function dayStart (at: number, daysAgo = 0): number {
  return Math.floor((at + TZ_OFFSET) / DAY) * DAY - TZ_OFFSET - daysAgo * DAY
}

function dayLabel (start: number): string {
  return new Date((start + TZ_OFFSET) * 1000).toISOString().slice(0, 10)
}

export async function dashboard (db: Db, admin: AdminIdentity, queues: readonly AdminQueue[], at = now()): Promise<AdminDashboard> {
  const from = dayStart(at, 6)
  const bucket = (col: unknown) => sql<number>`floor((${col} + ${TZ_OFFSET}) / ${DAY})::int`
  const [orderDays, paidDays, userDays, totals] = await Promise.all([
    db.select({ d: bucket(orders.createdAt), n: count() }).from(orders)
      .where(sql`${orders.createdAt} >= ${from}`).groupBy(sql`1`),
    db.select({ d: bucket(orders.paytime), gmv: sql<string>`coalesce(sum(${orders.price}), 0)::numeric(30,2)::text` }).from(orders)
      .where(sql`${orders.paytime} >= ${from}`).groupBy(sql`1`),
    db.select({ d: bucket(users.joinTime), n: count() }).from(users)
      .where(sql`${users.joinTime} >= ${from}`).groupBy(sql`1`),
    db.select({
      users: sql<number>`(select count(*)::int from ${users})`,
      orders: sql<number>`(select count(*)::int from ${orders})`,
      shops: sql<number>`(select count(*)::int from ${shops})`,
      goods: sql<number>`(select count(*)::int from ${goods})`
    }).from(sql`(select 1) as one`)
  ])
  const days: AdminDashboard['days'] = []
  for (let i = 6; i >= 0; i--) {
    const start = dayStart(at, i)
    const d = Math.floor((start + TZ_OFFSET) / DAY)
    days.push({
      day: dayLabel(start),
      orders: Number(orderDays.find((r) => Number(r.d) === d)?.n ?? 0),
      gmv: paidDays.find((r) => Number(r.d) === d)?.gmv ?? '0.00',
      new_users: Number(userDays.find((r) => Number(r.d) === d)?.n ?? 0)
    })
  }
  const mine = queues.filter((q) => admin.role === 'super' || q.roles.includes(admin.role))
  const counts = await Promise.all(mine.map(async (q) => ({ key: q.key, count: await q.count(db) })))
  const today = days[days.length - 1]
  return {
    today: { orders: today.orders, gmv: today.gmv, new_users: today.new_users },
    totals: totals[0],
    days,
    queues: counts
  }
}
