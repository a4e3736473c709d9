import { Type } from '@fastify/type-provider-typebox'
import { me, refused, t, type App } from '../../context'
import { isRefusal, ok } from '../../lib/envelope'
import { pageOf, PageQuery } from '../../lib/paging'
import { dropEmptyQuery } from '../../lib/query'
import { Amount, Id } from '../../lib/schemas'
import { claimCoupon, couponCenter, couponGoods, myCoupon, myCoupons, offerOf, productCoupons } from './service'
import { addShopCoupon, myShop, setShopCouponStatus, shopCoupons } from './shop'

// Coupons under /api/wanlshop/coupon/ (WanlShop's paths, study §2.8): the centre and a product's
// coupons are public (a token adds the caller's claims); claiming and holding need a login.

const CouponType = Type.Union([Type.Literal('reduction'), Type.Literal('discount'), Type.Literal('shipping'), Type.Literal('vip')])
const Unix = Type.Integer({ minimum: 0, maximum: 4_102_444_800 })

export default async function couponRoutes (app: App): Promise<void> {
  const { db } = app.ctx

  app.get('/api/wanlshop/coupon/getList', {
    preValidation: dropEmptyQuery,
    schema: { querystring: Type.Object({ type: Type.Optional(CouponType), ...PageQuery }) }
  }, async (req) => ok(await couponCenter(db, req.user?.id ?? 0, req.query.type, pageOf(req.query.page, req.query.limit), req.lang)))

  app.get('/api/wanlshop/coupon/query', { schema: { querystring: Type.Object({ goods_id: Id }) } },
    async (req) => ok(await productCoupons(db, req.user?.id ?? 0, req.query.goods_id, req.lang)))

  app.get('/api/wanlshop/coupon/offer', { schema: { querystring: Type.Object({ id: Id }) } }, async (req) => {
    const offer = await offerOf(db, req.user?.id ?? 0, req.query.id, req.lang)
    return offer === null ? refused(req, { refusal: 'coupon.not_found' }) : ok(offer)
  })

  app.post('/api/wanlshop/coupon/receive', { config: { auth: true }, schema: { body: Type.Object({ id: Id }) } }, async (req) => {
    const res = await claimCoupon(db, me(req).id, req.body.id, req.lang)
    return isRefusal(res) ? refused(req, res) : ok(res, t(req, 'coupon.claimed'))
  })

  app.get('/api/wanlshop/coupon/getMyList', {
    config: { auth: true },
    preValidation: dropEmptyQuery,
    schema: { querystring: Type.Object({ state: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]), ...PageQuery }) }
  }, async (req) => ok(await myCoupons(db, me(req).id, req.query.state, pageOf(req.query.page, req.query.limit), req.lang)))

  app.get('/api/wanlshop/coupon/details', { config: { auth: true }, schema: { querystring: Type.Object({ id: Id }) } }, async (req) => {
    const c = await myCoupon(db, me(req).id, req.query.id, req.lang)
    return c === null ? refused(req, { refusal: 'coupon.not_found' }) : ok(c)
  })

  // the goods a held coupon (id) or a template (template=1, the centre's "see products") applies to
  app.get('/api/wanlshop/coupon/apply', {
    preValidation: dropEmptyQuery,
    schema: { querystring: Type.Object({ id: Id, template: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])), ...PageQuery }) }
  }, async (req) => {
    const template = req.query.template === 1
    if (!template && req.user === null) return refused(req, { refusal: 'coupon.not_found' })
    const res = await couponGoods(db, req.user?.id ?? 0, req.query.id, template, pageOf(req.query.page, req.query.limit), req.lang)
    return isRefusal(res) ? refused(req, res) : ok(res)
  })

  // the merchant side: the caller must own the shop
  app.get('/api/wanlshop/coupon/myShop', { config: { auth: true } }, async (req) => ok(await myShop(db, me(req).id)))

  app.get('/api/wanlshop/coupon/shopList', { config: { auth: true }, schema: { querystring: Type.Object({ shop_id: Id }) } }, async (req) => {
    const res = await shopCoupons(db, me(req).id, req.query.shop_id, req.lang)
    return isRefusal(res) ? refused(req, res) : ok(res)
  })

  app.post('/api/wanlshop/coupon/shopAdd', {
    config: { auth: true },
    schema: {
      body: Type.Object({
        shop_id: Id,
        type: CouponType,
        name: Type.String({ minLength: 1, maxLength: 40 }),
        price: Type.Optional(Amount),
        discount: Type.Optional(Type.String({ pattern: '^[0-9](\\.[0-9])?$' })),
        limit: Type.Optional(Amount),
        pretype: Type.Union([Type.Literal('fixed'), Type.Literal('appoint')]),
        validity: Type.Optional(Type.Integer({ minimum: 1, maximum: 365 })),
        startdate: Type.Optional(Unix),
        enddate: Type.Optional(Unix),
        drawlimit: Type.Integer({ minimum: 0, maximum: 100 }),
        grant_total: Type.Integer({ minimum: -1, maximum: 1_000_000 })
      })
    }
  }, async (req) => {
    const res = await addShopCoupon(db, me(req).id, req.body)
    return isRefusal(res) ? refused(req, res) : ok(res)
  })

  app.post('/api/wanlshop/coupon/shopStatus', {
    config: { auth: true },
    schema: { body: Type.Object({ id: Id, status: Type.Union([Type.Literal('normal'), Type.Literal('hidden')]) }) }
  }, async (req) => {
    const res = await setShopCouponStatus(db, me(req).id, req.body.id, req.body.status)
    return res === null ? ok(null) : refused(req, res)
  })
}
