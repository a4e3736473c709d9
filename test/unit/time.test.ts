import { calendarDaysBetween, chatTime, formatDate, relativeTime, renderTime, toMs } from '@/lib/time'
import { tIn } from '@/i18n'

const NOW = new Date(2024, 4, 15, 12, 0, 0).getTime() // Wednesday 15 May 2024, 12:00 local
const sec = (ms: number): number => Math.floor(ms / 1000)
const ago = (s: number): number => sec(NOW) - s

describe('toMs', () => {
  it('multiplies 10-digit seconds by 1000', () => {
    expect(toMs(1700000000)).toBe(1700000000000)
    expect(toMs('1700000000')).toBe(1700000000000)
  })
  it('leaves 13-digit milliseconds alone', () => {
    expect(toMs(1700000000123)).toBe(1700000000123)
  })
  it('maps garbage to 0', () => {
    expect(toMs('x')).toBe(0)
  })
})

describe('formatDate', () => {
  it('formats local time with padded fields', () => {
    expect(formatDate(sec(new Date(2024, 0, 5, 3, 4, 9).getTime()), 'yyyy-MM-dd hh:mm:ss')).toBe('2024-01-05 03:04:09')
    expect(formatDate(new Date(2024, 11, 25, 23, 59).getTime(), 'MM-dd hh:mm')).toBe('12-25 23:59')
  })
})

describe('relativeTime (spec §9 boundaries)', () => {
  it('under 300 s is "just now"', () => {
    expect(relativeTime(ago(0), NOW)).toEqual({ key: 'time.justNow' })
    expect(relativeTime(ago(299), NOW)).toEqual({ key: 'time.justNow' })
  })
  it('from 300 s to under 1 h is minutes', () => {
    expect(relativeTime(ago(300), NOW)).toEqual({ key: 'time.minutesAgo', params: { n: 5 } })
    expect(relativeTime(ago(3599), NOW)).toEqual({ key: 'time.minutesAgo', params: { n: 59 } })
  })
  it('from 1 h to under 1 day is hours', () => {
    expect(relativeTime(ago(3600), NOW)).toEqual({ key: 'time.hoursAgo', params: { n: 1 } })
    expect(relativeTime(ago(86399), NOW)).toEqual({ key: 'time.hoursAgo', params: { n: 23 } })
  })
  it('from 1 day to under 30 days is days', () => {
    expect(relativeTime(ago(86400), NOW)).toEqual({ key: 'time.daysAgo', params: { n: 1 } })
    expect(relativeTime(ago(30 * 86400 - 1), NOW)).toEqual({ key: 'time.daysAgo', params: { n: 29 } })
  })
  it('from 30 days on is months, then years', () => {
    expect(relativeTime(ago(30 * 86400), NOW)).toEqual({ key: 'time.monthsAgo', params: { n: 1 } })
    expect(relativeTime(ago(364 * 86400), NOW)).toEqual({ key: 'time.monthsAgo', params: { n: 12 } })
    expect(relativeTime(ago(365 * 86400), NOW)).toEqual({ key: 'time.yearsAgo', params: { n: 1 } })
  })
  it('from 30 days on can be a date instead', () => {
    const ts = ago(40 * 86400)
    expect(relativeTime(ts, NOW, { dateFormat: 'yyyy-MM-dd' })).toEqual({ text: formatDate(ts, 'yyyy-MM-dd') })
    expect(relativeTime(ago(29 * 86400), NOW, { dateFormat: 'yyyy-MM-dd' })).toEqual({ key: 'time.daysAgo', params: { n: 29 } })
  })
  it('treats 10-digit input as seconds (×1000) and accepts milliseconds', () => {
    expect(relativeTime(NOW - 7200 * 1000, NOW)).toEqual({ key: 'time.hoursAgo', params: { n: 2 } })
  })
  it('reads a future time (clock skew) as just now', () => {
    expect(relativeTime(sec(NOW) + 100, NOW)).toEqual({ key: 'time.justNow' })
  })
  it('renders in both languages', () => {
    const v = relativeTime(ago(600), NOW)
    expect(renderTime(v, (k, p) => tIn('zh', k, p))).toBe('10分钟前')
    expect(renderTime(v, (k, p) => tIn('en', k, p))).toBe('10 min ago')
    expect(renderTime(relativeTime(ago(10), NOW), (k, p) => tIn('en', k, p))).toBe('just now')
  })
})

describe('chatTime (by calendar day)', () => {
  const at = (d: number, h: number, m: number): number => sec(new Date(2024, 4, d, h, m).getTime())

  it('today shows hh:mm', () => {
    expect(chatTime(at(15, 0, 1), NOW)).toEqual({ text: '00:01' })
    expect(chatTime(at(15, 11, 59), NOW)).toEqual({ text: '11:59' })
  })
  it('yesterday (even 10 minutes ago across midnight) shows "yesterday hh:mm"', () => {
    expect(chatTime(at(14, 23, 50), new Date(2024, 4, 15, 0, 0).getTime())).toEqual({ key: 'chatTime.yesterday', params: { time: '23:50' } })
    expect(chatTime(at(14, 0, 0), NOW)).toEqual({ key: 'chatTime.yesterday', params: { time: '00:00' } })
  })
  it('two days ago shows "the day before"', () => {
    expect(chatTime(at(13, 8, 30), NOW)).toEqual({ key: 'chatTime.dayBefore', params: { time: '08:30' } })
  })
  it('3 to 6 days ago shows the weekday', () => {
    expect(chatTime(at(12, 9, 0), NOW)).toEqual({ key: 'week.sun', params: { time: '09:00' } })
    expect(chatTime(at(9, 9, 0), NOW)).toEqual({ key: 'week.thu', params: { time: '09:00' } })
  })
  it('7 days and older shows MM-dd hh:mm', () => {
    expect(chatTime(at(8, 9, 5), NOW)).toEqual({ text: '05-08 09:05' })
    expect(chatTime(sec(new Date(2023, 11, 31, 18, 0).getTime()), NOW)).toEqual({ text: '12-31 18:00' })
  })
  it('renders in both languages', () => {
    expect(renderTime(chatTime(at(14, 7, 0), NOW), (k, p) => tIn('zh', k, p))).toBe('昨天 07:00')
    expect(renderTime(chatTime(at(14, 7, 0), NOW), (k, p) => tIn('en', k, p))).toBe('Yesterday 07:00')
    expect(renderTime(chatTime(at(13, 7, 0), NOW), (k, p) => tIn('en', k, p))).toBe('The day before 07:00')
    expect(renderTime(chatTime(at(11, 7, 0), NOW), (k, p) => tIn('zh', k, p))).toBe('星期六 07:00')
  })
  it('counts calendar days', () => {
    expect(calendarDaysBetween(new Date(2024, 4, 14, 23, 59).getTime(), new Date(2024, 4, 15, 0, 1).getTime())).toBe(1)
    expect(calendarDaysBetween(new Date(2024, 4, 15, 0, 1).getTime(), new Date(2024, 4, 15, 23, 59).getTime())).toBe(0)
  })
})
