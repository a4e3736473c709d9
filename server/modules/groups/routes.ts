import { Type } from '@fastify/type-provider-typebox'
import { me, refused, t, type App } from '../../context'
import { isRefusal, ok } from '../../lib/envelope'
import { IdempotencyKey } from '../../lib/idempotency'
import { pageOf, PageQuery } from '../../lib/paging'
import { dropEmptyQuery } from '../../lib/query'
import { Id } from '../../lib/schemas'
import {
  groupAddOrder, groupCheckoutPreview, groupGoodsDetail, groupGoodsList, purchaseLimit, saveTerms, shopTermsList, teamDetail
} from './service'

// /api/wanlshop/groups/… (types/groups.ts). Everything else a group order does goes through the
// ordinary order and pay routes.

const Quantity = Type.Integer({ minimum: 1, maximum: 99_999 })
const BuyType = Type.Union([Type.Literal('alone'), Type.Literal('group'), Type.Literal('ladder')])
const People = Type.Integer({ minimum: 2, maximum: 50 })
const Percent = Type.Integer({ minimum: 1, maximum: 100 })
const CheckoutFields = {
  goods_id: Id,
  sku_id: Id,
  number: Quantity,
  type: BuyType,
  ladder_people: Type.Optional(People),
  team_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 }))
}
const IdQuery = Type.Object({ id: Id })

export default async function groupsRoutes (app: App): Promise<void> {
  const { db } = app.ctx

  app.get('/api/wanlshop/groups/product/lists', {
    preValidation: dropEmptyQuery,
    schema: { querystring: Type.Object({ search: Type.Optional(Type.String({ maxLength: 100 })), ...PageQuery }) }
  }, async (req) => {
    return ok(await groupGoodsList(db, pageOf(req.query.page, req.query.limit), req.query.search, req.lang))
  })

  app.get('/api/wanlshop/groups/product/goods', { schema: { querystring: IdQuery } }, async (req) => {
    const res = await groupGoodsDetail(db, req.query.id, req.user?.id ?? null)
    return isRefusal(res) ? refused(req, res) : ok(res)
  })

  app.post('/api/wanlshop/groups/order/getOrderGoodsList', {
    config: { auth: true },
    schema: { body: Type.Object({ ...CheckoutFields, address_id: Type.Optional(Id) }) }
  }, async (req) => {
    const res = await groupCheckoutPreview(db, me(req).id, req.body)
    return isRefusal(res) ? refused(req, res) : ok(res)
  })

  app.post('/api/wanlshop/groups/order/addOrder', {
    config: { auth: true },
    schema: { body: Type.Object({ ...CheckoutFields, address_id: Id, token: IdempotencyKey, remarks: Type.Optional(Type.String({ maxLength: 200 })) }) }
  }, async (req) => {
    const res = await groupAddOrder(db, me(req).id, req.body)
    return isRefusal(res) ? refused(req, res) : ok(res, t(req, 'groups.created'))
  })

  app.get('/api/wanlshop/groups/order/getOrderPurchaseLimit', { config: { auth: true }, schema: { querystring: IdQuery } }, async (req) => {
    const res = await purchaseLimit(db, me(req).id, req.query.id)
    return isRefusal(res) ? refused(req, res) : ok(res)
  })

  app.get('/api/wanlshop/groups/team/getGroupsDetails', { schema: { querystring: IdQuery } }, async (req) => {
    const res = await teamDetail(db, req.query.id, req.user?.id ?? null, req.lang)
    return isRefusal(res) ? refused(req, res) : ok(res)
  })

  app.get('/api/wanlshop/groups/shop/lists', {
    config: { auth: true },
    preValidation: dropEmptyQuery,
    schema: { querystring: Type.Object({ ...PageQuery }) }
  }, async (req) => {
    return ok(await shopTermsList(db, me(req).id, pageOf(req.query.page, req.query.limit)))
  })

  app.post('/api/wanlshop/groups/shop/save', {
    config: { auth: true },
    schema: {
      body: Type.Object({
        goods_id: Id,
        people_num: People,
        group_hour: Type.Integer({ minimum: 1, maximum: 72 }),
        purchase_limit: Type.Integer({ minimum: 0, maximum: 99_999 }),
        discount: Percent,
        ladders: Type.Array(Type.Object({ people_num: People, discount: Percent }), { maxItems: 10 }),
        status: Type.Optional(Type.Union([Type.Literal('normal'), Type.Literal('hidden')]))
      })
    }
  }, async (req) => {
    const res = await saveTerms(db, me(req).id, req.body)
    return isRefusal(res) ? refused(req, res) : ok(res, t(req, 'groups.saved'))
  })
}
