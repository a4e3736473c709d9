import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rows } from '../../lib/sql'
import { DAY, now as clock } from '../../lib/time'
import { forgetOldCodes } from '../pay/password'
import { forgetOldKeys } from './idempotency'
import { SYSTEM } from './machine'
import { closeOrders, completeOrders, receiveOrders, type TimerSettings } from './service'

// The order timers (study §4.1): unpaid orders close after ORDER_CLOSE_MINUTES (their stock goes
// back), shipped orders are received after ORDER_CONFIRM_DAYS (escrow released), received orders
// complete after ORDER_REVIEW_DAYS with a default five-star review. Due orders are claimed 50 at a
// time with SELECT … FOR UPDATE SKIP LOCKED inside the transaction that moves them, so any number of
// server instances can run the scheduler without doing anything twice. The clock is a parameter:
// tests call runDueTimers with the time they want.

export const BATCH = 50

export interface TimerDeps {
  timers: TimerSettings
  /** told about failures of the scheduler */
  log?: { error: (obj: unknown, msg: string) => void }
}

export interface TimerRun { closed: number[], confirmed: number[], reviewed: number[] }

/** Claims due orders in batches and applies `move` to each batch in its own transaction. */
async function sweep (db: Db, due: SQL, move: (tx: Db, ids: number[]) => Promise<number[]>): Promise<number[]> {
  const all: number[] = []
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const t = tx as unknown as Db
      const claimed = await rows<{ id: number }>(t, sql`select id from orders where ${due} order by id limit ${sql.raw(String(BATCH))} for update skip locked`)
      if (claimed.length === 0) return { claimed: 0, moved: [] as number[] }
      return { claimed: claimed.length, moved: await move(t, claimed.map((r) => r.id)) }
    })
    all.push(...batch.moved)
    if (batch.claimed < BATCH || batch.moved.length === 0) return all
  }
}

/** Everything due at `at`, as the system. */
export async function runDueTimers (db: Db, at: number, deps: TimerDeps): Promise<TimerRun> {
  const { closeMinutes, confirmDays, reviewDays } = deps.timers
  const closed = await sweep(db, sql`state = 1 and created_at <= ${at - closeMinutes * 60}`,
    async (tx, ids) => await closeOrders(tx, ids, 'auto_close', SYSTEM, at))
  const confirmed = await sweep(db, sql`state = 3 and delivertime <= ${at - confirmDays * DAY}`,
    async (tx, ids) => await receiveOrders(tx, ids, 'auto_confirm', SYSTEM, at))
  const reviewed = await sweep(db, sql`state = 4 and taketime <= ${at - reviewDays * DAY}`,
    async (tx, ids) => await completeOrders(tx, ids, 'auto_review', SYSTEM, at, () => [], { describe: 5, service: 5, deliver: 5, logistics: 5 }))
  await forgetOldKeys(db, at)
  await forgetOldCodes(db, at)
  return { closed, confirmed, reviewed }
}

export interface Scheduler { stop: () => Promise<void> }

/** Runs the timers every `intervalSeconds` (never two runs at once in this process). */
export function startOrderScheduler (db: Db, intervalSeconds: number, deps: TimerDeps, now: () => number = clock): Scheduler {
  let running: Promise<void> | null = null
  const tick = (): void => {
    if (running !== null) return
    running = runDueTimers(db, now(), deps)
      .then(() => {}, (err: unknown) => { deps.log?.error({ err }, 'order timers failed') })
      .finally(() => { running = null })
  }
  const timer = setInterval(tick, intervalSeconds * 1000)
  timer.unref()
  tick()
  return {
    stop: async () => {
      clearInterval(timer)
      if (running !== null) await running
    }
  }
}
