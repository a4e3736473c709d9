import { Type, type TSchema } from '@fastify/type-provider-typebox'
import { refused, t, type App } from '../../context'
import { isRefusal, ok, type Refusal } from '../../lib/envelope'
import { PageQuery } from '../../lib/paging'
import { dropEmptyQuery } from '../../lib/query'
import { Id } from '../../lib/schemas'
import { platformSettings } from '../../lib/platform-settings'
import { ADVERT_MODULES, ANY_ADMIN } from '../../../types/admin'
import { SETTING_PARAMS } from '../../../types/settings'
import { BILL_TYPES } from '../../../types/wallet'
import { advertList, articleList, deleteAdvert, getHomePage, getPopup, keywordList, saveAdvert, saveArticle, saveHomeModules, savePopup, setKeywordState } from './content'
import { saveSettings } from './settings'
import { setUserFrozen, signOutUser, userDetail, userLedger, userList } from './users'
import { billLabel } from '../wallet/bills'
import { orderDetailForAdmin, orderList } from './orders'
import { setShopClosed, shopDetail, shopList } from './shops'

// The routes of the console's platform screens (under /api/admin): Users, Shops, Orders, Content,
// Settings. Thin: schemas and roles here, the rules in the services beside this file.

const Text = (max: number) => Type.String({ maxLength: max })
const Name = (max: number) => Type.String({ minLength: 1, maxLength: max })
const Url = Type.String({ maxLength: 500 })
const Html = Type.String({ maxLength: 200_000 })
const Unix = Type.Integer({ minimum: 0, maximum: 4_102_444_800 })
const Status = Type.Union([Type.Literal('normal'), Type.Literal('hidden')])
const literals = (values: readonly string[]) => Type.Union(values.map((v) => Type.Literal(v)))
const query = <T extends Record<string, TSchema>>(fields: T) => Type.Object({ ...PageQuery, ...fields })
const IdParams = Type.Object({ id: Id })

const AdvertBody = Type.Object({
  module: literals(ADVERT_MODULES),
  category_id: Type.Optional(Type.Union([Id, Type.Null()])),
  type: Type.Optional(literals(['image', 'banner', 'video'])),
  title: Name(100),
  title_en: Type.Optional(Text(100)),
  media: Name(500),
  url: Type.Optional(Url),
  content: Type.Optional(Html),
  content_en: Type.Optional(Html),
  weigh: Type.Optional(Type.Integer({ minimum: -100_000, maximum: 100_000 })),
  status: Type.Optional(Status),
  start_at: Type.Optional(Type.Union([Unix, Type.Null()])),
  end_at: Type.Optional(Type.Union([Unix, Type.Null()]))
}, { additionalProperties: false })

const PopupBody = Type.Object({
  title: Name(100),
  title_en: Type.Optional(Text(100)),
  content: Name(1000),
  content_en: Type.Optional(Text(1000)),
  image: Type.Optional(Url),
  url: Type.Optional(Url)
}, { additionalProperties: false })

const ArticleBody = Type.Object({
  kind: literals(['help', 'new', 'sys']),
  category_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  title: Name(200),
  title_en: Type.Optional(Text(200)),
  image: Type.Optional(Url),
  description: Type.Optional(Text(500)),
  description_en: Type.Optional(Text(500)),
  content: Html,
  content_en: Type.Optional(Html),
  weigh: Type.Optional(Type.Integer({ minimum: -100_000, maximum: 100_000 })),
  status: Type.Optional(Status)
}, { additionalProperties: false })

const HomeModule = Type.Object({ id: Name(40), type: Name(40) }, { additionalProperties: true })

