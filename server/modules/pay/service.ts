import { eq, sql, type SQL } from 'drizzle-orm'
import type { OrderState, PayAsset, PaymentRequest, PaymentResult, PayPreview } from '../../../types/order'
import type { Db } from '../../db/client'
import { balances, users } from '../../db/schema'
import { refuse, type Refusal } from '../../lib/envelope'
import type { MsgKey } from '../../lib/i18n'
import { Decimal, amount, money } from '../../lib/money'
import { abortIf, intArray, preparedRows, shapedRows, statementAborted } from '../../lib/sql'
import { now } from '../../lib/time'
import { inTransaction } from '../../lib/tx'
import { claimInsert, replayOr, requestHash, storedResult } from '../../lib/idempotency'
import { rateSettings } from '../common/rates'
import { titleParamsOfSku } from '../order/lines'
import { orderMachine, type OrderTimers } from '../order/machine'
import { ledgerPartsCtes } from '../wallet/ledger'
import { groupOrdersPaid } from '../groups/hooks'
import { checkPayPassword, payPasswordJson, type PayPasswordRow } from './password'
import { firstShortSku, paymentStockCtes } from './stock'

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

/** The caller's orders among `ids`, in id order (read without locks: the payment's statement re-checks them under its own). */
function ordersQuery (userId: number, ids: number[]): SQL {
  return sql`select id, order_no as "orderNo", price::text as price, state, created_at::int as "createdAt", order_type as "orderType" from orders
    where id = any(${intArray(ids)}::int[]) and user_id = ${userId}::int and status = 'normal'`
}

