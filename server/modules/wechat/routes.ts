import { Type } from '@fastify/type-provider-typebox'
import { refused, type App } from '../../context'
import { isRefusal, ok } from '../../lib/envelope'
import { jsConfig } from './service'

export default async function wechatRoutes (app: App): Promise<void> {
  const { wechat } = app.ctx

  /** JSSDK configuration for the H5 page at `url` (inside the WeChat browser). */
  app.get('/api/wanlshop/wechat/config', {
    schema: { querystring: Type.Object({ url: Type.String({ minLength: 8, maxLength: 2048, pattern: '^https?://' }) }) }
  }, async (req) => {
    const result = await jsConfig(wechat, req.query.url)
    if (isRefusal(result)) return refused(req, result)
    return ok(result)
  })
}
