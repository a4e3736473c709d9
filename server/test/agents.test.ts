import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { AddOrderResult, Address, PaymentResult } from '../../types/order'
import type { AgentCenter, Earnings, InviterInfo, RevenueRow, TeamMember } from '../../types/agents'
import type { Paginated } from '../../types/envelope'
import { goods, ledger, orderGoods, orders, users } from '../db/schema'
import type { Db } from '../db/client'
import { runJobs } from '../lib/scheduler'
import { DAY, now } from '../lib/time'
import { rows } from '../lib/sql'
import { Decimal } from '../lib/money'
import fc from 'fast-check'
import { orderMachine } from '../modules/order/machine'
import { reverseSettlement, settleOrders, shanghaiDay } from '../modules/agents/settle'
import { payDay, runDividends } from '../modules/agents/dividend'
import { platformAccountId } from '../modules/agents/tree'
import { startServer, type TestServer } from './helpers/server'
import { BEIJING, assertLedgerBalances, credit, makeGoods, makeShop, makeUser, okData, refusedWith, setPayPassword, type MadeGoods, type TestUser } from './helpers/buying'

// Issue 15 through real HTTP and the real order machine: orders are placed, paid, shipped,
// received and completed (by the buyer's review or the auto-review timer), and the settlement's
// every ledger row is compared with numbers worked out by hand from ECONOMY.md §3.5:
//   "from P, up the inviter chain: direct_bonus 10 % of P to the direct inviter; agent_direct_bonus
//    5 % more if that inviter is an agent; diff_bonus: agent levels 1–5 earn 5/10/15/20/25 % of P,
//    each upline agent gets its rate minus the highest rate already paid below it; level_bonus: the
//    first upline agent at the same level as the last one paid gets 10 % of that one's bonus (once);
//    the rest of P goes to today's dividend pool."
// Then exactly-once (two instances' timers, a crash and retry, a review racing the timer), the
// daily dividend, the binding rules, the screens' API; Σ ledger = balances at the end.

let srv: TestServer
let merchant: TestUser
let shop: number
let platform: number

before(async () => {
  srv = await startServer()
  merchant = await makeUser(srv.db, srv.url, 'merchant')
  shop = await makeShop(srv.db, merchant.id) // no shipping template: no freight, P is the goods alone
  platform = await platformAccountId(srv.db)
})
after(async () => {
  await assertLedgerBalances(srv.db)
  const neg = await rows<{ n: number }>(srv.db, sql`select count(*)::int as n from balances where amount < 0`)
  assert.equal(neg[0].n, 0, 'no negative balance')
  await srv.close()
})

const key = (): string => crypto.randomBytes(8).toString('hex')
const timers = async (at: number) => await runJobs(srv.app.ctx.jobs, at, { db: srv.db, config: srv.app.ctx.config })

async function goodsWith (price: string, ratio: string, type = 'hot'): Promise<MadeGoods> {
  const g = await makeGoods(srv.db, shop, { price, stock: 10_000 })
  await srv.db.update(goods).set({ profitRatio: ratio, goodsType: type }).where(eq(goods.id, g.id))
  return g
}

/** A user invited by `inviter` (bound as at sign-up), at an agent level set by hand. */
async function member (name: string, inviter: number | null, level = 0): Promise<TestUser> {
  const u = await makeUser(srv.db, srv.url, name)
  await srv.db.update(users).set({ inviteUserId: inviter, agentLevel: level }).where(eq(users.id, u.id))
  return u
}

/** Places and pays an order, ships it and confirms receipt: state 4, waiting for the review. */
async function received (buyer: TestUser, g: MadeGoods, n: number): Promise<number> {
  await setPayPassword(srv.db, buyer.id)
  await credit(srv.db, buyer.id, 'usdt', '100000')
  const address = okData(await buyer.api.post<Address>('/wanlshop/address/address', { type: 'add', data: BEIJING })).id
  const r = okData(await buyer.api.post<AddOrderResult>('/wanlshop/order/addOrder', {
    token: key(), order: { address_id: address, lists: [{ shop_id: shop, products: [{ goods_id: g.id, sku_id: g.skus[0], number: n }] }] }
  }))
  const id = r.order_ids[0]
  okData(await buyer.api.post<PaymentResult>('/wanlshop/pay/payment', { order_ids: [id], asset: 'usdt', pay_password: '123456', key: key() }))
  okData(await merchant.api.post('/wanlshop/order/delivery', { id, express_name: 'shunfeng', express_no: 'SF1234567890' }))
  okData(await buyer.api.post('/wanlshop/order/confirmOrder', { id }))
  return id
}

