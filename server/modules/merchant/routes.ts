import { Type } from '@fastify/type-provider-typebox'
import { me, refused, t, type App } from '../../context'
import { isRefusal, ok, type Refusal } from '../../lib/envelope'
import { dropEmptyQuery } from '../../lib/query'
import { Id } from '../../lib/schemas'
import { now } from '../../lib/time'
import { LISTING_TABS } from '../../../types/merchant'
import { myApplication, saveDraft, submitApplication } from './application'
import { addFreight, myGoods, myProduct, saveProduct, setStock, shopAction, shopOf, uploadOptions } from './goods'
import { certifyShop, myShop, renewShop } from './shop'

// The merchants' app routes (all need a login, under /api/wanlshop/merchant/): settle-in (the
// application and its draft, submit), the shop (certification, renewal) and the goods (upload
// options, save, list by listing state, publish / unpublish / delete, stock, shipping templates).
// Thin: every rule is the services'; every field optional in the schema so the services can refuse
// the first missing one with the spec's own message, in order.

const Str = (max: number) => Type.String({ maxLength: max })
const Img = Str(300)
const Imgs = Type.Array(Img, { maxItems: 9 })
const Page = Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 }))

const Draft = Type.Object({
  step: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
  data: Type.Object({
    store_type: Type.Optional(Str(20)), industry_category: Type.Optional(Str(40)), industry: Type.Optional(Str(40)), operation_mode: Type.Optional(Str(20)),
    licence_image: Type.Optional(Img), region: Type.Optional(Str(100)), licence_name: Type.Optional(Str(100)), uscc: Type.Optional(Str(18)),
    valid_from: Type.Optional(Str(10)), valid_to: Type.Optional(Str(10)), legal_phone: Type.Optional(Str(20)),
    shop_name: Type.Optional(Str(40)), contact_phone: Type.Optional(Str(20)), email: Type.Optional(Str(100)), address: Type.Optional(Str(200)),
    profile: Type.Optional(Str(500)), front_photos: Type.Optional(Imgs), interior_photos: Type.Optional(Imgs), checkout_photos: Type.Optional(Imgs)
  }, { additionalProperties: false })
})

const Money = Type.Union([Str(16), Type.Number()])
const Product = Type.Object({
  id: Type.Optional(Id),
  title: Type.Optional(Str(120)), title_en: Type.Optional(Str(120)), goods_type: Type.Optional(Str(20)), shop_category_id: Type.Optional(Id), category_id: Type.Optional(Id), brand_id: Type.Optional(Id),
  spu: Type.Optional(Type.Array(Type.Object({ name: Str(20), item: Type.Array(Str(20), { maxItems: 20 }) }), { maxItems: 3 })),
  sku: Type.Optional(Type.Array(Type.Object({
    difference: Type.Array(Str(20), { maxItems: 3 }), price: Money, bbt_price: Money, market_price: Money, stock: Money, weight: Money
  }), { maxItems: 400 })),
  image: Type.Optional(Img), images: Type.Optional(Imgs), description: Type.Optional(Str(500)), description_en: Type.Optional(Str(500)),
  content: Type.Optional(Str(20_000)), content_en: Type.Optional(Str(20_000)),
  stock_method: Type.Optional(Str(10)), freight_id: Type.Optional(Id), pickup: Type.Optional(Type.Boolean()), sale_status: Type.Optional(Str(10)), profit_ratio: Type.Optional(Str(6))
})

