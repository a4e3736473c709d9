import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { AddOrderResult, Address, PaymentResult } from '../../types/order'
import type { AdminOrderDetail } from '../../types/admin'
import type { Paginated } from '../../types/envelope'
import type { NoticeItem } from '../../types/notice'
import type { Asset } from '../../types/user'
import { adminAudit, goods, ledger, orderGoods, refunds, users } from '../db/schema'
import { Decimal } from '../lib/money'
import { rows } from '../lib/sql'
import { platformAccountId } from '../modules/agents/tree'
import { adminOf, type AdminClient } from './helpers/admin'
import { startServer, type TestServer } from './helpers/server'
import { BEIJING, assertLedgerBalances, balanceOf, credit, makeGoods, makeShop, makeUser, okData, refusedWith, setPayPassword, type MadeGoods, type TestUser } from './helpers/buying'

// A platform refund of a COMPLETED order (issue 15, ECONOMY.md §3.5): "A refund before completion
// cancels the settlement; a refund after it (platform decision) reverses the rows that referenced
// the order (negative rows of the same bill types, never a silent update)." Through real HTTP: the
// order is placed, paid, shipped, received and reviewed (completion settles it up a 3-level
// inviter chain with agents), then support refunds it from the admin console. The buyer gets back
// what they paid in the asset they paid with, the merchant gives back what it was paid, every
// settlement row gets its negative twin; anyone short refuses the whole decision; once per order.

let srv: TestServer
let support: AdminClient
let support2: AdminClient
let platform: number

before(async () => {
  srv = await startServer()
  support = await adminOf(srv.db, srv.url, 'support')
  support2 = await adminOf(srv.db, srv.url, 'support')
  platform = await platformAccountId(srv.db)
})
after(async () => {
  // Σ ledger = balance for every user and asset; no balance below zero
  await assertLedgerBalances(srv.db)
  const neg = await rows<{ n: number }>(srv.db, sql`select count(*)::int as n from balances where amount < 0`)
  assert.equal(neg[0].n, 0, 'no negative balance')
  await srv.close()
})

const key = (): string => crypto.randomBytes(8).toString('hex')
const n = (s: string | undefined): string => new Decimal(s ?? 0).toFixed()

interface World { merchant: TestUser, shop: number, buyer: TestUser, i1: TestUser, i2: TestUser, i3: TestUser }

async function member (name: string, inviter: number | null, level = 0): Promise<TestUser> {
  const u = await makeUser(srv.db, srv.url, name)
  await srv.db.update(users).set({ inviteUserId: inviter, agentLevel: level }).where(eq(users.id, u.id))
  return u
}

/** A fresh merchant and shop, and buyer → i1 (no agent) → i2 (agent L1) → i3 (agent L2). */
async function world (): Promise<World> {
  const merchant = await makeUser(srv.db, srv.url, 'merchant')
  const shop = await makeShop(srv.db, merchant.id) // no shipping template: no freight
  const i3 = await member('i3', null, 2)
  const i2 = await member('i2', i3.id, 1)
  const i1 = await member('i1', i2.id, 0)
  const buyer = await member('buyer', i1.id)
  return { merchant, shop, buyer, i1, i2, i3 }
}

async function goodsOf (w: World, price: string, ratio: string): Promise<MadeGoods> {
  const g = await makeGoods(srv.db, w.shop, { price, stock: 1000 })
  await srv.db.update(goods).set({ profitRatio: ratio }).where(eq(goods.id, g.id))
  return g
}

