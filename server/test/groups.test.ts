import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Paginated } from '../../types/envelope'
import type { GroupAddOrderResult, GroupCheckoutPreview, GroupGoodsCard, GroupGoodsDetail, GroupTeamDetail, GroupTerms } from '../../types/groups'
import type { Address, OrderDetail, OrderListItem, PaymentResult } from '../../types/order'
import { expireTeams } from '../modules/groups/jobs'
import { rows } from '../lib/sql'
import { now } from '../lib/time'
import { startServer, type TestServer } from './helpers/server'
import {
  BEIJING, assertLedgerBalances, balanceOf, credit, makeGoods, makeShop, makeUser, okData, refusedWith, setPayPassword, stockOf,
  type MadeGoods, type TestUser
} from './helpers/buying'

// Group buying through real HTTP (issue 18, types/groups.ts): group and ladder prices rounded down
// to the cent; a team opened, started by the leader's payment and completed by a second member
// (then, and only then, its orders ship); 50 users racing for 2 seats; one's own or a full team;
// the purchase limit; an unpaid order's seat given back; the expiry job run twice at once refunding
// every paid member exactly once (ledger groups_refund), Σ ledger = balances; shop/save IDOR.

let srv: TestServer
let merchant: TestUser
let shop: number
let item: MadeGoods
let trio: MadeGoods

before(async () => {
  srv = await startServer()
  merchant = await makeUser(srv.db, srv.url, 'merchant')
  shop = await makeShop(srv.db, merchant.id, { first: '5.00', additional: '1.00', freeOver: null })
  item = await makeGoods(srv.db, shop, { price: '9.99', stock: 1000 })
  trio = await makeGoods(srv.db, shop, { price: '20.00', stock: 1000 })
  okData(await merchant.api.post<GroupTerms>('/wanlshop/groups/shop/save', {
    goods_id: item.id, people_num: 2, group_hour: 24, purchase_limit: 3, discount: 80, ladders: [{ people_num: 3, discount: 70 }]
  }))
  okData(await merchant.api.post<GroupTerms>('/wanlshop/groups/shop/save', {
    goods_id: trio.id, people_num: 3, group_hour: 24, purchase_limit: 0, discount: 50, ladders: []
  }))
})
after(async () => { await srv.close() })

const key = (): string => crypto.randomBytes(8).toString('hex')

async function shopper (name: string, usdt = '500'): Promise<TestUser & { address: number }> {
  const u = await makeUser(srv.db, srv.url, name)
  await setPayPassword(srv.db, u.id)
  await credit(srv.db, u.id, 'usdt', usdt)
  const address = okData(await u.api.post<Address>('/wanlshop/address/address', { type: 'add', data: BEIJING })).id
  return { ...u, address }
}

type Shopper = Awaited<ReturnType<typeof shopper>>

function order (u: Shopper, g: MadeGoods, over: Record<string, unknown> = {}) {
  return u.api.post<GroupAddOrderResult>('/wanlshop/groups/order/addOrder', { goods_id: g.id, sku_id: g.skus[0], number: 1, type: 'group', address_id: u.address, token: key(), ...over })
}

async function pay (u: TestUser, orderId: number): Promise<PaymentResult> {
  return okData(await u.api.post<PaymentResult>('/wanlshop/pay/payment', { order_ids: [orderId], asset: 'usdt', pay_password: '123456', key: key() }))
}

async function team (id: number, u?: TestUser): Promise<GroupTeamDetail> {
  return okData(await (u ?? merchant).api.get<GroupTeamDetail>('/wanlshop/groups/team/getGroupsDetails', { id }))
}

async function detail (u: TestUser, id: number): Promise<OrderDetail> {
  return okData(await u.api.get<OrderDetail>('/wanlshop/order/getOrderInfo', { id }))
}

const ship = (id: number) => merchant.api.post('/wanlshop/order/delivery', { id, express_name: 'shunfeng', express_no: `SF${String(id).padStart(10, '0')}` })

