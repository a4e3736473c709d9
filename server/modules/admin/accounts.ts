import crypto from 'node:crypto'
import { and, eq, lt } from 'drizzle-orm'
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib'
import type { Db } from '../../db/client'
import { adminTokens, adminUsers } from '../../db/schema'
import { refuse, type Refusal } from '../../lib/envelope'
import { inTransaction } from '../../lib/tx'
import { writeAudit } from '../../lib/audit'
import { hashSecret, verifySecret } from '../../lib/scrypt'
import { newToken, sha256 } from '../../lib/tokens'
import { HOUR, now } from '../../lib/time'
import { ADMIN_ROLES, type AdminIdentity, type AdminRole, type AdminSession } from '../../../types/admin'

// Admin accounts: username + scrypt password (+ optional TOTP), sessions as hashed expiring
// tokens. Five failed sign-ins in a row (wrong password or wrong code) lock the account for 15
// minutes; the count and the lock are read and written under the account's row lock, so a burst of
// guesses costs one try each and nothing is compared once the lock is set.

/** scrypt 2^14 × 8: an operator's password guards the whole platform */
const N = 16_384
export const MAX_TRIES = 5
export const LOCK_SECONDS = 15 * 60
const USERNAME = /^[A-Za-z0-9_.-]{2,32}$/

export async function hashAdminPassword (password: string): Promise<string> {
  return await hashSecret(password, N)
}

/** A random password of 16 letters and digits (what `npm run admin -- create` prints once). */
export function randomPassword (): string {
  return crypto.randomBytes(12).toString('base64').replace(/[+/=]/g, '').slice(0, 16).padEnd(16, 'x')
}

export function isAdminRole (v: string): v is AdminRole {
  return (ADMIN_ROLES as readonly string[]).includes(v)
}

export async function createAdmin (db: Db, username: string, role: AdminRole, password: string): Promise<AdminIdentity> {
  if (!USERNAME.test(username)) throw new Error('username: 2–32 letters, digits, _ . -')
  const [row] = await db.insert(adminUsers).values({ username, role, passwordHash: await hashAdminPassword(password), createdAt: now() })
    .onConflictDoNothing().returning({ id: adminUsers.id })
  if (row === undefined) throw new Error(`an admin named ${username} already exists`)
  return { id: row.id, username, role }
}

/** Sets a new password (and clears the lock); false when there is no such admin. */
export async function resetAdminPassword (db: Db, username: string, password: string): Promise<boolean> {
  const rows = await db.update(adminUsers).set({ passwordHash: await hashAdminPassword(password), failures: 0, lockedUntil: 0 })
    .where(eq(adminUsers.username, username)).returning({ id: adminUsers.id })
  return rows.length > 0
}

/** Turns TOTP on (a new secret) and returns the otpauth:// URI for an authenticator app. */
export async function enableTotp (db: Db, username: string): Promise<string | null> {
  const secret = generateSecret()
  const rows = await db.update(adminUsers).set({ totpSecret: secret }).where(eq(adminUsers.username, username)).returning({ id: adminUsers.id })
  if (rows.length === 0) return null
  return generateURI({ issuer: 'BB Mall admin', label: username, secret })
}

/** The demo database's `demo`/`demo` super admin (embedded database only); true when it was made now. */
export async function ensureDemoAdmin (db: Db): Promise<boolean> {
  const existing = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.username, 'demo')).limit(1)
  if (existing.length > 0) return false
  await createAdmin(db, 'demo', 'super', 'demo')
  return true
}

export interface LoginInput { username: string, password: string, otp?: string }

type Attempt = { ok: true, admin: AdminIdentity } | { ok: false, refusal: Refusal, failed: boolean }

/** Checks one sign-in under the account's row lock and records the failure or the success. */
async function attempt (tx: Db, input: LoginInput, at: number): Promise<Attempt> {
  const [row] = await tx.select().from(adminUsers).where(eq(adminUsers.username, input.username)).for('update').limit(1)
  if (row === undefined) {
    await hashAdminPassword(input.password) // the same work as a real check: no timing hint that the name is unknown
    return { ok: false, refusal: refuse('admin.login_failed'), failed: false }
  }
  if (row.lockedUntil > at) return { ok: false, refusal: refuse('admin.locked', { n: Math.ceil((row.lockedUntil - at) / 60) }), failed: false }
  const fail = async (key: 'admin.login_failed_left' | 'admin.otp_wrong'): Promise<Attempt> => {
    const failures = row.failures + 1
    const locked = failures >= MAX_TRIES
    await tx.update(adminUsers).set({ failures: locked ? 0 : failures, lockedUntil: locked ? at + LOCK_SECONDS : 0 }).where(eq(adminUsers.id, row.id))
    return {
      ok: false,
      refusal: locked ? refuse('admin.locked', { n: LOCK_SECONDS / 60 }) : refuse(key, { n: MAX_TRIES - failures }),
      failed: true
    }
  }
  if (!await verifySecret(row.passwordHash, input.password)) return await fail('admin.login_failed_left')
  if (row.totpSecret !== null) {
    if (input.otp === undefined || input.otp === '') return { ok: false, refusal: refuse('admin.otp_required'), failed: false }
    const res = await verifyTotp({ secret: row.totpSecret, token: input.otp, epochTolerance: 30 }).catch(() => ({ valid: false }))
    if (!res.valid) return await fail('admin.otp_wrong')
  }
  if (row.status !== 'normal') return { ok: false, refusal: refuse('admin.disabled'), failed: false }
  await tx.update(adminUsers).set({ failures: 0, lockedUntil: 0, lastLoginAt: at }).where(eq(adminUsers.id, row.id))
  return { ok: true, admin: { id: row.id, username: row.username, role: row.role as AdminRole } }
}

export async function adminLogin (db: Db, input: LoginInput, ttlHours: number): Promise<AdminSession | Refusal> {
  const at = now()
  // a failure must be committed (it counts), so the attempt's transaction never rolls back on one
  const result = await db.transaction(async (tx) => await attempt(tx as unknown as Db, input, at))
  if (!result.ok) return result.refusal
  const token = newToken()
  const expiresAt = at + ttlHours * HOUR
  return await inTransaction(db, async (tx) => {
    await tx.delete(adminTokens).where(and(eq(adminTokens.adminId, result.admin.id), lt(adminTokens.expiresAt, at)))
    await tx.insert(adminTokens).values({ tokenHash: sha256(token), adminId: result.admin.id, createdAt: at, expiresAt })
    await writeAudit(tx, result.admin, { action: 'admin.login', target: `admin:${result.admin.id}` })
    return { token, expires_at: expiresAt, admin: result.admin }
  })
}

export async function adminLogout (db: Db, tokenHash: string): Promise<void> {
  await db.delete(adminTokens).where(eq(adminTokens.tokenHash, tokenHash))
}
