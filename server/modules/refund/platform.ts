import { sql } from 'drizzle-orm'
import { ORDER_STATE } from '../../../types/order'
import { PLATFORM_REFUND_REASON, REFUND_STATE } from '../../../types/refund'
import type { Asset } from '../../../types/user'
import type { Db } from '../../db/client'
import { refunds } from '../../db/schema'
import { isRefusal, refuse, type Refusal } from '../../lib/envelope'
import { Decimal, money } from '../../lib/money'
import { rows } from '../../lib/sql'
import { SYSTEM } from '../../lib/state-machine'
import { now } from '../../lib/time'
import { inTransaction } from '../../lib/tx'
import { reverseSettlement, settleOrder, userLabel } from '../agents/settle'
import { paymentsOf } from '../pay/records'
import { applyLedger } from '../wallet/ledger'
import { lineMoney, payOut, syncLines } from './effects'
import { refundMachine } from './machine'
import { parseAmount } from './service'

// A refund the platform decides on a COMPLETED order (ECONOMY §3.5: "a refund after it (platform
// decision) reverses the rows that referenced the order (negative rows of the same bill types,
// never a silent update)"). After-sales ended at completion, so no refund of the buyer's can
// reach it; support decides it from the order's details in the admin console. In ONE transaction:
//   1. the settlement is reversed (every row its negative twin: the merchant's profit share back,
//      bonuses, dividend pool and purchase points taken back, power and team figures down);
//   2. the buyer is paid back through the after-sales payout (payOut: ledger `refund` rows in the
//      assets and proportions the order was paid with), one completed refund per line so that
//      caps, payment records and the buyer's after-sales list all see it;
//   3. a partial refund settles the part the buyer kept anew (bonuses on what was finally sold);
//   4. the merchant gives back what the escrow release paid it for the refunded part — exactly the
//      assets and amounts the buyer got back (`refund` rows, negative, memo "platform refund").
// Anyone short (a bonus or points spent, a merchant balance too low) refuses the whole decision
// with their name; nothing moves. Once per order: the order row is locked and a second decision
// finds the first one's merchant row.

const MEMO = 'platform refund'

export interface PlatformRefundResult {
  order_id: number
  order_no: string
  amount: string
  payouts: Array<{ asset: string, amount: string }>
  /** what was refunded of the order before this decision */
  refunded_before: string
}

interface OrderRow { id: number, orderNo: string, state: number, buyer: number, owner: number, shopId: number, price: string, refunded: string, done: boolean }

async function orderOf (db: Db, orderId: number): Promise<OrderRow | undefined> {
  const [o] = await rows<OrderRow>(db, sql`select o.id, o.order_no as "orderNo", o.state, o.user_id as buyer, s.user_id as owner, o.shop_id as "shopId", o.price::text as price,
      coalesce((select sum(r.amount) from refunds r where r.order_id = o.id and r.state = 4), 0)::text as refunded,
      exists (select 1 from ledger l where l.ref_type = 'order' and l.ref_id = o.id::text and l.memo = ${MEMO}) as done
    from orders o join shops s on s.id = o.shop_id where o.id = ${orderId}`)
  return o
}

/** The most the platform may still refund of an order: null unless it is completed and not yet refunded by the platform. */
export async function platformRefundable (db: Db, orderId: number): Promise<string | null> {
  const o = await orderOf(db, orderId)
  if (o === undefined || o.state !== ORDER_STATE.completed || o.done) return null
  return money(Decimal.max(new Decimal(o.price).minus(o.refunded), 0))
}

