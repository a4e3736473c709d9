import { Type } from '@fastify/type-provider-typebox'
import { me, publicBase, refused, t, type App } from '../../context'
import { ok } from '../../lib/envelope'
import { pageOf, PageQuery } from '../../lib/paging'
import { refuse } from '../../lib/envelope'
import { REVENUE_TYPES } from '../../../types/agents'
import { servedImagePath } from '../user/service'
import { agencyGoods, agencyShop, agentCenter, bindInviter, earnings, inviterInfo, revenueList, saveAgencyShop, teamList } from './service'

// The invitation, team and agent screens' API (types/agents.ts), all for the signed-in caller.

const RevenueType = Type.Union(REVENUE_TYPES.map((x) => Type.Literal(x)))

export default async function agentsRoutes (app: App): Promise<void> {
  const { config, db } = app.ctx
  const auth = { auth: true }
  const noQuery = { querystring: Type.Object({}) }

  app.get('/api/wanlshop/agents/inviter', { config: auth, schema: noQuery }, async (req) => ok(await inviterInfo(db, me(req).id, publicBase(req, config))))

  app.post('/api/wanlshop/agents/bind', { config: auth, schema: { body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) }) } }, async (req) => {
    const r = await bindInviter(db, me(req).id, req.body.code)
    return r === null ? ok(await inviterInfo(db, me(req).id, publicBase(req, config)), t(req, 'agents.bound')) : refused(req, r)
  })

  app.get('/api/wanlshop/agents/team', {
    config: auth,
    schema: { querystring: Type.Object({ scope: Type.Optional(Type.Union([Type.Literal('direct'), Type.Literal('team')])), ...PageQuery }) }
  }, async (req) => ok(await teamList(db, me(req).id, req.query.scope ?? 'direct', pageOf(req.query.page, req.query.limit))))

  app.get('/api/wanlshop/agents/earnings', { config: auth, schema: noQuery }, async (req) => ok(await earnings(db, me(req).id)))

  app.get('/api/wanlshop/agents/center', { config: auth, schema: noQuery }, async (req) => ok(await agentCenter(db, me(req).id)))

  app.get('/api/wanlshop/agents/revenue', {
    config: auth,
    schema: { querystring: Type.Object({ type: Type.Optional(RevenueType), ...PageQuery }) }
  }, async (req) => ok(await revenueList(db, me(req).id, req.query.type, pageOf(req.query.page, req.query.limit))))

  app.get('/api/wanlshop/agents/goods', { config: auth, schema: { querystring: Type.Object({ ...PageQuery }) } },
    async (req) => ok(await agencyGoods(db, me(req).id, publicBase(req, config), pageOf(req.query.page, req.query.limit), req.lang)))

  app.get('/api/wanlshop/agents/shop', { config: auth, schema: noQuery }, async (req) => ok(await agencyShop(db, me(req).id)))

  app.post('/api/wanlshop/agents/shop', {
    config: auth,
    schema: {
      body: Type.Object({
        name: Type.String({ maxLength: 30 }),
        intro: Type.String({ maxLength: 200 }),
        logo: Type.String({ maxLength: 255 }),
        header: Type.String({ maxLength: 255 })
      })
    }
  }, async (req) => {
    const user = me(req)
    const base = publicBase(req, config)
    const name = req.body.name.trim()
    if (name === '') return refused(req, refuse('agents.name_required'))
    const images: string[] = []
    for (const v of [req.body.logo, req.body.header]) {
      if (v.trim() === '') { images.push(''); continue }
      const p = await servedImagePath(db, v, base, config.uploadDir, user.id)
      if (p === null) return refused(req, refuse('agents.image_invalid'))
      images.push(p)
    }
    await saveAgencyShop(db, user.id, { name, intro: req.body.intro.trim(), logo: images[0], header: images[1] })
    return ok(await agencyShop(db, user.id), t(req, 'agents.saved'))
  })
}
