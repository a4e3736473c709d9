import { Type } from '@fastify/type-provider-typebox'
import { NOTICE_TYPES } from '../../../types/notice'
import { me, t, type App } from '../../context'
import { ok } from '../../lib/envelope'
import { pageOf, PageQuery } from '../../lib/paging'
import { Id } from '../../lib/schemas'
import { noticeList, noticeRead } from './service'

const NoticeType = Type.Union(NOTICE_TYPES.map((x) => Type.Literal(x)))

export default async function noticeRoutes (app: App): Promise<void> {
  const { db } = app.ctx

  app.get('/api/wanlshop/notice/getNoticeList', {
    config: { auth: true },
    schema: { querystring: Type.Object({ type: NoticeType, ...PageQuery }) }
  }, async (req) => {
    return ok(await noticeList(db, me(req).id, req.query.type, pageOf(req.query.page, req.query.limit), req.lang))
  })

  app.post('/api/wanlshop/notice/read', {
    config: { auth: true },
    schema: { body: Type.Object({ id: Type.Optional(Id), type: Type.Optional(NoticeType) }) }
  }, async (req) => {
    const n = await noticeRead(db, me(req).id, req.body)
    return ok({ read: n }, t(req, 'notice.read_ok'))
  })
}
