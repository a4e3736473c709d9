import { and, eq, lt, sql, type SQL } from 'drizzle-orm'
import { Type } from '@fastify/type-provider-typebox'
import type { Db } from '../db/client'
import { idempotencyKeys } from '../db/schema'
import { refuse, type Refusal } from './envelope'
import type { MsgKey } from './i18n'
import type { TaskJob } from './scheduler'
import { rows } from './sql'
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
  const inserted = await rows<{ one: number }>(tx, sql`${claimInsert(userId, scope, key, hash, at)}`)
  if (inserted.length > 0) return { fresh: true }
  return await storedResult<T>(tx, userId, scope, key, hash, stale)
}

/**
 * The claim as one SQL statement (`insert … on conflict do nothing returning 1 as one`), to be a
 * data-modifying CTE of a statement that claims and works at once (checkout, payment): its other
 * parts run only `where exists (select 1 from <claim>)`. `result` may be stored with the claim
 * when the statement can compute it (a concurrent repeat waits on the key until the commit).
 */
export function claimInsert (userId: number, scope: Scope, key: string, hash: string, at: number, result: SQL = sql`null`): SQL {
  return sql`insert into idempotency_keys (user_id, scope, key, request_hash, result, created_at)
    values (${userId}::int, ${scope}::text, ${key}::text, ${hash}::text, ${result}, ${at}::bigint)
    on conflict do nothing returning 1 as one`
}

/** When the claim found the key taken: the stored result of the same request, else the `stale` refusal. */
export async function storedResult<T> (db: Db, userId: number, scope: Scope, key: string, hash: string, stale: MsgKey): Promise<{ fresh: false, result: T } | Refusal> {
  const row = await keyRow(db, userId, scope, key)
  if (row === undefined || row.requestHash !== hash || row.result === null) return refuse(stale)
  return { fresh: false, result: row.result as T }
}

/**
 * For work that checks its input before it claims the key: the input was refused, but a request
 * that already went through with this key gets its stored result (another body: `stale`), as if
 * the claim had come first.
 */
export async function replayOr<T> (db: Db, userId: number, scope: Scope, key: string, hash: string, stale: MsgKey, refusal: Refusal): Promise<T | Refusal> {
  const row = await keyRow(db, userId, scope, key)
  if (row === undefined) return refusal
  if (row.requestHash !== hash) return refuse(stale)
  return row.result === null ? refusal : row.result as T
}

async function keyRow (db: Db, userId: number, scope: Scope, key: string): Promise<{ requestHash: string, result: unknown } | undefined> {
  const [row] = await db.select({ requestHash: idempotencyKeys.requestHash, result: idempotencyKeys.result }).from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key))).limit(1)
  return row
}

/** storeResult() as SQL, to end a statement that does the work (the key was claimed by an earlier statement of the transaction). */
export function storeResultSql (userId: number, scope: Scope, key: string, result: unknown): SQL {
  return sql`update idempotency_keys set result = ${JSON.stringify(result)}::jsonb where user_id = ${userId}::int and scope = ${scope}::text and key = ${key}::text`
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