async function review (buyer: TestUser, id: number) {
  const lines = await srv.db.select({ id: orderGoods.id }).from(orderGoods).where(eq(orderGoods.orderId, id))
  return await buyer.api.post('/wanlshop/order/commentOrder', { order_id: id, shop: { describe: 5, service: 5, deliver: 5, logistics: 5 }, goodsList: lines.map((l) => ({ id: l.id, state: 0, comment: '', imgList: [] })) })
}

/** Every ledger row about the order after the buyer's payment: `user bill asset delta`, sorted (credits are written in user-id order). */
async function settlementRows (orderId: number): Promise<string[]> {
  const r = await srv.db.select({ u: ledger.userId, b: ledger.billType, a: ledger.asset, d: ledger.delta, m: ledger.memo }).from(ledger)
    .where(and(eq(ledger.refType, 'order'), eq(ledger.refId, String(orderId)))).orderBy(ledger.id)
  return r.filter((x) => !(x.b === 'goods' && new Decimal(x.d).lt(0) && x.m !== 'profit share')).map((x) => `${x.u} ${x.b} ${x.a} ${new Decimal(x.d).toFixed()}`).sort()
}

const figures = async (id: number) => (await rows<{ power: string, contribute: string, team: string, community: string }>(srv.db, sql`select power::text, contribute_amount::text as contribute,
  team_amount::text as team, community_amount::text as community from user_economy where user_id = ${id}`))[0]
const settledCount = async (orderId: number): Promise<number> => (await rows<{ n: number }>(srv.db, sql`select count(*)::int as n from agent_settlements where order_id = ${orderId}`))[0].n
const sorted = (a: string[]): string[] => [...a].sort()
const n = (s: string | undefined): string => new Decimal(s ?? 0).toFixed()

