import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { settings } from '../../db/schema'
import { Decimal, amount, dec, type Amount } from '../../lib/money'
import { refuse, type Refusal } from '../../lib/envelope'
import { amountShape } from '../../../types/wallet'

// The wallet's numbers (ECONOMY §3), defaults an operator changes in the `wallet` settings row.
// One typed reader; anything missing or not a number falls back to the default.

export interface WalletSettings {
  withdraw_min: string
  withdraw_fee_rate: string
  withdraw_fee_min: string
  withdraw_needs_realname: boolean
  transfer_quota: { usdt: string, bbc: string }
  voucher_days: number
}

export const WALLET_DEFAULTS: Readonly<WalletSettings> = {
  withdraw_min: '10',
  withdraw_fee_rate: '0.01',
  withdraw_fee_min: '1',
  withdraw_needs_realname: false,
  transfer_quota: { usdt: '10000', bbc: '100000' },
  voucher_days: 90
}

function num (v: unknown, fallback: string): string {
  try {
    const d = new Decimal(String(v ?? fallback))
    return d.isFinite() && d.gte(0) ? d.toFixed() : fallback
  } catch {
    return fallback
  }
}

export async function walletSettings (db: Db): Promise<WalletSettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'wallet')).limit(1)
  const r = (row?.value ?? {}) as Partial<WalletSettings>
  const d = WALLET_DEFAULTS
  return {
    withdraw_min: num(r.withdraw_min, d.withdraw_min),
    withdraw_fee_rate: num(r.withdraw_fee_rate, d.withdraw_fee_rate),
    withdraw_fee_min: num(r.withdraw_fee_min, d.withdraw_fee_min),
    withdraw_needs_realname: typeof r.withdraw_needs_realname === 'boolean' ? r.withdraw_needs_realname : d.withdraw_needs_realname,
    transfer_quota: { usdt: num(r.transfer_quota?.usdt, d.transfer_quota.usdt), bbc: num(r.transfer_quota?.bbc, d.transfer_quota.bbc) },
    voucher_days: Number.isInteger(r.voucher_days) && (r.voucher_days ?? 0) > 0 ? r.voucher_days! : d.voucher_days
  }
}

/** The withdrawal fee: rate × amount, at least the minimum, rounded up to cents. */
export function withdrawFee (amt: Amount, s: WalletSettings): Decimal {
  const fee = dec(amt).mul(s.withdraw_fee_rate).toDecimalPlaces(2, Decimal.ROUND_UP)
  return Decimal.max(fee, dec(s.withdraw_fee_min))
}

/** A user-typed amount: a positive decimal with at most `dp` decimals, or the refusal naming what is wrong. */
export function parseAmount (s: string, dp: number): Decimal | Refusal {
  const shape = amountShape(s.trim(), dp)
  if (shape === 'format') return refuse('wallet.amount_format')
  if (shape === 'decimals') return refuse('wallet.amount_decimals', { dp })
  if (shape === 'zero') return refuse('wallet.amount_zero')
  return new Decimal(s.trim())
}

export { amount }
