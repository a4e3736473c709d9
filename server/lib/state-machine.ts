import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { refuse, type Refusal } from './envelope'
import type { MsgKey } from './i18n'
import { intArray, rows } from './sql'

// A state machine per aggregate (an order, later a refund, a withdrawal...): a table keyed by event
// with the actors allowed, guards that may veto with a typed refusal, effects run after the change,
// and timers (system events due when a row has been in a state long enough, run by the scheduler).
// Every state change goes through transition(): ONE statement — the UPDATE guarded by the current
// state (so two concurrent requests cannot both move a row) and a log row per row moved. The same
// table answers `allowed()` (the `can` flags the API returns) and is checked when the app starts.

export type Actor = 'buyer' | 'seller' | 'platform' | 'system'
export interface ActorRef { kind: Actor, id: number | null }
export const SYSTEM: ActorRef = { kind: 'system', id: null }

/** Where a machine keeps its rows and log: `table` has id, state (and updated_at); `log` has
 * (<logKey>, "from", "to", event, actor, actor_id, note, created_at). */
export interface MachineTables { table: string, stateColumn?: string, updatedAt?: string | null, log: string, logKey: string }

/** Context of guards, deadlines and effects: the time and the machine's settings (e.g. timer lengths). */
export interface RuleContext<Settings> { at: number, settings: Settings }

/** A veto: `check` on a row in memory (a typed refusal, or null), `where` the same rule in SQL so
 * the guarded UPDATE enforces it atomically. */
export interface Guard<Row, Settings> {
  check: (row: Row, ctx: RuleContext<Settings>) => Refusal | null
  where?: (ctx: RuleContext<Settings>) => SQL
}

/** "Due this long after `field` (column `column`)" — the one place a deadline is computed. */
export interface Timer<Row, Settings> {
  column: string
  field: keyof Row
  seconds: (settings: Settings) => number
}

export interface EffectContext<Settings, Input> extends RuleContext<Settings> { actor: ActorRef, input?: Input }

export interface EventDef<S extends number, Row, Settings, Input> {
  from: S
  to: S
  actors: readonly Actor[]
  /** columns set to the time of the change (paytime, dealtime...), whoever fires it */
  stamps?: readonly string[]
  guard?: Guard<Row, Settings>
  /** a timer makes this a system event the scheduler fires when it is due */
  after?: Timer<Row, Settings>
  /** after the change, in the same transaction, with the ids actually moved */
  effect?: (tx: Db, moved: number[], ctx: EffectContext<Settings, Input>) => Promise<void>
}

/** Something an actor may do in some states without changing the state (delete, edit the address...). */
export interface ActionDef<S extends number, Row, Settings> {
  in: readonly S[]
  actors: readonly Actor[]
  guard?: (row: Row, ctx: RuleContext<Settings>) => boolean
}

export interface MachineSpec<S extends number, E extends string, A extends string, Row extends { state: S }, Settings, Input> {
  name: string
  tables: MachineTables
  states: Readonly<Record<string, S>>
  initial: S
  final: readonly S[]
  events: Readonly<Record<E, EventDef<S, Row, Settings, Input>>>
  actions?: Readonly<Record<A, ActionDef<S, Row, Settings>>>
  /** refusal when a row is not in the state an event leaves */
  wrongState: MsgKey
}

export interface TransitionOptions {
  /** extra columns to set with the change, e.g. { paytime: sql`${t}` } (column name → value) */
  set?: Record<string, SQL>
  /** further conditions, e.g. the owner: sql`user_id = ${id}` */
  where?: SQL
  note?: string
  at: number
}

