import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { CommentPage, GoodsDetail } from '../../types/catalog'
import type { AddOrderResult, Address, OrderDetail } from '../../types/order'
import { goodsComments, users } from '../db/schema'
import { startServer, type TestServer } from './helpers/server'
import { ApiClient } from './helpers/client'
import { BEIJING, credit, makeGoods, makeShop, makeUser, okData, setPayPassword, type MadeGoods, type TestUser } from './helpers/buying'

// Anonymous reviews (issue 9, "mall staples"): the buyer ticks "review anonymously"; the server
// stores the choice and every public comment list shows a masked name, no avatar and no user id.

let srv: TestServer
let merchant: TestUser
let shop: number
let item: MadeGoods

before(async () => {
  srv = await startServer()
  merchant = await makeUser(srv.db, srv.url, 'merchant')
  shop = await makeShop(srv.db, merchant.id, { first: '0', additional: '0', freeOver: null })
  item = await makeGoods(srv.db, shop, { price: '10.00', stock: 100 })
})
after(async () => { await srv.close() })

const key = (): string => crypto.randomBytes(8).toString('hex')

/** A buyer named `nickname` who bought `item` and is asked for a review (state 4). */
async function receivedOrder (nickname: string): Promise<{ buyer: TestUser, order: OrderDetail }> {
  const buyer = await makeUser(srv.db, srv.url)
  await srv.db.update(users).set({ nickname }).where(eq(users.id, buyer.id))
  await setPayPassword(srv.db, buyer.id)
  await credit(srv.db, buyer.id, 'usdt', '100')
  const addr = okData(await buyer.api.post<Address>('/wanlshop/address/address', { type: 'add', data: BEIJING })).id
  const id = okData(await buyer.api.post<AddOrderResult>('/wanlshop/order/addOrder', {
    token: key(), order: { address_id: addr, lists: [{ shop_id: shop, products: [{ goods_id: item.id, sku_id: item.skus[0], number: 1 }] }] }
  })).order_ids[0]
  okData(await buyer.api.post('/wanlshop/pay/payment', { order_ids: [id], asset: 'usdt', pay_password: '123456', key: key() }))
  okData(await merchant.api.post('/wanlshop/order/delivery', { id, express_name: 'shunfeng', express_no: `SF${Date.now()}` }))
  okData(await buyer.api.post('/wanlshop/order/confirmOrder', { id }))
  return { buyer, order: okData(await buyer.api.get<OrderDetail>('/wanlshop/order/getOrderInfo', { id })) }
}

const review = (o: OrderDetail, extra: Record<string, unknown> = {}) => ({
  order_id: o.id, shop: { describe: 5, service: 5, deliver: 5, logistics: 5 },
  goodsList: o.goods.map((g) => ({ id: g.id, state: 0, comment: 'good value', imgList: [] })), ...extra
})

describe('anonymous reviews', () => {
  test('stored with the review; comments show "张***丰" with no avatar or id; named reviews unchanged', async () => {
    const a = await receivedOrder('张三丰')
    const b = await receivedOrder('Lee')
    const c = await receivedOrder('X')
    okData(await a.buyer.api.post('/wanlshop/order/commentOrder', review(a.order, { anonymous: true })))
    okData(await b.buyer.api.post('/wanlshop/order/commentOrder', review(b.order)))
    okData(await c.buyer.api.post('/wanlshop/order/commentOrder', review(c.order, { anonymous: true })))
    const rows = await srv.db.select({ userId: goodsComments.userId, anonymous: goodsComments.anonymous }).from(goodsComments).where(eq(goodsComments.goodsId, item.id))
    assert.deepEqual(new Map(rows.map((r) => [r.userId, r.anonymous])), new Map([[a.buyer.id, true], [b.buyer.id, false], [c.buyer.id, true]]))

    const api = new ApiClient(srv.url)
    const page = okData(await api.get<CommentPage>('/wanlshop/product/comment', { id: item.id })).comment.data
    const detail = okData(await api.get<GoodsDetail>('/wanlshop/product/goods', { id: item.id })).comment_list.data
    for (const list of [page, detail]) {
      const shown = list.map((m) => [m.anonymous, m.user.id, m.user.nickname, m.user.avatar])
      assert.deepEqual(shown.sort((x, y) => String(x[2]).localeCompare(String(y[2]))), [
        [false, b.buyer.id, 'Lee', shown.find((s) => s[2] === 'Lee')![3]],
        [true, 0, 'X***', ''],
        [true, 0, '张***丰', '']
      ])
      assert.ok(!JSON.stringify(list).includes('张三丰'), 'the full name never leaves the server')
    }
  })

  test('anonymous must be a boolean', async () => {
    const a = await receivedOrder('Ann')
    const res = await a.buyer.api.post('/wanlshop/order/commentOrder', review(a.order, { anonymous: 'yes' }))
    assert.equal(res.body.code, 0)
    assert.match(res.body.msg, /anonymous/)
  })
})
