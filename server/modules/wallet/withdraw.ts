import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bankCards, payouts, realNames, users, withdrawals } from '../../db/schema'
import { refuse, isRefusal, type Refusal } from '../../lib/envelope'
import { claimKey, requestHash, storeResult } from '../../lib/idempotency'
import { amount, dec } from '../../lib/money'
import { pageOf, paginated } from '../../lib/paging'
import { now } from '../../lib/time'
import { inTransaction } from '../../lib/tx'
import { rows } from '../../lib/sql'
import type { Paginated } from '../../../types/envelope'
import { WITHDRAW_STATE, type Withdrawal, type WithdrawInfo, type WithdrawRequest, type WithdrawState, type WithdrawType } from '../../../types/wallet'
import type { ChainAdapter } from '../../adapters/chain'
import { checkPayPassword } from '../pay/password'
import { applyLedger } from './ledger'
import { withdrawMachine } from './machine'
import { parseAmount, walletSettings, withdrawFee } from './settings'
import { cardView, maskCard } from './cards'

// Withdrawals (ECONOMY §3.2): amount ≥ withdraw_min, fee withdraw_fee_rate (at least
// withdraw_fee_min); amount and fee leave the balance at once (ledger `withdraw` + `withdraw_fee`),
// state created. Finance approves (BSC: the payout wallet sends the USDT, one payout ever; bank:
// the reference of the transfer made outside) or rejects with a reason (amount and fee back).

async function balanceOf (db: Db, userId: number, asset: string): Promise<string> {
  const [r] = await rows<{ amount: string }>(db, sql`select amount::text as amount from balances where user_id = ${userId} and asset = ${asset}`)
  return r?.amount ?? '0'
}

async function realNameState (db: Db, userId: number): Promise<WithdrawInfo['realname']> {
  const [r] = await db.select({ state: realNames.state }).from(realNames).where(eq(realNames.userId, userId))
  return (r?.state as WithdrawInfo['realname'] | undefined) ?? 'none'
}

/** pay/initialWithdraw */
export async function withdrawInfo (db: Db, userId: number): Promise<WithdrawInfo> {
  const s = await walletSettings(db)
  const [u] = await db.select({ wallet: users.walletAddress, pw: users.payPasswordHash }).from(users).where(eq(users.id, userId))
  const cards = await db.select().from(bankCards).where(eq(bankCards.userId, userId)).orderBy(bankCards.id)
  return {
    balance: amount(await balanceOf(db, userId, 'usdt')),
    min: amount(s.withdraw_min),
    fee_rate: amount(s.withdraw_fee_rate),
    fee_min: amount(s.withdraw_fee_min),
    bsc_address: u?.wallet ?? '',
    cards: cards.map(cardView),
    needs_realname: s.withdraw_needs_realname,
    realname: await realNameState(db, userId),
    set_paypwd: u?.pw !== null && u?.pw !== undefined
  }
}

type WithdrawRow = typeof withdrawals.$inferSelect

function view (w: WithdrawRow): Withdrawal {
  return {
    id: w.id,
    amount: amount(w.amount),
    fee: amount(w.fee),
    type: w.type as WithdrawType,
    account: w.account,
    state: w.state as WithdrawState,
    reason: w.reason,
    reference: w.reference,
    createtime: w.createdAt,
    transfertime: w.transfertime ?? null
  }
}