/** Places, pays (in `asset`), ships and receives an order: state 4. */
async function received (w: World, g: MadeGoods, qty: number, asset: Asset = 'usdt'): Promise<number> {
  await setPayPassword(srv.db, w.buyer.id)
  await credit(srv.db, w.buyer.id, asset, '100000')
  const address = okData(await w.buyer.api.post<Address>('/wanlshop/address/address', { type: 'add', data: BEIJING })).id
  const r = okData(await w.buyer.api.post<AddOrderResult>('/wanlshop/order/addOrder', {
    token: key(), order: { address_id: address, lists: [{ shop_id: w.shop, products: [{ goods_id: g.id, sku_id: g.skus[0], number: qty }] }] }
  }))
  const id = r.order_ids[0]
  okData(await w.buyer.api.post<PaymentResult>('/wanlshop/pay/payment', { order_ids: [id], asset, pay_password: '123456', key: key() }))
  okData(await w.merchant.api.post('/wanlshop/order/delivery', { id, express_name: 'shunfeng', express_no: 'SF1234567890' }))
  okData(await w.buyer.api.post('/wanlshop/order/confirmOrder', { id }))
  return id
}

/** …and reviewed: completed (the escrow is released to the merchant, the sale settled). */
async function completed (w: World, g: MadeGoods, qty: number, asset: Asset = 'usdt'): Promise<number> {
  const id = await received(w, g, qty, asset)
  const lines = await srv.db.select({ id: orderGoods.id }).from(orderGoods).where(eq(orderGoods.orderId, id))
  okData(await w.buyer.api.post('/wanlshop/order/commentOrder', { order_id: id, shop: { describe: 5, service: 5, deliver: 5, logistics: 5 }, goodsList: lines.map((l) => ({ id: l.id, state: 0, comment: '', imgList: [] })) }))
  return id
}

const SETTLEMENT_BILLS = ['direct_bonus', 'agent_direct_bonus', 'diff_bonus', 'level_bonus']
/** The settlement's rows of the order (bonuses, profit share, dividend pool, purchase points): `user bill asset delta memo`. */
async function settlementRows (orderId: number): Promise<Array<{ u: number, b: string, a: string, d: string, m: string }>> {
  const r = await srv.db.select({ u: ledger.userId, b: ledger.billType, a: ledger.asset, d: ledger.delta, m: ledger.memo }).from(ledger)
    .where(and(eq(ledger.refType, 'order'), eq(ledger.refId, String(orderId)))).orderBy(ledger.id)
  return r.filter((x) => SETTLEMENT_BILLS.includes(x.b) || ['profit share', 'dividend pool', 'purchase points'].includes(x.m) || x.m === 'reversal')
    .map((x) => ({ ...x, d: new Decimal(x.d).toFixed() }))
}
const nickname = async (id: number): Promise<string> => (await srv.db.select({ n: users.nickname }).from(users).where(eq(users.id, id)))[0].n
const ledgerCount = async (): Promise<number> => (await rows<{ n: number }>(srv.db, sql`select count(*)::int as n from ledger`))[0].n
const figures = async (id: number) => (await rows<{ power: string, contribute: string, team: string, community: string }>(srv.db, sql`select power::text, contribute_amount::text as contribute,
  team_amount::text as team, community_amount::text as community from user_economy where user_id = ${id}`))[0]
const refundOf = async (id: number, body: Record<string, unknown>, who = support) => await who.post<{ amount: string, payouts: Array<{ asset: string, amount: string }> }>(`/orders/${id}/refund`, body)