export default async function merchantRoutes (app: App): Promise<void> {
  const { db, config } = app.ctx
  const auth = { auth: true }
  const q = { preValidation: dropEmptyQuery }
  const answer = <T>(req: Parameters<typeof refused>[0], res: T | Refusal, msg?: string) => isRefusal(res) ? refused(req, res) : ok(res, msg)
  const base = '/api/wanlshop/merchant'

  // ── settle-in ──
  app.get(`${base}/application`, { config: auth }, async (req) => ok(await myApplication(db, me(req).id)))
  app.post(`${base}/draft`, { config: auth, schema: { body: Draft } }, async (req) =>
    answer(req, await saveDraft(db, me(req).id, req.body.step, req.body.data, now(), config.uploadMaxBytes)))
  app.post(`${base}/submit`, {
    config: auth, schema: { body: Type.Object({ years: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })), agreement: Type.Optional(Type.Boolean()), pay_password: Type.Optional(Str(64)) }) }
  }, async (req) => answer(req, await submitApplication(db, me(req).id, req.body, now(), config.uploadMaxBytes), t(req, 'merchant.submitted')))

  // ── the shop ──
  app.get(`${base}/shop`, { config: auth }, async (req) => answer(req, await myShop(db, me(req).id)))
  app.post(`${base}/shop`, {
    config: auth,
    schema: { body: Type.Object({ shopname: Type.Optional(Str(40)), bio: Type.Optional(Str(500)), business_hours: Type.Optional(Str(60)), tel: Type.Optional(Str(20)), city: Type.Optional(Str(100)), address: Type.Optional(Str(200)), avatar: Type.Optional(Img), image: Type.Optional(Img) }) }
  }, async (req) => answer(req, await certifyShop(db, me(req).id, req.body, config.uploadMaxBytes), t(req, 'admin.saved')))
  app.post(`${base}/renew`, { config: auth, schema: { body: Type.Object({ pay_password: Str(64) }) } }, async (req) => {
    const res = await renewShop(db, me(req).id, req.body.pay_password, now())
    return isRefusal(res) ? refused(req, res) : ok(res, t(req, 'merchant.renewed', { date: new Date((res.expires_at ?? 0) * 1000).toISOString().slice(0, 10) }))
  })

  // ── goods ──
  app.get(`${base}/goods/options`, { config: auth }, async (req) => {
    const shop = await shopOf(db, me(req).id)
    return isRefusal(shop) ? refused(req, shop) : ok(await uploadOptions(db, shop.id, req.lang))
  })
  app.get(`${base}/goods`, {
    config: auth, ...q, schema: { querystring: Type.Object({ tab: Type.Optional(Type.Union(LISTING_TABS.map((x) => Type.Literal(x)))), page: Page }) }
  }, async (req) => {
    const shop = await shopOf(db, me(req).id)
    return isRefusal(shop) ? refused(req, shop) : ok(await myGoods(db, shop.id, req.query.tab ?? 'review', req.query.page ?? 1, req.lang))
  })
  app.get(`${base}/goods/detail`, { config: auth, schema: { querystring: Type.Object({ id: Id }) } }, async (req) => {
    const shop = await shopOf(db, me(req).id)
    return isRefusal(shop) ? refused(req, shop) : answer(req, await myProduct(db, shop.id, req.query.id))
  })
  app.post(`${base}/goods/save`, { config: auth, schema: { body: Product } }, async (req) => {
    const { id, ...input } = req.body
    return answer(req, await saveProduct(db, me(req).id, id ?? null, input, now(), config.uploadMaxBytes), t(req, 'merchant.goods_saved'))
  })
  for (const action of ['publish', 'unpublish', 'delete'] as const) {
    app.post(`${base}/goods/${action}`, { config: auth, schema: { body: Type.Object({ id: Id }) } }, async (req) =>
      answer(req, await shopAction(db, me(req).id, req.body.id, action, now())))
  }
  app.post(`${base}/goods/stock`, { config: auth, schema: { body: Type.Object({ sku_id: Id, stock: Type.Integer({ minimum: 0, maximum: 999_999_999 }) }) } }, async (req) =>
    answer(req, await setStock(db, me(req).id, req.body.sku_id, req.body.stock)))
  app.post(`${base}/freight`, {
    config: auth, schema: { body: Type.Object({ name: Type.Optional(Str(40)), first_fee: Type.Optional(Str(16)), additional_fee: Type.Optional(Str(16)), free_over: Type.Optional(Type.Union([Str(16), Type.Null()])) }) }
  }, async (req) => answer(req, await addFreight(db, me(req).id, req.body, now())))
}
