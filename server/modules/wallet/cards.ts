import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bankCards, realNames, uploads } from '../../db/schema'
import { refuse, type Refusal } from '../../lib/envelope'
import { now } from '../../lib/time'
import { inTransaction } from '../../lib/tx'
import { pageOf, paginated } from '../../lib/paging'
import { rows } from '../../lib/sql'
import { idNumberValid, luhnValid, type BankCard, type BankCardInput, type RealName, type RealNameInput, type RealNameState } from '../../../types/wallet'
import type { Paginated } from '../../../types/envelope'

// Bank cards (holder, bank, Luhn-checked number, branch; at most MAX_CARDS) and the real-name
// verification (name, 18-digit ID with its check character, both sides of the ID as the caller's
// own uploads of ≤ 2 MB; pending → approved | rejected with a reason; resubmit after a rejection).

export const MAX_CARDS = 5

export function maskCard (no: string): string {
  return `**** **** **** ${no.slice(-4)}`
}

export function cardView (c: typeof bankCards.$inferSelect): BankCard {
  return { id: c.id, holder: c.holder, bank: c.bank, card_no: maskCard(c.cardNo), branch: c.branch, createtime: c.createdAt }
}

export async function listCards (db: Db, userId: number): Promise<BankCard[]> {
  return (await db.select().from(bankCards).where(eq(bankCards.userId, userId)).orderBy(bankCards.id)).map(cardView)
}

export async function cardOf (db: Db, userId: number, id: number): Promise<BankCard | Refusal> {
  const [c] = await db.select().from(bankCards).where(and(eq(bankCards.id, id), eq(bankCards.userId, userId)))
  return c === undefined ? refuse('wallet.card_not_found') : cardView(c)
}

export async function addCard (db: Db, userId: number, input: BankCardInput, at = now()): Promise<BankCard | Refusal> {
  const holder = input.holder.trim()
  const bank = input.bank.trim()
  const no = input.card_no.replace(/\s+/g, '')
  if (holder === '' || holder.length > 50) return refuse('wallet.card_holder')
  if (bank === '' || bank.length > 50) return refuse('wallet.card_bank')
  if (!luhnValid(no)) return refuse('wallet.card_no')
  const branch = (input.branch ?? '').trim().slice(0, 100)
  return await inTransaction<BankCard>(db, async (tx) => {
    // the user's cards are counted under a lock, so concurrent adds cannot pass the limit together
    await rows(tx, sql`select id from users where id = ${userId} for update`)
    const mine = await tx.select({ cardNo: bankCards.cardNo }).from(bankCards).where(eq(bankCards.userId, userId))
    if (mine.some((c) => c.cardNo === no)) return refuse('wallet.card_dup')
    if (mine.length >= MAX_CARDS) return refuse('wallet.card_max', { n: MAX_CARDS })
    const [c] = await tx.insert(bankCards).values({ userId, holder, bank, cardNo: no, branch, createdAt: at }).returning()
    return cardView(c)
  })
}

export async function deleteCard (db: Db, userId: number, id: number): Promise<true | Refusal> {
  const gone = await db.delete(bankCards).where(and(eq(bankCards.id, id), eq(bankCards.userId, userId))).returning({ id: bankCards.id })
  return gone.length === 1 ? true : refuse('wallet.card_not_found')
}

/** accountbank: how many cards the user has (Me's statistics) */
export async function cardCount (db: Db, userId: number): Promise<number> {
  const [r] = await db.select({ n: count() }).from(bankCards).where(eq(bankCards.userId, userId))
  return Number(r?.n ?? 0)
}

// ---- real name ----

function maskId (id: string): string {
  return id === '' ? '' : `${id.slice(0, 3)}***********${id.slice(-4)}`
}

