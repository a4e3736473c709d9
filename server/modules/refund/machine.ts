import { sql } from 'drizzle-orm'
import { REFUND_STATE, type RefundCan, type RefundState, type RefundTimer, type RefundType } from '../../../types/refund'
import type { Db } from '../../db/client'
import { refuse } from '../../lib/envelope'
import { defineMachine, SYSTEM, type Actor, type EffectContext, type RuleContext, type Timer } from '../../lib/state-machine'
import { DAY } from '../../lib/time'
import type { OrderTimers } from '../order/machine'
import { afterSettled, payOut, syncLines } from './effects'
import { noticeRefundQuietly } from './notify'

// The refund state machine (spec §4 "Refund statuses (9)", study §4.4 with the spec's two more):
// 0 awaiting the seller · 1 awaiting the buyer's return · 2 rejected · 3 platform intervention ·
// 4 completed · 5 closed · 6 returned, awaiting the seller's receipt · 7 refunding · 8 failed.
// Every way into 7 pays the buyer back at once, in the same transaction (the effect `payBack`):
// 7 → 4 when the money went out, 7 → 8 when it could not (the platform may retry).

const S = REFUND_STATE

/** REFUND_AGREE_DAYS, REFUND_RETURN_DAYS, REFUND_RECEIVE_DAYS (config.refundTimers); the order timers for closing a refunded order. */
export interface RefundSettings { agreeDays: number, returnDays: number, receiveDays: number, order: OrderTimers }

/**
 * The refund timers as the machine, its jobs and routes read them: live views of `config.refundTimers`
 * and `config.orderTimers` (not copies), so an operator's change in the admin Settings (laid over them
 * in place by `applyOrderTimers`) takes effect without a restart.
 */
export function liveRefundSettings (timers: { agreeDays: number, returnDays: number, receiveDays: number }, order: OrderTimers): RefundSettings {
  return {
    get agreeDays () { return timers.agreeDays },
    get returnDays () { return timers.returnDays },
    get receiveDays () { return timers.receiveDays },
    order
  }
}

/** What the rules read of a refund. */
export interface RefundFacts {
  state: RefundState
  type: RefundType
  /** when it entered its state (every change stamps it) */
  updatedAt: number
  returntime: number | null
}

const agreeTimer: Timer<RefundFacts, RefundSettings> = { column: 'updated_at', field: 'updatedAt', seconds: (s) => s.agreeDays * DAY }
const returnTimer: Timer<RefundFacts, RefundSettings> = { column: 'updated_at', field: 'updatedAt', seconds: (s) => s.returnDays * DAY }
const receiveTimer: Timer<RefundFacts, RefundSettings> = { column: 'returntime', field: 'returntime', seconds: (s) => s.receiveDays * DAY }

const ofType = (type: RefundType) => ({
  check: (r: RefundFacts) => r.type === type ? null : refuse('refund.wrong_state'),
  where: () => sql`type = ${type}`
})

type Ctx = EffectContext<RefundSettings, never>

/** Any event that changes a line's refund: the order goods line shows the refund's sub-state. */
const sync = async (tx: Db, ids: number[]): Promise<void> => { await syncLines(tx, ids) }

/** Into 7 (refunding): pay each refund back now; 7 → 4 (completed) or 7 → 8 (failed). */
async function payBack (tx: Db, ids: number[], c: Ctx): Promise<void> {
  const done: number[] = []
  for (const id of ids) {
    const paid = await payOut(tx, id)
    // a WeChat-paid share is on its way through WeChat's refund API: 7 until its notification (modules/wxpay)
    if (paid.ok && paid.pending) continue
    const note = paid.ok ? paid.payouts.map((p) => `${p.amount} ${p.asset.toUpperCase()}`).join(', ') : paid.why
    const moved = await refundMachine.transition(tx, [id], paid.ok ? 'settle' : 'fail', SYSTEM, { at: c.at, note })
    if (paid.ok && moved.length === 1) done.push(id)
  }
  await syncLines(tx, ids)
  await afterSettled(tx, done, c.at, c.settings.order)
}

/** A timer's move: its effect, then both parties' notice in the same transaction (routes notify after theirs). */
const noticed = (effect: (tx: Db, ids: number[], c: Ctx) => Promise<void>) => async (tx: Db, ids: number[], c: Ctx): Promise<void> => {
  await effect(tx, ids, c)
  await noticeRefundQuietly(tx, ids)
}

const closeFrom = (from: RefundState) => ({ from, to: S.closed, actors: ['buyer'] as const, stamps: ['closingtime'], effect: sync })

