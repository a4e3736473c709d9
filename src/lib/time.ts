// Relative and chat times (spec §9). Functions return an i18n key with params (or a ready text)
// so this module stays pure; `renderTime` turns the result into text with the caller's `t`, and
// the key unions below are checked against the dictionaries wherever `t` is passed in.

export type TimeKey =
  | 'time.justNow' | 'time.minutesAgo' | 'time.hoursAgo' | 'time.daysAgo' | 'time.monthsAgo' | 'time.yearsAgo'
  | 'chatTime.yesterday' | 'chatTime.dayBefore'
  | 'week.sun' | 'week.mon' | 'week.tue' | 'week.wed' | 'week.thu' | 'week.fri' | 'week.sat'

export type TimeText =
  | { key: TimeKey, params?: Record<string, string | number> }
  | { text: string }

export type Translate = (key: TimeKey, params?: Record<string, string | number>) => string

const MINUTE = 60
const HOUR = 3600
const DAY = 86400
const MONTH = 30 * DAY
const YEAR = 365 * DAY

/** Server times are 10-digit unix seconds; JS wants milliseconds. 13-digit values pass through. */
export function toMs (ts: number | string): number {
  const n = typeof ts === 'string' ? Number(ts) : ts
  if (!Number.isFinite(n)) return 0
  return Math.abs(n) < 1e11 ? n * 1000 : n
}

function pad (n: number): string {
  return n < 10 ? `0${n}` : String(n)
}

/**
 * Local-time format with the tokens yyyy, MM, dd, hh (24 h), mm, ss.
 * @example formatDate(1700000000, 'yyyy-MM-dd')
 */
export function formatDate (ts: number | string, format = 'yyyy-MM-dd hh:mm'): string {
  const d = new Date(toMs(ts))
  return format
    .replace('yyyy', String(d.getFullYear()))
    .replace('MM', pad(d.getMonth() + 1))
    .replace('dd', pad(d.getDate()))
    .replace('hh', pad(d.getHours()))
    .replace('mm', pad(d.getMinutes()))
    .replace('ss', pad(d.getSeconds()))
}

export interface RelativeOptions {
  /** past 30 days show a date in this format instead of "n months/years ago" */
  dateFormat?: string
}

/**
 * Spec §9: under 300 s "just now"; under 1 h minutes; under 1 day hours; under 30 days days;
 * then months (30-day) or years (365-day), or a date when `dateFormat` is given.
 * Future times (clock skew) count as "just now".
 */
export function relativeTime (ts: number | string, now: number = Date.now(), opts: RelativeOptions = {}): TimeText {
  const diff = Math.max(0, Math.floor((now - toMs(ts)) / 1000))
  if (diff < 300) return { key: 'time.justNow' }
  if (diff < HOUR) return { key: 'time.minutesAgo', params: { n: Math.floor(diff / MINUTE) } }
  if (diff < DAY) return { key: 'time.hoursAgo', params: { n: Math.floor(diff / HOUR) } }
  if (diff < MONTH) return { key: 'time.daysAgo', params: { n: Math.floor(diff / DAY) } }
  if (opts.dateFormat) return { text: formatDate(ts, opts.dateFormat) }
  if (diff < YEAR) return { key: 'time.monthsAgo', params: { n: Math.floor(diff / MONTH) } }
  return { key: 'time.yearsAgo', params: { n: Math.floor(diff / YEAR) } }
}

const WEEKDAYS: TimeKey[] = ['week.sun', 'week.mon', 'week.tue', 'week.wed', 'week.thu', 'week.fri', 'week.sat']

function startOfDay (ms: number): number {
  const d = new Date(ms)
  d.setHours(0, 0, 0, 0)
  return d.getTime()
}

/** Whole calendar days between two instants in local time (DST-safe by rounding). */
export function calendarDaysBetween (earlier: number, later: number): number {
  return Math.round((startOfDay(later) - startOfDay(earlier)) / (DAY * 1000))
}

/**
 * Chat time (spec §9), by calendar day so a message from 23:50 reads "yesterday 23:50" at 00:10:
 * today → "hh:mm"; yesterday → "yesterday hh:mm"; the day before → "the day before hh:mm";
 * 3–6 days ago → "<weekday> hh:mm"; older → "MM-dd hh:mm".
 */
export function chatTime (ts: number | string, now: number = Date.now()): TimeText {
  const ms = toMs(ts)
  const time = formatDate(ms, 'hh:mm')
  const days = calendarDaysBetween(ms, now)
  if (days <= 0) return { text: time }
  if (days === 1) return { key: 'chatTime.yesterday', params: { time } }
  if (days === 2) return { key: 'chatTime.dayBefore', params: { time } }
  if (days < 7) return { key: WEEKDAYS[new Date(ms).getDay()], params: { time } }
  return { text: formatDate(ms, 'MM-dd hh:mm') }
}

/** Text of a TimeText in the caller's language. */
export function renderTime (v: TimeText, t: Translate): string {
  return 'text' in v ? v.text : t(v.key, v.params)
}
