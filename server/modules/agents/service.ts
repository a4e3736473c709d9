import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { colIn } from '../../lib/content'
import { refuse, type Refusal } from '../../lib/envelope'
import type { Lang } from '../../lib/i18n'
import { amount, Decimal } from '../../lib/money'
import type { Page } from '../../lib/paging'
import { paginated } from '../../lib/paging'
import { rows } from '../../lib/sql'
import { now } from '../../lib/time'
import { inTransaction } from '../../lib/tx'
import { inviteLink } from '../user/service'
import { REVENUE_TYPES, type AgencyGoods, type AgencyShop, type AgentCenter, type Earnings, type InviterInfo, type RevenueRow, type RevenueType, type TeamMember, type TeamScope } from '../../../types/agents'
import type { Paginated } from '../../../types/envelope'
import { agentSettings } from './settings'
import { shanghaiDay } from './settle'
import { isInTeamOf, MAX_DEPTH, PLATFORM_CODE, teamSummary } from './tree'

// What the invitation, team and agent screens read and the two things they change (binding an
// inviter, the agency shop's front). Every query is the caller's own; team questions are
// recursive CTEs capped at MAX_DEPTH.

const REVENUE_SQL = sql.raw(REVENUE_TYPES.map((t) => `'${t}'`).join(', '))

async function figures (db: Db, userId: number): Promise<{ power: string, contribute: string, team: string, community: string }> {
  const [e] = await rows<{ power: string, contribute: string, team: string, community: string }>(db, sql`select power::text, contribute_amount::text as contribute,
    team_amount::text as team, community_amount::text as community from user_economy where user_id = ${userId}`)
  return e ?? { power: '0', contribute: '0', team: '0', community: '0' }
}

export async function inviterInfo (db: Db, userId: number, base: string): Promise<InviterInfo> {
  const [u] = await rows<{ code: string, wallet: string | null, inviter: number | null }>(db, sql`select invite_code as code, wallet_address as wallet, invite_user_id as inviter from users where id = ${userId}`)
  const [inv] = u.inviter === null ? [] : await rows<{ nickname: string, avatar: string, code: string }>(db, sql`select nickname, avatar, invite_code as code from users where id = ${u.inviter}`)
  const f = await figures(db, userId)
  return {
    invite_code: u.code,
    invite_link: inviteLink(base, u.code),
    inviter: inv === undefined ? null : { nickname: inv.nickname, avatar: inv.avatar, invite_code: inv.code },
    wallet_address: u.wallet ?? '',
    power: amount(f.power),
    contribute_amount: amount(f.contribute)
  }
}

/**
 * Binds an inviter to a user who has none (spec: invite codes bind at first login; the inviter
 * page lets someone who came without one bind later). Refused: one's own code, an unknown code,
 * a code from one's own team (a cycle), and when an inviter is already bound. Binds are
 * serialised by one advisory lock, so two users binding each other at once cannot make a cycle.
 */
