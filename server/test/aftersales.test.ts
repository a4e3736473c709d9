import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { AddOrderResult, Address, OrderDetail, PaymentResult } from '../../types/order'
import type { Paginated } from '../../types/envelope'
import type { ComplaintItem, FeedbackItem, RefundDetail, RefundListItem, RefundLogEntry, RefundPreview } from '../../types/refund'
import type { NoticeItem } from '../../types/notice'
import type { SessionPayload } from '../../types/user'
import { adminAudit, ledger, notices, orderGoods, orders, payments, refunds } from '../db/schema'
import { ADMIN_ROLES, type AdminDashboard } from '../../types/admin'
import { AdminClient, adminOf } from './helpers/admin'
import { refundMachine } from '../modules/refund/machine'
import { decideComplaint, replyFeedback } from '../modules/refund/feedback'
import { decideRefund, retryRefund } from '../modules/refund/service'
import { refundSettings } from '../modules/refund/routes'
import { checkMachine } from '../lib/state-machine'
import { runJobs } from '../lib/scheduler'
import { isRefusal } from '../lib/envelope'
import { DAY, now } from '../lib/time'
import { encodePng } from '../seed/png'
import { startServer, type TestServer } from './helpers/server'
import {
  BEIJING, assertLedgerBalances, balanceOf, credit, makeGoods, makeShop, makeUser, okData, refusedWith, setPayPassword, stockOf,
  type MadeGoods, type TestUser
} from './helpers/buying'

// After-sales through real HTTP: the refund machine (every state reached, wrong actor and wrong
// state refused), the money (paid back in the assets and proportions paid, never more than paid,
// the merchant paid only when the order completes), the timers with a controllable clock, the
// races (close vs agree, two applications, double agree), the platform's decisions, feedback and
// complaints; Σ ledger = balances at the end.

let srv: TestServer
let buyer: TestUser
let stranger: TestUser
let merchant: TestUser
let shop: number
let addressId: number
let item: MadeGoods
let other: MadeGoods
const ADMIN = 900_001

before(async () => {
  srv = await startServer()
  buyer = await makeUser(srv.db, srv.url, 'buyer')
  stranger = await makeUser(srv.db, srv.url, 'stranger')
  merchant = await makeUser(srv.db, srv.url, 'merchant')
  shop = await makeShop(srv.db, merchant.id, { first: '5.00', additional: '1.00', freeOver: null })
  item = await makeGoods(srv.db, shop, { price: '20.00', stock: 1000 })
  other = await makeGoods(srv.db, shop, { price: '10.00', stock: 1000 })
  addressId = okData(await buyer.api.post<Address>('/wanlshop/address/address', { type: 'add', data: BEIJING })).id
  await setPayPassword(srv.db, buyer.id)
  await credit(srv.db, buyer.id, 'usdt', '100000')
  await credit(srv.db, buyer.id, 'bbc', '100000')
})
after(async () => {
  await assertLedgerBalances(srv.db)
  await srv.close()
})

const key = (): string => crypto.randomBytes(8).toString('hex')
const settings = () => refundSettings(srv.app)

/** A paid order of `lines`; returns the order id and its goods line ids. */
async function paidOrder (lines: Array<[MadeGoods, number]>, asset = 'usdt'): Promise<{ id: number, lines: number[] }> {
  const r = okData(await buyer.api.post<AddOrderResult>('/wanlshop/order/addOrder', {
    token: key(), order: { address_id: addressId, lists: [{ shop_id: shop, products: lines.map(([g, n]) => ({ goods_id: g.id, sku_id: g.skus[0], number: n })) }] }
  }))
  const id = r.order_ids[0]
  okData(await buyer.api.post<PaymentResult>('/wanlshop/pay/payment', { order_ids: [id], asset, pay_password: '123456', key: key() }))
  const ls = await srv.db.select({ id: orderGoods.id }).from(orderGoods).where(eq(orderGoods.orderId, id)).orderBy(orderGoods.id)
  return { id, lines: ls.map((l) => l.id) }
}
const ship = async (id: number): Promise<void> => { okData(await merchant.api.post('/wanlshop/order/delivery', { id, express_name: 'shunfeng', express_no: 'SF1234567890' })) }
const receive = async (id: number): Promise<void> => { okData(await buyer.api.post('/wanlshop/order/confirmOrder', { id })) }

interface Apply { type?: 'refund' | 'return', money: string, expressType?: 0 | 1, reason?: number, images?: string[] }
const apply = (u: TestUser, order: { id: number, lines: number[] }, a: Apply, line = 0) => u.api.post<{ id: number }>('/wanlshop/refund/addApply', {
  order_id: order.id, goods_id: order.lines[line], type: a.type ?? 'refund', reason: a.reason ?? 0, expressType: a.expressType ?? 0,
  money: a.money, images: a.images ?? [], refund_content: 'please'
})
const info = async (u: TestUser, id: number): Promise<RefundDetail> => okData(await u.api.get<RefundDetail>('/wanlshop/refund/getRefundInfo', { id }))
const stateOf = async (id: number): Promise<number> => (await srv.db.select({ s: refunds.state }).from(refunds).where(eq(refunds.id, id)))[0].s
const lineStatus = async (id: number): Promise<number> => (await srv.db.select({ s: orderGoods.refundStatus }).from(orderGoods).where(eq(orderGoods.id, id)))[0].s
const orderState = async (id: number): Promise<number> => (await srv.db.select({ s: orders.state }).from(orders).where(eq(orders.id, id)))[0].s
const refundRows = async (orderId: number) => await srv.db.select({ asset: ledger.asset, delta: ledger.delta, memo: ledger.memo, userId: ledger.userId })
  .from(ledger).where(and(eq(ledger.billType, 'refund'), eq(ledger.refType, 'order'), eq(ledger.refId, String(orderId)))).orderBy(ledger.id)
