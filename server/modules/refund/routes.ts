import { Type, type TLiteral, type TSchema, type TUnion } from '@fastify/type-provider-typebox'
import { COMPLAINT_TARGETS, REFUND_MAX_IMAGES, REFUND_REASONS, REFUND_STATE, REFUND_TYPES, type RefundReason, type RefundState } from '../../../types/refund'
import { me, publicBase, refused, t, type App } from '../../context'
import { isRefusal, ok } from '../../lib/envelope'
import { IdempotencyKey } from '../../lib/idempotency'
import { pageOf, PageQuery } from '../../lib/paging'
import { dropEmptyQuery } from '../../lib/query'
import { Id } from '../../lib/schemas'
import { addComplaint, addFeedback, complaintList, feedbackList } from './feedback'
import { liveRefundSettings, type RefundSettings } from './machine'
import { noticeRefund } from './notify'
import {
  agreeRefund, applyRefund, arbitrateRefund, closeRefund, editRefund, receiveReturn, refundDetail, refundList, refundLog, refundPreview,
  refuseRefund, shipReturn
} from './service'

// /api/wanlshop/refund/* (study §2.7), the seller's answers, feedback/* and complaint/*.

const Images = Type.Array(Type.String({ maxLength: 300 }), { maxItems: REFUND_MAX_IMAGES })
const Fields = {
  type: Type.Union([Type.Literal(REFUND_TYPES[0]), Type.Literal(REFUND_TYPES[1])]),
  reason: Type.Union(REFUND_REASONS.map((r) => Type.Literal(r))) as TSchema as TUnion<Array<TLiteral<RefundReason>>>,
  expressType: Type.Union([Type.Literal(0), Type.Literal(1)]),
  /** text, so that a negative or over-precise amount gets its own clear refusal */
  money: Type.String({ maxLength: 32 }),
  images: Images,
  refund_content: Type.String({ maxLength: 500 })
}
const IdBody = Type.Object({ id: Id })
const KeyBody = Type.Object({ id: Id, key: Type.Optional(IdempotencyKey) })
const STATES = Object.values(REFUND_STATE)

export function refundSettings (app: App): RefundSettings {
  return liveRefundSettings(app.ctx.config.refundTimers, app.ctx.config.orderTimers)
}

