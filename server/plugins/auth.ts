import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify'
import { and, eq, gt } from 'drizzle-orm'
import type { Db } from '../db/client'
import { userTokens, users } from '../db/schema'
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
  const rows = await db.select({ userId: userTokens.userId, expiresAt: userTokens.expiresAt, status: users.status })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(and(eq(userTokens.tokenHash, tokenHash), gt(userTokens.expiresAt, now())))
    .limit(1)
  const row = rows[0]
  if (row === undefined || row.status !== 'normal') return null
  return { id: row.userId, token: token.toLowerCase(), tokenHash, expiresAt: row.expiresAt }
}

/** Sets request.user; on `auth: true` routes an anonymous call is HTTP 401 `code 401`. */
export function authHook (db: Db, required: boolean): preValidationAsyncHookHandler {
  return async function authenticate (req) {
    req.user = await resolveSession(db, req)
    if (required && req.user === null) throw new ApiError('auth.login_required', undefined, 401, 401)
  }
}
