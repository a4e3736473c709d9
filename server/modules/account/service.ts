import crypto from 'node:crypto'
import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm'
import { DEFAULT_NOTICE_SETTINGS, type AccountSecurity, type ChangeEmailRequest, type EmailCodePurpose, type MyComment, type NoticeSettings, type SignedInDevice } from '../../../types/account'
import type { Paginated } from '../../../types/envelope'
import { EMAIL } from '../../../types/validate'
import type { Db } from '../../db/client'
import { emailCodes, goods, goodsComments, userSettings, users, userThirds, userTokens } from '../../db/schema'
import type { MailAdapter } from '../../adapters/mail'
import { isRefusal, refuse, type Refusal } from '../../lib/envelope'
import { translate, type Lang } from '../../lib/i18n'
import { paginated, type Page } from '../../lib/paging'
import { sha256 } from '../../lib/tokens'
import { now } from '../../lib/time'
import { maskEmail } from '../pay/password'

// Account settings and security (issue 19): message settings kept on the server, signed-in
// devices, proving and changing the e-mail, the caller's reviews. Every query is bound to the caller.

// ---- message settings ----

export async function noticeSettings (db: Db, userId: number): Promise<NoticeSettings> {
  const [row] = await db.select({ pushs: userSettings.pushs, voice: userSettings.voice, shock: userSettings.shock })
    .from(userSettings).where(eq(userSettings.userId, userId)).limit(1)
  return row ?? { ...DEFAULT_NOTICE_SETTINGS }
}

export async function saveNoticeSettings (db: Db, userId: number, input: Partial<NoticeSettings>): Promise<NoticeSettings> {
  const set: Partial<NoticeSettings> = {}
  for (const k of ['pushs', 'voice', 'shock'] as const) if (input[k] !== undefined) set[k] = input[k]
  if (Object.keys(set).length === 0) return await noticeSettings(db, userId)
  const [row] = await db.insert(userSettings).values({ userId, ...DEFAULT_NOTICE_SETTINGS, ...set })
    .onConflictDoUpdate({ target: userSettings.userId, set })
    .returning({ pushs: userSettings.pushs, voice: userSettings.voice, shock: userSettings.shock })
  return row
}

// ---- signed-in devices ----

/** The id a session is shown with: derived from the stored hash, so neither the token nor its hash leaves the server. */
export function deviceId (tokenHash: string): string {
  return sha256(`device:${tokenHash}`).slice(0, 24)
}

export async function devices (db: Db, userId: number, currentHash: string, at = now()): Promise<SignedInDevice[]> {
  const rows = await db.select({ hash: userTokens.tokenHash, client: userTokens.client, createdAt: userTokens.createdAt, expiresAt: userTokens.expiresAt })
    .from(userTokens).where(and(eq(userTokens.userId, userId), gt(userTokens.expiresAt, at))).orderBy(desc(userTokens.createdAt))
  return rows.map((r) => ({ id: deviceId(r.hash), client: r.client, created_at: r.createdAt, expires_at: r.expiresAt, current: r.hash === currentHash }))
    .sort((a, b) => Number(b.current) - Number(a.current))
}

/** Signs out one of the caller's other sessions; returns the token hash that was revoked. */
export async function signOutDevice (db: Db, userId: number, currentHash: string, id: string): Promise<string | Refusal> {
  const rows = await db.select({ hash: userTokens.tokenHash }).from(userTokens).where(eq(userTokens.userId, userId))
  const hit = rows.find((r) => deviceId(r.hash) === id)
  if (hit === undefined) return refuse('account.device_unknown')
  if (hit.hash === currentHash) return refuse('account.device_current')
  const gone = await db.delete(userTokens).where(and(eq(userTokens.tokenHash, hit.hash), eq(userTokens.userId, userId))).returning({ hash: userTokens.tokenHash })
  if (gone.length === 0) return refuse('account.device_unknown')
  return hit.hash
}

// ---- security centre ----

