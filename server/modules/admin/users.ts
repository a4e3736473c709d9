import { and, asc, count, desc, eq, gt, ilike, or, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { balances, ledger, orders, shops, userTokens, users } from '../../db/schema'
import { refuse, type Refusal } from '../../lib/envelope'
import { inTransaction } from '../../lib/tx'
import { writeAudit } from '../../lib/audit'
import { paginated, pageOf } from '../../lib/paging'
import { money } from '../../lib/money'
import { now } from '../../lib/time'
import { containsPattern } from '../../lib/sql'
import { billLabel } from '../wallet/bills'
import type { Lang } from '../../lib/i18n'
import type { BillType } from '../../../types/wallet'
import type { AdminIdentity, AdminLedgerRow, AdminUser, AdminUserDetail, ContentPage } from '../../../types/admin'

// The Users screen: search by id, nickname, wallet address or invite code; a user's profile,
// balances per asset and ledger (the 18 bill types); freezing a login (status `frozen`: every
// session ends and sign-in is refused) and unfreezing it. Changes are audited.

type UserRow = typeof users.$inferSelect

function userOut (r: UserRow): AdminUser {
  return {
    id: r.id, nickname: r.nickname, avatar: r.avatar, wallet_address: r.walletAddress, invite_code: r.inviteCode,
    invite_user_id: r.inviteUserId, level: r.level, agent_level: r.agentLevel, status: r.status, join_time: r.joinTime,
    login_time: r.loginTime, login_ip: r.loginIp, email: r.email, mobile: r.mobile
  }
}

export async function userList (db: Db, q: { keyword?: string, status?: string, page?: number, limit?: number }): Promise<ContentPage<AdminUser>> {
  const p = pageOf(q.page, q.limit, 20)
  const where: SQL[] = []
  const k = q.keyword?.trim()
  if (k !== undefined && k !== '') {
    const any: SQL[] = [ilike(users.nickname, containsPattern(k)), eq(users.inviteCode, k.toUpperCase())]
    if (/^\d{1,9}$/.test(k)) any.push(eq(users.id, Number(k)))
    if (/^0x[0-9a-fA-F]{1,40}$/.test(k)) any.push(ilike(users.walletAddress, `${k.toLowerCase()}%`))
    where.push(or(...any)!)
  }
  if (q.status !== undefined) where.push(eq(users.status, q.status))
  const cond = where.length === 0 ? undefined : and(...where)
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(users).where(cond),
    db.select().from(users).where(cond).orderBy(desc(users.id)).limit(p.limit).offset(p.offset)
  ])
  return paginated(p, Number(n), rows.map(userOut))
}

export async function userDetail (db: Db, id: number): Promise<AdminUserDetail | Refusal> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  if (row === undefined) return refuse('admin.user_not_found')
  const [bal, [{ n: orderCount }], shop, [{ n: invitees }], [{ n: sessions }]] = await Promise.all([
    db.select().from(balances).where(eq(balances.userId, id)).orderBy(asc(balances.asset)),
    db.select({ n: count() }).from(orders).where(eq(orders.userId, id)),
    db.select({ id: shops.id, name: shops.shopname, status: shops.status }).from(shops).where(eq(shops.userId, id)).limit(1),
    db.select({ n: count() }).from(users).where(eq(users.inviteUserId, id)),
    db.select({ n: count() }).from(userTokens).where(and(eq(userTokens.userId, id), gt(userTokens.expiresAt, now())))
  ])
  return {
    user: userOut(row),
    balances: bal.map((b) => ({ asset: b.asset, amount: money(b.amount) })),
    orders: Number(orderCount),
    invitees: Number(invitees),
    shop: shop[0] ?? null,
    sessions: Number(sessions)
  }
}

export async function userLedger (db: Db, userId: number, q: { asset?: string, bill_type?: string, page?: number, limit?: number }, lang: Lang): Promise<ContentPage<AdminLedgerRow>> {
  const p = pageOf(q.page, q.limit, 20)
  const where: SQL[] = [eq(ledger.userId, userId)]
  if (q.asset !== undefined) where.push(eq(ledger.asset, q.asset))
  if (q.bill_type !== undefined) where.push(eq(ledger.billType, q.bill_type))
  const cond = and(...where)
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(ledger).where(cond),
    db.select().from(ledger).where(cond).orderBy(desc(ledger.id)).limit(p.limit).offset(p.offset)
  ])
  return paginated(p, Number(n), rows.map((r) => ({
    id: r.id, asset: r.asset, bill_type: r.billType as BillType, bill_label: billLabel(r.billType as BillType, lang),
    delta: money(r.delta), balance_after: money(r.balanceAfter), ref: r.refType === '' ? '' : `${r.refType}:${r.refId}`, memo: r.memo, created_at: r.createdAt
  })))
}

/** Freezes (ends every session, refuses sign-in) or unfreezes a user's login. */
export async function setUserFrozen (db: Db, admin: AdminIdentity, id: number, frozen: boolean): Promise<AdminUser | Refusal> {
  return await inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update')
    if (before === undefined) return refuse('admin.user_not_found')
    const status = frozen ? 'frozen' : 'normal'
    if (before.status === status) return refuse('admin.already')
    const [row] = await tx.update(users).set({ status }).where(eq(users.id, id)).returning()
    if (frozen) await tx.delete(userTokens).where(eq(userTokens.userId, id))
    await writeAudit(tx, admin, { action: frozen ? 'user.freeze' : 'user.unfreeze', target: `user:${id}`, before: { status: before.status }, after: { status } })
    return userOut(row)
  })
}

/**
 * Support signs a user out everywhere (a lost phone, a leaked session): every session of theirs is
 * deleted (expired ones with them), the login itself stays open. Answers how many were live and
 * every deleted hash, for the route's `endSessions` (this and every other process stop honouring
 * them, their sockets go quiet).
 */
export async function signOutUser (db: Db, admin: AdminIdentity, id: number): Promise<{ sessions: number, tokenHashes: string[] } | Refusal> {
  return await inTransaction(db, async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id))
    if (user === undefined) return refuse('admin.user_not_found')
    const gone = await tx.delete(userTokens).where(eq(userTokens.userId, id)).returning({ hash: userTokens.tokenHash, expiresAt: userTokens.expiresAt })
    const at = now()
    const live = gone.filter((g) => g.expiresAt > at).length
    if (live === 0) return refuse('admin.no_sessions')
    await writeAudit(tx, admin, { action: 'user.sign_out', target: `user:${id}`, before: { sessions: live }, after: { sessions: 0 } })
    return { sessions: live, tokenHashes: gone.map((g) => g.hash) }
  })
}