describe('a platform refund of a completed order', () => {
  test('in full: every settlement row has its negative twin, the merchant\'s take is back, the buyer has what was paid, team figures down; audited and told', async () => {
    const w = await world()
    const g = await goodsOf(w, '100.00', '0.50')
    const id = await completed(w, g, 1)
    // P = 100 × 0.50 = 50: i1 direct 10 % = 5; i2 L1 differential 5 % = 2.5; i3 L2 10 − 5 = 2.5; pool 40; buyer points 100
    const settled = await settlementRows(id)
    assert.deepEqual(settled.map((x) => `${x.u} ${x.b} ${x.a} ${x.d}`).sort(), [
      `${w.merchant.id} goods usdt -50`, `${w.i1.id} direct_bonus usdt 5`, `${w.i2.id} diff_bonus usdt 2.5`, `${w.i3.id} diff_bonus usdt 2.5`,
      `${platform} system usdt 40`, `${w.buyer.id} reward score 100`
    ].sort())
    assert.equal(n((await figures(w.i3.id)).team), '100')
    assert.equal(n(await balanceOf(srv.db, w.merchant.id, 'usdt')), '50', 'the merchant was paid paid − P')
    const buyerBefore = await balanceOf(srv.db, w.buyer.id, 'usdt')
    const detail = okData(await support.get<AdminOrderDetail>(`/orders/${id}`))
    assert.equal(detail.refundable, '100.00')

    const res = okData(await refundOf(id, { amount: '100', note: 'Counterfeit goods confirmed by the brand' }))
    assert.deepEqual(res.payouts, [{ asset: 'usdt', amount: '100' }])

    // every settlement row has its negative twin (same user, asset and bill type), none updated
    const now = await settlementRows(id)
    const originals = now.filter((x) => x.m !== 'reversal')
    const twins = now.filter((x) => x.m === 'reversal')
    assert.deepEqual(originals.map((x) => `${x.u} ${x.b} ${x.a} ${x.d}`).sort(), settled.map((x) => `${x.u} ${x.b} ${x.a} ${x.d}`).sort(), 'the settlement rows are untouched')
    assert.deepEqual(twins.map((x) => `${x.u} ${x.b} ${x.a} ${new Decimal(x.d).negated().toFixed()}`).sort(), originals.map((x) => `${x.u} ${x.b} ${x.a} ${x.d}`).sort())
    // the merchant gave back all it was paid; the buyer got back exactly what was paid, in USDT
    assert.equal(n(await balanceOf(srv.db, w.merchant.id, 'usdt')), '0')
    assert.equal(new Decimal(await balanceOf(srv.db, w.buyer.id, 'usdt')).minus(buyerBefore).toFixed(), '100')
    assert.equal(n(await balanceOf(srv.db, w.buyer.id, 'score')), '0')
    for (const u of [w.i1, w.i2, w.i3]) assert.equal(n(await balanceOf(srv.db, u.id, 'usdt')), '0', `bonus of ${u.id} taken back`)
    // team figures and power went down
    assert.equal(n((await figures(w.buyer.id)).power), '0')
    assert.equal(n((await figures(w.i1.id)).contribute), '0')
    for (const u of [w.i1, w.i2, w.i3]) assert.equal(n((await figures(u.id)).team), '0')
    // the buyer sees a completed refund of the line (reason: platform refund) with the note
    const [r] = await srv.db.select().from(refunds).where(eq(refunds.orderId, id))
    assert.deepEqual([r.state, r.amount, r.reason, r.judgement], [4, '100.00', 7, 'Counterfeit goods confirmed by the brand'])
    // the order can no longer be refunded; audited once
    assert.equal(okData(await support.get<AdminOrderDetail>(`/orders/${id}`)).refundable, null)
    const audit = await srv.db.select().from(adminAudit).where(and(eq(adminAudit.action, 'order.platform_refund'), eq(adminAudit.target, `order:${id}`)))
    assert.equal(audit.length, 1)
    // both sides are told, each in their own language at read time
    const en = okData(await w.buyer.api.get<Paginated<NoticeItem>>('/wanlshop/notice/getNoticeList', { type: 'order' }, { lang: 'en' }))
    assert.match(en.data[0].content, /^The platform refunded 100\.00 USDT of order \S+: Counterfeit goods confirmed by the brand$/)
    const zh = okData(await w.merchant.api.get<Paginated<NoticeItem>>('/wanlshop/notice/getNoticeList', { type: 'order' }, { lang: 'zh' }))
    assert.match(zh.data[0].content, /^订单 \S+ 已由平台退款 100\.00 USDT：Counterfeit goods confirmed by the brand$/)
  })

  test('partial: the whole settlement is reversed and the part the buyer kept settled anew; merchant and buyer exact', async () => {
    const w = await world()
    const g = await goodsOf(w, '100.00', '0.50')
    const id = await completed(w, g, 2) // paid 200, P = 100
    assert.equal(n(await balanceOf(srv.db, w.merchant.id, 'usdt')), '100')
    const buyerBefore = await balanceOf(srv.db, w.buyer.id, 'usdt')
    okData(await refundOf(id, { amount: '50', note: 'One item arrived broken' }))
    // kept 150 → P' = 75: i1 7.5, i2 3.75, i3 3.75, pool 60; points 150
    const rows2 = await settlementRows(id)
    const net = new Map<string, Decimal>()
    for (const x of rows2) net.set(`${x.u} ${x.b} ${x.a}`, (net.get(`${x.u} ${x.b} ${x.a}`) ?? new Decimal(0)).plus(x.d))
    assert.deepEqual([...net].map(([k, v]) => `${k} ${v.toFixed()}`).sort(), [
      `${w.merchant.id} goods usdt -75`, `${w.i1.id} direct_bonus usdt 7.5`, `${w.i2.id} diff_bonus usdt 3.75`, `${w.i3.id} diff_bonus usdt 3.75`,
      `${platform} system usdt 60`, `${w.buyer.id} reward score 150`
    ].sort())
    // merchant: 200 − 100 (P) + 100 (reversal) − 75 (P') − 50 (given back) = 75 = (200 − 50) − 75
    assert.equal(n(await balanceOf(srv.db, w.merchant.id, 'usdt')), '75')
    assert.equal(new Decimal(await balanceOf(srv.db, w.buyer.id, 'usdt')).minus(buyerBefore).toFixed(), '50')
    assert.equal(n((await figures(w.i3.id)).team), '150')
    assert.equal(n((await figures(w.buyer.id)).power), '150')
    // one decision per order: a second one is refused
    refusedWith(await refundOf(id, { amount: '10', note: 'again' }), 'The platform has already refunded this order')
  })

  test('in the asset it was paid with: a BBC order gives back BBC, taken from the merchant\'s BBC', async () => {
    const w = await world()
    const g = await goodsOf(w, '10.00', '0.50')
    const id = await completed(w, g, 1, 'bbc')
    const paid = (await rows<{ amount: string }>(srv.db, sql`select amount::text from payments where order_id = ${id}`))[0].amount
    const merchantBbc = await balanceOf(srv.db, w.merchant.id, 'bbc')
    assert.equal(n(merchantBbc), n(paid), 'no profit pool for a BBC order: the merchant has all of it')
    const buyerBefore = await balanceOf(srv.db, w.buyer.id, 'bbc')
    const res = okData(await refundOf(id, { amount: '5', note: 'half' }))
    const half = new Decimal(paid).div(2).toFixed()
    assert.deepEqual(res.payouts, [{ asset: 'bbc', amount: half }])
    assert.equal(new Decimal(await balanceOf(srv.db, w.buyer.id, 'bbc')).minus(buyerBefore).toFixed(), half)
    assert.equal(n(await balanceOf(srv.db, w.merchant.id, 'bbc')), new Decimal(paid).minus(half).toFixed())
    assert.equal(n(await balanceOf(srv.db, w.merchant.id, 'usdt')), '0')
  })
})