/** The start-up check, as a pure function of the table (tests feed it broken tables). */
export function checkMachine (spec: { name: string, states: Readonly<Record<string, number>>, initial: number, final: readonly number[], events: Readonly<Record<string, { from: number, to: number, actors: readonly Actor[] }>> }): void {
  const known = new Set<number>(Object.values(spec.states))
  const n = spec.name
  if (!known.has(spec.initial)) throw new Error(`${n} machine: initial state ${spec.initial} is unknown`)
  for (const [event, t] of Object.entries(spec.events)) {
    if (!known.has(t.from)) throw new Error(`${n} machine: ${event} leaves unknown state ${t.from}`)
    if (!known.has(t.to)) throw new Error(`${n} machine: ${event} enters unknown state ${t.to}`)
    if (t.actors.length === 0) throw new Error(`${n} machine: nobody may ${event}`)
  }
  const reached = new Set<number>([spec.initial])
  for (let grew = true; grew;) {
    grew = false
    for (const t of Object.values(spec.events)) {
      if (reached.has(t.from) && !reached.has(t.to)) { reached.add(t.to); grew = true }
    }
  }
  for (const s of known) {
    if (!reached.has(s)) throw new Error(`${n} machine: state ${s} is unreachable`)
    const exits = Object.values(spec.events).filter((t) => t.from === s).length
    const final = spec.final.includes(s)
    if (final && exits > 0) throw new Error(`${n} machine: final state ${s} has transitions`)
    if (!final && exits === 0) throw new Error(`${n} machine: state ${s} is a dead end`)
  }
}

/** What the registry, the scheduler and the start-up check need of any machine. */
export interface AnyMachine {
  readonly name: string
  check: () => void
  timers: () => Array<{ event: string, table: string, due: (at: number, settings: unknown) => SQL }>
  fireAsSystem: (tx: Db, ids: number[], event: string, at: number, settings: unknown) => Promise<number[]>
}

export class Machine<S extends number, E extends string, A extends string, Row extends { state: S }, Settings, Input = never> implements AnyMachine {
  constructor (readonly spec: MachineSpec<S, E, A, Row, Settings, Input>) {}

  get name (): string { return this.spec.name }

  check (): void { checkMachine(this.spec) }

  /** Why `actor` may not fire `event` on `row` now (wrong state, wrong actor, a guard), or null. */
  refusal (row: Row, event: E, actor: Actor, ctx: RuleContext<Settings>): Refusal | null {
    const t = this.spec.events[event]
    if (row.state !== t.from) return refuse(this.spec.wrongState)
    if (!t.actors.includes(actor)) return refuse('machine.actor_forbidden')
    return t.guard?.check(row, ctx) ?? null
  }

  /** Every event and action as a flag: may `actor` do it to `row` now? (the API's `can`) */
  allowed (row: Row, actor: Actor, ctx: RuleContext<Settings>): Record<E | A, boolean> {
    const out = {} as Record<E | A, boolean>
    for (const e of Object.keys(this.spec.events) as E[]) out[e] = this.refusal(row, e, actor, ctx) === null
    for (const [a, d] of Object.entries(this.spec.actions ?? {}) as Array<[A, ActionDef<S, Row, Settings>]>) {
      out[a] = d.in.includes(row.state) && d.actors.includes(actor) && (d.guard?.(row, ctx) ?? true)
    }
    return out
  }

  /** The moment `event` (a timed one) falls due for `row`, if the row is in its source state. */
  deadline (row: Row, event: E, settings: Settings): number | null {
    const t = this.spec.events[event]
    if (t.after === undefined || row.state !== t.from) return null
    const start = row[t.after.field]
    return typeof start === 'number' ? start + t.after.seconds(settings) : null
  }

  /** The SQL condition "`event` is due at `at`" (state and timer), for the scheduler. */
  due (event: E, at: number, settings: Settings): SQL {
    const t = this.spec.events[event]
    if (t.after === undefined) throw new Error(`${this.name} machine: ${event} has no timer`)
    return sql`${sql.identifier(this.spec.tables.stateColumn ?? 'state')} = ${t.from} and ${sql.identifier(t.after.column)} <= ${at - t.after.seconds(settings)}`
  }

  /**
   * Moves the given rows along `event`, but only those still in the event's source state, passing
   * its guard and matching `where`; returns the ids actually moved, in id order. Callers compare
   * the count with what they asked for and roll back when it is short.
   */
  async transition (tx: Db, ids: number[], event: E, actor: ActorRef, opts: TransitionOptions & { settings?: Settings }): Promise<number[]> {
    const ctes = this.transitionCtes(ids, event, actor, opts)
    if (ids.length === 0) return []
    // one statement: the guarded update and a log row for every row it moved
    const moved = await rows<{ id: number }>(tx, sql`
      with ${ctes}
      select id from moved order by id`)
    return moved.map((r) => r.id)
  }