export async function bindInviter (db: Db, userId: number, code: string): Promise<null | Refusal> {
  const wanted = code.trim().toUpperCase()
  if (wanted === '' || wanted.toLowerCase() === PLATFORM_CODE) return refuse('agents.code_unknown')
  return await inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(1503)`)
    const [inviter] = await rows<{ id: number }>(tx, sql`select id from users where invite_code = ${wanted} and status <> 'system'`)
    if (inviter === undefined) return refuse('agents.code_unknown')
    if (inviter.id === userId) return refuse('agents.code_own')
    const [me] = await rows<{ inviter: number | null }>(tx, sql`select invite_user_id as inviter from users where id = ${userId} for update`)
    if (me.inviter !== null) return refuse('agents.already_bound')
    if (await isInTeamOf(tx, userId, inviter.id)) return refuse('agents.code_cycle')
    await tx.execute(sql`update users set invite_user_id = ${inviter.id} where id = ${userId} and invite_user_id is null`)
    return null
  })
}

export async function teamList (db: Db, userId: number, scope: TeamScope, p: Page): Promise<Paginated<TeamMember>> {
  if (p.beyond) return paginated(p, 0, [])
  const depthCap = scope === 'direct' ? 1 : MAX_DEPTH
  const r = await rows<{ id: number, nickname: string, avatar: string, depth: number, level: number, contribution: string, join: number, total: number }>(db, sql`with recursive down(id, depth) as (
      select id, 1 from users where invite_user_id = ${userId}
      union all
      select u.id, down.depth + 1 from down join users u on u.invite_user_id = down.id where down.depth < ${depthCap}
    )
    select u.id, u.nickname, u.avatar, down.depth, u.agent_level as level, u.join_time as join,
      coalesce((select sum(value) from agent_settlements s where s.buyer_id = u.id and s.reversed_at is null), 0)::text as contribution,
      count(*) over ()::int as total
    from down join users u on u.id = down.id
    order by down.depth, u.join_time desc, u.id desc limit ${p.limit} offset ${p.offset}`)
  const total = r[0]?.total ?? (p.offset > 0 ? await countTeam(db, userId, depthCap) : 0)
  return paginated(p, Number(total), r.map((x) => ({
    id: x.id, nickname: x.nickname, avatar: x.avatar, depth: Number(x.depth), agent_level: Number(x.level), contribution: amount(x.contribution), join_time: Number(x.join)
  })))
}

async function countTeam (db: Db, userId: number, depthCap: number): Promise<number> {
  const [r] = await rows<{ n: number }>(db, sql`with recursive down(id, depth) as (
      select id, 1 from users where invite_user_id = ${userId}
      union all
      select u.id, down.depth + 1 from down join users u on u.invite_user_id = down.id where down.depth < ${depthCap}
    ) select count(*)::int as n from down`)
  return Number(r.n)
}

export async function earnings (db: Db, userId: number, at = now()): Promise<Earnings> {
  const byType = await rows<{ type: RevenueType, amount: string }>(db, sql`select bill_type as type, sum(delta)::text as amount from ledger
    where user_id = ${userId} and asset = 'usdt' and bill_type in (${REVENUE_SQL}) group by bill_type`)
  const since = at - 30 * 86400
  const byDay = await rows<{ day: string, amount: string }>(db, sql`select to_char(to_timestamp(created_at + 28800) at time zone 'UTC', 'YYYY-MM-DD') as day, sum(delta)::text as amount
    from ledger where user_id = ${userId} and asset = 'usdt' and bill_type in (${REVENUE_SQL}) and created_at >= ${since}
    group by 1 order by 1 desc`)
  const total = byType.reduce((s, r) => s.plus(r.amount), new Decimal(0))
  const order = new Map(REVENUE_TYPES.map((t, i) => [t, i]))
  return {
    total: amount(total),
    by_type: REVENUE_TYPES.map((type) => ({ type, amount: amount(byType.find((r) => r.type === type)?.amount ?? 0) })).sort((a, b) => (order.get(a.type) ?? 0) - (order.get(b.type) ?? 0)),
    by_day: byDay.map((r) => ({ day: r.day, amount: amount(r.amount) }))
  }
}

export async function agentCenter (db: Db, userId: number, at = now()): Promise<AgentCenter> {
  const s = await agentSettings(db)
  const [u] = await rows<{ level: number, direct: number }>(db, sql`select agent_level as level, (select count(*)::int from users c where c.invite_user_id = ${userId}) as direct from users where id = ${userId}`)
  const f = await figures(db, userId)
  const team = await teamSummary(db, userId)
  const today = shanghaiDay(at)
  const dayStart = Math.floor(Date.parse(`${today}T00:00:00+08:00`) / 1000)
  const monthStart = Math.floor(Date.parse(`${today.slice(0, 7)}-01T00:00:00+08:00`) / 1000)
  const [rev] = await rows<{ total: string, today: string, month: string }>(db, sql`select coalesce(sum(delta), 0)::text as total,
      coalesce(sum(delta) filter (where created_at >= ${dayStart}), 0)::text as today,
      coalesce(sum(delta) filter (where created_at >= ${monthStart}), 0)::text as month
    from ledger where user_id = ${userId} and asset = 'usdt' and bill_type in (${REVENUE_SQL})`)
  const level = Number(u.level)
  const next = level >= 5 ? null : { level: level + 1, team_amount: amount(s.levels[level + 1].team), direct: s.levels[level + 1].direct }
  return {
    agent_level: level,
    next,
    team_amount: amount(f.team),
    direct_count: Number(u.direct),
    team_size: team.size,
    community_amount: amount(f.community),
    revenue: { total: amount(rev.total), today: amount(rev.today), month: amount(rev.month) }
  }
}

export async function revenueList (db: Db, userId: number, type: RevenueType | undefined, p: Page): Promise<Paginated<RevenueRow>> {
  if (p.beyond) return paginated(p, 0, [])
  const filter = type === undefined ? sql`bill_type in (${REVENUE_SQL})` : sql`bill_type = ${type}`
  const [c] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ledger where user_id = ${userId} and asset = 'usdt' and ${filter}`)
  const r = await rows<{ id: number, type: RevenueType, amount: string, ref_type: string, ref_id: string, created_at: number }>(db, sql`select id, bill_type as type, delta::text as amount, ref_type, ref_id, created_at
    from ledger where user_id = ${userId} and asset = 'usdt' and ${filter} order by id desc limit ${p.limit} offset ${p.offset}`)
  return paginated(p, Number(c.n), r.map((x) => ({ ...x, amount: amount(x.amount), created_at: Number(x.created_at) })))
}