const log = async (u: TestUser, id: number): Promise<string[]> =>
  okData(await u.api.get<RefundLogEntry[]>('/wanlshop/refund/getRefundLog', { id })).map((l) => `${l.from ?? '-'}>${l.to}:${l.event}:${l.actor}`)
const timers = async (at: number) => await runJobs(srv.app.ctx.jobs, at, { db: srv.db, config: srv.app.ctx.config })

describe('the refund machine', () => {
  test('the table is on the kit and checked at start-up: nine states, every one reachable, no dead ends', () => {
    refundMachine.check()
    const spec = refundMachine.spec
    assert.deepEqual(Object.values(spec.states).sort(), [0, 1, 2, 3, 4, 5, 6, 7, 8])
    const { settle: _s, ...noSettle } = spec.events
    assert.throws(() => { checkMachine({ ...spec, events: noSettle }) }, /unreachable|dead end/)
    assert.throws(() => { checkMachine({ ...spec, events: { ...spec.events, reopen: { from: 4, to: 0, actors: ['buyer'] } } }) }, /final state 4/)
  })
})

describe('refund only, before shipping', () => {
  test('the stated maximum includes shipping; amounts above it, negative, over-precise, not numbers, someone else\'s order are refused', async () => {
    const o = await paidOrder([[item, 1], [other, 2]]) // 20 + 20, freight 5 + 2 = 7 → 47
    const p = okData(await buyer.api.get<RefundPreview>('/wanlshop/refund/preview', { goods_id: o.lines[0] }))
    assert.deepEqual([p.max, p.with_freight, p.freight, p.refunded, p.shipped], ['23.50', true, '3.50', '0.00', false])
    const p2 = okData(await buyer.api.get<RefundPreview>('/wanlshop/refund/preview', { goods_id: o.lines[1] }))
    assert.equal(p2.max, '23.50')
    refusedWith(await apply(buyer, o, { money: '23.51' }), 'The refund amount cannot exceed 23.50')
    refusedWith(await apply(buyer, o, { money: '-1' }), 'The refund amount cannot be negative')
    refusedWith(await apply(buyer, o, { money: '1.001' }), 'The refund amount can have at most 2 decimals')
    refusedWith(await apply(buyer, o, { money: '1e3' }), 'Please enter a valid refund amount')
    refusedWith(await apply(buyer, o, { money: '5', type: 'return', expressType: 0 }), 'Goods that were not received can only be refunded, not returned')
    refusedWith(await apply(stranger, o, { money: '1' }), 'Order does not exist')
    refusedWith(await stranger.api.get('/wanlshop/refund/preview', { goods_id: o.lines[0] }), 'Order does not exist')
    refusedWith(await buyer.api.post('/wanlshop/refund/addApply', { order_id: o.id + 100000, goods_id: o.lines[0], type: 'refund', reason: 0, expressType: 0, money: '1', images: [], refund_content: '' }), 'This product is not part of the order')
    refusedWith(await apply(buyer, o, { money: '1', images: ['/uploads/202601/nothere.png'] }), 'Proof pictures must be images uploaded to this site')
    assert.equal((await srv.db.select().from(refunds).where(eq(refunds.orderId, o.id))).length, 0)
  })

  test('agree → refunding → completed: paid back in USDT (ledger refund row naming the order), stock back, the order closes when every line is refunded', async () => {
    const o = await paidOrder([[item, 1], [other, 2]])
    // the line as bought from a merchant who wrote the title in both languages
    await srv.db.update(orderGoods).set({ title: '蓝色水壶', titleEn: 'Blue kettle' }).where(eq(orderGoods.id, o.lines[0]))
    const stock0 = await stockOf(srv.db, item.skus[0])
    const before = await balanceOf(srv.db, buyer.id, 'usdt')
    const merchantBefore = await balanceOf(srv.db, merchant.id, 'usdt')
    const { id } = okData(await apply(buyer, o, { money: '23.50' }))
    assert.equal(await lineStatus(o.lines[0]), 1)
    let d = await info(buyer, id)
    assert.deepEqual([d.state, d.price, d.can.close, d.can.agree, d.deadline?.kind], [0, '23.50', true, false, 'agree'])
    assert.equal(d.deadline?.at, (await srv.db.select({ u: refunds.updatedAt }).from(refunds).where(eq(refunds.id, id)))[0].u + 3 * DAY)
    // a second application for the same line while this one is open
    refusedWith(await apply(buyer, o, { money: '1' }), 'This product already has a refund in progress')
    // the order cannot complete while it is open: reviewed later
    const seller = await info(merchant, id)
    assert.deepEqual([seller.can.agree, seller.can.refuse, seller.can.close], [true, true, false])
    assert.equal(seller.buyer?.id, buyer.id)
    okData(await merchant.api.post('/wanlshop/refund/agree', { id, key: key() }))
    d = await info(buyer, id)
    assert.equal(d.state, 4)
    // each side heard about the other's step (a notice row; the socket push goes with it)
    const told = await srv.db.select({ userId: notices.userId, content: notices.content }).from(notices).where(and(eq(notices.modules, 'refund'), eq(notices.modulesId, id))).orderBy(notices.id)
    assert.deepEqual(told.map((n) => n.userId), [merchant.id, buyer.id])
    assert.equal(told[1].content, '蓝色水壶：退款成功')
    // written in the reader's language when read (a key and parameters, not frozen Chinese)
    const en = okData(await buyer.api.get<Paginated<NoticeItem>>('/wanlshop/notice/getNoticeList', { type: 'order' }, { lang: 'en' }))
    const mine = en.data.find((n) => n.modules === 'refund' && n.modules_id === id)
    assert.equal(mine?.title, 'After-sales update')
    assert.equal(mine?.content, 'Blue kettle: refunded')
    assert.deepEqual(d.payouts, [{ asset: 'usdt', amount: '23.5' }])
    assert.equal(await lineStatus(o.lines[0]), 3)
    assert.deepEqual(await log(buyer, id), ['->0:create:buyer', '0>7:agree:seller', '7>4:settle:system'])
    const rows = await refundRows(o.id)
    assert.deepEqual(rows.map((r) => [r.asset, Number(r.delta), r.memo, r.userId]), [['usdt', 23.5, `refund ${id}`, buyer.id]])
    assert.equal(Number(await balanceOf(srv.db, buyer.id, 'usdt')) - Number(before), 23.5)
    assert.equal(await stockOf(srv.db, item.skus[0]), stock0 + 1)
    assert.equal(await orderState(o.id), 2)
    // the second line too: the order closes, nothing was left to pay the merchant
    const second = okData(await apply(buyer, o, { money: '23.50' }, 1))
    okData(await merchant.api.post('/wanlshop/refund/agree', { id: second.id }))
    assert.equal(await orderState(o.id), 7)
    assert.equal(await balanceOf(srv.db, merchant.id, 'usdt'), merchantBefore)
    refusedWith(await apply(buyer, o, { money: '0' }), 'After-sales is only available for paid orders that have not completed')
    const detail = okData(await buyer.api.get<OrderDetail>('/wanlshop/order/getOrderInfo', { id: o.id }))
    assert.deepEqual(detail.goods.map((g) => g.refund_status), [3, 3])
  })

  test('partial refunds add up to at most what was paid; a zero amount is allowed (rights given up)', async () => {
    const o = await paidOrder([[item, 1]]) // 20 + 5 = 25
    const a = okData(await apply(buyer, o, { money: '10' }))
    okData(await merchant.api.post('/wanlshop/refund/agree', { id: a.id }))
    const p = okData(await buyer.api.get<RefundPreview>('/wanlshop/refund/preview', { goods_id: o.lines[0] }))
    assert.deepEqual([p.max, p.refunded], ['15.00', '10.00'])
    refusedWith(await apply(buyer, o, { money: '15.01' }), 'The refund amount cannot exceed 15.00')
    const z = okData(await apply(buyer, o, { money: '0' }))
    okData(await merchant.api.post('/wanlshop/refund/agree', { id: z.id }))
    assert.equal(await stateOf(z.id), 4)
    const b = okData(await apply(buyer, o, { money: '15' }))
    okData(await merchant.api.post('/wanlshop/refund/agree', { id: b.id }))
    const sum = (await refundRows(o.id)).reduce((s, r) => s + Number(r.delta), 0)
    assert.equal(sum, 25)
    refusedWith(await apply(buyer, o, { money: '0' }), /After-sales is only available|already been refunded/)
    assert.equal(await orderState(o.id), 7)
  })
})

