import { sql } from 'drizzle-orm'
import { ORDER_STATE } from '../../../types/order'
import type { Asset } from '../../../types/user'
import type { Db } from '../../db/client'
import { Decimal } from '../../lib/money'
import { intArray, rows } from '../../lib/sql'
import { SYSTEM } from '../../lib/state-machine'
import { orderMachine, type OrderTimers } from '../order/machine'
import { giveBackStock } from '../order/lines'
import { paymentsOf } from '../pay/records'
import { applyLedger } from '../wallet/ledger'
import { queueWechatRefund } from '../wxpay/queue'
import { now } from '../../lib/time'

// What happens to money, lines, stock and orders when refunds move (the refund machine's effects),
// and the one rule for how much a line can still be refunded.

/** The order goods line's refund_status for each refund state (spec §4: 0 none, 1 refunding, 2 awaiting return, 3 refunded, 4 closed, 5 rejected). */
const LINE_STATUS_SQL = sql.raw(`case r.state when 0 then 1 when 1 then 2 when 2 then 5 when 3 then 1 when 4 then 3 when 5 then 4
  when 6 then 1 when 7 then 1 when 8 then 1 end`)

/** The lines of these refunds show their refund's sub-state. */
export async function syncLines (tx: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return
  await tx.execute(sql`update order_goods og set refund_status = ${LINE_STATUS_SQL}
    from refunds r where r.id = any(${intArray(ids)}::int[]) and og.id = r.order_goods_id`)
}

export interface LineMoney {
  orderId: number
  orderState: number
  /** price × number */
  subtotal: Decimal
  /** the line's share of the order's coupon goods discount (order_goods.coupon_discount, set at addOrder) */
  couponDiscount: Decimal
  /** the line's share of the shipping the order paid (after a shipping coupon) */
  freight: Decimal
  /** completed refunds of the line */
  refunded: Decimal
}

/**
 * A line's money: its subtotal, its coupon share, its share of the shipping the order paid (the
 * order's price less what its lines paid for goods; pro rata by subtotal, in cents, the last line
 * taking the remainder, so the shares add up to it) and what completed refunds paid back for it.
 */
export async function lineMoney (db: Db, orderGoodsId: number): Promise<LineMoney | null> {
  const lines = await rows<{ id: number, orderId: number, orderState: number, subtotal: string, couponDiscount: string, price: string, freightPrice: string, refunded: string }>(db, sql`
    select og.id, og.order_id as "orderId", o.state as "orderState", (og.price * og.number)::text as subtotal, og.coupon_discount::text as "couponDiscount",
      o.price::text as price, o.freight_price::text as "freightPrice",
      coalesce((select sum(r.amount) from refunds r where r.order_goods_id = og.id and r.state = 4), 0)::text as refunded
    from order_goods og join orders o on o.id = og.order_id
    where og.order_id = (select order_id from order_goods where id = ${orderGoodsId}) order by og.id`)
  const i = lines.findIndex((l) => l.id === orderGoodsId)
  if (i < 0) return null
  const total = lines.reduce((s, l) => s.plus(l.subtotal), new Decimal(0))
  const goodsPaid = lines.reduce((s, l) => s.plus(l.subtotal).minus(l.couponDiscount), new Decimal(0))
  // what the order paid for shipping: its price less what its lines paid for goods (a shipping coupon's cover is not paid)
  const freight = Decimal.min(lines[0].freightPrice, Decimal.max(0, new Decimal(lines[0].price).minus(goodsPaid)))
  const shareOf = (k: number): Decimal => total.isZero() ? new Decimal(0) : freight.times(lines[k].subtotal).div(total).toDecimalPlaces(2, Decimal.ROUND_DOWN)
  let share: Decimal
  if (i < lines.length - 1) share = shareOf(i)
  else share = freight.minus(lines.slice(0, -1).reduce((s, _l, k) => s.plus(shareOf(k)), new Decimal(0)))
  if (total.isZero() && i === lines.length - 1) share = freight
  const l = lines[i]
  return { orderId: l.orderId, orderState: l.orderState, subtotal: new Decimal(l.subtotal), couponDiscount: new Decimal(l.couponDiscount), freight: share, refunded: new Decimal(l.refunded) }
}

/** Shipping can be asked back while the order has not been shipped. */
export function withFreight (m: LineMoney): boolean {
  return m.orderState === ORDER_STATE.paid
}

/**
 * The most a refund of the line may pay back now: what the line paid (its subtotal less its coupon
 * share, plus its share of the shipping paid when `shipping`) less what completed refunds already
 * paid back. The buyer's cap (apply, edit, the stated maximum) includes shipping as the order's
 * state allows (withFreight); the platform's decision and the payout itself may include it always.
 */
export function lineCap (m: LineMoney, shipping = withFreight(m)): Decimal {
  const max = m.subtotal.minus(m.couponDiscount).plus(shipping ? m.freight : 0).minus(m.refunded)
  return Decimal.max(max, 0)
}

/** `pending`: a share paid by WeChat Pay goes back through WeChat's refund API; the refund stays 7 until WeChat says it went out (modules/wxpay). */
export type PayOut = { ok: true, payouts: Array<{ asset: string, amount: string }>, pending: boolean } | { ok: false, why: string }

