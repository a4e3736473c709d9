import { Type } from '@fastify/type-provider-typebox'
import { refused, t, type App } from '../../context'
import { isRefusal, ok, type Refusal } from '../../lib/envelope'
import { writeAudit } from '../../lib/audit'
import { PageQuery } from '../../lib/paging'
import { dropEmptyQuery } from '../../lib/query'
import { Id } from '../../lib/schemas'
import { now } from '../../lib/time'
import type { AdminQueue } from '../../lib/module'
import { rows } from '../../lib/sql'
import { sql } from 'drizzle-orm'
import type { WithdrawState } from '../../../types/wallet'
import { adminRealNames, reviewRealName } from './cards'
import { chainOf } from './deposit'
import { adminWithdrawals, approveWithdrawal, rejectWithdrawal } from './withdraw'

// The wallet's admin console routes (under /api/admin): the withdrawal queue (finance; approving
// a BSC withdrawal sends the payout) and the real-name reviews (reviewer). Thin: the rules are the
// service functions'; each decision writes its audit row inside the service's transaction.

const IdParams = Type.Object({ id: Id })
const Reason = Type.String({ maxLength: 200 })
const finance = { admin: ['finance'] } as const
const reviewer = { admin: ['reviewer'] } as const
const q = { preValidation: dropEmptyQuery }

export default async function walletAdminRoutes (app: App): Promise<void> {
  const { db, config } = app.ctx
  const answer = <T>(req: Parameters<typeof refused>[0], res: T | Refusal) => isRefusal(res) ? refused(req, res) : ok(res, t(req, 'admin.saved'))

  // ── Withdrawals ──
  app.get('/withdrawals', {
    config: finance,
    ...q,
    schema: { querystring: Type.Object({ ...PageQuery, state: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })) }) }
  }, async (req) => ok(await adminWithdrawals(db, req.query.state as WithdrawState | undefined, req.query.page)))
  app.post('/withdrawals/:id/approve', { config: finance, schema: { params: IdParams, body: Type.Object({ reference: Type.Optional(Type.String({ maxLength: 100 })) }) } }, async (req) => {
    const id = req.params.id
    return answer(req, await approveWithdrawal(db, chainOf(config), req.admin, id, req.body.reference ?? '', now(),
      async (tx, before, after) => { await writeAudit(tx, req.admin, { action: 'withdrawal.approve', target: `withdrawal:${id}`, before, after }) }))
  })
  app.post('/withdrawals/:id/reject', { config: finance, schema: { params: IdParams, body: Type.Object({ reason: Reason }) } }, async (req) => {
    const id = req.params.id
    return answer(req, await rejectWithdrawal(db, req.admin, id, req.body.reason, now(),
      async (tx, before, after) => { await writeAudit(tx, req.admin, { action: 'withdrawal.reject', target: `withdrawal:${id}`, before, after }) }, chainOf(config)))
  })

  // ── Real name ──
  app.get('/real-names', {
    config: reviewer,
    ...q,
    schema: { querystring: Type.Object({ ...PageQuery, state: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')])) }) }
  }, async (req) => ok(await adminRealNames(db, req.query.state, req.query.page)))
  app.post('/real-names/:id/review', { config: reviewer, schema: { params: IdParams, body: Type.Object({ approve: Type.Boolean(), reason: Type.Optional(Reason) }) } }, async (req) => {
    const userId = req.params.id
    const action = req.body.approve ? 'realname.approve' : 'realname.reject'
    return answer(req, await reviewRealName(db, req.admin, userId, req.body.approve, req.body.reason ?? '', now(),
      async (tx, before, after) => { await writeAudit(tx, req.admin, { action, target: `realname:${userId}`, before, after }) }))
  })
}

export const walletQueues: readonly AdminQueue[] = [
  { key: 'withdrawals', roles: ['finance'], count: async (db) => (await rows<{ n: number }>(db, sql`select count(*)::int as n from withdrawals where state = 1`))[0].n },
  { key: 'real_names', roles: ['reviewer'], count: async (db) => (await rows<{ n: number }>(db, sql`select count(*)::int as n from real_names where state = 'pending'`))[0].n }
]
