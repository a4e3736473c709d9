import { and, eq, lt } from 'drizzle-orm'
import { Type } from '@fastify/type-provider-typebox'
import type { Db } from '../db/client'
import { idempotencyKeys } from '../db/schema'
import { refuse, type Refusal } from './envelope'
import type { MsgKey } from './i18n'
import type { TaskJob } from './scheduler'
import { sha256 } from './tokens'

// Idempotency keys (checkout token, payment key, any domain's), claimed inside the transaction that does the work:
// the first request inserts the key with a hash of its body and, before committing, its result. A
// concurrent repeat waits on the key's unique index until that transaction ends, then finds the
// row and returns the stored result; if the first was refused (rolled back) the repeat does the
// work itself. The same key with another body is refused.

/** Which operation a key belongs to ('order', 'pay', 'refund'...): the same key may be used once per scope. */
export type Scope = string

/** The request field carrying a key: the preview's token, or any random text of the client. */
export const IdempotencyKey = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' })

/** JSON with sorted keys: the same request always hashes the same. */
function canonical (v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`
  if (v !== null && typeof v === 'object') {
    const o = v as Record<string, unknown>
    return `{${Object.keys(o).filter((k) => o[k] !== undefined).sort().map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`).join(',')}}`
  }
  return JSON.stringify(v)
}

export function requestHash (body: unknown): string {
  return sha256(canonical(body))
}

export type Claim<T> = { fresh: true } | { fresh: false, result: T }

export async function claimKey<T> (tx: Db, userId: number, scope: Scope, key: string, hash: string, at: number, stale: MsgKey): Promise<Claim<T> | Refusal> {
  const inserted = await tx.insert(idempotencyKeys).values({ userId, scope, key, requestHash: hash, result: null, createdAt: at })
    .onConflictDoNothing().returning({ key: idempotencyKeys.key })
  if (inserted.length > 0) return { fresh: true }
  const [row] = await tx.select({ requestHash: idempotencyKeys.requestHash, result: idempotencyKeys.result }).from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key))).limit(1)
  if (row === undefined || row.requestHash !== hash || row.result === null) return refuse(stale)
  return { fresh: false, result: row.result as T }
}

export async function storeResult (tx: Db, userId: number, scope: Scope, key: string, result: unknown): Promise<void> {
  await tx.update(idempotencyKeys).set({ result })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
}

/** Keys older than this are forgotten (the scheduler runs forgetKeysJob). */
export const KEY_TTL_SECONDS = 2 * 86_400

export async function forgetOldKeys (db: Db, at: number): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, at - KEY_TTL_SECONDS))
}

export const forgetKeysJob: TaskJob = { name: 'idempotency.forget', run: async (db, at) => { await forgetOldKeys(db, at) } }
