import type { AddressInfo } from 'node:net'
import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import { verifyMessage } from 'ethers'
import { SiweMessage, generateNonce } from 'siwe'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { loginNonces, users, userThirds, userTokens } from '../../db/schema'
import { refuse, type Refusal } from '../../lib/envelope'
import { newToken, sha256 } from '../../lib/tokens'
import { DAY, now } from '../../lib/time'
import type { WechatAdapter } from '../../adapters/wechat'
import { createUser } from '../user/service'
import { grantDemoBalances } from '../wallet/grant'

/** Accepted clock difference between the wallet's issued-at and ours. */
const CLOCK_SKEW_SECONDS = 60

export interface NonceGrant { nonce: string, issuedAt: number, expiresAt: number }

/** A fresh single-use nonce (siwe's generator: 17 alphanumerics), stored with its expiry. */
export async function createNonce (db: Db, ttlSeconds: number): Promise<NonceGrant> {
  const t = now()
  const nonce = generateNonce()
  await db.insert(loginNonces).values({ nonce, createdAt: t, expiresAt: t + ttlSeconds })
  // Old rows are useless: drop those expired for a day (cheap, indexed).
  await db.delete(loginNonces).where(lt(loginNonces.expiresAt, t - DAY))
  return { nonce, issuedAt: t, expiresAt: t + ttlSeconds }
}

/** Issue a session token; only its sha256 is stored. */
export async function issueToken (db: Db, userId: number, ttlDays: number, client: string): Promise<{ token: string, tokenHash: string, expiresAt: number }> {
  const token = newToken()
  const tokenHash = sha256(token)
  const t = now()
  const expiresAt = t + ttlDays * DAY
  await db.insert(userTokens).values({ tokenHash, userId, client: client.slice(0, 32), createdAt: t, expiresAt })
  return { token, tokenHash, expiresAt }
}

/**
 * The domain sign-in messages must name: the configured one, else the address this server listens
 * on (the local demo: `localhost:3000` when listening on every interface), never the request Host.
 */
export function siweDomainOf (config: Config, address: AddressInfo | string | null): string {
  if (config.siweDomain !== '') return config.siweDomain
  if (address === null || typeof address === 'string') return `localhost:${config.port}`
  const host = address.address === '0.0.0.0' || address.address === '::' ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address
  return `${host}:${address.port}`
}

export interface WalletLoginInput { message: string, signature: string, invite_code?: string }

function isoSeconds (v: string | undefined): number | null {
  if (v === undefined) return null
  const ms = Date.parse(v)
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000)
}

/**
 * Sign-In with Ethereum (EIP-4361): the message must name our domain and chain, carry a nonce we
 * issued (unused, unexpired: consumed atomically here), be inside its validity window and be signed
 * by the address it names. Only then is the user found or created. Returns the user id.
 */
