import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { SMTPServer } from 'smtp-server'
import type { AddressInfo } from 'node:net'
import { Wallet } from 'ethers'
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import type {
  AddOrderResult, Address, AreaNode, CartLine, CheckoutPreview, PaymentResult, PayPreview
} from '../../types/order'
import type { Paginated } from '../../types/envelope'
import type { SessionPayload } from '../../types/user'
import { addresses, carts, goods, goodsFollows, goodsSku, ledger, orderGoods, orders, payments, users } from '../db/schema'
import { lastMailTo } from '../adapters/mail'
import { startServer, type TestServer } from './helpers/server'
import { countSales } from '../modules/pay/sales'
import { startFakeWechat } from './fakes/wechat'
import { ApiClient, newUser } from './helpers/client'
import {
  BEIJING, assertLedgerBalances, balanceOf, credit, makeGoods, makeShop, makeUser, okData, refusedWith, setPayPassword, stockOf,
  type MadeGoods, type TestUser
} from './helpers/buying'

// Buying through real HTTP: regions, addresses (validation, the default, owners), the server cart,
// the checkout preview and placing orders (every refusal, idempotency), the payment password by
// e-mail (log adapter and a real SMTP exchange), paying from balances, the demo grant.

let srv: TestServer
let buyer: TestUser
let other: TestUser
let merchant: TestUser
let shopA: number
let shopB: number
/** shop A: porder, 100 in stock, 25.50 */
let phone: MadeGoods
/** shop A: paid-for stock method, 5 in stock */
let later: MadeGoods
/** shop B: pickup allowed, 20 in stock, 8.00 */
let tea: MadeGoods
/** shop A: off sale */
let hidden: MadeGoods

before(async () => {
  srv = await startServer({ env: { RATE_LIMIT_CODE: '1000/min' } })
  buyer = await makeUser(srv.db, srv.url, 'buyer')
  other = await makeUser(srv.db, srv.url, 'other')
  merchant = await makeUser(srv.db, srv.url, 'merchant')
  shopA = await makeShop(srv.db, merchant.id, { first: '6.00', additional: '2.00', freeOver: '100.00' }, 'Shop A')
  shopB = await makeShop(srv.db, merchant.id, undefined, 'Shop B')
  phone = await makeGoods(srv.db, shopA, { price: '25.50', stock: 100, skus: 2 })
  later = await makeGoods(srv.db, shopA, { price: '4.00', stock: 5, stockMethod: 'payment' })
  tea = await makeGoods(srv.db, shopB, { price: '8.00', stock: 20, pickup: true })
  hidden = await makeGoods(srv.db, shopA, { status: 'hidden' })
})
after(async () => { await srv.close() })

const zh = (api: ApiClient): ApiClient => { const c = new ApiClient(api.base, '/ws', 'zh-CN'); c.token = api.token; return c }

describe('regions', () => {
  test('common/area: province → city → district from the area data, public', async () => {
    const tree = okData(await new ApiClient(srv.url).get<AreaNode[]>('/wanlshop/common/area'))
    assert.equal(tree.length, 34)
    const bj = tree.find((p) => p.code === '110000')!
    assert.equal(bj.name, '北京市')
    const district = bj.children![0].children!.find((d) => d.code === '110105')!
    assert.equal(district.name, '朝阳区')
    assert.ok(tree.every((p) => (p.children ?? []).every((c) => c.code.startsWith(p.code.slice(0, 2)))))
  })
})

