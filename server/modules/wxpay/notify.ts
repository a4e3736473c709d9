import type { FastifyReply, FastifyRequest } from 'fastify'
import type { RefundResult, Transaction } from '../../adapters/wechat-pay'
import type { App } from '../../context'
import { now } from '../../lib/time'
import { wechatPayOf } from './adapter'
import { settleRefundNotice } from './refunds'
import { log, settleTrade } from './settle'

// WeChat's notifications, outside /api (WeChat sends no Sign or token; it signs with the platform
// key instead). The raw body is kept: the signature covers it byte for byte. Answers follow v3:
// 204 when handled (also a replay of one already settled: WeChat stops sending), 401 FAIL for a
// bad signature, 400 FAIL for what we cannot settle (WeChat retries; the log says why).

function headers (req: FastifyRequest): { timestamp: string, nonce: string, signature: string, serial: string } {
  const h = (k: string): string => { const v = req.headers[k]; return Array.isArray(v) ? v[0] : v ?? '' }
  return { timestamp: h('wechatpay-timestamp'), nonce: h('wechatpay-nonce'), signature: h('wechatpay-signature'), serial: h('wechatpay-serial') }
}

const fail = (reply: FastifyReply, status: number, message: string): FastifyReply => reply.code(status).send({ code: 'FAIL', message })

export default async function notifyRoutes (scope: App): Promise<void> {
  const { config, db } = scope.ctx
  const timers = config.orderTimers
  scope.removeContentTypeParser('application/json')
  scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => { done(null, body) })

  scope.post('/notify/wxpay/transaction', async (req, reply) => {
    const pay = wechatPayOf(config)
    if (pay === null) return fail(reply, 404, 'not configured')
    const n = pay.openNotification<Transaction>(headers(req), typeof req.body === 'string' ? req.body : '')
    if (n === null) {
      await log(db, null, 'forged', 'transaction notification with a bad signature, stale or undecryptable', now())
      return fail(reply, 401, 'signature')
    }
    const outcome = await settleTrade(db, pay.mchId, n.resource, timers, now())
    if (outcome === 'settled' || outcome === 'already' || outcome === 'refunding') return reply.code(204).send()
    return fail(reply, 400, outcome)
  })

  scope.post('/notify/wxpay/refund', async (req, reply) => {
    const pay = wechatPayOf(config)
    if (pay === null) return fail(reply, 404, 'not configured')
    const n = pay.openNotification<RefundResult & { refund_status?: string }>(headers(req), typeof req.body === 'string' ? req.body : '')
    if (n === null) {
      await log(db, null, 'forged', 'refund notification with a bad signature, stale or undecryptable', now())
      return fail(reply, 401, 'signature')
    }
    const outcome = await settleRefundNotice(db, n.resource, timers, now())
    return outcome === 'unknown' ? fail(reply, 400, outcome) : reply.code(204).send()
  })
}
