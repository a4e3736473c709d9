import { sql } from 'drizzle-orm'
import { ORDER_STATE, type PayAsset } from '../../../types/order'
import type { Db } from '../../db/client'
import { Decimal } from '../../lib/money'
import { intArray, rows } from '../../lib/sql'
import { SYSTEM } from '../../lib/state-machine'
import { paymentsOf } from '../pay/records'
import { applyLedger } from '../wallet/ledger'
import { orderMachine, type OrderTimers } from '../order/machine'

// What group buying adds to an order's life (types/groups.ts), called explicitly from the order
// machine's effects (pay, cancel, auto_close) and from pay/service.ts's settlement, in the
// transaction that moved the orders. Lock order everywhere: orders first, then their teams.

/**
 * Orders just paid: their members are marked paid; a leader's payment starts a 'ready' team
 * (validitytime = now + group_hour); a started team with every seat taken and paid succeeds. An
 * order paid into a team that has already failed is refunded and closed at once.
 */
export async function groupOrdersPaid (tx: Db, orderIds: number[], at: number, timers: OrderTimers): Promise<void> {
  if (orderIds.length === 0) return
  const paid = await rows<{ teamId: number, orderId: number }>(tx, sql`
    update group_team_members m set paid = true
    where m.order_id = any(${intArray(orderIds)}::int[]) and not m.paid
    returning m.team_id as "teamId", m.order_id as "orderId"`)
  if (paid.length === 0) return
  const teamIds = [...new Set(paid.map((p) => p.teamId))].sort((a, b) => a - b)
  const teams = sql`${intArray(teamIds)}::int[]`
  const [{ failed }] = await rows<{ failed: number[] | null }>(tx, sql`
    with locked as materialized (
      select id from group_teams where id = any(${teams}) order by id for no key update
    ), started as (
      update group_teams t set state = 'start', validitytime = ${at}::bigint + g.group_hour * 3600, updated_at = ${at}::bigint
      from group_goods g
      where t.id in (select id from locked) and g.goods_id = t.goods_id and t.state = 'ready'
        and exists (select 1 from group_team_members m where m.team_id = t.id and m.leader and m.paid)
      returning t.id
    )
    select (select array_agg(id) from group_teams where id = any(${teams}) and state = 'fail') as failed`)
  await rows(tx, sql`
    update group_teams t set state = 'success', ended_at = ${at}::bigint, updated_at = ${at}::bigint
    where t.id = any(${teams}) and t.state = 'start' and t.join_num = t.people_num
      and (select count(*) from group_team_members m where m.team_id = t.id and m.paid) = t.people_num
    returning t.id`)
  const late = paid.filter((p) => (failed ?? []).includes(p.teamId)).map((p) => p.orderId)
  if (late.length > 0) await refundGroupOrders(tx, late, at, timers)
}

/**
 * Orders closed unpaid (cancel, auto_close): the member gives the seat back (the row goes, so the
 * user may join again); a leader's order closing fails its 'ready' team.
 */
export async function groupOrdersClosed (tx: Db, orderIds: number[], at: number): Promise<void> {
  if (orderIds.length === 0) return
  await rows(tx, sql`
    with gone as (
      delete from group_team_members m using group_teams t
      where m.order_id = any(${intArray(orderIds)}::int[]) and t.id = m.team_id and t.state in ('ready', 'start') and not m.paid
      returning m.team_id, m.leader
    ), per as (
      select team_id, count(*)::int as n, bool_or(leader) as leader from gone group by team_id
    )
    update group_teams t set join_num = t.join_num - per.n, updated_at = ${at}::bigint,
      state = case when per.leader and t.state = 'ready' then 'fail' else t.state end,
      ended_at = case when per.leader and t.state = 'ready' then ${at}::bigint else t.ended_at end
    from per where t.id = per.team_id
    returning t.id`)
}

/**
 * Paid group orders of a failed team: each moved 2 → 7 (group_fail: stock back) and, for those
 * actually moved, what was paid goes back to the buyer in the asset it was paid with (ledger bill
 * type groups_refund naming the order). Returns the orders refunded.
 */
export async function refundGroupOrders (tx: Db, orderIds: number[], at: number, timers: OrderTimers): Promise<number[]> {
  const moved = await orderMachine.fire(tx, [...orderIds].sort((a, b) => a - b), 'group_fail', SYSTEM, { at, settings: timers, note: 'groups_fail' })
  if (moved.length === 0) return []
  const records = (await paymentsOf(tx, moved)).sort((a, b) => a.userId - b.userId || a.asset.localeCompare(b.asset) || a.orderId - b.orderId)
  for (const p of records) {
    const left = new Decimal(p.amount).minus(p.refunded)
    // a WeChat Pay share cannot go back through the ledger (not offered for group orders)
    if (left.lte(0) || p.asset === 'cny') continue
    const after = await applyLedger(tx, { userId: p.userId, asset: p.asset as PayAsset, delta: left.toFixed(), billType: 'groups_refund', refType: 'order', refId: p.orderId, memo: 'groups refund' })
    if (after === null) throw new Error(`groups refund of order ${p.orderId} failed`)
  }
  return moved
}

/**
 * A started team past its validitytime fails: its orders are locked first (the lock order of
 * payment and cancel), then the team moves start → fail by a conditional update — only one
 * transaction, on any instance, ever does it; unpaid member orders close, paid ones are refunded.
 * Returns the orders refunded (null: the team was not due or someone else failed it).
 */
export async function failTeam (tx: Db, teamId: number, at: number, timers: OrderTimers): Promise<number[] | null> {
  await rows(tx, sql`select id from orders where group_team_id = ${teamId} order by id for update`)
  const done = await rows<{ id: number }>(tx, sql`
    update group_teams set state = 'fail', ended_at = ${at}::bigint, updated_at = ${at}::bigint
    where id = ${teamId} and state = 'start' and validitytime <= ${at}::bigint returning id`)
  if (done.length === 0) return null
  const members = await rows<{ id: number, state: number }>(tx, sql`select id, state from orders where group_team_id = ${teamId} order by id`)
  const unpaid = members.filter((o) => o.state === ORDER_STATE.unpaid).map((o) => o.id)
  if (unpaid.length > 0) await orderMachine.fire(tx, unpaid, 'auto_close', SYSTEM, { at, settings: timers, note: 'groups_fail' })
  return await refundGroupOrders(tx, members.filter((o) => o.state === ORDER_STATE.paid).map((o) => o.id), at, timers)
}

/** SQL text: the team of order `o` as an OrderTeam (null when it has none). */
export const ORDER_TEAM_JSON_TEXT = `(select json_build_object('id', gt.id, 'group_no', gt.group_no, 'state', gt.state, 'people_num', gt.people_num,
  'join_num', gt.join_num, 'validitytime', gt.validitytime) from group_teams gt where gt.id = o.group_team_id)`

/** SQL: the state of order `o`'s team, null when it has none. */
export const ORDER_TEAM_STATE_SQL = sql.raw('(select gt.state from group_teams gt where gt.id = o.group_team_id)')
