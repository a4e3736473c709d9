import { Decimal, ROUND_DOWN, ROUND_HALF_UP, ROUND_UP } from './decimal'
import type { Asset } from '../../types/user'

// Money and token amounts arrive as decimal strings ("12.50") and are computed exactly, never with
// parseFloat: 0.1 + 0.2 must be 0.3 on a price. lib/decimal.ts does the arithmetic on BigInt (this
// file is on the start-up path: the cart totals and Home's prices); quotients keep 40 places,
// half up.
type Dec = Decimal

export type Amount = string | number | Decimal | null | undefined

/** Display precision per asset; prices are 2 decimals, tokens keep more. */
export const ASSET_DECIMALS: Record<Asset, number> = {
  usdt: 2, bbc: 4, bbt: 4, score: 2, money: 2, voucher: 2
}

const ZERO = Decimal.of(0)

/** The amount as a Decimal; empty, null or malformed input counts as 0 (server fields may be null). */
export function dec (v: Amount): Dec {
  if (v === null || v === undefined || v === '') return ZERO
  try {
    // Decimal.of throws on NaN, Infinity and malformed strings
    return Decimal.of(typeof v === 'string' ? v.trim() : v)
  } catch {
    return ZERO
  }
}

/** Plain decimal string without exponent notation or trailing zeros ("0.3", "12.5"). */
function plain (d: Dec): string {
  return d.toFixed()
}

export function add (a: Amount, b: Amount): string { return plain(dec(a).plus(dec(b))) }
export function sub (a: Amount, b: Amount): string { return plain(dec(a).minus(dec(b))) }
export function mul (a: Amount, b: Amount): string { return plain(dec(a).times(dec(b))) }

/** a / b. Dividing by zero is a caller bug (e.g. a missing rate), so it throws instead of showing Infinity. */
export function div (a: Amount, b: Amount, decimals?: number): string {
  const divisor = dec(b)
  if (divisor.eq(0)) throw new RangeError('division by zero')
  const q = dec(a).div(divisor)
  return decimals === undefined ? plain(q) : q.toFixed(decimals, ROUND_HALF_UP)
}

/** Sum of a list of amounts. */
export function sum (values: Amount[]): string {
  return plain(values.reduce<Dec>((acc, v) => acc.plus(dec(v)), ZERO))
}

/** -1, 0 or 1, like a sort comparator. */
export function compare (a: Amount, b: Amount): -1 | 0 | 1 {
  return dec(a).cmp(dec(b))
}

export function gt (a: Amount, b: Amount): boolean { return compare(a, b) > 0 }
export function gte (a: Amount, b: Amount): boolean { return compare(a, b) >= 0 }
export function lt (a: Amount, b: Amount): boolean { return compare(a, b) < 0 }
export function isZero (a: Amount): boolean { return dec(a).eq(0) }

/** A price for display: always 2 decimals, half-up ("12.5" → "12.50", "0.005" → "0.01"). */
export function formatMoney (v: Amount, decimals = 2): string {
  return dec(v).toFixed(decimals, ROUND_HALF_UP)
}

/**
 * A token balance for display with its own precision, rounded DOWN: showing more than the
 * holder owns would invite a transfer that the server refuses. Trailing zeros are kept so
 * columns line up ("1.5" → "1.5000" for 4 decimals).
 */
export function formatToken (v: Amount, decimals: number): string {
  return dec(v).toFixed(decimals, ROUND_DOWN)
}

/** Display an asset amount with that asset's precision. */
export function formatAsset (v: Amount, asset: Asset): string {
  return asset === 'money' || asset === 'voucher' ? formatMoney(v, ASSET_DECIMALS[asset]) : formatToken(v, ASSET_DECIMALS[asset])
}

/** Integer and decimal parts of a formatted price, for "¥12<small>.50</small>" layouts. */
export function priceParts (v: Amount, decimals = 2): { int: string, dec: string } {
  const [i, d = ''] = formatMoney(v, decimals).split('.')
  return { int: i, dec: d }
}

