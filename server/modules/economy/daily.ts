import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { TaskJob } from '../../lib/scheduler'
import { rows } from '../../lib/sql'
import { platformAccountId } from '../../lib/platform-account'
import { DAY } from '../../lib/time'
import { walletSettings } from '../wallet/settings'
import { settingsOf } from './settings'

// The daily jobs (ECONOMY §3.6): BBC emission by computing power, points appreciation, voucher
// expiry. Each settles a finished day (Asia/Shanghai) exactly once: its first statement inserts
// the (job, day) claim into economy_days, in the transaction that then moves every balance in ONE
// set-based statement (balances upserted, a ledger row per user with the balance after). A second
// instance blocks on that key until the first commits and then finds it taken; a crash rolls the
// claim back with the work, so the next run does the whole day. 100 000 users: bench/economy.ts.

export type DailyJob = 'emission' | 'points' | 'vouchers'

const SHANGHAI = 8 * 3600

/** The platform's calendar day of a moment, 'YYYY-MM-DD' (UTC+8, no daylight saving). */
export function shanghaiDay (at: number): string {
  return new Date((at + SHANGHAI) * 1000).toISOString().slice(0, 10)
}

/** The first second of a day (UTC+8). */
export function dayStart (day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 1000 - SHANGHAI
}

/** The last finished day at `at`. */
export function lastFinishedDay (at: number): string {
  return shanghaiDay(at - DAY)
}

export interface DayResult { day: string, settled: boolean, total: string, users: number }

/** Test hook: runs inside the day's transaction after the work and before the commit (a crash there rolls it all back). */
export type BeforeCommit = (tx: Db) => Promise<void>

async function claimed (tx: Db, job: DailyJob, day: string, at: number): Promise<boolean> {
  const r = await rows<{ day: string }>(tx, sql`insert into economy_days (job, day, done_at) values (${job}, ${day}, ${at}) on conflict do nothing returning day`)
  return r.length === 1
}

async function finish (tx: Db, job: DailyJob, day: string, moved: SQL_ROWS): Promise<DayResult> {
  const [r] = await rows<{ total: string, users: number }>(tx, sql`
    update economy_days set total = ${moved.total}::numeric, users = ${moved.users} where job = ${job} and day = ${day}
    returning total::text as total, users`)
  return { day, settled: true, total: r.total, users: r.users }
}
interface SQL_ROWS { total: string, users: number }

async function runDay (db: Db, job: DailyJob, day: string, at: number, work: (tx: Db) => Promise<SQL_ROWS>, beforeCommit?: BeforeCommit): Promise<DayResult> {
  return await db.transaction(async (t) => {
    const tx = t as unknown as Db
    if (!await claimed(tx, job, day, at)) return { day, settled: false, total: '0', users: 0 }
    const out = await finish(tx, job, day, await work(tx))
    await beforeCommit?.(tx)
    return out
  })
}

/** What the ledger CTE `led` moved: its sum and count. */
const MOVED = sql`select coalesce(sum(delta), 0)::text as total, count(*)::int as users from led`

/**
 * BBC emission: daily_bbc_emission shared by power / Σ power (rounded down to 8 decimals); what the
 * rounding leaves goes to the platform account (ECONOMY.md §3.6), so the day's rows add up to the
 * emission exactly. Ledger `reward`, ref economy_day:<day>.
 */
export async function emitBbc (db: Db, emission: string, day: string, at: number, beforeCommit?: BeforeCommit): Promise<DayResult> {
  return await runDay(db, 'emission', day, at, async (tx) => {
    const platform = await platformAccountId(tx)
    const [r] = await rows<SQL_ROWS>(tx, sql`
      with pw as (select user_id, power from user_economy where power > 0),
      g as (select sum(power) as s from pw),
      raw as (select pw.user_id, pw.power, trunc(pw.power * ${emission}::numeric / g.s, 8) as amt from pw, g),
      rem as (select ${emission}::numeric - coalesce(sum(amt), 0) as r from raw),
      nz as (select user_id, amt from raw where amt > 0 and user_id <> ${platform}
             union all select ${platform}::int, r from rem where r > 0 and exists (select 1 from raw)),
      bal as (insert into balances (user_id, asset, amount) select user_id, 'bbc', amt from nz where amt > 0
              on conflict (user_id, asset) do update set amount = balances.amount + excluded.amount returning user_id, amount),
      led as (insert into ledger (user_id, asset, bill_type, delta, balance_after, ref_type, ref_id, memo, created_at)
              select b.user_id, 'bbc', 'reward', nz.amt, b.amount, 'economy_day', ${day}, 'BBC emission', ${at}::bigint
              from bal b join nz using (user_id) returning delta)
      ${MOVED}`)
    return r
  }, beforeCommit)
}

