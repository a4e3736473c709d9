import { sql } from 'drizzle-orm'
import type { Transaction } from '../../adapters/wechat-pay'
import type { Db } from '../../db/client'
import { wxpayLogs, wxpayRefunds, wxpayTrades } from '../../db/schema'
import { isRefusal, refuse, type Refusal } from '../../lib/envelope'
import { Decimal } from '../../lib/money'
import { intArray, rows } from '../../lib/sql'
import { inTransaction } from '../../lib/tx'
import { orderMachine, type OrderTimers } from '../order/machine'
import { shares } from '../pay/service'
import { paymentStockSql, shortSku } from '../pay/stock'
import { applyLedger } from '../wallet/ledger'

// Settling a WeChat payment EXACTLY ONCE, whoever reports it first (the notification, the buyer's
// "I have paid", the close job's last query; any number of instances): the trade row is locked and
// moves created → paid with WeChat's transaction id (unique) in the transaction that pays the
// orders or credits the recharge. A report that does not match the trade (merchant, app, amount)
// settles nothing. A payment that arrives when its orders can no longer be paid (paid from a
// balance meanwhile, closed, out of stock) is given back: the trade goes to `refunding` with a full
// refund queued for WeChat's refund API, and the reason is logged.

export type SettleOutcome = 'settled' | 'already' | 'refunding' | 'unknown' | 'mismatch' | 'not_paid'

interface TradeRow {
  id: number
  userId: number
  kind: string
  orderIds: number[]
  appid: string
  totalFen: number
  usdt: string
  state: string
  transactionId: string | null
}

export async function log (db: Db, tradeId: number | null, event: string, note: string, at: number): Promise<void> {
  await db.insert(wxpayLogs).values({ tradeId, event, note: note.slice(0, 500), createdAt: at })
}

/** `cny` amounts are yuan with 2 decimals; WeChat counts fen. */
export function fenToYuan (fen: number): string {
  return new Decimal(fen).div(100).toFixed(2)
}

export async function settleTrade (db: Db, mchId: string, t: Transaction, timers: OrderTimers, at: number): Promise<SettleOutcome> {
  if (t.trade_state !== 'SUCCESS' || typeof t.transaction_id !== 'string' || t.transaction_id === '') return 'not_paid'
  const txId = t.transaction_id
  const outcome = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db
    const [trade] = await rows<TradeRow>(tx, sql`
      select id, user_id as "userId", kind, order_ids as "orderIds", appid, total_fen as "totalFen", usdt::text as usdt, state,
        transaction_id as "transactionId"
      from wxpay_trades where out_trade_no = ${t.out_trade_no} for update`)
    if (trade === undefined) return { outcome: 'unknown' as const, tradeId: null, note: `no trade ${t.out_trade_no}` }
    if (trade.transactionId !== null) {
      return trade.transactionId === txId
        ? { outcome: 'already' as const, tradeId: trade.id, note: '' }
        : { outcome: 'mismatch' as const, tradeId: trade.id, note: `second transaction ${txId} for a settled trade` }
    }
    const wrong = t.mchid !== mchId ? 'merchant' : t.appid !== undefined && t.appid !== trade.appid ? 'app id' : t.amount?.total !== trade.totalFen ? `amount ${String(t.amount?.total)} ≠ ${trade.totalFen}` : null
    if (wrong !== null) return { outcome: 'mismatch' as const, tradeId: trade.id, note: `refused: ${wrong}` }
    // a trade closed here whose payment still went through (or any other state): paid, then given back
    const paid = trade.state === 'created' ? await payFor(tx, trade, timers, at) : refuse('wxpay.trade_not_found')
    if (!isRefusal(paid)) {
      await tx.update(wxpayTrades).set({ state: 'paid', transactionId: txId, paidAt: at, updatedAt: at }).where(sql`id = ${trade.id}`)
      await log(tx, trade.id, 'paid', `transaction ${txId}`, at)
      return { outcome: 'settled' as const, tradeId: trade.id, note: '' }
    }
    const why = trade.state !== 'created' ? `trade was ${trade.state}` : paid.refusal
    await tx.update(wxpayTrades).set({ state: 'refunding', transactionId: txId, paidAt: at, updatedAt: at, note: why }).where(sql`id = ${trade.id}`)
    await tx.insert(wxpayRefunds).values({ outRefundNo: `R${t.out_trade_no}`, tradeId: trade.id, amountFen: trade.totalFen, createdAt: at, updatedAt: at }).onConflictDoNothing()
    await log(tx, trade.id, 'auto_refund', `paid by WeChat (${txId}) but nothing to pay any more (${why}): the payment is refunded in full`, at)
    return { outcome: 'refunding' as const, tradeId: trade.id, note: '' }
  })
  if (outcome.outcome === 'unknown' || outcome.outcome === 'mismatch') await log(db, outcome.tradeId, outcome.outcome, outcome.note, at)
  return outcome.outcome
}

/**
 * Inside a savepoint (a refusal rolls back only this part): the recharge credited, or the orders
 * moved 1 → 2 with their `cny` payment records and the stock and sales a balance payment takes.
 */
async function payFor (tx: Db, trade: TradeRow, timers: OrderTimers, at: number): Promise<true | Refusal> {
  return await inTransaction<true>(tx, async (sp) => {
    if (trade.kind === 'recharge') {
      await applyLedger(sp, { userId: trade.userId, asset: 'usdt', delta: trade.usdt, billType: 'recharge', refType: 'wxpay', refId: trade.id, memo: `WeChat Pay ${fenToYuan(trade.totalFen)} CNY` })
      return true
    }
    const ids = trade.orderIds
    const found = await rows<{ id: number, price: string }>(sp, sql`
      select id, price::text as price from orders where id = any(${intArray(ids)}::int[]) and user_id = ${trade.userId} and status = 'normal' order by id for update`)
    if (found.length !== ids.length) return refuse('order.not_found')
    const parts = shares(new Decimal(trade.totalFen).div(100), found.map((o) => new Decimal(o.price)), 2)
    const amounts = sql`unnest(${intArray(ids)}::int[], ${`{${parts.map((p) => p.toFixed()).join(',')}}`}::numeric[]) as s(id, amount)`
    const moved = await orderMachine.fire(sp, ids, 'pay', { kind: 'buyer', id: trade.userId }, {
      at,
      settings: timers,
      where: sql`user_id = ${trade.userId}::int`,
      note: 'WeChat Pay',
      set: { pay_asset: sql`'cny'::text`, pay_amount: sql`(select s.amount from ${amounts} where s.id = orders.id)` }
    })
    if (moved.length !== ids.length) return refuse('order.not_payable')
    await rows(sp, sql`insert into payments (order_id, user_id, asset, amount, created_at)
      select s.id, ${trade.userId}::int, 'cny', s.amount, ${at}::bigint from ${amounts}`)
    // the same stock and sales a balance payment takes (pay/stock.ts)
    const [skus] = await rows<{ wanted: number[] | null, done: number[] | null }>(sp, paymentStockSql(sql`${intArray(ids)}::int[]`))
    if (shortSku(skus) !== undefined) return refuse('order.not_payable')
    return true
  })
}
