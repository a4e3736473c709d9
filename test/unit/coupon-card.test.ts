import { couponThreshold, couponValidity, couponValue } from '../../src/components/CouponCard'
import { setCurrentLang } from '../../src/i18n'
import { formatDate } from '../../src/lib/time'
import { COUPON } from './helpers/catalog'

afterEach(() => setCurrentLang('zh'))

describe('coupon card texts (spec §3 Coupon)', () => {
  it('reduction: ¥ value, threshold and the fixed validity range', () => {
    expect(couponValue(COUPON)).toEqual({ amount: '20', prefix: true })
    expect(couponThreshold(COUPON)).toBe('满 199 可用')
    expect(couponValidity(COUPON)).toBe(`${formatDate(COUPON.startdate!, 'yyyy.MM.dd')} - ${formatDate(COUPON.enddate!, 'yyyy.MM.dd')}`)
  })

  it('discount: 8.5折 in Chinese, 15% off in English; days after claiming; no threshold', () => {
    const c = { ...COUPON, type: 'discount' as const, price: '0', discount: '8.5', limit: '0', pretype: 'appoint' as const, validity: 10 }
    expect(couponValue(c)).toEqual({ amount: '8.5折', prefix: false })
    expect(couponThreshold(c)).toBe('无门槛使用')
    expect(couponValidity(c)).toBe('领取后 10 天内有效')
    setCurrentLang('en')
    expect(couponValue(c)).toEqual({ amount: '15% off', prefix: false })
    expect(couponValidity(c)).toBe('Valid 10 days after claiming')
  })

  it('shipping without a face value reads "free shipping"; cents are kept', () => {
    expect(couponValue({ ...COUPON, type: 'shipping', price: '0' })).toEqual({ amount: '免运费', prefix: false })
    expect(couponValue({ ...COUPON, price: '5.50' })).toEqual({ amount: '5.50', prefix: true })
  })
})
