import type { PayAsset } from '../../../types/order'
import { Decimal } from '../../lib/money'
import { convert, type Rates } from '../pay/service'
import { freightFor, type Freight, type FreightTemplate } from './freight'

// Checkout's pricing pipeline, one pure function per step: goods → coupon → freight → payment
// assets. The checkout preview, order/addOrder and group prices run the same steps, so what the
// buyer is shown is what the order costs.

/** A line as pricing sees it; `categories` = the goods' category and its ancestors (coupon ranges). */
export interface PriceLine { goodsId: number, price: Decimal.Value, number: number, categories: readonly number[] }

/** The terms of a held coupon (a copy of its template, types/catalog.ts CouponType). */
export interface CouponTerms {
  id: number
  type: 'reduction' | 'discount' | 'shipping' | 'vip'
  price: string
  /** tenths paid: 8.5 = 15 % off */
  discount: string
  /** minimum spend on the goods in range, 0 = none */
  limit: string
  rangetype: 'all' | 'goods' | 'category'
  range: readonly number[]
}

/** Step 1: the goods. */
export function goodsStep (lines: readonly PriceLine[]): { number: number, goodsTotal: Decimal } {
  return {
    number: lines.reduce((n, l) => n + l.number, 0),
    goodsTotal: lines.reduce((s, l) => s.plus(new Decimal(l.price).mul(l.number)), new Decimal(0))
  }
}

function inRange (c: CouponTerms, l: PriceLine): boolean {
  if (c.rangetype === 'goods') return c.range.includes(l.goodsId)
  if (c.rangetype === 'category') return l.categories.some((id) => c.range.includes(id))
  return true
}

export type CouponOutcome =
  | { ok: true, goodsOff: Decimal, shipping: 'none' | 'all' | Decimal }
  | { ok: false, reason: 'coupon.out_of_range' | 'coupon.below_threshold' }

/**
 * Step 2: what a coupon takes off the goods (reduction, vip: its face value; discount: that share
 * of the goods in range, rounded down to the cent), or the freight it covers (shipping: all of it
 * when its face value is 0, else up to the face value). The threshold counts only goods in range.
 */
export function couponStep (c: CouponTerms | null, lines: readonly PriceLine[]): CouponOutcome {
  if (c === null) return { ok: true, goodsOff: new Decimal(0), shipping: 'none' }
  const eligible = lines.filter((l) => inRange(c, l))
  if (eligible.length === 0) return { ok: false, reason: 'coupon.out_of_range' }
  const base = goodsStep(eligible).goodsTotal
  if (base.lt(c.limit) || base.isZero()) return { ok: false, reason: 'coupon.below_threshold' }
  if (c.type === 'shipping') return { ok: true, goodsOff: new Decimal(0), shipping: new Decimal(c.price).isZero() ? 'all' : new Decimal(c.price) }
  if (c.type === 'discount') {
    const off = base.mul(new Decimal(10).minus(c.discount)).div(10).toDecimalPlaces(2, Decimal.ROUND_DOWN)
    return { ok: true, goodsOff: Decimal.max(0, off), shipping: 'none' }
  }
  return { ok: true, goodsOff: Decimal.min(base, c.price), shipping: 'none' }
}

/**
 * Step 2b: the coupon's goods discount spread over the lines it applies to (its range), pro rata by
 * subtotal, each share rounded down to the cent and the remainder on the largest line (the first of
 * equals; what it cannot take, on the next), so the shares add up to the discount exactly; other
 * lines get 0. What a line paid is its subtotal less its share, and after-sales refunds a line at
 * most that (modules/refund/effects.ts).
 */
export function lineDiscounts (c: CouponTerms | null, lines: readonly PriceLine[], goodsOff: Decimal.Value): Decimal[] {
  const off = new Decimal(goodsOff)
  const zero = lines.map(() => new Decimal(0))
  if (c === null || off.lte(0)) return zero
  const subtotal = lines.map((l) => new Decimal(l.price).mul(l.number))
  const idx = lines.flatMap((l, i) => inRange(c, l) ? [i] : [])
  const base = idx.reduce((s, i) => s.plus(subtotal[i]), new Decimal(0))
  if (base.isZero()) return zero
  const shares = zero.slice()
  for (const i of idx) shares[i] = off.mul(subtotal[i]).div(base).toDecimalPlaces(2, Decimal.ROUND_DOWN)
  // the cents rounding left go to the largest line; never beyond what a line costs (then to the next largest)
  let left = off.minus(shares.reduce((s, x) => s.plus(x), new Decimal(0)))
  for (const i of [...idx].sort((a, b) => subtotal[b].comparedTo(subtotal[a]) || a - b)) {
    const add = Decimal.min(left, subtotal[i].minus(shares[i]))
    shares[i] = shares[i].plus(add)
    left = left.minus(add)
  }
  return shares
}

/** Step 3: the shop's freight (free_over counts the goods before the coupon), less what a shipping coupon covers. */
export function freightStep (template: FreightTemplate | undefined, number: number, goodsTotal: Decimal, pickup: boolean, shipping: CouponOutcome & { ok: true }): { freight: Freight, freightOff: Decimal } {
  const freight = freightFor(template, number, goodsTotal, pickup)
  const fee = new Decimal(freight.price)
  const off = shipping.shipping === 'none' ? new Decimal(0) : shipping.shipping === 'all' ? fee : Decimal.min(fee, shipping.shipping)
  return { freight, freightOff: off }
}

/** Step 4: what the total costs in each payment asset (USDT prices over the platform's rates, rounded up). */
export function paymentStep (totalUsdt: Decimal.Value, rates: Rates): Record<PayAsset, string> {
  return { usdt: convert(totalUsdt, 'usdt', rates).toFixed(2), bbc: convert(totalUsdt, 'bbc', rates).toFixed(2), score: convert(totalUsdt, 'score', rates).toFixed(0) }
}

export interface ShopPrice {
  number: number
  goodsTotal: Decimal
  freight: Freight
  /** goods discount + freight covered */
  couponOff: Decimal
  /** each line's share of the goods discount (lineDiscounts), in the lines' order */
  lineOff: Decimal[]
  total: Decimal
}

/** Steps 1–3 for one shop's order with a coupon (or none); a coupon that does not apply is the refusal. */
export function priceShop (lines: readonly PriceLine[], template: FreightTemplate | undefined, pickup: boolean, coupon: CouponTerms | null): ShopPrice | { refusal: CouponOutcome & { ok: false } } {
  const { number, goodsTotal } = goodsStep(lines)
  const c = couponStep(coupon, lines)
  if (!c.ok) return { refusal: c }
  const { freight, freightOff } = freightStep(template, number, goodsTotal, pickup, c)
  const couponOff = c.goodsOff.plus(freightOff)
  return { number, goodsTotal, freight, couponOff, lineOff: lineDiscounts(coupon, lines, c.goodsOff), total: goodsTotal.plus(freight.price).minus(couponOff) }
}

/** The coupon that takes the most off (ties: the one expiring first, as given), or null when none applies or saves anything. */
export function bestCoupon<C extends CouponTerms> (coupons: readonly C[], lines: readonly PriceLine[], template: FreightTemplate | undefined, pickup: boolean): C | null {
  let best: C | null = null
  let bestOff = new Decimal(0)
  for (const c of coupons) {
    const p = priceShop(lines, template, pickup, c)
    if ('refusal' in p) continue
    if (p.couponOff.gt(bestOff)) { best = c; bestOff = p.couponOff }
  }
  return best
}

