import { eq, sql } from 'drizzle-orm'
import type { OrderState, PayAsset, PaymentRequest, PaymentResult, PayPreview } from '../../../types/order'
import type { Db } from '../../db/client'
import { balances, payments, users } from '../../db/schema'
import { refuse, type Refusal } from '../../lib/envelope'
import type { MsgKey } from '../../lib/i18n'
import { Decimal, amount, money } from '../../lib/money'
import { intArray, rows } from '../../lib/sql'
import { now } from '../../lib/time'
import { inTransaction } from '../../lib/tx'
import { claimKey, requestHash, storeResult } from '../../lib/idempotency'
import { rateSettings } from '../common/rates'
import { takeStock, titleOfSku } from '../order/lines'
import { orderMachine, type OrderTimers } from '../order/machine'
import { applyLedgerParts } from '../wallet/ledger'
import { checkPayPassword } from './password'

// Paying orders from a balance (USDT, BBC or points). Prices are USDT; the other assets convert
// with the platform's rates (settings.rates: the USDT value of one BBC / one point), rounded up to
// the asset's precision. One payment may cover several unpaid orders of the caller (merged pay);
// each order records its share, in `payments` (one row per order) and in the ledger (one debit row
// per order, ref = that order), so refunds can find what an order was paid with.

/** Decimals each asset is charged in. */
export const ASSET_DP: Record<PayAsset, number> = { usdt: 2, bbc: 2, score: 0 }

export interface Rates { usdt: Decimal, bbc: Decimal, score: Decimal }

/** The rates in force (settings `rates`, read through common/rates.ts, cached there). */
export async function payRates (db: Db): Promise<Rates> {
  const r = await rateSettings(db)
  return { usdt: new Decimal(1), bbc: new Decimal(r.bbc_usdt), score: new Decimal(r.score_price) }
}

/** What a USDT total costs in an asset: total / rate, rounded up to the asset's decimals. */
export function convert (totalUsdt: Decimal.Value, asset: PayAsset, rates: Rates): Decimal {
  return new Decimal(totalUsdt).div(rates[asset]).toDecimalPlaces(ASSET_DP[asset], Decimal.ROUND_UP)
}

/** Splits an amount over orders in proportion to their prices; the last takes the rounding rest. */
export function shares (total: Decimal, prices: Decimal[], dp: number): Decimal[] {
  const sum = prices.reduce((s, p) => s.plus(p), new Decimal(0))
  const out: Decimal[] = []
  let given = new Decimal(0)
  for (const [i, p] of prices.entries()) {
    const share = i === prices.length - 1
      ? total.minus(given)
      : sum.isZero() ? new Decimal(0) : total.mul(p).div(sum).toDecimalPlaces(dp, Decimal.ROUND_DOWN)
    out.push(share)
    given = given.plus(share)
  }
  return out
}

interface PayOrderRow { id: number, orderNo: string, price: string, state: OrderState, createdAt: number }

async function ordersOf (db: Db, userId: number, ids: number[], lock: boolean): Promise<PayOrderRow[]> {
  return await rows<PayOrderRow>(db, sql`
    select id, order_no as "orderNo", price::text as price, state, created_at::int as "createdAt" from orders
    where id = any(${intArray(ids)}::int[]) and user_id = ${userId} and status = 'normal'
    order by id${lock ? sql` for update` : sql``}`)
}

/** The order machine's rule for `pay` (state, then its not-expired guard), with payment's own word for a wrong state. */
function payableCheck (found: PayOrderRow[], ids: number[], timers: OrderTimers, at: number): Refusal | null {
  if (found.length !== new Set(ids).size) return refuse('order.not_found')
  const facts = (o: PayOrderRow) => ({ state: o.state, createdAt: o.createdAt, delivertime: null, taketime: null, isaddress: false, pickup: false })
  const why = found.map((o) => orderMachine.refusal(facts(o), 'pay', 'buyer', { at, settings: timers })).filter((r) => r !== null)
  if (why.some((r) => r.refusal === 'order.wrong_state')) return refuse('order.not_payable')
  return why[0] ?? null
}

async function balanceOf (db: Db, userId: number, asset: PayAsset): Promise<string> {
  const [row] = await db.select({ amount: balances.amount }).from(balances).where(sql`${balances.userId} = ${userId} and ${balances.asset} = ${asset}`)
  return row?.amount ?? '0'
}

/** pay/getPay */
export async function payPreview (db: Db, userId: number, ids: number[], timers: OrderTimers): Promise<PayPreview | Refusal> {
  const found = await ordersOf(db, userId, ids, false)
  const bad = payableCheck(found, ids, timers, now())
  if (bad !== null) return bad
  const total = found.reduce((s, o) => s.plus(o.price), new Decimal(0))
  const rates = await payRates(db)
  const [user] = await db.select({ hash: users.payPasswordHash }).from(users).where(eq(users.id, userId))
  const bal = new Map((await db.select({ asset: balances.asset, amount: balances.amount }).from(balances).where(eq(balances.userId, userId)))
    .map((r) => [r.asset, new Decimal(r.amount)]))
  return {
    orders: found.map((o) => ({ id: o.id, order_no: o.orderNo, price: money(o.price) })),
    total: money(total),
    options: (['usdt', 'bbc', 'score'] as const).map((asset) => {
      const cost = convert(total, asset, rates)
      const balance = bal.get(asset) ?? new Decimal(0)
      return { asset, amount: amount(cost), balance: amount(balance), enough: balance.gte(cost), rate: amount(rates[asset]) }
    }),
    set_paypwd: user?.hash !== null && user?.hash !== undefined,
    // the earliest unpaid auto-close of these orders: the cashier counts down to it
    close_at: Math.min(...found.map((o) => o.createdAt)) + timers.closeMinutes * 60
  }
}

