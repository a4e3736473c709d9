import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { AddOrderResult, Address, Logistics, OrderDetail, OrderListItem, PaymentResult } from '../../types/order'
import type { Paginated } from '../../types/envelope'
import type { SessionPayload } from '../../types/user'
import { goods, goodsComments, goodsSalesPending, ledger, notices, orderLogs, orders, shops } from '../db/schema'
import { orderMachine } from '../modules/order/machine'
import { checkMachine } from '../lib/state-machine'
import { runJobs } from '../lib/scheduler'
import { countSales } from '../modules/pay/sales'
import { DAY, now } from '../lib/time'
import { startServer, type TestServer } from './helpers/server'
import { ApiClient } from './helpers/client'
import { SocketClient } from './helpers/socket'
import {
  BEIJING, assertLedgerBalances, balanceOf, credit, makeGoods, makeShop, makeUser, okData, refusedWith, setPayPassword, stockOf,
  type MadeGoods, type TestUser
} from './helpers/buying'

// The order lifecycle through real HTTP: every transition of the state machine and every refusal
// (wrong owner, wrong state), shipping with its push and notice, escrow at completion, reviews,
// logistics, statistics; the timers driven by a controllable clock; and concurrency — 50 buyers
// racing for 10 in stock, 20 payments of one order — with the ledger checked against the balances.

let srv: TestServer
let buyer: TestUser
let stranger: TestUser
let merchant: TestUser
let shop: number
let addressId: number
let item: MadeGoods
let onPay: MadeGoods

before(async () => {
  srv = await startServer()
  buyer = await makeUser(srv.db, srv.url, 'buyer')
  stranger = await makeUser(srv.db, srv.url, 'stranger')
  merchant = await makeUser(srv.db, srv.url, 'merchant')
  shop = await makeShop(srv.db, merchant.id, { first: '5.00', additional: '1.00', freeOver: null })
  item = await makeGoods(srv.db, shop, { price: '20.00', stock: 1000 })
  onPay = await makeGoods(srv.db, shop, { price: '3.00', stock: 1000, stockMethod: 'payment' })
  addressId = okData(await buyer.api.post<Address>('/wanlshop/address/address', { type: 'add', data: BEIJING })).id
  await setPayPassword(srv.db, buyer.id)
  await credit(srv.db, buyer.id, 'usdt', '10000')
  await credit(srv.db, buyer.id, 'bbc', '10000')
})
after(async () => { await srv.close() })

const key = (): string => crypto.randomBytes(8).toString('hex')

async function place (u: TestUser, lines: Array<[MadeGoods, number]>, addr = addressId): Promise<number> {
  const r = okData(await u.api.post<AddOrderResult>('/wanlshop/order/addOrder', {
    token: key(), order: { address_id: addr, lists: [{ shop_id: shop, products: lines.map(([g, n]) => ({ goods_id: g.id, sku_id: g.skus[0], number: n })) }] }
  }))
  return r.order_ids[0]
}

async function pay (u: TestUser, ids: number[], asset = 'usdt'): Promise<PaymentResult> {
  return okData(await u.api.post<PaymentResult>('/wanlshop/pay/payment', { order_ids: ids, asset, pay_password: '123456', key: key() }))
}

async function ship (id: number, no = 'SF1234567890'): Promise<void> {
  okData(await merchant.api.post('/wanlshop/order/delivery', { id, express_name: 'shunfeng', express_no: no }))
}

const detail = async (u: TestUser, id: number): Promise<OrderDetail> => okData(await u.api.get<OrderDetail>('/wanlshop/order/getOrderInfo', { id }))
const stateOf = async (id: number): Promise<number> => (await srv.db.select({ state: orders.state }).from(orders).where(eq(orders.id, id)))[0].state

describe('the state machine', () => {
  test('the table is sound and checked: unknown targets, unreachable states and dead ends are refused', () => {
    orderMachine.check()
    const spec = orderMachine.spec
    const TRANSITIONS = spec.events
    assert.deepEqual(Object.entries(TRANSITIONS).map(([e, t]) => `${e}:${t.from}>${t.to}`), [
      'pay:1>2', 'cancel:1>7', 'auto_close:1>7', 'deliver:2>3', 'group_fail:2>7', 'confirm:3>4', 'auto_confirm:3>4', 'comment:4>6', 'auto_review:4>6',
      'refund_close_paid:2>7', 'refund_close_shipped:3>7', 'refund_close_received:4>7'
    ])
    assert.throws(() => { checkMachine({ ...spec, events: { ...TRANSITIONS, bad: { from: 1, to: 5 as 1, actors: ['buyer'] } } }) }, /unknown state 5/)
    const { deliver: _d, ...noDeliver } = TRANSITIONS
    assert.throws(() => { checkMachine({ ...spec, events: noDeliver }) }, /unreachable|dead end/)
    assert.throws(() => { checkMachine({ ...spec, events: { ...TRANSITIONS, reopen: { from: 7, to: 1, actors: ['buyer'] } } }) }, /final state 7/)
  })
})

