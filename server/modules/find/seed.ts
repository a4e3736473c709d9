import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { findPosts } from '../../db/schema'
import { rows } from '../../lib/sql'
import { now } from '../../lib/time'

// Demo feed: each of the first shops posts its newest goods (pictures from the seeded goods art),
// so the discover pages have something to show on a fresh database. Idempotent: only into an empty feed.

const TEXTS = [
  '新品上架，限时优惠，欢迎进店选购！',
  '本周热卖推荐，品质保证，售后无忧。',
  '店长精选好物分享，总有一款适合你。',
  '今日直播预告：更多福利等你来拿。'
]

export async function seedFind (db: Db): Promise<void> {
  const [{ n }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from find_posts`)
  if (n > 0) return
  const shopsWithGoods = await rows<{ shop_id: number, user_id: number, ids: number[], images: string[] }>(db, sql`
    select s.id as shop_id, s.user_id,
      (array_agg(g.id order by g.id desc))[1:3] as ids, (array_agg(g.image order by g.id desc))[1:3] as images
    from shops s join goods g on g.shop_id = s.id and g.status = 'normal'
    where s.status = 'normal' group by s.id, s.user_id order by s.id limit 4`)
  const t = now()
  let i = 0
  for (const s of shopsWithGoods) {
    await db.insert(findPosts).values({
      userId: s.user_id,
      shopId: s.shop_id,
      type: 'new',
      content: TEXTS[i % TEXTS.length],
      images: s.images.filter((x) => x !== ''),
      goodsIds: s.ids,
      state: 'normal',
      createdAt: t - (shopsWithGoods.length - i) * 3600,
      updatedAt: t
    })
    i++
  }
}
