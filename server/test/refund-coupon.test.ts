import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { AddOrderResult, Address, OrderDetail, PaymentResult } from '../../types/order'
import type { MyCoupon } from '../../types/coupon'
import type { RefundDetail, RefundPreview } from '../../types/refund'
import { couponTemplates, ledger, orderGoods, orders, refunds } from '../db/schema'
import { lineDiscounts } from '../modules/order/pricing'
import { decideRefund } from '../modules/refund/service'
import { refundSettings } from '../modules/refund/routes'
import { Decimal } from '../lib/money'
import { now } from '../lib/time'
import { startServer, type TestServer } from './helpers/server'
import {
  BEIJING, assertLedgerBalances, balanceOf, credit, makeGoods, makeShop, makeUser, okData, refusedWith, setPayPassword,
  type MadeGoods, type TestUser
} from './helpers/buying'

// Refunds of an order that used a coupon (issue 12, issue 18). Spec §4: "The refund amount must not
// exceed the stated maximum, which may include or exclude shipping" — and a line's maximum is what
// the line paid: its subtotal less its share of the coupon (spread over the lines at addOrder, pro
// rata, exact to the cent), plus its shipping share while the order is unshipped, less what was
// already refunded. Refunds go back in the assets and proportions paid, never more than paid.

let srv: TestServer
let buyer: TestUser
let merchant: TestUser
let shop: number
let addressId: number
let big: MadeGoods
let small: MadeGoods
const ADMIN = 900_002

before(async () => {
  srv = await startServer()
  buyer = await makeUser(srv.db, srv.url, 'buyer')
  merchant = await makeUser(srv.db, srv.url, 'merchant')
  shop = await makeShop(srv.db, merchant.id, { first: '5.00', additional: '1.00', freeOver: null })
  big = await makeGoods(srv.db, shop, { price: '33.33', stock: 1000 })
  small = await makeGoods(srv.db, shop, { price: '10.00', stock: 1000 })
  addressId = okData(await buyer.api.post<Address>('/wanlshop/address/address', { type: 'add', data: BEIJING })).id
  await setPayPassword(srv.db, buyer.id)
  await credit(srv.db, buyer.id, 'usdt', '10000')
  await credit(srv.db, buyer.id, 'bbc', '10000')
})
after(async () => {
  await assertLedgerBalances(srv.db)
  await srv.close()
})

const key = (): string => crypto.randomBytes(8).toString('hex')

/** A held coupon "10 off from 50" of the shop (a template of `over`, claimed by the buyer). */
async function coupon (over: Partial<typeof couponTemplates.$inferInsert> = {}): Promise<number> {
  const [t] = await srv.db.insert(couponTemplates).values({
    shopId: shop, type: 'reduction', name: '满50减10', price: '10', limit: '50', pretype: 'appoint', validity: 7,
    drawlimit: 1, grantTotal: -1, surplus: 0, createdAt: now(), ...over
  }).returning({ id: couponTemplates.id })
  return okData(await buyer.api.post<MyCoupon>('/wanlshop/coupon/receive', { id: t.id })).id
}

/** A paid order of big ×1 and small ×2 (53.33 of goods, shipping 5 + 1 + 1 = 7) with the coupon. */
async function paidOrder (couponId: number, asset: 'usdt' | 'bbc'): Promise<{ id: number, lines: number[], price: string }> {
  const r = okData(await buyer.api.post<AddOrderResult>('/wanlshop/order/addOrder', {
    token: key(),
    order: { address_id: addressId, lists: [{ shop_id: shop, coupon_id: couponId, products: [{ goods_id: big.id, sku_id: big.skus[0], number: 1 }, { goods_id: small.id, sku_id: small.skus[0], number: 2 }] }] }
  }))
  const id = r.order_ids[0]
  okData(await buyer.api.post<PaymentResult>('/wanlshop/pay/payment', { order_ids: [id], asset, pay_password: '123456', key: key() }))
  const ls = await srv.db.select({ id: orderGoods.id }).from(orderGoods).where(eq(orderGoods.orderId, id)).orderBy(orderGoods.id)
  return { id, lines: ls.map((l) => l.id), price: r.total }
}

const preview = async (line: number): Promise<RefundPreview> => okData(await buyer.api.get<RefundPreview>('/wanlshop/refund/preview', { goods_id: line }))
const apply = (o: { id: number, lines: number[] }, line: number, money: string, expressType: 0 | 1 = 0) => buyer.api.post<{ id: number }>('/wanlshop/refund/addApply', {
  order_id: o.id, goods_id: o.lines[line], type: 'refund', reason: 0, expressType, money, images: [], refund_content: 'please'
})
const info = async (id: number): Promise<RefundDetail> => okData(await buyer.api.get<RefundDetail>('/wanlshop/refund/getRefundInfo', { id }))
const refundRows = async (orderId: number) => await srv.db.select({ asset: ledger.asset, delta: ledger.delta })
  .from(ledger).where(and(eq(ledger.billType, 'refund'), eq(ledger.refType, 'order'), eq(ledger.refId, String(orderId)))).orderBy(ledger.id)
