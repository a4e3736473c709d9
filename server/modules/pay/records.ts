import { and, eq, inArray, sql } from 'drizzle-orm'
import type { PaymentStatus } from '../../../types/wallet'
import type { Db } from '../../db/client'
import { ledger, payments } from '../../db/schema'
import { Decimal } from '../../lib/money'
import { wechatRefunded } from '../wxpay/queue'

// Payments as records: what an order was paid with (`payments`), and what became of it, derived
// from the payer's ledger rows about that order — never stored, so it cannot disagree with the money.

export interface LedgerMove { billType: string, delta: string }

/**
 * The status of one payment from the payer's ledger rows about its order: the debits of the
 * purchase (bill types goods and groups, negative) against the refunds (bill types refund and groups_refund, positive).
 */
export function paymentStatus (moves: readonly LedgerMove[]): { status: PaymentStatus, paid: string, refunded: string } {
  let paid = new Decimal(0)
  let refunded = new Decimal(0)
  for (const m of moves) {
    const d = new Decimal(m.delta)
    if ((m.billType === 'goods' || m.billType === 'groups') && d.lt(0)) paid = paid.minus(d)
    if ((m.billType === 'refund' || m.billType === 'groups_refund') && d.gt(0)) refunded = refunded.plus(d)
  }
  const status: PaymentStatus = refunded.isZero() ? 'paid' : refunded.gte(paid) ? 'refunded' : 'partially_refunded'
  return { status, paid: paid.toFixed(), refunded: refunded.toFixed() }
}

export interface PaymentRecord {
  orderId: number
  userId: number
  asset: string
  amount: string
  status: PaymentStatus
  refunded: string
}

/** The payment records of these orders with their status (one query for the records, one for their ledger rows). */
export async function paymentsOf (db: Db, orderIds: number[]): Promise<PaymentRecord[]> {
  if (orderIds.length === 0) return []
  const recs = await db.select().from(payments).where(inArray(payments.orderId, orderIds)).orderBy(payments.orderId, payments.id)
  if (recs.length === 0) return []
  const moves = await db.select({ userId: ledger.userId, asset: ledger.asset, refId: ledger.refId, billType: ledger.billType, delta: ledger.delta })
    .from(ledger).where(and(eq(ledger.refType, 'order'), inArray(ledger.refId, orderIds.map(String)), sql`${ledger.billType} in ('goods', 'groups', 'refund', 'groups_refund')`))
  // a payment in yuan (WeChat Pay) has no ledger rows: what went back is its WeChat refunds
  const wechat = recs.some((p) => p.asset === 'cny') ? await wechatRefunded(db, orderIds) : new Map<number, Decimal>()
  return recs.map((p) => {
    if (p.asset === 'cny') {
      const back = wechat.get(p.orderId) ?? new Decimal(0)
      const status: PaymentStatus = back.isZero() ? 'paid' : back.gte(p.amount) ? 'refunded' : 'partially_refunded'
      return { orderId: p.orderId, userId: p.userId, asset: p.asset, amount: p.amount, status, refunded: back.toFixed() }
    }
    const own = moves.filter((m) => m.userId === p.userId && m.asset === p.asset && m.refId === String(p.orderId))
    const { status, refunded } = paymentStatus(own)
    return { orderId: p.orderId, userId: p.userId, asset: p.asset, amount: p.amount, status, refunded }
  })
}
