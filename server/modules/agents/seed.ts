import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

// Demo data: profit-share ratios (10–30 %) on the demo goods, so the demo's sales pay bonuses and
// the agency shop has goods to promote. Once: only while no goods has a ratio (a merchant's or an
// operator's ratios are never overwritten).

export async function seedAgents (db: Db): Promise<void> {
  await db.execute(sql`update goods set profit_ratio = (array[0.10, 0.15, 0.20, 0.25, 0.30])[1 + id % 5]
    where not exists (select 1 from goods where profit_ratio > 0)`)
}
