import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { refuse, type Refusal } from '../../lib/envelope'
import { Decimal } from '../../lib/money'
import { rows } from '../../lib/sql'
import { now } from '../../lib/time'
import { applyLedger, ledgerPartsCtes } from '../wallet/ledger'
import { creditCtes, type Credit } from './credit'
import { agentSettings, parseAgentSettings, type AgentSettings } from './settings'
import { SALE, splitUp, type Upline } from './split'
import { PLATFORM_CODE, platformAccountId, uplinesCte, uplinesOf } from './tree'

// The settlement of a sale (ECONOMY.md §3.5), run by the order machine's completion effect
// (comment / auto_review) in the transaction that completes the order — so after the after-sales
// window, and exactly once: the `agent_settlements` row is claimed first (primary key = order), and
// a second completion, another instance's timer or a retry after a crash finds it taken.
//
// Money: the goods' net value (paid − refunded, per line) × the goods' profit_ratio is the profit
// pool P. The merchant was credited the whole escrow a statement before; P is taken back from the
// merchant (`goods`, memo "profit share") and shared up the buyer's inviter chain (split.ts); the
// rest goes to the platform account for the day's dividend pool (`system`, memo "dividend pool").
// Merchant −P, uplines + platform +P: every settlement sums to zero. Bonuses are USDT, so only an
// order paid in USDT has a pool (one paid in BBC or points credited the merchant in that asset);
// its buyer still gets power and points and its uplines the contribution and team performance.

/** The platform day (Asia/Shanghai) of a moment: the dividend pool's key. */
export function shanghaiDay (at: number): string {
  return new Date((at + 8 * 3600) * 1000).toISOString().slice(0, 10)
}

export interface Settled { orderId: number, profit: string, pool: string, value: string }

/** Settles each completed order once (the order machine's completion effect). */
export async function settleOrders (tx: Db, orderIds: readonly number[], at = now()): Promise<Settled[]> {
  if (orderIds.length === 0) return []
  const s = await agentSettings(tx)
  const out: Settled[] = []
  for (const id of [...orderIds].sort((a, b) => a - b)) {
    const r = await settleOrder(tx, id, at, s)
    if (r !== null) out.push(r)
  }
  return out
}

