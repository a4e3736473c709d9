import { t, setCurrentLang } from '@/i18n'
import { durationParts, formatCountdown, secondsLeft, splitSeconds, tickInterval, type CountdownKind } from '@/lib/countdown'

const DAY = 86400
const HOUR = 3600

afterEach(() => setCurrentLang('zh'))

/** The sentence a shopper reads. */
function read (kind: CountdownKind, seconds: number): string {
  const c = formatCountdown(kind, seconds)
  return t(c.key, c.params)
}

describe('order countdowns read naturally in both languages', () => {
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

  it('days, hours and minutes — never "5天1413分钟"', () => {
    const s = 5 * DAY + 14 * HOUR + 13 * 60
    expect(read('confirm', s)).toBe('还剩 5天14小时13分 自动确认收货')
    expect(read('review', s)).toBe('还剩 5天14小时13分 自动好评')
    setCurrentLang('en')
    expect(read('confirm', s)).toBe('Auto-confirms in 5d 14h 13m')
    expect(read('review', s)).toBe('Auto-reviews in 5d 14h 13m')
  })

  it('minutes round up, zero units are left out, a whole day is "1天"', () => {
    expect(durationParts('confirm', 30)).toEqual([['m', '1']])
    expect(durationParts('confirm', DAY - 1)).toEqual([['d', '1']])
    expect(durationParts('confirm', 7 * DAY - 60)).toEqual([['d', '6'], ['h', '23'], ['m', '59']])
    expect(durationParts('review', DAY + 3 * 60)).toEqual([['d', '1'], ['m', '3']])
    expect(durationParts('review', 2 * HOUR)).toEqual([['h', '2']])
    expect(read('review', DAY + 3 * 60)).toBe('还剩 1天3分 自动好评')
  })

  it('close: to the second, two-digit seconds after minutes', () => {
    expect(read('close', 29 * 60 + 5)).toBe('剩余 29分05秒 自动关闭')
    expect(read('close', 59)).toBe('剩余 59秒 自动关闭')
    expect(read('close', HOUR + 5 * 60 + 9)).toBe('剩余 1小时05分09秒 自动关闭')
    setCurrentLang('en')
    expect(read('close', 29 * 60 + 5)).toBe('29m 05s left to pay')
    expect(read('close', 7)).toBe('7s left to pay')
  })

  it('ticks every second for close, every minute otherwise', () => {
    expect(tickInterval('close')).toBe(1000)
    expect(tickInterval('review')).toBe(60000)
  })
})
