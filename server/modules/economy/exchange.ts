import { sql } from 'drizzle-orm'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { exchanges } from '../../db/schema'
import { refuse, isRefusal, type Refusal } from '../../lib/envelope'
import { claimKey, requestHash, storeResult } from '../../lib/idempotency'
import { Decimal, amount } from '../../lib/money'
import { rows } from '../../lib/sql'
import { now } from '../../lib/time'
import { inTransaction } from '../../lib/tx'
import { PAIR_ASSETS, type ExchangePair, type ExchangeQuote, type ExchangeRecord } from '../../../types/economy'
import { checkPayPassword } from '../pay/password'
import { applyLedger } from '../wallet/ledger'
import { parseAmount } from '../wallet/settings'
import { economySettings, type EconomySettings } from './settings'

// Exchange (ECONOMY §3.7): USDT → BBT at bbt_usdt (no fee); BBT → USDT and BBC → USDT at their
// rates minus exchange_fee_rate. The fee is taken from what is received, rounded up to 8 decimals;
// the result is rounded down, so the platform never pays out more than the rate gives. Both ledger
// rows (`system`, ref the exchange) and the record (rate and fee in force) in one transaction;
// the debit is a conditional update, so concurrent exchanges from one balance never overdraw.

export function quote (pair: ExchangePair, amt: Decimal, s: EconomySettings): ExchangeQuote {
  const tokenRate = pair === 'bbc_usdt' ? s.bbc_usdt : s.bbt_usdt
  if (pair === 'usdt_bbt') {
    const result = amt.div(tokenRate).toDecimalPlaces(8, Decimal.ROUND_DOWN)
    return { pair, amount: amount(amt), rate: amount(tokenRate), fee_rate: '0', fee: '0', result: amount(result) }
  }
  const gross = amt.mul(tokenRate)
  const fee = gross.mul(s.exchange_fee_rate).toDecimalPlaces(8, Decimal.ROUND_UP)
  const result = gross.minus(fee).toDecimalPlaces(8, Decimal.ROUND_DOWN)
  return { pair, amount: amount(amt), rate: amount(tokenRate), fee_rate: amount(s.exchange_fee_rate), fee: amount(fee), result: amount(result) }
}

export async function preview (db: Db, config: Config, pair: ExchangePair, text: string): Promise<ExchangeQuote | Refusal> {
  const amt = parseAmount(text, 2)
  if (isRefusal(amt)) return amt
  const q = quote(pair, amt, await economySettings(db, config))
  return new Decimal(q.result).lte(0) ? refuse('economy.too_small') : q
}

export interface ExchangeRequest { pair: ExchangePair, amount: string, pay_password: string, key: string }
export interface ExchangeResult extends ExchangeQuote { id: number, balance: string }

export async function exchange (db: Db, config: Config, userId: number, req: ExchangeRequest, at = now()): Promise<ExchangeResult | Refusal> {
  const amt = parseAmount(req.amount, 2)
  if (isRefusal(amt)) return amt
  const s = await economySettings(db, config)
  const q = quote(req.pair, amt, s)
  if (new Decimal(q.result).lte(0)) return refuse('economy.too_small')
  const wrong = await checkPayPassword(db, userId, req.pay_password, at)
  if (wrong !== null) return wrong
  const { from, to } = PAIR_ASSETS[req.pair]
  const hash = requestHash({ pair: req.pair, amount: amt.toFixed() })
  return await inTransaction<ExchangeResult>(db, async (tx) => {
    const claim = await claimKey<ExchangeResult>(tx, userId, 'exchange', req.key, hash, at, 'economy.stale_key')
    if ('refusal' in claim) return claim
    if (!claim.fresh) return claim.result
    const [x] = await tx.insert(exchanges).values({
      userId, pair: req.pair, fromAsset: from, toAsset: to, amount: q.amount, rate: q.rate, feeRate: q.fee_rate, fee: q.fee, result: q.result, createdAt: at
    }).returning({ id: exchanges.id })
    const after = await applyLedger(tx, { userId, asset: from, delta: amt.neg().toFixed(), billType: 'system', refType: 'exchange', refId: x.id, memo: `exchange ${req.pair}` })
    if (after === null) {
      const [b] = await rows<{ amount: string }>(tx, sql`select amount::text as amount from balances where user_id = ${userId} and asset = ${from}`)
      return refuse('economy.insufficient', { asset: from.toUpperCase(), available: amount(b?.amount ?? '0', 2) })
    }
    await applyLedger(tx, { userId, asset: to, delta: q.result, billType: 'system', refType: 'exchange', refId: x.id, memo: `exchange ${req.pair}` })
    const out: ExchangeResult = { ...q, id: x.id, balance: amount(after) }
    await storeResult(tx, userId, 'exchange', req.key, out)
    return out
  })
}

export async function exchangeRecords (db: Db, userId: number, page: number, limit: number): Promise<{ data: ExchangeRecord[], more: boolean }> {
  const found = await rows<{ id: number, pair: ExchangePair, amount: string, rate: string, fee: string, result: string, createdAt: number }>(db, sql`
    select id, pair, amount::text as amount, rate::text as rate, fee::text as fee, result::text as result, created_at::int as "createdAt"
    from exchanges where user_id = ${userId} order by id desc limit ${limit + 1} offset ${(page - 1) * limit}`)
  return {
    data: found.slice(0, limit).map((r) => ({ id: r.id, pair: r.pair, amount: amount(r.amount), rate: amount(r.rate), fee: amount(r.fee), result: amount(r.result), createtime: r.createdAt })),
    more: found.length > limit
  }
}