describe('return and refund', () => {
  test('shipped, received → return agreed (the shop\'s return address) → parcel sent → received → paid back in BBC in proportion', async () => {
    const o = await paidOrder([[item, 2]], 'bbc') // 40 + 6 = 46 USDT, paid in BBC
    const [paid] = await srv.db.select().from(payments).where(eq(payments.orderId, o.id))
    await ship(o.id)
    await receive(o.id)
    const p = okData(await buyer.api.get<RefundPreview>('/wanlshop/refund/preview', { goods_id: o.lines[0] }))
    assert.deepEqual([p.max, p.with_freight, p.shipped], ['40.00', false, true])
    const { id } = okData(await apply(buyer, o, { type: 'return', expressType: 1, money: '20' }))
    // wrong actors and wrong states
    refusedWith(await buyer.api.post('/wanlshop/refund/agree', { id }), 'Refund does not exist')
    refusedWith(await stranger.api.post('/wanlshop/refund/agree', { id }), 'Refund does not exist')
    refusedWith(await stranger.api.get('/wanlshop/refund/getRefundInfo', { id }), 'Refund does not exist')
    refusedWith(await stranger.api.get('/wanlshop/refund/getRefundLog', { id }), 'Refund does not exist')
    refusedWith(await merchant.api.post('/wanlshop/refund/closeRefund', { id }), 'Refund does not exist')
    refusedWith(await buyer.api.post('/wanlshop/refund/toExpress', { id, express_name: 'shunfeng', express_no: 'SF99887766' }), 'The refund is not in a state that allows this')
    refusedWith(await buyer.api.post('/wanlshop/refund/arbitrationRefund', { id }), 'The refund is not in a state that allows this')
    refusedWith(await merchant.api.post('/wanlshop/refund/receive', { id }), 'The refund is not in a state that allows this')
    // the order cannot be reviewed (which would pay the merchant) while the refund is open
    const review = { order_id: o.id, shop: { describe: 5, service: 5, deliver: 5, logistics: 5 }, goodsList: [{ id: o.lines[0], state: 0, comment: '', imgList: [] }] }
    refusedWith(await buyer.api.post('/wanlshop/order/commentOrder', review), 'This order has a refund in progress; it can be reviewed once the refund is settled')
    okData(await merchant.api.post('/wanlshop/refund/agree', { id }))
    let d = await info(buyer, id)
    assert.equal(d.state, 1)
    assert.ok(d.return_address !== null && d.return_address.name === 'Test shop')
    assert.deepEqual([d.can.express, d.can.close, d.deadline?.kind], [true, true, 'return'])
    assert.equal(await lineStatus(o.lines[0]), 2)
    refusedWith(await buyer.api.post('/wanlshop/refund/toExpress', { id, express_name: 'pigeon', express_no: 'SF99887766' }), 'Please choose a carrier')
    refusedWith(await buyer.api.post('/wanlshop/refund/toExpress', { id, express_name: 'shunfeng', express_no: 'x' }), 'The tracking number must be 6–30 letters or digits')
    okData(await buyer.api.post('/wanlshop/refund/toExpress', { id, express_name: 'shunfeng', express_no: 'SF99887766' }))
    d = await info(merchant, id)
    assert.deepEqual([d.state, d.express?.no, d.can.receive, d.deadline?.kind], [6, 'SF99887766', true, 'receive'])
    refusedWith(await buyer.api.post('/wanlshop/refund/closeRefund', { id }), 'The refund is not in a state that allows this')
    const before = await balanceOf(srv.db, buyer.id, 'bbc')
    okData(await merchant.api.post('/wanlshop/refund/receive', { id, key: key() }))
    d = await info(buyer, id)
    assert.equal(d.state, 4)
    // 20 of 46 USDT, in the BBC the order was paid with
    const share = (Number(paid.amount) * 20 / 46).toFixed(8).replace(/0+$/, '')
    assert.equal(Number(d.payouts[0].amount).toFixed(8), Number(share).toFixed(8))
    assert.equal(d.payouts[0].asset, 'bbc')
    assert.ok(Math.abs(Number(await balanceOf(srv.db, buyer.id, 'bbc')) - Number(before) - Number(share)) < 1e-8)
    assert.deepEqual(await log(merchant, id), ['->0:create:buyer', '0>1:agree_return:seller', '1>6:ship_return:buyer', '6>7:receive:seller', '7>4:settle:system'])
    // now the order completes and pays the merchant what was not refunded
    const merchantBefore = await balanceOf(srv.db, merchant.id, 'bbc')
    okData(await buyer.api.post('/wanlshop/order/commentOrder', review))
    const got = Number(await balanceOf(srv.db, merchant.id, 'bbc')) - Number(merchantBefore)
    assert.ok(Math.abs(got - (Number(paid.amount) - Number(share))) < 1e-8)
  })
})

