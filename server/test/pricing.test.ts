import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { Decimal } from '../lib/money'
import { bestCoupon, couponStep, freightStep, goodsStep, paymentStep, priceShop, type CouponTerms, type PriceLine } from '../modules/order/pricing'

// The checkout pricing pipeline, one step at a time (modules/order/pricing.ts): goods → coupon →
// freight → payment assets. Pure functions: no server needed.

const lines: PriceLine[] = [
  { goodsId: 1, price: '30.00', number: 2, categories: [10, 1] },
  { goodsId: 2, price: '3.50', number: 1, categories: [20, 2] }
]
const coupon = (over: Partial<CouponTerms>): CouponTerms => ({ id: 1, type: 'reduction', price: '10', discount: '0', limit: '0', rangetype: 'all', range: [], ...over })
const template = { id: 1, name: '快递', firstFee: '5.00', additionalFee: '1.00', freeOver: '100.00' }

describe('pricing pipeline', () => {
  test('goods: quantity and total', () => {
    const g = goodsStep(lines)
    assert.equal(g.number, 3)
    assert.equal(g.goodsTotal.toFixed(2), '63.50')
  })

  test('coupon: reduction, discount (rounded down), threshold and range count only goods in range', () => {
    const r = couponStep(coupon({ price: '10', limit: '60' }), lines)
    assert.ok(r.ok && r.goodsOff.eq(10))
    assert.deepEqual(couponStep(coupon({ limit: '70' }), lines), { ok: false, reason: 'coupon.below_threshold' })
    const d = couponStep(coupon({ type: 'discount', discount: '8.5' }), lines)
    assert.ok(d.ok && d.goodsOff.toFixed(2) === '9.52', '63.50 × 15% = 9.525 → 9.52')
    // range goods 2 only: 3.50 does not reach 5
    assert.deepEqual(couponStep(coupon({ rangetype: 'goods', range: [2], limit: '5' }), lines), { ok: false, reason: 'coupon.below_threshold' })
    assert.deepEqual(couponStep(coupon({ rangetype: 'category', range: [99] }), lines), { ok: false, reason: 'coupon.out_of_range' })
    // an ancestor category counts; the face value never exceeds the goods in range
    const c = couponStep(coupon({ rangetype: 'category', range: [2], price: '10' }), lines)
    assert.ok(c.ok && c.goodsOff.toFixed(2) === '3.50')
  })

  test('freight: the template, less what a shipping coupon covers', () => {
    const none = { ok: true as const, goodsOff: new Decimal(0), shipping: 'none' as const }
    assert.equal(freightStep(template, 3, new Decimal(63.5), false, none).freight.price, '7.00')
    assert.equal(freightStep(template, 3, new Decimal(63.5), false, { ...none, shipping: 'all' }).freightOff.toFixed(2), '7.00')
    assert.equal(freightStep(template, 3, new Decimal(63.5), false, { ...none, shipping: new Decimal(4) }).freightOff.toFixed(2), '4.00')
    assert.equal(freightStep(template, 3, new Decimal(63.5), true, { ...none, shipping: 'all' }).freightOff.toFixed(2), '0.00', 'pickup pays no freight')
  })

  test('payment assets: USDT over the rates, rounded up to each asset\'s decimals', () => {
    assert.deepEqual(paymentStep('10.01', { usdt: new Decimal(1), bbc: new Decimal('0.3'), score: new Decimal('0.01') }), { usdt: '10.01', bbc: '33.37', score: '1001' })
  })

  test('a shop\'s price and the best coupon', () => {
    const p = priceShop(lines, template, false, coupon({ price: '10' }))
    assert.ok(!('refusal' in p) && p.total.toFixed(2) === '60.50')
    const best = bestCoupon([coupon({ id: 1, price: '5' }), coupon({ id: 2, type: 'shipping', price: '0' }), coupon({ id: 3, price: '20', limit: '100' })], lines, template, false)
    assert.equal(best?.id, 2, 'free shipping (7) beats 5 off; 20 off needs 100')
  })
})