// ── Display currency (ECONOMY §1 "Prices") ─────────────────────────────────────────────────
// Goods are priced in USDT; a shopper sees ¥ at `usdt_cny` by default, or USDT by choice. The
// choice lives in one place (AppStore.displayCurrency); the Price component and usePrice() read it.
// The conversion is rounding for the eye only: every charge is computed in USDT on the server.

export type DisplayCurrency = 'cny' | 'usdt'

/** ECONOMY §1 rates as the server hands them in the app config (decimal strings). */
export interface Rates { usdt_cny: string, bbc_usdt: string, score_price: string }

/** Used until the app config has loaded (and if it lacks a rate). */
export const DEFAULT_RATES: Readonly<Rates> = { usdt_cny: '7.20', bbc_usdt: '0.10', score_price: '0.01' }

export interface MoneyDisplay { currency: DisplayCurrency, usdtCny: string }

export const DEFAULT_DISPLAY: Readonly<MoneyDisplay> = { currency: 'cny', usdtCny: DEFAULT_RATES.usdt_cny }

/** The number to show for a USDT amount in the display currency, `decimals` places, half-up. */
export function displayAmount (usdt: Amount, d: MoneyDisplay = DEFAULT_DISPLAY, decimals = 2): string {
  const v = d.currency === 'cny' ? dec(usdt).times(dec(d.usdtCny)) : dec(usdt)
  return v.toFixed(decimals, ROUND_HALF_UP)
}

/** The symbol before and the unit after an amount in the display currency. */
export function currencyMarks (d: MoneyDisplay = DEFAULT_DISPLAY): { prefix: string, suffix: string } {
  return d.currency === 'cny' ? { prefix: '¥', suffix: '' } : { prefix: '', suffix: ' USDT' }
}

/** A USDT amount as text in the display currency: "¥755.00" or "104.86 USDT". */
export function formatPrice (usdt: Amount, d: MoneyDisplay = DEFAULT_DISPLAY, decimals = 2): string {
  const { prefix, suffix } = currencyMarks(d)
  return `${prefix}${displayAmount(usdt, d, decimals)}${suffix}`
}

/** Decimals each pay asset is charged in (the server's pay/service ASSET_DP). */
export const CHARGE_DECIMALS = { usdt: 2, bbc: 2, score: 0 } as const

/**
 * What a USDT amount costs in a pay asset at `rate` (USDT per unit), rounded UP to the asset's
 * decimals as the server charges it. For the order confirmation's preview; the cashier shows the
 * server's own figures.
 */
export function chargeIn (usdt: Amount, asset: keyof typeof CHARGE_DECIMALS, rate: Amount): string {
  if (asset === 'usdt') return formatMoney(usdt)
  const r = dec(rate)
  if (r.lte(0)) throw new RangeError('rate must be positive')
  return dec(usdt).div(r).round(CHARGE_DECIMALS[asset], ROUND_UP).toFixed(2)
}

/**
 * A bound the shopper typed in the display currency, as the USDT the server filters on (2
 * decimals): a lower bound rounds down and an upper bound up, so every price shown inside the
 * typed range is found ("¥100" → 13.88 USDT when a minimum, 13.89 when a maximum).
 */
export function fromDisplay (shown: Amount, d: MoneyDisplay, bound: 'min' | 'max'): string {
  if (d.currency === 'usdt') return plain(dec(shown))
  const rate = dec(d.usdtCny)
  if (rate.lte(0)) throw new RangeError('rate must be positive')
  return plain(dec(shown).div(rate).round(2, bound === 'min' ? ROUND_DOWN : ROUND_UP))
}

/**
 * The withdrawal fee preview (ECONOMY §3.2): amount × rate rounded up to cents, at least the
 * minimum. Display only: the server computes the fee it charges.
 */
export function withdrawFeePreview (amount: Amount, rate: Amount, min: Amount): string {
  const fee = dec(amount).times(dec(rate)).round(2, ROUND_UP)
  return (fee.gt(dec(min)) ? fee : dec(min)).toFixed(2)
}
