import { Type } from '@fastify/type-provider-typebox'
import { me, refused, t, type App } from '../../context'
import { isRefusal, ok } from '../../lib/envelope'
import { pageOf, PageQuery } from '../../lib/paging'
import { dropEmptyQuery } from '../../lib/query'
import { signIn, signinLog, signinRank, signinState } from './service'

// Sign-in under /api/wanlshop/signin/ (WanlShop's paths): all need a login.

export default async function signinRoutes (app: App): Promise<void> {
  const { db } = app.ctx

  app.get('/api/wanlshop/signin/getSignin', {
    config: { auth: true },
    preValidation: dropEmptyQuery,
    schema: { querystring: Type.Object({ month: Type.Optional(Type.String({ maxLength: 7 })) }) }
  }, async (req) => {
    const res = await signinState(db, me(req).id, req.query.month)
    return isRefusal(res) ? refused(req, res) : ok(res)
  })

  app.post('/api/wanlshop/signin/dosign', { config: { auth: true } }, async (req) => {
    const res = await signIn(db, me(req).id)
    return isRefusal(res) ? refused(req, res) : ok(res, t(req, 'signin.done', { n: res.score }))
  })

  app.get('/api/wanlshop/signin/log', { config: { auth: true }, preValidation: dropEmptyQuery, schema: { querystring: Type.Object({ ...PageQuery }) } },
    async (req) => ok(await signinLog(db, me(req).id, pageOf(req.query.page, req.query.limit))))

  app.get('/api/wanlshop/signin/rank', { config: { auth: true } }, async () => ok(await signinRank(db)))
}
