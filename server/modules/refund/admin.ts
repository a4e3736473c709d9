import { Type } from '@fastify/type-provider-typebox'
import { REFUND_STATE, type RefundState } from '../../../types/refund'
import { refused, t, type App } from '../../context'
import { writeAudit } from '../../lib/audit'
import { isRefusal, ok } from '../../lib/envelope'
import { pageOf, PageQuery } from '../../lib/paging'
import { dropEmptyQuery } from '../../lib/query'
import { Id } from '../../lib/schemas'
import { inTransaction } from '../../lib/tx'
import { complaintQueue, decideComplaint, feedbackQueue, replyFeedback } from './feedback'
import { noticePlatformRefund, noticeRefund } from './notify'
import { refundCompletedOrder } from './platform'
import { refundSettings } from './routes'
import { decideRefund, refundDetail, refundList, refundLog, retryRefund } from './service'

// The after-sales screens of the admin console (under /api/admin): Refund arbitration (support:
// the platform's queue, a refund's detail and whole log, decide with a note, retry a failed payout),
// a platform refund of a completed order (support, from the Orders screen's details), Feedback
// (reviewer: reply) and Complaints (support: uphold or dismiss with an outcome). Thin: the
// rules live in service.ts and feedback.ts; each change writes its audit row in its transaction.

const IdParams = Type.Object({ id: Id })
const Note = Type.String({ maxLength: 500 })
const STATES = Object.values(REFUND_STATE) as RefundState[]
const support = { admin: ['support'] } as const
const reviewer = { admin: ['reviewer'] } as const

export default async function refundAdminRoutes (app: App): Promise<void> {
  const { db, hub, logistics } = app.ctx
  const settings = refundSettings(app)
  const q = { preValidation: dropEmptyQuery }

  // ── Refund arbitration ──
  app.get('/refunds', {
    config: support,
    ...q,
    schema: { querystring: Type.Object({ ...PageQuery, state: Type.Optional(Type.Union(STATES.map((s) => Type.Literal(s)))) }) }
  }, async (req) => ok(await refundList(db, 0, 'platform', req.query.state, pageOf(req.query.page, req.query.limit, 20), settings, undefined, req.lang)))

  app.get('/refunds/:id', { config: support, schema: { params: IdParams } }, async (req) => {
    const detail = await refundDetail(db, logistics, 0, req.params.id, settings, req.lang, true)
    if (isRefusal(detail)) return refused(req, detail)
    const log = await refundLog(db, 0, req.params.id, true)
    if (isRefusal(log)) return refused(req, log)
    return ok({ ...detail, log })
  })

  app.post('/refunds/:id/decide', {
    config: support,
    schema: {
      params: IdParams,
      body: Type.Object({
        decision: Type.Union([Type.Literal('refund'), Type.Literal('reject')]),
        /** text, so that a negative or over-precise amount gets its own refusal; absent = what was asked */
        amount: Type.Optional(Type.String({ maxLength: 32 })),
        note: Note
      }, { additionalProperties: false })
    }
  }, async (req) => {
    const id = req.params.id
    const body = { ...req.body, amount: req.body.amount?.trim() === '' ? undefined : req.body.amount }
    const res = await inTransaction(db, async (tx) => {
      const d = await decideRefund(tx, req.admin.id, id, body, settings)
      if (isRefusal(d)) return d
      await writeAudit(tx, req.admin, {
        action: 'refund.decide',
        target: `refund:${id}`,
        before: { state: d.before },
        after: { state: d.after, decision: body.decision, amount: body.amount ?? null, note: body.note.trim() }
      })
      return d
    })
    if (isRefusal(res)) return refused(req, res)
    await noticeRefund(db, hub, id, 'both')
    return ok(res, t(req, 'admin.saved'))
  })

  app.post('/refunds/:id/retry', { config: support, schema: { params: IdParams } }, async (req) => {
    const id = req.params.id
    const res = await inTransaction(db, async (tx) => {
      const r = await retryRefund(tx, req.admin.id, id, settings)
      if (isRefusal(r)) return r
      await writeAudit(tx, req.admin, { action: 'refund.retry', target: `refund:${id}` })
      return null
    })
    if (isRefusal(res)) return refused(req, res)
    await noticeRefund(db, hub, id, 'both')
    return ok(null, t(req, 'admin.saved'))
  })

  // ── Platform refund of a completed order (from the order's details; platform.ts) ──
  app.post('/orders/:id/refund', {
    config: support,
    schema: {
      params: IdParams,
      /** amount as text, so that a negative or over-precise amount gets its own refusal */
      body: Type.Object({ amount: Type.String({ maxLength: 32 }), note: Note }, { additionalProperties: false })
    }
  }, async (req) => {
    const id = req.params.id
    const res = await inTransaction(db, async (tx) => {
      const r = await refundCompletedOrder(tx, req.admin.id, id, req.body)
      if (isRefusal(r)) return r
      await writeAudit(tx, req.admin, {
        action: 'order.platform_refund',
        target: `order:${id}`,
        before: { refunded: r.refunded_before },
        after: { amount: r.amount, payouts: r.payouts, note: req.body.note.trim() }
      })
      return r
    })
    if (isRefusal(res)) return refused(req, res)
    await noticePlatformRefund(db, hub, id, res.amount, req.body.note.trim())
    return ok(res, t(req, 'admin.saved'))
  })

  // ── Feedback ──
  app.get('/feedback', {
    config: reviewer,
    ...q,
    schema: { querystring: Type.Object({ ...PageQuery, status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('replied')])) }) }
  }, async (req) => ok(await feedbackQueue(db, req.query.status, pageOf(req.query.page, req.query.limit, 20))))

  app.post('/feedback/:id/reply', { config: reviewer, schema: { params: IdParams, body: Type.Object({ reply: Type.String({ maxLength: 1000 }) }) } }, async (req) => {
    const id = req.params.id
    const res = await inTransaction(db, async (tx) => {
      const r = await replyFeedback(tx, req.admin.id, id, req.body.reply)
      if (isRefusal(r)) return r
      await writeAudit(tx, req.admin, { action: 'feedback.reply', target: `feedback:${id}`, before: { reply: r.before }, after: { reply: r.after } })
      return null
    })
    return isRefusal(res) ? refused(req, res) : ok(null, t(req, 'admin.saved'))
  })

  // ── Complaints ──
  app.get('/complaints', {
    config: support,
    ...q,
    schema: { querystring: Type.Object({ ...PageQuery, status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('upheld'), Type.Literal('dismissed')])) }) }
  }, async (req) => ok(await complaintQueue(db, req.query.status, pageOf(req.query.page, req.query.limit, 20))))

  app.post('/complaints/:id/decide', {
    config: support,
    schema: { params: IdParams, body: Type.Object({ status: Type.Union([Type.Literal('upheld'), Type.Literal('dismissed')]), outcome: Type.String({ maxLength: 1000 }) }) }
  }, async (req) => {
    const id = req.params.id
    const res = await inTransaction(db, async (tx) => {
      const r = await decideComplaint(tx, req.admin.id, id, req.body.status, req.body.outcome)
      if (isRefusal(r)) return r
      await writeAudit(tx, req.admin, { action: 'complaint.decide', target: `complaint:${id}`, before: { status: r.before }, after: { status: r.after, outcome: req.body.outcome.trim() } })
      return null
    })
    return isRefusal(res) ? refused(req, res) : ok(null, t(req, 'admin.saved'))
  })
}
