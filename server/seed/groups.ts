import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { now } from '../lib/time'

// Group-buying demo data, idempotent: group terms for three goods of the demo merchant's shop (the
// cheapest on sale; one a two-person team, one with ladder prices), so the group goods page has
// something to show. Nothing when any goods already has group terms.

const TERMS = [
  { people: 2, hour: 24, limit: 5, discount: 80, ladders: [] as Array<{ people_num: number, discount: number }> },
  { people: 3, hour: 24, limit: 0, discount: 85, ladders: [{ people_num: 5, discount: 75 }, { people_num: 10, discount: 65 }] },
  { people: 2, hour: 12, limit: 2, discount: 90, ladders: [] }
]

export async function seedGroups (db: Db): Promise<number> {
  const any = await db.execute(sql`select 1 from group_goods limit 1`) as unknown as { rows: unknown[] }
  if (any.rows.length > 0) return 0
  const picked = await db.execute(sql`
    select g.id, g.shop_id as "shopId" from goods g join shops s on s.id = g.shop_id join users u on u.id = s.user_id
    where g.status = 'normal' and s.status = 'normal' and u.username = 'merchant'
      and exists (select 1 from goods_sku k where k.goods_id = g.id and k.state = 0 and k.stock >= 10)
    order by (select min(price) from goods_sku k where k.goods_id = g.id), g.id limit ${TERMS.length}`) as unknown as { rows: Array<{ id: number, shopId: number }> }
  const t = now()
  for (const [i, g] of picked.rows.entries()) {
    const x = TERMS[i]
    await db.execute(sql`insert into group_goods (goods_id, shop_id, people_num, group_hour, purchase_limit, discount, ladders, status, created_at, updated_at)
      values (${g.id}, ${g.shopId}, ${x.people}, ${x.hour}, ${x.limit}, ${x.discount}, ${JSON.stringify(x.ladders)}::jsonb, 'normal', ${t}, ${t})
      on conflict (goods_id) do nothing`)
  }
  return picked.rows.length
}
