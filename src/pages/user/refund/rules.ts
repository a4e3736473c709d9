import type { RefundCan, RefundDetail, RefundState } from '../../../../types/refund'
import '@/i18n/domains/refund'
import { secondsLeft, splitSeconds } from '@/lib/countdown'

// Refund rules of the after-sales pages, pure so they are unit-tested. What a refund allows comes
// from the API (`can`, `deadline`); the state only picks labels.

export type RefundAction = 'log' | 'close' | 'arbitrate' | 'edit' | 'express' | 'refuse' | 'agree' | 'receive'

/** Buttons of a refund, in display order (the last one is the emphasised one), from the server's `can`. */
export function refundActions (c: RefundCan, withLog = true): RefundAction[] {
  const order: Array<[RefundAction, boolean]> = [
    ['log', withLog], ['close', c.close], ['arbitrate', c.arbitrate], ['edit', c.edit], ['express', c.express],
    ['refuse', c.refuse], ['agree', c.agree], ['receive', c.receive]
  ]
  return order.filter(([, ok]) => ok).map(([a]) => a)
}

/** i18n key of a state's label */
export const stateLabel = (s: RefundState) => `refund.state.s${s}` as const

/** The "what happens next" line of a state, for the buyer or the seller; `time` = the running countdown. */
export function nextStep (d: Pick<RefundDetail, 'state'>, seller: boolean): `refund.next.s${RefundState}` | `refund.nextSeller.s${0 | 1 | 6}` {
  if (seller && (d.state === 0 || d.state === 1 || d.state === 6)) return `refund.nextSeller.s${d.state}`
  return `refund.next.s${d.state}`
}

/** The countdown text params: days, hours and minutes left (or hours and minutes under a day). */
export function countdownParams (deadline: number, nowMs = Date.now()): { key: 'refund.countdown' | 'refund.countdownShort', params: { d: number, h: number, m: number } } {
  const p = splitSeconds(secondsLeft(deadline, nowMs))
  const params = { d: p.days, h: p.hours, m: p.minutes }
  return { key: p.days > 0 ? 'refund.countdown' : 'refund.countdownShort', params }
}

/** The order goods line's sub-state label (0 none: no label). */
export function lineLabel (status: number): `refund.line.l${1 | 2 | 3 | 4 | 5}` | null {
  return status >= 1 && status <= 5 ? `refund.line.l${status as 1 | 2 | 3 | 4 | 5}` : null
}

/** A buyer may ask for a refund of a line of a paid, shipped or received order while no refund of it is open. */
export function canApply (orderState: number, lineStatus: number): boolean {
  return [2, 3, 4].includes(orderState) && [0, 3, 4].includes(lineStatus)
}

/** Amount typed by the buyer: a non-negative decimal with at most 2 decimals, not above the max. */
export function checkAmount (text: string, max: string): 'ok' | 'invalid' | 'above' {
  const v = text.trim()
  if (!/^\d+(\.\d{1,2})?$/.test(v)) return 'invalid'
  return toCents(v) > toCents(max) ? 'above' : 'ok'
}

function toCents (v: string): number {
  const [i, f = ''] = v.split('.')
  return Number(i) * 100 + Number((f + '00').slice(0, 2))
}

export const isZero = (text: string): boolean => /^0+(\.0{1,2})?$/.test(text.trim())