export default async function refundRoutes (app: App): Promise<void> {
  const { config, db, hub, logistics } = app.ctx
  const settings = refundSettings(app)

  app.get('/api/wanlshop/refund/preview', { config: { auth: true }, schema: { querystring: Type.Object({ goods_id: Id }) } }, async (req) => {
    const res = await refundPreview(db, me(req).id, req.query.goods_id, req.lang)
    return isRefusal(res) ? refused(req, res) : ok(res)
  })

  app.post('/api/wanlshop/refund/addApply', {
    config: { auth: true },
    schema: { body: Type.Object({ order_id: Id, goods_id: Id, ...Fields }) }
  }, async (req) => {
    const res = await applyRefund(db, me(req).id, req.body, publicBase(req, config), config.uploadDir)
    if (isRefusal(res)) return refused(req, res)
    await noticeRefund(db, hub, res.id, 'seller')
    return ok(res, t(req, 'refund.applied'))
  })

  app.post('/api/wanlshop/refund/editRefund', { config: { auth: true }, schema: { body: Type.Object({ id: Id, ...Fields }) } }, async (req) => {
    const res = await editRefund(db, me(req).id, req.body, publicBase(req, config), config.uploadDir, settings)
    if (isRefusal(res)) return refused(req, res)
    await noticeRefund(db, hub, req.body.id, 'seller')
    return ok(null, t(req, 'refund.edited'))
  })

  app.get('/api/wanlshop/refund/refundList', {
    config: { auth: true },
    preValidation: dropEmptyQuery,
    schema: {
      querystring: Type.Object({
        role: Type.Optional(Type.Union([Type.Literal('buy'), Type.Literal('sell')])),
        state: Type.Optional(Type.Integer({ minimum: 0, maximum: 8 })),
        ...PageQuery
      })
    }
  }, async (req) => {
    const q = req.query
    const state = q.state === undefined || !STATES.includes(q.state as RefundState) ? undefined : q.state as RefundState
    return ok(await refundList(db, me(req).id, q.role ?? 'buy', state, pageOf(q.page, q.limit), settings, undefined, req.lang))
  })

  app.get('/api/wanlshop/refund/getRefundInfo', { config: { auth: true }, schema: { querystring: IdBody } }, async (req) => {
    const res = await refundDetail(db, logistics, me(req).id, req.query.id, settings, req.lang)
    return isRefusal(res) ? refused(req, res) : ok(res)
  })

  app.get('/api/wanlshop/refund/getRefundLog', { config: { auth: true }, schema: { querystring: IdBody } }, async (req) => {
    const res = await refundLog(db, me(req).id, req.query.id)
    return isRefusal(res) ? refused(req, res) : ok(res)
  })

  app.post('/api/wanlshop/refund/toExpress', {
    config: { auth: true },
    schema: { body: Type.Object({ id: Id, express_name: Type.String({ maxLength: 50 }), express_no: Type.String({ maxLength: 60 }) }) }
  }, async (req) => {
    const res = await shipReturn(db, logistics, me(req).id, req.body, settings)
    if (isRefusal(res)) return refused(req, res)
    await noticeRefund(db, hub, req.body.id, 'seller')
    return ok(null, t(req, 'refund.shipped'))
  })

  app.post('/api/wanlshop/refund/closeRefund', { config: { auth: true }, schema: { body: IdBody } }, async (req) => {
    const res = await closeRefund(db, me(req).id, req.body.id, settings)
    if (isRefusal(res)) return refused(req, res)
    await noticeRefund(db, hub, req.body.id, 'seller')
    return ok(null, t(req, 'refund.closed'))
  })

  app.post('/api/wanlshop/refund/arbitrationRefund', { config: { auth: true }, schema: { body: IdBody } }, async (req) => {
    const res = await arbitrateRefund(db, me(req).id, req.body.id, settings)
    if (isRefusal(res)) return refused(req, res)
    await noticeRefund(db, hub, req.body.id, 'seller')
    return ok(null, t(req, 'refund.arbitrating'))
  })

  // the seller (the owner of the refund's shop)
  app.post('/api/wanlshop/refund/agree', { config: { auth: true }, schema: { body: KeyBody } }, async (req) => {
    const res = await agreeRefund(db, me(req).id, req.body.id, req.body.key, settings)
    if (isRefusal(res)) return refused(req, res)
    await noticeRefund(db, hub, req.body.id, 'buyer')
    return ok(null, t(req, 'refund.agreed'))
  })

  app.post('/api/wanlshop/refund/refuse', {
    config: { auth: true },
    schema: { body: Type.Object({ id: Id, refuse_content: Type.String({ maxLength: 500 }) }) }
  }, async (req) => {
    const res = await refuseRefund(db, me(req).id, req.body.id, req.body.refuse_content, settings)
    if (isRefusal(res)) return refused(req, res)
    await noticeRefund(db, hub, req.body.id, 'buyer')
    return ok(null, t(req, 'refund.refused'))
  })

  app.post('/api/wanlshop/refund/receive', { config: { auth: true }, schema: { body: KeyBody } }, async (req) => {
    const res = await receiveReturn(db, me(req).id, req.body.id, req.body.key, settings)
    if (isRefusal(res)) return refused(req, res)
    await noticeRefund(db, hub, req.body.id, 'buyer')
    return ok(null, t(req, 'refund.received'))
  })

  // feedback and complaints
  app.post('/api/wanlshop/feedback/add', {
    config: { auth: true },
    schema: {
      body: Type.Object({
        content: Type.String({ maxLength: 1000 }),
        images: Images,
        contact: Type.String({ maxLength: 100 }),
        score: Type.Integer({ minimum: 1, maximum: 5 })
      })
    }
  }, async (req) => {
    const b = req.body
    const res = await addFeedback(db, me(req).id, { ...b, score: b.score as 1 }, publicBase(req, config), config.uploadDir)
    return isRefusal(res) ? refused(req, res) : ok(res, t(req, 'feedback.saved'))
  })

  app.get('/api/wanlshop/feedback/lists', { config: { auth: true }, preValidation: dropEmptyQuery, schema: { querystring: Type.Object({ ...PageQuery }) } }, async (req) => {
    return ok(await feedbackList(db, me(req).id, pageOf(req.query.page, req.query.limit)))
  })

  app.post('/api/wanlshop/complaint/add', {
    config: { auth: true },
    schema: {
      body: Type.Object({
        target: Type.Union([Type.Literal(COMPLAINT_TARGETS[0]), Type.Literal(COMPLAINT_TARGETS[1]), Type.Literal(COMPLAINT_TARGETS[2])]),
        target_id: Id,
        type: Type.Integer({ minimum: 0, maximum: 5 }),
        content: Type.String({ maxLength: 1000 }),
        images: Images
      })
    }
  }, async (req) => {
    const b = req.body
    const res = await addComplaint(db, me(req).id, { ...b, type: b.type as 0 }, publicBase(req, config), config.uploadDir)
    return isRefusal(res) ? refused(req, res) : ok(res, t(req, 'complaint.saved'))
  })

  app.get('/api/wanlshop/complaint/lists', { config: { auth: true }, preValidation: dropEmptyQuery, schema: { querystring: Type.Object({ ...PageQuery }) } }, async (req) => {
    return ok(await complaintList(db, me(req).id, pageOf(req.query.page, req.query.limit)))
  })
}