describe('group prices', () => {
  test('group and ladder prices are the SKU price × discount %, rounded down to the cent; the list shows the cheapest', async () => {
    const d = okData(await merchant.api.get<GroupGoodsDetail>('/wanlshop/groups/product/goods', { id: item.id }))
    assert.deepEqual(d.prices, [{ sku_id: item.skus[0], alone: '9.99', group: '7.99', ladders: [{ people_num: 3, price: '6.99' }] }])
    assert.equal(d.terms.people_num, 2)
    assert.equal(d.remaining_limit, 3)
    const list = okData(await merchant.api.get<Paginated<GroupGoodsCard>>('/wanlshop/groups/product/lists', {}))
    const card = list.data.find((c) => c.goods_id === item.id)
    assert.deepEqual(card && { group: card.group_price, alone: card.alone_price, people: card.people_num }, { group: '7.99', alone: '9.99', people: 2 })
    refusedWith(await merchant.api.get('/wanlshop/groups/product/goods', { id: (await makeGoods(srv.db, shop)).id }), 'This product has no group deal')
  })

  test('the checkout preview prices goods then freight: group 7.99 + 5.00 freight, alone 9.99 + 5.00, ladder 3 × 6.99 + 7.00', async () => {
    const u = await shopper('previewer')
    const preview = async (over: Record<string, unknown>): Promise<GroupCheckoutPreview> => okData(await u.api.post<GroupCheckoutPreview>('/wanlshop/groups/order/getOrderGoodsList', { goods_id: item.id, sku_id: item.skus[0], number: 1, type: 'group', ...over }))
    const g = await preview({})
    assert.deepEqual([g.goods_price, g.freight_price, g.total, g.people_num, g.team], ['7.99', '5.00', '12.99', 2, null])
    assert.equal((await preview({ type: 'alone' })).total, '14.99')
    const l = await preview({ type: 'ladder', ladder_people: 3, number: 3 })
    assert.deepEqual([l.product.price, l.goods_price, l.freight_price, l.total, l.people_num], ['6.99', '20.97', '7.00', '27.97', 3])
    refusedWith(await u.api.post('/wanlshop/groups/order/getOrderGoodsList', { goods_id: item.id, sku_id: item.skus[0], number: 1, type: 'ladder', ladder_people: 4 }), 'Please choose one of the tiered group sizes')
  })
})

describe('a two-person team', () => {
  test('opened (ready), started by the leader paying, completed by a second member paying; only then its orders ship', async () => {
    const leader = await shopper('leader')
    const joiner = await shopper('joiner')
    const opened = okData(await order(leader, item))
    assert.equal(opened.total, '12.99')
    assert.ok(opened.team_id !== null)
    const teamId = opened.team_id
    assert.equal((await team(teamId)).state, 'ready')
    // not started yet: nobody can join
    refusedWith(await order(joiner, item, { team_id: teamId }), /has ended or has not started/)

    const before = now()
    await pay(leader, opened.order_id)
    const started = await team(teamId, leader)
    assert.equal(started.state, 'start')
    assert.ok(started.validitytime !== null && started.validitytime >= before + 24 * 3600 && started.validitytime <= now() + 24 * 3600)
    assert.deepEqual([started.join_num, started.seats_left, started.mine, started.can_join], [1, 1, true, false])
    const open = okData(await joiner.api.get<GroupGoodsDetail>('/wanlshop/groups/product/goods', { id: item.id }))
    assert.ok(open.teams.some((t) => t.id === teamId && t.seats_left === 1))

    // paid but the team is open: the merchant cannot ship, the leader cannot ask for a refund
    const sold = okData(await merchant.api.get<Paginated<OrderListItem>>('/wanlshop/order/getOrderList', { role: 'sell', type: 'groups' }))
    const card = sold.data.find((o) => o.id === opened.order_id)
    assert.deepEqual(card && [card.order_type, card.team?.state, card.can.deliver], ['groups', 'start', false])
    refusedWith(await ship(opened.order_id), 'A group order ships once its group is complete')
    const line = (await detail(leader, opened.order_id)).goods[0].id
    refusedWith(await leader.api.post('/wanlshop/refund/addApply', { order_id: opened.order_id, goods_id: line, type: 'refund', reason: 0, expressType: 0, money: '1', images: [], refund_content: '' }), /The group is still open/)
    // one's own team
    refusedWith(await order(leader, item, { team_id: teamId }), 'You are already in this group')

    const joined = okData(await order(joiner, item, { team_id: teamId }))
    assert.equal(joined.team_id, teamId)
    assert.equal(joined.total, '12.99')
    assert.equal((await team(teamId)).state, 'start', 'a seat taken but unpaid does not complete the team')
    refusedWith(await order(await shopper('late'), item, { team_id: teamId }), 'This group is full')
    await pay(joiner, joined.order_id)
    const done = await team(teamId, joiner)
    assert.deepEqual([done.state, done.join_num, done.seats_left, done.members.length, done.can_join], ['success', 2, 0, 2, false])

    const mine = okData(await joiner.api.get<Paginated<OrderListItem>>('/wanlshop/order/getOrderList', { type: 'groups' }))
    assert.deepEqual(mine.data.map((o) => [o.id, o.order_type, o.team?.state]), [[joined.order_id, 'groups', 'success']])
    assert.equal(okData(await joiner.api.get<Paginated<OrderListItem>>('/wanlshop/order/getOrderList', { type: 'goods' })).total, 0)
    assert.equal((await detail(merchant, opened.order_id)).can.deliver, true)
    okData(await ship(opened.order_id))
    okData(await ship(joined.order_id))
  })

  test('bought alone: a group order without a team, at the alone price, shippable once paid', async () => {
    const u = await shopper('alone')
    const res = okData(await order(u, item, { type: 'alone' }))
    assert.deepEqual([res.team_id, res.total], [null, '14.99'])
    await pay(u, res.order_id)
    const d = await detail(merchant, res.order_id)
    assert.deepEqual([d.order_type, d.team, d.can.deliver], ['groups', null, true])
  })
})

