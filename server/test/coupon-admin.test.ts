import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { AddOrderResult, Address, CheckoutPreview, PaymentResult } from '../../types/order'
import type { CouponOffer, MyCoupon, PlatformCoupon } from '../../types/coupon'
import type { Paginated } from '../../types/envelope'
import type { AuditPage } from '../../types/admin'
import { couponTemplates } from '../db/schema'
import { now } from '../lib/time'
import { startServer, type TestServer } from './helpers/server'
import { adminOf, type AdminClient } from './helpers/admin'
import {
  BEIJING, assertLedgerBalances, balanceOf, credit, makeGoods, makeShop, makeUser, okData, refusedWith, setPayPassword,
  type MadeGoods, type TestUser
} from './helpers/buying'

// Platform coupons (issue 18: "the admin console creates platform coupons"): finance (and super)
// list, create and stop coupons without a shop; reviewer and support are refused; bad settings are
// refused naming the field and save nothing; every change is audited. A platform coupon shows in
// the coupon centre, is claimed like a shop's, and pays any one shop's order at checkout.

let srv: TestServer
let sup: AdminClient
let finance: AdminClient
let reviewer: AdminClient
let support: AdminClient
let buyer: TestUser
let shopA: number
let shopB: number
let itemA: MadeGoods
let itemB: MadeGoods
let addressId: number

before(async () => {
  srv = await startServer()
  sup = await adminOf(srv.db, srv.url, 'super')
  finance = await adminOf(srv.db, srv.url, 'finance')
  reviewer = await adminOf(srv.db, srv.url, 'reviewer')
  support = await adminOf(srv.db, srv.url, 'support')
  buyer = await makeUser(srv.db, srv.url, 'pbuyer')
  shopA = await makeShop(srv.db, (await makeUser(srv.db, srv.url, 'ma')).id, { first: '5.00', additional: '1.00', freeOver: null }, 'Shop A')
  shopB = await makeShop(srv.db, (await makeUser(srv.db, srv.url, 'mb')).id, { first: '5.00', additional: '1.00', freeOver: null }, 'Shop B')
  itemA = await makeGoods(srv.db, shopA, { price: '40.00', stock: 100 })
  itemB = await makeGoods(srv.db, shopB, { price: '60.00', stock: 100 })
  addressId = okData(await buyer.api.post<Address>('/wanlshop/address/address', { type: 'add', data: BEIJING })).id
  await setPayPassword(srv.db, buyer.id)
  await credit(srv.db, buyer.id, 'usdt', '1000')
})
after(async () => { await srv.close() })

const key = (): string => crypto.randomBytes(8).toString('hex')
const GOOD = { type: 'reduction', name: '平台满50减15', name_en: '15 off 50, any shop', price: '15', limit: '50', rangetype: 'all', pretype: 'appoint', validity: 7, drawlimit: 1, grant_total: 100 }

async function platformCount (): Promise<number> {
  const r = (await srv.db.execute(sql`select count(*)::int as n from coupon_templates where shop_id is null`)) as unknown as { rows: Array<{ n: number }> }
  return r.rows[0].n
}

async function lastAudit (action: string): Promise<AuditPage['data'][number]> {
  const res = await sup.get<AuditPage>('/audit', { action })
  assert.ok(res.body.data.total > 0, `no audit row for ${action}`)
  return res.body.data.data[0]
}