export async function walletLogin (db: Db, config: Config, input: WalletLoginInput, expectedDomain: string): Promise<{ userId: number, created: boolean } | Refusal> {
  let msg: SiweMessage
  try {
    msg = new SiweMessage(input.message)
  } catch {
    return refuse('auth.message_invalid')
  }
  if (msg.domain !== expectedDomain) return refuse('auth.wrong_domain')
  if (msg.chainId !== config.chainId) return refuse('auth.wrong_network', { chain: config.chainId })
  const t = now()
  const issuedAt = isoSeconds(msg.issuedAt)
  if (issuedAt === null) return refuse('auth.message_invalid')
  if (issuedAt > t + CLOCK_SKEW_SECONDS) return refuse('auth.message_future')
  const notBefore = isoSeconds(msg.notBefore)
  if (notBefore !== null && notBefore > t + CLOCK_SKEW_SECONDS) return refuse('auth.message_future')
  const expiration = isoSeconds(msg.expirationTime)
  if (msg.expirationTime !== undefined && (expiration === null || expiration <= t)) return refuse('auth.message_expired')

  // A malformed signature would make siwe log a stack trace; it is simply a mismatch.
  try { verifyMessage(msg.prepareMessage(), input.signature) } catch { return refuse('auth.signature_mismatch') }
  const verified = await msg.verify({ signature: input.signature }, { suppressExceptions: true }).catch(() => null)
  if (verified === null || !verified.success) return refuse('auth.signature_mismatch')

  // Single use: the first request to flip used_at wins; a replay, an expired or unknown nonce finds no row.
  const consumed = await db.update(loginNonces).set({ usedAt: t })
    .where(and(eq(loginNonces.nonce, msg.nonce), isNull(loginNonces.usedAt), gt(loginNonces.expiresAt, t)))
    .returning({ nonce: loginNonces.nonce })
  if (consumed.length === 0) return refuse('auth.nonce_used')

  const address = msg.address.toLowerCase()
  return await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id, status: users.status }).from(users).where(eq(users.walletAddress, address)).limit(1)
    if (existing !== undefined) {
      if (existing.status !== 'normal') return refuse('auth.account_disabled')
      return { userId: existing.id, created: false }
    }
    const short = `${address.slice(0, 6)}…${address.slice(-4)}`
    const row = await createUser(tx, { username: address, nickname: short, walletAddress: address }, input.invite_code)
    if (row !== null) {
      if (config.demoGrant) await grantDemoBalances(tx, row.id)
      return { userId: row.id, created: true }
    }
    const [winner] = await tx.select({ id: users.id }).from(users).where(eq(users.walletAddress, address)).limit(1)
    if (winner === undefined) throw new Error('wallet user vanished')
    return { userId: winner.id, created: false }
  })
}

export const WECHAT_PLATFORM = 'mp_weixin'

/** WeChat mini program: code → openid → the user bound to it (created on first login). */
export async function wechatLogin (db: Db, wechat: WechatAdapter, code: string, inviteCode?: string, opts: { demoGrant?: boolean } = {}): Promise<{ userId: number, created: boolean } | Refusal> {
  if (!wechat.loginConfigured) return refuse('wechat.not_configured')
  let session
  try {
    session = await wechat.code2session(code)
  } catch {
    return refuse('wechat.code_failed')
  }
  const { openid, unionid } = session
  // A concurrent first login with the same openid loses the insert race; the retry finds its row.
  for (let attempt = 0; ; attempt++) {
    try {
      return await wechatUser(db, openid, unionid, inviteCode, opts.demoGrant === true)
    } catch (err) {
      if (!(err instanceof ConcurrentFirstLogin) || attempt > 0) throw err
    }
  }
}

class ConcurrentFirstLogin extends Error {}

async function wechatUser (db: Db, openid: string, unionid: string | null, inviteCode: string | undefined, demoGrant: boolean): Promise<{ userId: number, created: boolean } | Refusal> {
  return await db.transaction(async (tx) => {
    const [third] = await tx.select({ userId: userThirds.userId, status: users.status }).from(userThirds)
      .innerJoin(users, eq(users.id, userThirds.userId))
      .where(and(eq(userThirds.platform, WECHAT_PLATFORM), eq(userThirds.openid, openid))).limit(1)
    if (third !== undefined) {
      if (third.status !== 'normal') return refuse('auth.account_disabled')
      if (unionid !== null) await tx.update(userThirds).set({ unionid }).where(and(eq(userThirds.platform, WECHAT_PLATFORM), eq(userThirds.openid, openid)))
      return { userId: third.userId, created: false }
    }
    const suffix = openid.slice(-6)
    const row = await createUser(tx, { username: `wx_${sha256(openid).slice(0, 12)}`, nickname: `微信用户${suffix}` }, inviteCode)
    if (row === null) throw new Error('user creation failed')
    const bound = await tx.insert(userThirds).values({ userId: row.id, platform: WECHAT_PLATFORM, openid, unionid, createdAt: now() })
      .onConflictDoNothing().returning({ id: userThirds.id })
    if (bound.length === 0) throw new ConcurrentFirstLogin()
    if (demoGrant) await grantDemoBalances(tx, row.id)
    return { userId: row.id, created: true }
  })
}