describe('seats under concurrency', () => {
  test('50 users join a team with 2 seats left at once: exactly 2 get a seat', async () => {
    const leader = await shopper('leader50')
    const opened = okData(await order(leader, trio))
    await pay(leader, opened.order_id)
    const crowd: Shopper[] = []
    for (let i = 0; i < 50; i++) crowd.push(await shopper(`crowd${i}`, '100'))
    const stock = await stockOf(srv.db, trio.skus[0])
    const results = await Promise.all(crowd.map(async (u) => await u.api.postConcurrent<GroupAddOrderResult>('/wanlshop/groups/order/addOrder', {
      goods_id: trio.id, sku_id: trio.skus[0], number: 1, type: 'group', team_id: opened.team_id, address_id: u.address, token: key()
    })))
    assert.ok(results.every((r) => r.status === 200), 'no 500')
    const won = results.filter((r) => r.body.code === 1)
    assert.equal(won.length, 2)
    assert.ok(results.filter((r) => r.body.code === 0).every((r) => r.body.msg === 'This group is full'))
    const t = await team(opened.team_id!)
    assert.deepEqual([t.join_num, t.seats_left, t.members.length], [3, 0, 3])
    assert.equal(await stockOf(srv.db, trio.skus[0]), stock - 2, 'stock taken only for the seats taken')
  })
})