const sum = (xs: Decimal.Value[]): Decimal => xs.reduce<Decimal>((s, x) => s.plus(x), new Decimal(0))

describe('the coupon spread over the lines', () => {
  test('pro rata by subtotal over the lines in range, rounded down to the cent, the remainder on the largest line: the shares add up exactly', () => {
    const terms = { id: 1, type: 'reduction' as const, price: '10', discount: '0', limit: '0', rangetype: 'all' as const, range: [] }
    const lines = [{ goodsId: 1, price: '33.33', number: 1, categories: [] }, { goodsId: 2, price: '10.00', number: 2, categories: [] }]
    // 10 × 33.33 / 53.33 = 6.2497… → 6.24; 10 × 20 / 53.33 = 3.7502… → 3.75; the cent left goes to the larger line
    assert.deepEqual(lineDiscounts(terms, lines, '10').map((d) => d.toFixed(2)), ['6.25', '3.75'])
    assert.deepEqual(lineDiscounts({ ...terms, rangetype: 'goods', range: [2] }, lines, '10').map((d) => d.toFixed(2)), ['0.00', '10.00'])
    assert.deepEqual(lineDiscounts(null, lines, '0').map((d) => d.toFixed(2)), ['0.00', '0.00'])
    const three = [{ goodsId: 1, price: '1.00', number: 1, categories: [] }, { goodsId: 2, price: '1.00', number: 1, categories: [] }, { goodsId: 3, price: '1.00', number: 1, categories: [] }]
    assert.deepEqual(lineDiscounts(terms, three, '1').map((d) => d.toFixed(2)), ['0.34', '0.33', '0.33'])
    // 2.99 off 3.00: 0.99 each and 0.02 left, which the first line cannot take whole (it cost 1.00)
    assert.deepEqual(lineDiscounts(terms, three, '2.99').map((d) => d.toFixed(2)), ['1.00', '1.00', '0.99'])
  })
})

