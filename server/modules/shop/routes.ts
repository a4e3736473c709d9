import { Type } from '@fastify/type-provider-typebox'
import { me, refused, t, type App } from '../../context'
import { isRefusal, ok } from '../../lib/envelope'
import { pageOf, PageQuery } from '../../lib/paging'
import { Id } from '../../lib/schemas'
import { dropEmptyQuery } from '../../lib/query'
import { followedShops, shopInfo, toggleShopFollow } from './service'

export default async function shopRoutes (app: App): Promise<void> {
  const { db } = app.ctx

  app.get('/api/wanlshop/shop/getShopInfo', { schema: { querystring: Type.Object({ id: Id }) } }, async (req) => {
    const res = await shopInfo(db, req.query.id, req.user?.id ?? null)
    return isRefusal(res) ? refused(req, res) : ok(res)
  })

  app.post('/api/wanlshop/shop/follow', {
    config: { auth: true },
    schema: { body: Type.Object({ id: Id }) }
  }, async (req) => {
    const res = await toggleShopFollow(db, me(req).id, req.body.id)
    if (isRefusal(res)) return refused(req, res)
    return ok(res, t(req, res.isFollow ? 'shop.follow_ok' : 'shop.unfollow_ok'))
  })

  app.get('/api/wanlshop/shop/followList', {
    config: { auth: true },
    preValidation: dropEmptyQuery,
    schema: { querystring: Type.Object(PageQuery) }
  }, async (req) => {
    return ok(await followedShops(db, me(req).id, pageOf(req.query.page, req.query.limit)))
  })
}
