import { eq, sql } from 'drizzle-orm'
import type { OrderState, PayAsset, PaymentRequest, PaymentResult, PayPreview } from '../../../types/order'
import type { Db } from '../../db/client'
import { balances, payments, users } from '../../db/schema'
import { refuse, type Refusal } from '../../lib/envelope'
import type { MsgKey } from '../../lib/i18n'
import { Decimal, amount, money } from '../../lib/money'
import { intArray, preparedRows, rows, shapedRows } from '../../lib/sql'
import { now } from '../../lib/time'
import { inTransaction } from '../../lib/tx'
import { claimInsert, requestHash, storedResult, storeResultSql } from '../../lib/idempotency'
import { rateSettings } from '../common/rates'
import { titleOfSku } from '../order/lines'
import { orderMachine, type OrderTimers } from '../order/machine'
import { ledgerPartsCtes } from '../wallet/ledger'
import { groupOrdersPaid } from '../groups/hooks'
import { checkPayPassword } from './password'
import { paymentStockSql, shortSku } from './stock'

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

interface PayOrderRow { id: number, orderNo: string, price: string, state: OrderState, createdAt: number, orderType?: string }

async function ordersOf (db: Db, userId: number, ids: number[]): Promise<PayOrderRow[]> {
  return await rows<PayOrderRow>(db, sql`
    select id, order_no as "orderNo", price::text as price, state, created_at::int as "createdAt" from orders
    where id = any(${intArray(ids)}::int[]) and user_id = ${userId} and status = 'normal'
    order by id`)
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
  const found = await ordersOf(db, userId, ids)
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
 * directly). One transaction of three statements: (1) the key claimed and the orders locked;
 * (2) the orders moved 1 → 2 with their log rows (fewer moved than asked → refused), the debit
 * through the ledger (one row per order) and the payment rows; (3) the SKUs, locked in id order:
 * 'payment' stock taken (short → refused) and sales counted, then the goods' sales, and the
 * result stored with the key. A refusal rolls everything back.
 */
export async function settlePayment (db: Db, userId: number, req: Omit<PaymentRequest, 'pay_password'>, timers: OrderTimers, at = now()): Promise<PaymentResult | Refusal> {
  const ids = [...new Set(req.order_ids)].sort((a, b) => a - b)
  const hash = requestHash({ order_ids: ids, asset: req.asset })
  const rates = await payRates(db)
  const orderIds = sql`${intArray(ids)}::int[]`
  return await inTransaction<PaymentResult>(db, async (tx) => {
    const [claim] = await preparedRows<{ fresh: boolean, orders: PayOrderRow[] }>(tx, 'pay_claim', sql`
      with claim as (${claimInsert(userId, 'pay', req.key, hash, at)}
      ), found as (
        select id, order_no as "orderNo", price::text as price, state, created_at::int as "createdAt", order_type as "orderType" from orders
        where id = any(${orderIds}) and user_id = ${userId}::int and status = 'normal' and exists (select 1 from claim)
        order by id for update
      )
      select exists (select 1 from claim) as fresh, coalesce((select json_agg(f order by f.id) from found f), '[]'::json) as orders`)
    if (!claim.fresh) {
      const stored = await storedResult<PaymentResult>(tx, userId, 'pay', req.key, hash, 'pay.stale_key')
      return 'refusal' in stored ? stored : stored.result
    }
    const found = claim.orders
    const bad = payableCheck(found, ids, timers, at)
    if (bad !== null) return bad
    const total = found.reduce((s, o) => s.plus(o.price), new Decimal(0))
    const cost = convert(total, req.asset, rates)

    // each order's share of the amount, recorded with the move to paid, in the payment rows and
    // in the ledger (one debit row per order with a share; a group order's is bill type groups,
    // ECONOMY.md's "group buy")
    const parts = shares(cost, found.map((o) => new Decimal(o.price)), ASSET_DP[req.asset])
    const amounts = sql`unnest(${orderIds}, ${`{${parts.map((p) => p.toFixed()).join(',')}}`}::numeric[]) as s(id, amount)`
    const debits = found.map((o, i) => ({ refId: o.id, delta: parts[i].neg().toFixed(), billType: o.orderType === 'groups' ? 'groups' as const : 'goods' as const })).filter((d) => !new Decimal(d.delta).isZero())
    const allMoved = sql`(select count(*) from moved) = ${ids.length}::int`
    const [paid] = await shapedRows<{ moved: number, balance: string | null }>(tx, sql`
      with ${orderMachine.transitionCtes(ids, 'pay', { kind: 'buyer', id: userId }, {
        at,
        settings: timers,
        where: sql`user_id = ${userId}::int`,
        set: { pay_asset: sql`${req.asset}::text`, pay_amount: sql`(select s.amount from ${amounts} where s.id = orders.id)` }
      })}, ${debits.length > 0
        ? ledgerPartsCtes({ userId, asset: req.asset, billType: 'goods', refType: 'order', memo: 'order payment', parts: debits }, allMoved)
        : sql`bal as (select amount from balances where user_id = ${userId}::int and asset = ${req.asset}::text and ${allMoved})`
      }, recorded as (
        insert into payments (order_id, user_id, asset, amount, created_at)
        select s.id, ${userId}::int, ${req.asset}::text, s.amount, ${at}::bigint from ${amounts}
        where exists (select 1 from bal)
      )
      select (select count(*) from moved)::int as moved, (select amount::text from bal) as balance`)
    if (paid.moved !== ids.length) return refuse('order.not_payable')
    if (paid.balance === null) {
      if (debits.length > 0) return refuse(INSUFFICIENT[req.asset], { available: amount(await balanceOf(tx, userId, req.asset), 2) })
      // nothing to pay (free orders) and no balance row yet: still paid, with the payment rows
      await tx.insert(payments).values(found.map((o, i) => ({ orderId: o.id, userId, asset: req.asset, amount: parts[i].toFixed(), createdAt: at })))
    }
    const balance = amount(paid.balance ?? '0')

    // stock and sales in one statement with the stored result (pay/stock.ts); a short SKU refuses
    // and everything rolls back
    const result: PaymentResult = { order_ids: ids, asset: req.asset, amount: amount(cost), balance }
    const [skus] = await preparedRows<{ wanted: number[] | null, done: number[] | null }>(tx, 'pay_sales',
      paymentStockSql(orderIds, sql`stored as (${storeResultSql(userId, 'pay', req.key, result)})`))
    const short = shortSku(skus)
    if (short !== undefined) return refuse('goods.stock_short', { title: await titleOfSku(tx, short) })
    // group orders: seats paid, teams started or succeeded (modules/groups)
    await groupOrdersPaid(tx, ids, at, timers)
    return result
  })
}

/** pay/payment: the payment password first (wrong tries count even though nothing is paid), then the settlement. */
export async function payment (db: Db, userId: number, req: PaymentRequest, timers: OrderTimers): Promise<PaymentResult | Refusal> {
  const wrong = await checkPayPassword(db, userId, req.pay_password)
  if (wrong !== null) return wrong
  return await settlePayment(db, userId, req, timers)
}