  /**
   * transition() as two CTEs, `moved as (update … returning id), logged as (insert …)`, for a
   * statement that does more in the same round trip (the caller reads `moved`; no effect runs).
   */
  transitionCtes (ids: number[], event: E, actor: ActorRef, opts: TransitionOptions & { settings?: Settings }): SQL {
    const t = this.spec.events[event]
    if (!t.actors.includes(actor.kind)) throw new Error(`${this.name} machine: ${actor.kind} may not ${event}`)
    const tb = this.spec.tables
    const state = sql.identifier(tb.stateColumn ?? 'state')
    const sets = [sql`${state} = ${t.to}`]
    if (tb.updatedAt !== null) sets.push(sql`${sql.identifier(tb.updatedAt ?? 'updated_at')} = ${opts.at}`)
    for (const col of t.stamps ?? []) sets.push(sql`${sql.identifier(col)} = ${opts.at}`)
    for (const [col, v] of Object.entries(opts.set ?? {})) sets.push(sql`${sql.identifier(col)} = ${v}`)
    const conds = [sql`id = any(${intArray(ids)}::int[])`, sql`${state} = ${t.from}`]
    if (t.guard?.where !== undefined) {
      if (opts.settings === undefined) throw new Error(`${this.name} machine: ${event} has a guard and needs settings`)
      conds.push(t.guard.where({ at: opts.at, settings: opts.settings }))
    }
    if (opts.where !== undefined) conds.push(opts.where)
    return sql`moved as (
        update ${sql.identifier(tb.table)} set ${sql.join(sets, sql`, `)}
        where ${sql.join(conds, sql` and `)}
        returning id
      ), logged as (
        insert into ${sql.identifier(tb.log)} (${sql.identifier(tb.logKey)}, "from", "to", event, actor, actor_id, note, created_at)
        select id, ${t.from}::int, ${t.to}::int, ${event}, ${actor.kind}, ${actor.id}::int, ${opts.note ?? ''}, ${opts.at}::bigint from moved
      )`
  }

  /** transition() and then the event's effect on the rows moved, in the caller's transaction. */
  async fire (tx: Db, ids: number[], event: E, actor: ActorRef, opts: TransitionOptions & { settings: Settings, input?: Input }): Promise<number[]> {
    const moved = await this.transition(tx, ids, event, actor, opts)
    const effect = this.spec.events[event].effect
    if (moved.length > 0 && effect !== undefined) await effect(tx, moved, { at: opts.at, settings: opts.settings, actor, input: opts.input })
    return moved
  }

  /** The creation entry of new rows (no previous state). */
  async logCreated (tx: Db, ids: number[], actor: ActorRef, at: number): Promise<void> {
    if (ids.length === 0) return
    await tx.execute(this.createdLogSql(sql`select unnest(${intArray(ids)}::int[]) as id`, actor, at))
  }

  /** logCreated() as one INSERT over `source` (SQL yielding an `id` column), e.g. a CTE of the statement that creates the rows. */
  createdLogSql (source: SQL, actor: ActorRef, at: number): SQL {
    const tb = this.spec.tables
    return sql`insert into ${sql.identifier(tb.log)} (${sql.identifier(tb.logKey)}, "from", "to", event, actor, actor_id, note, created_at)
      select s.id, null, ${this.spec.initial}::int, 'create', ${actor.kind}::text, ${actor.id}::int, '', ${at}::bigint from (${source}) as s`
  }

  timers (): Array<{ event: string, table: string, due: (at: number, settings: unknown) => SQL }> {
    return (Object.entries(this.spec.events) as Array<[E, EventDef<S, Row, Settings, Input>]>)
      .filter(([, t]) => t.after !== undefined)
      .map(([event]) => ({ event, table: this.spec.tables.table, due: (at: number, settings: unknown) => this.due(event, at, settings as Settings) }))
  }

  async fireAsSystem (tx: Db, ids: number[], event: string, at: number, settings: unknown): Promise<number[]> {
    return await this.fire(tx, ids, event as E, SYSTEM, { at, settings: settings as Settings })
  }
}

export function defineMachine<S extends number, E extends string, A extends string, Row extends { state: S }, Settings, Input = never> (
  spec: MachineSpec<S, E, A, Row, Settings, Input>
): Machine<S, E, A, Row, Settings, Input> {
  return new Machine(spec)
}
