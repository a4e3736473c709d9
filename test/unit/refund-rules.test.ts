import { canApply, checkAmount, countdownParams, isZero, lineLabel, nextStep, refundActions } from '@/pages/user/refund/rules'

const none = { edit: false, close: false, express: false, arbitrate: false, agree: false, refuse: false, receive: false }

describe('refund rules', () => {
  test('buttons come from the server\'s can flags, the emphasised one last', () => {
    expect(refundActions(none)).toEqual(['log'])
    expect(refundActions({ ...none, close: true, edit: true, arbitrate: true })).toEqual(['log', 'close', 'arbitrate', 'edit'])
    expect(refundActions({ ...none, agree: true, refuse: true }, false)).toEqual(['refuse', 'agree'])
    expect(refundActions({ ...none, express: true, close: true })).toEqual(['log', 'close', 'express'])
  })

  test('the amount: decimals, the maximum, zero', () => {
    expect(checkAmount('23.50', '23.50')).toBe('ok')
    expect(checkAmount('23.51', '23.50')).toBe('above')
    expect(checkAmount('100', '23.50')).toBe('above')
    expect(checkAmount('1.001', '23.50')).toBe('invalid')
    expect(checkAmount('-1', '23.50')).toBe('invalid')
    expect(checkAmount('abc', '23.50')).toBe('invalid')
    expect(checkAmount('', '23.50')).toBe('invalid')
    expect(checkAmount('0', '23.50')).toBe('ok')
    expect(isZero('0')).toBe(true)
    expect(isZero('0.00')).toBe(true)
    expect(isZero('0.01')).toBe(false)
  })

  test('line sub-states, who may apply, what happens next, the countdown', () => {
    expect([0, 1, 2, 3, 4, 5].map(lineLabel)).toEqual([null, 'refund.line.l1', 'refund.line.l2', 'refund.line.l3', 'refund.line.l4', 'refund.line.l5'])
    expect(canApply(2, 0)).toBe(true)
    expect(canApply(4, 4)).toBe(true)
    expect(canApply(3, 1)).toBe(false)
    expect(canApply(6, 0)).toBe(false)
    expect(canApply(1, 0)).toBe(false)
    expect(nextStep({ state: 0 }, false)).toBe('refund.next.s0')
    expect(nextStep({ state: 0 }, true)).toBe('refund.nextSeller.s0')
    expect(nextStep({ state: 7 }, true)).toBe('refund.next.s7')
    const at = 1_700_000_000
    expect(countdownParams(at + 2 * 86400 + 3 * 3600 + 5 * 60, at * 1000)).toEqual({ key: 'refund.countdown', params: { d: 2, h: 3, m: 5 } })
    expect(countdownParams(at + 3600, at * 1000)).toEqual({ key: 'refund.countdownShort', params: { d: 0, h: 1, m: 0 } })
  })
})
