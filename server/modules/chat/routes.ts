import { Type } from '@fastify/type-provider-typebox'
import { CHAT_LIMITS, CHAT_MONEY_TYPES, CHAT_SEND_TYPES, type ChatMoneyType, type ChatSendRequest } from '../../../types/chat'
import type { UploadResult } from '../../../types/common'
import { me, publicBase, refused, t, type App } from '../../context'
import { fail, isRefusal, ok } from '../../lib/envelope'
import { readSingleFile } from '../../lib/multipart'
import { ClientId, ClientSecret, Id } from '../../lib/schemas'
import { MEDIA_MAX, saveMedia, type MediaKind } from './media'
import { memoryLimiter, redisLimiter } from './rate-limit'
import { openRed, packetStates, sendMoney } from './money'
import { chatHistory, chatList, clearChat, deleteChat, openServiceChat, openShopChat, readChat, sendMessage } from './service'

// Chat routes (spec §7 chat/*, study §2.10). Every route but shake works on the caller's own
// conversations only (service.ts myConversation); bodies are typed per message type and checked
// again in the service.

const Role = Type.Union([Type.Literal('buy'), Type.Literal('sell')])
const Key = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })
const Location = Type.Object({
  name: Type.String({ maxLength: CHAT_LIMITS.locationChars }),
  address: Type.String({ maxLength: CHAT_LIMITS.locationChars }),
  latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 }))
}, { additionalProperties: false })
const Content = Type.Union([
  Type.Object({ text: Type.String({ maxLength: CHAT_LIMITS.textChars }) }, { additionalProperties: false }),
  Type.Object({ url: Type.String({ maxLength: 300 }), duration: Type.Optional(Type.Number({ minimum: 0, maximum: 600 })) }, { additionalProperties: false }),
  Type.Object({ id: Id }, { additionalProperties: false }),
  Location,
  // red / transfer: the password is checked and dropped, never stored
  Type.Object({
    asset: Type.Union([Type.Literal('usdt'), Type.Literal('bbc')]),
    amount: Type.String({ maxLength: 32 }),
    pay_password: Type.String({ maxLength: 32 }),
    greeting: Type.Optional(Type.String({ maxLength: CHAT_LIMITS.greetingChars }))
  }, { additionalProperties: false })
])

