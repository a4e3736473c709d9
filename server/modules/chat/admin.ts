import { Type } from '@fastify/type-provider-typebox'
import { refused, t, type App } from '../../context'
import { isRefusal, ok } from '../../lib/envelope'
import { writeAudit } from '../../lib/audit'
import { dropEmptyQuery } from '../../lib/query'
import { Id } from '../../lib/schemas'
import { CHAT_LIMITS } from '../../../types/chat'
import { serviceHistory, serviceQueue, serviceReply } from './service'

// The admin console's Customer service screen (support role, under /api/admin): the user↔platform
// conversations (unread first), one conversation's history (reading marks it read for the
// platform) and the platform's text reply, pushed to the user's sockets like any chat message.

const support = { admin: ['support'] } as const
const IdParams = Type.Object({ id: Id })
const Key = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })

export default async function chatAdminRoutes (app: App): Promise<void> {
  const { db, hub } = app.ctx

  app.get('/service', { config: support }, async (req) => ok(await serviceQueue(db, req.lang)))

  app.get('/service/:id', {
    config: support,
    preValidation: dropEmptyQuery,
    schema: { params: IdParams, querystring: Type.Object({ before: Type.Optional(Id) }) }
  }, async (req) => {
    const res = await serviceHistory(db, hub, req.params.id, req.query.before, req.lang)
    return isRefusal(res) ? refused(req, res) : ok(res)
  })

  app.post('/service/:id/reply', {
    config: support,
    schema: {
      params: IdParams,
      body: Type.Object({ text: Type.String({ minLength: 1, maxLength: CHAT_LIMITS.textChars }), key: Key }, { additionalProperties: false })
    }
  }, async (req) => {
    const admin = req.admin
    const res = await serviceReply(db, hub, admin.id, req.params.id, req.body.text, req.body.key, req.lang, async (tx, message) => {
      await writeAudit(tx, admin, { action: 'chat.service_reply', target: `chat:${req.params.id}`, after: { message_id: message.id, text: req.body.text } })
    })
    return isRefusal(res) ? refused(req, res) : ok(res, t(req, 'admin.saved'))
  })
}
