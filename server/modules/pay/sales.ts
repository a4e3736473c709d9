import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rows } from '../../lib/sql'
import type { TaskJob } from '../../lib/scheduler'

// Payments queue the goods' sales in goods_sales_pending (stock.ts); this folds them into
// goods.sales and goods.payment, so a goods row is written once per tick, not once per payment.

const BATCH = 5000

/**
 * Folds queued sales into the goods, BATCH rows a statement, until none are left; returns the rows
 * folded. Each statement claims its rows with SKIP LOCKED and deletes them in the statement that
 * adds them up, so two instances folding at once count every row once, and a crash leaves the rows
 * queued, not lost. Goods rows are locked in id order (as every other writer of goods does).
 */
export async function countSales (db: Db): Promise<number> {
  let total = 0
  for (;;) {
    const [{ n }] = await rows<{ n: number }>(db, sql`
      with claimed as (
        select id from goods_sales_pending order by id limit ${BATCH} for update skip locked
      ), gone as (
        delete from goods_sales_pending p where p.id in (select id from claimed) returning p.goods_id, p.sales, p.payment
      ), sums as (
        select goods_id, sum(sales)::int as sales, sum(payment)::int as payment from gone group by goods_id
      ), locked as materialized (
        select id from goods where id in (select goods_id from sums) order by id for no key update
      ), counted as (
        update goods g set sales = g.sales + s.sales, payment = g.payment + s.payment
        from sums s where g.id = s.goods_id and g.id in (select id from locked)
      )
      select (select count(*) from gone)::int as n`)
    total += n
    if (n < BATCH) return total
  }
}

export const countSalesJob: TaskJob = { name: 'pay.count_sales', run: async (db) => { await countSales(db) } }
