import { add, ASSET_DECIMALS, compare, dec, div, formatAsset, formatMoney, formatToken, gt, gte, isZero, lt, mul, priceParts, sub, sum } from '@/lib/money'

describe('money (decimal strings, never floats)', () => {
  it('adds without floating-point error', () => {
    expect(add('0.1', '0.2')).toBe('0.3')
    expect(add('19.99', '0.01')).toBe('20')
    expect(0.1 + 0.2).not.toBe(0.3) // what the module protects against
  })

  it('subtracts, multiplies and divides exactly', () => {
    expect(sub('1.00', '0.9')).toBe('0.1')
    expect(mul('19.99', 3)).toBe('59.97')
    expect(mul('0.07', '100')).toBe('7')
    expect(div('10', '3', 2)).toBe('3.33')
    expect(div('2', '3', 2)).toBe('0.67')
    expect(div('1', '4')).toBe('0.25')
  })

  it('refuses to divide by zero instead of showing Infinity', () => {
    expect(() => div('1', '0')).toThrow(RangeError)
    expect(() => div('1', null)).toThrow('division by zero')
  })

  it('treats empty, null and malformed input as 0', () => {
    expect(add(null, '1.5')).toBe('1.5')
    expect(add(undefined, '')).toBe('0')
    expect(add('abc', '2')).toBe('2')
    expect(dec('NaN').toString()).toBe('0')
    expect(dec('Infinity').toString()).toBe('0')
  })

  it('never uses exponent notation', () => {
    expect(mul('0.0000001', '1')).toBe('0.0000001')
    expect(mul('100000000000000000000000', '10')).toBe('1000000000000000000000000')
  })

  it('sums lists', () => {
    expect(sum(['0.1', '0.2', '0.3'])).toBe('0.6')
    expect(sum([])).toBe('0')
  })

  it('compares', () => {
    expect(compare('1.10', '1.1')).toBe(0)
    expect(compare('2', '10')).toBe(-1)
    expect(compare('10', '2')).toBe(1)
    expect(gt('0.3', add('0.1', '0.1'))).toBe(true)
    expect(gte('1.00', '1')).toBe(true)
    expect(lt('0.99', '1')).toBe(true)
    expect(isZero('0.00')).toBe(true)
    expect(isZero('0.01')).toBe(false)
  })

  it('formats prices to 2 decimals, half up', () => {
    expect(formatMoney('12.5')).toBe('12.50')
    expect(formatMoney('0.005')).toBe('0.01')
    expect(formatMoney('0.004')).toBe('0.00')
    expect(formatMoney('1.005')).toBe('1.01') // a float would give 1.00
    expect(formatMoney(null)).toBe('0.00')
    expect(formatMoney('3', 0)).toBe('3')
  })

  it('formats tokens with their own precision, rounding down', () => {
    expect(formatToken('1.23456789', 4)).toBe('1.2345')
    expect(formatToken('1.5', 4)).toBe('1.5000')
    expect(formatToken('0.99999', 2)).toBe('0.99')
    expect(ASSET_DECIMALS.bbt).toBe(4)
    expect(formatAsset('1.23456', 'bbt')).toBe('1.2345')
    expect(formatAsset('1.239', 'usdt')).toBe('1.23')
    expect(formatAsset('1.235', 'money')).toBe('1.24')
  })

  it('splits a price for display', () => {
    expect(priceParts('12.5')).toEqual({ int: '12', dec: '50' })
    expect(priceParts('7')).toEqual({ int: '7', dec: '00' })
    expect(priceParts('7', 0)).toEqual({ int: '7', dec: '' })
  })
})
