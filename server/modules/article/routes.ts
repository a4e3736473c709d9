import { Type } from '@fastify/type-provider-typebox'
import { refused, type App } from '../../context'
import { isRefusal, ok } from '../../lib/envelope'
import { pageOf, PageQuery } from '../../lib/paging'
import { Id } from '../../lib/schemas'
import { dropEmptyQuery } from '../../lib/query'
import { advertDetails, articleDetails, articleList } from './service'

const Kind = Type.Union([Type.Literal('help'), Type.Literal('new'), Type.Literal('sys')])

export default async function articleRoutes (app: App): Promise<void> {
  const { db } = app.ctx

  // WanlShop posts this one; GET works too.
  const ListParams = Type.Object({ type: Type.Optional(Kind), ...PageQuery })
  app.get('/api/wanlshop/article/getList', { preValidation: dropEmptyQuery, schema: { querystring: ListParams } }, async (req) => {
    return ok(await articleList(db, req.query.type, pageOf(req.query.page, req.query.limit)))
  })
  app.post('/api/wanlshop/article/getList', { schema: { body: Type.Union([ListParams, Type.Null()]) } }, async (req) => {
    const b = req.body ?? {}
    return ok(await articleList(db, b.type, pageOf(b.page, b.limit)))
  })

  app.get('/api/wanlshop/article/details', { schema: { querystring: Type.Object({ id: Id }) } }, async (req) => {
    const res = await articleDetails(db, req.query.id)
    return isRefusal(res) ? refused(req, res) : ok(res)
  })

  app.get('/api/wanlshop/article/adDetails', { schema: { querystring: Type.Object({ id: Id }) } }, async (req) => {
    const res = await advertDetails(db, req.query.id)
    return isRefusal(res) ? refused(req, res) : ok(res)
  })
}
