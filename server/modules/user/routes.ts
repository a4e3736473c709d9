import { Type } from '@fastify/type-provider-typebox'
import { me, publicBase, refused, t, type App } from '../../context'
import { ok } from '../../lib/envelope'
import { revokeToken, sessionPayload, userInfo, updateProfile } from './service'

export default async function userRoutes (app: App): Promise<void> {
  const { config, db, endSessions } = app.ctx

  app.post('/api/wanlshop/user/refresh', {
    config: { auth: true },
    schema: { body: Type.Union([Type.Object({}), Type.Null()]) }
  }, async (req) => {
    const user = me(req)
    return ok(await sessionPayload(db, user.id, user.token, publicBase(req, config)))
  })

  app.get('/api/wanlshop/user/logout', {
    config: { auth: true },
    schema: { querystring: Type.Object({}) }
  }, async (req) => {
    const user = me(req)
    await revokeToken(db, user.tokenHash)
    await endSessions(user.id, [user.tokenHash])
    return ok(null, t(req, 'user.logout_ok'))
  })

  app.post('/api/wanlshop/user/profile', {
    config: { auth: true },
    schema: {
      body: Type.Object({
        nickname: Type.Optional(Type.String({ maxLength: 30 })),
        avatar: Type.Optional(Type.String({ maxLength: 255 })),
        bio: Type.Optional(Type.String({ maxLength: 200 })),
        gender: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)])),
        birthday: Type.Optional(Type.String({ maxLength: 10 })),
        email: Type.Optional(Type.String({ maxLength: 100 }))
      })
    }
  }, async (req) => {
    const user = me(req)
    const base = publicBase(req, config)
    const refusal = await updateProfile(db, user.id, req.body, base, config.uploadDir)
    if (refusal !== null) return refused(req, refusal)
    return ok(await userInfo(db, user.id, user.token, base), t(req, 'user.profile_ok'))
  })
}