export default async function chatRoutes (app: App): Promise<void> {
  const { config, db, hub } = app.ctx
  // one window per sender for all instances when they share Redis; this process's otherwise
  const limiter = app.ctx.redis !== undefined ? redisLimiter(app.ctx.redis, `${config.redisChannel}:`) : memoryLimiter()

  /** Bind the websocket (`client_id` and `client_secret` from its `init`) to the signed-in user. */
  app.post('/api/wanlshop/chat/shake', {
    config: { auth: true },
    schema: { body: Type.Object({ client_id: ClientId, client_secret: ClientSecret }) }
  }, async (req) => {
    const user = me(req)
    await hub.bind(req.body.client_id, req.body.client_secret, user.id, user.tokenHash)
    return ok({ client_id: req.body.client_id }, t(req, 'chat.bind_ok'))
  })

  /** role buy (default): the caller's conversations; sell: those of the shops they own. */
  app.get('/api/wanlshop/chat/lists', {
    config: { auth: true },
    schema: { querystring: Type.Object({ role: Type.Optional(Role) }) }
  }, async (req) => {
    return ok(await chatList(db, me(req).id, req.query.role ?? 'buy', req.lang))
  })

  /** The buyer opens a chat with a shop (created on first contact). */
  app.post('/api/wanlshop/chat/getShopChat', { config: { auth: true }, schema: { body: Type.Object({ id: Id }) } }, async (req) => {
    const res = await openShopChat(db, me(req).id, req.body.id)
    return isRefusal(res) ? refused(req, res) : ok(res)
  })

  /** The caller's conversation with the platform (customer service). */
  app.post('/api/wanlshop/chat/service', { config: { auth: true }, schema: { body: Type.Object({}) } }, async (req) => {
    return ok(await openServiceChat(db, me(req).id, req.lang))
  })

  /** Messages of one of the caller's conversations, older than `before`, oldest first. */
  app.post('/api/wanlshop/chat/history', {
    config: { auth: true },
    schema: { body: Type.Object({ id: Id, before: Type.Optional(Id), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) }) }
  }, async (req) => {
    const res = await chatHistory(db, me(req).id, req.body.id, req.body.before, req.body.limit ?? CHAT_LIMITS.historyPage, req.lang)
    // red packets show their state now (opened, returned), not the one they were sent with
    return isRefusal(res) ? refused(req, res) : ok({ ...res, data: await packetStates(db, res.data) })
  })

  app.post('/api/wanlshop/chat/send', {
    config: { auth: true },
    schema: {
      body: Type.Object({
        conversation_id: Type.Optional(Id),
        shop_id: Type.Optional(Id),
        service: Type.Optional(Type.Boolean()),
        type: Type.Union(CHAT_SEND_TYPES.map((x) => Type.Literal(x))),
        content: Content,
        key: Key
      })
    }
  }, async (req) => {
    const body = req.body as ChatSendRequest
    const res = (CHAT_MONEY_TYPES as readonly string[]).includes(body.type)
      ? await sendMoney(db, hub, me(req).id, body as ChatSendRequest<ChatMoneyType>, req.lang, limiter)
      : await sendMessage(db, hub, me(req).id, body, req.lang, limiter)
    return isRefusal(res) ? refused(req, res) : ok(res, t(req, 'chat.sent'))
  })

  /** The receiver opens a red packet (once, within 24 h): the money is credited to them. */
  app.post('/api/wanlshop/chat/openRed', { config: { auth: true }, schema: { body: Type.Object({ id: Id }) } }, async (req) => {
    const res = await openRed(db, hub, me(req).id, req.body.id)
    return isRefusal(res) ? refused(req, res) : ok(res, t(req, 'chat.red_opened'))
  })

  /** Marks one conversation (id) or all of a role read; the other side gets a read receipt. */
  app.post('/api/wanlshop/chat/read', {
    config: { auth: true },
    schema: { body: Type.Object({ id: Type.Optional(Id), role: Type.Optional(Role) }) }
  }, async (req) => {
    const res = await readChat(db, hub, me(req).id, req.body.id, req.body.role ?? 'buy')
    return isRefusal(res) ? refused(req, res) : ok(null, t(req, 'chat.read_ok'))
  })

  app.post('/api/wanlshop/chat/clear', { config: { auth: true }, schema: { body: Type.Object({ id: Id }) } }, async (req) => {
    const res = await clearChat(db, me(req).id, req.body.id)
    return isRefusal(res) ? refused(req, res) : ok(null, t(req, 'chat.cleared'))
  })

  app.post('/api/wanlshop/chat/del', { config: { auth: true }, schema: { body: Type.Object({ id: Id }) } }, async (req) => {
    const res = await deleteChat(db, me(req).id, req.body.id)
    return isRefusal(res) ? refused(req, res) : ok(null, t(req, 'chat.deleted'))
  })

  /** Voice (≤ 2 MB) and video (≤ 20 MB) files for messages; multipart `file`. */
  app.post('/api/wanlshop/chat/upload/:kind', {
    config: { auth: true, multipart: true },
    schema: { params: Type.Object({ kind: Type.Union([Type.Literal('voice'), Type.Literal('video')]) }), querystring: Type.Object({}) }
  }, async (req) => {
    const user = me(req)
    const kind = req.params.kind as MediaKind
    const file = await readSingleFile(req, MEDIA_MAX[kind])
    if ('error' in file) {
      if (file.error === 'too_large') return fail(t(req, 'chat.media_too_large', { n: MEDIA_MAX[kind] / 1024 / 1024 }))
      return fail(t(req, file.error === 'bad' ? 'request.bad' : 'upload.no_file'))
    }
    const bytes = file.bytes
    const saved = await saveMedia(db, user.id, config.uploadDir, kind, bytes)
    if (isRefusal(saved)) return refused(req, saved)
    const data: UploadResult = { url: saved.path, fullurl: publicBase(req, config) + saved.path }
    return ok(data, t(req, 'chat.media_ok'))
  })
}