describe('platform coupons in the console', () => {
  test('roles: finance and super list, create and stop; reviewer and support are refused (403) on every route', async () => {
    const made = okData(await finance.post<PlatformCoupon>('/coupons', { ...GOOD, name: '角色测试' }))
    const routes: Array<['get' | 'post', string, Record<string, unknown>]> = [
      ['get', '/coupons', {}],
      ['post', '/coupons', { ...GOOD, name: '按角色新建' }], // only finance and super may
      ['post', `/coupons/${made.id}/status`, { status: 'hidden' }]
    ]
    for (const [client, role, allowed] of [[reviewer, 'reviewer', false], [support, 'support', false], [finance, 'finance', true], [sup, 'super', true]] as const) {
      for (const [method, path, body] of routes) {
        const res = method === 'get' ? await client.get(path) : await client.post(path, body)
        assert.equal(res.body.code === 403, !allowed, `${role} ${method} ${path}: ${res.body.code} ${res.body.msg}`)
        if (allowed) assert.equal(res.body.code, 1, `${role} ${method} ${path}: ${res.body.msg}`)
      }
    }
    const names = okData(await finance.get<Paginated<PlatformCoupon>>('/coupons')).data.map((c) => c.name)
    // the two allowed roles made one each; the refused ones none
    assert.equal(names.filter((n) => n === '按角色新建').length, 2)
  })

  test('bad settings are refused naming the field, in the operator\'s language, and nothing is saved', async () => {
    const before = await platformCount()
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ price: '60' }, 'The coupon settings are not valid: price'], // "满50减60" would pay the buyer
      [{ type: 'discount', discount: '0' }, 'The coupon settings are not valid: discount'],
      [{ pretype: 'fixed', enddate: now() - 60 }, 'The coupon settings are not valid: enddate'],
      [{ grant_total: 0 }, 'The coupon settings are not valid: grant_total'],
      [{ name: '   ' }, 'The coupon settings are not valid: name'],
      [{ rangetype: 'goods', range: [] }, 'Choose the products or categories the coupon applies to'],
      [{ rangetype: 'category', range: [987654] }, 'The applicable range is not valid: 987654 not found']
    ]
    for (const [over, msg] of cases) refusedWith(await finance.post('/coupons', { ...GOOD, ...over }), msg)
    // schema refusals are clear refusals too, never a 500
    for (const over of [{ type: 'free' }, { price: '-1' }, { drawlimit: 1000 }, { shop_id: 1 }]) {
      const res = await finance.post('/coupons', { ...GOOD, ...over })
      assert.equal(res.status, 200)
      assert.equal(res.body.code, 0, JSON.stringify(over))
      assert.ok(res.body.msg.length > 0)
    }
    const zh = await adminOf(srv.db, srv.url, 'finance', 'zh-CN')
    refusedWith(await zh.post('/coupons', { ...GOOD, price: '60' }), '优惠券设置不正确：price')
    assert.equal(await platformCount(), before)
    refusedWith(await finance.post('/coupons/987654/status', { status: 'hidden' }), 'Coupon does not exist')
  })

  test('creating and stopping are audited; a stopped coupon leaves the centre and cannot be claimed; a shop\'s coupon is not the console\'s to stop', async () => {
    const made = okData(await finance.post<PlatformCoupon>('/coupons', { ...GOOD, name: '审计测试', rangetype: 'goods', range: [itemA.id] }))
    assert.deepEqual([made.rangetype, made.range, made.status, made.already_grant], ['goods', [itemA.id], 'normal', 0])
    const created = await lastAudit('coupon.create')
    assert.equal(created.target, `coupon:${made.id}`)
    assert.equal((created.after as PlatformCoupon).name, '审计测试')

    assert.equal(okData(await finance.post<PlatformCoupon>(`/coupons/${made.id}/status`, { status: 'hidden' })).status, 'hidden')
    const stopped = await lastAudit('coupon.stop')
    assert.deepEqual([stopped.target, stopped.before, stopped.after], [`coupon:${made.id}`, { status: 'normal' }, { status: 'hidden' }])
    const centre = okData(await buyer.api.get<Paginated<CouponOffer>>('/wanlshop/coupon/getList', { limit: 50 }))
    assert.ok(!centre.data.some((c) => c.id === made.id))
    refusedWith(await buyer.api.post('/wanlshop/coupon/receive', { id: made.id }), 'The coupon has stopped')

    const [shopCoupon] = await srv.db.insert(couponTemplates).values({ shopId: shopA, type: 'reduction', name: '店铺券', price: '5', limit: '20', pretype: 'appoint', validity: 7, createdAt: now() }).returning({ id: couponTemplates.id })
    refusedWith(await finance.post(`/coupons/${shopCoupon.id}/status`, { status: 'hidden' }), 'Coupon does not exist')
  })
})