describe('rejection, edit, platform intervention', () => {
  test('refused with a reason → edited and resubmitted → refused → platform asked → partial refund decided with a note both sides see', async () => {
    const o = await paidOrder([[item, 1]])
    await ship(o.id)
    const { id } = okData(await apply(buyer, o, { money: '20', expressType: 1 }))
    refusedWith(await merchant.api.post('/wanlshop/refund/refuse', { id, refuse_content: '  ' }), 'Please give a reason for refusing')
    okData(await merchant.api.post('/wanlshop/refund/refuse', { id, refuse_content: 'used item' }))
    let d = await info(buyer, id)
    assert.deepEqual([d.state, d.refuse_content, d.can.edit, d.can.arbitrate, d.can.close], [2, 'used item', true, true, true])
    assert.equal(await lineStatus(o.lines[0]), 5)
    refusedWith(await buyer.api.post('/wanlshop/refund/editRefund', { id, type: 'refund', reason: 4, expressType: 1, money: '20.01', images: [], refund_content: 'x' }), 'The refund amount cannot exceed 20.00')
    refusedWith(await stranger.api.post('/wanlshop/refund/editRefund', { id, type: 'refund', reason: 4, expressType: 1, money: '10', images: [], refund_content: 'x' }), 'Refund does not exist')
    okData(await buyer.api.post('/wanlshop/refund/editRefund', { id, type: 'refund', reason: 4, expressType: 1, money: '15', images: [], refund_content: 'scratched' }))
    d = await info(buyer, id)
    assert.deepEqual([d.state, d.price, d.reason, d.refuse_content], [0, '15.00', 4, ''])
    refusedWith(await buyer.api.post('/wanlshop/refund/editRefund', { id, type: 'refund', reason: 4, expressType: 1, money: '15', images: [], refund_content: 'again' }), 'The refund is not in a state that allows this')
    okData(await merchant.api.post('/wanlshop/refund/refuse', { id, refuse_content: 'no' }))
    okData(await buyer.api.post('/wanlshop/refund/arbitrationRefund', { id }))
    assert.equal(await stateOf(id), 3)
    refusedWith(await merchant.api.post('/wanlshop/refund/agree', { id }), 'The refund is not in a state that allows this')
    // the platform: a note is required, the amount is capped
    const s = settings()
    assert.equal((await decideRefund(srv.db, ADMIN, id, { decision: 'refund', amount: '8', note: ' ' }, s) as { refusal: string }).refusal, 'refund.note_required')
    assert.equal((await decideRefund(srv.db, ADMIN, id, { decision: 'refund', amount: '25.01', note: 'x' }, s) as { refusal: string }).refusal, 'refund.amount_above_cap')
    assert.equal((await decideRefund(srv.db, ADMIN, id, { decision: 'refund', amount: '-2', note: 'x' }, s) as { refusal: string }).refusal, 'refund.amount_negative')
    const res = await decideRefund(srv.db, ADMIN, id, { decision: 'refund', amount: '8', note: 'half: light scratches' }, s)
    assert.deepEqual(res, { before: 3, after: 4 })
    d = await info(buyer, id)
    assert.deepEqual([d.state, d.price, d.judgement], [4, '8.00', 'half: light scratches'])
    assert.equal((await info(merchant, id)).judgement, 'half: light scratches')
    assert.deepEqual((await log(buyer, id)).slice(-3), ['2>3:arbitrate:buyer', '3>7:decide_refund:platform', '7>4:settle:system'])
    // a second refund of the rest, refused and escalated, rejected by the platform
    const again = okData(await apply(buyer, o, { money: '12', expressType: 1 }))
    okData(await merchant.api.post('/wanlshop/refund/refuse', { id: again.id, refuse_content: 'enough' }))
    okData(await buyer.api.post('/wanlshop/refund/arbitrationRefund', { id: again.id }))
    assert.deepEqual(await decideRefund(srv.db, ADMIN, again.id, { decision: 'reject', note: 'already compensated' }, s), { before: 3, after: 5 })
    assert.equal(await lineStatus(o.lines[0]), 4)
    assert.ok(isRefusal(await decideRefund(srv.db, ADMIN, again.id, { decision: 'refund', note: 'again' }, s)))
  })

  test('a payout that cannot be made fails (state 8); the platform retries it; the buyer may close a failed one', async () => {
    const o = await paidOrder([[item, 1]])
    await srv.db.execute(sql`update payments set amount = 0 where order_id = ${o.id}`)
    const { id } = okData(await apply(buyer, o, { money: '20' }))
    okData(await merchant.api.post('/wanlshop/refund/agree', { id }))
    assert.equal(await stateOf(id), 8)
    assert.equal((await refundRows(o.id)).length, 0)
    const d = await info(buyer, id)
    assert.deepEqual([d.can.close, d.can.edit], [true, false])
    const paid = await srv.db.select({ a: orders.payAmount }).from(orders).where(eq(orders.id, o.id))
    await srv.db.execute(sql`update payments set amount = ${paid[0].a} where order_id = ${o.id}`)
    assert.equal(await retryRefund(srv.db, ADMIN, id, settings()), null)
    assert.equal(await stateOf(id), 4)
    assert.deepEqual((await log(buyer, id)).slice(1), ['0>7:agree:seller', '7>8:fail:system', '8>7:retry:platform', '7>4:settle:system'])
    // another one fails and the buyer closes it
    const o2 = await paidOrder([[item, 1]])
    await srv.db.execute(sql`delete from payments where order_id = ${o2.id}`)
    const f = okData(await apply(buyer, o2, { money: '5' }))
    okData(await merchant.api.post('/wanlshop/refund/agree', { id: f.id }))
    assert.equal(await stateOf(f.id), 8)
    okData(await buyer.api.post('/wanlshop/refund/closeRefund', { id: f.id }))
    assert.equal(await stateOf(f.id), 5)
    assert.equal(await lineStatus(o2.lines[0]), 4)
  })
})