/** pay/withdraw: the password first, then one transaction (key, checks, row, both debits). */
export async function createWithdrawal (db: Db, userId: number, req: WithdrawRequest, at = now()): Promise<Withdrawal | Refusal> {
  const amt = parseAmount(req.amount, 2)
  if (isRefusal(amt)) return amt
  const wrong = await checkPayPassword(db, userId, req.pay_password, at)
  if (wrong !== null) return wrong
  const s = await walletSettings(db)
  if (amt.lt(s.withdraw_min)) return refuse('wallet.withdraw_min', { min: amount(s.withdraw_min) })
  const fee = withdrawFee(amt, s)
  const hash = requestHash({ amount: amt.toFixed(), type: req.type, card_id: req.card_id })
  return await inTransaction<Withdrawal>(db, async (tx) => {
    const claim = await claimKey<Withdrawal>(tx, userId, 'withdraw', req.key, hash, at, 'wallet.stale_key')
    if ('refusal' in claim) return claim
    if (!claim.fresh) return claim.result
    let account: string
    let cardId: number | null = null
    if (req.type === 'bsc') {
      const [u] = await tx.select({ wallet: users.walletAddress }).from(users).where(eq(users.id, userId))
      if (u?.wallet === null || u?.wallet === undefined) return refuse('wallet.no_bsc_address')
      account = u.wallet
    } else {
      if (req.card_id === undefined) return refuse('wallet.card_not_found')
      const [c] = await tx.select().from(bankCards).where(and(eq(bankCards.id, req.card_id), eq(bankCards.userId, userId)))
      if (c === undefined) return refuse('wallet.card_not_found')
      account = `${c.bank} ${maskCard(c.cardNo)} ${c.holder}`
      cardId = c.id
    }
    if (s.withdraw_needs_realname && await realNameState(tx, userId) !== 'approved') return refuse('wallet.needs_realname')
    const [w] = await tx.insert(withdrawals).values({
      userId, asset: 'usdt', amount: amt.toFixed(), fee: fee.toFixed(), type: req.type, account, bankCardId: cardId,
      state: WITHDRAW_STATE.created, createdAt: at, updatedAt: at
    }).returning()
    await withdrawMachine.logCreated(tx, [w.id], { kind: 'buyer', id: userId }, at)
    const short = async (): Promise<Refusal> => refuse('wallet.insufficient_usdt', { available: amount(await balanceOf(tx, userId, 'usdt'), 2), fee: amount(fee) })
    if (await applyLedger(tx, { userId, asset: 'usdt', delta: amt.neg().toFixed(), billType: 'withdraw', refType: 'withdrawal', refId: w.id, memo: 'withdrawal' }) === null) return await short()
    if (await applyLedger(tx, { userId, asset: 'usdt', delta: fee.neg().toFixed(), billType: 'withdraw_fee', refType: 'withdrawal', refId: w.id, memo: 'withdrawal fee' }) === null) return await short()
    const out = view(w)
    await storeResult(tx, userId, 'withdraw', req.key, out)
    return out
  })
}

/** pay/withdrawLog: the caller's withdrawals, newest first. */
export async function listWithdrawals (db: Db, userId: number, page?: number, limit?: number): Promise<Paginated<Withdrawal>> {
  const p = pageOf(page, limit)
  const [{ n }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from withdrawals where user_id = ${userId}`)
  const list = p.beyond ? [] : await db.select().from(withdrawals).where(eq(withdrawals.userId, userId)).orderBy(desc(withdrawals.id)).limit(p.limit).offset(p.offset)
  return paginated(p, n, list.map(view))
}

export async function withdrawalOf (db: Db, userId: number, id: number): Promise<Withdrawal | null> {
  const [w] = await db.select().from(withdrawals).where(and(eq(withdrawals.id, id), eq(withdrawals.userId, userId)))
  return w === undefined ? null : view(w)
}

// ---- finance (admin console) ----

export interface AdminWithdrawal extends Withdrawal {
  user_id: number
  username: string
  payout: { status: string, tx_hash: string, error: string } | null
}

/** The finance queue: open withdrawals first (oldest first), then the handled ones. */
export async function adminWithdrawals (db: Db, state: WithdrawState | undefined, page?: number): Promise<Paginated<AdminWithdrawal>> {
  const p = pageOf(page, 20)
  const where = state === undefined ? sql`true` : sql`w.state = ${state}`
  const [{ n }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from withdrawals w where ${where}`)
  const list = await rows<WithdrawRow & { username: string, pStatus: string | null, pHash: string | null, pError: string | null }>(db, sql`
    select w.id, w.user_id as "userId", w.asset, w.amount::text as amount, w.fee::text as fee, w.type, w.account, w.bank_card_id as "bankCardId",
      w.state, w.reason, w.reference, w.created_at::int as "createdAt", w.updated_at::int as "updatedAt", w.transfertime::int as transfertime,
      u.username, p.status as "pStatus", p.tx_hash as "pHash", p.error as "pError"
    from withdrawals w join users u on u.id = w.user_id left join payouts p on p.withdrawal_id = w.id
    where ${where} order by (w.state = 1) desc, case when w.state = 1 then w.id end asc, w.id desc
    limit ${p.limit} offset ${p.offset}`)
  return paginated(p, n, list.map((w) => ({
    ...view(w), user_id: w.userId, username: w.username,
    payout: w.pStatus === null ? null : { status: w.pStatus, tx_hash: w.pHash ?? '', error: w.pError ?? '' }
  })))
}