describe('worked examples (hand-computed, every ledger row)', () => {
  test('a 7-level chain with mixed agent levels: P = 200 × 0.50 = 100', async () => {
    // buyer → u1 (L0) → u2 (L1) → u3 (L3) → u4 (L1) → u5 (L3) → u6 (L5) → u7 (L5)
    const u7 = await member('u7', null, 5)
    const u6 = await member('u6', u7.id, 5)
    const u5 = await member('u5', u6.id, 3)
    const u4 = await member('u4', u5.id, 1)
    const u3 = await member('u3', u4.id, 3)
    const u2 = await member('u2', u3.id, 1)
    const u1 = await member('u1', u2.id, 0)
    const buyer = await member('buyer', u1.id)
    const g = await goodsWith('100.00', '0.50')
    const id = await received(buyer, g, 2)
    okData(await review(buyer, id))
    // direct: u1 10 % = 10 (u1 is no agent: no agent direct bonus)
    // differential: u2 L1 5 % = 5; u3 L3 15 − 5 = 10; u4 L1, u5 L3 not above 15 %: nothing; u6 L5 25 − 15 = 10
    // equal level: u7 is the first L5 above u6 (the last paid): 10 % × 10 = 1
    // pool: 100 − 10 − 5 − 10 − 10 − 1 = 64; buyer points: 200 × 1
    assert.deepEqual(await settlementRows(id), sorted([
      `${merchant.id} goods usdt 200`,
      `${merchant.id} goods usdt -100`,
      `${u1.id} direct_bonus usdt 10`,
      `${u2.id} diff_bonus usdt 5`,
      `${u3.id} diff_bonus usdt 10`,
      `${u6.id} diff_bonus usdt 10`,
      `${u7.id} level_bonus usdt 1`,
      `${platform} system usdt 64`,
      `${buyer.id} reward score 200`
    ]))
    const f = await figures(buyer.id)
    assert.equal(n(f.power), '200')
    assert.equal(n((await figures(u1.id)).contribute), '200')
    for (const u of [u1, u2, u3, u4, u5, u6, u7]) {
      const x = await figures(u.id)
      assert.equal(n(x.team), '200', 'team performance up the whole chain')
      assert.equal(n(x.community), '200', 'community power up the whole chain')
    }
    assert.equal(n((await figures(u2.id)).contribute), '0', 'contribution is the direct inviter\'s only')
    const [pool] = await rows<{ amount: string }>(srv.db, sql`select amount::text from dividend_pools where day = ${shanghaiDay(now())}`)
    assert.ok(new Decimal(pool.amount).gte(64))
  })

  test('two agents at the same level: the upper one gets the equal-level bonus; P = 40 × 0.25 = 10', async () => {
    const a3 = await member('a3', null, 0)
    const a2 = await member('a2', a3.id, 2)
    const a1 = await member('a1', a2.id, 2)
    const buyer = await member('buyer', a1.id)
    const id = await received(buyer, await goodsWith('40.00', '0.25'), 1)
    okData(await review(buyer, id))
    // a1: direct 1, agent direct 0.5, differential L2 10 % = 1; a2 (L2, not above 10 %): equal level 10 % × 1 = 0.1
    // pool 10 − 2.6 = 7.4
    assert.deepEqual(await settlementRows(id), sorted([
      `${merchant.id} goods usdt 40`,
      `${merchant.id} goods usdt -10`,
      `${a1.id} direct_bonus usdt 1`,
      `${a1.id} agent_direct_bonus usdt 0.5`,
      `${a1.id} diff_bonus usdt 1`,
      `${a2.id} level_bonus usdt 0.1`,
      `${platform} system usdt 7.4`,
      `${buyer.id} reward score 40`
    ]))
  })

  test('a chain with no agents: only the direct bonus; P = 30 × 0.10 = 3', async () => {
    const n2 = await member('n2', null)
    const n1 = await member('n1', n2.id)
    const buyer = await member('buyer', n1.id)
    const id = await received(buyer, await goodsWith('30.00', '0.10'), 1)
    okData(await review(buyer, id))
    assert.deepEqual(await settlementRows(id), sorted([
      `${merchant.id} goods usdt 30`,
      `${merchant.id} goods usdt -3`,
      `${n1.id} direct_bonus usdt 0.3`,
      `${platform} system usdt 2.7`,
      `${buyer.id} reward score 30`
    ]))
    assert.equal(n((await figures(n2.id)).team), '30')
  })

  test('a buyer with no inviter: the whole P to the pool; collectibles earn double power', async () => {
    const buyer = await member('loner', null)
    const id = await received(buyer, await goodsWith('10.00', '0.20', 'collectible'), 1)
    okData(await review(buyer, id))
    assert.deepEqual(await settlementRows(id), sorted([
      `${merchant.id} goods usdt 10`,
      `${merchant.id} goods usdt -2`,
      `${platform} system usdt 2`,
      `${buyer.id} reward score 10`
    ]))
    assert.equal(n((await figures(buyer.id)).power), '20')
  })

  test('levels are re-evaluated at settlement: 3 direct invitees and 1 000 USDT of team sales make L1', async () => {
    const boss = await member('boss', null)
    const kids = [await member('k1', boss.id), await member('k2', boss.id), await member('k3', boss.id)]
    const g = await goodsWith('500.00', '0.10')
    const first = await received(kids[0], g, 1)
    okData(await review(kids[0], first))
    assert.equal((await srv.db.select({ l: users.agentLevel }).from(users).where(eq(users.id, boss.id)))[0].l, 0, '500 < 1000')
    const second = await received(kids[1], g, 1)
    okData(await review(kids[1], second))
    assert.equal((await srv.db.select({ l: users.agentLevel }).from(users).where(eq(users.id, boss.id)))[0].l, 1)
    const center = okData(await boss.api.get<AgentCenter>('/wanlshop/agents/center'))
    assert.equal(center.agent_level, 1)
    assert.equal(center.team_amount, '1000.00')
    assert.equal(center.direct_count, 3)
    assert.deepEqual(center.next, { level: 2, team_amount: '5000.00', direct: 5 })
    assert.equal(center.revenue.total, '10.00', 'two direct bonuses of 5')
  })
})

