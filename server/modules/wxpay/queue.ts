import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { Decimal } from '../../lib/money'
import { rows } from '../../lib/sql'

// After-sales refunds of WeChat-paid orders (called by modules/refund/effects.ts payOut, inside the
// refund machine's transaction): the yuan share is queued as a WeChat refund of the trade that paid
// the order; the job `wxpay.refund_send` sends it and WeChat's refund notification (or the job's
// query) completes the after-sales refund (7 → 4), or fails it (7 → 8, the platform may retry).
// No imports from the refund module: it imports this file.

/** Queues a refund of `yuan` of the order's WeChat payment; false when no paid trade covers the order. */
export async function queueWechatRefund (tx: Db, refundId: number, orderId: number, yuan: Decimal, at: number): Promise<boolean> {
  const fen = yuan.times(100).toDecimalPlaces(0, Decimal.ROUND_DOWN).toNumber()
  if (fen <= 0) return false
  const [trade] = await rows<{ id: number, outTradeNo: string }>(tx, sql`
    select id, out_trade_no as "outTradeNo" from wxpay_trades where kind = 'order' and state = 'paid' and ${orderId}::int = any(order_ids) order by id limit 1`)
  if (trade === undefined) return false
  // a retried after-sales refund (8 → 7) is a new WeChat refund: the failed one stays as it was
  const [{ n }] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from wxpay_refunds where refund_id = ${refundId}`)
  await rows(tx, sql`insert into wxpay_refunds (out_refund_no, trade_id, refund_id, order_id, amount_fen, state, created_at, updated_at)
    values (${`A${refundId}-${n + 1}`}, ${trade.id}, ${refundId}, ${orderId}, ${fen}, 'pending', ${at}, ${at})`)
  return true
}

/** Yuan of the order's WeChat payment given back or on its way back (refunds not failed). */
export async function wechatRefunded (tx: Db, orderIds: number[]): Promise<Map<number, Decimal>> {
  if (orderIds.length === 0) return new Map()
  const got = await rows<{ orderId: number, fen: number }>(tx, sql`
    select order_id as "orderId", sum(amount_fen)::int as fen from wxpay_refunds
    where order_id = any(${`{${orderIds.join(',')}}`}::int[]) and state <> 'failed' group by order_id`)
  return new Map(got.map((g) => [g.orderId, new Decimal(g.fen).div(100)]))
}
