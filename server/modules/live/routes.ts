import { Type } from '@fastify/type-provider-typebox'
import { me, refused, t, type App } from '../../context'
import { fail, isRefusal, ok } from '../../lib/envelope'
import { Id } from '../../lib/schemas'
import { createLive, endMine, endSummary, leave, like, myLive, onAirList, onPublish, onPublishDone, play, say, SAY_MAX_CHARS } from './service'

// Live API (WanlShop's live/* paths) and the two callbacks nginx-rtmp makes (outside /api: nginx
// sends no Sign; the per-live stream key is the proof). Opening a live needs a login (spec §6).

const UploadPath = Type.String({ pattern: '^/uploads/[0-9]{6}/[A-Za-z0-9_-]{1,64}\\.[a-z0-9]{2,5}$' })
const RtmpForm = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 100 })),
  key: Type.Optional(Type.String({ maxLength: 100 }))
})

export default async function liveRoutes (app: App): Promise<void> {
  const { db, hub, config } = app.ctx

  app.get('/api/wanlshop/live/getIsLive', { config: { auth: true }, schema: { querystring: Type.Object({}) } }, async (req) => {
    return ok(await myLive(db, config, me(req).id, req.lang))
  })

  app.post('/api/wanlshop/live/startLive', {
    config: { auth: true },
    schema: {
      body: Type.Object({
        title: Type.String({ maxLength: 60 }),
        image: Type.Optional(Type.Union([Type.Literal(''), UploadPath])),
        goods_ids: Type.Optional(Type.Array(Id, { maxItems: 20 }))
      }, { additionalProperties: false })
    }
  }, async (req) => {
    const res = await createLive(db, config, me(req).id, { title: req.body.title, image: req.body.image ?? '', goods_ids: req.body.goods_ids ?? [] }, req.lang)
    return isRefusal(res) ? refused(req, res) : ok(res, t(req, 'live.created'))
  })

  app.get('/api/wanlshop/live/play', { config: { auth: true }, schema: { querystring: Type.Object({ id: Id }) } }, async (req) => {
    const res = await play(db, hub, config, me(req).id, req.query.id, req.lang)
    return isRefusal(res) ? refused(req, res) : ok(res)
  })

  app.post('/api/wanlshop/live/unload', { config: { auth: true }, schema: { body: Type.Object({ id: Id }) } }, async (req) => {
    await leave(db, hub, me(req).id, req.body.id)
    return ok(null)
  })

  app.post('/api/wanlshop/live/send', {
    config: { auth: true },
    schema: { body: Type.Object({ id: Id, message: Type.String({ maxLength: SAY_MAX_CHARS * 2 }) }, { additionalProperties: false }) }
  }, async (req) => {
    const res = await say(db, hub, me(req).id, req.body.id, req.body.message)
    return isRefusal(res) ? refused(req, res) : ok(res, t(req, 'live.sent'))
  })

  app.post('/api/wanlshop/live/like', { config: { auth: true }, schema: { body: Type.Object({ id: Id }) } }, async (req) => {
    const res = await like(db, hub, me(req).id, req.body.id)
    return isRefusal(res) ? refused(req, res) : ok(res, t(req, 'live.liked'))
  })

  app.post('/api/wanlshop/live/endLive', { config: { auth: true }, schema: { body: Type.Object({ id: Id }) } }, async (req) => {
    const res = await endMine(db, hub, me(req).id, req.body.id)
    return isRefusal(res) ? refused(req, res) : ok(res, t(req, 'live.ended'))
  })

  app.get('/api/wanlshop/live/getEnd', { schema: { querystring: Type.Object({ id: Id }) } }, async (req) => {
    const res = await endSummary(db, req.query.id)
    return isRefusal(res) ? refused(req, res) : ok(res)
  })

  app.get('/api/wanlshop/live/getList', { schema: { querystring: Type.Object({}) } }, async () => ok(await onAirList(db)))

  // nginx-rtmp: 2xx lets the push in, anything else drops it
  app.post('/rtmp/on_publish', { schema: { body: RtmpForm } }, async (req, reply) => {
    const id = await onPublish(db, hub, req.body.name ?? '', req.body.key ?? '')
    if (id === null) return await reply.code(403).send(fail(t(req, 'live.not_found'), 403))
    return ok({ id })
  })

  app.post('/rtmp/on_publish_done', { schema: { body: RtmpForm } }, async (req) => {
    await onPublishDone(db, hub, req.body.name ?? '', req.body.key ?? '')
    return ok(null)
  })
}