describe('exactly once', () => {
  test('the auto-review timer on two instances settles the order once', async () => {
    const other = await startServer({ database: srv.database })
    try {
      const inv = await member('inv', null)
      const buyer = await member('b', inv.id)
      const id = await received(buyer, await goodsWith('20.00', '0.50'), 1)
      const at = now() + 30 * DAY
      await Promise.all([timers(at), runJobs(other.app.ctx.jobs, at, { db: other.db, config: other.app.ctx.config })])
      assert.equal((await srv.db.select({ s: orders.state }).from(orders).where(eq(orders.id, id)))[0].s, 6)
      assert.equal(await settledCount(id), 1)
      assert.deepEqual((await settlementRows(id)).filter((r) => r.includes('direct_bonus')), [`${inv.id} direct_bonus usdt 1`])
    } finally {
      await other.close()
    }
  })

  test('a crash after completing rolls the settlement back with it; the retry settles once; a second call does nothing', async () => {
    const inv = await member('inv', null)
    const buyer = await member('b', inv.id)
    const id = await received(buyer, await goodsWith('20.00', '0.50'), 1)
    await assert.rejects(srv.db.transaction(async (tx) => {
      await orderMachine.fireAsSystem(tx as unknown as Db, [id], 'auto_review', now() + 30 * DAY, srv.app.ctx.config.orderTimers)
      throw new Error('crash')
    }), /crash/)
    assert.equal(await settledCount(id), 0)
    await timers(now() + 30 * DAY)
    assert.equal(await settledCount(id), 1)
    assert.deepEqual(await srv.db.transaction(async (tx) => await settleOrders(tx as unknown as Db, [id])), [])
    assert.equal((await settlementRows(id)).filter((r) => r.includes('direct_bonus')).length, 1)
  })

  test('the buyer\'s review racing the timer: one completion, one settlement', async () => {
    const inv = await member('inv', null)
    const buyer = await member('b', inv.id)
    const id = await received(buyer, await goodsWith('20.00', '0.50'), 1)
    await Promise.all([review(buyer, id), timers(now() + 30 * DAY)])
    assert.equal(await settledCount(id), 1)
    assert.deepEqual((await settlementRows(id)).filter((r) => r.includes('direct_bonus')), [`${inv.id} direct_bonus usdt 1`])
  })

  test('a refund before completion leaves nothing to settle: a fully refunded order closes unsettled', async () => {
    const inv = await member('inv', null)
    const buyer = await member('b', inv.id)
    const id = await received(buyer, await goodsWith('20.00', '0.50'), 1)
    const [line] = await srv.db.select({ id: orderGoods.id }).from(orderGoods).where(eq(orderGoods.orderId, id))
    const r = okData(await buyer.api.post<{ id: number }>('/wanlshop/refund/addApply', { order_id: id, goods_id: line.id, type: 'refund', reason: 0, expressType: 1, money: '20.00', images: [], refund_content: 'broken' }))
    okData(await merchant.api.post('/wanlshop/refund/agree', { id: r.id }))
    assert.equal((await srv.db.select({ s: orders.state }).from(orders).where(eq(orders.id, id)))[0].s, 7)
    await timers(now() + 30 * DAY)
    assert.equal(await settledCount(id), 0)
  })

  test('a reversal (platform refund after completion) writes the negative twin of every row, once', async () => {
    const inv = await member('inv', null, 1)
    const buyer = await member('b', inv.id)
    const id = await received(buyer, await goodsWith('20.00', '0.50'), 1)
    okData(await review(buyer, id))
    // P 10: inv direct 1 + agent direct 0.5 + L1 differential 0.5, pool 8
    assert.equal(await srv.db.transaction(async (tx) => await reverseSettlement(tx as unknown as Db, id)), 'reversed')
    assert.equal(await srv.db.transaction(async (tx) => await reverseSettlement(tx as unknown as Db, id)), 'nothing')
    const reversal = await srv.db.select({ u: ledger.userId, b: ledger.billType, a: ledger.asset, d: ledger.delta }).from(ledger)
      .where(and(eq(ledger.refType, 'order'), eq(ledger.refId, String(id)), eq(ledger.memo, 'reversal')))
    assert.deepEqual(reversal.map((x) => `${x.u} ${x.b} ${x.a} ${new Decimal(x.d).toFixed()}`).sort(), [
      `${merchant.id} goods usdt 10`, `${inv.id} direct_bonus usdt -1`, `${inv.id} agent_direct_bonus usdt -0.5`, `${inv.id} diff_bonus usdt -0.5`,
      `${platform} system usdt -8`, `${buyer.id} reward score -20`
    ].sort())
    assert.equal(n((await figures(buyer.id)).power), '0')
    assert.equal(n((await figures(inv.id)).team), '0')
  })
})

