import Decimal from 'decimal.js'
import type { Asset } from '../../types/user'

// Money and token amounts arrive as decimal strings ("12.50") and are computed with decimal.js,
// never parseFloat: 0.1 + 0.2 must be 0.3 on a price. A private Decimal class keeps our precision
// and rounding from leaking into (or being changed by) any other decimal.js user.
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -40, toExpPos: 40 })
type Dec = InstanceType<typeof D>

export type Amount = string | number | Decimal | null | undefined

/** Display precision per asset; prices are 2 decimals, tokens keep more. */
export const ASSET_DECIMALS: Record<Asset, number> = {
  usdt: 2, bbc: 4, bbt: 4, score: 2, money: 2, voucher: 2
}

/** A Decimal of the amount; empty, null or malformed input counts as 0 (server fields may be null). */
export function dec (v: Amount): Dec {
  if (v === null || v === undefined || v === '') return new D(0)
  try {
    const d = new D(v as Decimal.Value)
    return d.isFinite() ? d : new D(0)
  } catch {
    return new D(0)
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
  if (divisor.isZero()) throw new RangeError('division by zero')
  const q = dec(a).dividedBy(divisor)
  return decimals === undefined ? plain(q) : q.toFixed(decimals, D.ROUND_HALF_UP)
}

/** Sum of a list of amounts. */
export function sum (values: Amount[]): string {
  return plain(values.reduce<Dec>((acc, v) => acc.plus(dec(v)), new D(0)))
}

/** -1, 0 or 1, like a sort comparator. */
export function compare (a: Amount, b: Amount): -1 | 0 | 1 {
  return dec(a).comparedTo(dec(b)) as -1 | 0 | 1
}

export function gt (a: Amount, b: Amount): boolean { return compare(a, b) > 0 }
export function gte (a: Amount, b: Amount): boolean { return compare(a, b) >= 0 }
export function lt (a: Amount, b: Amount): boolean { return compare(a, b) < 0 }
export function isZero (a: Amount): boolean { return dec(a).isZero() }

/** A price for display: always 2 decimals, half-up ("12.5" → "12.50", "0.005" → "0.01"). */
export function formatMoney (v: Amount, decimals = 2): string {
  return dec(v).toFixed(decimals, D.ROUND_HALF_UP)
}

/**
 * A token balance for display with its own precision, rounded DOWN: showing more than the
 * holder owns would invite a transfer that the server refuses. Trailing zeros are kept so
 * columns line up ("1.5" → "1.5000" for 4 decimals).
 */
export function formatToken (v: Amount, decimals: number): string {
  return dec(v).toFixed(decimals, D.ROUND_DOWN)
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