/** Points appreciation: every holder gets floor(score × points_daily_rate) → `points_up`. */
export async function appreciatePoints (db: Db, rate: string, day: string, at: number, beforeCommit?: BeforeCommit): Promise<DayResult> {
  return await runDay(db, 'points', day, at, async (tx) => {
    const [r] = await rows<SQL_ROWS>(tx, sql`
      with up as (select user_id, floor(amount * ${rate}::numeric) as amt from balances where asset = 'score' and amount > 0),
      nz as (select * from up where amt > 0),
      bal as (update balances b set amount = b.amount + nz.amt from nz where b.user_id = nz.user_id and b.asset = 'score' returning b.user_id, b.amount),
      led as (insert into ledger (user_id, asset, bill_type, delta, balance_after, ref_type, ref_id, memo, created_at)
              select b.user_id, 'score', 'points_up', nz.amt, b.amount, 'economy_day', ${day}, 'points appreciation', ${at}::bigint
              from bal b join nz using (user_id) returning delta)
      ${MOVED}`)
    return r
  }, beforeCommit)
}

/**
 * Voucher expiry: a credit expires voucher_days after it; vouchers are spent oldest first, so what
 * is left of the credits older than the cut-off is (those credits − everything taken out so far,
 * earlier expiries included), when positive. Ledger `system` (negative), memo "voucher expired".
 * The cut-off is the end of the settled day minus voucher_days.
 */
export async function expireVouchers (db: Db, days: number, day: string, at: number, beforeCommit?: BeforeCommit): Promise<DayResult> {
  const cutoff = dayStart(day) + DAY - days * DAY
  return await runDay(db, 'vouchers', day, at, async (tx) => {
    const [r] = await rows<SQL_ROWS>(tx, sql`
      with holders as (select user_id, amount as held from balances where asset = 'voucher' and amount > 0),
      c as (select l.user_id, min(h.held) as held,
                   coalesce(sum(l.delta) filter (where l.delta > 0 and l.created_at < ${cutoff}), 0) as old_credits,
                   coalesce(-sum(l.delta) filter (where l.delta < 0), 0) as taken
            from ledger l join holders h using (user_id) where l.asset = 'voucher' group by l.user_id),
      nz as (select user_id, least(old_credits - taken, held) as amt from c where old_credits - taken > 0),
      bal as (update balances b set amount = b.amount - nz.amt from nz
              where b.user_id = nz.user_id and b.asset = 'voucher' returning b.user_id, b.amount),
      led as (insert into ledger (user_id, asset, bill_type, delta, balance_after, ref_type, ref_id, memo, created_at)
              select b.user_id, 'voucher', 'system', -nz.amt, b.amount, 'economy_day', ${day}, 'voucher expired', ${at}::bigint
              from bal b join nz using (user_id) returning delta)
      ${MOVED}`)
    return r
  }, beforeCommit)
}

/** The scheduler's jobs: each settles the last finished day when it has not been settled yet (cheap no-op otherwise). */
export const dailyJobs: TaskJob[] = [
  {
    name: 'economy.emission',
    every: 300,
    run: async (db, at, ctx) => { await emitBbc(db, (await settingsOf(ctx)).daily_bbc_emission, lastFinishedDay(at), at) }
  },
  {
    name: 'economy.points',
    every: 300,
    run: async (db, at, ctx) => { await appreciatePoints(db, (await settingsOf(ctx)).points_daily_rate, lastFinishedDay(at), at) }
  },
  {
    // the wallet shows each credit's expiry from its own voucher_days, so expiry reads the same number
    name: 'economy.vouchers',
    every: 300,
    run: async (db, at) => { await expireVouchers(db, (await walletSettings(db)).voucher_days, lastFinishedDay(at), at) }
  }
]