export interface AdminActor { id: number }

/** Called inside the transaction that changes the row, with the row before and after (the admin audit). */
export type AuditHook = (tx: Db, before: Withdrawal, after: Withdrawal) => Promise<void>

/**
 * Rejects an open withdrawal with a reason: amount and fee back to the balance (the machine's effect).
 * A BSC payout whose send "failed" (e.g. not mined within the wait) may still be mined later: the
 * chain is asked first, and the money goes back only when that transaction can never pay.
 */
export async function rejectWithdrawal (db: Db, admin: AdminActor, id: number, reason: string, at = now(), audit?: AuditHook, chain: ChainAdapter | null = null): Promise<Withdrawal | Refusal> {
  const why = reason.trim()
  if (why === '' || why.length > 200) return refuse('wallet.reject_reason')
  const [signed] = await db.select({ status: payouts.status, txHash: payouts.txHash, raw: payouts.rawTx }).from(payouts).where(eq(payouts.withdrawalId, id))
  if (signed !== undefined && signed.status === 'failed') {
    if (chain === null) return refuse('wallet.payout_unknown')
    let fate: 'paid' | 'void' | 'pending'
    try {
      fate = await chain.payoutFate({ txHash: signed.txHash, raw: signed.raw })
    } catch {
      return refuse('wallet.payout_unknown')
    }
    if (fate !== 'void') return refuse(fate === 'paid' ? 'wallet.payout_landed' : 'wallet.payout_pending')
  }
  return await inTransaction<Withdrawal>(db, async (tx) => {
    const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update')
    if (w === undefined) return refuse('wallet.withdraw_not_found')
    const [p] = await tx.select({ status: payouts.status, txHash: payouts.txHash }).from(payouts).where(eq(payouts.withdrawalId, id))
    // a payout that was signed and may still land on chain cannot be undone by giving the money back
    if (p !== undefined && (p.status !== 'failed' || p.txHash !== signed?.txHash)) return refuse('wallet.payout_exists', { status: p.status })
    const moved = await withdrawMachine.fire(tx, [id], 'reject', { kind: 'platform', id: admin.id }, { at, settings: null, set: { reason: sql`${why}` }, note: why })
    if (moved.length !== 1) return refuse('wallet.withdraw_wrong_state')
    const [after] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id))
    await audit?.(tx, view(w), view(after))
    return view(after)
  })
}

/**
 * Approves an open withdrawal. Bank: finance paid outside; the reference is recorded. BSC: the
 * payout is signed once and stored (payouts' primary key is the withdrawal: one payout ever), then
 * broadcast; a retry re-sends the very same signed transaction, so it can never pay twice. A send
 * that fails leaves the withdrawal created with the error for finance.
 */