describe('addresses', () => {
  const save = async (u: TestUser, type: 'add' | 'edit', data: Record<string, unknown>) => await u.api.post<Address>('/wanlshop/address/address', { type, data })

  test('validation in the spec order, with its messages (both languages)', async () => {
    refusedWith(await save(buyer, 'add', { ...BEIJING, name: '  ' }), "Please enter the receiver's name")
    refusedWith(await save(buyer, 'add', { ...BEIJING, name: '很长的名字'.repeat(5) }), "The receiver's name must be at most 20 characters")
    refusedWith(await save(buyer, 'add', { ...BEIJING, mobile: '12345' }), 'Please enter a valid phone number')
    refusedWith(await save(buyer, 'add', { ...BEIJING, mobile: '12800138000' }), 'Please enter a valid phone number')
    refusedWith(await save(buyer, 'add', { ...BEIJING, adcode: '999999' }), 'Please choose the region')
    refusedWith(await save(buyer, 'add', { ...BEIJING, district: '海淀区' }), 'Please choose the region')
    refusedWith(await save(buyer, 'add', { ...BEIJING, city: '上海市' }), 'Please choose the region')
    refusedWith(await save(buyer, 'add', { ...BEIJING, address: 'x' }), 'Please enter the detailed address (2–120 characters)')
    refusedWith(await save(buyer, 'add', { ...BEIJING, address: 'x'.repeat(121) }), /detailed address/)
    refusedWith(await save(buyer, 'add', { ...BEIJING, location: 'here' }), 'The map location is invalid')
    refusedWith(await zh(buyer.api).post('/wanlshop/address/address', { type: 'add', data: { ...BEIJING, mobile: '1' } }), '请填写正确的手机号码')
    refusedWith(await save(buyer, 'add', { ...BEIJING, name: undefined }), 'data.name is required')
    const [{ n }] = await srv.db.select({ n: count() }).from(addresses).where(eq(addresses.userId, buyer.id))
    assert.equal(Number(n), 0)
  })

  test('the first address is the default; a new default clears the others; list has the default first', async () => {
    const first = okData(await save(buyer, 'add', { ...BEIJING, default: false }))
    assert.equal(first.default, true, 'first address forced default')
    assert.equal(first.formatted_address, '北京市 北京市 朝阳区 建国路 88 号 1201')
    const intl = okData(await save(buyer, 'add', { ...BEIJING, name: 'Ann', mobile: '+44 7700 900123', location: '116.46,39.92' }))
    assert.equal(intl.default, false)
    assert.equal(intl.mobile, '+447700900123')
    const second = okData(await save(buyer, 'add', { ...BEIJING, name: '王五', default: true }))
    assert.equal(second.default, true)
    const page = okData(await buyer.api.get<Paginated<Address>>('/wanlshop/address/getaddress', { page: 1 }))
    assert.equal(page.total, 3)
    assert.deepEqual(page.data.map((a) => [a.id, a.default]), [[second.id, true], [intl.id, false], [first.id, false]])
    // edit: make the first the default again
    const edited = okData(await save(buyer, 'edit', { ...BEIJING, id: first.id, address: '建国路 99 号', default: true }))
    assert.equal(edited.address, '建国路 99 号')
    const defaults = await srv.db.select({ id: addresses.id }).from(addresses).where(and(eq(addresses.userId, buyer.id), eq(addresses.isDefault, true)))
    assert.deepEqual(defaults.map((d) => d.id), [first.id])
    const p2 = okData(await buyer.api.get<Paginated<Address>>('/wanlshop/address/getaddress', { page: 2, limit: 2 }))
    assert.equal(p2.data.length, 1)
    refusedWith(await buyer.api.get('/wanlshop/address/getaddress', { page: 0 }), 'page is out of range')
  })

  test("someone else's address can be neither edited nor deleted (the study's IDOR)", async () => {
    const mine = okData(await save(other, 'add', { ...BEIJING, name: '赵六' }))
    const theirs = (await srv.db.select().from(addresses).where(eq(addresses.userId, buyer.id)))[0]
    refusedWith(await save(other, 'edit', { ...BEIJING, id: theirs.id, name: 'Mallory' }), 'Address does not exist')
    refusedWith(await other.api.post('/wanlshop/address/deladdress', { id: theirs.id }), 'Address does not exist')
    const [still] = await srv.db.select().from(addresses).where(eq(addresses.id, theirs.id))
    assert.equal(still.name, theirs.name)
    assert.equal(still.userId, buyer.id)
    refusedWith(await save(other, 'edit', { ...BEIJING, name: 'no id' }), 'Address does not exist')
    assert.equal(okData(await other.api.get<Paginated<Address>>('/wanlshop/address/getaddress')).total, 1)
    assert.ok(mine.default)
    const anon = await new ApiClient(srv.url).get('/wanlshop/address/getaddress')
    assert.deepEqual([anon.status, anon.body.code, anon.body.msg], [401, 401, 'Please log in'])
  })

  test('deleting the default promotes the newest remaining address', async () => {
    const u = await makeUser(srv.db, srv.url)
    const a = okData(await save(u, 'add', BEIJING))
    const b = okData(await save(u, 'add', { ...BEIJING, name: 'B' }))
    const c = okData(await save(u, 'add', { ...BEIJING, name: 'C' }))
    assert.equal(okData(await u.api.post('/wanlshop/address/deladdress', { id: a.id })), null)
    const list = okData(await u.api.get<Paginated<Address>>('/wanlshop/address/getaddress')).data
    assert.deepEqual(list.map((x) => [x.id, x.default]), [[c.id, true], [b.id, false]])
    okData(await u.api.post('/wanlshop/address/deladdress', { id: b.id }))
    refusedWith(await u.api.post('/wanlshop/address/deladdress', { id: b.id }), 'Address does not exist')
  })
})

