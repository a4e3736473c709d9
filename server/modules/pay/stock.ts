import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rows } from '../../lib/sql'

/**
 * What paying for orders does to stock and sales, as ONE statement (a balance payment and a WeChat
 * payment both run it): SKU rows locked in id order; 'payment' stock taken and the SKUs' sales
 * counted; the goods' sales (and goods.payment, the paying orders) queued for pay.count_sales.
 * `orderIds` is an int[] expression. `after`, a condition on CTEs of the caller's statement, makes
 * the SKUs wait for them: the orders and the balance are locked before
 * the SKUs, in the order the payment's transaction of three statements took them (no new lock order).
 * Returns the SKUs wanted and those updated: a SKU in the first and not in the second was short,
 * and the caller refuses and rolls back.
 */
export function paymentStockSql (orderIds: SQL): SQL {
  return sql`
      with ${paymentStockCtes(orderIds)}
      select (select array_agg(id order by id) from want) as wanted, (select array_agg(id) from done) as done`
}

/** paymentStockSql() as CTEs of a larger statement; a SKU of `want` missing from `done` was short. */
export function paymentStockCtes (orderIds: SQL, after: SQL = sql`true`): SQL {
  return sql`bought as (
        select sku_id, goods_id, order_id, number, stock_method from order_goods where order_id = any(${orderIds})
      ), want as (
        select sku_id as id, sum(number)::int as n, sum(case when stock_method = 'payment' then number else 0 end)::int as take
        from bought group by sku_id
      ), locked as materialized (
        select id from goods_sku where id in (select id from want) and ${after} order by id for no key update
      ), done as (
        update goods_sku k set stock = k.stock - w.take, sales = k.sales + w.n
        from want w where k.id = w.id and k.id in (select id from locked) and (w.take = 0 or k.stock >= w.take)
        returning k.id
      ), counted as (
        -- the goods' counts wait in goods_sales_pending for the pay.count_sales job (sales.ts)
        insert into goods_sales_pending (goods_id, sales, payment)
        select goods_id, sum(number)::int, count(distinct order_id)::int from bought group by goods_id
      )`
}

/** The first SKU `paymentStockSql` wanted and could not take, if any. */
export function shortSku (r: { wanted: number[] | null, done: number[] | null }): number | undefined {
  return (r.wanted ?? []).find((id) => !(r.done ?? []).includes(id))
}

/** After a refused payment: the first SKU, in id order, whose stock cannot cover these orders' 'payment' lines now. */
export async function firstShortSku (db: Db, orderIds: SQL): Promise<number | undefined> {
  const [row] = await rows<{ id: number }>(db, sql`
    select k.id from goods_sku k
    join (select sku_id, sum(number)::int as n from order_goods where order_id = any(${orderIds}) and stock_method = 'payment' group by sku_id) w on w.sku_id = k.id
    where k.stock < w.n order by k.id limit 1`)
  return row?.id
}