/**
 * Pays a refund back to the buyer, in the assets and proportions the order was paid with: each
 * payment record gives back its share of the refund (amount / order price), rounded down to 8
 * decimals, and the refund that completes the order's refunds gives back everything left. Ledger
 * rows of bill type `refund` naming the order (whose payment record is (order, asset)). Refuses
 * (changes nothing) if that would pay more than was paid for the line or the order.
 */
export async function payOut (tx: Db, refundId: number): Promise<PayOut> {
  const [r] = await rows<{ userId: number, orderId: number, lineId: number, amount: string }>(tx, sql`
    select user_id as "userId", order_id as "orderId", order_goods_id as "lineId", amount::text as amount from refunds where id = ${refundId}`)
  // one payout of an order at a time: the order's refunded total is read under this lock
  const [o] = await rows<{ price: string }>(tx, sql`select price::text as price from orders where id = ${r.orderId} for update`)
  const amount = new Decimal(r.amount)
  if (amount.isZero()) return { ok: true, payouts: [], pending: false }
  const line = await lineMoney(tx, r.lineId)
  if (line === null || amount.gt(lineCap(line, true))) return { ok: false, why: 'above the line\'s paid amount' }
  const [{ before }] = await rows<{ before: string }>(tx, sql`select coalesce(sum(amount), 0)::text as before from refunds where order_id = ${r.orderId} and state = 4`)
  const price = new Decimal(o.price)
  const refundedAfter = new Decimal(before).plus(amount)
  if (refundedAfter.gt(price)) return { ok: false, why: 'above the order\'s paid amount' }
  const records = (await paymentsOf(tx, [r.orderId])).filter((p) => p.userId === r.userId)
  if (records.length === 0) return { ok: false, why: 'no payment record' }
  const payouts: Array<{ asset: string, amount: string }> = []
  let pending = false
  for (const p of records.sort((a, b) => a.asset.localeCompare(b.asset))) {
    const left = new Decimal(p.amount).minus(p.refunded)
    // yuan paid through WeChat go back in fen
    const dp = p.asset === 'cny' ? 2 : 8
    const share = refundedAfter.gte(price) ? left : new Decimal(p.amount).times(amount).div(price).toDecimalPlaces(dp, Decimal.ROUND_DOWN)
    if (share.gt(left)) return { ok: false, why: `above what is left of the ${p.asset} payment` }
    if (share.lte(0)) continue
    if (p.asset === 'cny') {
      if (!await queueWechatRefund(tx, refundId, r.orderId, share, now())) return { ok: false, why: 'no WeChat payment to refund' }
      payouts.push({ asset: p.asset, amount: share.toFixed() })
      pending = true
      continue
    }
    await applyLedger(tx, { userId: r.userId, asset: p.asset as Asset, delta: share.toFixed(), billType: 'refund', refType: 'order', refId: r.orderId, memo: `refund ${refundId}` })
    payouts.push({ asset: p.asset, amount: share.toFixed() })
  }
  if (payouts.length === 0) return { ok: false, why: 'nothing left of the payment' }
  return { ok: true, payouts, pending }
}

const CLOSE_BY_STATE: Record<number, 'refund_close_paid' | 'refund_close_shipped' | 'refund_close_received'> = {
  [ORDER_STATE.paid]: 'refund_close_paid', [ORDER_STATE.shipped]: 'refund_close_shipped', [ORDER_STATE.received]: 'refund_close_received'
}

/**
 * After refunds completed: a line refunded in full before shipping puts its stock back; an order
 * whose every line is refunded in full closes (the order machine pays the shop what is left, e.g.
 * shipping after it was sent).
 */
export async function afterSettled (tx: Db, done: number[], at: number, timers: OrderTimers): Promise<void> {
  if (done.length === 0) return
  const lines = await rows<{ orderId: number, orderState: number, lineId: number, skuId: number, number: number, full: boolean, fresh: boolean }>(tx, sql`
    select og.order_id as "orderId", o.state as "orderState", og.id as "lineId", og.sku_id as "skuId", og.number,
      coalesce((select sum(x.amount) from refunds x where x.order_goods_id = og.id and x.state = 4), 0) >= og.price * og.number - og.coupon_discount as full,
      og.id in (select order_goods_id from refunds where id = any(${intArray(done)}::int[])) as fresh
    from order_goods og join orders o on o.id = og.order_id
    where og.order_id in (select order_id from refunds where id = any(${intArray(done)}::int[])) order by og.id`)
  await giveBackStock(tx, lines.filter((l) => l.fresh && l.full && l.orderState === ORDER_STATE.paid).map((l) => ({ skuId: l.skuId, number: l.number })))
  const byOrder = new Map<number, typeof lines>()
  for (const l of lines) byOrder.set(l.orderId, [...(byOrder.get(l.orderId) ?? []), l])
  for (const [orderId, own] of byOrder) {
    const event = CLOSE_BY_STATE[own[0].orderState]
    if (event === undefined || !own.every((l) => l.full)) continue
    await orderMachine.fire(tx, [orderId], event, SYSTEM, { at, settings: timers, note: 'refunded' })
  }
}