describe('cart', () => {
  test('synchro merges the device lines (insert-if-absent), skips bad ones, clamps to stock, returns the whole cart', async () => {
    const u = await makeUser(srv.db, srv.url)
    okData(await u.api.post('/wanlshop/cart/storage', { type: 'add', data: { goods_id: phone.id, shop_id: shopA, sku_id: phone.skus[0], number: 2 } }))
    const lines = okData(await u.api.post<CartLine[]>('/wanlshop/cart/synchro', {
      cart: [
        { goods_id: phone.id, shop_id: shopA, sku_id: phone.skus[0], number: 9 }, // already there: kept as it is
        { goods_id: phone.id, sku_id: phone.skus[1], number: 1 },
        { goods_id: tea.id, sku_id: tea.skus[0], number: 50 }, // clamped to 20
        { goods_id: phone.id, sku_id: tea.skus[0], number: 1 }, // foreign SKU
        { goods_id: 999_999, sku_id: phone.skus[0], number: 1 }, // unknown goods
        { goods_id: hidden.id, sku_id: hidden.skus[0], number: 1 }, // off sale
        { goods_id: later.id, sku_id: later.skus[0], number: -2 },
        { goods_id: later.id, sku_id: later.skus[0], number: 1.5 },
        { goods_id: later.id, sku_id: later.skus[0], number: 0 }
      ]
    }))
    const bySku = new Map(lines.map((l) => [l.sku_id, l]))
    assert.deepEqual([...bySku.keys()].sort(), [phone.skus[0], phone.skus[1], tea.skus[0]].sort())
    assert.equal(bySku.get(phone.skus[0])!.number, 2)
    assert.equal(bySku.get(tea.skus[0])!.number, 20)
    const t = bySku.get(tea.skus[0])!
    assert.deepEqual({ shop: t.shop_name, sum: t.sum, checked: t.checked, sku: t.sku }, { shop: 'Shop B', sum: '160.00', checked: false, sku: { id: tea.skus[0], price: '8.00', difference: ['v0'], stock: 20 } })
    assert.equal(bySku.get(phone.skus[0])!.sum, '51.00')
    assert.deepEqual(okData(await u.api.post<CartLine[]>('/wanlshop/cart/synchro', { cart: null })).length, 3)
    assert.equal((await new ApiClient(srv.url).post('/wanlshop/cart/synchro', { cart: null })).status, 401)
  })

  test('storage: add adds up to the stock; bcadd/bcsub set 1..stock; del; follow; empty', async () => {
    const u = await makeUser(srv.db, srv.url)
    const store = async (body: Record<string, unknown>) => await u.api.post('/wanlshop/cart/storage', body)
    const cart = async (): Promise<CartLine[]> => okData(await u.api.post<CartLine[]>('/wanlshop/cart/synchro', { cart: null }))
    okData(await store({ type: 'add', data: { goods_id: later.id, shop_id: shopA, sku_id: later.skus[0], number: 3 } }))
    okData(await store({ type: 'add', data: { goods_id: later.id, shop_id: shopA, sku_id: later.skus[0], number: 3 } }))
    assert.equal((await cart())[0].number, 5, 'capped at the stock')
    refusedWith(await store({ type: 'add', data: { goods_id: phone.id, shop_id: shopA, sku_id: tea.skus[0], number: 1 } }), 'The chosen specification does not belong to this product')
    refusedWith(await store({ type: 'add', data: { goods_id: hidden.id, shop_id: shopA, sku_id: hidden.skus[0], number: 1 } }), /is no longer on sale/)
    refusedWith(await store({ type: 'add', data: { goods_id: 999_999, shop_id: shopA, sku_id: 1, number: 1 } }), 'Product does not exist')
    refusedWith(await store({ type: 'add', data: { goods_id: later.id, shop_id: shopA, sku_id: later.skus[0], number: 0 } }), /data/)
    refusedWith(await store({ type: 'add' }), 'Choose the products (data)')
    okData(await store({ type: 'bcsub', goods_id: later.id, sku_id: later.skus[0], number: 2 }))
    assert.equal((await cart())[0].number, 2)
    refusedWith(await store({ type: 'bcadd', goods_id: later.id, sku_id: later.skus[0], number: 6 }), 'Quantity must be between 1 and 5')
    refusedWith(await store({ type: 'bcsub', goods_id: later.id, sku_id: later.skus[0], number: 0 }), 'Quantity must be between 1 and 5')
    refusedWith(await store({ type: 'bcsub', goods_id: later.id, sku_id: later.skus[0], number: 1.5 }), 'number must be an integer')
    refusedWith(await store({ type: 'bcadd', goods_id: phone.id, sku_id: phone.skus[1], number: 1 }), 'This product is not in your cart')
    okData(await store({ type: 'add', data: { goods_id: phone.id, shop_id: shopA, sku_id: phone.skus[1], number: 1 } }))
    okData(await store({ type: 'add', data: { goods_id: tea.id, shop_id: shopB, sku_id: tea.skus[0], number: 1 } }))
    okData(await store({ type: 'del', data: [{ goods_id: later.id, sku_id: later.skus[0] }] }))
    assert.equal((await cart()).length, 2)
    const likeBefore = (await srv.db.select({ like: goods.like }).from(goods).where(eq(goods.id, phone.id)))[0].like
    const followed = await store({ type: 'follow', data: [{ goods_id: phone.id, sku_id: phone.skus[1] }] })
    assert.deepEqual(okData(followed), { collection: 1 })
    assert.equal(followed.body.msg, 'Moved to favourites')
    assert.deepEqual((await cart()).map((l) => l.sku_id), [tea.skus[0]])
    const [fav] = await srv.db.select({ n: count() }).from(goodsFollows).where(and(eq(goodsFollows.userId, u.id), eq(goodsFollows.goodsId, phone.id)))
    assert.equal(Number(fav.n), 1)
    assert.equal((await srv.db.select({ like: goods.like }).from(goods).where(eq(goods.id, phone.id)))[0].like, likeBefore + 1)
    okData(await store({ type: 'add', data: { goods_id: phone.id, shop_id: shopA, sku_id: phone.skus[1], number: 1 } }))
    assert.deepEqual(okData(await store({ type: 'follow', data: [{ goods_id: phone.id, sku_id: phone.skus[1] }] })), { collection: 0 }, 'already a favourite')
    okData(await store({ type: 'empty' }))
    assert.deepEqual(await cart(), [])
  })
})

