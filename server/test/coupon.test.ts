import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { AddOrderResult, Address, CheckoutPreview, PaymentResult } from '../../types/order'
import type { CouponOffer, MyCoupon, ShopCoupon } from '../../types/coupon'
import type { Paginated } from '../../types/envelope'
import { couponReceives, couponTemplates, orders } from '../db/schema'
import { runJobs } from '../lib/scheduler'
import { DAY, now } from '../lib/time'
import { startServer, type TestServer } from './helpers/server'
import {
  BEIJING, assertLedgerBalances, balanceOf, credit, makeGoods, makeShop, makeUser, okData, refusedWith, setPayPassword,
  type MadeGoods, type TestUser
} from './helpers/buying'

// Coupons through real HTTP (issue 18, spec §3 Coupon): claiming under concurrency (remaining
// count, per-user limit), checkout with the server re-validating the coupon (owner, unused, valid,
// threshold, range) and marking it used in the order's statement, a coupon that cannot pay two
// orders, cancel giving it back, the expiry job, the merchant's templates; Σ ledger = balances.

let srv: TestServer
let buyer: TestUser
let other: TestUser
let merchant: TestUser
let shop: number
let addressId: number
let item: MadeGoods
let cheap: MadeGoods

before(async () => {
  srv = await startServer()
  buyer = await makeUser(srv.db, srv.url, 'buyer')
  other = await makeUser(srv.db, srv.url, 'other')
  merchant = await makeUser(srv.db, srv.url, 'merchant')
  shop = await makeShop(srv.db, merchant.id, { first: '5.00', additional: '1.00', freeOver: null })
  item = await makeGoods(srv.db, shop, { price: '30.00', stock: 1000 })
  cheap = await makeGoods(srv.db, shop, { price: '3.00', stock: 1000 })
  addressId = okData(await buyer.api.post<Address>('/wanlshop/address/address', { type: 'add', data: BEIJING })).id
  await setPayPassword(srv.db, buyer.id)
  await credit(srv.db, buyer.id, 'usdt', '1000')
})
after(async () => { await srv.close() })

const key = (): string => crypto.randomBytes(8).toString('hex')

async function template (over: Partial<typeof couponTemplates.$inferInsert> = {}): Promise<number> {
  const [t] = await srv.db.insert(couponTemplates).values({
    shopId: shop, type: 'reduction', name: '满50减10', price: '10', limit: '50', pretype: 'appoint', validity: 7,
    drawlimit: 1, grantTotal: -1, surplus: 0, createdAt: now(), ...over
  }).returning({ id: couponTemplates.id })
  return t.id
}

async function claim (u: TestUser, id: number): Promise<MyCoupon> {
  return okData(await u.api.post<MyCoupon>('/wanlshop/coupon/receive', { id }))
}

const lines = (g: MadeGoods, n: number) => [{ goods_id: g.id, sku_id: g.skus[0], number: n }]

async function place (u: TestUser, g: MadeGoods, n: number, couponId?: number) {
  return await u.api.post<AddOrderResult>('/wanlshop/order/addOrder', {
    token: key(), order: { address_id: addressId, lists: [{ shop_id: shop, products: lines(g, n), ...(couponId === undefined ? {} : { coupon_id: couponId }) }] }
  })
}

