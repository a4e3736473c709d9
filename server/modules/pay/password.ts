import crypto from 'node:crypto'
import { and, desc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { emailCodes, payPasswordGuards, users } from '../../db/schema'
import type { MailAdapter } from '../../adapters/mail'
import { isRefusal, refuse, type Refusal } from '../../lib/envelope'
import { translate, type Lang } from '../../lib/i18n'
import { preparedRows } from '../../lib/sql'
import { sha256 } from '../../lib/tokens'
import { now } from '../../lib/time'
import { hashSecret, verifySecret } from '../../lib/scrypt'
import { EMAIL, PAY_PASSWORD } from '../../../types/validate'

// The payment password: 6 digits, stored as scrypt with a per-user salt (parameters in the stored
// text, so they can change). Five wrong tries in a row lock payments for 15 minutes. It is set or
// reset with a 6-digit code sent by e-mail (10 minutes, 5 attempts, only its hash stored).

/**
 * scrypt cost: 2^12 × 8 (≈ 8 ms of one core). A 6-digit password has only a million values, so what
 * protects it is the lockout, not the hash cost; this cost is paid on every payment (at 2^14 it was
 * most of a checkout's CPU, see the README benchmark). Stored hashes name their own parameters.
 */
const N = 4_096

export const MAX_TRIES = 5
export const LOCK_SECONDS = 15 * 60
export const CODE_TTL_SECONDS = 10 * 60
export const CODE_ATTEMPTS = 5

export async function hashPayPassword (password: string): Promise<string> {
  return await hashSecret(password, N)
}

export async function verifyPayPassword (stored: string, password: string): Promise<boolean> {
  return await verifySecret(stored, password)
}

/**
 * Right passwords, remembered for RIGHT_TTL_SECONDS so that a buyer paying again soon costs no
 * scrypt (it was most of a checkout's CPU): per user, an HMAC under a key that exists only in this
 * process's memory, over the stored hash and the password — a password reset (new hash) forgets
 * it, and nothing of it is written anywhere. Only a right password can match; anything else takes
 * the full path below (scrypt, the tries counted under the guard row lock), so the lockout is
 * unchanged. Bounded: the oldest entries go first past RIGHT_MAX entries.
 */
const RIGHT_TTL_SECONDS = 10 * 60
const RIGHT_MAX = 50_000
const rightKey = crypto.randomBytes(32)
const right = new Map<number, { digest: Buffer, until: number }>()

function rightDigest (userId: number, stored: string, password: string): Buffer {
  return crypto.createHmac('sha256', rightKey).update(`${userId}\n${stored}\n${password}`).digest()
}

function recentlyRight (userId: number, stored: string, password: string, at: number): boolean {
  const e = right.get(userId)
  if (e === undefined) return false
  if (e.until <= at) { right.delete(userId); return false }
  return crypto.timingSafeEqual(e.digest, rightDigest(userId, stored, password))
}

function rememberRight (userId: number, stored: string, password: string, at: number): void {
  right.delete(userId)
  if (right.size >= RIGHT_MAX) right.delete(right.keys().next().value!)
  right.set(userId, { digest: rightDigest(userId, stored, password), until: at + RIGHT_TTL_SECONDS })
}

/** The payment password's hash and its guard (tries, lock), as checkPayPassword reads them. */
export interface PayPasswordRow { hash: string | null, failures: number | null, lockedUntil: number | null }

/**
 * The caller's PayPasswordRow as one JSON value (null without an account), for a statement that
 * reads it beside what the request needs next — pay/payment reads it with the orders, one round
 * trip instead of two — and hands it to checkPayPassword as `known`.
 */
export function payPasswordJson (userId: number): SQL {
  return sql`(select json_build_object('hash', u.pay_password_hash, 'failures', g.failures, 'lockedUntil', g.locked_until::int)
    from users u left join pay_password_guards g on g.user_id = u.id where u.id = ${userId}::int)`
}

/**
 * Checks the caller's payment password: null when right, else why not (not set, locked with the
 * minutes left, wrong with the tries left).
 *
 * The attempt count and the lock are read and written under the user's guard row lock (SELECT … FOR
 * UPDATE), held while the hash is compared: checks of one user run one after another, each seeing
 * what the previous one recorded. So N concurrent wrong guesses cost N tries, nothing is compared
 * once the fifth has locked, and concurrent right passwords all pass (a reserve-then-compare counter
 * would have locked the owner out of their own concurrent payments).
 */
export async function checkPayPassword (db: Db, userId: number, password: string, at = now(), known?: PayPasswordRow | null): Promise<Refusal | null> {
  const user = known !== undefined ? known : (await preparedRows<PayPasswordRow>(db, 'paypwd_read', sql`
    select u.pay_password_hash as hash, g.failures, g.locked_until::int as "lockedUntil"
    from users u left join pay_password_guards g on g.user_id = u.id where u.id = ${userId}::int`))[0]
  if (user === undefined || user === null || user.hash === null) return refuse('pay.password_not_set')
  const hash = user.hash
  // the password this user was last right with, and no tries counted: nothing to write, no scrypt
  if ((user.failures ?? 0) === 0 && (user.lockedUntil ?? 0) === 0 && recentlyRight(userId, hash, password, at)) return null
  return await db.transaction(async (tx) => {
    await tx.insert(payPasswordGuards).values({ userId, failures: 0, lockedUntil: 0 }).onConflictDoNothing()
    const [g] = await tx.select({ failures: payPasswordGuards.failures, lockedUntil: payPasswordGuards.lockedUntil })
      .from(payPasswordGuards).where(eq(payPasswordGuards.userId, userId)).for('update')
    if (g.lockedUntil > at) return refuse('pay.password_locked', { n: Math.ceil((g.lockedUntil - at) / 60) })
    // a lock that ran out starts a new run of tries
    const failures = g.lockedUntil > 0 ? 0 : g.failures
    if (PAY_PASSWORD.test(password) && await verifyPayPassword(hash, password)) {
      if (failures > 0 || g.lockedUntil > 0) await tx.update(payPasswordGuards).set({ failures: 0, lockedUntil: 0 }).where(eq(payPasswordGuards.userId, userId))
      rememberRight(userId, hash, password, at)
      return null
    }
    const next = failures + 1
    const lockedUntil = next >= MAX_TRIES ? at + LOCK_SECONDS : 0
    await tx.update(payPasswordGuards).set({ failures: next, lockedUntil }).where(eq(payPasswordGuards.userId, userId))
    if (lockedUntil > 0) return refuse('pay.password_locked', { n: Math.ceil(LOCK_SECONDS / 60) })
    return refuse('pay.password_wrong', { n: MAX_TRIES - next })
  })
}

function codeHash (userId: number, email: string, code: string): string {
  return sha256(`${userId}:${email}:${code}`)
}

function normalEmail (v: string): string | null {
  const email = v.trim()
  return email.length <= 100 && EMAIL.test(email) ? email.toLowerCase() : null
}

/** Codes one account may ask for per hour, whatever client or address asks (mail is not free, nor is a victim's inbox). */
export const CODES_PER_HOUR = 5

/** `owner@example.com` → `o***@example.com`: enough to recognise, not to harvest. */
export function maskEmail (email: string): string {
  const at = email.indexOf('@')
  return at <= 0 ? email : `${email[0]}***${email.slice(at)}`
}

/** Where codes go: the verified address once there is one, else the address given. */
export type CodeSent = { to: 'given' } | { to: 'verified', masked: string }

/**
 * user/payPwdCode: a new code (earlier unused ones stop working). It goes to the account's verified
 * e-mail (proved by an earlier code); the address given counts only while none is verified, so a
 * stolen session cannot move the password to another mailbox. At most CODES_PER_HOUR per account.
 */
export async function sendPayPasswordCode (db: Db, mail: MailAdapter, userId: number, emailInput: string, lang: Lang, at = now()): Promise<CodeSent | Refusal> {
  const given = normalEmail(emailInput)
  if (given === null) return refuse('user.email_invalid')
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')
  const claimed = await db.transaction(async (tx) => {
    // the user row lock makes the hourly count exact under concurrent requests
    const [u] = await tx.select({ verified: users.verifiedEmail }).from(users).where(eq(users.id, userId)).for('update')
    if (u === undefined) return refuse('paypwd.code_invalid')
    const [recent] = await tx.select({ n: sql<number>`count(*)::int` }).from(emailCodes)
      .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, 'paypwd'), gt(emailCodes.createdAt, at - 3600)))
    if ((recent?.n ?? 0) >= CODES_PER_HOUR) return refuse('paypwd.too_many_codes')
    const email = u.verified !== '' ? u.verified : given
    await tx.update(emailCodes).set({ usedAt: at })
      .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, 'paypwd'), isNull(emailCodes.usedAt)))
    const [row] = await tx.insert(emailCodes).values({
      userId, email, purpose: 'paypwd', codeHash: codeHash(userId, email, code), expiresAt: at + CODE_TTL_SECONDS, createdAt: at
    }).returning({ id: emailCodes.id })
    return { id: row.id, email, verified: u.verified !== '' }
  })
  if (isRefusal(claimed)) return claimed
  try {
    await mail.send({ to: claimed.email, subject: translate(lang, 'paypwd.mail_subject'), text: translate(lang, 'paypwd.mail_text', { code }) })
  } catch {
    await db.delete(emailCodes).where(eq(emailCodes.id, claimed.id))
    return refuse('mail.failed')
  }
  return claimed.verified && claimed.email !== given ? { to: 'verified', masked: maskEmail(claimed.email) } : { to: 'given' }
}

