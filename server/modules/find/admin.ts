import { Type } from '@fastify/type-provider-typebox'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { refused, t, type App } from '../../context'
import type { Db } from '../../db/client'
import { findPosts } from '../../db/schema'
import { writeAudit } from '../../lib/audit'
import { isRefusal, ok, refuse } from '../../lib/envelope'
import { paginated, pageOf, PageQuery } from '../../lib/paging'
import { dropEmptyQuery } from '../../lib/query'
import { Id } from '../../lib/schemas'
import { rows } from '../../lib/sql'
import { now } from '../../lib/time'
import { inTransaction } from '../../lib/tx'
import { pushNotice } from '../notice/service'
import { noticeReview } from './notify'

// The admin console's Posts screen (reviewer, under /api/admin): the review queue of users' posts
// (state examine) and every post by state; approve (examine → normal), reject (examine → rejected,
// with a reason the author sees) and take down (normal → hidden, with a reason). One conditional
// UPDATE each, so two reviewers acting at once cannot both move the same post; the author gets one
// system notice per decision, written in its transaction (find/notify.ts).

const reviewer = { admin: ['reviewer'] } as const
const States = Type.Union(['examine', 'normal', 'rejected', 'hidden'].map((s) => Type.Literal(s)))

const MOVES = {
  approve: { from: ['examine', 'hidden'], to: 'normal' },
  reject: { from: ['examine'], to: 'rejected' },
  takedown: { from: ['normal'], to: 'hidden' }
} as const

export async function postsWaiting (db: Db): Promise<number> {
  const [{ n }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from find_posts where state = 'examine'`)
  return n
}

export default async function findAdminRoutes (app: App): Promise<void> {
  const { db } = app.ctx

  app.get('/posts', {
    config: reviewer,
    preValidation: dropEmptyQuery,
    schema: { querystring: Type.Object({ state: Type.Optional(States), ...PageQuery }) }
  }, async (req) => {
    const p = pageOf(req.query.page, req.query.limit, 20)
    const state = req.query.state ?? 'examine'
    if (p.beyond) return ok(paginated(p, 0, []))
    const [{ n }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from find_posts where state = ${state}`)
    const list = await rows(db, sql`
      select p.id, p.type, p.content, p.images, p.video, p.state, p.note, p.likes, p.comments, p.created_at as createtime,
             p.user_id, u.nickname, p.shop_id, s.shopname as shop_name
      from find_posts p join users u on u.id = p.user_id left join shops s on s.id = p.shop_id
      where p.state = ${state} order by p.id desc limit ${p.limit} offset ${p.offset}`)
    return ok(paginated(p, n, list))
  })

  app.post('/posts/:id/:action', {
    config: reviewer,
    schema: {
      params: Type.Object({ id: Id, action: Type.Union([Type.Literal('approve'), Type.Literal('reject'), Type.Literal('takedown')]) }),
      body: Type.Object({ note: Type.Optional(Type.String({ maxLength: 200 })) }, { additionalProperties: false })
    }
  }, async (req) => {
    const { id, action } = req.params
    const move = MOVES[action]
    const note = req.body.note?.trim() ?? ''
    // the author is told why a post was refused or taken down
    if (action !== 'approve' && note === '') return refused(req, refuse('find.reason'))
    const res = await inTransaction(db, async (tx) => {
      const [moved] = await tx.update(findPosts).set({ state: move.to, note, updatedAt: now() })
        .where(and(eq(findPosts.id, id), inArray(findPosts.state, [...move.from])))
        .returning({ userId: findPosts.userId, content: findPosts.content, video: findPosts.video })
      if (moved === undefined) return refuse('find.review_wrong_state')
      await writeAudit(tx, req.admin, { action: `find.${action}`, target: `find_post:${id}`, after: { state: move.to, note } })
      const notice = await noticeReview(tx, { id, ...moved }, action, note)
      return { id, state: move.to, notice }
    })
    if (isRefusal(res)) return refused(req, res)
    await pushNotice(app.ctx.hub, res.notice)
    return ok({ id: res.id, state: res.state }, t(req, 'find.review_done'))
  })
}
