import { AMOUNT_PATTERN, EMAIL, isAmount, isEmail, normalMobile, PAY_PASSWORD } from '../../types/validate'
import { validEmail } from '@/pages/user/auth/resetpaypwd/rules'
import { validateAddress } from '@/pages/user/address/validate'

// The contract's validators (types/validate.ts), which the server's checks and the client's forms
// both run. The e-mail cases are where the client's former copy (/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/)
// and the server disagreed: the form accepted what the API then refused, or the reverse.
describe('contract validators', () => {
  it('e-mail: the WHATWG rule with a dotted domain', () => {
    for (const ok of ['a@b.cn', 'first.last+tag@mail.example.com', 'x@y.c', "o'neil@ex-ample.org", '  pad@ex.com  ']) {
      expect([ok, isEmail(ok)]).toEqual([ok, true])
    }
    for (const bad of ['', 'a@b', 'a@b..cc', 'a,b@c.com', 'a b@c.com', 'a@-b.com', 'a@b-.com', '中文@例子.中国', 'a@@b.com', `${'a'.repeat(95)}@b.com`]) {
      expect([bad, isEmail(bad)]).toEqual([bad, false])
    }
  })

  it('the payment-password form uses the contract e-mail rule', () => {
    expect(validEmail('a@b..cc')).toBe(false)
    expect(validEmail('x@y.c')).toBe(true)
    expect(EMAIL.test('x@y.c')).toBe(true)
  })

  it('mobile: mainland or +international, spaces and dashes ignored', () => {
    expect(normalMobile('138 0013-8000')).toBe('13800138000')
    expect(normalMobile('+44 20 7946 0958')).toBe('+442079460958')
    expect(normalMobile('12800138000')).toBeNull()
    expect(normalMobile('1380013800')).toBeNull()
    expect(normalMobile('+123456')).toBeNull()
    const form = { name: 'Li', province: 'p', city: 'c', district: 'd', adcode: '110101', address: 'No. 1' }
    expect(validateAddress({ ...form, mobile: '138-0013-8000' })).toBeNull()
    expect(validateAddress({ ...form, mobile: '12800138000' })).toBe('mobileInvalid')
  })

  it('amounts: decimal strings with at most 2 decimals', () => {
    expect(isAmount('0')).toBe(true)
    expect(isAmount('12.5')).toBe(true)
    expect(isAmount('999999999999.99')).toBe(true)
    for (const bad of ['', '-1', '1.234', '1e3', '.5', '5.', '1 2', '1000000000000']) expect([bad, isAmount(bad)]).toEqual([bad, false])
    expect(isAmount('1234567890', 9)).toBe(false)
    expect(new RegExp(AMOUNT_PATTERN).test('12.50')).toBe(true)
  })

  it('payment password: 6 digits', () => {
    expect(PAY_PASSWORD.test('012345')).toBe(true)
    expect(PAY_PASSWORD.test('12345')).toBe(false)
    expect(PAY_PASSWORD.test('12345a')).toBe(false)
  })
})