export async function approveWithdrawal (db: Db, chain: ChainAdapter | null, admin: AdminActor, id: number, reference = '', at = now(), audit?: AuditHook): Promise<Withdrawal | Refusal> {
  const [w0] = await db.select().from(withdrawals).where(eq(withdrawals.id, id))
  if (w0 === undefined) return refuse('wallet.withdraw_not_found')
  if (w0.state !== WITHDRAW_STATE.created) return refuse('wallet.withdraw_wrong_state')
  if (w0.type === 'bank') {
    const ref = reference.trim()
    if (ref === '' || ref.length > 100) return refuse('wallet.reference')
    return await finishApproval(db, admin, id, ref, at, false, audit)
  }
  if (chain === null || chain.config.payoutPrivateKey === '') return refuse('wallet.payout_off')
  // a stored payout whose send failed and that can never be mined (it reverted, or another
  // transaction took its nonce — two instances paying at once) is signed afresh below
  const [stored] = await db.select({ status: payouts.status, txHash: payouts.txHash, raw: payouts.rawTx }).from(payouts).where(eq(payouts.withdrawalId, id))
  let voidHash: string | null = null
  if (stored !== undefined && stored.status === 'failed') {
    try {
      if (await chain.payoutFate({ txHash: stored.txHash, raw: stored.raw }) === 'void') voidHash = stored.txHash
    } catch { /* unknown: re-broadcast the same transaction, which can never pay twice */ }
  }
  // 1. the one payout of this withdrawal, signed and stored before anything is sent
  const signed = await inTransaction<{ txHash: string, raw: string }>(db, async (tx) => {
    const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update')
    if (w.state !== WITHDRAW_STATE.created) return refuse('wallet.withdraw_wrong_state')
    const [p] = await tx.select().from(payouts).where(eq(payouts.withdrawalId, id))
    if (p !== undefined && !(p.status === 'failed' && p.txHash === voidHash)) {
      if (p.status === 'sent') return refuse('wallet.withdraw_wrong_state')
      await tx.update(payouts).set({ status: 'sending', error: '', updatedAt: at }).where(eq(payouts.withdrawalId, id))
      return { txHash: p.txHash, raw: p.rawTx }
    }
    let s: { txHash: string, raw: string }
    try {
      s = await chain.signPayout(w.account, dec(w.amount).toFixed())
    } catch (err) {
      // nothing signed (e.g. the node's gas estimate says the transfer would fail): nothing to keep
      return refuse('wallet.payout_failed', { error: errorMessage(err) })
    }
    if (p !== undefined) {
      // replaces the void one (still one payout row per withdrawal: its primary key)
      await tx.update(payouts).set({ txHash: s.txHash, rawTx: s.raw, status: 'sending', error: '', updatedAt: at }).where(eq(payouts.withdrawalId, id))
    } else {
      await tx.insert(payouts).values({ withdrawalId: id, toAddress: w.account, amount: w.amount, txHash: s.txHash, rawTx: s.raw, status: 'sending', createdAt: at, updatedAt: at })
    }
    return s
  })
  if (isRefusal(signed)) return signed
  // 2. on chain
  try {
    await chain.sendPayout(signed)
  } catch (err) {
    const msg = errorMessage(err)
    await db.update(payouts).set({ status: 'failed', error: msg, updatedAt: now() }).where(eq(payouts.withdrawalId, id))
    return refuse('wallet.payout_failed', { error: msg })
  }
  // 3. recorded
  return await finishApproval(db, admin, id, signed.txHash, at, true, audit)
}

function errorMessage (err: unknown): string {
  const e = err as { shortMessage?: string, reason?: string, message?: string }
  return String(e.reason ?? e.shortMessage ?? e.message ?? err).slice(0, 300)
}

async function finishApproval (db: Db, admin: AdminActor, id: number, reference: string, at: number, paid: boolean, audit?: AuditHook): Promise<Withdrawal | Refusal> {
  return await inTransaction<Withdrawal>(db, async (tx) => {
    const [before] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update')
    if (paid) await tx.update(payouts).set({ status: 'sent', updatedAt: at }).where(eq(payouts.withdrawalId, id))
    const moved = await withdrawMachine.fire(tx, [id], 'approve', { kind: 'platform', id: admin.id }, { at, settings: null, set: { reference: sql`${reference}` } })
    const [after] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id))
    // a concurrent approval of the same withdrawal already recorded it (same payout): that is its result
    if (moved.length !== 1 && !(paid && after.state === WITHDRAW_STATE.successed)) return refuse('wallet.withdraw_wrong_state')
    if (moved.length === 1) await audit?.(tx, view(before), view(after))
    return view(after)
  })
}
