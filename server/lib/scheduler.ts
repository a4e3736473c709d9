import { sql, type SQL } from 'drizzle-orm'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { rows } from './sql'
import { now as clock } from './time'
import type { AnyMachine } from './state-machine'

// The job registry and its sweep. A row job names a table, a due-row condition and a handler: due
// rows are claimed BATCH at a time with SELECT … FOR UPDATE SKIP LOCKED inside the transaction that
// handles them, so any number of server instances can run the scheduler without handling a row
// twice. A task job just runs (clean-ups). Machines declare their timed events; machineJobs()
// turns them into row jobs. The clock is a parameter: tests call runJobs with the time they want.

export const BATCH = 50

export interface JobContext { db: Db, config: Config }

export interface RowJob {
  name: string
  /** seconds between runs (default: every tick of the scheduler) */
  every?: number
  table: string
  due: (at: number, ctx: JobContext) => SQL
  /** handles claimed rows inside the claiming transaction; returns the ids it handled */
  handle: (tx: Db, ids: number[], at: number, ctx: JobContext) => Promise<number[]>
}

export interface TaskJob {
  name: string
  every?: number
  run: (db: Db, at: number, ctx: JobContext) => Promise<void>
}

export type Job = RowJob | TaskJob

/** The timed events of a machine as row jobs named `<machine>.<event>`, fired as the system. */
export function machineJobs (machine: AnyMachine, settingsOf: (config: Config) => unknown): RowJob[] {
  return machine.timers().map((t) => ({
    name: `${machine.name}.${t.event}`,
    table: t.table,
    due: (at, ctx) => t.due(at, settingsOf(ctx.config)),
    handle: async (tx, ids, at, ctx) => await machine.fireAsSystem(tx, ids, t.event, at, settingsOf(ctx.config))
  }))
}

/** Claims due rows in batches and hands each batch to the job in its own transaction. */
async function sweep (job: RowJob, at: number, ctx: JobContext): Promise<number[]> {
  const all: number[] = []
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const t = tx as unknown as Db
      const claimed = await rows<{ id: number }>(t, sql`select id from ${sql.identifier(job.table)} where ${job.due(at, ctx)} order by id limit ${sql.raw(String(BATCH))} for update skip locked`)
      if (claimed.length === 0) return { claimed: 0, handled: [] as number[] }
      return { claimed: claimed.length, handled: await job.handle(t, claimed.map((r) => r.id), at, ctx) }
    })
    all.push(...batch.handled)
    if (batch.claimed < BATCH || batch.handled.length === 0) return all
  }
}

/** Runs one job at `at`; a row job returns the ids it handled. */
export async function runJob (job: Job, at: number, ctx: JobContext): Promise<number[]> {
  if ('run' in job) { await job.run(ctx.db, at, ctx); return [] }
  return await sweep(job, at, ctx)
}

/** Runs the jobs (in order) at `at`: job name → ids handled. */
export async function runJobs (jobs: readonly Job[], at: number, ctx: JobContext): Promise<Record<string, number[]>> {
  const out: Record<string, number[]> = {}
  for (const job of jobs) out[job.name] = await runJob(job, at, ctx)
  return out
}

/** Every name once: two jobs of one name would be indistinguishable in logs and results. */
export function checkJobs (jobs: readonly Job[]): void {
  const seen = new Set<string>()
  for (const j of jobs) {
    if (seen.has(j.name)) throw new Error(`scheduler: two jobs named ${j.name}`)
    seen.add(j.name)
  }
}

export interface Scheduler { stop: () => Promise<void> }

export interface SchedulerOptions {
  /** seconds between ticks */
  tickSeconds: number
  now?: () => number
  log?: { error: (obj: unknown, msg: string) => void }
}

/** Runs the due jobs every tick (never two ticks at once in this process; a job with `every` waits that long between runs). */
export function startScheduler (jobs: readonly Job[], ctx: JobContext, opts: SchedulerOptions): Scheduler {
  const now = opts.now ?? clock
  const lastRun = new Map<string, number>()
  let running: Promise<void> | null = null
  const tickOnce = async (): Promise<void> => {
    const at = now()
    for (const job of jobs) {
      const last = lastRun.get(job.name)
      if (last !== undefined && job.every !== undefined && at - last < job.every) continue
      lastRun.set(job.name, at)
      try {
        await runJob(job, at, ctx)
      } catch (err) {
        opts.log?.error({ err, job: job.name }, 'scheduled job failed')
      }
    }
  }
  const tick = (): void => {
    if (running !== null) return
    running = tickOnce().finally(() => { running = null })
  }
  const timer = setInterval(tick, opts.tickSeconds * 1000)
  timer.unref()
  tick()
  return {
    stop: async () => {
      clearInterval(timer)
      if (running !== null) await running
    }
  }
}
