import { Type } from '@fastify/type-provider-typebox'
import { publicBase, type App } from '../../context'
import { ok } from '../../lib/envelope'
import { dropEmptyQuery } from '../../lib/query'
import { hotTerms, normaliseTerm, suggest } from './search'
import { advertsData, initData } from './service'

const VersionQuery = Type.Object({ version: Type.Optional(Type.String({ maxLength: 32 })) })

export default async function commonRoutes (app: App): Promise<void> {
  const { config, db } = app.ctx

  app.get('/api/wanlshop/common/init', { schema: { querystring: VersionQuery } }, async (req) => {
    return ok(await initData(db, config, req.query.version, publicBase(req, config), req.user?.id ?? null, req.lang))
  })

  app.get('/api/wanlshop/common/adverts', { schema: { querystring: VersionQuery } }, async (req) => {
    return ok(await advertsData(db, req.lang))
  })

  app.get('/api/wanlshop/common/searchList', { schema: { querystring: Type.Object({}) } }, async () => {
    return ok(await hotTerms(db))
  })

  app.post('/api/wanlshop/common/setSearch', {
    config: { rateLimit: { max: config.rateLimitSearch.max, timeWindow: config.rateLimitSearch.windowMs } },
    schema: { body: Type.Object({ keywords: Type.String({ minLength: 1, maxLength: 50 }) }) }
  }, async () => {
    // kept for clients that still call it: terms are counted from searches that ran (countSearch)
    return ok(null)
  })

  app.get('/api/wanlshop/common/search', {
    preValidation: dropEmptyQuery,
    schema: { querystring: Type.Object({ search: Type.Optional(Type.String({ maxLength: 50 })) }) }
  }, async (req) => {
    const text = normaliseTerm(req.query.search ?? '')
    return ok(text === '' ? { categoryList: [], searchList: [] } : await suggest(db, text, req.lang))
  })
}