export async function security (db: Db, userId: number, currentHash: string): Promise<AccountSecurity> {
  const [u] = await db.select({ wallet: users.walletAddress, email: users.email, verified: users.verifiedEmail, pay: users.payPasswordHash })
    .from(users).where(eq(users.id, userId)).limit(1)
  const [third] = await db.select({ n: count() }).from(userThirds).where(eq(userThirds.userId, userId))
  return {
    wallet_address: u?.wallet ?? '',
    wechat: (u?.wallet ?? null) === null && (third?.n ?? 0) > 0,
    email: u?.email ?? '',
    verified_email: u !== undefined && u.verified !== '' ? maskEmail(u.verified) : '',
    set_paypwd: u?.pay != null,
    devices: await devices(db, userId, currentHash)
  }
}

// ---- e-mail codes: prove the profile e-mail, change the proved one ----

/** 10 minutes, 5 attempts, at most CODES_PER_HOUR e-mail codes per account and hour. */
const CODE_TTL_SECONDS = 600
const CODE_ATTEMPTS = 5
export const EMAIL_CODES_PER_HOUR = 5
const PURPOSE = { verify: 'email_verify', old: 'email_old', new: 'email_new' } as const satisfies Record<EmailCodePurpose, string>

function codeHash (userId: number, purpose: string, email: string, code: string): string {
  return sha256(`${userId}:${purpose}:${email}:${code}`)
}

function normalEmail (v: string | undefined): string | null {
  const email = (v ?? '').trim()
  return email !== '' && email.length <= 100 && EMAIL.test(email) ? email.toLowerCase() : null
}

/** Sends a code for `purpose`; answers the masked address it went to. */
export async function sendEmailCode (db: Db, mail: MailAdapter, userId: number, purpose: EmailCodePurpose, emailInput: string | undefined, lang: Lang, at = now()): Promise<string | Refusal> {
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')
  const kind = PURPOSE[purpose]
  const claimed = await db.transaction(async (tx) => {
    const [u] = await tx.select({ email: users.email, verified: users.verifiedEmail }).from(users).where(eq(users.id, userId)).for('update')
    if (u === undefined) return refuse('account.email_none')
    let to: string | null
    if (purpose === 'verify') {
      if (u.verified !== '') return refuse('account.email_already_verified')
      to = normalEmail(u.email)
      if (to === null) return refuse('account.email_none')
    } else if (purpose === 'old') {
      if (u.verified === '') return refuse('account.email_no_verified')
      to = u.verified
    } else {
      to = normalEmail(emailInput)
      if (to === null) return refuse('user.email_invalid')
      if (to === u.verified) return refuse('account.email_same')
    }
    const [recent] = await tx.select({ n: sql<number>`count(*)::int` }).from(emailCodes)
      .where(and(eq(emailCodes.userId, userId), inArray(emailCodes.purpose, Object.values(PURPOSE)), gt(emailCodes.createdAt, at - 3600)))
    if ((recent?.n ?? 0) >= EMAIL_CODES_PER_HOUR) return refuse('paypwd.too_many_codes')
    await tx.update(emailCodes).set({ usedAt: at }).where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, kind), isNull(emailCodes.usedAt)))
    const [row] = await tx.insert(emailCodes).values({
      userId, email: to, purpose: kind, codeHash: codeHash(userId, kind, to, code), expiresAt: at + CODE_TTL_SECONDS, createdAt: at
    }).returning({ id: emailCodes.id })
    return { id: row.id, to }
  })
  if (isRefusal(claimed)) return claimed
  try {
    await mail.send({ to: claimed.to, subject: translate(lang, 'account.mail_subject'), text: translate(lang, 'paypwd.mail_text', { code }) })
  } catch {
    await db.delete(emailCodes).where(eq(emailCodes.id, claimed.id))
    return refuse('mail.failed')
  }
  return maskEmail(claimed.to)
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Uses the newest live code of `kind` for `email`; a wrong one costs an attempt. */
async function useCode (tx: Tx, userId: number, kind: string, email: string, code: string, at: number): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false
  const [row] = await tx.select({ id: emailCodes.id, codeHash: emailCodes.codeHash }).from(emailCodes)
    .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, kind), eq(emailCodes.email, email), isNull(emailCodes.usedAt),
      gt(emailCodes.expiresAt, at), lt(emailCodes.attempts, CODE_ATTEMPTS)))
    .orderBy(desc(emailCodes.id)).limit(1).for('update')
  if (row === undefined) return false
  if (!crypto.timingSafeEqual(Buffer.from(codeHash(userId, kind, email, code)), Buffer.from(row.codeHash))) {
    await tx.update(emailCodes).set({ attempts: sql`${emailCodes.attempts} + 1` }).where(eq(emailCodes.id, row.id))
    return false
  }
  await tx.update(emailCodes).set({ usedAt: at }).where(eq(emailCodes.id, row.id))
  return true
}