/** Goods with a profit share, each with the bonus the caller would earn when a direct invitee buys one. */
export async function agencyGoods (db: Db, userId: number, base: string, p: Page, lang: Lang): Promise<Paginated<AgencyGoods>> {
  if (p.beyond) return paginated(p, 0, [])
  const s = await agentSettings(db)
  const [u] = await rows<{ level: number, code: string }>(db, sql`select agent_level as level, invite_code as code from users where id = ${userId}`)
  const level = Number(u.level)
  const rate = s.rates.direct.plus(level > 0 ? s.rates.agentDirect.plus(s.rates.diff[level]) : 0)
  const [c] = await rows<{ n: number }>(db, sql`select count(*)::int as n from goods g join shops sh on sh.id = g.shop_id where g.status = 'normal' and g.profit_ratio > 0`)
  const r = await rows<{ id: number, title: string, image: string, price: string, ratio: string }>(db, sql`select g.id, ${colIn(lang, sql`g.title`, sql`g.title_en`)} as title, g.image, g.price::text, g.profit_ratio::text as ratio
    from goods g join shops sh on sh.id = g.shop_id where g.status = 'normal' and g.profit_ratio > 0
    order by g.profit_ratio * g.price desc, g.id limit ${p.limit} offset ${p.offset}`)
  return paginated(p, Number(c.n), r.map((g) => ({
    id: g.id,
    title: g.title,
    image: g.image,
    price: new Decimal(g.price).toFixed(2),
    profit_ratio: new Decimal(g.ratio).toFixed(2),
    bonus: amount(new Decimal(g.price).times(g.ratio).times(Decimal.min(rate, 1)).toDecimalPlaces(2, Decimal.ROUND_DOWN)),
    share_link: `${base}/#/pages/product/goods?id=${g.id}&invite_code=${encodeURIComponent(u.code)}`
  })))
}

export async function agencyShop (db: Db, userId: number): Promise<AgencyShop> {
  const [r] = await rows<AgencyShop>(db, sql`select name, intro, logo, header from agent_shops where user_id = ${userId}`)
  if (r !== undefined) return r
  const [u] = await rows<{ nickname: string, avatar: string }>(db, sql`select nickname, avatar from users where id = ${userId}`)
  return { name: u.nickname, intro: '', logo: u.avatar, header: '' }
}

/** `logo` / `header`: the caller's own uploads (checked by the route with servedImagePath) or ''. */
export async function saveAgencyShop (db: Db, userId: number, shop: AgencyShop, at = now()): Promise<void> {
  await db.execute(sql`insert into agent_shops (user_id, name, intro, logo, header, updated_at)
    values (${userId}, ${shop.name}, ${shop.intro}, ${shop.logo}, ${shop.header}, ${at})
    on conflict (user_id) do update set name = excluded.name, intro = excluded.intro, logo = excluded.logo, header = excluded.header, updated_at = excluded.updated_at`)
}
