import { Type } from '@fastify/type-provider-typebox'
import { sql } from 'drizzle-orm'
import type { App } from '../../context'
import type { Db } from '../../db/client'
import { ok } from '../../lib/envelope'
import { amount } from '../../lib/money'
import { rows } from '../../lib/sql'
import { now } from '../../lib/time'
import type { EconomyAdminFigures } from '../../../types/economy'
import { lastFinishedDay, shanghaiDay } from './daily'
import { economySettings } from './settings'
import type { Config } from '../../config'

// The console's read-only Economy page (finance): network figures, the last settled day's
// emission, points and voucher runs, today's dividend pool (written by the agents domain) and
// how many users hold each node tier.

export async function economyFigures (db: Db, config: Config, at = now()): Promise<EconomyAdminFigures> {
  const day = lastFinishedDay(at)
  const today = shanghaiDay(at)
  const [n] = await rows<{ power: string, contribution: string, destroyed: string, pledged: string, t1: number, t2: number, t3: number }>(db, sql`
    select (select coalesce(sum(power), 0) from user_economy)::text as power,
      (select coalesce(sum(contribute_amount), 0) from user_economy)::text as contribution,
      (select greatest(0, coalesce(-sum(delta), 0)) from ledger where asset = 'bbc' and bill_type in ('goods', 'groups', 'refund', 'groups_refund') and ref_type = 'order')::text as destroyed,
      (select coalesce(sum(amount), 0) from pledges where state in (1, 2))::text as pledged,
      (select count(*) from user_economy where node_tier = 1)::int as t1,
      (select count(*) from user_economy where node_tier = 2)::int as t2,
      (select count(*) from user_economy where node_tier = 3)::int as t3`)
  const days = await rows<{ job: string, total: string, users: number }>(db, sql`select job, total::text as total, users from economy_days where day = ${day}`)
  const run = (job: string): EconomyAdminFigures['emission'] => {
    const r = days.find((d) => d.job === job)
    return r === undefined ? null : { day, total: amount(r.total), users: r.users }
  }
  const [pool] = await rows<{ amount: string, settled: boolean }>(db, sql`select amount::text as amount, settled_at is not null as settled from dividend_pools where day = ${today}`)
  return {
    global_power: amount(n.power),
    global_contribute_amount: amount(n.contribution),
    destroy_amount: amount(n.destroyed),
    pledged: amount(n.pledged),
    tier_counts: { ordinary: n.t1, senior: n.t2, super: n.t3 },
    today,
    emission: run('emission'),
    points: run('points'),
    vouchers: run('vouchers'),
    pool: pool === undefined ? null : { day: today, amount: amount(pool.amount), settled: pool.settled },
    daily_bbc_emission: amount((await economySettings(db, config)).daily_bbc_emission)
  }
}

export default async function economyAdminRoutes (app: App): Promise<void> {
  app.get('/economy', { config: { admin: ['finance'] }, schema: { querystring: Type.Object({}) } }, async () => ok(await economyFigures(app.ctx.db, app.ctx.config)))
}