describe('claiming', () => {
  test('100 users claim a coupon with 10 left: exactly 10 get one, the rest are told it is all claimed', async () => {
    const id = await template({ grantTotal: 10, surplus: 10 })
    const users = await Promise.all(Array.from({ length: 100 }, async (_, i) => await makeUser(srv.db, srv.url, `c${i}`)))
    const res = await Promise.all(users.map(async (u) => await u.api.post<MyCoupon>('/wanlshop/coupon/receive', { id })))
    assert.equal(res.filter((r) => r.body.code === 1).length, 10)
    for (const r of res.filter((r) => r.body.code !== 1)) refusedWith(r, 'This coupon has all been claimed')
    const [t] = await srv.db.select().from(couponTemplates).where(eq(couponTemplates.id, id))
    assert.equal(t.surplus, 0)
    assert.equal(t.alreadyGrant, 10)
    const [{ n }] = ((await srv.db.execute(sql`select count(*)::int as n from coupon_receives where template_id = ${id}`)) as unknown as { rows: Array<{ n: number }> }).rows
    assert.equal(n, 10)
  })

  test('one user\'s 5 parallel claims with a limit of 1: one coupon, the others refused', async () => {
    const id = await template({ grantTotal: 50, surplus: 50 })
    const u = await makeUser(srv.db, srv.url, 'greedy')
    const res = await Promise.all(Array.from({ length: 5 }, async () => await u.api.post<MyCoupon>('/wanlshop/coupon/receive', { id })))
    assert.equal(res.filter((r) => r.body.code === 1).length, 1)
    for (const r of res.filter((r) => r.body.code !== 1)) refusedWith(r, 'You have already claimed this coupon')
    const [t] = await srv.db.select().from(couponTemplates).where(eq(couponTemplates.id, id))
    assert.equal(t.surplus, 49, 'refused claims give their count back')
  })

  test('the centre lists claimable coupons with the caller\'s claims; a stopped or ended one cannot be claimed', async () => {
    const id = await template({ name: 'centre coupon', drawlimit: 2 })
    await claim(other, id)
    const page = okData(await other.api.get<Paginated<CouponOffer>>('/wanlshop/coupon/getList', { type: 'reduction', limit: 50 }))
    const mine = page.data.find((c) => c.id === id)
    assert.ok(mine !== undefined)
    assert.equal(mine.claimed, 1)
    assert.equal(mine.can_claim, true)
    const ended = await template({ pretype: 'fixed', startdate: now() - 10 * DAY, enddate: now() - DAY })
    refusedWith(await other.api.post('/wanlshop/coupon/receive', { id: ended }), 'This coupon offer has ended')
    const stopped = await template({ status: 'hidden' })
    refusedWith(await other.api.post('/wanlshop/coupon/receive', { id: stopped }), 'The coupon has stopped')
    refusedWith(await other.api.post('/wanlshop/coupon/receive', { id: 999_999 }), 'Coupon does not exist')
  })

  test('validity: a fixed range keeps its dates; N days after claiming counts from the claim', async () => {
    const start = now() - DAY
    const end = now() + 3 * DAY
    const fixed = await claim(other, await template({ pretype: 'fixed', startdate: start, enddate: end }))
    assert.equal(fixed.starts_at, start)
    assert.equal(fixed.expires_at, end)
    const days = await claim(other, await template({ pretype: 'appoint', validity: 5 }))
    assert.ok(Math.abs(days.expires_at - (now() + 5 * DAY)) < 60)
  })
})