export interface ResetInput { email: string, code: string, password: string, repassword: string }

/**
 * user/resetPayPwd: the code sent to this e-mail sets the payment password, and the e-mail becomes
 * the account's verified one. Once an address is verified, only codes sent to it count.
 */
export async function resetPayPassword (db: Db, userId: number, input: ResetInput, at = now()): Promise<Refusal | null> {
  const email = normalEmail(input.email)
  if (email === null) return refuse('user.email_invalid')
  const code = input.code.trim()
  if (code === '') return refuse('paypwd.code_required')
  if (!/^\d{6}$/.test(code)) return refuse('paypwd.code_invalid')
  if (!PAY_PASSWORD.test(input.password)) return refuse('paypwd.digits')
  if (input.password !== input.repassword) return refuse('paypwd.mismatch')
  const hash = await hashPayPassword(input.password)
  return await db.transaction(async (tx) => {
    const [u] = await tx.select({ verified: users.verifiedEmail }).from(users).where(eq(users.id, userId))
    if (u !== undefined && u.verified !== '' && u.verified !== email) return refuse('paypwd.code_invalid')
    const [row] = await tx.select({ id: emailCodes.id, codeHash: emailCodes.codeHash }).from(emailCodes)
      .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, 'paypwd'), eq(emailCodes.email, email), isNull(emailCodes.usedAt),
        gt(emailCodes.expiresAt, at), lt(emailCodes.attempts, CODE_ATTEMPTS)))
      .orderBy(desc(emailCodes.id)).limit(1).for('update')
    if (row === undefined) return refuse('paypwd.code_invalid')
    const given = Buffer.from(codeHash(userId, email, code))
    if (!crypto.timingSafeEqual(given, Buffer.from(row.codeHash))) {
      await tx.update(emailCodes).set({ attempts: sql`${emailCodes.attempts} + 1` }).where(eq(emailCodes.id, row.id))
      return refuse('paypwd.code_invalid')
    }
    await tx.update(emailCodes).set({ usedAt: at }).where(eq(emailCodes.id, row.id))
    await tx.update(users).set({ payPasswordHash: hash, email, verifiedEmail: email }).where(eq(users.id, userId))
    // proving the mailbox lifts a lock
    await tx.delete(payPasswordGuards).where(eq(payPasswordGuards.userId, userId))
    return null
  })
}

/** Codes past their time are useless: the timers drop them. */
export async function forgetOldCodes (db: Db, at: number): Promise<void> {
  await db.delete(emailCodes).where(lt(emailCodes.expiresAt, at - 86_400))
}