describe('a platform coupon at the buyer', () => {
  test('shown in the centre and on any shop\'s product, claimed, chosen for one shop of a two-shop checkout, paid for at the discounted amount, then used', async () => {
    const made = okData(await finance.post<PlatformCoupon>('/coupons', { ...GOOD, name: '平台券', name_en: 'Platform 15 off' }))
    const centre = okData(await buyer.api.get<Paginated<CouponOffer>>('/wanlshop/coupon/getList', { limit: 50 }))
    const offer = centre.data.find((c) => c.id === made.id)
    assert.ok(offer !== undefined, 'in the coupon centre')
    assert.deepEqual([offer.shop_id, offer.shop_name, offer.name, offer.can_claim], [0, 'Platform coupon (all shops)', 'Platform 15 off', true])
    for (const g of [itemA, itemB]) {
      const popup = okData(await buyer.api.get<CouponOffer[]>('/wanlshop/coupon/query', { goods_id: g.id }))
      assert.ok(popup.some((c) => c.id === made.id), `on a product of shop ${g.id === itemA.id ? 'A' : 'B'}`)
    }
    const held = okData(await buyer.api.post<MyCoupon>('/wanlshop/coupon/receive', { id: made.id }))
    assert.deepEqual([held.shop_id, held.state], [0, 1])
    refusedWith(await buyer.api.post('/wanlshop/coupon/receive', { id: made.id }), 'You have already claimed this coupon')

    // two shops in one checkout: the coupon fits both, pays one (the first shop it saves on)
    const both = [{ goods_id: itemA.id, sku_id: itemA.skus[0], number: 2 }, { goods_id: itemB.id, sku_id: itemB.skus[0], number: 1 }]
    const p = okData(await buyer.api.post<CheckoutPreview>('/wanlshop/order/getOrderGoodsList', { data: both, address_id: addressId }))
    assert.deepEqual(p.orderData.lists.map((l) => l.coupon_id), [held.id, null])
    assert.ok(p.orderData.lists.every((l) => l.coupons.some((c) => c.id === held.id && c.usable)), 'offered to both shops')
    assert.equal(p.orderData.statis.allcoupon, '15.00')
    // asked for shop B: it moves there, shop A gets none
    const moved = okData(await buyer.api.post<CheckoutPreview>('/wanlshop/order/getOrderGoodsList', { data: both, address_id: addressId, coupons: [{ shop_id: shopB, coupon_id: held.id }] }))
    assert.deepEqual(moved.orderData.lists.map((l) => l.coupon_id), [null, held.id])

    // one coupon on two shops' orders at once is refused
    const twice = await buyer.api.post<AddOrderResult>('/wanlshop/order/addOrder', {
      token: key(),
      order: {
        address_id: addressId,
        lists: [
          { shop_id: shopA, products: [both[0]], coupon_id: held.id },
          { shop_id: shopB, products: [both[1]], coupon_id: held.id }
        ]
      }
    })
    refusedWith(twice, 'One coupon can pay for only one shop\'s order')

    const placed = okData(await buyer.api.post<AddOrderResult>('/wanlshop/order/addOrder', {
      token: key(), order: { address_id: addressId, lists: [{ shop_id: shopB, products: [both[1]], coupon_id: held.id }] }
    }))
    assert.equal(placed.total, '50.00', '60 goods + 5 freight − 15')
    const before = await balanceOf(srv.db, buyer.id, 'usdt')
    const paid = okData(await buyer.api.post<PaymentResult>('/wanlshop/pay/payment', { order_ids: placed.order_ids, asset: 'usdt', pay_password: '123456', key: key() }))
    assert.equal(paid.amount, '50.00')
    assert.equal(Number(before) - Number(await balanceOf(srv.db, buyer.id, 'usdt')), 50)
    const used = okData(await buyer.api.get<MyCoupon>('/wanlshop/coupon/details', { id: held.id }))
    assert.deepEqual([used.state, used.order_id, used.discount_amount, used.shop_name], [2, placed.order_ids[0], '15.00', 'Platform coupon (all shops)'])
    refusedWith(await buyer.api.post('/wanlshop/order/addOrder', {
      token: key(), order: { address_id: addressId, lists: [{ shop_id: shopA, products: [both[0]], coupon_id: held.id }] }
    }), 'This coupon has already been used')
    const listed = okData(await finance.get<Paginated<PlatformCoupon>>('/coupons')).data.find((c) => c.id === made.id)
    assert.deepEqual([listed?.already_grant, listed?.used], [1, 1])
    assert.ok(await assertLedgerBalances(srv.db) > 0)
  })
})