describe('checkout', () => {
  test('the preview picks the best coupon; the order costs the discounted amount and payment charges it', async () => {
    const small = await claim(buyer, await template({ name: '满50减5', price: '5', limit: '50' }))
    const big = await claim(buyer, await template({ name: '满50减12', price: '12', limit: '50' }))
    const p = okData(await buyer.api.post<CheckoutPreview>('/wanlshop/order/getOrderGoodsList', { data: lines(item, 2), address_id: addressId }))
    const s = p.orderData.lists[0]
    assert.equal(s.coupon_id, big.id)
    assert.equal(s.coupon_price, '12.00')
    assert.equal(s.order_price, '54.00', '60 goods + 6 freight − 12')
    assert.equal(p.orderData.statis.alltotal, '54.00')
    assert.ok(s.coupons.some((c) => c.id === small.id && c.usable))
    // the buyer's choice is kept; 0 = none
    const chosen = okData(await buyer.api.post<CheckoutPreview>('/wanlshop/order/getOrderGoodsList', { data: lines(item, 2), address_id: addressId, coupons: [{ shop_id: shop, coupon_id: small.id }] }))
    assert.equal(chosen.orderData.lists[0].coupon_id, small.id)
    assert.equal(chosen.orderData.lists[0].order_price, '61.00')
    const none = okData(await buyer.api.post<CheckoutPreview>('/wanlshop/order/getOrderGoodsList', { data: lines(item, 2), address_id: addressId, coupons: [{ shop_id: shop, coupon_id: 0 }] }))
    assert.equal(none.orderData.lists[0].order_price, '66.00')

    const placed = okData(await place(buyer, item, 2, big.id))
    assert.equal(placed.total, '54.00')
    const before = await balanceOf(srv.db, buyer.id, 'usdt')
    const paid = okData(await buyer.api.post<PaymentResult>('/wanlshop/pay/payment', { order_ids: placed.order_ids, asset: 'usdt', pay_password: '123456', key: key() }))
    assert.equal(paid.amount, '54.00')
    assert.equal(Number(before) - Number(await balanceOf(srv.db, buyer.id, 'usdt')), 54)
    const used = okData(await buyer.api.get<MyCoupon>('/wanlshop/coupon/details', { id: big.id }))
    assert.equal(used.state, 2)
    assert.equal(used.order_id, placed.order_ids[0])
    assert.equal(used.discount_amount, '12.00')
    // used: refused at checkout
    refusedWith(await place(buyer, item, 2, big.id), 'This coupon has already been used')
  })

  test('a discount coupon, a shipping coupon, a goods-range coupon', async () => {
    const nine = await claim(buyer, await template({ type: 'discount', name: '9折', discount: '9.0', limit: '0', price: '0' }))
    const p1 = okData(await buyer.api.post<CheckoutPreview>('/wanlshop/order/getOrderGoodsList', { data: lines(item, 1), address_id: addressId, coupons: [{ shop_id: shop, coupon_id: nine.id }] }))
    assert.equal(p1.orderData.lists[0].coupon_price, '3.00')
    const ship = await claim(buyer, await template({ type: 'shipping', name: '免运费', price: '0', limit: '0' }))
    const p2 = okData(await buyer.api.post<CheckoutPreview>('/wanlshop/order/getOrderGoodsList', { data: lines(item, 1), address_id: addressId, coupons: [{ shop_id: shop, coupon_id: ship.id }] }))
    assert.equal(p2.orderData.lists[0].coupon_price, '5.00')
    assert.equal(p2.orderData.lists[0].order_price, '30.00')
    const ranged = await claim(buyer, await template({ name: '指定商品减2', price: '2', limit: '0', rangetype: 'goods', range: [cheap.id] }))
    refusedWith(await place(buyer, item, 1, ranged.id), 'No product in this order is covered by the coupon')
    const c = okData(await buyer.api.post<CheckoutPreview>('/wanlshop/order/getOrderGoodsList', { data: lines(item, 1), address_id: addressId }))
    const listed = c.orderData.lists[0].coupons.find((x) => x.id === ranged.id)
    assert.equal(listed?.usable, false)
    assert.equal(listed?.reason, 'No product in this order is covered by the coupon')
  })

  test('refused at checkout: below the threshold, expired, someone else\'s — and nothing is written', async () => {
    const threshold = await claim(buyer, await template({ name: '满100减20', price: '20', limit: '100' }))
    const ordersBefore = (await srv.db.select().from(orders)).length
    refusedWith(await place(buyer, item, 1, threshold.id), 'The order does not reach the coupon\'s minimum spend')
    const old = await claim(buyer, await template({ name: '过期券', price: '1', limit: '0' }))
    await srv.db.update(couponReceives).set({ expiresAt: now() - 1 }).where(eq(couponReceives.id, old.id))
    refusedWith(await place(buyer, item, 1, old.id), 'This coupon has expired')
    const theirs = await claim(other, await template({ name: '别人的券', price: '1', limit: '0' }))
    refusedWith(await place(buyer, item, 1, theirs.id), 'Coupon does not exist')
    assert.equal((await srv.db.select().from(orders)).length, ordersBefore)
  })

  test('one coupon cannot pay two orders in concurrent checkouts', async () => {
    const c = await claim(buyer, await template({ name: '并发券', price: '4', limit: '0' }))
    const res = await Promise.all(Array.from({ length: 6 }, async () => await place(buyer, cheap, 2, c.id)))
    const okRes = res.filter((r) => r.body.code === 1)
    assert.equal(okRes.length, 1)
    for (const r of res.filter((r) => r.body.code !== 1)) assert.match(r.body.msg, /already been used|used by another order/)
    const [{ n }] = ((await srv.db.execute(sql`select count(*)::int as n from coupon_receives where id = ${c.id} and state = 2`)) as unknown as { rows: Array<{ n: number }> }).rows
    assert.equal(n, 1)
  })

  test('cancelling the unpaid order gives the coupon back while valid; once expired it stays expired', async () => {
    const c = await claim(buyer, await template({ name: '退回券', price: '3', limit: '0' }))
    const placed = okData(await place(buyer, cheap, 3, c.id))
    assert.equal(placed.total, '13.00', '9 goods + 7 freight − 3')
    okData(await buyer.api.post('/wanlshop/order/cancelOrder', { id: placed.order_ids[0] }))
    const back = okData(await buyer.api.get<MyCoupon>('/wanlshop/coupon/details', { id: c.id }))
    assert.equal(back.state, 1)
    assert.equal(back.order_id, null)
    // used again, then the order closes unpaid after the coupon's end: expired
    const again = okData(await place(buyer, cheap, 3, c.id))
    await srv.db.update(couponReceives).set({ expiresAt: now() + 60 }).where(eq(couponReceives.id, c.id))
    const ran = await runJobs(srv.app.ctx.jobs, now() + 2 * DAY, { db: srv.db, config: srv.app.ctx.config })
    assert.ok(ran['order.auto_close'].includes(again.order_ids[0]))
    const gone = okData(await buyer.api.get<MyCoupon>('/wanlshop/coupon/details', { id: c.id }))
    assert.equal(gone.state, 3)
  })

  test('the expiry job moves unused coupons past their end to expired, and the lists agree', async () => {
    const u = await makeUser(srv.db, srv.url, 'expiring')
    const c = await claim(u, await template({ name: '七天券', validity: 7 }))
    const unused = okData(await u.api.get<Paginated<MyCoupon>>('/wanlshop/coupon/getMyList', { state: 1 }))
    assert.deepEqual(unused.data.map((x) => x.id), [c.id])
    const ran = await runJobs(srv.app.ctx.jobs, now() + 8 * DAY, { db: srv.db, config: srv.app.ctx.config })
    assert.ok(ran['coupon.expire'].includes(c.id))
    const [row] = await srv.db.select().from(couponReceives).where(eq(couponReceives.id, c.id))
    assert.equal(row.state, 3)
    const expired = okData(await u.api.get<Paginated<MyCoupon>>('/wanlshop/coupon/getMyList', { state: 3 }))
    assert.deepEqual(expired.data.map((x) => x.id), [c.id])
  })

  test('Σ ledger = balances', async () => {
    assert.ok(await assertLedgerBalances(srv.db) > 0)
  })
})

