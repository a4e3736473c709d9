import { Type } from '@fastify/type-provider-typebox'
import { carrierName } from '../../adapters/logistics'
import type { OrderTab } from '../../../types/order'
import { me, publicBase, refused, t, type App } from '../../context'
import { isRefusal, ok } from '../../lib/envelope'
import { pageOf, PageQuery } from '../../lib/paging'
import { Id } from '../../lib/schemas'
import { IdempotencyKey } from '../../lib/idempotency'
import { dropEmptyQuery } from '../../lib/query'
import { addOrder, checkoutPreview } from './checkout'
import {
  cancelOrder, commentOrder, confirmOrder, deleteOrder, deliverOrder, editOrderAddress, noticeOrder, orderDetail, orderList, orderLogistics
} from './service'

const Quantity = Type.Integer({ minimum: 1, maximum: 99_999 })
const Item = Type.Object({ goods_id: Id, sku_id: Id, number: Quantity })
const Items = Type.Array(Item, { minItems: 1, maxItems: 100 })
const Rating = Type.Integer({ minimum: 1, maximum: 5 })
const IdBody = Type.Object({ id: Id })

export default async function orderRoutes (app: App): Promise<void> {
  const { config, db, hub, logistics } = app.ctx
  const timers = config.orderTimers

  app.post('/api/wanlshop/order/getOrderGoodsList', {
    config: { auth: true },
    schema: {
      body: Type.Object({
        data: Items,
        address_id: Type.Optional(Id),
        pickup: Type.Optional(Type.Boolean()),
        // the buyer's coupon per shop; coupon_id 0 = none (absent: the best one)
        coupons: Type.Optional(Type.Array(Type.Object({ shop_id: Id, coupon_id: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }) }), { maxItems: 20 }))
      })
    }
  }, async (req) => {
    const res = await checkoutPreview(db, me(req).id, req.body.data, req.body.address_id, { pickup: req.body.pickup, coupons: req.body.coupons, lang: req.lang })
    return isRefusal(res) ? refused(req, res) : ok(res)
  })

  app.post('/api/wanlshop/order/addOrder', {
    config: { auth: true },
    schema: {
      body: Type.Object({
        token: IdempotencyKey,
        order: Type.Object({
          address_id: Type.Optional(Id),
          pickup: Type.Optional(Type.Object({ name: Type.String({ maxLength: 100 }), mobile: Type.String({ maxLength: 40 }) })),
          lists: Type.Array(Type.Object({
            shop_id: Id,
            remarks: Type.Optional(Type.String({ maxLength: 200 })),
            products: Items,
            coupon_id: Type.Optional(Id)
          }), { minItems: 1, maxItems: 20 })
        })
      })
    }
  }, async (req) => {
    const res = await addOrder(db, me(req).id, req.body)
    return isRefusal(res) ? refused(req, res) : ok(res, t(req, 'order.created'))
  })

  app.get('/api/wanlshop/order/getOrderList', {
    config: { auth: true },
    preValidation: dropEmptyQuery,
    schema: {
      querystring: Type.Object({
        state: Type.Optional(Type.Integer({ minimum: 0, maximum: 4 })),
        role: Type.Optional(Type.Union([Type.Literal('buy'), Type.Literal('sell')])),
        type: Type.Optional(Type.Union([Type.Literal('goods'), Type.Literal('groups')])),
        ...PageQuery
      })
    }
  }, async (req) => {
    const q = req.query
    return ok(await orderList(db, me(req).id, (q.state ?? 0) as OrderTab, q.role ?? 'buy', pageOf(q.page, q.limit), timers, undefined, q.type, req.lang))
  })

  app.get('/api/wanlshop/order/getOrderInfo', {
    config: { auth: true },
    schema: { querystring: IdBody }
  }, async (req) => {
    const res = await orderDetail(db, logistics, me(req).id, req.query.id, timers, req.lang)
    return isRefusal(res) ? refused(req, res) : ok(res)
  })

  app.post('/api/wanlshop/order/cancelOrder', { config: { auth: true }, schema: { body: IdBody } }, async (req) => {
    const res = await cancelOrder(db, me(req).id, req.body.id, timers)
    return isRefusal(res) ? refused(req, res) : ok(null, t(req, 'order.cancelled'))
  })

  app.post('/api/wanlshop/order/delOrder', { config: { auth: true }, schema: { body: IdBody } }, async (req) => {
    const res = await deleteOrder(db, me(req).id, req.body.id)
    return isRefusal(res) ? refused(req, res) : ok(null, t(req, 'order.deleted'))
  })

  app.post('/api/wanlshop/order/editOrderAddress', {
    config: { auth: true },
    schema: { body: Type.Object({ id: Id, address_id: Id }) }
  }, async (req) => {
    const res = await editOrderAddress(db, me(req).id, req.body.id, req.body.address_id)
    return isRefusal(res) ? refused(req, res) : ok(null, t(req, 'order.address_changed'))
  })

  app.post('/api/wanlshop/order/confirmOrder', { config: { auth: true }, schema: { body: IdBody } }, async (req) => {
    const res = await confirmOrder(db, me(req).id, req.body.id, timers)
    return isRefusal(res) ? refused(req, res) : ok(null, t(req, 'order.confirmed'))
  })

  app.post('/api/wanlshop/order/commentOrder', {
    config: { auth: true },
    schema: {
      body: Type.Object({
        order_id: Id,
        shop: Type.Object({ id: Type.Optional(Id), describe: Rating, service: Rating, deliver: Rating, logistics: Rating }),
        goodsList: Type.Array(Type.Object({
          id: Id,
          goods_id: Type.Optional(Id),
          state: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
          comment: Type.String({ maxLength: 500 }),
          imgList: Type.Array(Type.String({ maxLength: 300 }), { maxItems: 9 })
        }), { minItems: 1, maxItems: 100 }),
        anonymous: Type.Optional(Type.Boolean())
      })
    }
  }, async (req) => {
    const { order_id: orderId, shop, goodsList, anonymous } = req.body
    const ratings = { describe: shop.describe, service: shop.service, deliver: shop.deliver, logistics: shop.logistics }
    const res = await commentOrder(db, me(req).id, { order_id: orderId, shop: ratings, goodsList, anonymous }, publicBase(req, config), config.uploadDir, timers)
    return isRefusal(res) ? refused(req, res) : ok(null, t(req, 'order.commented'))
  })

  app.get('/api/wanlshop/order/carriers', { schema: { querystring: Type.Object({}) } }, async (req) => {
    return ok(logistics.carriers.map((c) => ({ code: c.code, name: carrierName(c, req.lang) })))
  })

  app.post('/api/wanlshop/order/getLogistics', { config: { auth: true }, schema: { body: IdBody } }, async (req) => {
    const res = await orderLogistics(db, logistics, me(req).id, req.body.id, req.lang)
    return isRefusal(res) ? refused(req, res) : ok(res)
  })

  app.post('/api/wanlshop/order/delivery', {
    config: { auth: true },
    schema: { body: Type.Object({ id: Id, express_name: Type.String({ maxLength: 50 }), express_no: Type.String({ maxLength: 60 }) }) }
  }, async (req) => {
    const res = await deliverOrder(db, logistics, me(req).id, req.body, timers)
    if (isRefusal(res)) return refused(req, res)
    // stored as a key and parameters: the buyer reads it in their language
    await noticeOrder(db, hub, req.body.id, res.buyerId, { no: res.orderNo, carrier: res.carrier, express_no: req.body.express_no.trim() })
    return ok(null, t(req, 'order.delivered'))
  })
}