describe('the daily dividend', () => {
  /** These users, and no one else, hold nodes of these tiers (1 ordinary, 2 senior, 3 super). */
  async function onlyHolders (tiers: ReadonlyArray<readonly [TestUser, number]>): Promise<void> {
    await srv.db.execute(sql`update user_economy set node_tier = 0`)
    for (const [u, tier] of tiers) {
      await srv.db.execute(sql`insert into user_economy (user_id, node_tier) values (${u.id}, ${tier}) on conflict (user_id) do update set node_tier = ${tier}`)
    }
  }
  /** A pool of `amount` for `day`, which the platform account holds (the settlements credited it). */
  async function pool (day: string, amount: string): Promise<void> {
    await credit(srv.db, platform, 'usdt', amount)
    await srv.db.execute(sql`insert into dividend_pools (day, amount) values (${day}, ${amount})`)
  }

  test('yesterday\'s pool is shared by tier weight with the uplines\' dividend bonuses, exactly, once', async () => {
    const day = '2020-01-01'
    const at = Math.floor(Date.parse('2020-01-02T12:00:00+08:00') / 1000)
    const agent = await member('agent', null, 2)
    const h1 = await member('h1', agent.id) // super (5)
    const h2 = await member('h2', null) // senior (2)
    const h3 = await member('h3', null) // ordinary (1)
    await onlyHolders([[h1, 3], [h2, 2], [h3, 1]])
    await pool(day, '100')
    const [a, b] = await Promise.all([runDividends(srv.db, at), runDividends(srv.db, at)])
    assert.equal([...a, ...b].filter((r) => r.day === day).length, 1, 'one run pays the day')
    // W = 5 + 2 + 1 = 8: h1 62.5 (of which agent L2 differential 10 % = 6.25), h2 25, h3 12.5
    const r = await srv.db.select({ u: ledger.userId, b: ledger.billType, d: ledger.delta, m: ledger.memo }).from(ledger)
      .where(and(eq(ledger.refType, 'dividend_pool'), eq(ledger.refId, day))).orderBy(ledger.id)
    const shown = r.map((x) => `${x.u} ${x.b} ${new Decimal(x.d).toFixed()}`)
    assert.deepEqual(shown.sort(), [
      `${platform} dividend -100`, `${agent.id} dividend_diff_bonus 6.25`, `${h1.id} dividend 56.25`, `${h2.id} dividend 25`, `${h3.id} dividend 12.5`
    ].sort())
    const positive = r.filter((x) => new Decimal(x.d).gt(0)).reduce((s, x) => s.plus(x.d), new Decimal(0))
    assert.equal(positive.toFixed(), '100', 'the day\'s dividend rows sum to its pool')
    assert.equal(await srv.db.transaction(async (tx) => await payDay(tx as unknown as Db, day, at)), null, 're-run: already paid')
  })

  test('a pool that does not divide evenly: the remainder goes back to the platform account', async () => {
    const day = '2020-01-03'
    await pool(day, '1')
    const runs = await runDividends(srv.db, Math.floor(Date.parse('2020-01-04T12:00:00+08:00') / 1000))
    const run = runs.find((x) => x.day === day)!
    // W = 8: 1 × 5/8 = 0.625, 2/8 = 0.25, 1/8 = 0.125 — exact; no remainder here
    assert.equal(new Decimal(run.paid).plus(run.remainder).toFixed(), '1')
    const day2 = '2020-01-05'
    await pool(day2, '0.00000007')
    const run2 = (await runDividends(srv.db, Math.floor(Date.parse('2020-01-06T12:00:00+08:00') / 1000))).find((x) => x.day === day2)!
    // 7e-8 × 5/8 = 4.375e-8 → 4e-8; × 2/8 → 1e-8; × 1/8 → 0: paid 5e-8, remainder 2e-8
    assert.equal(run2.paid, '0.00000005')
    assert.equal(new Decimal(run2.remainder).toFixed(), '0.00000002')
    const rem = await srv.db.select({ d: ledger.delta }).from(ledger).where(and(eq(ledger.refId, day2), eq(ledger.memo, 'dividend remainder')))
    assert.equal(new Decimal(rem[0].d).toFixed(), '0.00000002')
  })

  test('an agent above several holders gets one row of the day per bill type, which its revenue screen lists', async () => {
    const day = '2020-01-07'
    const at = Math.floor(Date.parse('2020-01-08T12:00:00+08:00') / 1000)
    const agent = await member('agent2', null, 2)
    const h1 = await member('h4', agent.id) // super (5)
    const h2 = await member('h5', agent.id) // ordinary (1)
    await onlyHolders([[h1, 3], [h2, 1], [agent, 1]])
    await pool(day, '70')
    await runDividends(srv.db, at)
    // W = 5 + 1 + 1 = 7: h1 50, h2 10, the agent 10 as a holder; out of h1's and h2's shares the
    // agent's L2 differential (10 %) is 5 + 1 — one row of 6, beside its own dividend row
    const r = await srv.db.select({ u: ledger.userId, b: ledger.billType, d: ledger.delta }).from(ledger)
      .where(and(eq(ledger.refType, 'dividend_pool'), eq(ledger.refId, day), sql`${ledger.delta} > 0`))
    assert.deepEqual(r.map((x) => `${x.u} ${x.b} ${new Decimal(x.d).toFixed()}`).sort(), [
      `${agent.id} dividend 10`, `${agent.id} dividend_diff_bonus 6`, `${h1.id} dividend 45`, `${h2.id} dividend 9`
    ].sort())
    const rev = okData(await agent.api.get<Paginated<RevenueRow>>('/wanlshop/agents/revenue', { type: 'dividend_diff_bonus' }))
    assert.deepEqual(rev.data.map((x) => [x.type, x.amount, x.ref_type, x.ref_id]), [['dividend_diff_bonus', '6.00', 'dividend_pool', day]])
  })
})