describe('the merchant\'s coupons', () => {
  test('the owner creates and stops a template; a stranger cannot; bad terms are refused', async () => {
    const made = okData(await merchant.api.post<{ id: number }>('/wanlshop/coupon/shopAdd', {
      shop_id: shop, type: 'reduction', name: '店铺满80减8', price: '8', limit: '80', pretype: 'appoint', validity: 10, drawlimit: 1, grant_total: 100
    }))
    assert.equal(okData(await merchant.api.get<{ id: number } | null>('/wanlshop/coupon/myShop'))?.id, shop)
    assert.equal(okData(await other.api.get<{ id: number } | null>('/wanlshop/coupon/myShop')), null)
    refusedWith(await other.api.get('/wanlshop/coupon/shopList', { shop_id: shop }), 'You do not own this shop')
    const list = okData(await merchant.api.get<ShopCoupon[]>('/wanlshop/coupon/shopList', { shop_id: shop }))
    assert.ok(list.some((c) => c.id === made.id && c.surplus === 100))
    await claim(other, made.id)
    refusedWith(await other.api.post('/wanlshop/coupon/shopAdd', {
      shop_id: shop, type: 'reduction', name: 'x', price: '8', limit: '80', pretype: 'appoint', validity: 10, drawlimit: 1, grant_total: 100
    }), 'You do not own this shop')
    refusedWith(await merchant.api.post('/wanlshop/coupon/shopAdd', {
      shop_id: shop, type: 'reduction', name: '减太多', price: '90', limit: '80', pretype: 'appoint', validity: 10, drawlimit: 1, grant_total: 100
    }), /not valid: price/)
    refusedWith(await other.api.post('/wanlshop/coupon/shopStatus', { id: made.id, status: 'hidden' }), 'Coupon does not exist')
    okData(await merchant.api.post('/wanlshop/coupon/shopStatus', { id: made.id, status: 'hidden' }))
    const u = await makeUser(srv.db, srv.url, 'late')
    refusedWith(await u.api.post('/wanlshop/coupon/receive', { id: made.id }), 'The coupon has stopped')
  })
})