describe('checkout', () => {
  let addressId: number
  before(async () => {
    addressId = (await srv.db.select().from(addresses).where(and(eq(addresses.userId, buyer.id), eq(addresses.isDefault, true))))[0].id
  })

  test('preview: grouped by shop with freight (first + additional, free over the threshold), the default address, a fresh token', async () => {
    const res = okData(await buyer.api.post<CheckoutPreview>('/wanlshop/order/getOrderGoodsList', {
      data: [
        { goods_id: phone.id, sku_id: phone.skus[0], number: 1 },
        { goods_id: later.id, sku_id: later.skus[0], number: 2 },
        { goods_id: tea.id, sku_id: tea.skus[0], number: 2 }
      ]
    }))
    assert.equal(res.addressData?.id, addressId)
    const [a, b] = res.orderData.lists
    assert.equal(a.shop_id, shopA)
    assert.equal(a.number, 3)
    assert.equal(a.sub_price, '33.50')
    assert.deepEqual({ name: a.freight.name, price: a.freight.price }, { name: '快递', price: '10.00' }) // 6 + 2 × 2
    assert.equal(a.order_price, '43.50')
    assert.equal(a.products[1].subtotal, '8.00')
    assert.deepEqual(b.freight, { id: null, name: '包邮', price: '0.00' })
    assert.deepEqual(res.orderData.statis, { allnum: 5, allsub: '49.50', allfreight: '10.00', allcoupon: '0.00', alltotal: '59.50' })
    assert.equal(res.orderData.pickup_available, false)
    assert.match(res.token, /^[0-9a-f]{32}$/)
    const again = okData(await buyer.api.post<CheckoutPreview>('/wanlshop/order/getOrderGoodsList', { data: [{ goods_id: phone.id, sku_id: phone.skus[0], number: 4 }] }))
    assert.equal(again.orderData.lists[0].freight.price, '0.00', 'free over 100')
    assert.notEqual(again.token, res.token)
    const pickup = okData(await buyer.api.post<CheckoutPreview>('/wanlshop/order/getOrderGoodsList', { data: [{ goods_id: tea.id, sku_id: tea.skus[0], number: 1 }] }))
    assert.equal(pickup.orderData.pickup_available, true)
    const none = okData(await merchant.api.post<CheckoutPreview>('/wanlshop/order/getOrderGoodsList', { data: [{ goods_id: tea.id, sku_id: tea.skus[0], number: 1 }] }))
    assert.equal(none.addressData, null)
  })

  test('preview refusals: foreign SKU, unknown goods, off sale, bad quantities, too many, someone else\'s address', async () => {
    const preview = async (data: unknown, extra: Record<string, unknown> = {}) => await buyer.api.post('/wanlshop/order/getOrderGoodsList', { data, ...extra })
    refusedWith(await preview([{ goods_id: phone.id, sku_id: tea.skus[0], number: 1 }]), 'The chosen specification does not belong to this product')
    refusedWith(await preview([{ goods_id: 999_999, sku_id: phone.skus[0], number: 1 }]), 'Product does not exist')
    refusedWith(await preview([{ goods_id: hidden.id, sku_id: hidden.skus[0], number: 1 }]), /is no longer on sale/)
    refusedWith(await preview([{ goods_id: phone.id, sku_id: phone.skus[0], number: 0 }]), 'data.0.number is out of range')
    refusedWith(await preview([{ goods_id: phone.id, sku_id: phone.skus[0], number: -3 }]), 'data.0.number is out of range')
    refusedWith(await preview([{ goods_id: phone.id, sku_id: phone.skus[0], number: 1.5 }]), 'data.0.number must be an integer')
    refusedWith(await preview([{ goods_id: phone.id, sku_id: phone.skus[0], number: '2' }]), 'data.0.number must be an integer')
    refusedWith(await preview([{ goods_id: tea.id, sku_id: tea.skus[0], number: 21 }]), /Insufficient stock for/)
    refusedWith(await preview([]), 'data is out of range')
    const theirs = (await srv.db.select().from(addresses).where(eq(addresses.userId, other.id)))[0]
    refusedWith(await preview([{ goods_id: phone.id, sku_id: phone.skus[0], number: 1 }], { address_id: theirs.id }), 'Address does not exist')
  })

  const order = (lists: unknown, extra: Record<string, unknown> = {}) => ({ address_id: addressId, lists, ...extra })
  const list = (shopId: number, products: Array<[MadeGoods, number, number?]>, remarks?: string) =>
    ({ shop_id: shopId, remarks, products: products.map(([g, n, k]) => ({ goods_id: g.id, sku_id: g.skus[k ?? 0], number: n })) })

  test('addOrder: one order per shop, snapshots, porder stock taken now, payment stock later, cart lines removed', async () => {
    okData(await buyer.api.post('/wanlshop/cart/storage', { type: 'add', data: { goods_id: phone.id, shop_id: shopA, sku_id: phone.skus[0], number: 1 } }))
    okData(await buyer.api.post('/wanlshop/cart/storage', { type: 'add', data: { goods_id: phone.id, shop_id: shopA, sku_id: phone.skus[1], number: 1 } }))
    const before = { phone: await stockOf(srv.db, phone.skus[0]), later: await stockOf(srv.db, later.skus[0]) }
    const res = await buyer.api.post<AddOrderResult>('/wanlshop/order/addOrder', {
      token: 'checkout-token-0001',
      order: order([list(shopA, [[phone, 2], [later, 1]], '  请尽快发货  '), list(shopB, [[tea, 1]])])
    })
    const result = okData(res)
    assert.equal(res.body.msg, 'Order placed')
    assert.equal(result.order_ids.length, 2)
    assert.equal(result.total, '73.00') // (51 + 4 + freight 6 + 2 × 2) + 8
    const rows = await srv.db.select().from(orders).where(sql`${orders.id} = any(${`{${result.order_ids.join(',')}}`}::int[])`).orderBy(orders.id)
    assert.deepEqual(rows.map((o) => [o.shopId, o.state, o.price, o.freightPrice, o.number, o.remarks]), [[shopA, 1, '65.00', '10.00', 3, '请尽快发货'], [shopB, 1, '8.00', '0.00', 1, '']])
    assert.match(rows[0].orderNo, /^\d{18}$/)
    const lines = await srv.db.select().from(orderGoods).where(eq(orderGoods.orderId, rows[0].id))
    assert.deepEqual(lines.map((l) => [l.skuId, l.price, l.number, l.stockMethod]), [[phone.skus[0], '25.50', 2, 'porder'], [later.skus[0], '4.00', 1, 'payment']])
    assert.equal(await stockOf(srv.db, phone.skus[0]), before.phone - 2)
    assert.equal(await stockOf(srv.db, later.skus[0]), before.later, 'payment goods keep their stock until paid')
    const left = await srv.db.select({ sku: carts.skuId }).from(carts).where(eq(carts.userId, buyer.id))
    assert.deepEqual(left.map((c) => c.sku), [phone.skus[1]])
  })

  test('idempotency: the same token returns the first result and creates nothing; another body is refused', async () => {
    const body = { token: 'checkout-token-0002', order: order([list(shopA, [[phone, 1]])]) }
    const first = okData(await buyer.api.post<AddOrderResult>('/wanlshop/order/addOrder', body))
    const stock = await stockOf(srv.db, phone.skus[0])
    const [{ n }] = await srv.db.select({ n: count() }).from(orders)
    const again = okData(await buyer.api.post<AddOrderResult>('/wanlshop/order/addOrder', body))
    assert.deepEqual(again, first)
    assert.equal(await stockOf(srv.db, phone.skus[0]), stock)
    assert.equal(Number((await srv.db.select({ n: count() }).from(orders))[0].n), Number(n))
    refusedWith(await buyer.api.post('/wanlshop/order/addOrder', { ...body, order: order([list(shopA, [[phone, 2]])]) }),
      'This checkout was already submitted with different content (stale idempotency key); please refresh and try again')
    // another user's token space is their own
    okData(await other.api.post<AddOrderResult>('/wanlshop/order/addOrder', { token: body.token, order: { ...body.order, address_id: (await srv.db.select().from(addresses).where(eq(addresses.userId, other.id)))[0].id } }))
  })

  test('addOrder refusals change nothing: foreign SKU, unknown goods, quantities, address, pickup, remarks, stock, shop', async () => {
    const [{ n: ordersBefore }] = await srv.db.select({ n: count() }).from(orders)
    const stock = await stockOf(srv.db, phone.skus[0])
    let i = 0
    const place = async (o: unknown) => await buyer.api.post('/wanlshop/order/addOrder', { token: `refused-${++i}-xxxxxx`, order: o })
    refusedWith(await place(order([{ shop_id: shopA, products: [{ goods_id: phone.id, sku_id: tea.skus[0], number: 1 }] }])), 'The chosen specification does not belong to this product')
    refusedWith(await place(order([{ shop_id: shopA, products: [{ goods_id: 424_242, sku_id: phone.skus[0], number: 1 }] }])), 'Product does not exist')
    refusedWith(await place(order([list(shopA, [[phone, 0]])])), 'order.lists.0.products.0.number is out of range')
    refusedWith(await place(order([list(shopA, [[phone, -1]])])), 'order.lists.0.products.0.number is out of range')
    refusedWith(await place(order([{ shop_id: shopA, products: [{ goods_id: phone.id, sku_id: phone.skus[0], number: 0.5 }] }])), 'order.lists.0.products.0.number must be an integer')
    refusedWith(await place(order([list(shopA, [[hidden, 1]])])), /is no longer on sale/)
    refusedWith(await place(order([list(shopB, [[phone, 1]])])), 'A product does not belong to the shop it is listed under')
    const theirs = (await srv.db.select().from(addresses).where(eq(addresses.userId, other.id)))[0]
    refusedWith(await place(order([list(shopA, [[phone, 1]])], { address_id: theirs.id })), 'Address does not exist')
    refusedWith(await place({ lists: [list(shopA, [[phone, 1]])] }), 'Please choose a delivery address or enter a pickup contact')
    refusedWith(await place({ pickup: { name: '张三', mobile: '13900001111' }, lists: [list(shopA, [[phone, 1]]), list(shopB, [[tea, 1]])] }),
      'Self-pickup is only available for products that support it')
    refusedWith(await zh(buyer.api).post('/wanlshop/order/addOrder', { token: 'zh-pickup-1', order: { pickup: { name: '张三', mobile: '13900001111' }, lists: [list(shopA, [[phone, 1]])] } }),
      '自提仅适用于支持自提的商品')
    refusedWith(await place({ pickup: { name: '', mobile: '13900001111' }, lists: [list(shopB, [[tea, 1]])] }), "Please enter the receiver's name")
    refusedWith(await place(order([list(shopA, [[phone, 1]], 'x'.repeat(201))])), 'order.lists.0.remarks must not be longer than 200 characters')
    // one short line refuses the whole checkout: the other line's stock is untouched
    refusedWith(await place(order([list(shopA, [[phone, 1]]), list(shopB, [[tea, 21]])])), /Insufficient stock for "Goods/)
    refusedWith(await place(order([list(shopA, [[later, 6]])])), /Insufficient stock/)
    refusedWith(await buyer.api.post('/wanlshop/order/addOrder', { token: 'short', order: order([list(shopA, [[phone, 1]])]) }), /token/)
    assert.equal(await stockOf(srv.db, phone.skus[0]), stock)
    assert.equal(Number((await srv.db.select({ n: count() }).from(orders))[0].n), Number(ordersBefore))
  })

  test('pickup orders: every product supports it, a contact, no freight', async () => {
    const res = okData(await buyer.api.post<AddOrderResult>('/wanlshop/order/addOrder', {
      token: 'pickup-order-1', order: { pickup: { name: '张三', mobile: '139-0000-1111' }, lists: [list(shopB, [[tea, 1]])] }
    }))
    const [o] = await srv.db.select().from(orders).where(eq(orders.id, res.order_ids[0]))
    assert.deepEqual([o.pickup, o.freightPrice, o.price], [true, '0.00', '8.00'])
  })
})

describe('payment password by e-mail', () => {
  test('the code goes out through the log adapter (kept in memory); wrong inputs get the spec messages', async () => {
    const u = buyer
    refusedWith(await u.api.post('/wanlshop/user/payPwdCode', { email: 'not-an-email' }), 'Please enter a valid e-mail')
    refusedWith(await zh(u.api).post('/wanlshop/user/payPwdCode', { email: 'x@' }), '请输入有效的邮箱')
    const sent = await u.api.post('/wanlshop/user/payPwdCode', { email: 'Buyer@Example.com' })
    assert.equal(okData(sent), null)
    assert.equal(sent.body.msg, 'A code has been sent to your e-mail')
    const mail = lastMailTo(srv.app.ctx.mail, 'buyer@example.com')
    assert.ok(mail !== null)
    assert.equal(srv.app.ctx.mail.kind, 'log')
    const code = /\b(\d{6})\b/.exec(mail.text)![1]
    const reset = async (body: Record<string, string>) => await u.api.post('/wanlshop/user/resetPayPwd', { email: 'buyer@example.com', code, password: '246810', repassword: '246810', ...body })
    refusedWith(await reset({ email: 'nope' }), 'Please enter a valid e-mail')
    refusedWith(await reset({ code: '' }), 'Please enter the e-mail code')
    refusedWith(await reset({ password: '12345', repassword: '12345' }), 'The payment password must be 6 digits')
    refusedWith(await reset({ password: 'abcdef', repassword: 'abcdef' }), 'The payment password must be 6 digits')
    refusedWith(await reset({ repassword: '246811' }), 'Passwords do not match')
    refusedWith(await zh(u.api).post('/wanlshop/user/resetPayPwd', { email: 'buyer@example.com', code, password: '246810', repassword: '1' }), '两次输入的密码不一致')
    refusedWith(await reset({ email: 'other@example.com' }), 'The code is wrong or has expired')
    refusedWith(await reset({ code: code === '000000' ? '000001' : '000000' }), 'The code is wrong or has expired')
    okData(await reset({}))
    refusedWith(await reset({}), 'The code is wrong or has expired') // used
    const [row] = await srv.db.select({ email: users.email, hash: users.payPasswordHash }).from(users).where(eq(users.id, u.id))
    assert.equal(row.email, 'buyer@example.com')
    assert.match(row.hash!, /^scrypt\$/)
    assert.ok(!row.hash!.includes('246810'))
    const session = okData(await u.api.post<SessionPayload>('/wanlshop/user/refresh', {}))
    assert.equal(session.userinfo.set_paypwd, true)
  })

  test('a code dies after five wrong attempts', async () => {
    const u = await makeUser(srv.db, srv.url)
    okData(await u.api.post('/wanlshop/user/payPwdCode', { email: 'five@example.com' }))
    const code = /\b(\d{6})\b/.exec(lastMailTo(srv.app.ctx.mail, 'five@example.com')!.text)![1]
    const wrong = code === '111111' ? '222222' : '111111'
    for (let i = 0; i < 5; i++) {
      refusedWith(await u.api.post('/wanlshop/user/resetPayPwd', { email: 'five@example.com', code: wrong, password: '135790', repassword: '135790' }), 'The code is wrong or has expired')
    }
    refusedWith(await u.api.post('/wanlshop/user/resetPayPwd', { email: 'five@example.com', code, password: '135790', repassword: '135790' }), 'The code is wrong or has expired')
  })

  test('over SMTP: a local receiver gets the mail and its code sets the password', async () => {
    const received: string[] = []
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData (stream, _session, done) {
        let text = ''
        stream.on('data', (c: Buffer) => { text += c.toString('utf8') })
        stream.on('end', () => { received.push(text); done() })
      }
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    const port = (smtp.server.address() as AddressInfo).port
    const mailSrv = await startServer({ database: srv.database, env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'BB Mall <shop@test.local>' } })
    try {
      assert.equal(mailSrv.app.ctx.mail.kind, 'smtp')
      const u = await makeUser(srv.db, mailSrv.url)
      okData(await u.api.post('/wanlshop/user/payPwdCode', { email: 'smtp-user@example.com' }))
      assert.equal(received.length, 1)
      assert.match(received[0], /To: smtp-user@example\.com/i)
      assert.match(received[0], /From: BB Mall <shop@test\.local>/)
      const code = /Your code is (\d{6})/.exec(received[0].replace(/=\r?\n/g, ''))![1]
      okData(await u.api.post('/wanlshop/user/resetPayPwd', { email: 'smtp-user@example.com', code, password: '864200', repassword: '864200' }))
      const [row] = await srv.db.select({ hash: users.payPasswordHash }).from(users).where(eq(users.id, u.id))
      assert.ok(row.hash !== null)
    } finally {
      await mailSrv.close()
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
    }
  })

  test('payPwdCode is rate limited', async () => {
    const limited = await startServer({ database: srv.database, env: { RATE_LIMIT_CODE: '2/min' } })
    try {
      const u = await makeUser(srv.db, limited.url)
      okData(await u.api.post('/wanlshop/user/payPwdCode', { email: 'rl@example.com' }))
      okData(await u.api.post('/wanlshop/user/payPwdCode', { email: 'rl@example.com' }))
      const third = await u.api.post('/wanlshop/user/payPwdCode', { email: 'rl@example.com' })
      assert.equal(third.status, 429)
      assert.match(third.body.msg, /Too many requests/)
    } finally {
      await limited.close()
    }
  })
})