describe('refunding a coupon order', () => {
  test('both lines refunded in full, line by line, before shipping: each refund is what its line paid, together what the order paid, back in USDT', async () => {
    const o = await paidOrder(await coupon(), 'usdt')
    // 53.33 + 7 shipping − 10 coupon
    assert.equal(o.price, '50.33')
    const stored = await srv.db.select({ d: orderGoods.couponDiscount }).from(orderGoods).where(eq(orderGoods.orderId, o.id)).orderBy(orderGoods.id)
    assert.deepEqual(stored.map((s) => new Decimal(s.d).toFixed(2)), ['6.25', '3.75'])
    const before = await balanceOf(srv.db, buyer.id, 'usdt')
    // big paid 33.33 − 6.25 = 27.08 and 4.37 of the shipping (7 × 33.33 / 53.33, rounded down); small 20 − 3.75 = 16.25 and the rest, 2.63
    const p0 = await preview(o.lines[0])
    assert.deepEqual([p0.max, p0.freight, p0.with_freight], ['31.45', '4.37', true])
    refusedWith(await apply(o, 0, '31.46'), 'The refund amount cannot exceed 31.45')
    const paid: string[] = []
    for (const line of [0, 1]) {
      const max = (await preview(o.lines[line])).max
      const { id } = okData(await apply(o, line, max))
      okData(await merchant.api.post('/wanlshop/refund/agree', { id, key: key() }))
      const d = await info(id)
      // a payout above what was paid would have failed the refund (state 8)
      assert.equal(d.state, 4)
      assert.equal(sum(d.payouts.map((x) => x.amount)).toFixed(2), max)
      paid.push(max)
    }
    assert.deepEqual(paid, ['31.45', '18.88'])
    assert.equal(sum(paid).toFixed(2), o.price)
    const rows = await refundRows(o.id)
    assert.deepEqual([...new Set(rows.map((r) => r.asset))], ['usdt'])
    assert.equal(sum(rows.map((r) => r.delta)).toFixed(2), o.price)
    assert.equal(new Decimal(await balanceOf(srv.db, buyer.id, 'usdt')).minus(before).toFixed(2), o.price)
    // every line refunded in full (what it paid): the order closes
    const [ord] = await srv.db.select({ state: orders.state }).from(orders).where(eq(orders.id, o.id))
    assert.equal(ord.state, 7)
  })

  test('after shipping, paid in BBC: the cap leaves out shipping and the coupon share; a cent above is refused; the platform\'s decision is capped at what the line paid', async () => {
    const o = await paidOrder(await coupon(), 'bbc')
    okData(await merchant.api.post('/wanlshop/order/delivery', { id: o.id, express_name: 'shunfeng', express_no: 'SF1234567890' }))
    const p1 = await preview(o.lines[1])
    assert.deepEqual([p1.max, p1.with_freight], ['16.25', false])
    refusedWith(await apply(o, 1, '16.26', 1), 'The refund amount cannot exceed 16.25')
    // edit is capped alike: a refused refund resubmitted one cent above
    const { id } = okData(await apply(o, 1, '16.25', 1))
    okData(await merchant.api.post('/wanlshop/refund/refuse', { id, refuse_content: 'no' }))
    refusedWith(await buyer.api.post('/wanlshop/refund/editRefund', { id, type: 'refund', reason: 0, expressType: 1, money: '16.26', images: [], refund_content: 'x' }), 'The refund amount cannot exceed 16.25')
    okData(await buyer.api.post('/wanlshop/refund/arbitrationRefund', { id }))
    // the platform may give the line's shipping back too, but not more than the line paid: 16.25 + 2.63
    const s = refundSettings(srv.app)
    const above = await decideRefund(srv.db, ADMIN, id, { decision: 'refund', amount: '18.89', note: 'x' }, s)
    assert.deepEqual(above, { refusal: 'refund.amount_above_cap', params: { n: '18.88' } })
    assert.deepEqual(await decideRefund(srv.db, ADMIN, id, { decision: 'refund', amount: '18.88', note: 'all it paid' }, s), { before: 3, after: 4 })
    const bbcBack = await refundRows(o.id)
    assert.deepEqual([...new Set(bbcBack.map((r) => r.asset))], ['bbc'])
    // the other line: what is left of the order's payment, in BBC, and nothing beyond it
    const p0 = await preview(o.lines[0])
    assert.equal(p0.max, '27.08')
    const second = okData(await apply(o, 0, '27.08', 1))
    okData(await merchant.api.post('/wanlshop/refund/agree', { id: second.id, key: key() }))
    assert.equal((await info(second.id)).state, 4)
    const [pay] = await srv.db.select({ amount: refunds.amount }).from(refunds).where(eq(refunds.id, second.id))
    assert.equal(new Decimal(pay.amount).toFixed(2), '27.08')
    const detail = okData(await buyer.api.get<OrderDetail>('/wanlshop/order/getOrderInfo', { id: o.id }))
    // 18.88 + 27.08 of the 50.33 paid went back, in the proportion paid (BBC at the payment's rate); the shipping kept (4.37) is the shop's
    const back = sum((await refundRows(o.id)).map((r) => r.delta))
    assert.equal(back.toFixed(), new Decimal(detail.pay.amount ?? '0').times('45.96').div(o.price).toFixed())
    // every line refunded what it paid for its goods: the order closes
    const [ord] = await srv.db.select({ state: orders.state }).from(orders).where(eq(orders.id, o.id))
    assert.equal(ord.state, 7)
  })

  test('a merged payment of two shops\' orders, one with the coupon: its lines refunded in full give back exactly what that order paid, in the assets paid; the other order keeps its payment', async () => {
    const otherMerchant = await makeUser(srv.db, srv.url, 'merchant2')
    const otherShop = await makeShop(srv.db, otherMerchant.id, { first: '2.00', additional: '0', freeOver: null }, 'Other shop')
    const plain = await makeGoods(srv.db, otherShop, { price: '8.00', stock: 100 })
    const couponId = await coupon()
    const r = okData(await buyer.api.post<AddOrderResult>('/wanlshop/order/addOrder', {
      token: key(),
      order: {
        address_id: addressId,
        lists: [
          { shop_id: shop, coupon_id: couponId, products: [{ goods_id: big.id, sku_id: big.skus[0], number: 1 }, { goods_id: small.id, sku_id: small.skus[0], number: 2 }] },
          { shop_id: otherShop, products: [{ goods_id: plain.id, sku_id: plain.skus[0], number: 1 }] }
        ]
      }
    }))
    // 50.33 (the coupon order) + 10.00
    assert.equal(r.total, '60.33')
    const [withCoupon, without] = r.order_ids
    okData(await buyer.api.post<PaymentResult>('/wanlshop/pay/payment', { order_ids: r.order_ids, asset: 'usdt', pay_password: '123456', key: key() }))
    const ls = await srv.db.select({ id: orderGoods.id }).from(orderGoods).where(eq(orderGoods.orderId, withCoupon)).orderBy(orderGoods.id)
    const o = { id: withCoupon, lines: ls.map((l) => l.id) }
    for (const line of [0, 1]) {
      const { id } = okData(await apply(o, line, (await preview(o.lines[line])).max))
      okData(await merchant.api.post('/wanlshop/refund/agree', { id, key: key() }))
      assert.equal((await info(id)).state, 4)
    }
    const back = await refundRows(withCoupon)
    assert.deepEqual([...new Set(back.map((x) => x.asset))], ['usdt'])
    assert.equal(sum(back.map((x) => x.delta)).toFixed(2), '50.33')
    assert.deepEqual(await refundRows(without), [])
    const [other] = await srv.db.select({ state: orders.state }).from(orders).where(eq(orders.id, without))
    assert.equal(other.state, 2)
  })
})
