import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { preparedRows } from '../lib/sql'
import { ApiError } from '../lib/envelope'
import { sha256 } from '../lib/tokens'
import { now } from '../lib/time'
import type { SessionUser } from '../context'
import type { SessionCache } from './session-cache'

/**
 * The `token` header only (never a query parameter or cookie), looked up by its sha256: in the
 * session cache, else in the database (a frozen account's sessions are deleted with the freeze,
 * and the status is checked as well).
 */
export async function resolveSession (db: Db, sessions: SessionCache, req: FastifyRequest): Promise<SessionUser | null> {
  const header = req.headers.token
  const raw = Array.isArray(header) ? header[0] : header
  if (typeof raw !== 'string' || !/^[0-9a-f]{64}$/i.test(raw)) return null
  const token = raw.toLowerCase()
  const tokenHash = sha256(token)
  const at = now()
  const hit = sessions.get(tokenHash, at)
  if (hit !== undefined) return { id: hit.userId, token, tokenHash, expiresAt: hit.expiresAt }
  const mark = sessions.mark()
  // a named prepared statement, planned once per connection and not rebuilt by the query builder
  const [row] = await preparedRows<{ user_id: number, expires_at: number, status: string }>(db, 'auth_session', sql`
    select t.user_id, t.expires_at::float8 as expires_at, u.status from user_tokens t join users u on u.id = t.user_id
    where t.token_hash = ${tokenHash} and t.expires_at > ${at} limit 1`)
  if (row === undefined || row.status !== 'normal') return null
  sessions.remember(tokenHash, { userId: row.user_id, expiresAt: row.expires_at }, mark)
  return { id: row.user_id, token, tokenHash, expiresAt: row.expires_at }
}

/** Sets request.user; on `auth: true` routes an anonymous call is HTTP 401 `code 401`. */
export function authHook (db: Db, sessions: SessionCache, required: boolean): preValidationAsyncHookHandler {
  return async function authenticate (req) {
    req.user = await resolveSession(db, sessions, req)
    if (required && req.user === null) throw new ApiError('auth.login_required', undefined, 401, 401)
  }
}