export const refundMachine = defineMachine<RefundState, RefundEvent, never, RefundFacts, RefundSettings>({
  name: 'refund',
  tables: { table: 'refunds', log: 'refund_logs', logKey: 'refund_id' },
  states: S,
  initial: S.applied,
  final: [S.completed, S.closed],
  wrongState: 'refund.wrong_state',
  events: {
    // the seller answers (or stays silent: agreed after REFUND_AGREE_DAYS)
    agree: { from: S.applied, to: S.refunding, actors: ['seller'], stamps: ['agreetime'], guard: ofType('refund'), effect: payBack },
    agree_return: { from: S.applied, to: S.awaiting_return, actors: ['seller'], stamps: ['agreetime'], guard: ofType('return'), effect: sync },
    auto_agree: { from: S.applied, to: S.refunding, actors: ['system'], stamps: ['agreetime'], guard: ofType('refund'), after: agreeTimer, effect: noticed(payBack) },
    auto_agree_return: { from: S.applied, to: S.awaiting_return, actors: ['system'], stamps: ['agreetime'], guard: ofType('return'), after: agreeTimer, effect: noticed(sync) },
    refuse: { from: S.applied, to: S.rejected, actors: ['seller'], stamps: ['rejecttime'], effect: sync },
    // the buyer after a rejection: change and submit again, or ask the platform
    resubmit: { from: S.rejected, to: S.applied, actors: ['buyer'], effect: sync },
    arbitrate: { from: S.rejected, to: S.arbitration, actors: ['buyer'], effect: sync },
    // the return parcel
    ship_return: { from: S.awaiting_return, to: S.returned, actors: ['buyer'], stamps: ['returntime'], effect: sync },
    return_timeout: { from: S.awaiting_return, to: S.closed, actors: ['system'], stamps: ['closingtime'], after: returnTimer, effect: noticed(sync) },
    receive: { from: S.returned, to: S.refunding, actors: ['seller'], effect: payBack },
    auto_receive: { from: S.returned, to: S.refunding, actors: ['system'], after: receiveTimer, effect: noticed(payBack) },
    refuse_return: { from: S.returned, to: S.rejected, actors: ['seller'], stamps: ['rejecttime'], effect: sync },
    // the platform decides an intervention; retries a failed refund
    decide_refund: { from: S.arbitration, to: S.refunding, actors: ['platform'], effect: payBack },
    decide_reject: { from: S.arbitration, to: S.closed, actors: ['platform'], stamps: ['closingtime'], effect: sync },
    retry: { from: S.failed, to: S.refunding, actors: ['platform'], effect: payBack },
    // the money (payBack moves these itself)
    settle: { from: S.refunding, to: S.completed, actors: ['system'], stamps: ['completetime'] },
    fail: { from: S.refunding, to: S.failed, actors: ['system'] },
    // the buyer may close a refund that is not on its way back to them
    close: closeFrom(S.applied),
    close_agreed: closeFrom(S.awaiting_return),
    close_rejected: closeFrom(S.rejected),
    close_arbitration: closeFrom(S.arbitration),
    close_failed: closeFrom(S.failed)
  }
})

export type RefundEvent =
  | 'agree' | 'agree_return' | 'auto_agree' | 'auto_agree_return' | 'refuse' | 'resubmit' | 'arbitrate' | 'ship_return'
  | 'return_timeout' | 'receive' | 'auto_receive' | 'refuse_return' | 'decide_refund' | 'decide_reject' | 'retry' | 'settle' | 'fail'
  | 'close' | 'close_agreed' | 'close_rejected' | 'close_arbitration' | 'close_failed'

/** The buyer's close event for a refund's state, if closing is allowed there. */
export const CLOSE_EVENT: Partial<Record<RefundState, RefundEvent>> = {
  [S.applied]: 'close', [S.awaiting_return]: 'close_agreed', [S.rejected]: 'close_rejected', [S.arbitration]: 'close_arbitration', [S.failed]: 'close_failed'
}

/** The `can` flags: what the caller (as buyer and/or seller of the refund) may do now. */
export function refundCan (r: RefundFacts, roles: { buyer: boolean, seller: boolean }, ctx: RuleContext<RefundSettings>): RefundCan {
  const actors: Actor[] = [...(roles.buyer ? ['buyer' as const] : []), ...(roles.seller ? ['seller' as const] : [])]
  const flags = actors.map((a) => refundMachine.allowed(r, a, ctx))
  const any = (...ks: RefundEvent[]): boolean => flags.some((f) => ks.some((k) => f[k]))
  return {
    edit: any('resubmit'),
    close: any('close', 'close_agreed', 'close_rejected', 'close_arbitration', 'close_failed'),
    express: any('ship_return'),
    arbitrate: any('arbitrate'),
    agree: any('agree', 'agree_return'),
    refuse: any('refuse', 'refuse_return'),
    receive: any('receive')
  }
}

/** The running timer and when it fires. */
export function refundDeadline (r: RefundFacts, s: RefundSettings): { kind: RefundTimer, at: number } | null {
  const pick = (kind: RefundTimer, ...events: RefundEvent[]): { kind: RefundTimer, at: number } | null => {
    for (const e of events) {
      const at = refundMachine.deadline(r, e, s)
      if (at !== null) return { kind, at }
    }
    return null
  }
  return pick('agree', r.type === 'refund' ? 'auto_agree' : 'auto_agree_return') ?? pick('return', 'return_timeout') ?? pick('receive', 'auto_receive')
}
