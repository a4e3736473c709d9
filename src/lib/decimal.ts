// Exact decimal numbers for the client's money maths (lib/money.ts): a BigInt coefficient and a
// count of decimal places, value = c / 10^s. BigInt does the arithmetic, so no step rounds but
// division (to DIV_DP places) and the explicit round()/toFixed().
//
// Why not big.js, which this replaced: it is 3.2 KB gzip on the start-up path (prices on Home are
// formatted with it) and does its arithmetic digit by digit in arrays; BigInt is built into every
// engine the app runs on (ethers needs it on both builds already). The methods keep big.js's
// names and meaning for what the app uses, and test/unit/decimal.test.ts checks them against big.js
// over random operands.

/** Rounding modes, as big.js numbers them: towards zero, half away from zero, away from zero. */
export const ROUND_DOWN = 0
export const ROUND_HALF_UP = 1
export const ROUND_UP = 3
export type RoundingMode = typeof ROUND_DOWN | typeof ROUND_HALF_UP | typeof ROUND_UP

/** Places a quotient keeps (big.js's DP as money.ts set it). */
export const DIV_DP = 40

/** Largest exponent accepted in the input (big.js allows 1e6; no amount comes near this). */
const MAX_EXP = 1000

const NUMERIC = /^([+-])?(\d+)?(?:\.(\d*))?(?:e([+-]?\d+))?$/i
const TEN = BigInt(10)
const ZERO = BigInt(0)
const ONE = BigInt(1)

// not TEN ** n: Babel may lower ** to Math.pow, which BigInt refuses
const pow10 = (n: number): bigint => BigInt(`1${'0'.repeat(n)}`)
const abs = (n: bigint): bigint => (n < ZERO ? -n : n)

/** n / d as an integer, rounded by `rm` (d > 0). */
function divRound (n: bigint, d: bigint, rm: RoundingMode): bigint {
  const q = n / d
  const r = abs(n % d)
  if (r === ZERO || rm === ROUND_DOWN) return q
  const away = rm === ROUND_UP || r * BigInt(2) >= d
  return away ? q + (n < ZERO ? -ONE : ONE) : q
}

/** What the methods accept besides a Decimal, as big.js does. */
export type DecimalValue = Decimal | number | string

export class Decimal {
  /** c / 10^s, s ≥ 0 */
  private constructor (readonly c: bigint, readonly s: number) {}

  /** Parses a decimal string or a finite number; throws on anything else (NaN, Infinity, "abc"). */
  static of (v: DecimalValue): Decimal {
    if (v instanceof Decimal) return v
    if (typeof v === 'number' && !Number.isFinite(v)) throw new TypeError(`not a finite number: ${v}`)
    const m = NUMERIC.exec(String(v))
    if (!m || (m[2] === undefined && !m[3])) throw new TypeError(`not a decimal: ${String(v)}`)
    const frac = m[3] ?? ''
    const exp = Number(m[4] ?? 0)
    // an exponent no amount has ("1e9999999" typed into a field) would build a huge BigInt
    if (Math.abs(exp) > MAX_EXP) throw new RangeError(`exponent out of range: ${String(v)}`)
    let c = BigInt(`${m[2] ?? ''}${frac}` || '0')
    let s = frac.length - exp
    if (s < 0) { c *= pow10(-s); s = 0 }
    return new Decimal(m[1] === '-' ? -c : c, s)
  }

  private static align (a: Decimal, b: Decimal): [bigint, bigint, number] {
    const s = Math.max(a.s, b.s)
    return [a.c * pow10(s - a.s), b.c * pow10(s - b.s), s]
  }

  plus (o: DecimalValue): Decimal {
    const [a, b, s] = Decimal.align(this, Decimal.of(o))
    return new Decimal(a + b, s)
  }

  minus (o: DecimalValue): Decimal {
    const [a, b, s] = Decimal.align(this, Decimal.of(o))
    return new Decimal(a - b, s)
  }

  times (v: DecimalValue): Decimal {
    const o = Decimal.of(v)
    return new Decimal(this.c * o.c, this.s + o.s)
  }

  /** this / o to DIV_DP places, half up. Throws RangeError when o is zero. */
  div (v: DecimalValue): Decimal {
    const o = Decimal.of(v)
    if (o.c === ZERO) throw new RangeError('division by zero')
    // this / o = (c1 / 10^s1) / (c2 / 10^s2); scaled by 10^DIV_DP: c1 · 10^(DIV_DP + s2 − s1) / c2
    const e = DIV_DP + o.s - this.s
    const n = e >= 0 ? this.c * pow10(e) : this.c
    const d = e >= 0 ? o.c : o.c * pow10(-e)
    return new Decimal(divRound(d < ZERO ? -n : n, abs(d), ROUND_HALF_UP), DIV_DP)
  }

  /** -1, 0 or 1 */
  cmp (o: DecimalValue): -1 | 0 | 1 {
    const [a, b] = Decimal.align(this, Decimal.of(o))
    return a < b ? -1 : a > b ? 1 : 0
  }

  eq (o: DecimalValue): boolean { return this.cmp(o) === 0 }
  gt (o: DecimalValue): boolean { return this.cmp(o) > 0 }
  gte (o: DecimalValue): boolean { return this.cmp(o) >= 0 }
  lt (o: DecimalValue): boolean { return this.cmp(o) < 0 }
  lte (o: DecimalValue): boolean { return this.cmp(o) <= 0 }

  /** Rounded to `dp` places (fewer places are kept as they are). */
  round (dp: number, rm: RoundingMode = ROUND_HALF_UP): Decimal {
    return this.s <= dp ? this : new Decimal(divRound(this.c, pow10(this.s - dp), rm), dp)
  }

  /**
   * Without `dp`: the plain value, no exponent, no trailing zeros ("0.3", "12.5"). With `dp`:
   * rounded by `rm` and written with exactly `dp` places ("12.50"). A value that rounds to zero
   * is written without a minus sign.
   */
  toFixed (dp?: number, rm: RoundingMode = ROUND_HALF_UP): string {
    let { c, s } = dp === undefined ? this : this.round(dp, rm)
    if (dp === undefined) {
      while (s > 0 && c % TEN === ZERO) { c /= TEN; s-- }
    } else if (s < dp) {
      c *= pow10(dp - s)
      s = dp
    }
    const digits = abs(c).toString().padStart(s + 1, '0')
    const text = s > 0 ? `${digits.slice(0, -s)}.${digits.slice(-s)}` : digits
    return c < ZERO ? `-${text}` : text
  }

  toString (): string { return this.toFixed() }
}
