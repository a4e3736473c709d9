import { Type } from '@fastify/type-provider-typebox'
import { refused, t, type App } from '../../context'
import { isRefusal, ok } from '../../lib/envelope'
import { PageQuery } from '../../lib/paging'
import { dropEmptyQuery } from '../../lib/query'
import { adminTokenOf } from '../../plugins/admin'
import { sha256 } from '../../lib/tokens'
import { ANY_ADMIN } from '../../../types/admin'
import { adminLogin, adminLogout } from './accounts'
import { auditList } from './audit'
import { dashboard } from './dashboard'

// The console's own routes (under /api/admin): sign-in, the session, the dashboard and the audit
// trail. Domain screens' routes live in the modules that own their data (their adminRoutes).

const Text = (max: number) => Type.String({ minLength: 1, maxLength: max })

export default async function adminRoutes (app: App): Promise<void> {
  const { config, db, adminQueues } = app.ctx
  const loginLimit = { rateLimit: { max: config.rateLimitLogin.max, timeWindow: config.rateLimitLogin.windowMs } }

  app.post('/login', {
    config: { admin: 'public', ...loginLimit },
    schema: { body: Type.Object({ username: Text(64), password: Text(200), otp: Type.Optional(Type.String({ maxLength: 10 })) }) }
  }, async (req) => {
    const res = await adminLogin(db, req.body, config.adminTokenTtlHours)
    return isRefusal(res) ? refused(req, res) : ok(res, t(req, 'admin.logged_in'))
  })

  app.post('/logout', { config: { admin: ANY_ADMIN } }, async (req) => {
    const token = adminTokenOf(req)
    if (token !== null) await adminLogout(db, sha256(token))
    return ok(null, t(req, 'admin.logged_out'))
  })

  app.get('/me', { config: { admin: ANY_ADMIN } }, async (req) => ok(req.admin))

  app.get('/dashboard', { config: { admin: ANY_ADMIN } }, async (req) => ok(await dashboard(db, req.admin, adminQueues)))

  app.get('/audit', {
    config: { admin: [] },
    preValidation: dropEmptyQuery,
    schema: {
      querystring: Type.Object({
        ...PageQuery,
        admin: Type.Optional(Text(64)),
        action: Type.Optional(Text(64)),
        target: Type.Optional(Text(100)),
        from: Type.Optional(Type.Integer({ minimum: 0, maximum: 4_102_444_800 })),
        to: Type.Optional(Type.Integer({ minimum: 0, maximum: 4_102_444_800 }))
      })
    }
  }, async (req) => ok(await auditList(db, req.query)))
}