/** The platform refunds `amount` of a completed order, with a note both sides read. */
export async function refundCompletedOrder (db: Db, adminId: number, orderId: number, req: { amount: string, note: string }, at = now()): Promise<PlatformRefundResult | Refusal> {
  const note = req.note.trim()
  if (note === '') return refuse('refund.note_required')
  const amount = parseAmount(req.amount)
  if (isRefusal(amount)) return amount
  if (amount.lte(0)) return refuse('refund.amount_invalid')
  return await inTransaction(db, async (tx) => {
    // one decision per order at a time: the second one (a double click, another operator) waits on
    // this lock, then reads the facts in a statement of its own (a fresh snapshot) and finds this one done
    await tx.execute(sql`select id from orders where id = ${orderId} for update`)
    const o = await orderOf(tx, orderId)
    if (o === undefined) return refuse('refund.order_not_found')
    if (o.state !== ORDER_STATE.completed) return refuse('refund.platform_not_completed')
    if (o.done) return refuse('refund.platform_once')
    const cap = Decimal.max(new Decimal(o.price).minus(o.refunded), 0)
    if (cap.lte(0)) return refuse('refund.nothing_left')
    if (amount.gt(cap)) return refuse('refund.amount_above_cap', { n: money(cap) })
    const paid = (await paymentsOf(tx, [orderId])).filter((p) => p.userId === o.buyer)
    // a WeChat Pay share goes back asynchronously (modules/wxpay) and the merchant was never credited yuan on the ledger
    if (paid.some((p) => p.asset === 'cny')) return refuse('refund.platform_wechat')

    const reversed = await reverseSettlement(tx, orderId, at)
    if (isRefusal(reversed)) return reversed

    // the amount over the lines, in line order, each at most what is left of it (its goods and shipping share)
    const lines = await rows<{ id: number }>(tx, sql`select id from order_goods where order_id = ${orderId} order by id`)
    const ids: number[] = []
    const back = new Map<string, Decimal>()
    let rest = amount
    for (const l of lines) {
      if (rest.lte(0)) break
      const m = await lineMoney(tx, l.id)
      if (m === null) continue
      const take = Decimal.min(rest, Decimal.max(m.subtotal.plus(m.freight).minus(m.refunded), 0))
      if (take.lte(0)) continue
      rest = rest.minus(take)
      const [r] = await tx.insert(refunds).values({
        userId: o.buyer, shopId: o.shopId, orderId, orderGoodsId: l.id, type: 'refund', reason: PLATFORM_REFUND_REASON, expressType: 1,
        amount: take.toFixed(2), judgement: note, state: REFUND_STATE.refunding, createdAt: at, updatedAt: at, agreetime: at
      }).onConflictDoNothing().returning({ id: refunds.id })
      if (r === undefined) return refuse('refund.already_open')
      await tx.execute(sql`insert into refund_logs (refund_id, "from", "to", event, actor, actor_id, note, created_at)
        values (${r.id}, null, ${REFUND_STATE.refunding}, 'platform_refund', 'platform', ${adminId}, ${note}, ${at})`)
      const out = await payOut(tx, r.id)
      if (!out.ok || out.pending) return refuse('refund.platform_failed')
      for (const p of out.payouts) back.set(p.asset, (back.get(p.asset) ?? new Decimal(0)).plus(p.amount))
      await refundMachine.transition(tx, [r.id], 'settle', SYSTEM, { at, note: out.payouts.map((p) => `${p.amount} ${p.asset.toUpperCase()}`).join(', ') })
      ids.push(r.id)
    }
    if (rest.gt(0)) return refuse('refund.amount_above_cap', { n: money(amount.minus(rest)) })
    await syncLines(tx, ids)

    // the part the buyer kept is settled again (its profit share comes out of what the merchant just got back)
    if (reversed === 'reversed' && amount.lt(cap)) await settleOrder(tx, orderId, at)

    const payouts = [...back].sort((a, b) => a[0].localeCompare(b[0])).map(([asset, v]) => ({ asset, amount: v.toFixed() }))
    for (const p of payouts) {
      const after = await applyLedger(tx, { userId: o.owner, asset: p.asset as Asset, delta: new Decimal(p.amount).negated().toFixed(), billType: 'refund', refType: 'order', refId: orderId, memo: MEMO })
      if (after === null) return refuse('refund.platform_merchant_short', { user: await userLabel(tx, o.owner), asset: p.asset.toUpperCase() })
    }
    return { order_id: orderId, order_no: o.orderNo, amount: money(amount), payouts, refunded_before: money(o.refunded) }
  })
}