export default async function screensRoutes (app: App): Promise<void> {
  const { db, config, endSessions } = app.ctx
  const answer = <T>(req: Parameters<typeof refused>[0], res: T | Refusal) => isRefusal(res) ? refused(req, res) : ok(res, t(req, 'admin.saved'))
  const reviewer = { admin: ['reviewer'] } as const
  const q = { preValidation: dropEmptyQuery }

  // ── Users ──
  app.get('/users', { config: { admin: ANY_ADMIN }, ...q, schema: { querystring: query({ keyword: Type.Optional(Text(64)), status: Type.Optional(literals(['normal', 'frozen'])) }) } },
    async (req) => ok(await userList(db, req.query)))
  app.get('/users/:id', { config: { admin: ANY_ADMIN }, schema: { params: IdParams } }, async (req) => {
    const res = await userDetail(db, req.params.id)
    return isRefusal(res) ? refused(req, res) : ok(res)
  })
  app.get('/users/:id/ledger', {
    config: { admin: ['finance', 'support'] },
    ...q,
    schema: { params: IdParams, querystring: query({ asset: Type.Optional(Name(20)), bill_type: Type.Optional(literals(BILL_TYPES)) }) }
  }, async (req) => ok(await userLedger(db, req.params.id, req.query, req.lang)))
  app.get('/bill-types', { config: { admin: ANY_ADMIN } }, async (req) => ok(BILL_TYPES.map((code) => ({ code, label: billLabel(code, req.lang) }))))
  app.post('/users/:id/freeze', { config: { admin: ['support'] }, schema: { params: IdParams, body: Type.Object({ frozen: Type.Boolean() }) } },
    async (req) => {
      const res = await setUserFrozen(db, req.admin, req.params.id, req.body.frozen)
      // the freeze deleted the user's sessions: every process stops honouring them, and the user's
      // open sockets hear nothing more
      if (!isRefusal(res) && req.body.frozen) await endSessions(req.params.id, 'all')
      return answer(req, res)
    })
  app.post('/users/:id/sign-out', { config: { admin: ['support'] }, schema: { params: IdParams } }, async (req) => {
    const res = await signOutUser(db, req.admin, req.params.id)
    if (isRefusal(res)) return refused(req, res)
    await endSessions(req.params.id, res.tokenHashes)
    return ok({ sessions: res.sessions }, t(req, 'admin.signed_out', { n: res.sessions }))
  })

  // ── Shops ──
  app.get('/shops', { config: { admin: ANY_ADMIN }, ...q, schema: { querystring: query({ keyword: Type.Optional(Text(64)), status: Type.Optional(literals(['normal', 'closed'])) }) } },
    async (req) => ok(await shopList(db, req.query)))
  app.get('/shops/:id', { config: { admin: ANY_ADMIN }, schema: { params: IdParams } }, async (req) => {
    const res = await shopDetail(db, req.params.id)
    return isRefusal(res) ? refused(req, res) : ok(res)
  })
  app.post('/shops/:id/close', { config: reviewer, schema: { params: IdParams, body: Type.Object({ closed: Type.Boolean(), reason: Type.Optional(Text(200)) }) } },
    async (req) => answer(req, await setShopClosed(db, req.admin, req.params.id, req.body.closed, req.body.reason)))

  // ── Orders ──
  app.get('/orders', {
    config: { admin: ['support', 'finance'] },
    ...q,
    schema: { querystring: query({ order_no: Type.Optional(Text(40)), user_id: Type.Optional(Id), shop_id: Type.Optional(Id), state: Type.Optional(Type.Integer({ minimum: 1, maximum: 7 })) }) }
  }, async (req) => ok(await orderList(db, req.query)))
  app.get('/orders/:id', { config: { admin: ['support', 'finance'] }, schema: { params: IdParams } }, async (req) => {
    const res = await orderDetailForAdmin(db, req.params.id)
    return isRefusal(res) ? refused(req, res) : ok(res)
  })

  // ── Content ──
  app.get('/adverts', { config: reviewer, ...q, schema: { querystring: query({ module: Type.Optional(literals(ADVERT_MODULES)) }) } },
    async (req) => ok(await advertList(db, req.query)))
  app.post('/adverts', { config: reviewer, schema: { body: AdvertBody } }, async (req) => answer(req, await saveAdvert(db, req.admin, null, req.body)))
  app.post('/adverts/:id', { config: reviewer, schema: { params: IdParams, body: AdvertBody } }, async (req) => answer(req, await saveAdvert(db, req.admin, req.params.id, req.body)))
  app.post('/adverts/:id/delete', { config: reviewer, schema: { params: IdParams } }, async (req) => {
    const res = await deleteAdvert(db, req.admin, req.params.id)
    return isRefusal(res) ? refused(req, res) : ok(null, t(req, 'admin.deleted'))
  })
  app.get('/syspopup', { config: reviewer }, async () => ok(await getPopup(db)))
  app.post('/syspopup', { config: reviewer, schema: { body: Type.Object({ popup: Type.Union([PopupBody, Type.Null()]) }) } },
    async (req) => answer(req, await savePopup(db, req.admin, req.body.popup)))
  app.get('/home', { config: reviewer }, async (req) => {
    const res = await getHomePage(db)
    return isRefusal(res) ? refused(req, res) : ok(res)
  })
  app.post('/home', { config: reviewer, schema: { body: Type.Object({ item: Type.Array(HomeModule, { maxItems: 40 }) }) } },
    async (req) => answer(req, await saveHomeModules(db, req.admin, req.body.item)))
  app.get('/articles', { config: reviewer, ...q, schema: { querystring: query({ kind: Type.Optional(literals(['help', 'new', 'sys'])), keyword: Type.Optional(Text(64)) }) } },
    async (req) => ok(await articleList(db, req.query)))
  app.post('/articles', { config: reviewer, schema: { body: ArticleBody } }, async (req) => answer(req, await saveArticle(db, req.admin, null, req.body)))
  app.post('/articles/:id', { config: reviewer, schema: { params: IdParams, body: ArticleBody } }, async (req) => answer(req, await saveArticle(db, req.admin, req.params.id, req.body)))
  app.get('/search-terms', { config: reviewer, ...q, schema: { querystring: query({ keyword: Type.Optional(Text(50)), state: Type.Optional(literals(['normal', 'pinned', 'blocked'])) }) } },
    async (req) => ok(await keywordList(db, req.query)))
  app.post('/search-terms', { config: reviewer, schema: { body: Type.Object({ keywords: Name(50), state: literals(['normal', 'pinned', 'blocked']) }) } }, async (req) => {
    const res = await setKeywordState(db, req.admin, req.body.keywords, req.body.state)
    return isRefusal(res) ? refused(req, res) : ok(null, t(req, 'admin.saved'))
  })

  // ── Settings ──
  app.get('/settings', { config: { admin: ['finance'] } }, async () => ok({ params: SETTING_PARAMS, values: await platformSettings(db, config) }))
  app.post('/settings', {
    config: { admin: ['finance'] },
    schema: { body: Type.Object({ values: Type.Record(Type.String({ maxLength: 64 }), Type.Union([Type.String({ maxLength: 30 }), Type.Number(), Type.Boolean()]), { maxProperties: 100 }) }) }
  }, async (req) => answer(req, await saveSettings(db, config, req.admin, req.body.values)))
}
