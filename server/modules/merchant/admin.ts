import { Type } from '@fastify/type-provider-typebox'
import { sql } from 'drizzle-orm'
import { refused, t, type App } from '../../context'
import { isRefusal, ok, type Refusal } from '../../lib/envelope'
import { writeAudit } from '../../lib/audit'
import { dropEmptyQuery } from '../../lib/query'
import { Id } from '../../lib/schemas'
import { now } from '../../lib/time'
import type { AdminQueue } from '../../lib/module'
import { rows } from '../../lib/sql'
import type { ApplicationState, ListingState } from '../../../types/merchant'
import { adminApplications, reviewApplication } from './application'
import { adminGoods, decideGoods } from './review'

// The merchants' admin console routes (under /api/admin, reviewer): settle-in applications with
// their documents, the product review queue, and taking a product on sale down. Thin: each
// decision writes its audit row inside the service's transaction. (Taking a whole shop down is the
// Shops screen's close, modules/admin.)

const IdParams = Type.Object({ id: Id })
const Reason = Type.String({ maxLength: 200 })
const Page = Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 }))
const reviewer = { admin: ['reviewer'] } as const
const q = { preValidation: dropEmptyQuery }

export const merchantQueues: readonly AdminQueue[] = [
  { key: 'merchant_applications', roles: ['reviewer'], count: async (db) => (await rows<{ n: number }>(db, sql`select count(*)::int as n from merchant_applications where state = 2`))[0].n },
  { key: 'goods_review', roles: ['reviewer'], count: async (db) => (await rows<{ n: number }>(db, sql`select count(*)::int as n from goods where listing_state = 1`))[0].n }
]

export default async function merchantAdminRoutes (app: App): Promise<void> {
  const { db, hub } = app.ctx
  const answer = <T>(req: Parameters<typeof refused>[0], res: T | Refusal) => isRefusal(res) ? refused(req, res) : ok(res, t(req, 'admin.saved'))

  app.get('/merchant-applications', {
    config: reviewer, ...q, schema: { querystring: Type.Object({ page: Page, state: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })) }) }
  }, async (req) => ok(await adminApplications(db, req.query.state as ApplicationState | undefined, req.query.page ?? 1)))

  app.post('/merchant-applications/:id/review', {
    config: reviewer, schema: { params: IdParams, body: Type.Object({ approve: Type.Boolean(), reason: Type.Optional(Reason) }) }
  }, async (req) => {
    const id = req.params.id
    const approve = req.body.approve
    return answer(req, await reviewApplication(db, hub, req.admin.id, id, approve, req.body.reason ?? '', now(),
      async (tx, before, after) => { await writeAudit(tx, req.admin, { action: approve ? 'merchant.approve' : 'merchant.reject', target: `merchant_application:${id}`, before, after }) }))
  })

  app.get('/goods-review', {
    config: reviewer, ...q, schema: { querystring: Type.Object({ page: Page, state: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })) }) }
  }, async (req) => ok(await adminGoods(db, (req.query.state ?? 1) as ListingState, req.query.page ?? 1)))

  app.post('/goods-review/:id/decide', {
    config: reviewer, schema: { params: IdParams, body: Type.Object({ decision: Type.Union([Type.Literal('approve'), Type.Literal('reject'), Type.Literal('ban')]), reason: Type.Optional(Reason) }) }
  }, async (req) => {
    const id = req.params.id
    const decision = req.body.decision
    return answer(req, await decideGoods(db, hub, req.admin.id, id, decision, req.body.reason ?? '', now(),
      async (tx, before, after) => { await writeAudit(tx, req.admin, { action: `goods.${decision}`, target: `goods:${id}`, before, after }) }))
  })
}
