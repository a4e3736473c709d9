import { Type } from '@fastify/type-provider-typebox'
import { EMAIL_CODE_PURPOSES } from '../../../types/account'
import { me, refused, t, type App } from '../../context'
import { fail, isRefusal, ok } from '../../lib/envelope'
import { PageQuery, pageOf } from '../../lib/paging'
import { Id } from '../../lib/schemas'
import { customPage } from '../common/service'
import { changeEmail, myComments, noticeSettings, saveNoticeSettings, security, sendEmailCode, signOutDevice, verifyEmail } from './service'

// Account settings and security (types/account.ts). All need a login; every row is the caller's.

export default async function accountRoutes (app: App): Promise<void> {
  const { config, db, mail, endSessions } = app.ctx

  app.get('/api/wanlshop/user/notice', {
    config: { auth: true },
    schema: { querystring: Type.Object({}) }
  }, async (req) => ok(await noticeSettings(db, me(req).id)))

  app.post('/api/wanlshop/user/notice', {
    config: { auth: true },
    schema: {
      body: Type.Object({
        pushs: Type.Optional(Type.Boolean()),
        voice: Type.Optional(Type.Boolean()),
        shock: Type.Optional(Type.Boolean())
      })
    }
  }, async (req) => ok(await saveNoticeSettings(db, me(req).id, req.body), t(req, 'account.notice_saved')))

  app.get('/api/wanlshop/user/security', {
    config: { auth: true },
    schema: { querystring: Type.Object({}) }
  }, async (req) => ok(await security(db, me(req).id, me(req).tokenHash)))

  app.post('/api/wanlshop/user/deviceLogout', {
    config: { auth: true },
    schema: { body: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }) }
  }, async (req) => {
    const res = await signOutDevice(db, me(req).id, me(req).tokenHash, req.body.id)
    if (isRefusal(res)) return refused(req, res)
    await endSessions(me(req).id, [res])
    return ok(null, t(req, 'account.device_signed_out'))
  })

  app.post('/api/wanlshop/user/emailCode', {
    config: { auth: true, rateLimit: { max: config.rateLimitCode.max, timeWindow: config.rateLimitCode.windowMs } },
    schema: {
      body: Type.Object({
        purpose: Type.Union(EMAIL_CODE_PURPOSES.map((p) => Type.Literal(p))),
        email: Type.Optional(Type.String({ maxLength: 200 }))
      })
    }
  }, async (req) => {
    const res = await sendEmailCode(db, mail, me(req).id, req.body.purpose, req.body.email, req.lang)
    return isRefusal(res) ? refused(req, res) : ok(null, t(req, 'account.code_sent', { email: res }))
  })

  app.post('/api/wanlshop/user/verifyEmail', {
    config: { auth: true },
    schema: { body: Type.Object({ code: Type.String({ maxLength: 20 }) }) }
  }, async (req) => {
    const res = await verifyEmail(db, me(req).id, req.body.code)
    return res !== null ? refused(req, res) : ok(null, t(req, 'account.email_verified'))
  })

  app.post('/api/wanlshop/user/changeEmail', {
    config: { auth: true },
    schema: {
      body: Type.Object({
        email: Type.String({ maxLength: 200 }),
        code: Type.String({ maxLength: 20 }),
        old_code: Type.Optional(Type.String({ maxLength: 20 }))
      })
    }
  }, async (req) => {
    const res = await changeEmail(db, me(req).id, req.body)
    return res !== null ? refused(req, res) : ok(null, t(req, 'account.email_changed'))
  })

  app.get('/api/wanlshop/user/comments', {
    config: { auth: true },
    schema: { querystring: Type.Object(PageQuery) }
  }, async (req) => ok(await myComments(db, me(req).id, pageOf(req.query.page, req.query.limit), req.lang)))

  // a platform page of modules by id (/pages/page/index); public, like the home page
  app.get('/api/wanlshop/common/page', {
    schema: { querystring: Type.Object({ id: Id }) }
  }, async (req) => {
    const page = await customPage(db, req.query.id, req.user?.id ?? null, req.lang)
    return page === null ? fail(t(req, 'account.page_missing')) : ok(page)
  })
}