describe('limits and seats given back', () => {
  test('the purchase limit counts the units of group orders not closed', async () => {
    const u = await shopper('limited')
    okData(await order(u, item, { type: 'alone', number: 2 }))
    assert.deepEqual(okData(await u.api.get('/wanlshop/groups/order/getOrderPurchaseLimit', { id: item.id })), { remaining_limit: 1 })
    refusedWith(await order(u, item, { number: 2 }), 'Over the purchase limit: you may buy 1 more')
    const last = okData(await order(u, item, { number: 1 }))
    refusedWith(await u.api.get('/wanlshop/groups/order/getOrderPurchaseLimit', { id: item.id }), 'Over the purchase limit: you may buy 0 more')
    okData(await u.api.post('/wanlshop/order/cancelOrder', { id: last.order_id }))
    assert.deepEqual(okData(await u.api.get('/wanlshop/groups/order/getOrderPurchaseLimit', { id: item.id })), { remaining_limit: 1 })
  })

  test('a member\'s order closing unpaid gives the seat back; a leader\'s fails the ready team', async () => {
    const leader = await shopper('leaderB')
    const first = await shopper('first')
    const second = await shopper('second')
    const opened = okData(await order(leader, item))
    await pay(leader, opened.order_id)
    const stock = await stockOf(srv.db, item.skus[0])
    const taken = okData(await order(first, item, { team_id: opened.team_id }))
    assert.equal((await team(opened.team_id!)).seats_left, 0)
    assert.equal(await stockOf(srv.db, item.skus[0]), stock - 1)
    refusedWith(await order(second, item, { team_id: opened.team_id }), 'This group is full')
    okData(await first.api.post('/wanlshop/order/cancelOrder', { id: taken.order_id }))
    const back = await team(opened.team_id!)
    assert.deepEqual([back.state, back.seats_left, back.members.length], ['start', 1, 1])
    assert.equal(await stockOf(srv.db, item.skus[0]), stock)
    const joined = okData(await order(second, item, { team_id: opened.team_id }))
    await pay(second, joined.order_id)
    assert.equal((await team(opened.team_id!)).state, 'success')

    const quitter = await shopper('quitter')
    const ready = okData(await order(quitter, item))
    okData(await quitter.api.post('/wanlshop/order/cancelOrder', { id: ready.order_id }))
    assert.equal((await team(ready.team_id!)).state, 'fail')
  })
})

describe('expiry', () => {
  test('a started team past its validity fails once, even with the job running twice at once: every paid member refunded, unpaid orders closed, stock back', async () => {
    const leader = await shopper('leaderX', '100')
    const paidMember = await shopper('paidX', '100')
    const unpaidMember = await shopper('unpaidX', '100')
    const trio = await makeGoods(srv.db, shop, { price: '20.00', stock: 50 })
    okData(await merchant.api.post('/wanlshop/groups/shop/save', { goods_id: trio.id, people_num: 3, group_hour: 24, purchase_limit: 0, discount: 50, ladders: [] }))
    const stock = await stockOf(srv.db, trio.skus[0])
    const opened = okData(await order(leader, trio))
    await pay(leader, opened.order_id)
    const b = okData(await order(paidMember, trio, { team_id: opened.team_id }))
    await pay(paidMember, b.order_id)
    const c = okData(await order(unpaidMember, trio, { team_id: opened.team_id }))
    assert.equal(opened.total, '15.00')
    assert.equal(Number(await balanceOf(srv.db, leader.id, 'usdt')), 85)
    assert.equal((await team(opened.team_id!)).state, 'start', 'all seats taken, one unpaid')

    // not due yet: nothing happens
    assert.equal((await expireTeams(srv.db, now() + 3600, srv.app.ctx.config.orderTimers)).size, 0)
    const at = now() + 25 * 3600
    const runs = await Promise.all([expireTeams(srv.db, at, srv.app.ctx.config.orderTimers), expireTeams(srv.db, at, srv.app.ctx.config.orderTimers)])
    const refunded = runs.flatMap((r) => [...r.entries()].filter(([id]) => id === opened.team_id).flatMap(([, ids]) => ids))
    assert.deepEqual(refunded.sort((x, y) => x - y), [opened.order_id, b.order_id].sort((x, y) => x - y))
    assert.equal((await team(opened.team_id!)).state, 'fail')
    assert.equal(Number(await balanceOf(srv.db, leader.id, 'usdt')), 100)
    assert.equal(Number(await balanceOf(srv.db, paidMember.id, 'usdt')), 100)
    assert.equal(Number(await balanceOf(srv.db, unpaidMember.id, 'usdt')), 100)
    const bills = await rows<{ userId: number, delta: string }>(srv.db, sql`select user_id as "userId", round(delta, 2)::text as delta from ledger
      where bill_type = 'groups_refund' and ref_id in (${String(opened.order_id)}, ${String(b.order_id)}, ${String(c.order_id)}) order by user_id`)
    assert.deepEqual(bills, [{ userId: leader.id, delta: '15.00' }, { userId: paidMember.id, delta: '15.00' }].sort((x, y) => x.userId - y.userId))
    // ECONOMY.md bill types: "`groups` group buy · … · `groups_refund` group buy refund"
    const debits = await rows<{ userId: number, delta: string, bill: string }>(srv.db, sql`select user_id as "userId", round(delta, 2)::text as delta, bill_type as bill from ledger
      where ref_type = 'order' and delta < 0 and ref_id in (${String(opened.order_id)}, ${String(b.order_id)}, ${String(c.order_id)}) order by user_id`)
    assert.deepEqual(debits, [{ userId: leader.id, delta: '-15.00', bill: 'groups' }, { userId: paidMember.id, delta: '-15.00', bill: 'groups' }].sort((x, y) => x.userId - y.userId))
    for (const [u, id] of [[leader, opened.order_id], [paidMember, b.order_id], [unpaidMember, c.order_id]] as const) {
      const d = await detail(u, id)
      assert.equal(d.state, 7)
      assert.equal(d.team?.state, 'fail')
    }
    assert.equal(await stockOf(srv.db, trio.skus[0]), stock, 'every seat\'s stock back')
    // a later run finds nothing
    assert.equal((await expireTeams(srv.db, at + 60, srv.app.ctx.config.orderTimers)).size, 0)
    assert.ok(await assertLedgerBalances(srv.db) > 0)
  })
})

