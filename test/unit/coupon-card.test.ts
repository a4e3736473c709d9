import { couponThreshold, couponValidity, couponValue } from '../../src/components/CouponCard'
import { setCurrentLang, t } from '../../src/i18n'
import '../../src/i18n/domains/product'
import { formatDate } from '../../src/lib/time'
import { COUPON } from './helpers/catalog'

afterEach(() => setCurrentLang('zh'))

describe('coupon card texts (spec §3 Coupon)', () => {
  it('reduction: ¥ value, threshold and the fixed validity range', () => {
    // coupon amounts are USDT like every price: 2.78 / 27.64 USDT read as ¥20 / 满 199 at 7.20
    const c = { ...COUPON, price: '2.78', limit: '27.64' }
    expect(couponValue(c)).toEqual({ amount: '20', prefix: true })
    expect(couponThreshold(c)).toBe('满 ¥199 可用')
    expect(couponValue(c, { currency: 'usdt', usdtCny: '7.20' })).toEqual({ amount: '2.78 USDT', prefix: false })
    setCurrentLang('en')
    expect(couponThreshold(c)).toBe('Min. spend ¥199')
    expect(couponThreshold(c, { currency: 'usdt', usdtCny: '7.20' })).toBe('Min. spend 27.64 USDT')
    setCurrentLang('zh')
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
    expect(couponValue({ ...COUPON, price: '5.50' }, { currency: 'usdt', usdtCny: '7.20' })).toEqual({ amount: '5.50 USDT', prefix: false })
  })

  it('says what the app does: claim here, the best coupon is applied at checkout (issue 18 made both real)', () => {
    setCurrentLang('zh')
    expect(t('product.couponsHint')).toMatch(/领取.*结算/)
    setCurrentLang('en')
    expect(t('product.couponsHint')).toMatch(/Claim.*checkout/)
  })
})