/** The code sent to the profile e-mail proves it: it becomes the verified address. */
export async function verifyEmail (db: Db, userId: number, codeInput: string, at = now()): Promise<Refusal | null> {
  const code = codeInput.trim()
  if (code === '') return refuse('paypwd.code_required')
  return await db.transaction(async (tx) => {
    const [u] = await tx.select({ email: users.email, verified: users.verifiedEmail }).from(users).where(eq(users.id, userId)).for('update')
    if (u === undefined) return refuse('account.email_none')
    if (u.verified !== '') return refuse('account.email_already_verified')
    const email = normalEmail(u.email)
    if (email === null) return refuse('account.email_none')
    if (!await useCode(tx, userId, PURPOSE.verify, email, code, at)) return refuse('paypwd.code_invalid')
    await tx.update(users).set({ email, verifiedEmail: email }).where(eq(users.id, userId))
    return null
  })
}

/**
 * Changes the e-mail: the code sent to the new address, and — while a proved address exists — the
 * code sent to that one too (a stolen session cannot move the payment-password mailbox).
 */
export async function changeEmail (db: Db, userId: number, input: ChangeEmailRequest, at = now()): Promise<Refusal | null> {
  const email = normalEmail(input.email)
  if (email === null) return refuse('user.email_invalid')
  const code = input.code.trim()
  if (code === '') return refuse('paypwd.code_required')
  return await db.transaction(async (tx) => {
    const [u] = await tx.select({ verified: users.verifiedEmail }).from(users).where(eq(users.id, userId)).for('update')
    if (u === undefined) return refuse('account.email_none')
    if (email === u.verified) return refuse('account.email_same')
    if (u.verified !== '') {
      const old = (input.old_code ?? '').trim()
      if (old === '') return refuse('account.old_code_required')
      if (!await useCode(tx, userId, PURPOSE.old, u.verified, old, at)) return refuse('paypwd.code_invalid')
    }
    if (!await useCode(tx, userId, PURPOSE.new, email, code, at)) return refuse('paypwd.code_invalid')
    await tx.update(users).set({ email, verifiedEmail: email }).where(eq(users.id, userId))
    return null
  })
}

// ---- my reviews ----

export async function myComments (db: Db, userId: number, p: Page, lang: Lang): Promise<Paginated<MyComment>> {
  if (p.beyond) return paginated(p, 0, [])
  const [total] = await db.select({ n: count() }).from(goodsComments).where(eq(goodsComments.userId, userId))
  const rows = await db.select({
    id: goodsComments.id, goodsId: goodsComments.goodsId, orderId: goodsComments.orderId, sku: goodsComments.sku,
    content: goodsComments.content, images: goodsComments.images, score: goodsComments.score, state: goodsComments.state,
    anonymous: goodsComments.anonymous, createdAt: goodsComments.createdAt, title: goods.title, titleEn: goods.titleEn, image: goods.image
  }).from(goodsComments).innerJoin(goods, eq(goods.id, goodsComments.goodsId))
    .where(eq(goodsComments.userId, userId)).orderBy(desc(goodsComments.createdAt), desc(goodsComments.id)).limit(p.limit).offset(p.offset)
  return paginated(p, total?.n ?? 0, rows.map((r) => ({
    id: r.id,
    goods_id: r.goodsId,
    order_id: r.orderId,
    title: lang === 'en' && r.titleEn ? r.titleEn : r.title,
    image: r.image,
    sku: r.sku,
    content: r.content,
    images: r.images,
    score: Number(r.score).toFixed(1),
    state: r.state,
    anonymous: r.anonymous,
    createtime: r.createdAt
  })))
}
