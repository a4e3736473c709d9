import { Type } from '@fastify/type-provider-typebox'
import { publicBase, type App } from '../../context'
import { ok } from '../../lib/envelope'
import { advertsData, initData } from './service'

const VersionQuery = Type.Object({ version: Type.Optional(Type.String({ maxLength: 32 })) })

export default async function commonRoutes (app: App): Promise<void> {
  const { config, db } = app.ctx

  app.get('/api/wanlshop/common/init', { schema: { querystring: VersionQuery } }, async (req) => {
    return ok(await initData(db, config, req.query.version, publicBase(req, config)))
  })

  app.get('/api/wanlshop/common/adverts', { schema: { querystring: VersionQuery } }, async () => {
    return ok(await advertsData(db))
  })
}
