import { sql, type SQL } from 'drizzle-orm'
import { ORDER_STATE, type OrderState } from '../../../types/order'
import type { Db } from '../../db/client'
import { orderLogs } from '../../db/schema'
import { intArray, rows } from '../../lib/sql'

// The order state machine (study §4.1): a transition table, checked at start-up, and the one
// function every state change goes through — a conditional UPDATE guarded by the current state
// (so two concurrent requests cannot both move an order) and an order_logs row per order changed.

export type Actor = 'user' | 'merchant' | 'system'
export interface ActorRef { kind: Actor, id: number | null }

export const SYSTEM: ActorRef = { kind: 'system', id: null }

export type OrderEvent = 'pay' | 'cancel' | 'auto_close' | 'deliver' | 'confirm' | 'auto_confirm' | 'comment' | 'auto_review'

interface Transition { from: OrderState, to: OrderState, actors: readonly Actor[] }

const S = ORDER_STATE

export const TRANSITIONS: Readonly<Record<OrderEvent, Transition>> = {
  pay: { from: S.unpaid, to: S.paid, actors: ['user'] },
  cancel: { from: S.unpaid, to: S.closed, actors: ['user'] },
  auto_close: { from: S.unpaid, to: S.closed, actors: ['system'] },
  deliver: { from: S.paid, to: S.shipped, actors: ['merchant'] },
  confirm: { from: S.shipped, to: S.received, actors: ['user'] },
  auto_confirm: { from: S.shipped, to: S.received, actors: ['system'] },
  comment: { from: S.received, to: S.completed, actors: ['user'] },
  auto_review: { from: S.received, to: S.completed, actors: ['system'] }
}

/** Where orders are created. */
export const INITIAL_STATE: OrderState = S.unpaid
/** States nothing leaves. */
export const FINAL_STATES: readonly OrderState[] = [S.completed, S.closed]

/**
 * The table is sound: every source and target is a known state, every state is reachable from the
 * initial one, every non-final state has a way out and final states have none. Throws otherwise
 * (buildApp calls it, so a bad edit stops the server at start-up).
 */
export function checkOrderMachine (table: Readonly<Record<string, Transition>> = TRANSITIONS): void {
  const known = new Set<number>(Object.values(S))
  for (const [event, t] of Object.entries(table)) {
    if (!known.has(t.from)) throw new Error(`order machine: ${event} leaves unknown state ${t.from}`)
    if (!known.has(t.to)) throw new Error(`order machine: ${event} enters unknown state ${t.to}`)
    if (t.actors.length === 0) throw new Error(`order machine: nobody may ${event}`)
  }
  const reached = new Set<number>([INITIAL_STATE])
  for (let grew = true; grew;) {
    grew = false
    for (const t of Object.values(table)) {
      if (reached.has(t.from) && !reached.has(t.to)) { reached.add(t.to); grew = true }
    }
  }
  for (const s of known) {
    if (!reached.has(s)) throw new Error(`order machine: state ${s} is unreachable`)
    const exits = Object.values(table).filter((t) => t.from === s).length
    const final = FINAL_STATES.includes(s as OrderState)
    if (final && exits > 0) throw new Error(`order machine: final state ${s} has transitions`)
    if (!final && exits === 0) throw new Error(`order machine: state ${s} is a dead end`)
  }
}

export interface TransitionOptions {
  /** extra columns to set with the change, e.g. { paytime: sql`${t}` } (column name → value) */
  set?: Record<string, SQL>
  /** further conditions, e.g. the owner: sql`user_id = ${id}` */
  where?: SQL
  note?: string
  at: number
}

/**
 * Moves the given orders along `event`, but only those still in the event's source state (and
 * matching `where`); returns the ids actually moved, in id order. Callers compare the count with
 * what they asked for and roll back when it is short.
 */
export async function transition (tx: Db, ids: number[], event: OrderEvent, actor: ActorRef, opts: TransitionOptions): Promise<number[]> {
  const t = TRANSITIONS[event]
  if (!t.actors.includes(actor.kind)) throw new Error(`order machine: ${actor.kind} may not ${event}`)
  if (ids.length === 0) return []
  const extra = Object.entries(opts.set ?? {}).map(([col, v]) => sql`, ${sql.identifier(col)} = ${v}`)
  // one statement: the guarded update and a log row for every order it moved
  const moved = await rows<{ id: number }>(tx, sql`
    with moved as (
      update orders set state = ${t.to}, updated_at = ${opts.at}${sql.join(extra)}
      where id = any(${intArray(ids)}::int[]) and state = ${t.from}${opts.where === undefined ? sql`` : sql` and ${opts.where}`}
      returning id
    ), logged as (
      insert into order_logs (order_id, "from", "to", event, actor, actor_id, note, created_at)
      select id, ${t.from}::int, ${t.to}::int, ${event}, ${actor.kind}, ${actor.id}::int, ${opts.note ?? ''}, ${opts.at}::bigint from moved
    )
    select id from moved order by id`)
  return moved.map((r) => r.id)
}

/** The creation entry of new orders (no previous state). */
export async function logCreated (tx: Db, ids: number[], actor: ActorRef, at: number): Promise<void> {
  if (ids.length === 0) return
  await tx.insert(orderLogs).values(ids.map((orderId) => ({
    orderId, from: null, to: INITIAL_STATE, event: 'create', actor: actor.kind, actorId: actor.id, note: '', createdAt: at
  })))
}