const INSUFFICIENT: Record<PayAsset, MsgKey> = { usdt: 'pay.insufficient_usdt', bbc: 'pay.insufficient_bbc', score: 'pay.insufficient_score' }

/**
 * Settles the orders (no password check: pay/payment checks it first; the seed calls this
 * directly). One transaction: the key, the orders moved 1 → 2 under their row locks (fewer moved
 * than asked → refused), the debit through the ledger, 'payment' stock taken, sales counted.
 */
export async function settlePayment (db: Db, userId: number, req: Omit<PaymentRequest, 'pay_password'>, timers: OrderTimers, at = now()): Promise<PaymentResult | Refusal> {
  const ids = [...new Set(req.order_ids)].sort((a, b) => a - b)
  const hash = requestHash({ order_ids: ids, asset: req.asset })
  const rates = await payRates(db)
  return await inTransaction<PaymentResult>(db, async (tx) => {
    const claim = await claimKey<PaymentResult>(tx, userId, 'pay', req.key, hash, at, 'pay.stale_key')
    if ('refusal' in claim) return claim
    if (!claim.fresh) return claim.result

    const found = await ordersOf(tx, userId, ids, true)
    const bad = payableCheck(found, ids, timers, at)
    if (bad !== null) return bad
    const total = found.reduce((s, o) => s.plus(o.price), new Decimal(0))
    const cost = convert(total, req.asset, rates)

    // each order's share of the amount, recorded with the move to paid
    const parts = shares(cost, found.map((o) => new Decimal(o.price)), ASSET_DP[req.asset])
    const share = sql`(case id ${sql.join(found.map((o, i) => sql`when ${o.id}::int then ${parts[i].toFixed()}::numeric`), sql` `)} end)`
    const moved = await orderMachine.fire(tx, ids, 'pay', { kind: 'buyer', id: userId }, {
      at, settings: timers, where: sql`user_id = ${userId}`, set: { pay_asset: sql`${req.asset}`, pay_amount: share }
    })
    if (moved.length !== ids.length) return refuse('order.not_payable')

    // the debit: one ledger row per order with a share (two statements whatever the count)
    const debits = found.map((o, i) => ({ refId: o.id, delta: parts[i].neg().toFixed() })).filter((d) => !new Decimal(d.delta).isZero())
    let balance: string
    if (debits.length > 0) {
      const after = await applyLedgerParts(tx, { userId, asset: req.asset, billType: 'goods', refType: 'order', memo: 'order payment', parts: debits })
      if (after === null) return refuse(INSUFFICIENT[req.asset], { available: amount(await balanceOf(tx, userId, req.asset), 2) })
      balance = amount(after)
    } else {
      balance = amount(await balanceOf(tx, userId, req.asset))
    }
    await tx.insert(payments).values(found.map((o, i) => ({ orderId: o.id, userId, asset: req.asset, amount: parts[i].toFixed(), createdAt: at })))

    const goodsRows = await rows<{ orderId: number, goodsId: number, skuId: number, number: number, stockMethod: string }>(tx, sql`
      select order_id as "orderId", goods_id as "goodsId", sku_id as "skuId", number, stock_method as "stockMethod"
      from order_goods where order_id = any(${intArray(ids)}::int[])`)
    const failed = await takeStock(tx, goodsRows.filter((g) => g.stockMethod === 'payment'))
    if (failed !== null) return refuse('goods.stock_short', { title: await titleOfSku(tx, failed) })
    // sales: the SKU and the goods (goods.payment counts paying orders)
    const skuSales = new Map<number, number>()
    const goodsSales = new Map<number, { n: number, orders: Set<number> }>()
    for (const g of goodsRows) {
      skuSales.set(g.skuId, (skuSales.get(g.skuId) ?? 0) + g.number)
      const e = goodsSales.get(g.goodsId) ?? { n: 0, orders: new Set<number>() }
      e.n += g.number
      e.orders.add(g.orderId)
      goodsSales.set(g.goodsId, e)
    }
    for (const [skuId, n] of [...skuSales].sort((a, b) => a[0] - b[0])) {
      await tx.execute(sql`update goods_sku set sales = sales + ${n} where id = ${skuId}`)
    }
    for (const [goodsId, e] of [...goodsSales].sort((a, b) => a[0] - b[0])) {
      await tx.execute(sql`update goods set sales = sales + ${e.n}, payment = payment + ${e.orders.size} where id = ${goodsId}`)
    }

    const result: PaymentResult = { order_ids: ids, asset: req.asset, amount: amount(cost), balance }
    await storeResult(tx, userId, 'pay', req.key, result)
    return result
  })
}

/** pay/payment: the payment password first (wrong tries count even though nothing is paid), then the settlement. */
export async function payment (db: Db, userId: number, req: PaymentRequest, timers: OrderTimers): Promise<PaymentResult | Refusal> {
  const wrong = await checkPayPassword(db, userId, req.pay_password)
  if (wrong !== null) return wrong
  return await settlePayment(db, userId, req, timers)
}
