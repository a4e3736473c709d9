import { Type } from '@fastify/type-provider-typebox'
import { me, publicBase, refused, t, type App } from '../../context'
import { fail, isRefusal, ok } from '../../lib/envelope'
import { readSingleFile } from '../../lib/multipart'
import { pageOf, PageQuery } from '../../lib/paging'
import { platformSettings } from '../../lib/platform-settings'
import { dropEmptyQuery } from '../../lib/query'
import { Id } from '../../lib/schemas'
import { FIND_LIMITS } from '../../../types/find'
import { saveMedia } from '../chat/media'
import { addComment, comments, creator, deleteComment, deletePost, feed, linkableGoods, people, postDetails, publish, setFollow, setLike } from './service'

// Discovery's API (WanlShop's find/find, find/comments, find/user paths). Reading is open; writing
// needs a login. Likes and follows take the wanted value, so repeated taps do not flip it back.

const ListType = Type.Union(['find', 'follow', 'video', 'user', 'likes'].map((v) => Type.Literal(v)))
const UploadPath = Type.String({ pattern: '^/uploads/[0-9]{6}/[A-Za-z0-9_-]{1,64}\\.[a-z0-9]{2,5}$' })

export default async function findRoutes (app: App): Promise<void> {
  const { db, config } = app.ctx
  const viewer = (req: { user: { id: number } | null }): number | null => req.user?.id ?? null

  app.get('/api/wanlshop/find/find/getList', {
    preValidation: dropEmptyQuery,
    schema: { querystring: Type.Object({ type: Type.Optional(ListType), user_id: Type.Optional(Id), shop_id: Type.Optional(Id), ...PageQuery }) }
  }, async (req) => {
    const q = req.query
    const res = await feed(db, viewer(req), { type: (q.type ?? 'find') as 'find', userId: q.user_id, shopId: q.shop_id }, pageOf(q.page, q.limit, 10), req.lang)
    return isRefusal(res) ? refused(req, res) : ok(res)
  })

  app.get('/api/wanlshop/find/find/getDetails', { schema: { querystring: Type.Object({ id: Id }) } }, async (req) => {
    const res = await postDetails(db, viewer(req), req.query.id, req.lang)
    return isRefusal(res) ? refused(req, res) : ok(res)
  })

  app.post('/api/wanlshop/find/find/addData', {
    config: { auth: true },
    schema: {
      body: Type.Object({
        content: Type.String({ maxLength: FIND_LIMITS.contentChars * 2 }),
        images: Type.Optional(Type.Array(UploadPath, { maxItems: 20 })),
        video: Type.Optional(Type.Union([Type.Literal(''), UploadPath])),
        goods_ids: Type.Optional(Type.Array(Id, { maxItems: 20 }))
      }, { additionalProperties: false })
    }
  }, async (req) => {
    const review = (await platformSettings(db, config)).find_review_user_posts === true
    const b = req.body
    const res = await publish(db, me(req).id, { content: b.content, images: b.images ?? [], video: b.video ?? '', goods_ids: b.goods_ids ?? [] }, review)
    if (isRefusal(res)) return refused(req, res)
    return ok(res, t(req, res.state === 'examine' ? 'find.submitted' : 'find.published'))
  })

  app.post('/api/wanlshop/find/find/delData', { config: { auth: true }, schema: { body: Type.Object({ id: Id }) } }, async (req) => {
    const res = await deletePost(db, me(req).id, req.body.id)
    return isRefusal(res) ? refused(req, res) : ok(res, t(req, 'find.deleted'))
  })

  app.post('/api/wanlshop/find/find/like', {
    config: { auth: true },
    schema: { body: Type.Object({ id: Id, like: Type.Boolean() }, { additionalProperties: false }) }
  }, async (req) => {
    const res = await setLike(db, me(req).id, req.body.id, req.body.like)
    return isRefusal(res) ? refused(req, res) : ok(res, t(req, res.like ? 'find.liked' : 'find.unliked'))
  })

  app.post('/api/wanlshop/find/upload/video', {
    config: { auth: true, multipart: true },
    schema: { querystring: Type.Object({}) }
  }, async (req) => {
    const file = await readSingleFile(req, FIND_LIMITS.videoBytes)
    const mb = FIND_LIMITS.videoBytes / 1024 / 1024
    if ('error' in file) return fail(t(req, file.error === 'too_large' ? 'find.video_too_large' : file.error === 'bad' ? 'request.bad' : 'upload.no_file', { n: mb }))
    const saved = await saveMedia(db, me(req).id, config.uploadDir, 'video', file.bytes)
    if (isRefusal(saved)) return fail(t(req, saved.refusal === 'chat.media_too_large' ? 'find.video_too_large' : 'find.video_bad_type', { n: mb }))
    return ok({ url: saved.path, fullurl: publicBase(req, config) + saved.path }, t(req, 'upload.ok'))
  })

  app.get('/api/wanlshop/find/comments/getList', {
    preValidation: dropEmptyQuery,
    schema: { querystring: Type.Object({ id: Id, ...PageQuery }) }
  }, async (req) => {
    const res = await comments(db, viewer(req), req.query.id, pageOf(req.query.page, req.query.limit))
    return isRefusal(res) ? refused(req, res) : ok(res)
  })

  app.post('/api/wanlshop/find/comments/addData', {
    config: { auth: true },
    schema: { body: Type.Object({ find_id: Id, content: Type.String({ maxLength: FIND_LIMITS.commentChars * 2 }), pid: Type.Optional(Id) }, { additionalProperties: false }) }
  }, async (req) => {
    const res = await addComment(db, me(req).id, req.body.find_id, req.body.content, req.body.pid)
    return isRefusal(res) ? refused(req, res) : ok(res, t(req, 'find.commented'))
  })

  app.post('/api/wanlshop/find/comments/delData', { config: { auth: true }, schema: { body: Type.Object({ id: Id }) } }, async (req) => {
    const res = await deleteComment(db, me(req).id, req.body.id)
    return isRefusal(res) ? refused(req, res) : ok(res, t(req, 'find.deleted'))
  })

  app.get('/api/wanlshop/find/user/userInfo', { schema: { querystring: Type.Object({ id: Id }) } }, async (req) => {
    const res = await creator(db, viewer(req), req.query.id)
    return isRefusal(res) ? refused(req, res) : ok(res)
  })

  app.get('/api/wanlshop/find/user/getList', {
    preValidation: dropEmptyQuery,
    schema: { querystring: Type.Object({ id: Id, type: Type.Union([Type.Literal('follow'), Type.Literal('fans')]), ...PageQuery }) }
  }, async (req) => {
    return ok(await people(db, viewer(req), req.query.id, req.query.type, pageOf(req.query.page, req.query.limit, 20)))
  })

  app.post('/api/wanlshop/find/user/setFollow', {
    config: { auth: true },
    schema: { body: Type.Object({ id: Id, follow: Type.Boolean() }, { additionalProperties: false }) }
  }, async (req) => {
    const res = await setFollow(db, me(req).id, req.body.id, req.body.follow)
    return isRefusal(res) ? refused(req, res) : ok(res, t(req, res.follow ? 'find.followed' : 'find.unfollowed'))
  })

  app.get('/api/wanlshop/find/user/goods', {
    config: { auth: true },
    preValidation: dropEmptyQuery,
    schema: { querystring: Type.Object(PageQuery) }
  }, async (req) => ok(await linkableGoods(db, me(req).id, pageOf(req.query.page, req.query.limit, 20), req.lang)))
}
