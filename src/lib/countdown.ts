// the keys below are the order domain's
import '@/i18n/domains/order'
// Order countdowns (spec §4 Order): unpaid auto-close in minutes (and seconds), auto-confirm in
// days and minutes, auto-review in days, hours and minutes. Pure: they return the parts and an
// i18n key; the page renders them with t().

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
 * The countdown text for a kind:
 * - close: total minutes and seconds ("14 min 05 s"), under a minute still "0 min 59 s";
 * - confirm: days and minutes of the day ("6 d 1439 min": minutes beyond the whole days);
 * - review: days, hours and minutes.
 * A countdown at 0 is 'countdown.due' (the page reloads the order).
 */
export function formatCountdown (kind: CountdownKind, seconds: number): CountdownText {
  const p = splitSeconds(seconds)
  if (p.total === 0) return { key: 'countdown.due', params: {} }
  if (kind === 'close') {
    return { key: 'countdown.close', params: { m: Math.floor(p.total / MINUTE), s: pad(p.seconds) } }
  }
  if (kind === 'confirm') {
    // minutes rounded up so that "0 min" is never shown while time is left
    const restMin = Math.ceil((p.total - p.days * DAY) / MINUTE)
    if (restMin === 1440) return { key: 'countdown.confirm', params: { d: p.days + 1, m: 0 } }
    return { key: 'countdown.confirm', params: { d: p.days, m: restMin } }
  }
  const restMin = Math.ceil((p.total - p.days * DAY - p.hours * HOUR) / MINUTE)
  if (restMin === 60) {
    const h = p.hours + 1
    return h === 24
      ? { key: 'countdown.review', params: { d: p.days + 1, h: 0, m: 0 } }
      : { key: 'countdown.review', params: { d: p.days, h, m: 0 } }
  }
  return { key: 'countdown.review', params: { d: p.days, h: p.hours, m: restMin } }
}

/** How often the display must tick: every second for close, every minute otherwise. */
export function tickInterval (kind: CountdownKind): number {
  return kind === 'close' ? 1000 : 60000
}
