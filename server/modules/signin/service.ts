import { sql } from 'drizzle-orm'
import type { Paginated } from '../../../types/envelope'
import type { SigninLogItem, SigninRankItem, SigninResult, SigninState } from '../../../types/signin'
import type { Db } from '../../db/client'
import { refuse, type Refusal } from '../../lib/envelope'
import { paginated, type Page } from '../../lib/paging'
import { rows } from '../../lib/sql'
import { DAY, now } from '../../lib/time'
import { inTransaction } from '../../lib/tx'
import { applyLedger } from '../wallet/ledger'

// Daily sign-in: one row per user and Shanghai day (a unique index, so two sign-ins racing on one
// day make one row and one reward), the streak carried from yesterday's row, points credited
// through the ledger (bill type reward, ref signin + the row's id) in the same transaction.

/** Points for day 1…7 of a streak; a longer streak keeps earning the last. */
export const SIGNIN_REWARDS = [10, 20, 30, 40, 50, 60, 100] as const

const SHANGHAI = 8 * 3600

/** The day of a moment in Asia/Shanghai (UTC+8, no daylight saving), YYYY-MM-DD. */
export function shanghaiDay (at: number): string {
  return new Date((at + SHANGHAI) * 1000).toISOString().slice(0, 10)
}

export function rewardFor (successions: number): number {
  return SIGNIN_REWARDS[Math.min(successions, SIGNIN_REWARDS.length) - 1]
}

export async function signIn (db: Db, userId: number, at = now()): Promise<SigninResult | Refusal> {
  const day = shanghaiDay(at)
  const yesterday = shanghaiDay(at - DAY)
  return await inTransaction<SigninResult>(db, async (tx) => {
    // the unique (user, day) index decides a race: the loser inserts nothing
    const [made] = await rows<{ id: number, successions: number }>(tx, sql`
      insert into signins (user_id, day, successions, score, created_at)
      select ${userId}::int, ${day}, s.n, 0, ${at}::bigint
      from (select coalesce((select successions from signins where user_id = ${userId}::int and day = ${yesterday}), 0) + 1 as n) s
      on conflict (user_id, day) do nothing
      returning id, successions`)
    if (made === undefined) return refuse('signin.already')
    const score = rewardFor(made.successions)
    await tx.execute(sql`update signins set score = ${score}::int where id = ${made.id}::int`)
    const after = await applyLedger(tx, { userId, asset: 'score', delta: String(score), billType: 'reward', refType: 'signin', refId: made.id, memo: `signin ${day}` })
    if (after === null) throw new Error('sign-in reward could not be credited')
    return { day, successions: made.successions, score }
  })
}

export async function signinState (db: Db, userId: number, month: string | undefined, at = now()): Promise<SigninState | Refusal> {
  const today = shanghaiDay(at)
  const m = month ?? today.slice(0, 7)
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(m)) return refuse('signin.month_invalid')
  const [s] = await rows<{ last: string | null, successions: number | null, best: number | null }>(db, sql`
    select (select day from signins where user_id = ${userId}::int order by day desc limit 1) as last,
      (select successions from signins where user_id = ${userId}::int order by day desc limit 1) as successions,
      (select max(successions) from signins where user_id = ${userId}::int) as best`)
  const days = await rows<{ day: string }>(db, sql`select day from signins where user_id = ${userId}::int and day like ${`${m}-%`} order by day`)
  const yesterday = shanghaiDay(at - DAY)
  // a streak lives while its last day is today or yesterday
  const alive = s.last === today || s.last === yesterday
  const successions = alive ? s.successions ?? 0 : 0
  return {
    today,
    signed_today: s.last === today,
    successions,
    maxsuccessions: s.best ?? 0,
    month: m,
    days: days.map((d) => d.day),
    rewards: [...SIGNIN_REWARDS],
    next_reward: rewardFor(s.last === today ? successions : successions + 1)
  }
}

export async function signinLog (db: Db, userId: number, p: Page): Promise<Paginated<SigninLogItem>> {
  const [{ n }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from signins where user_id = ${userId}::int`)
  const list = await rows<SigninLogItem>(db, sql`select id, day, successions, score, created_at from signins where user_id = ${userId}::int
    order by day desc limit ${p.limit} offset ${p.offset}`)
  return paginated(p, n, list)
}

/** The best streaks (ties: more days signed, then who got there first); top 50. */
export async function signinRank (db: Db): Promise<SigninRankItem[]> {
  const list = await rows<Omit<SigninRankItem, 'rank'>>(db, sql`
    select u.id as user_id, u.nickname, u.avatar, r.best as maxsuccessions, r.days
    from (select user_id, max(successions)::int as best, count(*)::int as days, min(created_at) as first from signins group by user_id) r
    join users u on u.id = r.user_id
    order by r.best desc, r.days desc, r.first, u.id limit 50`)
  return list.map((r, i) => ({ rank: i + 1, ...r }))
}