export async function settleOrder (tx: Db, orderId: number, at = now(), settings?: AgentSettings): Promise<Settled | null> {
  // Round trips are the cost here (each ~1 ms, more on a busy machine), so the settlement makes
  // four: one read of everything it needs, the claim with the merchant's share, every credit with
  // the pool and the figures, and the agent levels (which must see the figures just written).
  const [facts] = await rows<SettleFacts>(tx, sql`with recursive ${uplinesCte(sql`(select user_id from orders where id = ${orderId})`)}
    select o.id, o.user_id as buyer, sh.user_id as owner, o.pay_asset as "payAsset",
      (select coalesce(json_agg(json_build_object('net', greatest(og.price * og.number - coalesce(r.refunded, 0), 0)::text,
          'ratio', g.profit_ratio::text, 'goodsType', g.goods_type) order by og.id), '[]'::json)
        from order_goods og join goods g on g.id = og.goods_id
        left join (select order_goods_id, sum(amount) as refunded from refunds where order_id = ${orderId} and state = 4 group by order_goods_id) r
          on r.order_goods_id = og.id
        where og.order_id = ${orderId}) as lines,
      (select coalesce(json_agg(json_build_object('userId', up.id, 'level', u.agent_level) order by up.depth), '[]'::json)
        from up join users u on u.id = up.id where u.status <> 'system') as chain,
      (select id from users where invite_code = ${PLATFORM_CODE}) as platform,
      ${settings === undefined ? sql`(select value from settings where key = 'economy')` : sql`null::jsonb`} as settings
    from orders o join shops sh on sh.id = o.shop_id where o.id = ${orderId} and o.state = 6`)
  if (facts === undefined) return null
  const s = settings ?? parseAgentSettings(facts.settings)
  let value = new Decimal(0)
  let profit = new Decimal(0)
  let power = new Decimal(0)
  for (const l of facts.lines) {
    const net = new Decimal(l.net)
    value = value.plus(net)
    profit = profit.plus(net.times(Decimal.min(Decimal.max(new Decimal(l.ratio), 0), '0.5')))
    power = power.plus(net.times(l.goodsType === 'collectible' ? s.powerFactorCollectibles : s.powerFactor))
  }
  if (facts.payAsset !== 'usdt') profit = new Decimal(0)
  profit = profit.toDecimalPlaces(8, Decimal.ROUND_DOWN)
  power = power.toDecimalPlaces(8, Decimal.ROUND_DOWN)

  const chain: Upline[] = facts.chain.map((u) => ({ userId: Number(u.userId), level: Number(u.level) }))
  const split = splitUp(profit, chain, s.rates, SALE)
  const day = shanghaiDay(at)
  // the claim: whoever inserts the row settles; anyone else (a retry, another instance) stops here.
  // A settlement reversed by a platform refund may be claimed again: the part the buyer kept is
  // settled anew in that refund's transaction (refund/platform.ts). The merchant gives back the
  // profit share in the same statement, only when the claim was made.
  const claim = sql`claim as (insert into agent_settlements (order_id, buyer_id, day, value, profit, pool, power, settled_at)
    values (${orderId}, ${facts.buyer}, ${day}, ${value.toFixed()}, ${profit.toFixed()}, ${split.rest.toFixed()}, ${power.toFixed()}, ${at})
    on conflict (order_id) do update set buyer_id = excluded.buyer_id, day = excluded.day, value = excluded.value, profit = excluded.profit,
      pool = excluded.pool, power = excluded.power, settled_at = excluded.settled_at, reversed_at = null
    where agent_settlements.reversed_at is not null returning order_id)`
  const share = profit.gt(0)
    ? sql`, ${ledgerPartsCtes({ userId: facts.owner, asset: 'usdt', billType: 'goods', refType: 'order', memo: 'profit share', parts: [{ delta: profit.negated().toFixed(), refId: orderId }] }, sql`exists (select 1 from claim)`)}`
    : sql``
  const [claimed] = await rows<{ claimed: boolean, after: string | null }>(tx, sql`with ${claim}${share}
    select exists (select 1 from claim) as claimed, ${profit.gt(0) ? sql`(select amount::text from bal)` : sql`null::text`} as after`)
  if (!claimed.claimed) return null
  if (profit.gt(0) && claimed.after === null) throw new Error(`order ${orderId}: the merchant cannot cover the profit share`)

  const credits: Credit[] = split.payouts.map((p) => ({ userId: p.userId, billType: p.billType, amount: p.amount, refId: String(orderId) }))
  let pool = sql``
  if (profit.gt(0) && split.rest.gt(0)) {
    credits.push({ userId: facts.platform ?? await platformAccountId(tx), billType: 'system', amount: split.rest, refId: String(orderId), memo: 'dividend pool' })
    pool = sql`, pool as (insert into dividend_pools (day, amount) values (${day}, ${split.rest.toFixed()})
      on conflict (day) do update set amount = dividend_pools.amount + excluded.amount)`
  }
  const points = value.times(s.pointsPerUsdt).floor()
  if (points.gt(0)) credits.push({ userId: facts.buyer, asset: 'score', billType: 'reward', amount: points, refId: String(orderId), memo: 'purchase points' })
  const uplines = chain.map((u) => u.userId)
  await tx.execute(sql`with ${creditCtes('usdt', 'order', credits, at)}${pool}, fig as (${figuresSql(facts.buyer, uplines, value, power, at)}) select 1`)
  await promoteAgents(tx, uplines, s)
  return { orderId, profit: profit.toFixed(), pool: split.rest.toFixed(), value: value.toFixed() }
}

interface SettleFacts {
  id: number
  buyer: number
  owner: number
  payAsset: string | null
  lines: Array<{ net: string, ratio: string, goodsType: string }>
  chain: Array<{ userId: number, level: number }>
  platform: number | null
  settings: unknown
}

/**
 * The buyer's power; the direct inviter's contribution; every upline's team performance and
 * community power — in one statement (user_economy rows are made on first use).
 */
async function addFigures (tx: Db, buyer: number, uplines: readonly number[], value: Decimal, power: Decimal, at: number, sign = 1): Promise<void> {
  await tx.execute(figuresSql(buyer, uplines, value, power, at, sign))
}

function figuresSql (buyer: number, uplines: readonly number[], value: Decimal, power: Decimal, at: number, sign = 1): SQL {
  const rowsBy = new Map<number, { p: Decimal, c: Decimal, t: Decimal, m: Decimal }>()
  const get = (u: number): { p: Decimal, c: Decimal, t: Decimal, m: Decimal } => {
    let r = rowsBy.get(u)
    if (r === undefined) { r = { p: new Decimal(0), c: new Decimal(0), t: new Decimal(0), m: new Decimal(0) }; rowsBy.set(u, r) }
    return r
  }
  get(buyer).p = power.times(sign)
  if (uplines.length > 0) get(uplines[0]).c = value.times(sign)
  for (const u of uplines) { const r = get(u); r.t = r.t.plus(value.times(sign)); r.m = r.m.plus(power.times(sign)) }
  const data = [...rowsBy].sort((a, b) => a[0] - b[0]).map(([u, r]) => ({ u, p: r.p.toFixed(), c: r.c.toFixed(), t: r.t.toFixed(), m: r.m.toFixed() }))
  // a reversal (sign −1) only meets existing rows, so the insert branch never stores a negative
  return sql`insert into user_economy (user_id, power, contribute_amount, team_amount, community_amount, updated_at)
    select u, p, c, t, m, ${at}::bigint
    from jsonb_to_recordset(${JSON.stringify(data)}::jsonb) as x(u int, p numeric, c numeric, t numeric, m numeric) order by u
    on conflict (user_id) do update set
      power = greatest(user_economy.power + excluded.power, 0),
      contribute_amount = greatest(user_economy.contribute_amount + excluded.contribute_amount, 0),
      team_amount = greatest(user_economy.team_amount + excluded.team_amount, 0),
      community_amount = greatest(user_economy.community_amount + excluded.community_amount, 0),
      updated_at = excluded.updated_at`
}