export async function realNameOf (db: Db, userId: number): Promise<RealName> {
  const [r] = await db.select().from(realNames).where(eq(realNames.userId, userId))
  if (r === undefined) return { state: 'none', name: '', id_number: '', front: '', back: '', reason: '', updatetime: null }
  return { state: r.state as RealNameState, name: r.name, id_number: maskId(r.idNumber), front: r.front, back: r.back, reason: r.reason, updatetime: r.updatedAt }
}

async function ownUpload (db: Db, userId: number, path: string, maxBytes: number): Promise<boolean> {
  const [u] = await db.select({ size: uploads.size }).from(uploads).where(and(eq(uploads.userId, userId), eq(uploads.path, path))).limit(1)
  return u !== undefined && u.size <= maxBytes
}

export async function submitRealName (db: Db, userId: number, input: RealNameInput, maxBytes: number, at = now()): Promise<RealName | Refusal> {
  const name = input.name.trim()
  const id = input.id_number.trim().toUpperCase()
  if (name.length < 2 || name.length > 30) return refuse('wallet.rn_name')
  if (!idNumberValid(id)) return refuse('wallet.rn_id')
  if (input.front === input.back || !await ownUpload(db, userId, input.front, maxBytes) || !await ownUpload(db, userId, input.back, maxBytes)) return refuse('wallet.rn_image')
  return await inTransaction<RealName>(db, async (tx) => {
    const [cur] = await tx.select({ state: realNames.state }).from(realNames).where(eq(realNames.userId, userId)).for('update')
    if (cur?.state === 'pending') return refuse('wallet.rn_pending')
    if (cur?.state === 'approved') return refuse('wallet.rn_approved')
    const row = { name, idNumber: id, front: input.front, back: input.back, state: 'pending', reason: '', updatedAt: at, reviewedBy: null }
    await tx.insert(realNames).values({ userId, createdAt: at, ...row }).onConflictDoUpdate({ target: realNames.userId, set: row })
    return await realNameOf(tx, userId)
  })
}

export interface AdminRealName { user_id: number, name: string, id_number: string, front: string, back: string, state: RealNameState, reason: string, createtime: number }

/** The reviewers' queue: pending first, oldest first. Reviewers see the full ID number. */
export async function adminRealNames (db: Db, state: RealNameState | undefined, page?: number): Promise<Paginated<AdminRealName>> {
  const p = pageOf(page, 20)
  const where = state === undefined ? undefined : eq(realNames.state, state)
  const [{ n }] = await db.select({ n: count() }).from(realNames).where(where)
  const list = await db.select().from(realNames).where(where).orderBy(sql`(${realNames.state} = 'pending') desc`, realNames.updatedAt, desc(realNames.userId)).limit(p.limit).offset(p.offset)
  return paginated(p, Number(n), list.map((r) => ({ user_id: r.userId, name: r.name, id_number: r.idNumber, front: r.front, back: r.back, state: r.state as RealNameState, reason: r.reason, createtime: r.updatedAt })))
}

/** A reviewer's decision on a pending verification; `audit` runs in its transaction with the state before and after. */
export async function reviewRealName (db: Db, admin: { id: number }, userId: number, approve: boolean, reason = '', at = now(),
  audit?: (tx: Db, before: RealName, after: RealName) => Promise<void>): Promise<RealName | Refusal> {
  const why = reason.trim()
  if (!approve && (why === '' || why.length > 200)) return refuse('wallet.reject_reason')
  return await inTransaction<RealName>(db, async (tx) => {
    const before = await realNameOf(tx, userId)
    const moved = await tx.update(realNames).set({ state: approve ? 'approved' : 'rejected', reason: approve ? '' : why, updatedAt: at, reviewedBy: admin.id })
      .where(and(eq(realNames.userId, userId), eq(realNames.state, 'pending'))).returning({ id: realNames.userId })
    if (moved.length !== 1) return refuse('wallet.rn_not_found')
    const after = await realNameOf(tx, userId)
    await audit?.(tx, before, after)
    return after
  })
}
