import { sql } from 'drizzle-orm'
import { WechatPayError, type WechatPayAdapter } from '../../adapters/wechat-pay'
import type { Db } from '../../db/client'
import { wxpayRefunds, wxpayTrades } from '../../db/schema'
import { intArray, rows } from '../../lib/sql'
import { SYSTEM } from '../../lib/state-machine'
import type { OrderTimers } from '../order/machine'
import { afterSettled, syncLines } from '../refund/effects'
import { refundMachine } from '../refund/machine'
import { log } from './settle'

// WeChat refunds: sent by the job `wxpay.refund_send` (rows claimed FOR UPDATE SKIP LOCKED, so any
// number of instances send each once; WeChat itself is idempotent on out_refund_no, so a crash
// after sending and before recording sends the same refund again, harmlessly), settled by the
// refund notification exactly once (the row moves requested → succeeded | failed under its lock).
// An after-sales refund completes (7 → 4) or fails (7 → 8) with it; an automatic refund of a
// payment that came too late moves its trade to `refunded`.

interface RefundRow { id: number, outRefundNo: string, tradeId: number, refundId: number | null, amountFen: number, state: string, outTradeNo: string, totalFen: number, notifyBase: string }

const SELECT = sql`select r.id, r.out_refund_no as "outRefundNo", r.trade_id as "tradeId", r.refund_id as "refundId", r.amount_fen as "amountFen",
  r.state, t.out_trade_no as "outTradeNo", t.total_fen as "totalFen", t.notify_base as "notifyBase"
  from wxpay_refunds r join wxpay_trades t on t.id = r.trade_id`

export function refundNotifyUrl (base: string): string {
  return `${base}/notify/wxpay/refund`
}

/** The job: sends the claimed pending refunds. A business refusal fails the refund; an unreachable WeChat leaves it pending for the next tick. */
export async function sendRefunds (tx: Db, ids: number[], pay: WechatPayAdapter, timers: OrderTimers, at: number): Promise<number[]> {
  const list = await rows<RefundRow>(tx, sql`${SELECT} where r.id = any(${intArray(ids)}::int[]) and r.state = 'pending' order by r.id`)
  const done: number[] = []
  for (const r of list) {
    try {
      const res = await pay.refund({ outTradeNo: r.outTradeNo, outRefundNo: r.outRefundNo, refund: r.amountFen, total: r.totalFen, reason: r.refundId === null ? 'payment came after the order could be paid' : `after-sales refund ${r.refundId}`, notifyUrl: refundNotifyUrl(r.notifyBase) })
      await tx.update(wxpayRefunds).set({ state: 'requested', wxRefundId: res.refund_id ?? null, updatedAt: at }).where(sql`id = ${r.id}`)
      if (res.status === 'SUCCESS') await finish(tx, r, true, 'refunded by WeChat', timers, at)
      else if (res.status === 'CLOSED' || res.status === 'ABNORMAL') await finish(tx, r, false, `WeChat refund ${res.status}`, timers, at)
      done.push(r.id)
    } catch (err) {
      if (err instanceof WechatPayError && err.status !== undefined && err.status >= 400 && err.status < 500) {
        await finish(tx, r, false, err.message, timers, at)
        done.push(r.id)
      }
      // unreachable or a 5xx: stays pending, sent again next tick
    }
  }
  return done
}

/** A refund notification (already verified and decrypted): settles its refund once. */
export async function settleRefundNotice (db: Db, res: { out_refund_no?: string, refund_status?: string, status?: string }, timers: OrderTimers, at: number): Promise<'settled' | 'already' | 'unknown'> {
  const status = res.refund_status ?? res.status
  return await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db
    const [r] = await rows<RefundRow>(tx, sql`${SELECT} where r.out_refund_no = ${res.out_refund_no ?? ''} for update of r`)
    if (r === undefined) return 'unknown'
    if (r.state !== 'pending' && r.state !== 'requested') return 'already'
    if (status !== 'SUCCESS' && status !== 'CLOSED' && status !== 'ABNORMAL') return 'already'
    await finish(tx, r, status === 'SUCCESS', status === 'SUCCESS' ? 'refunded by WeChat' : `WeChat refund ${status}`, timers, at)
    return 'settled'
  })
}

async function finish (tx: Db, r: RefundRow, ok: boolean, note: string, timers: OrderTimers, at: number): Promise<void> {
  await tx.update(wxpayRefunds).set({ state: ok ? 'succeeded' : 'failed', note, updatedAt: at }).where(sql`id = ${r.id}`)
  await log(tx, r.tradeId, ok ? 'refund_succeeded' : 'refund_failed', `${r.outRefundNo}: ${(r.amountFen / 100).toFixed(2)} CNY, ${note}`, at)
  if (r.refundId === null) {
    if (ok) await tx.update(wxpayTrades).set({ state: 'refunded', updatedAt: at }).where(sql`id = ${r.tradeId} and state = 'refunding'`)
    return
  }
  const moved = await refundMachine.transition(tx, [r.refundId], ok ? 'settle' : 'fail', SYSTEM, { at, note: ok ? `${(r.amountFen / 100).toFixed(2)} CNY (WeChat Pay)` : note })
  await syncLines(tx, [r.refundId])
  if (ok && moved.length === 1) await afterSettled(tx, moved, at, timers)
}
