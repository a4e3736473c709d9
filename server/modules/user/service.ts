import fs from 'node:fs'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { ASSETS, type Asset, type ProfileUpdate, type SessionPayload, type UserInfo } from '../../../types/user'
import { EMAIL } from '../../../types/validate'
import type { Db } from '../../db/client'
import { balances, shops, uploads, users, userTokens } from '../../db/schema'
import { refuse, type Refusal } from '../../lib/envelope'
import { amount } from '../../lib/money'
import { randomCode } from '../../lib/tokens'
import { now } from '../../lib/time'
import { buildStatistics } from './statistics'

export type UserRow = typeof users.$inferSelect

export function inviteLink (base: string, code: string): string {
  return `${base}/#/pages/index?invite_code=${encodeURIComponent(code)}`
}

/** All balances of a user as decimal strings; a missing row is "0.00". */
export async function balancesOf (db: Db, userId: number): Promise<Record<Asset, string>> {
  const rows = await db.select({ asset: balances.asset, amount: balances.amount }).from(balances).where(eq(balances.userId, userId))
  const out = Object.fromEntries(ASSETS.map((a) => [a, amount(0)])) as Record<Asset, string>
  for (const r of rows) if ((ASSETS as readonly string[]).includes(r.asset)) out[r.asset as Asset] = amount(r.amount)
  return out
}

export async function userInfo (db: Db, userId: number, token: string, base: string): Promise<UserInfo> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1)
  if (row === undefined) throw new Error(`user ${userId} not found`)
  const [bal, shop] = await Promise.all([
    balancesOf(db, userId),
    db.select({ id: shops.id }).from(shops).where(eq(shops.userId, userId)).limit(1)
  ])
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    mobile: row.mobile,
    avatar: row.avatar,
    level: row.level,
    gender: row.gender,
    email: row.email,
    birthday: row.birthday,
    bio: row.bio,
    invite_code: row.inviteCode,
    invite_link: inviteLink(base, row.inviteCode),
    invite_user_id: row.inviteUserId,
    wallet_address: row.walletAddress ?? '',
    money: bal.money,
    score: bal.score,
    bbc: bal.bbc,
    bbt: bal.bbt,
    usdt_amount: bal.usdt,
    voucher: bal.voucher,
    grade: row.grade,
    agent_level: row.agentLevel,
    successions: row.successions,
    maxsuccessions: row.maxSuccessions,
    prevtime: row.prevTime,
    logintime: row.loginTime,
    jointime: row.joinTime,
    is_merchant_open: shop.length > 0,
    set_paypwd: row.payPasswordHash !== null,
    token
  }
}

export async function sessionPayload (db: Db, userId: number, token: string, base: string): Promise<SessionPayload> {
  const [userinfo, statistics] = await Promise.all([userInfo(db, userId, token, base), buildStatistics(db, userId)])
  return { userinfo, statistics }
}

export interface NewUser {
  username: string
  nickname: string
  walletAddress?: string | null
  avatar?: string
  isAdmin?: boolean
}

/**
 * Create a user with a unique invite code and zero balance rows. `inviteCode` names the inviter;
 * it binds only here, at creation (never later, never to oneself). Returns null if the wallet
 * address is already taken (a concurrent first login won).
 */
export async function createUser (db: Db, input: NewUser, inviteCode?: string): Promise<UserRow | null> {
  let inviterId: number | null = null
  if (inviteCode !== undefined && inviteCode !== '') {
    const [inviter] = await db.select({ id: users.id }).from(users).where(eq(users.inviteCode, inviteCode.toUpperCase())).limit(1)
    inviterId = inviter?.id ?? null
  }
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = randomCode(8)
    const inserted = await db.insert(users).values({
      username: input.username,
      nickname: input.nickname,
      avatar: input.avatar ?? '',
      walletAddress: input.walletAddress ?? null,
      isAdmin: input.isAdmin ?? false,
      inviteCode: code,
      inviteUserId: inviterId,
      joinTime: now()
    }).onConflictDoNothing().returning()
    const row = inserted[0]
    if (row !== undefined) {
      await db.insert(balances).values(ASSETS.map((asset) => ({ userId: row.id, asset, amount: '0' }))).onConflictDoNothing()
      return row
    }
    if (input.walletAddress != null) {
      const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.walletAddress, input.walletAddress)).limit(1)
      if (taken !== undefined) return null
    }
    // else: the invite code collided; try another
  }
  throw new Error('could not allocate a unique invite code')
}

/** Remember this login: previous and current login time, IP. */
export async function touchLogin (db: Db, userId: number, ip: string): Promise<void> {
  await db.update(users).set({ prevTime: sql`${users.loginTime}`, loginTime: now(), loginIp: ip.slice(0, 64) }).where(eq(users.id, userId))
}

export async function revokeToken (db: Db, tokenHash: string): Promise<void> {
  await db.delete(userTokens).where(eq(userTokens.tokenHash, tokenHash))
}

/**
 * `/uploads/x.png` or `{base}/uploads/x.png` → `/uploads/x.png` when it is a file this server served
 * that `ownerId` uploaded when given (or a demo image): nobody takes someone else's upload as their picture.
 */
export async function servedImagePath (db: Db, value: string, base: string, uploadDir: string, ownerId?: number): Promise<string | null> {
  let p = value.trim()
  if (p.startsWith(base + '/')) p = p.slice(base.length)
  if (!/^\/uploads\/[A-Za-z0-9_\-/]+\.(png|jpe?g|gif|webp)$/i.test(p) || p.includes('//')) return null
  const [row] = await db.select({ id: uploads.id }).from(uploads)
    .where(ownerId === undefined ? eq(uploads.path, p) : and(eq(uploads.path, p), eq(uploads.userId, ownerId))).limit(1)
  if (row !== undefined) return p
  // demo images written by the seed
  if (p.startsWith('/uploads/demo/') && fs.existsSync(path.join(uploadDir, p.slice('/uploads/'.length)))) return p
  return null
}

function validBirthday (v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v)
  if (m === null) return false
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]) &&
    Number(m[1]) >= 1900 && d.getTime() <= Date.now()
}

export async function updateProfile (db: Db, userId: number, input: ProfileUpdate, base: string, uploadDir: string): Promise<Refusal | null> {
  const set: Partial<typeof users.$inferInsert> = {}
  if (input.nickname !== undefined) {
    const nickname = input.nickname.trim()
    if (nickname === '') return refuse('user.nickname_empty')
    set.nickname = nickname
  }
  if (input.bio !== undefined) set.bio = input.bio.trim()
  if (input.gender !== undefined) set.gender = input.gender
  if (input.birthday !== undefined) {
    if (input.birthday !== '' && !validBirthday(input.birthday)) return refuse('user.birthday_invalid')
    set.birthday = input.birthday === '' ? null : input.birthday
  }
  if (input.email !== undefined) {
    const email = input.email.trim()
    if (email !== '' && !EMAIL.test(email)) return refuse('user.email_invalid')
    set.email = email
  }
  if (input.avatar !== undefined) {
    const avatar = await servedImagePath(db, input.avatar, base, uploadDir, userId)
    if (avatar === null) return refuse('user.avatar_invalid')
    set.avatar = avatar
  }
  if (Object.keys(set).length > 0) await db.update(users).set(set).where(eq(users.id, userId))
  return null
}