/**
 * §3.10: each upline's level from its team performance and direct invitees, raised when earned —
 * levels never drop by themselves. One statement for the whole chain.
 */
export async function promoteAgents (tx: Db, ids: readonly number[], s: AgentSettings): Promise<void> {
  if (ids.length === 0) return
  const cases = [5, 4, 3, 2, 1].map((l) => sql`when coalesce(e.team_amount, 0) >= ${s.levels[l].team.toFixed()}::numeric and d.n >= ${s.levels[l].direct} then ${l}`)
  await tx.execute(sql`update users u set agent_level = lv.level from (
      select x.id, case ${sql.join(cases, sql` `)} else 0 end as level
      from unnest(${`{${[...ids].sort((a, b) => a - b).join(',')}}`}::int[]) as x(id)
      left join user_economy e on e.user_id = x.id
      cross join lateral (select count(*)::int as n from users c where c.invite_user_id = x.id) d
    ) lv where u.id = lv.id and lv.level > u.agent_level`)
}

/** "nickname (#id)": who an operator is told is short. */
export async function userLabel (tx: Db, userId: number): Promise<string> {
  const [u] = await rows<{ nickname: string }>(tx, sql`select nickname from users where id = ${userId}`)
  return `${u?.nickname ?? ''} (#${userId})`
}

/**
 * A platform-decided refund after completion (ECONOMY §3.5): every ledger row the settlement wrote
 * for the order gets its negative twin (same user, asset and bill type, memo "reversal"), the
 * figures go back down and an unsettled day's pool shrinks. All or nothing: a recipient who has
 * spent the bonus refuses the whole reversal (no balance goes negative). Once per order.
 */
export async function reverseSettlement (tx: Db, orderId: number, at = now()): Promise<'reversed' | 'nothing' | Refusal> {
  const [st] = await rows<{ buyer_id: number, day: string, value: string, power: string, pool: string }>(tx, sql`update agent_settlements set reversed_at = ${at}
    where order_id = ${orderId} and reversed_at is null returning buyer_id, day, value::text, power::text, pool::text`)
  if (st === undefined) return 'nothing'
  // the rows of the settlement in force: those written after the last reversal (a settlement of the
  // part a partial refund left is written after it), never a reversal row itself
  const settledRows = await rows<{ user_id: number, asset: string, bill_type: string, delta: string }>(tx, sql`select user_id, asset, bill_type, delta::text from ledger
    where ref_type = 'order' and ref_id = ${String(orderId)} and memo <> 'reversal'
      and id > coalesce((select max(id) from ledger where ref_type = 'order' and ref_id = ${String(orderId)} and memo = 'reversal'), 0) and (
      bill_type in ('direct_bonus', 'agent_direct_bonus', 'diff_bonus', 'level_bonus')
      or (bill_type = 'goods' and memo = 'profit share') or (bill_type = 'system' and memo = 'dividend pool')
      or (bill_type = 'reward' and memo = 'purchase points'))
    order by user_id, asset, id`)
  for (const r of settledRows) {
    const after = await applyLedger(tx, { userId: r.user_id, asset: r.asset as 'usdt', delta: new Decimal(r.delta).negated().toFixed(), billType: r.bill_type as 'goods', refType: 'order', refId: orderId, memo: 'reversal' })
    if (after === null) return refuse('agents.reverse_short', { user: await userLabel(tx, r.user_id), asset: r.asset.toUpperCase() })
  }
  await tx.execute(sql`update dividend_pools set amount = amount - ${st.pool}::numeric where day = ${st.day} and settled_at is null and amount >= ${st.pool}::numeric`)
  const chain = await uplinesOf(tx, st.buyer_id)
  await addFigures(tx, st.buyer_id, chain.map((u) => u.userId), new Decimal(st.value), new Decimal(st.power), at, -1)
  return 'reversed'
}

