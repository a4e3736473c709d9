import { sql, type SQL } from 'drizzle-orm'

/**
 * What paying for orders does to stock and sales, as ONE statement (a balance payment and a WeChat
 * payment both run it): rows locked in id order, the SKUs before the goods (the goods wait for every
 * SKU update); 'payment' stock taken and the SKUs' sales counted; the goods' sales (goods.payment
 * counts paying orders). `orderIds` is an int[] expression; `extra` adds CTEs that run in the same
 * statement (the idempotency result). Returns the SKUs wanted and those updated: a SKU in the first
 * and not in the second was short, and the caller refuses and rolls back.
 */
export function paymentStockSql (orderIds: SQL, extra?: SQL): SQL {
  return sql`
      with bought as (
        select sku_id, goods_id, order_id, number, stock_method from order_goods where order_id = any(${orderIds})
      ), want as (
        select sku_id as id, sum(number)::int as n, sum(case when stock_method = 'payment' then number else 0 end)::int as take
        from bought group by sku_id
      ), locked as materialized (
        select id from goods_sku where id in (select id from want) order by id for no key update
      ), done as (
        update goods_sku k set stock = k.stock - w.take, sales = k.sales + w.n
        from want w where k.id = w.id and k.id in (select id from locked) and (w.take = 0 or k.stock >= w.take)
        returning k.id
      ), goods_want as (
        select goods_id as id, sum(number)::int as n, count(distinct order_id)::int as orders from bought group by goods_id
      ), goods_locked as materialized (
        select id from goods where id in (select id from goods_want) and (select count(*) from done) >= 0 order by id for no key update
      ), counted as (
        update goods g set sales = g.sales + w.n, payment = g.payment + w.orders
        from goods_want w where g.id = w.id and g.id in (select id from goods_locked)
      )${extra === undefined ? sql`` : sql`, ${extra}`}
      select (select array_agg(id order by id) from want) as wanted, (select array_agg(id) from done) as done`
}

/** The first SKU `paymentStockSql` wanted and could not take, if any. */
export function shortSku (r: { wanted: number[] | null, done: number[] | null }): number | undefined {
  return (r.wanted ?? []).find((id) => !(r.done ?? []).includes(id))
}