describe('wrong actors', () => {
  test('every buyer action refused for the seller and strangers, every seller action refused for the buyer and strangers', async () => {
    const o = await paidOrder([[item, 1]])
    const { id } = okData(await apply(buyer, o, { money: '2' }))
    const edit = { id, type: 'refund', reason: 1, expressType: 0, money: '1', images: [], refund_content: '' }
    const buyerCalls: Array<[string, Record<string, unknown>]> = [
      ['editRefund', edit], ['toExpress', { id, express_name: 'shunfeng', express_no: 'SF12345678' }], ['closeRefund', { id }], ['arbitrationRefund', { id }]
    ]
    const sellerCalls: Array<[string, Record<string, unknown>]> = [['agree', { id }], ['refuse', { id, refuse_content: 'no' }], ['receive', { id }]]
    for (const [path, body] of buyerCalls) {
      for (const u of [merchant, stranger]) refusedWith(await u.api.post(`/wanlshop/refund/${path}`, body), 'Refund does not exist')
    }
    for (const [path, body] of sellerCalls) {
      for (const u of [buyer, stranger]) refusedWith(await u.api.post(`/wanlshop/refund/${path}`, body), 'Refund does not exist')
    }
    // the machine's own refusal names the actor: a platform event fired by a seller
    assert.equal(refundMachine.refusal({ state: 3, type: 'refund', updatedAt: 0, returntime: null }, 'decide_refund', 'seller', { at: 0, settings: settings() })?.refusal, 'machine.actor_forbidden')
    assert.equal(refundMachine.refusal({ state: 0, type: 'refund', updatedAt: 0, returntime: null }, 'decide_refund', 'platform', { at: 0, settings: settings() })?.refusal, 'refund.wrong_state')
    assert.equal(refundMachine.refusal({ state: 0, type: 'return', updatedAt: 0, returntime: null }, 'agree', 'seller', { at: 0, settings: settings() })?.refusal, 'refund.wrong_state')
    assert.equal(await stateOf(id), 0)
    okData(await buyer.api.post('/wanlshop/refund/closeRefund', { id }))
  })
})