describe('refused, and then nothing moved', () => {
  test('a bonus already spent: the operator is told who is short', async () => {
    const w = await world()
    const id = await completed(w, await goodsOf(w, '100.00', '0.50'), 1)
    await credit(srv.db, w.i2.id, 'usdt', '-2') // i2 spent most of its 2.5 bonus
    const before = await ledgerCount()
    refusedWith(await refundOf(id, { amount: '100', note: 'x' }), `${await nickname(w.i2.id)} (#${w.i2.id}) has spent the USDT this order paid them; the settlement cannot be reversed`)
    assert.equal(await ledgerCount(), before)
    assert.equal((await srv.db.select().from(refunds).where(eq(refunds.orderId, id))).length, 0)
    assert.equal((await rows(srv.db, sql`select 1 from agent_settlements where order_id = ${id} and reversed_at is not null`)).length, 0)
    assert.equal(n((await figures(w.i3.id)).team), '100')
    assert.equal((await srv.db.select().from(adminAudit).where(eq(adminAudit.target, `order:${id}`))).length, 0)
  })

  test('a merchant balance too low: the operator is told the merchant is short', async () => {
    const w = await world()
    const id = await completed(w, await goodsOf(w, '100.00', '0.50'), 1)
    await credit(srv.db, w.merchant.id, 'usdt', '-50') // the merchant withdrew its 50
    const before = await ledgerCount()
    refusedWith(await refundOf(id, { amount: '100', note: 'x' }), `The merchant ${await nickname(w.merchant.id)} (#${w.merchant.id}) does not hold enough USDT to give back what it was paid; nothing was changed`)
    assert.equal(await ledgerCount(), before)
    assert.equal(n(await balanceOf(srv.db, w.i1.id, 'usdt')), '5', 'bonuses untouched')
  })

  test('a non-completed order, a wrong role, above the cap, bad input', async () => {
    const w = await world()
    const g = await goodsOf(w, '100.00', '0.50')
    const open = await received(w, g, 1)
    refusedWith(await refundOf(open, { amount: '1', note: 'x' }), 'Only a completed order can be refunded by the platform')
    assert.equal(okData(await support.get<AdminOrderDetail>(`/orders/${open}`)).refundable, null)
    const id = await completed(w, g, 1)
    for (const role of ['finance', 'reviewer'] as const) {
      const other = await adminOf(srv.db, srv.url, role)
      const res = await refundOf(id, { amount: '1', note: 'x' }, other)
      assert.deepEqual([res.status, res.body.code], [403, 403], role)
    }
    const before = await ledgerCount()
    refusedWith(await refundOf(id, { amount: '100.01', note: 'x' }), 'The refund amount cannot exceed 100.00')
    refusedWith(await refundOf(id, { amount: '-1', note: 'x' }), 'The refund amount cannot be negative')
    refusedWith(await refundOf(id, { amount: '1.001', note: 'x' }), 'The refund amount can have at most 2 decimals')
    refusedWith(await refundOf(id, { amount: '0', note: 'x' }), 'Please enter a valid refund amount')
    refusedWith(await refundOf(id, { amount: '1', note: '   ' }), 'Please write a note on the decision')
    refusedWith(await refundOf(2_000_000, { amount: '1', note: 'x' }), 'Order does not exist')
    assert.equal(await ledgerCount(), before)
    // the super admin may
    const sup = await adminOf(srv.db, srv.url, 'super')
    okData(await refundOf(id, { amount: '1', note: 'goodwill' }, sup))
  })
})

describe('exactly once', () => {
  test('five decisions at once (a double click, two operators): one refund', async () => {
    const w = await world()
    const id = await completed(w, await goodsOf(w, '100.00', '0.50'), 1)
    const buyerBefore = await balanceOf(srv.db, w.buyer.id, 'usdt')
    const all = await Promise.all([support, support, support2, support, support2].map(async (a) => await refundOf(id, { amount: '100', note: 'dup' }, a)))
    assert.equal(all.filter((r) => r.body.code === 1).length, 1)
    for (const r of all.filter((x) => x.body.code !== 1)) refusedWith(r, 'The platform has already refunded this order')
    assert.equal(new Decimal(await balanceOf(srv.db, w.buyer.id, 'usdt')).minus(buyerBefore).toFixed(), '100')
    assert.equal((await srv.db.select().from(refunds).where(eq(refunds.orderId, id))).length, 1)
    assert.equal((await srv.db.select().from(adminAudit).where(eq(adminAudit.target, `order:${id}`))).length, 1)
    assert.equal(n(await balanceOf(srv.db, w.merchant.id, 'usdt')), '0')
  })
})
