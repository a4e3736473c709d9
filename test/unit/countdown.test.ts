import { formatCountdown, secondsLeft, splitSeconds, tickInterval } from '@/lib/countdown'

const DAY = 86400

describe('order countdowns (spec §4: minutes; days and minutes; days, hours and minutes)', () => {
  it('splits seconds', () => {
    expect(splitSeconds(DAY + 3600 + 61)).toEqual({ total: DAY + 3661, days: 1, hours: 1, minutes: 1, seconds: 1 })
    expect(splitSeconds(-5).total).toBe(0)
  })

  it('seconds left is never negative and rounds up', () => {
    expect(secondsLeft(100, 99_500)).toBe(1)
    expect(secondsLeft(100, 100_000)).toBe(0)
    expect(secondsLeft(100, 200_000)).toBe(0)
  })

  it('at 0 every kind is due', () => {
    for (const k of ['close', 'confirm', 'review'] as const) expect(formatCountdown(k, 0).key).toBe('countdown.due')
  })

  it('close: minutes and seconds', () => {
    expect(formatCountdown('close', 59)).toEqual({ key: 'countdown.close', params: { m: 0, s: '59' } })
    expect(formatCountdown('close', 60)).toEqual({ key: 'countdown.close', params: { m: 1, s: '00' } })
    expect(formatCountdown('close', 15 * 60 - 1)).toEqual({ key: 'countdown.close', params: { m: 14, s: '59' } })
    expect(formatCountdown('close', 1)).toEqual({ key: 'countdown.close', params: { m: 0, s: '01' } })
  })

  it('confirm: days and minutes, rounded up, never 0 minutes while time is left', () => {
    expect(formatCountdown('confirm', 30)).toEqual({ key: 'countdown.confirm', params: { d: 0, m: 1 } })
    expect(formatCountdown('confirm', 60)).toEqual({ key: 'countdown.confirm', params: { d: 0, m: 1 } })
    expect(formatCountdown('confirm', DAY)).toEqual({ key: 'countdown.confirm', params: { d: 1, m: 0 } })
    expect(formatCountdown('confirm', DAY - 1)).toEqual({ key: 'countdown.confirm', params: { d: 1, m: 0 } })
    expect(formatCountdown('confirm', 7 * DAY - 60)).toEqual({ key: 'countdown.confirm', params: { d: 6, m: 1439 } })
  })

  it('review: days, hours and minutes', () => {
    expect(formatCountdown('review', 59)).toEqual({ key: 'countdown.review', params: { d: 0, h: 0, m: 1 } })
    expect(formatCountdown('review', 3600)).toEqual({ key: 'countdown.review', params: { d: 0, h: 1, m: 0 } })
    expect(formatCountdown('review', DAY)).toEqual({ key: 'countdown.review', params: { d: 1, h: 0, m: 0 } })
    expect(formatCountdown('review', DAY - 30)).toEqual({ key: 'countdown.review', params: { d: 1, h: 0, m: 0 } })
    expect(formatCountdown('review', 2 * DAY + 5 * 3600 + 7 * 60)).toEqual({ key: 'countdown.review', params: { d: 2, h: 5, m: 7 } })
  })

  it('ticks every second for close, every minute otherwise', () => {
    expect(tickInterval('close')).toBe(1000)
    expect(tickInterval('review')).toBe(60000)
  })
})
