import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify'
import { and, eq, gt } from 'drizzle-orm'
import type { Db } from '../db/client'
import { adminTokens, adminUsers } from '../db/schema'
import { ApiError } from '../lib/envelope'
import { sha256 } from '../lib/tokens'
import { now } from '../lib/time'
import { ADMIN_ROLES, ADMIN_TOKEN_HEADER, type AdminIdentity, type AdminRole } from '../../types/admin'

// The guard of every /api/admin route (app.ts adds it in onRoute): the `admin-token` header is
// looked up by its sha256 among unexpired admin sessions of enabled accounts, and the account's
// role must be super or one the route names in `config.admin`. A route under /api/admin without
// `config.admin` never starts (adminRouteRoles throws), so none can be open by omission.

export function adminRouteRoles (url: string, declared: unknown): readonly AdminRole[] | 'public' {
  if (declared === 'public') return 'public'
  if (!Array.isArray(declared) || !declared.every((r) => (ADMIN_ROLES as readonly unknown[]).includes(r))) {
    throw new Error(`admin route ${url} must declare config.admin: the roles allowed besides super (or 'public')`)
  }
  return declared as AdminRole[]
}

export function adminTokenOf (req: FastifyRequest): string | null {
  const header = req.headers[ADMIN_TOKEN_HEADER]
  const token = Array.isArray(header) ? header[0] : header
  return typeof token === 'string' && /^[0-9a-f]{64}$/i.test(token) ? token.toLowerCase() : null
}

export async function resolveAdmin (db: Db, req: FastifyRequest): Promise<(AdminIdentity & { tokenHash: string }) | null> {
  const token = adminTokenOf(req)
  if (token === null) return null
  const tokenHash = sha256(token)
  const rows = await db.select({ id: adminUsers.id, username: adminUsers.username, role: adminUsers.role, status: adminUsers.status })
    .from(adminTokens)
    .innerJoin(adminUsers, eq(adminUsers.id, adminTokens.adminId))
    .where(and(eq(adminTokens.tokenHash, tokenHash), gt(adminTokens.expiresAt, now())))
    .limit(1)
  const row = rows[0]
  if (row === undefined || row.status !== 'normal') return null
  return { id: row.id, username: row.username, role: row.role as AdminRole, tokenHash }
}

/** Sets request.admin; no session is HTTP 401 `code 401`, a role not allowed HTTP 403 `code 403`. */
export function adminHook (db: Db, roles: readonly AdminRole[]): preValidationAsyncHookHandler {
  return async function adminGuard (req) {
    const admin = await resolveAdmin(db, req)
    if (admin === null) throw new ApiError('admin.login_required', undefined, 401, 401)
    if (admin.role !== 'super' && !roles.includes(admin.role)) throw new ApiError('admin.forbidden', undefined, 403, 403)
    req.admin = { id: admin.id, username: admin.username, role: admin.role }
  }
}
