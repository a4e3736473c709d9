import type { Db } from '../db/client'
import { adminAudit } from '../db/schema'
import type { AdminIdentity } from '../../types/admin'
import { now } from './time'

// The audit trail of the admin console: every admin action writes one row, in the transaction of
// the change it records (so a rolled-back change leaves no row, and no change goes unrecorded).

export interface AuditEntry {
  /** `<domain>.<verb>`, e.g. `withdrawal.approve`, `advert.update` */
  action: string
  /** `<kind>:<id>`, e.g. `withdrawal:42` */
  target: string
  /** the row (or the fields that changed) before and after; JSON */
  before?: unknown
  after?: unknown
}

export async function writeAudit (tx: Db, admin: AdminIdentity, entry: AuditEntry): Promise<void> {
  await tx.insert(adminAudit).values({
    adminId: admin.id,
    adminUsername: admin.username,
    action: entry.action,
    target: entry.target,
    before: entry.before === undefined ? null : toJson(entry.before),
    after: entry.after === undefined ? null : toJson(entry.after),
    createdAt: now()
  })
}

/** Plain JSON (Dates as ISO text, bigint as text, undefined fields dropped). */
function toJson (v: unknown): unknown {
  return JSON.parse(JSON.stringify(v, (_k, x: unknown) => typeof x === 'bigint' ? x.toString() : x)) as unknown
}