describe('inviter binding and the screens\' API', () => {
  test('bind: own code, unknown, a cycle and a second bind refused; a fresh user binds', async () => {
    const top = await member('top', null)
    const mid = await member('mid', top.id)
    const low = await member('low', mid.id)
    const fresh = await member('fresh', null)
    const code = async (u: TestUser): Promise<string> => okData(await u.api.get<InviterInfo>('/wanlshop/agents/inviter')).invite_code
    refusedWith(await top.api.post('/wanlshop/agents/bind', { code: await code(top) }), 'You cannot bind your own invitation code')
    refusedWith(await top.api.post('/wanlshop/agents/bind', { code: 'NOPE0000' }), 'This invitation code does not exist')
    refusedWith(await top.api.post('/wanlshop/agents/bind', { code: await code(low) }), 'You cannot bind the code of a member of your own team')
    refusedWith(await mid.api.post('/wanlshop/agents/bind', { code: await code(fresh) }), 'You already have an inviter')
    refusedWith(await top.api.post('/wanlshop/agents/bind', { code: '~platform' }), 'This invitation code does not exist')
    const info = okData(await fresh.api.post<InviterInfo>('/wanlshop/agents/bind', { code: (await code(low)).toLowerCase() }))
    assert.equal(info.inviter?.invite_code, await code(low))
    // the team: top sees mid (depth 1), low (2) and fresh (3)
    const team = okData(await top.api.get<Paginated<TeamMember>>('/wanlshop/agents/team', { scope: 'team' }))
    assert.deepEqual(team.data.map((m) => [m.id, m.depth]), [[mid.id, 1], [low.id, 2], [fresh.id, 3]])
    assert.equal(team.total, 3)
    const direct = okData(await top.api.get<Paginated<TeamMember>>('/wanlshop/agents/team', { scope: 'direct' }))
    assert.deepEqual(direct.data.map((m) => m.id), [mid.id])
  })

  test('two users binding each other at once: one wins, no cycle', async () => {
    const x = await member('x', null)
    const y = await member('y', null)
    const cx = okData(await x.api.get<InviterInfo>('/wanlshop/agents/inviter')).invite_code
    const cy = okData(await y.api.get<InviterInfo>('/wanlshop/agents/inviter')).invite_code
    const [rx, ry] = await Promise.all([x.api.post('/wanlshop/agents/bind', { code: cy }), y.api.post('/wanlshop/agents/bind', { code: cx })])
    assert.deepEqual([rx.body.code, ry.body.code].sort(), [0, 1])
  })

  test('revenue, earnings, agency goods and shop', async () => {
    const inv = await member('inv', null)
    const buyer = await member('b', inv.id)
    const id = await received(buyer, await goodsWith('50.00', '0.20'), 1)
    okData(await review(buyer, id))
    const rev = okData(await inv.api.get<Paginated<RevenueRow>>('/wanlshop/agents/revenue', { type: 'direct_bonus' }))
    assert.deepEqual(rev.data.map((r) => [r.type, r.amount, r.ref_type, r.ref_id]), [['direct_bonus', '1.00', 'order', String(id)]])
    assert.equal(okData(await inv.api.get<Paginated<RevenueRow>>('/wanlshop/agents/revenue', { type: 'dividend' })).total, 0)
    refusedWith(await inv.api.get('/wanlshop/agents/revenue', { type: 'goods' }), /./)
    const e = okData(await inv.api.get<Earnings>('/wanlshop/agents/earnings'))
    assert.equal(e.total, '1.00')
    assert.equal(e.by_type.find((t) => t.type === 'direct_bonus')?.amount, '1.00')
    assert.equal(e.by_day[0].amount, '1.00')
    const goodsPage = okData(await inv.api.get<Paginated<{ id: number, bonus: string, share_link: string }>>('/wanlshop/agents/goods', { limit: 50 }))
    const mine = goodsPage.data.find((x) => x.bonus === '1.00')
    assert.ok(mine !== undefined, '50 × 0.20 × 10 % = 1.00 for a non-agent')
    assert.match(mine.share_link, /invite_code=/)
    const shopInfo = okData(await inv.api.post<{ name: string }>('/wanlshop/agents/shop', { name: ' 小店 ', intro: 'hi', logo: '', header: '' }))
    assert.equal(shopInfo.name, '小店')
    refusedWith(await inv.api.post('/wanlshop/agents/shop', { name: 'x', intro: '', logo: '/uploads/someone-else.png', header: '' }), 'Pictures must be images you uploaded to this site')
    refusedWith(await inv.api.post('/wanlshop/agents/shop', { name: '  ', intro: '', logo: '', header: '' }), 'Please enter the shop name')
  })
})

