import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { preparedRows } from '../lib/sql'
import { ApiError } from '../lib/envelope'
import { sha256 } from '../lib/tokens'
import { now } from '../lib/time'
import type { SessionUser } from '../context'

/** The `token` header only (never a query parameter or cookie), looked up by its sha256. */
export async function resolveSession (db: Db, req: FastifyRequest): Promise<SessionUser | null> {
  const header = req.headers.token
  const token = Array.isArray(header) ? header[0] : header
  if (typeof token !== 'string' || !/^[0-9a-f]{64}$/i.test(token)) return null
  const tokenHash = sha256(token.toLowerCase())
  // every signed-in request runs this: a named prepared statement, planned once per connection and
  // not rebuilt by the query builder each time
  const [row] = await preparedRows<{ user_id: number, expires_at: number, status: string }>(db, 'auth_session', sql`
    select t.user_id, t.expires_at::float8 as expires_at, u.status from user_tokens t join users u on u.id = t.user_id
    where t.token_hash = ${tokenHash} and t.expires_at > ${now()} limit 1`)
  if (row === undefined || row.status !== 'normal') return null
  return { id: row.user_id, token: token.toLowerCase(), tokenHash, expiresAt: row.expires_at }
}

/** Sets request.user; on `auth: true` routes an anonymous call is HTTP 401 `code 401`. */
export function authHook (db: Db, required: boolean): preValidationAsyncHookHandler {
  return async function authenticate (req) {
    req.user = await resolveSession(db, req)
    if (required && req.user === null) throw new ApiError('auth.login_required', undefined, 401, 401)
  }
}
