import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { TaskJob } from '../../lib/scheduler'
import { Decimal } from '../../lib/money'
import { rows } from '../../lib/sql'
import { applyLedger } from '../wallet/ledger'
import { creditMany, type Credit } from './credit'
import { agentSettings } from './settings'
import { shanghaiDay } from './settle'
import { DIVIDEND, splitUp, type Upline } from './split'
import { MAX_DEPTH, platformAccountId } from './tree'

// The daily dividend (ECONOMY.md §3.6): each past day's pool (dividend_pools, filled by the
// settlements) is shared among node holders (user_economy.node_tier, written by the economy
// module) by tier weight. Out of each holder's share the holder's upline agents first get the
// dividend differential and equal-level bonuses (split.ts, the sale rules without the direct
// inviter's bonuses); the holder gets the rest. Shares are rounded down; what rounding (or a day
// without holders) leaves goes back to the platform account. Ledger: the platform account −pool
// (`dividend`, memo "dividend pool"); every holder and upline one row per bill type, its sum for the
// day; the platform +remainder (memo "dividend remainder"); all ref `dividend_pool` + day, so a
// day's positive rows sum to its pool exactly.
//
// Exactly once: the day's row is claimed by `UPDATE … SET settled_at WHERE settled_at IS NULL` in
// the transaction that pays it, so a second instance (blocked on the row lock) or a re-run finds it
// settled; a crash rolls the whole day back and the next run pays it.
//
// The uplines of 100 000 holders are walked in memory over one read of the inviter tree (id,
// inviter, level): a recursive CTE per holder would be 100 000 statements, one CTE for all of
// them millions of rows.

export interface DividendRun { day: string, pool: string, holders: number, paid: string, remainder: string }

export async function runDividends (db: Db, at: number): Promise<DividendRun[]> {
  const today = shanghaiDay(at)
  const days = await rows<{ day: string }>(db, sql`select day from dividend_pools where settled_at is null and day < ${today} order by day`)
  const out: DividendRun[] = []
  for (const { day } of days) {
    const r = await db.transaction(async (tx) => await payDay(tx as unknown as Db, day, at))
    if (r !== null) out.push(r)
  }
  return out
}

export async function payDay (tx: Db, day: string, at: number): Promise<DividendRun | null> {
  const [claimed] = await rows<{ amount: string }>(tx, sql`update dividend_pools set settled_at = ${at}
    where day = ${day} and settled_at is null returning amount::text`)
  if (claimed === undefined) return null
  const pool = new Decimal(claimed.amount)
  const s = await agentSettings(tx)
  // one read of every user: the inviter tree, and each one's node tier (the holders)
  const users = await rows<{ id: number, p: number | null, l: number, sys: boolean, t: number }>(tx, sql`select u.id, u.invite_user_id as p,
    u.agent_level as l, u.status = 'system' as sys, coalesce(e.node_tier, 0) as t
    from users u left join user_economy e on e.user_id = u.id order by u.id`)
  const weightOf = (tier: number): number => s.weights[tier] ?? 0
  const holders = users.filter((u) => !u.sys && Number(u.t) > 0)
  const total = holders.reduce((n, h) => n + weightOf(Number(h.t)), 0)
  const run: DividendRun = { day, pool: pool.toFixed(), holders: holders.length, paid: '0', remainder: pool.toFixed() }
  if (pool.lte(0) || total === 0) return run

  const tree = new Map(users.map((u) => [u.id, u]))
  const uplines = (id: number): Upline[] => {
    const chain: Upline[] = []
    let p = tree.get(id)?.p ?? null
    while (p !== null && chain.length < MAX_DEPTH) {
      const u = tree.get(p)
      if (u === undefined || u.sys) break
      chain.push({ userId: u.id, level: Number(u.l) })
      p = u.p
    }
    return chain
  }
  // a share depends on the weight only: a handful of divisions, not one per holder
  const shares = new Map<number, Decimal>()
  const shareOf = (w: number): Decimal => {
    let v = shares.get(w)
    if (v === undefined) shares.set(w, v = pool.times(w).dividedBy(total).toDecimalPlaces(8, Decimal.ROUND_DOWN))
    return v
  }
  // one credit per user and bill type for the day: an agent above a thousand holders earns one
  // `dividend_diff_bonus` row of the day's sum, not a thousand rows that differ only in amount
  // (they all carry the same reference, the day)
  const sums = new Map<string, Credit>()
  const add = (userId: number, billType: Credit['billType'], amount: Decimal): void => {
    const key = `${userId} ${billType}`
    const c = sums.get(key)
    if (c === undefined) sums.set(key, { userId, billType, amount, refId: day })
    else c.amount = c.amount.plus(amount)
  }
  let paid = new Decimal(0)
  for (const h of holders) {
    const w = weightOf(Number(h.t))
    if (w === 0) continue
    const share = shareOf(w)
    if (share.lte(0)) continue
    const split = splitUp(share, uplines(h.id), s.rates, DIVIDEND)
    for (const p of split.payouts) add(p.userId, p.billType, p.amount)
    if (split.rest.gt(0)) add(h.id, 'dividend', split.rest)
    paid = paid.plus(share)
  }
  // in user order, so the chunks take balance rows in the order concurrent settlements do
  const credits = [...sums.values()].sort((a, b) => a.userId - b.userId)
  const platform = await platformAccountId(tx)
  const taken = await applyLedger(tx, { userId: platform, asset: 'usdt', delta: pool.negated().toFixed(), billType: 'dividend', refType: 'dividend_pool', refId: day, memo: 'dividend pool' })
  if (taken === null) throw new Error(`dividend ${day}: the platform account does not hold the pool`)
  const remainder = pool.minus(paid)
  if (remainder.gt(0)) credits.push({ userId: platform, billType: 'dividend', amount: remainder, refId: day, memo: 'dividend remainder' })
  await creditMany(tx, 'usdt', 'dividend_pool', credits, at)
  return { ...run, paid: paid.toFixed(), remainder: remainder.toFixed() }
}

export const dividendJob: TaskJob = {
  name: 'agents.dividend',
  every: 600,
  run: async (db, at) => { await runDividends(db, at) }
}