describe('timers (controllable clock)', () => {
  test('seller silent → agreed (refund paid / return awaited); no return sent → closed; return not confirmed → refunded', async () => {
    const a = await paidOrder([[item, 1]])
    const b = await paidOrder([[item, 1]])
    await ship(b.id)
    await receive(b.id)
    const c = await paidOrder([[item, 1]])
    await ship(c.id)
    await receive(c.id)
    const ra = okData(await apply(buyer, a, { money: '3' })).id
    const rb = okData(await apply(buyer, b, { type: 'return', expressType: 1, money: '4' })).id
    const rc = okData(await apply(buyer, c, { type: 'return', expressType: 1, money: '5' })).id
    const t = now()
    let r = await timers(t + 3 * DAY - 60)
    assert.ok(!r['refund.auto_agree'].includes(ra))
    r = await timers(t + 3 * DAY + 60)
    assert.ok(r['refund.auto_agree'].includes(ra))
    assert.ok(r['refund.auto_agree_return'].includes(rb) && r['refund.auto_agree_return'].includes(rc))
    assert.deepEqual([await stateOf(ra), await stateOf(rb), await stateOf(rc)], [4, 1, 1])
    assert.equal((await refundRows(a.id)).length, 1)
    // the timers' moves are told to both sides too, in each reader's language
    const toldA = await srv.db.select({ userId: notices.userId, key: notices.key }).from(notices).where(and(eq(notices.modules, 'refund'), eq(notices.modulesId, ra))).orderBy(notices.id)
    // (the seller's first one is the application's)
    assert.deepEqual(toldA.map((n) => [n.userId, n.key]), [[merchant.id, 'refund.notice'], [buyer.id, 'refund.notice'], [merchant.id, 'refund.notice']])
    const sellerEn = okData(await merchant.api.get<Paginated<NoticeItem>>('/wanlshop/notice/getNoticeList', { type: 'order' }, { lang: 'en' }))
    assert.match(sellerEn.data.find((n) => n.modules_id === rb)?.content ?? '', /: awaiting the buyer's return$/)
    okData(await buyer.api.post('/wanlshop/refund/toExpress', { id: rc, express_name: 'shunfeng', express_no: 'SF55667788' }))
    const shippedAt = now()
    // the seller does not confirm the return parcel: refunded 7 days after it was sent
    r = await timers(shippedAt + 7 * DAY + 60)
    assert.ok(r['refund.auto_receive'].includes(rc))
    assert.equal(await stateOf(rc), 4)
    assert.equal(await stateOf(rb), 1)
    // the buyer never sends the return: closed 7 days after the agreement (stamped by the clock the job ran with)
    r = await timers(t + 3 * DAY + 60 + 7 * DAY + 60)
    assert.ok(r['refund.return_timeout'].includes(rb))
    assert.equal(await stateOf(rb), 5)
    assert.deepEqual((await log(buyer, rc)).map((l) => l.split(':').slice(1).join(':')), ['create:buyer', 'auto_agree_return:system', 'ship_return:buyer', 'auto_receive:system', 'settle:system'])
    // nothing fires twice
    r = await timers(shippedAt + 30 * DAY)
    assert.ok(!r['refund.auto_receive'].includes(rc) && !r['refund.auto_agree'].includes(ra))
    // auto-review is held back by an open refund and completes once it is settled
    const d = await paidOrder([[item, 1]])
    await ship(d.id)
    await receive(d.id)
    const rd = okData(await apply(buyer, d, { money: '1', expressType: 1 })).id
    okData(await merchant.api.post('/wanlshop/refund/refuse', { id: rd, refuse_content: 'no' }))
    r = await timers(now() + 8 * DAY)
    assert.ok(!r['order.auto_review'].includes(d.id))
    okData(await buyer.api.post('/wanlshop/refund/closeRefund', { id: rd }))
    r = await timers(now() + 8 * DAY)
    assert.ok(r['order.auto_review'].includes(d.id))
  })
})

describe('races', () => {
  test('the buyer closes while the seller agrees: exactly one wins, money only if the agreement won', async () => {
    for (let i = 0; i < 4; i++) {
      const o = await paidOrder([[item, 1]])
      const { id } = okData(await apply(buyer, o, { money: '7' }))
      const [close, agree] = await Promise.all([
        buyer.api.post('/wanlshop/refund/closeRefund', { id }),
        merchant.api.post('/wanlshop/refund/agree', { id })
      ])
      assert.equal(close.body.code + agree.body.code, 1, `${close.body.msg} / ${agree.body.msg}`)
      const loser = close.body.code === 0 ? close : agree
      assert.equal(loser.body.msg, 'The refund is not in a state that allows this')
      const state = await stateOf(id)
      assert.equal(state, agree.body.code === 1 ? 4 : 5)
      assert.equal((await refundRows(o.id)).length, agree.body.code === 1 ? 1 : 0)
    }
  })

  test('two applications for one line at once: one refund', async () => {
    const o = await paidOrder([[item, 1]])
    const res = await Promise.all([apply(buyer, o, { money: '3' }), apply(buyer, o, { money: '4' }), apply(buyer, o, { money: '5' })])
    assert.equal(res.filter((r) => r.body.code === 1).length, 1)
    for (const r of res.filter((x) => x.body.code === 0)) assert.equal(r.body.msg, 'This product already has a refund in progress')
    assert.equal((await srv.db.select().from(refunds).where(eq(refunds.orderId, o.id))).length, 1)
  })

  test('double-click on agree: one refund, one ledger row (same key: both answered ok; no key: the second refused)', async () => {
    const o = await paidOrder([[item, 1]])
    const { id } = okData(await apply(buyer, o, { money: '9' }))
    const k = key()
    const res = await Promise.all([merchant.api.post('/wanlshop/refund/agree', { id, key: k }), merchant.api.post('/wanlshop/refund/agree', { id, key: k })])
    assert.deepEqual(res.map((r) => r.body.code), [1, 1])
    assert.equal((await refundRows(o.id)).length, 1)
    const o2 = await paidOrder([[item, 1]])
    const r2 = okData(await apply(buyer, o2, { money: '9' }))
    const res2 = await Promise.all([merchant.api.post('/wanlshop/refund/agree', { id: r2.id }), merchant.api.post('/wanlshop/refund/agree', { id: r2.id })])
    assert.deepEqual(res2.map((r) => r.body.code).sort(), [0, 1])
    assert.equal((await refundRows(o2.id)).length, 1)
  })
})

describe('lists, statistics, feedback, complaints', () => {
  test('buyer and seller lists, the customer count, every state reached', async () => {
    const mine = okData(await buyer.api.get<Paginated<RefundListItem>>('/wanlshop/refund/refundList', { page: 1 }))
    assert.ok(mine.total > 10)
    assert.equal(mine.data[0].buyer, undefined)
    const sold = okData(await merchant.api.get<Paginated<RefundListItem>>('/wanlshop/refund/refundList', { role: 'sell', page: 1 }))
    assert.equal(sold.total, mine.total)
    assert.ok(sold.data[0].buyer?.id === buyer.id)
    assert.equal(okData(await stranger.api.get<Paginated<RefundListItem>>('/wanlshop/refund/refundList', { role: 'sell' })).total, 0)
    const open = (await srv.db.execute(sql`select count(*)::int as n from refunds where user_id = ${buyer.id} and state in (0,1,2,3,6,7,8)`) as unknown as { rows: Array<{ n: number }> }).rows[0].n
    const stats = okData(await buyer.api.post<SessionPayload>('/wanlshop/user/refresh', {})).statistics.order
    assert.equal(stats.customer, open)
    const states = (await srv.db.execute(sql`select distinct "to" as s from refund_logs order by 1`) as unknown as { rows: Array<{ s: number }> }).rows.map((r) => r.s)
    assert.deepEqual(states, [0, 1, 2, 3, 4, 5, 6, 7, 8])
  })

  test('feedback with screenshots and the official reply; complaints with the platform\'s outcome', async () => {
    const png = encodePng(4, 4, new Uint8Array(4 * 4 * 3).fill(120))
    const up = await buyer.api.upload(png, 'shot.png', 'image/png')
    const url = (up.body.data as { url: string }).url
    refusedWith(await buyer.api.post('/wanlshop/feedback/add', { content: ' ', images: [], contact: '', score: 3 }), 'Please describe your feedback')
    refusedWith(await buyer.api.post('/wanlshop/feedback/add', { content: 'x', images: [], contact: '', score: 6 }), /score/)
    refusedWith(await buyer.api.post('/wanlshop/feedback/add', { content: 'x', images: Array(10).fill(url), contact: '', score: 3 }), /images/)
    refusedWith(await stranger.api.post('/wanlshop/feedback/add', { content: 'x', images: [url], contact: '', score: 3 }), 'Screenshots must be images uploaded to this site')
    const fb = okData(await buyer.api.post<{ id: number }>('/wanlshop/feedback/add', { content: 'the search is slow', images: [url], contact: 'me@example.com', score: 4 }))
    assert.ok(!isRefusal(await replyFeedback(srv.db, ADMIN, fb.id, 'Thanks, fixed in the next release')))
    const fl = okData(await buyer.api.get<Paginated<FeedbackItem>>('/wanlshop/feedback/lists', {}))
    assert.deepEqual([fl.total, fl.data[0].reply, fl.data[0].images, fl.data[0].score], [1, 'Thanks, fixed in the next release', [url], 4])
    assert.equal(okData(await stranger.api.get<Paginated<FeedbackItem>>('/wanlshop/feedback/lists', {})).total, 0)
    const o = await paidOrder([[item, 1]])
    refusedWith(await stranger.api.post('/wanlshop/complaint/add', { target: 'order', target_id: o.id, type: 1, content: 'x', images: [] }), 'The shop, order or product complained about does not exist')
    refusedWith(await buyer.api.post('/wanlshop/complaint/add', { target: 'shop', target_id: 2_000_000, type: 1, content: 'x', images: [] }), 'The shop, order or product complained about does not exist')
    const c = okData(await buyer.api.post<{ id: number }>('/wanlshop/complaint/add', { target: 'order', target_id: o.id, type: 3, content: 'late', images: [] }))
    okData(await buyer.api.post('/wanlshop/complaint/add', { target: 'shop', target_id: shop, type: 2, content: 'rude', images: [url] }))
    assert.deepEqual(await decideComplaint(srv.db, ADMIN, c.id, 'upheld', 'The shop was warned'), { before: 'pending', after: 'upheld' })
    assert.equal((await decideComplaint(srv.db, ADMIN, c.id, 'dismissed', 'again') as { refusal: string }).refusal, 'complaint.already_decided')
    const cl = okData(await buyer.api.get<Paginated<ComplaintItem>>('/wanlshop/complaint/lists', {}))
    assert.equal(cl.total, 2)
    const decided = cl.data.find((x) => x.id === c.id)
    assert.deepEqual([decided?.status, decided?.outcome, decided?.target_name.length], ['upheld', 'The shop was warned', 18])
  })
})

describe('the admin console: refund arbitration, feedback, complaints', () => {
  test('role × route: support works refunds and complaints, reviewer feedback, super all; the others get 403 and nobody signed in 401', async () => {
    const callers = Object.fromEntries(await Promise.all(ADMIN_ROLES.map(async (r) => [r, await adminOf(srv.db, srv.url, r)] as const)))
    const o = await paidOrder([[item, 1]])
    const { id } = okData(await apply(buyer, o, { money: '1' }))
    const missing = 2_000_000
    const routes: Array<[method: 'get' | 'post', url: string, body: Record<string, unknown>, roles: readonly string[], code: number]> = [
      ['get', '/refunds', {}, ['support'], 1],
      ['get', `/refunds/${id}`, {}, ['support'], 1],
      ['post', `/refunds/${missing}/decide`, { decision: 'reject', note: 'x' }, ['support'], 0],
      ['post', `/refunds/${missing}/retry`, {}, ['support'], 0],
      ['get', '/feedback', {}, ['reviewer'], 1],
      ['post', `/feedback/${missing}/reply`, { reply: 'x' }, ['reviewer'], 0],
      ['get', '/complaints', {}, ['support'], 1],
      ['post', `/complaints/${missing}/decide`, { status: 'dismissed', outcome: 'x' }, ['support'], 0]
    ]
    for (const [method, url, body, roles, code] of routes) {
      for (const role of ADMIN_ROLES) {
        const res = method === 'get' ? await callers[role].get(url) : await callers[role].post(url, body)
        const may = role === 'super' || roles.includes(role)
        assert.deepEqual([res.status, res.body.code], may ? [200, code] : [403, 403], `${role} → ${method} ${url}`)
      }
      const anon = new AdminClient(buyer.api, null)
      const res = method === 'get' ? await anon.get(url) : await anon.post(url, body)
      assert.deepEqual([res.status, res.body.code], [401, 401], `anonymous → ${url}`)
    }
    // a shopper's token never opens them
    assert.equal((await buyer.api.get('/admin/refunds')).status, 401)
    okData(await buyer.api.post('/wanlshop/refund/closeRefund', { id }))
  })

  test('support decides a refund in intervention through /api/admin (partial, with a note); the buyer and the seller read it; audited; feedback and complaints answered', async () => {
    const support = await adminOf(srv.db, srv.url, 'support')
    const reviewer = await adminOf(srv.db, srv.url, 'reviewer')
    const png = encodePng(4, 4, new Uint8Array(4 * 4 * 3).fill(60))
    const url = (okData(await buyer.api.upload(png, 'proof.png', 'image/png')) as { url: string }).url
    const o = await paidOrder([[item, 1]])
    await ship(o.id)
    const { id } = okData(await apply(buyer, o, { money: '20', expressType: 1, images: [url] }))
    okData(await merchant.api.post('/wanlshop/refund/refuse', { id, refuse_content: 'worn' }))
    okData(await buyer.api.post('/wanlshop/refund/arbitrationRefund', { id }))
    const queueOf = async (a: AdminClient, k: string): Promise<number | undefined> =>
      okData(await a.get<AdminDashboard>('/dashboard')).queues.find((q) => q.key === k)?.count
    const before = await queueOf(support, 'refunds')
    assert.ok(before !== undefined && before >= 1)
    assert.equal(await queueOf(reviewer, 'refunds'), undefined)
    // the queue in intervention, the detail with the evidence and the whole log
    const list = okData(await support.get<Paginated<RefundListItem>>('/refunds', { state: 3 }))
    assert.ok(list.data.some((r) => r.id === id && r.buyer?.id === buyer.id))
    const d = okData(await support.get<RefundDetail & { log: RefundLogEntry[] }>(`/refunds/${id}`))
    assert.equal(d.images.length, 1)
    assert.deepEqual(d.log.map((l) => `${l.from ?? '-'}>${l.to}:${l.event}`), ['->0:create', '0>2:refuse', '2>3:arbitrate'])
    refusedWith(await support.get('/refunds/2000000'), 'Refund does not exist')
    // bad input: refused, nothing changes, no audit row
    refusedWith(await support.post(`/refunds/${id}/decide`, { decision: 'refund', amount: '8', note: '  ' }), 'Please write a note on the decision')
    refusedWith(await support.post(`/refunds/${id}/decide`, { decision: 'refund', amount: '25.01', note: 'x' }), 'The refund amount cannot exceed 25.00')
    assert.equal(await stateOf(id), 3)
    // decided: 8 of 20 back, the note to both sides
    const res = await support.post<{ before: number, after: number }>(`/refunds/${id}/decide`, { decision: 'refund', amount: '8', note: 'partial: signs of use' })
    assert.deepEqual(okData(res), { before: 3, after: 4 })
    const seen = await info(buyer, id)
    assert.deepEqual([seen.state, seen.price, seen.judgement, seen.payouts], [4, '8.00', 'partial: signs of use', [{ asset: 'usdt', amount: '8' }]])
    assert.equal((await info(merchant, id)).judgement, 'partial: signs of use')
    refusedWith(await support.post(`/refunds/${id}/decide`, { decision: 'reject', note: 'again' }), 'The refund is not in a state that allows this')
    const audit = await srv.db.select().from(adminAudit).where(and(eq(adminAudit.action, 'refund.decide'), eq(adminAudit.target, `refund:${id}`)))
    assert.equal(audit.length, 1)
    assert.equal(audit[0].adminUsername, support.username)
    assert.deepEqual(audit[0].after, { state: 4, decision: 'refund', amount: '8', note: 'partial: signs of use' })
    assert.equal(await queueOf(support, 'refunds'), before - 1)
    // feedback: the reviewer replies, the user reads it
    const fb = okData(await buyer.api.post<{ id: number }>('/wanlshop/feedback/add', { content: 'checkout is confusing', images: [], contact: '', score: 2 }))
    const pendingFb = await queueOf(reviewer, 'feedback')
    assert.ok(pendingFb !== undefined && pendingFb >= 1)
    assert.ok(okData(await reviewer.get<Paginated<{ id: number }>>('/feedback', { status: 'pending' })).data.some((f) => f.id === fb.id))
    refusedWith(await reviewer.post(`/feedback/${fb.id}/reply`, { reply: ' ' }), /feedback/i)
    okData(await reviewer.post(`/feedback/${fb.id}/reply`, { reply: 'We simplified it' }))
    assert.equal(okData(await buyer.api.get<Paginated<FeedbackItem>>('/wanlshop/feedback/lists', {})).data.find((f) => f.id === fb.id)?.reply, 'We simplified it')
    assert.equal(await queueOf(reviewer, 'feedback'), pendingFb - 1)
    // complaints: support upholds with an outcome, the complainer reads it; a second decision is refused
    const c = okData(await buyer.api.post<{ id: number }>('/wanlshop/complaint/add', { target: 'shop', target_id: shop, type: 4, content: 'refused a fair refund', images: [] }))
    okData(await support.post(`/complaints/${c.id}/decide`, { status: 'upheld', outcome: 'The shop was warned' }))
    refusedWith(await support.post(`/complaints/${c.id}/decide`, { status: 'dismissed', outcome: 'no' }), /already/i)
    const mine = okData(await buyer.api.get<Paginated<ComplaintItem>>('/wanlshop/complaint/lists', {})).data.find((x) => x.id === c.id)
    assert.deepEqual([mine?.status, mine?.outcome], ['upheld', 'The shop was warned'])
    const audits = await srv.db.select({ action: adminAudit.action }).from(adminAudit).where(sql`target in (${`feedback:${fb.id}`}, ${`complaint:${c.id}`})`)
    assert.deepEqual(audits.map((a) => a.action).sort(), ['complaint.decide', 'feedback.reply'])
  })
  test('the refund timers are in the admin Settings catalogue: a change takes effect at once, without a restart', async () => {
    const fin = await adminOf(srv.db, srv.url, 'finance')
    const before = okData(await fin.get<{ values: Record<string, number> }>('/settings')).values
    assert.deepEqual([before.refund_agree_days, before.refund_return_days, before.refund_receive_days], [3, 7, 7])
    refusedWith(await fin.post('/settings', { values: { refund_agree_days: 0 } }), /refund_agree_days/)
    okData(await fin.post('/settings', { values: { refund_agree_days: 5, refund_receive_days: 9 } }))
    assert.deepEqual([settings().agreeDays, settings().returnDays, settings().receiveDays], [5, 7, 9])
    const o = await paidOrder([[item, 1]])
    const { id } = okData(await apply(buyer, o, { money: '1' }))
    const d = await info(buyer, id)
    assert.equal(d.deadline?.kind, 'agree')
    assert.ok(d.deadline !== null && d.deadline.at - now() > 4 * DAY)
    okData(await fin.post('/settings', { values: { refund_agree_days: 3, refund_receive_days: 7 } }))
    assert.deepEqual([settings().agreeDays, settings().receiveDays], [3, 7])
    okData(await buyer.api.post('/wanlshop/refund/closeRefund', { id }))
  })
})
