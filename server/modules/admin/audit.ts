import { and, count, desc, eq, gte, like, lte, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { adminAudit } from '../../db/schema'
import { paginated, pageOf } from '../../lib/paging'
import type { AuditPage, AuditQuery } from '../../../types/admin'

// The Audit screen's list: newest first, filtered by operator, action (prefix: `advert` finds
// every advert action), target and time.

function escapeLike (s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`)
}

export async function auditList (db: Db, q: AuditQuery): Promise<AuditPage> {
  const p = pageOf(q.page, q.limit, 20)
  const where: SQL[] = []
  if (q.admin !== undefined) where.push(eq(adminAudit.adminUsername, q.admin))
  if (q.action !== undefined) where.push(like(adminAudit.action, `${escapeLike(q.action)}%`))
  if (q.target !== undefined) where.push(eq(adminAudit.target, q.target))
  if (q.from !== undefined) where.push(gte(adminAudit.createdAt, q.from))
  if (q.to !== undefined) where.push(lte(adminAudit.createdAt, q.to))
  const cond = where.length === 0 ? undefined : and(...where)
  if (p.beyond) return paginated(p, 0, [])
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(adminAudit).where(cond),
    db.select().from(adminAudit).where(cond).orderBy(desc(adminAudit.id)).limit(p.limit).offset(p.offset)
  ])
  return paginated(p, Number(n), rows.map((r) => ({
    id: r.id,
    admin_id: r.adminId,
    admin_username: r.adminUsername,
    action: r.action,
    target: r.target,
    before: r.before,
    after: r.after,
    created_at: r.createdAt
  })))
}