describe('payment', () => {
  let payer: TestUser
  let addressId: number
  const placeOne = async (u: TestUser, g: MadeGoods, n: number, token: string): Promise<number> => {
    const r = okData(await u.api.post<AddOrderResult>('/wanlshop/order/addOrder', {
      token, order: { address_id: addressId, lists: [{ shop_id: g === tea ? shopB : shopA, products: [{ goods_id: g.id, sku_id: g.skus[0], number: n }] }] }
    }))
    return r.order_ids[0]
  }
  before(async () => {
    payer = await makeUser(srv.db, srv.url, 'payer')
    addressId = okData(await payer.api.post<Address>('/wanlshop/address/address', { type: 'add', data: BEIJING })).id
  })

  test('getPay: the total in USDT and in every asset at the platform rates (rounded up), balances, enough', async () => {
    await credit(srv.db, payer.id, 'usdt', '30')
    await credit(srv.db, payer.id, 'bbc', '400')
    const a = await placeOne(payer, phone, 1, 'getpay-a-0001') // 25.50 + 6.00
    const b = await placeOne(payer, tea, 1, 'getpay-b-0001') // 8.00
    const p = okData(await payer.api.post<PayPreview>('/wanlshop/pay/getPay', { order_ids: [a, b] }))
    assert.equal(p.total, '39.50')
    // ECONOMY §1: 1 BBC = 0.10 USDT, 1 point = 0.01 USDT; each option names the rate it used
    assert.deepEqual(p.options, [
      { asset: 'usdt', amount: '39.50', balance: '30.00', enough: false, rate: '1.00' },
      { asset: 'bbc', amount: '395.00', balance: '400.00', enough: true, rate: '0.10' },
      { asset: 'score', amount: '3950.00', balance: '0.00', enough: false, rate: '0.01' }
    ])
    // the cashier counts down to the first order's auto-close
    const [first] = await srv.db.select({ at: orders.createdAt }).from(orders).where(sql`${orders.id} in (${a}, ${b})`).orderBy(orders.createdAt).limit(1)
    assert.equal(p.close_at, Number(first.at) + 30 * 60)
    assert.equal(p.set_paypwd, false)
    refusedWith(await other.api.post('/wanlshop/pay/getPay', { order_ids: [a] }), 'Order does not exist')
    refusedWith(await payer.api.post('/wanlshop/pay/getPay', { order_ids: [a, 987_654] }), 'Order does not exist')
  })

  test('payment needs a payment password; wrong ones count down and lock for 15 minutes after five', async () => {
    const u = await makeUser(srv.db, srv.url)
    const addr = okData(await u.api.post<Address>('/wanlshop/address/address', { type: 'add', data: BEIJING }))
    const id = okData(await u.api.post<AddOrderResult>('/wanlshop/order/addOrder', {
      token: 'lock-order-01', order: { address_id: addr.id, lists: [{ shop_id: shopB, products: [{ goods_id: tea.id, sku_id: tea.skus[0], number: 1 }] }] }
    })).order_ids[0]
    await credit(srv.db, u.id, 'usdt', '100')
    const pay = async (password: string, key: string) => await u.api.post('/wanlshop/pay/payment', { order_ids: [id], asset: 'usdt', pay_password: password, key })
    refusedWith(await pay('123456', 'lock-key-000'), 'Please set a payment password first')
    await setPayPassword(srv.db, u.id, '123456')
    for (let i = 4; i >= 1; i--) refusedWith(await pay('654321', `lock-key-00${i}`), `Wrong payment password, ${i} tries left`)
    refusedWith(await pay('000000', 'lock-key-005'), 'Too many wrong payment passwords; try again in 15 minutes')
    refusedWith(await pay('123456', 'lock-key-006'), 'Too many wrong payment passwords; try again in 15 minutes')
    refusedWith(await zh(u.api).post('/wanlshop/pay/payment', { order_ids: [id], asset: 'usdt', pay_password: '123456', key: 'lock-key-007' }), '支付密码错误次数过多，请15分钟后再试')
    assert.equal(await balanceOf(srv.db, u.id, 'usdt'), '100.00000000')
    // fifteen minutes later (the lock's end moved into the past) the right password pays
    await srv.db.execute(sql`update pay_password_guards set locked_until = locked_until - 900 where user_id = ${u.id}`)
    okData(await pay('123456', 'lock-key-008'))
  })

  test('insufficient balance: refused with the available amount, nothing changes', async () => {
    await setPayPassword(srv.db, payer.id)
    const id = await placeOne(payer, phone, 2, 'poor-order-01') // 51 + 8 freight = 59
    const stock = await stockOf(srv.db, phone.skus[0])
    refusedWith(await payer.api.post('/wanlshop/pay/payment', { order_ids: [id], asset: 'usdt', pay_password: '123456', key: 'poor-key-0001' }), 'Insufficient USDT balance, available 30.00')
    refusedWith(await zh(payer.api).post('/wanlshop/pay/payment', { order_ids: [id], asset: 'usdt', pay_password: '123456', key: 'poor-key-0002' }), 'USDT余额不足，可用 30.00')
    refusedWith(await payer.api.post('/wanlshop/pay/payment', { order_ids: [id], asset: 'score', pay_password: '123456', key: 'poor-key-0003' }), 'Insufficient points balance, available 0.00')
    const [o] = await srv.db.select().from(orders).where(eq(orders.id, id))
    assert.deepEqual([o.state, o.paytime, o.payAsset], [1, null, null])
    assert.equal(await balanceOf(srv.db, payer.id, 'usdt'), '30.00000000')
    assert.equal(await stockOf(srv.db, phone.skus[0]), stock)
    const [{ n }] = await srv.db.select({ n: count() }).from(ledger).where(and(eq(ledger.userId, payer.id), eq(ledger.billType, 'goods')))
    assert.equal(Number(n), 0)
  })

  test('paying: the debit through the ledger, state 2, the asset and amount per order, payment stock, sales; the key replays', async () => {
    await credit(srv.db, payer.id, 'bbc', '300')
    const a = await placeOne(payer, phone, 1, 'good-order-a1') // 31.50
    const b = await placeOne(payer, later, 2, 'good-order-b1') // 8 + 6 + 2 = 16.00
    const laterStock = await stockOf(srv.db, later.skus[0])
    const [salesBefore] = await srv.db.select({ sales: goods.sales, payment: goods.payment }).from(goods).where(eq(goods.id, later.id))
    const body = { order_ids: [b, a], asset: 'bbc', pay_password: '123456', key: 'merged-pay-key-1' }
    const res = await payer.api.post<PaymentResult>('/wanlshop/pay/payment', body)
    const paid = okData(res)
    assert.equal(res.body.msg, 'Payment successful')
    assert.deepEqual(paid, { order_ids: [a, b].sort((x, y) => x - y), asset: 'bbc', amount: '475.00', balance: '225.00' }) // 47.50 / 0.10
    const rows = await srv.db.select().from(orders).where(sql`${orders.id} in (${a}, ${b})`).orderBy(orders.id)
    assert.deepEqual(rows.map((o) => [o.state, o.payAsset]), [[2, 'bbc'], [2, 'bbc']])
    assert.ok(rows.every((o) => o.paytime !== null))
    const parts = rows.map((o) => o.payAmount)
    assert.deepEqual(parts, ['315.00000000', '160.00000000'])
    assert.equal(await stockOf(srv.db, later.skus[0]), laterStock - 2, 'payment-method stock taken at payment')
    await countSales(srv.db) // the scheduler's pay.count_sales
    const [salesAfter] = await srv.db.select({ sales: goods.sales, payment: goods.payment }).from(goods).where(eq(goods.id, later.id))
    assert.deepEqual([salesAfter.sales - salesBefore.sales, salesAfter.payment - salesBefore.payment], [2, 1])
    const [sku] = await srv.db.select({ sales: goodsSku.sales }).from(goodsSku).where(eq(goodsSku.id, later.skus[0]))
    assert.ok(sku.sales >= 2)
    // one debit row per order (ref = that order), their running balances ending at the balance
    const debit = await srv.db.select().from(ledger).where(and(eq(ledger.userId, payer.id), eq(ledger.billType, 'goods'))).orderBy(ledger.id)
    assert.deepEqual(debit.map((l) => [l.asset, l.delta, l.refType, l.refId, l.balanceAfter]), [
      ['bbc', '-315.00000000', 'order', String(Math.min(a, b)), '385.00000000'], ['bbc', '-160.00000000', 'order', String(Math.max(a, b)), '225.00000000']
    ])
    // and one payment record per order with its share
    const recs = await srv.db.select().from(payments).where(inArray(payments.orderId, [a, b])).orderBy(payments.orderId)
    assert.deepEqual(recs.map((p) => [p.orderId, p.userId, p.asset, p.amount]), [[Math.min(a, b), payer.id, 'bbc', '315.00000000'], [Math.max(a, b), payer.id, 'bbc', '160.00000000']])
    // the same key: the first result, no second charge
    assert.deepEqual(okData(await payer.api.post<PaymentResult>('/wanlshop/pay/payment', body)), paid)
    assert.equal(await balanceOf(srv.db, payer.id, 'bbc'), '225.00000000')
    refusedWith(await payer.api.post('/wanlshop/pay/payment', { ...body, asset: 'usdt' }), /stale idempotency key/)
    refusedWith(await payer.api.post('/wanlshop/pay/payment', { ...body, key: 'merged-pay-key-2' }), 'The order has already been paid or closed')
    refusedWith(await payer.api.post('/wanlshop/pay/getPay', { order_ids: [a] }), 'The order has already been paid or closed')
    refusedWith(await other.api.post('/wanlshop/pay/payment', { ...body, key: 'other-pay-key-1' }), /Please set a payment password first|Order does not exist/)
  })

  test('an order that costs nothing is paid without a balance: state 2, a payment row of 0, no ledger row', async () => {
    // a price of 0 (as a coupon covering goods and freight would leave); the payer holds no points at all
    await setPayPassword(srv.db, payer.id)
    const id = await placeOne(payer, tea, 1, 'free-order-001')
    await srv.db.update(orders).set({ price: '0' }).where(eq(orders.id, id))
    await srv.db.execute(sql`delete from balances where user_id = ${payer.id} and asset = 'score'`)
    const paid = okData(await payer.api.post<PaymentResult>('/wanlshop/pay/payment', { order_ids: [id], asset: 'score', pay_password: '123456', key: 'free-pay-key-01' }))
    assert.deepEqual(paid, { order_ids: [id], asset: 'score', amount: '0.00', balance: '0.00' })
    const [o] = await srv.db.select().from(orders).where(eq(orders.id, id))
    assert.deepEqual([o.state, o.payAsset, o.payAmount], [2, 'score', '0.00000000'])
    const recs = await srv.db.select().from(payments).where(eq(payments.orderId, id))
    assert.deepEqual(recs.map((p) => [p.asset, p.amount]), [['score', '0.00000000']])
    const [{ n }] = await srv.db.select({ n: count() }).from(ledger).where(and(eq(ledger.refType, 'order'), eq(ledger.refId, String(id))))
    assert.equal(Number(n), 0)
  })

  test("another user's order cannot be paid (not revealed)", async () => {
    const id = await placeOne(payer, tea, 1, 'foreign-pay-01')
    await setPayPassword(srv.db, other.id)
    await credit(srv.db, other.id, 'usdt', '100')
    refusedWith(await other.api.post('/wanlshop/pay/payment', { order_ids: [id], asset: 'usdt', pay_password: '123456', key: 'foreign-pay-k1' }), 'Order does not exist')
    assert.equal(await balanceOf(srv.db, other.id, 'usdt'), '100.00000000')
  })

  test('an expired unpaid order cannot be paid', async () => {
    const id = await placeOne(payer, tea, 1, 'expired-pay-01')
    await srv.db.update(orders).set({ createdAt: sql`${orders.createdAt} - 1801` }).where(eq(orders.id, id))
    refusedWith(await payer.api.post('/wanlshop/pay/payment', { order_ids: [id], asset: 'bbc', pay_password: '123456', key: 'expired-pay-k1' }), 'The order has expired; please order again')
  })

  test('every balance equals the sum of its ledger', async () => {
    assert.ok(await assertLedgerBalances(srv.db) > 0)
  })
})

