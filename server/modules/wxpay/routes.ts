import { Type } from '@fastify/type-provider-typebox'
import { me, publicBase, refused, t, type App } from '../../context'
import { isRefusal, ok } from '../../lib/envelope'
import { Id } from '../../lib/schemas'
import { wechatPayOf } from './adapter'
import notifyRoutes from './notify'
import { channels, confirm, prepay } from './trades'

export default async function wxpayRoutes (app: App): Promise<void> {
  const { config, db, wechat } = app.ctx
  const timers = config.orderTimers

  /** Which WeChat Pay channels this server offers (none without WECHAT_PAY_*). */
  app.get('/api/wanlshop/wxpay/channels', {}, async () => ok(channels(config)))

  /** A JSAPI prepay order for unpaid orders (merged) or a USDT recharge, with the client's signed parameters. */
  app.post('/api/wanlshop/wxpay/prepay', {
    config: { auth: true },
    schema: {
      body: Type.Object({
        channel: Type.Union([Type.Literal('jsapi'), Type.Literal('miniapp')]),
        order_ids: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: 20 })),
        recharge: Type.Optional(Type.String({ maxLength: 20 })),
        code: Type.Optional(Type.String({ maxLength: 200 }))
      })
    }
  }, async (req) => {
    const pay = wechatPayOf(config)
    if (pay === null) return refused(req, { refusal: 'wxpay.not_configured' })
    const res = await prepay(db, config, pay, wechat, me(req).id, req.body, publicBase(req, config), timers)
    if (!isRefusal(res)) return ok(res)
    // the client goes through the official account's web authorisation and asks again with its code
    return res.refusal === 'wxpay.code_required' ? { ...refused(req, res), data: { authorize: true } } : refused(req, res)
  })

  /** "I have paid": the payment's state, WeChat asked when no notification has come yet. */
  app.post('/api/wanlshop/wxpay/confirm', {
    config: { auth: true },
    schema: { body: Type.Object({ trade_no: Type.String({ minLength: 1, maxLength: 64 }) }) }
  }, async (req) => {
    const pay = wechatPayOf(config)
    if (pay === null) return refused(req, { refusal: 'wxpay.not_configured' })
    const res = await confirm(db, pay, me(req).id, req.body.trade_no, timers)
    if (isRefusal(res)) return refused(req, res)
    return ok(res, t(req, res.state === 'paid' ? 'wxpay.paid' : res.state === 'created' ? 'wxpay.pending' : 'wxpay.failed', { reason: res.state }))
  })

  await app.register(notifyRoutes)
}