describe('property: random trees and orders', () => {
  test('Σ bonuses + pools = Σ P over every settled order; the merchant is short exactly Σ P; no negative balance', async () => {
    // a random tree of 12 members (each invited by an earlier one or nobody) with random levels,
    // and 6 orders of random buyers, goods ratios and quantities — through the real order flow
    const [plan] = fc.sample(fc.record({
      parents: fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
      levels: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 12, maxLength: 12 }),
      orders: fc.array(fc.record({ buyer: fc.nat({ max: 11 }), ratio: fc.integer({ min: 0, max: 50 }), qty: fc.integer({ min: 1, max: 3 }) }), { minLength: 6, maxLength: 6 })
    }), { numRuns: 1, seed: 1503 })
    const people: TestUser[] = []
    for (let i = 0; i < 12; i++) {
      const p = plan.parents[i] % (i + 1)
      people.push(await member(`p${i}`, p === i ? null : people[p].id, plan.levels[i]))
    }
    const ids: number[] = []
    for (const o of plan.orders) {
      const id = await received(people[o.buyer], await goodsWith('33.33', (o.ratio / 100).toFixed(2)), o.qty)
      okData(await review(people[o.buyer], id))
      ids.push(id)
    }
    const list = `{${ids.join(',')}}`
    const [p] = await rows<{ p: string, pool: string }>(srv.db, sql`select sum(profit)::text as p, sum(pool)::text as pool from agent_settlements where order_id = any(${list}::int[])`)
    const [b] = await rows<{ s: string }>(srv.db, sql`select coalesce(sum(delta), 0)::text as s from ledger where ref_type = 'order' and ref_id = any(${list}::text[])
      and bill_type in ('direct_bonus', 'agent_direct_bonus', 'diff_bonus', 'level_bonus')`)
    const [m] = await rows<{ s: string }>(srv.db, sql`select coalesce(sum(delta), 0)::text as s from ledger where ref_type = 'order' and ref_id = any(${list}::text[]) and memo = 'profit share'`)
    const expected = plan.orders.reduce((s, o) => s.plus(new Decimal('33.33').times(o.qty).times(o.ratio).dividedBy(100).toDecimalPlaces(8, Decimal.ROUND_DOWN)), new Decimal(0))
    assert.equal(new Decimal(p.p).toFixed(), expected.toFixed(), 'P = Σ line × ratio')
    assert.equal(new Decimal(b.s).plus(p.pool).toFixed(), expected.toFixed(), 'Σ bonuses + pools = Σ P')
    assert.equal(new Decimal(m.s).negated().toFixed(), expected.toFixed())
    await assertLedgerBalances(srv.db)
  })
})
