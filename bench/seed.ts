import { sql } from 'drizzle-orm'
import type { Db } from '../server/db/client'
import { rows } from '../server/lib/sql'
import { DAY, now } from '../server/lib/time'

// Grows the demo catalogue to `target` goods for the benchmark, in a handful of INSERT … SELECT
// statements over generate_series: every new goods copies a demo goods (round robin) with its specs,
// SKUs and comments, under a new title suffix, sales figure, weigh and date.

export async function growCatalogue (db: Db, target: number): Promise<{ goods: number, skus: number, comments: number }> {
  const [{ n: have, top }] = await rows<{ n: number, top: number }>(db, sql`select count(*)::int as n, coalesce(max(id), 0)::int as top from goods`)
  const add = target - have
  if (add > 0) {
    const t = now()
    // new ids are top+1 .. top+add; goods top+1+i copies template number i % (templates)
    const tpl = sql`(select id, (row_number() over (order by id) - 1)::int as k, count(*) over ()::int as n from goods where status = 'normal' and id <= ${top})`
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into goods (id, shop_id, shop_category_id, category_id, brand_id, title, title_en, image, images, description, content,
          goods_type, flag, stock_method, pickup, price, bbt_price, market_price, attributes, sales, payment,
          comment, praise, "like", weigh, status, created_at, updated_at)
        select ${top} + 1 + i, g.shop_id, g.shop_category_id, g.category_id, g.brand_id, g.title || ' No.' || (i + 1),
          case when g.title_en = '' then '' else g.title_en || ' No.' || (i + 1) end,
          g.image, g.images, g.description, g.content, g.goods_type, '', g.stock_method, g.pickup, g.price, g.bbt_price,
          g.market_price, g.attributes, (i * 104729) % 3000, (i * 104729) % 2400, g.comment, g.praise,
          (i * 31) % 3000, (i * 17) % 100, 'normal', ${t} - ((i * 37) % 365 + 1) * ${DAY}, ${t}
        from generate_series(0, ${add - 1}) i
        join ${tpl} tpl on tpl.k = i % tpl.n
        join goods g on g.id = tpl.id`)
      await tx.execute(sql`
        insert into goods_views (goods_id, views)
        select ${top} + 1 + i, (i * 7919) % 50000 from generate_series(0, ${add - 1}) i`)
      await tx.execute(sql`
        insert into goods_spu (goods_id, name, item)
        select ${top} + 1 + i, s.name, s.item
        from generate_series(0, ${add - 1}) i join ${tpl} tpl on tpl.k = i % tpl.n join goods_spu s on s.goods_id = tpl.id
        order by 1, s.id`)
      await tx.execute(sql`
        insert into goods_sku (goods_id, difference, image, price, bbt_price, market_price, stock, weight, sn, sales, state)
        select ${top} + 1 + i, s.difference, s.image, s.price, s.bbt_price, s.market_price, s.stock, s.weight, s.sn, s.sales, s.state
        from generate_series(0, ${add - 1}) i join ${tpl} tpl on tpl.k = i % tpl.n join goods_sku s on s.goods_id = tpl.id
        order by 1, s.id`)
      await tx.execute(sql`
        insert into goods_comments (user_id, shop_id, order_id, goods_id, sku, state, content, images, score, status, created_at)
        select c.user_id, c.shop_id, null, ${top} + 1 + i, c.sku, c.state, c.content, c.images, c.score, c.status, c.created_at
        from generate_series(0, ${add - 1}) i join ${tpl} tpl on tpl.k = i % tpl.n join goods_comments c on c.goods_id = tpl.id
        order by 4, c.id`)
      await tx.execute(sql`select setval(pg_get_serial_sequence('goods', 'id'), (select max(id) from goods))`)
    })
    await db.execute(sql`vacuum analyze`)
  }
  const [counts] = await rows<{ goods: number, skus: number, comments: number }>(db, sql`
    select (select count(*)::int from goods) as goods, (select count(*)::int from goods_sku) as skus,
      (select count(*)::int from goods_comments) as comments`)
  return counts
}
