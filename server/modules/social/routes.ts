import { Type } from '@fastify/type-provider-typebox'
import { me, refused, t, type App } from '../../context'
import { isRefusal, ok } from '../../lib/envelope'
import { pageOf, PageQuery } from '../../lib/paging'
import { Id, Ids } from '../../lib/schemas'
import { dropEmptyQuery } from '../../lib/query'
import { collectList, deleteCollects, deleteFootprints, footprintList, toggleGoodsFollow } from './service'

export default async function socialRoutes (app: App): Promise<void> {
  const { db } = app.ctx

  app.post('/api/wanlshop/product/follow', {
    config: { auth: true },
    schema: { body: Type.Object({ id: Id }) }
  }, async (req) => {
    const res = await toggleGoodsFollow(db, me(req).id, req.body.id)
    if (isRefusal(res)) return refused(req, res)
    return ok(res, t(req, res.follow ? 'goods.follow_ok' : 'goods.unfollow_ok'))
  })

  app.get('/api/wanlshop/product/collect', {
    config: { auth: true },
    preValidation: dropEmptyQuery,
    schema: {
      querystring: Type.Object({ type: Type.Optional(Type.Union([Type.Literal('goods'), Type.Literal('groups')])), ...PageQuery })
    }
  }, async (req) => {
    return ok(await collectList(db, me(req).id, req.query.type ?? 'goods', pageOf(req.query.page, req.query.limit)))
  })

  app.post('/api/wanlshop/product/collectDel', {
    config: { auth: true },
    schema: { body: Type.Object({ ids: Ids }) }
  }, async (req) => {
    return ok(await deleteCollects(db, me(req).id, req.body.ids), t(req, 'list.deleted'))
  })

  app.get('/api/wanlshop/product/footprint', {
    config: { auth: true },
    preValidation: dropEmptyQuery,
    schema: { querystring: Type.Object(PageQuery) }
  }, async (req) => {
    return ok(await footprintList(db, me(req).id, pageOf(req.query.page, req.query.limit)))
  })

  app.post('/api/wanlshop/product/footprintDel', {
    config: { auth: true },
    schema: { body: Type.Object({ ids: Type.Optional(Ids), all: Type.Optional(Type.Boolean()) }) }
  }, async (req) => {
    const res = await deleteFootprints(db, me(req).id, req.body)
    return isRefusal(res) ? refused(req, res) : ok(res, t(req, 'list.deleted'))
  })
}