describe('demo grant', () => {
  test('DEMO_GRANT=1: a new account (wallet or WeChat) starts with USDT, BBC and points, through the ledger', async () => {
    const fake = await startFakeWechat()
    const demo = await startServer({
      database: srv.database,
      env: { DEMO_GRANT: '1', WECHAT_API_BASE: fake.base, WECHAT_APP_ID: fake.appId, WECHAT_APP_SECRET: fake.appSecret }
    })
    try {
      const wx = okData(await new ApiClient(demo.url).post<SessionPayload>('/login/wechat', { code: 'granted-1' }))
      assert.deepEqual([wx.userinfo.usdt_amount, wx.userinfo.bbc, wx.userinfo.score], ['1000.00', '2000.00', '10000.00'])
      const wxAgain = okData(await new ApiClient(demo.url).post<SessionPayload>('/login/wechat', { code: 'granted-2' }))
      assert.equal(wxAgain.userinfo.usdt_amount, '1000.00', 'a second login grants nothing more')
      const { session } = await newUser(new ApiClient(demo.url), Wallet.createRandom())
      const u = session.userinfo
      assert.deepEqual([u.usdt_amount, u.bbc, u.score], ['1000.00', '2000.00', '10000.00'])
      const rows = await srv.db.select().from(ledger).where(eq(ledger.userId, u.id)).orderBy(ledger.id)
      assert.deepEqual(rows.map((r) => [r.asset, r.delta, r.billType, r.memo]), [
        ['usdt', '1000.00000000', 'system', 'demo grant'], ['bbc', '2000.00000000', 'system', 'demo grant'], ['score', '10000.00000000', 'system', 'demo grant']
      ])
      const again = await newUser(new ApiClient(demo.url), Wallet.createRandom())
      assert.equal(again.session.userinfo.usdt_amount, '1000.00')
    } finally {
      await demo.close()
      await fake.close()
    }
    // off by default in the test servers (and with a postgres:// DATABASE_URL)
    const { session } = await newUser(new ApiClient(srv.url), Wallet.createRandom())
    assert.equal(session.userinfo.usdt_amount, '0.00')
  })
})