describe('lifecycle', () => {
  test('unpaid: detail with the close deadline and what the buyer may do; nobody else sees it', async () => {
    const id = await place(buyer, [[item, 2]])
    const d = await detail(buyer, id)
    assert.equal(d.state, 1)
    assert.equal(d.price, '46.00') // 40 + 5 + 1
    assert.equal(d.freight_price, '6.00')
    assert.deepEqual(d.address, { name: '林小满', mobile: '13800138000', address: '北京市 北京市 朝阳区 建国路 88 号 1201' })
    assert.equal(d.pickup, null)
    assert.ok(d.deadline.close !== null && Math.abs(d.deadline.close - (d.createtime + 30 * 60)) <= 1)
    assert.deepEqual(d.deadline, { close: d.deadline.close, confirm: null, review: null })
    assert.deepEqual(d.can, { cancel: true, pay: true, delete: false, edit_address: true, confirm: false, comment: false, deliver: false, logistics: false })
    assert.equal(d.buyer, undefined)
    assert.equal(d.goods[0].commented, false)
    refusedWith(await stranger.api.get('/wanlshop/order/getOrderInfo', { id }), 'Order does not exist')
    refusedWith(await stranger.api.get('/wanlshop/order/getOrderInfo', { id: 2_000_000 }), 'Order does not exist')
    const seller = await detail(merchant, id)
    assert.deepEqual(seller.can, { cancel: false, pay: false, delete: false, edit_address: false, confirm: false, comment: false, deliver: false, logistics: false })
    assert.equal(seller.buyer?.id, buyer.id)
    // wrong-state and wrong-owner refusals for every action
    refusedWith(await merchant.api.post('/wanlshop/order/delivery', { id, express_name: 'shunfeng', express_no: 'SF1234567890' }), 'The order is not in a state that allows this')
    refusedWith(await buyer.api.post('/wanlshop/order/confirmOrder', { id }), 'The order is not in a state that allows this')
    refusedWith(await buyer.api.post('/wanlshop/order/delOrder', { id }), 'The order is not in a state that allows this')
    refusedWith(await buyer.api.post('/wanlshop/order/getLogistics', { id }), 'The order has not been shipped yet')
    for (const path of ['cancelOrder', 'delOrder', 'confirmOrder', 'getLogistics']) {
      refusedWith(await stranger.api.post(`/wanlshop/order/${path}`, { id }), 'Order does not exist')
    }
    refusedWith(await stranger.api.post('/wanlshop/order/delivery', { id, express_name: 'shunfeng', express_no: 'SF1234567890' }), 'Order does not exist')
    refusedWith(await buyer.api.post('/wanlshop/order/delivery', { id, express_name: 'shunfeng', express_no: 'SF1234567890' }), 'Order does not exist')
    refusedWith(await merchant.api.post('/wanlshop/order/cancelOrder', { id }), 'Order does not exist')
    assert.equal(await stateOf(id), 1)
  })

  test('editOrderAddress: once, own address only, before shipping', async () => {
    const id = await place(buyer, [[item, 1]])
    const other = okData(await buyer.api.post<Address>('/wanlshop/address/address', { type: 'add', data: { ...BEIJING, name: '王五', adcode: '310104', province: '上海市', city: '上海市', district: '徐汇区' } }))
    const theirs = okData(await stranger.api.post<Address>('/wanlshop/address/address', { type: 'add', data: BEIJING }))
    refusedWith(await buyer.api.post('/wanlshop/order/editOrderAddress', { id, address_id: theirs.id }), 'Address does not exist')
    refusedWith(await stranger.api.post('/wanlshop/order/editOrderAddress', { id, address_id: theirs.id }), 'Order does not exist')
    okData(await buyer.api.post('/wanlshop/order/editOrderAddress', { id, address_id: other.id }))
    const d = await detail(buyer, id)
    assert.equal(d.address?.name, '王五')
    assert.equal(d.isaddress, true)
    assert.equal(d.can.edit_address, false)
    refusedWith(await buyer.api.post('/wanlshop/order/editOrderAddress', { id, address_id: addressId }), 'The delivery address can be changed once, before shipping')
  })

  test('cancel: 1 → 7, porder stock back, logged; then it can be deleted (hidden from the buyer only)', async () => {
    const stock = await stockOf(srv.db, item.skus[0])
    const id = await place(buyer, [[item, 3], [onPay, 2]])
    assert.equal(await stockOf(srv.db, item.skus[0]), stock - 3)
    const payStock = await stockOf(srv.db, onPay.skus[0])
    const res = await buyer.api.post('/wanlshop/order/cancelOrder', { id })
    assert.equal(res.body.msg, 'Order cancelled')
    assert.equal(await stateOf(id), 7)
    assert.equal(await stockOf(srv.db, item.skus[0]), stock)
    assert.equal(await stockOf(srv.db, onPay.skus[0]), payStock, 'payment goods were never taken')
    refusedWith(await buyer.api.post('/wanlshop/order/cancelOrder', { id }), 'The order is not in a state that allows this')
    refusedWith(await buyer.api.post('/wanlshop/pay/getPay', { order_ids: [id] }), 'The order has already been paid or closed')
    const logs = await srv.db.select().from(orderLogs).where(eq(orderLogs.orderId, id)).orderBy(asc(orderLogs.id))
    assert.deepEqual(logs.map((l) => [l.from, l.to, l.event, l.actor, l.actorId]), [[null, 1, 'create', 'buyer', buyer.id], [1, 7, 'cancel', 'buyer', buyer.id]])
    assert.equal((await detail(buyer, id)).can.delete, true)
    refusedWith(await stranger.api.post('/wanlshop/order/delOrder', { id }), 'Order does not exist')
    okData(await buyer.api.post('/wanlshop/order/delOrder', { id }))
    refusedWith(await buyer.api.get('/wanlshop/order/getOrderInfo', { id }), 'Order does not exist')
    const mine = okData(await buyer.api.get<Paginated<OrderListItem>>('/wanlshop/order/getOrderList', { state: 0, limit: 50 }))
    assert.ok(!mine.data.some((o) => o.id === id))
    const sold = okData(await merchant.api.get<Paginated<OrderListItem>>('/wanlshop/order/getOrderList', { role: 'sell', limit: 50 }))
    assert.ok(sold.data.some((o) => o.id === id), 'the shop still sees it')
  })

  test('paid → shipped (push + notice) → received → reviewed (escrow to the shop owner)', async () => {
    const id = await place(buyer, [[item, 1], [onPay, 2]]) // 20 + 6 + freight 5 + 2 = 33
    const merchantBefore = await balanceOf(srv.db, merchant.id, 'bbc')
    const paid = await pay(buyer, [id], 'bbc')
    assert.equal(paid.amount, '330.00') // 33 USDT at 1 BBC = 0.10 USDT
    let d = await detail(buyer, id)
    assert.equal(d.state, 2)
    assert.deepEqual(d.pay, { asset: 'bbc', amount: '330.00' })
    assert.equal(d.deadline.close, null)
    assert.deepEqual(d.can, { cancel: false, pay: false, delete: false, edit_address: true, confirm: false, comment: false, deliver: false, logistics: false })
    assert.equal((await detail(merchant, id)).can.deliver, true)
    refusedWith(await buyer.api.post('/wanlshop/order/cancelOrder', { id }), 'The order is not in a state that allows this')

    // the buyer's socket hears about the shipment
    const ws = await SocketClient.connect(srv.url)
    okData(await buyer.api.post('/wanlshop/chat/shake', await ws.credentials()))
    refusedWith(await merchant.api.post('/wanlshop/order/delivery', { id, express_name: 'pigeon', express_no: 'SF1234567890' }), 'Please choose a carrier')
    refusedWith(await merchant.api.post('/wanlshop/order/delivery', { id, express_name: 'shunfeng', express_no: 'SF-12' }), 'The tracking number must be 6–30 letters or digits')
    refusedWith(await merchant.api.post('/wanlshop/order/delivery', { id, express_name: 'shunfeng', express_no: 'x'.repeat(31) }), 'The tracking number must be 6–30 letters or digits')
    refusedWith(await stranger.api.post('/wanlshop/order/delivery', { id, express_name: 'shunfeng', express_no: 'SF1234567890' }), 'Order does not exist')
    const shipped = await merchant.api.post('/wanlshop/order/delivery', { id, express_name: '顺丰速运', express_no: 'SF1234567890' })
    assert.equal(shipped.body.msg, 'Order shipped')
    const push = await ws.next('order')
    ws.close()
    assert.equal(push.title, '订单已发货')
    assert.equal(push.modules, 'order')
    assert.equal(push.modules_id, id)
    assert.match(String(push.content), /顺丰速运.*SF1234567890/)
    refusedWith(await merchant.api.post('/wanlshop/order/delivery', { id, express_name: 'shunfeng', express_no: 'SF1234567890' }), 'The order is not in a state that allows this')
    refusedWith(await buyer.api.post('/wanlshop/order/editOrderAddress', { id, address_id: addressId }), 'The delivery address can be changed once, before shipping')
    let stats = okData(await buyer.api.post<SessionPayload>('/wanlshop/user/refresh', {})).statistics
    assert.equal(stats.notice.order, 1)
    d = await detail(buyer, id) // reading it marks the notice read
    assert.deepEqual(d.express, { name: 'SF Express', no: 'SF1234567890' }, 'the carrier in the reader\'s language')
    assert.ok(d.deadline.confirm !== null && d.deadline.confirm === d.delivertime! + 7 * DAY)
    assert.equal(d.can.confirm, true)
    stats = okData(await buyer.api.post<SessionPayload>('/wanlshop/user/refresh', {})).statistics
    assert.equal(stats.notice.order, 0)
    const [notice] = await srv.db.select().from(notices).where(and(eq(notices.userId, buyer.id), eq(notices.modulesId, id)))
    assert.deepEqual([notice.type, notice.modules, notice.read], ['order', 'order', true])

    const track = okData(await buyer.api.post<Logistics>('/wanlshop/order/getLogistics', { id }))
    assert.deepEqual({ name: track.express_name, no: track.express_no, company: track.company }, { name: 'SF Express', no: 'SF1234567890', company: { name: 'SF Express', tel: '95338' } })
    assert.ok(track.traces.length >= 1)
    assert.match(track.traces[0].context, /Shipped|Picked up/)
    const zhTrack = okData(await buyer.api.post<Logistics>('/wanlshop/order/getLogistics', { id }, { lang: 'zh' }))
    assert.equal(zhTrack.express_name, '顺丰速运')
    assert.match(zhTrack.traces[0].context, /发货|揽收/)
    okData(await merchant.api.post<Logistics>('/wanlshop/order/getLogistics', { id }))
    refusedWith(await stranger.api.post('/wanlshop/order/getLogistics', { id }), 'Order does not exist')
    const carriers = okData(await new ApiClient(srv.url, '/ws', 'zh').get<Array<{ code: string, name: string }>>('/wanlshop/order/carriers'))
    assert.ok(carriers.some((c) => c.code === 'shunfeng' && c.name === '顺丰速运'))
    const carriersEn = okData(await new ApiClient(srv.url).get<Array<{ code: string, name: string }>>('/wanlshop/order/carriers'))
    assert.ok(carriersEn.some((c) => c.code === 'shunfeng' && c.name === 'SF Express'))

    // receipt: nothing is paid to the shop yet (after-sales runs until the order completes)
    refusedWith(await merchant.api.post('/wanlshop/order/confirmOrder', { id }), 'Order does not exist')
    okData(await buyer.api.post('/wanlshop/order/confirmOrder', { id }))
    assert.equal(await stateOf(id), 4)
    assert.equal(await balanceOf(srv.db, merchant.id, 'bbc'), merchantBefore)
    const debits = await srv.db.select().from(ledger).where(and(eq(ledger.userId, buyer.id), eq(ledger.refId, String(id))))
    assert.deepEqual(debits.map((l) => [l.asset, l.delta]), [['bbc', '-330.00000000']])
    refusedWith(await buyer.api.post('/wanlshop/order/confirmOrder', { id }), 'The order is not in a state that allows this')
    d = await detail(buyer, id)
    assert.ok(d.deadline.review === d.taketime! + 7 * DAY)
    assert.deepEqual([d.can.comment, d.can.confirm], [true, false])

    // the review: every product rated, only pictures this server served
    const upload = await buyer.api.upload(Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d4944415478da63f8cfc0f01f0005000201a5' + '5a3ab00000000049454e44ae426082', 'hex'), 'p.png', 'image/png')
    const pic = okData(upload).url
    const [g1, g2] = d.goods
    const comment = (extra: Record<string, unknown> = {}) => ({
      order_id: id, shop: { describe: 5, service: 4, deliver: 3, logistics: 4 },
      goodsList: [{ id: g1.id, state: 0, comment: '很好', imgList: [pic] }, { id: g2.id, state: 2, comment: '', imgList: [] }], ...extra
    })
    refusedWith(await buyer.api.post('/wanlshop/order/commentOrder', comment({ goodsList: [{ id: g1.id, state: 0, comment: 'x', imgList: [] }] })), 'Please rate every product of the order')
    refusedWith(await buyer.api.post('/wanlshop/order/commentOrder', comment({ goodsList: [{ id: g1.id, state: 0, comment: 'x', imgList: ['https://evil.example.com/a.png'] }, { id: g2.id, state: 0, comment: '', imgList: [] }] })),
      'Review pictures must be images uploaded to this site')
    // another account's upload is not the buyer's picture to post
    const theirs = okData(await stranger.api.upload(Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d4944415478da63f8cfc0f01f0005000201a5' + '5a3ab00000000049454e44ae426082', 'hex'), 'q.png', 'image/png')).url
    refusedWith(await buyer.api.post('/wanlshop/order/commentOrder', comment({ goodsList: [{ id: g1.id, state: 0, comment: 'x', imgList: [theirs] }, { id: g2.id, state: 0, comment: '', imgList: [] }] })),
      'Review pictures must be images uploaded to this site')
    refusedWith(await buyer.api.post('/wanlshop/order/commentOrder', comment({ goodsList: [{ id: g1.id, state: 0, comment: 'x'.repeat(501), imgList: [] }] })), 'goodsList.0.comment must not be longer than 500 characters')
    refusedWith(await buyer.api.post('/wanlshop/order/commentOrder', comment({ goodsList: [{ id: g1.id, state: 0, comment: 'x', imgList: Array(10).fill(pic) }] })), 'goodsList.0.imgList is out of range')
    refusedWith(await buyer.api.post('/wanlshop/order/commentOrder', comment({ shop: { describe: 6, service: 4, deliver: 3, logistics: 4 } })), 'shop.describe is out of range')
    refusedWith(await stranger.api.post('/wanlshop/order/commentOrder', comment({ goodsList: [{ id: g1.id, state: 0, comment: 'x', imgList: [] }, { id: g2.id, state: 0, comment: '', imgList: [] }] })), 'Order does not exist')
    const [before] = await srv.db.select({ comment: goods.comment, praise: goods.praise }).from(goods).where(eq(goods.id, item.id))
    okData(await buyer.api.post('/wanlshop/order/commentOrder', comment()))
    assert.equal(await stateOf(id), 6)
    // completed: the shop owner is credited what the buyer paid, in the same asset
    assert.equal(Number(await balanceOf(srv.db, merchant.id, 'bbc')) - Number(merchantBefore), 330)
    const credits = await srv.db.select().from(ledger).where(and(eq(ledger.userId, merchant.id), eq(ledger.refId, String(id))))
    assert.deepEqual(credits.map((l) => [l.asset, l.delta, l.billType, l.refType]), [['bbc', '330.00000000', 'goods', 'order']])
    const rows = await srv.db.select().from(goodsComments).where(eq(goodsComments.orderId, id)).orderBy(asc(goodsComments.id))
    assert.deepEqual(rows.map((r) => [r.goodsId, r.state, r.content, r.images, r.score, r.userId]), [
      [item.id, 0, '很好', [pic], '4.0', buyer.id], [onPay.id, 2, '系统默认好评', [], '4.0', buyer.id]
    ])
    const [afterG] = await srv.db.select({ comment: goods.comment, praise: goods.praise }).from(goods).where(eq(goods.id, item.id))
    assert.deepEqual([afterG.comment - before.comment, afterG.praise - before.praise], [1, 1])
    const [s] = await srv.db.select().from(shops).where(eq(shops.id, shop))
    assert.deepEqual([s.scoreDescribe, s.scoreService, s.scoreDeliver, s.scoreLogistics], ['5.0', '4.0', '3.0', '4.0'])
    refusedWith(await buyer.api.post('/wanlshop/order/commentOrder', comment()), 'The order is not in a state that allows this')
    d = await detail(buyer, id)
    assert.ok(d.goods.every((g) => g.commented))
    assert.ok(d.dealtime !== null)
    assert.deepEqual(d.can, { cancel: false, pay: false, delete: true, edit_address: false, confirm: false, comment: false, deliver: false, logistics: true })
    const logs = await srv.db.select().from(orderLogs).where(eq(orderLogs.orderId, id)).orderBy(asc(orderLogs.id))
    assert.deepEqual(logs.map((l) => `${l.from ?? '-'}>${l.to}:${l.event}:${l.actor}`), ['->1:create:buyer', '1>2:pay:buyer', '2>3:deliver:seller', '3>4:confirm:buyer', '4>6:comment:buyer'])
  })

  test('lists: tabs for the buyer, the sell role for the shop owner, statistics counts', async () => {
    const u = await makeUser(srv.db, srv.url)
    await setPayPassword(srv.db, u.id)
    await credit(srv.db, u.id, 'usdt', '500')
    const addr = okData(await u.api.post<Address>('/wanlshop/address/address', { type: 'add', data: BEIJING })).id
    const a = await place(u, [[item, 1]], addr) // stays unpaid
    const b = await place(u, [[item, 1]], addr)
    const c = await place(u, [[item, 1]], addr)
    const e = await place(u, [[item, 1]], addr)
    await pay(u, [b, c, e])
    await ship(c)
    await ship(e)
    okData(await u.api.post('/wanlshop/order/confirmOrder', { id: e }))
    const tab = async (state: number): Promise<number[]> => okData(await u.api.get<Paginated<OrderListItem>>('/wanlshop/order/getOrderList', { state })).data.map((o) => o.id)
    assert.deepEqual(await tab(0), [e, c, b, a])
    assert.deepEqual(await tab(1), [a])
    assert.deepEqual(await tab(2), [b])
    assert.deepEqual(await tab(3), [c])
    assert.deepEqual(await tab(4), [e])
    // an unpaid card counts down to its auto-close (30 minutes after ordering); others have none
    const all = okData(await u.api.get<Paginated<OrderListItem>>('/wanlshop/order/getOrderList', { state: 0 })).data
    const unpaid = all.find((o) => o.id === a)!
    assert.equal(unpaid.close_at, unpaid.createtime + 30 * 60)
    assert.ok(all.filter((o) => o.id !== a).every((o) => o.close_at === null))
    refusedWith(await u.api.get('/wanlshop/order/getOrderList', { state: 5 }), 'state is out of range')
    const first = okData(await u.api.get<Paginated<OrderListItem>>('/wanlshop/order/getOrderList', { limit: 1 }))
    assert.deepEqual([first.total, first.last_page, first.data[0].shop.id, first.data[0].goods.length, first.data[0].buyer], [4, 4, shop, 1, undefined])
    const sell = okData(await merchant.api.get<Paginated<OrderListItem>>('/wanlshop/order/getOrderList', { role: 'sell', state: 2 }))
    assert.ok(sell.data.some((o) => o.id === b && o.buyer?.id === u.id))
    assert.equal(okData(await stranger.api.get<Paginated<OrderListItem>>('/wanlshop/order/getOrderList', { role: 'sell' })).total, 0)
    const stats = okData(await u.api.post<SessionPayload>('/wanlshop/user/refresh', {})).statistics.order
    assert.deepEqual(stats, { whole: 4, groups: 0, pay: 1, delive: 1, receiving: 1, evaluate: 1, customer: 0 })
  })
})

describe('timers (controllable clock)', () => {
  // the app's jobs (the order machine's timers among them) run with the clock the test gives
  const runDueTimers = async (at: number): Promise<{ closed: number[], confirmed: number[], reviewed: number[] }> => {
    const r = await runJobs(srv.app.ctx.jobs, at, { db: srv.db, config: srv.app.ctx.config })
    return { closed: r['order.auto_close'], confirmed: r['order.auto_confirm'], reviewed: r['order.auto_review'] }
  }

  test('auto-close after 30 minutes gives the stock back; auto-confirm; auto-review completes with the default comment and pays the merchant', async () => {
    const timed = await makeGoods(srv.db, shop, { price: '20.00', stock: 100 })
    const stock = await stockOf(srv.db, timed.skus[0])
    const unpaid = await place(buyer, [[timed, 4]])
    const toShip = await place(buyer, [[timed, 1]])
    await pay(buyer, [toShip])
    await ship(toShip)
    const t = now()
    const early = await runDueTimers(t + 29 * 60)
    assert.ok(!early.closed.includes(unpaid))
    assert.equal(await stockOf(srv.db, timed.skus[0]), stock - 5)
    const closeRun = await runDueTimers(t + 31 * 60)
    assert.ok(closeRun.closed.includes(unpaid))
    assert.equal(await stateOf(unpaid), 7)
    assert.equal(await stockOf(srv.db, timed.skus[0]), stock - 1)
    assert.ok(!closeRun.confirmed.includes(toShip))

    const confirmRun = await runDueTimers(t + 7 * DAY + 60)
    assert.ok(confirmRun.confirmed.includes(toShip))
    assert.equal(await stateOf(toShip), 4)
    // received, not completed: nothing paid to the shop for it yet
    assert.equal((await srv.db.select().from(ledger).where(and(eq(ledger.userId, merchant.id), eq(ledger.refType, 'order'), eq(ledger.refId, String(toShip))))).length, 0)
    const merchantBefore = await balanceOf(srv.db, merchant.id, 'usdt')

    assert.deepEqual((await runDueTimers(t + 7 * DAY + 120)).reviewed, [])
    const reviewRun = await runDueTimers(t + 14 * DAY + 120)
    assert.ok(reviewRun.reviewed.includes(toShip))
    assert.equal(await stateOf(toShip), 6)
    // completed by the auto-review: now the merchant is paid what the buyer paid
    const [paidRow] = await srv.db.select({ amount: orders.payAmount }).from(orders).where(eq(orders.id, toShip))
    const [escrow] = await srv.db.select().from(ledger).where(and(eq(ledger.userId, merchant.id), eq(ledger.refType, 'order'), eq(ledger.refId, String(toShip))))
    assert.deepEqual([escrow.asset, escrow.delta], ['usdt', paidRow.amount])
    // the merchant's balance rose by what the buyers paid for every order completed in this run
    const released = await srv.db.select({ amount: orders.payAmount }).from(orders).where(and(inArray(orders.id, reviewRun.reviewed), eq(orders.payAsset, 'usdt')))
    assert.equal(Number(await balanceOf(srv.db, merchant.id, 'usdt')) - Number(merchantBefore), released.reduce((s, r) => s + Number(r.amount), 0))
    const [c] = await srv.db.select().from(goodsComments).where(eq(goodsComments.orderId, toShip))
    assert.deepEqual([c.content, c.state, c.score], ['系统默认好评', 0, '5.0'])
    const logs = await srv.db.select().from(orderLogs).where(inArray(orderLogs.orderId, [unpaid, toShip])).orderBy(asc(orderLogs.id))
    assert.deepEqual(logs.filter((l) => l.actor === 'system').map((l) => [l.orderId, l.event]), [[unpaid, 'auto_close'], [toShip, 'auto_confirm'], [toShip, 'auto_review']])
    // nothing is done twice
    const again = await runDueTimers(t + 30 * DAY)
    assert.ok(!again.closed.includes(unpaid) && !again.confirmed.includes(toShip) && !again.reviewed.includes(toShip))
  })

  test('more than one batch of due orders', async () => {
    const u = await makeUser(srv.db, srv.url)
    const addr = okData(await u.api.post<Address>('/wanlshop/address/address', { type: 'add', data: BEIJING })).id
    const ids: number[] = []
    for (let i = 0; i < 55; i++) ids.push(await place(u, [[item, 1]], addr))
    const run = await runDueTimers(now() + 3600)
    assert.ok(ids.every((id) => run.closed.includes(id)))
    const [{ n }] = await srv.db.select({ n: count() }).from(orders).where(and(eq(orders.userId, u.id), eq(orders.state, 7)))
    assert.equal(Number(n), 55)
  })
})

describe('concurrency', () => {
  test('50 buyers at once for 10 in stock (porder): exactly 10 orders, stock 0, never negative', async () => {
    const scarce = await makeGoods(srv.db, shop, { price: '9.90', stock: 10 })
    const buyers = await Promise.all(Array.from({ length: 50 }, async () => await makeUser(srv.db, srv.url, 'racer')))
    const addrs = await Promise.all(buyers.map(async (u) => okData(await u.api.post<Address>('/wanlshop/address/address', { type: 'add', data: BEIJING })).id))
    const results = await Promise.all(buyers.map(async (u, i) => await u.api.post<AddOrderResult>('/wanlshop/order/addOrder', {
      token: key(), order: { address_id: addrs[i], lists: [{ shop_id: shop, products: [{ goods_id: scarce.id, sku_id: scarce.skus[0], number: 1 }] }] }
    })))
    const won = results.filter((r) => r.body.code === 1)
    const lost = results.filter((r) => r.body.code !== 1)
    assert.equal(won.length, 10)
    assert.ok(lost.every((r) => r.status === 200 && /Insufficient stock/.test(r.body.msg)), JSON.stringify(lost.find((r) => !/Insufficient stock/.test(r.body.msg))?.body))
    assert.equal(await stockOf(srv.db, scarce.skus[0]), 0)
    const [{ n }] = await srv.db.select({ n: sql<number>`coalesce(sum(og.number), 0)::int` }).from(orders)
      .innerJoin(sql`order_goods og`, sql`og.order_id = ${orders.id}`).where(sql`og.sku_id = ${scarce.skus[0]}`)
    assert.equal(n, 10)
  })

  test('20 simultaneous payments of one order (same and different keys): one charge', async () => {
    const u = await makeUser(srv.db, srv.url)
    await setPayPassword(srv.db, u.id)
    await credit(srv.db, u.id, 'usdt', '100')
    const addr = okData(await u.api.post<Address>('/wanlshop/address/address', { type: 'add', data: BEIJING })).id
    const id = await place(u, [[item, 1]], addr) // 25.00
    const same = key()
    const calls = await Promise.all(Array.from({ length: 20 }, async (_, i) => await u.api.post<PaymentResult>('/wanlshop/pay/payment', {
      order_ids: [id], asset: 'usdt', pay_password: '123456', key: i % 2 === 0 ? same : key()
    })))
    const ok = calls.filter((c) => c.body.code === 1)
    assert.ok(ok.length >= 1)
    for (const c of ok) assert.deepEqual(c.body.data, ok[0].body.data, 'every success is the one payment')
    assert.ok(calls.filter((c) => c.body.code !== 1).every((c) => c.body.msg === 'The order has already been paid or closed'), JSON.stringify(calls.map((c) => c.body.msg)))
    assert.equal(await balanceOf(srv.db, u.id, 'usdt'), '75.00000000')
    const [{ n }] = await srv.db.select({ n: count() }).from(ledger).where(and(eq(ledger.userId, u.id), eq(ledger.billType, 'goods')))
    assert.equal(Number(n), 1)
    assert.equal(await stateOf(id), 2)
  })

  /** `n` buyers with an address, a payment password and 1000 USDT. */
  async function racers (n: number): Promise<Array<{ u: TestUser, addr: number }>> {
    return await Promise.all(Array.from({ length: n }, async () => {
      const u = await makeUser(srv.db, srv.url, 'racer')
      await setPayPassword(srv.db, u.id)
      await credit(srv.db, u.id, 'usdt', '1000')
      return { u, addr: okData(await u.api.post<Address>('/wanlshop/address/address', { type: 'add', data: BEIJING })).id }
    }))
  }

  test('30 buyers at once, two SKUs per order named in either order, 10 of each: exactly 10 orders, no deadlock, stocks 0', async () => {
    const a = await makeGoods(srv.db, shop, { price: '2.00', stock: 10 })
    const b = await makeGoods(srv.db, shop, { price: '3.00', stock: 10 })
    const all = await racers(30)
    const results = await Promise.all(all.map(async ({ u, addr }, i) => {
      const products = [{ goods_id: a.id, sku_id: a.skus[0], number: 1 }, { goods_id: b.id, sku_id: b.skus[0], number: 1 }]
      return await u.api.post<AddOrderResult>('/wanlshop/order/addOrder', {
        token: key(), order: { address_id: addr, lists: [{ shop_id: shop, products: i % 2 === 0 ? products : products.reverse() }] }
      })
    }))
    assert.equal(results.filter((r) => r.body.code === 1).length, 10)
    assert.ok(results.every((r) => r.body.code === 1 || (r.status === 200 && /Insufficient stock/.test(r.body.msg))), JSON.stringify(results.map((r) => r.body.msg)))
    assert.equal(await stockOf(srv.db, a.skus[0]), 0)
    assert.equal(await stockOf(srv.db, b.skus[0]), 0)
  })

  test('30 payments at once for 10 in stock (taken at payment, two SKUs per order in either order): 10 paid, the rest refused and not charged', async () => {
    const a = await makeGoods(srv.db, shop, { price: '2.00', stock: 10, stockMethod: 'payment' })
    const b = await makeGoods(srv.db, shop, { price: '3.00', stock: 10, stockMethod: 'payment' })
    const all = await racers(30)
    const placed = await Promise.all(all.map(async ({ u, addr }, i) => {
      const lines: Array<[MadeGoods, number]> = i % 2 === 0 ? [[a, 1], [b, 1]] : [[b, 1], [a, 1]]
      return await place(u, lines, addr)
    }))
    const paid = await Promise.all(all.map(async ({ u }, i) => await u.api.post<PaymentResult>('/wanlshop/pay/payment', {
      order_ids: [placed[i]], asset: 'usdt', pay_password: '123456', key: key()
    })))
    const won = paid.flatMap((r, i) => r.body.code === 1 ? [i] : [])
    assert.equal(won.length, 10)
    assert.ok(paid.every((r) => r.body.code === 1 || (r.status === 200 && /Insufficient stock/.test(r.body.msg))), JSON.stringify(paid.map((r) => r.body.msg)))
    assert.equal(await stockOf(srv.db, a.skus[0]), 0)
    assert.equal(await stockOf(srv.db, b.skus[0]), 0)
    for (const [i, { u }] of all.entries()) {
      // 2 + 3 + 5.00 freight + 1.00 for the second item = 11.00
      assert.equal(await balanceOf(srv.db, u.id, 'usdt'), won.includes(i) ? '989.00000000' : '1000.00000000')
      assert.equal(await stateOf(placed[i]), won.includes(i) ? 2 : 1)
    }
    await countSales(srv.db) // the scheduler's pay.count_sales
    const counts = await srv.db.select({ sales: goods.sales, payment: goods.payment }).from(goods).where(inArray(goods.id, [a.id, b.id])).orderBy(asc(goods.id))
    assert.deepEqual(counts, [{ sales: 10, payment: 10 }, { sales: 10, payment: 10 }])
  })

  test("the goods' sales: queued by each payment, counted at the scheduler's tick, once even when two instances count at once", async () => {
    const g = await makeGoods(srv.db, shop, { price: '2.00', stock: 100 })
    const all = await racers(6)
    const placed = await Promise.all(all.map(async ({ u, addr }) => await place(u, [[g, 2]], addr)))
    const shown = async (): Promise<number> => okData(await all[0].u.api.get<{ sales: number }>('/wanlshop/product/goods', { id: g.id })).sales
    const before = await shown()
    await Promise.all(all.map(async ({ u }, i) => okData(await u.api.post<PaymentResult>('/wanlshop/pay/payment', {
      order_ids: [placed[i]], asset: 'usdt', pay_password: '123456', key: key()
    }))))
    assert.equal(await shown(), before, 'counted at the tick, not by the payment')
    // this instance's scheduler and another instance's, at the same moment
    const job = srv.app.ctx.jobs.filter((j) => j.name === 'pay.count_sales')
    assert.equal(job.length, 1)
    await Promise.all([runJobs(job, now(), { db: srv.db, config: srv.app.ctx.config }), countSales(srv.db)])
    assert.equal(await shown(), before + 12)
    const [counted] = await srv.db.select({ sales: goods.sales, payment: goods.payment }).from(goods).where(eq(goods.id, g.id))
    assert.deepEqual(counted, { sales: before + 12, payment: 6 })
    const [{ n: queued }] = await srv.db.select({ n: sql<number>`count(*)::int` }).from(goodsSalesPending)
    assert.equal(queued, 0)
    assert.equal(await countSales(srv.db), 0, 'nothing left to count')
  })

  test('a checkout repeated with its token after the goods went off sale answers with its first result', async () => {
    const g = await makeGoods(srv.db, shop, { price: '4.00', stock: 5 })
    const body = { token: key(), order: { address_id: addressId, lists: [{ shop_id: shop, products: [{ goods_id: g.id, sku_id: g.skus[0], number: 1 }] }] } }
    const first = okData(await buyer.api.post<AddOrderResult>('/wanlshop/order/addOrder', body))
    await srv.db.update(goods).set({ status: 'hidden' }).where(eq(goods.id, g.id))
    assert.deepEqual(okData(await buyer.api.post<AddOrderResult>('/wanlshop/order/addOrder', body)), first)
    refusedWith(await buyer.api.post('/wanlshop/order/addOrder', { ...body, order: { ...body.order, lists: [{ ...body.order.lists[0], remarks: 'other' }] } }), /stale idempotency key/)
    refusedWith(await buyer.api.post('/wanlshop/order/addOrder', { ...body, token: key() }), /no longer on sale/)
    assert.equal(await stockOf(srv.db, g.skus[0]), 4)
  })

  test('after all of it: every balance equals the sum of its ledger', async () => {
    assert.ok(await assertLedgerBalances(srv.db) > 0)
  })
})
