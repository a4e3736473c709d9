// the keys below are the order domain's
import '@/i18n/domains/order'
import { t } from '@/i18n'

// Order countdowns (spec §4 Order): the unpaid auto-close to the second, auto-confirm and
// auto-review to the minute. The time reads as people write it: "5天14小时13分" / "5d 14h 13m",
// "29分05秒" / "29m 05s"; units that are 0 are left out ("1天3分", never "5天1413分钟").

export type CountdownKind = 'close' | 'confirm' | 'review'

export interface CountdownParts {
  /** whole seconds left, never negative */
  total: number
  days: number
  hours: number
  minutes: number
  seconds: number
}

export type CountdownKey =
  | 'countdown.close' | 'countdown.confirm' | 'countdown.review' | 'countdown.due'

export interface CountdownText {
  key: CountdownKey
  params: Record<string, string | number>
}

/** One unit of a duration: its i18n key and number (seconds and, after an hour, minutes are 2 digits). */
export type DurationUnit = 'd' | 'h' | 'm' | 's'
export type DurationPart = [DurationUnit, string]

const MINUTE = 60
const HOUR = 3600
const DAY = 86400

/** Seconds left until `deadline` (unix seconds) at `nowMs`; 0 once due. */
export function secondsLeft (deadline: number, nowMs: number = Date.now()): number {
  return Math.max(0, Math.ceil(deadline - nowMs / 1000))
}

export function splitSeconds (total: number): CountdownParts {
  const s = Math.max(0, Math.floor(total))
  return {
    total: s,
    days: Math.floor(s / DAY),
    hours: Math.floor((s % DAY) / HOUR),
    minutes: Math.floor((s % HOUR) / MINUTE),
    seconds: s % MINUTE
  }
}

function pad (n: number): string {
  return n < 10 ? `0${n}` : String(n)
}

/**
 * The units to show for `seconds` left of a countdown kind:
 * - close (to the second): [h] m s — "1h 05m 09s", "29m 05s", "59s";
 * - confirm / review (to the minute, rounded up so "0 min" never shows while time is left):
 *   the non-zero units of d h m — "5d 14h 13m", "1d 3m", "2h".
 */
export function durationParts (kind: CountdownKind, seconds: number): DurationPart[] {
  const p = splitSeconds(seconds)
  if (kind === 'close') {
    const hours = Math.floor(p.total / HOUR)
    if (hours > 0) return [['h', String(hours)], ['m', pad(p.minutes)], ['s', pad(p.seconds)]]
    if (p.minutes > 0) return [['m', String(p.minutes)], ['s', pad(p.seconds)]]
    return [['s', String(p.seconds)]]
  }
  const minutes = Math.ceil(p.total / MINUTE)
  const parts: DurationPart[] = []
  const d = Math.floor(minutes / 1440)
  const h = Math.floor((minutes % 1440) / 60)
  const m = minutes % 60
  if (d > 0) parts.push(['d', String(d)])
  if (h > 0) parts.push(['h', String(h)])
  if (m > 0 || parts.length === 0) parts.push(['m', String(m)])
  return parts
}

/** The duration in the current language ("5天14小时13分" / "5d 14h 13m"). */
export function formatDuration (parts: DurationPart[]): string {
  // the joiner is the language's: none in Chinese ("5天14小时"), a space in English ("5d 14h")
  return parts.map(([unit, n]) => t(`countdown.unit.${unit}`, { n })).reduce((a, b) => t('countdown.join', { a, b }))
}

/** The countdown sentence's key and its {time}; at 0 it is 'countdown.due' (the page reloads the order). */
export function formatCountdown (kind: CountdownKind, seconds: number): CountdownText {
  if (splitSeconds(seconds).total === 0) return { key: 'countdown.due', params: {} }
  return { key: `countdown.${kind}`, params: { time: formatDuration(durationParts(kind, seconds)) } }
}

/** How often the display must tick: every second for close, every minute otherwise. */
export function tickInterval (kind: CountdownKind): number {
  return kind === 'close' ? 1000 : 60000
}