describe('the merchant\'s terms', () => {
  test('shop/save on another shop\'s goods is refused; shop/lists shows only one\'s own', async () => {
    const other = await makeUser(srv.db, srv.url, 'othermerchant')
    await makeShop(srv.db, other.id)
    refusedWith(await other.api.post('/wanlshop/groups/shop/save', { goods_id: item.id, people_num: 5, group_hour: 1, purchase_limit: 0, discount: 1, ladders: [] }),
      'The product does not exist or is not in your shop')
    assert.equal(okData(await other.api.get<Paginated<GroupTerms>>('/wanlshop/groups/shop/lists', {})).total, 0)
    const mine = okData(await merchant.api.get<Paginated<GroupTerms & { title: string }>>('/wanlshop/groups/shop/lists', {}))
    assert.ok([item.id, trio.id].every((id) => mine.data.some((t) => t.goods_id === id)))
    assert.equal(mine.data.find((t) => t.goods_id === item.id)?.discount, 80)
    refusedWith(await merchant.api.post('/wanlshop/groups/shop/save', { goods_id: item.id, people_num: 2, group_hour: 1, purchase_limit: 0, discount: 50, ladders: [{ people_num: 2, discount: 40 }] }),
      /Tier sizes must differ/)
  })
})

describe('content in the reader\'s language', () => {
  test('group deal titles on the list, in search and on the team page are the English title in English, the Chinese in Chinese', async () => {
    const g = await makeGoods(srv.db, shop, { price: '30.00', stock: 100, title: '拼团 降噪耳机' })
    await srv.db.execute(sql`update goods set title_en = 'Group noise-cancelling earbuds' where id = ${g.id}`)
    okData(await merchant.api.post<GroupTerms>('/wanlshop/groups/shop/save', { goods_id: g.id, people_num: 2, group_hour: 24, purchase_limit: 0, discount: 90, ladders: [] }))
    const titleIn = async (lang: string, search?: string): Promise<string | undefined> =>
      okData(await merchant.api.get<Paginated<GroupGoodsCard>>('/wanlshop/groups/product/lists', search === undefined ? {} : { search }, { lang })).data.find((c) => c.goods_id === g.id)?.title
    assert.equal(await titleIn('en'), 'Group noise-cancelling earbuds')
    assert.equal(await titleIn('zh-CN'), '拼团 降噪耳机')
    assert.equal(await titleIn('en', 'noise-cancelling'), 'Group noise-cancelling earbuds', 'found by its English title')
    assert.equal(await titleIn('zh-CN', '降噪耳机'), '拼团 降噪耳机')
    const u = await shopper('reader')
    const opened = okData(await order(u, g))
    const teamIn = async (lang: string): Promise<string> => okData(await u.api.get<GroupTeamDetail>('/wanlshop/groups/team/getGroupsDetails', { id: opened.team_id! }, { lang })).goods.title
    assert.equal(await teamIn('en'), 'Group noise-cancelling earbuds')
    assert.equal(await teamIn('zh-CN'), '拼团 降噪耳机')
  })
})
