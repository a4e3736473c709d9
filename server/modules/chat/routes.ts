import { Type } from '@fastify/type-provider-typebox'
import { me, t, type App } from '../../context'
import { ok } from '../../lib/envelope'
import { ClientId, ClientSecret } from '../../lib/schemas'
import { chatList } from './service'

export default async function chatRoutes (app: App): Promise<void> {
  const { db, hub } = app.ctx

  /** Bind the websocket (`client_id` and `client_secret` from its `init`) to the signed-in user. */
  app.post('/api/wanlshop/chat/shake', {
    config: { auth: true },
    schema: { body: Type.Object({ client_id: ClientId, client_secret: ClientSecret }) }
  }, async (req) => {
    const user = me(req)
    await hub.bind(req.body.client_id, req.body.client_secret, user.id, user.tokenHash)
    return ok({ client_id: req.body.client_id }, t(req, 'chat.bind_ok'))
  })

  app.get('/api/wanlshop/chat/lists', {
    config: { auth: true },
    schema: { querystring: Type.Object({}) }
  }, async (req) => {
    return ok(await chatList(db, me(req).id))
  })
}