async function ordersOf (db: Db, userId: number, ids: number[]): Promise<PayOrderRow[]> {
  return await preparedRows<PayOrderRow>(db, 'pay_orders', sql`${ordersQuery(userId, ids)} order by id`)
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
 * directly). One read, then ONE statement, atomic on its own (no transaction round trips), as
 * order/addOrder: the orders are read without locks and checked (payable, the amount per order in
 * the asset); the statement then claims the idempotency key with the result, moves the orders
 * 1 → 2 with their log rows (its guard re-checks state and expiry under the rows' locks), debits the
 * balance through the ledger (one row per order), writes the payment rows, takes the 'payment'
 * stock and counts the sales. Anything that does not hold — the key already used, an order no
 * longer payable, a short balance, a short SKU — aborts the whole statement (abortIf), so nothing
 * of it stays. Group orders add the team updates (modules/groups), so for them the statement and
 * those run in one transaction.
 */
export async function settlePayment (db: Db, userId: number, req: Omit<PaymentRequest, 'pay_password'>, timers: OrderTimers, at = now(), known?: PayOrderRow[]): Promise<PaymentResult | Refusal> {
  const ids = payIds(req.order_ids)
  const hash = requestHash({ order_ids: ids, asset: req.asset })
  const rates = await payRates(db)
  const orderIds = sql`${intArray(ids)}::int[]`
  const found = known ?? await ordersOf(db, userId, ids)
  // a repeat of a payment that went through answers with its result (its orders are paid by now)
  const bad = payableCheck(found, ids, timers, at)
  if (bad !== null) return await replayOr(db, userId, 'pay', req.key, hash, 'pay.stale_key', bad)
  const total = found.reduce((s, o) => s.plus(o.price), new Decimal(0))
  const cost = convert(total, req.asset, rates)

  // each order's share of the amount, recorded with the move to paid, in the payment rows and
  // in the ledger (one debit row per order with a share; a group order's is bill type groups,
  // ECONOMY.md's "group buy"). An order's price does not change after checkout.
  const parts = shares(cost, found.map((o) => new Decimal(o.price)), ASSET_DP[req.asset])
  const amounts = sql`unnest(${orderIds}, ${`{${parts.map((p) => p.toFixed()).join(',')}}`}::numeric[]) as s(id, amount)`
  const debits = found.map((o, i) => ({ refId: o.id, delta: parts[i].neg().toFixed(), billType: o.orderType === 'groups' ? 'groups' as const : 'goods' as const })).filter((d) => !new Decimal(d.delta).isZero())
  const allMoved = sql`(select count(*) from moved) = ${ids.length}::int`
  // the balance after, in the wire format of amount(): trailing zeros dropped, at least 2 decimals
  const balanceText = sql`(select case when scale(trim_scale(amount)) < 2 then round(amount, 2)::text else trim_scale(amount)::text end from bal)`
  const result = sql`jsonb_build_object('order_ids', ${JSON.stringify(ids)}::jsonb, 'asset', ${req.asset}::text,
    'amount', ${amount(cost)}::text, 'balance', coalesce(${balanceText}, '0.00'))`
  const groupIds = found.filter((o) => o.orderType === 'groups').map((o) => o.id)

  const settle = async (conn: Db): Promise<string> => {
    const [row] = await shapedRows<{ balance: string }>(conn, sql`
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
        where ${allMoved}
      ), claim as (${claimInsert(userId, 'pay', req.key, hash, at, result)}
      ), ${paymentStockCtes(orderIds, sql`(select count(*) from bal) >= 0`)}
      select ${abortIf(sql`not exists (select 1 from claim)`, 'key_taken')} as a1,
        ${abortIf(sql`not ${allMoved}`, 'not_payable')} as a2,
        ${debits.length > 0 ? abortIf(sql`not exists (select 1 from bal)`, 'insufficient') : sql`null::int`} as a3,
        ${abortIf(sql`exists (select 1 from want where id not in (select id from done))`, 'stock_short')} as a4,
        coalesce(${balanceText}, '0.00') as balance`)
    if (groupIds.length > 0) await groupOrdersPaid(conn, groupIds, at, timers)
    return row.balance
  }
  try {
    const balance = groupIds.length > 0 ? await inTransaction(db, settle) : await settle(db)
    return { order_ids: ids, asset: req.asset, amount: amount(cost), balance: balance as string }
  } catch (err) {
    const reason = statementAborted(err)
    if (reason === null) throw err
    // the key was used: by this same request (its stored result), or by another (stale)
    if (reason === 'key_taken') {
      const stored = await storedResult<PaymentResult>(db, userId, 'pay', req.key, hash, 'pay.stale_key')
      return 'refusal' in stored ? stored : stored.result
    }
    if (reason === 'not_payable') return await replayOr(db, userId, 'pay', req.key, hash, 'pay.stale_key', refuse('order.not_payable'))
    if (reason === 'insufficient') return refuse(INSUFFICIENT[req.asset], { available: amount(await balanceOf(db, userId, req.asset), 2) })
    const short = await firstShortSku(db, orderIds)
    return refuse('goods.stock_short', short === undefined ? { title: '' } : await titleParamsOfSku(db, short))
  }
}

/** The orders a payment covers: each once, in id order. */
function payIds (orderIds: number[]): number[] {
  return [...new Set(orderIds)].sort((a, b) => a - b)
}

/**
 * pay/payment: the payment password first (wrong tries count even though nothing is paid), then the
 * settlement. The password's row and the orders come in one read (a round trip fewer per payment);
 * the orders are only looked at once the password is right.
 */
export async function payment (db: Db, userId: number, req: PaymentRequest, timers: OrderTimers): Promise<PaymentResult | Refusal> {
  const [read] = await preparedRows<{ pwd: PayPasswordRow | null, orders: PayOrderRow[] }>(db, 'pay_reads', sql`
    select ${payPasswordJson(userId)} as pwd,
      coalesce((select json_agg(o order by o.id) from (${ordersQuery(userId, payIds(req.order_ids))}) o), '[]') as orders`)
  const at = now()
  const wrong = await checkPayPassword(db, userId, req.pay_password, at, read.pwd)
  if (wrong !== null) return wrong
  return await settlePayment(db, userId, req, timers, at, read.orders)
}
