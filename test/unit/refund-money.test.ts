import { refundMoney, statedMax } from '@/pages/user/refund/components/RefundForm'
import { setCurrentLang } from '@/i18n'

// The refund form's amounts are shown as the app shows money (the cashier's "¥360.00 = 50.00 USDT"):
// the line's ¥ price and a bare USDT cap side by side read as two different prices.
const CNY = { currency: 'cny' as const, usdtCny: '7.20' }
const USDT = { currency: 'usdt' as const, usdtCny: '7.20' }
const p = { max: '50', with_freight: false, freight: '0', shipped: true }

describe('refund amounts in the display currency, the asset stated', () => {
  afterEach(() => { setCurrentLang('zh') })
  test('¥ with the USDT it is, or USDT alone when prices are shown in USDT', () => {
    expect(refundMoney('50', CNY)).toBe('¥360.00 = 50.00 USDT')
    expect(refundMoney('50', USDT)).toBe('50.00 USDT')
  })
  test('the stated maximum, with or without shipping, in both languages', () => {
    expect(statedMax(p, CNY)).toBe('最多 ¥360.00 = 50.00 USDT（不含运费）')
    expect(statedMax({ ...p, shipped: false }, USDT)).toBe('最多 50.00 USDT')
    expect(statedMax({ ...p, with_freight: true, freight: '1' }, CNY)).toBe('最多 ¥360.00 = 50.00 USDT（含运费 ¥7.20）')
    setCurrentLang('en')
    expect(statedMax(p, CNY)).toBe('Up to ¥360.00 = 50.00 USDT (excl. shipping)')
  })
})
