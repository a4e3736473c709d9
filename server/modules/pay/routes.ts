import { Type } from '@fastify/type-provider-typebox'
import { PAY_ASSETS } from '../../../types/order'
import { me, refused, t, type App } from '../../context'
import { isRefusal, ok } from '../../lib/envelope'
import { IdempotencyKey } from '../../lib/idempotency'
import { Id } from '../../lib/schemas'
import { resetPayPassword, sendPayPasswordCode } from './password'
import { payment, payPreview } from './service'

const OrderIds = Type.Array(Id, { minItems: 1, maxItems: 20 })

export default async function payRoutes (app: App): Promise<void> {
  const { config, db, mail } = app.ctx
  const timers = config.orderTimers

  app.post('/api/wanlshop/pay/getPay', {
    config: { auth: true },
    schema: { body: Type.Object({ order_ids: OrderIds }) }
  }, async (req) => {
    const res = await payPreview(db, me(req).id, req.body.order_ids, timers)
    return isRefusal(res) ? refused(req, res) : ok(res)
  })

  app.post('/api/wanlshop/pay/payment', {
    config: { auth: true },
    schema: {
      body: Type.Object({
        order_ids: OrderIds,
        asset: Type.Union(PAY_ASSETS.map((a) => Type.Literal(a))),
        pay_password: Type.String({ maxLength: 64 }),
        key: IdempotencyKey
      })
    }
  }, async (req) => {
    const res = await payment(db, me(req).id, req.body, timers)
    return isRefusal(res) ? refused(req, res) : ok(res, t(req, 'pay.paid'))
  })

  app.post('/api/wanlshop/user/payPwdCode', {
    config: { auth: true, rateLimit: { max: config.rateLimitCode.max, timeWindow: config.rateLimitCode.windowMs } },
    schema: { body: Type.Object({ email: Type.String({ maxLength: 200 }) }) }
  }, async (req) => {
    const res = await sendPayPasswordCode(db, mail, me(req).id, req.body.email, req.lang)
    if (isRefusal(res)) return refused(req, res)
    return ok(null, res.to === 'verified' ? t(req, 'paypwd.code_sent_verified', { email: res.masked }) : t(req, 'paypwd.code_sent'))
  })

  app.post('/api/wanlshop/user/resetPayPwd', {
    config: { auth: true },
    schema: {
      body: Type.Object({
        email: Type.String({ maxLength: 200 }),
        code: Type.String({ maxLength: 20 }),
        password: Type.String({ maxLength: 64 }),
        repassword: Type.String({ maxLength: 64 })
      })
    }
  }, async (req) => {
    const res = await resetPayPassword(db, me(req).id, req.body)
    return isRefusal(res) ? refused(req, res) : ok(null, t(req, 'paypwd.saved'))
  })
}
