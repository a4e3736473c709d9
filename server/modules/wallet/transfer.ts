import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { transferQuotas, transfers, users } from '../../db/schema'
import { refuse, isRefusal, type Refusal } from '../../lib/envelope'
import { claimKey, requestHash, storeResult } from '../../lib/idempotency'
import { Decimal, amount } from '../../lib/money'
import { rows } from '../../lib/sql'
import { now } from '../../lib/time'
import { inTransaction } from '../../lib/tx'
import type { TransferAsset, TransferInfo, TransferRequest, TransferResult } from '../../../types/wallet'
import { checkPayPassword } from '../pay/password'
import { applyLedger } from './ledger'
import { parseAmount, walletSettings } from './settings'

// Transfers (ECONOMY §3.3): USDT or BBC to another user named by wallet address or invite code,
// with the payment password, within the daily quota per asset. One transaction: the quota (one
// conditional upsert, so concurrent transfers cannot pass it together), the sender's debit and the
// receiver's credit (two `transfer` ledger rows, ref the transfer; Σ transfer rows stays 0). The
// two balance rows are changed in user-id order, so transfers racing both ways cannot deadlock.

/** The quota's day: the platform's calendar day (UTC+8). */
export function quotaDay (at: number): string {
  return new Date((at + 8 * 3600) * 1000).toISOString().slice(0, 10)
}

async function balanceOf (db: Db, userId: number, asset: string): Promise<string> {
  const [r] = await rows<{ amount: string }>(db, sql`select amount::text as amount from balances where user_id = ${userId} and asset = ${asset}`)
  return r?.amount ?? '0'
}

async function usedToday (db: Db, userId: number, asset: TransferAsset, day: string): Promise<Decimal> {
  const [r] = await db.select({ used: transferQuotas.used }).from(transferQuotas)
    .where(and(eq(transferQuotas.userId, userId), eq(transferQuotas.asset, asset), eq(transferQuotas.day, day)))
  return new Decimal(r?.used ?? 0)
}

/** wallet/transferInfo */
export async function transferInfo (db: Db, userId: number, asset: TransferAsset, at = now()): Promise<TransferInfo> {
  const s = await walletSettings(db)
  const quota = new Decimal(s.transfer_quota[asset])
  const used = await usedToday(db, userId, asset, quotaDay(at))
  return { asset, balance: amount(await balanceOf(db, userId, asset)), quota: amount(quota), remaining: amount(Decimal.max(0, quota.minus(used))) }
}

/** The receiver: a wallet address (any letter case) or an invite code. */
async function recipient (db: Db, to: string): Promise<{ id: number, label: string } | null> {
  const v = to.trim()
  if (v === '' || v.length > 64) return null
  const byWallet = /^0x[0-9a-fA-F]{40}$/.test(v)
  const [u] = await db.select({ id: users.id, nickname: users.nickname, wallet: users.walletAddress }).from(users)
    .where(byWallet ? eq(users.walletAddress, v.toLowerCase()) : eq(users.inviteCode, v)).limit(1)
  return u === undefined ? null : { id: u.id, label: u.wallet ?? u.nickname }
}

const INSUFFICIENT = { usdt: 'wallet.insufficient_usdt_plain', bbc: 'wallet.insufficient_bbc' } as const

export async function transfer (db: Db, userId: number, req: TransferRequest, at = now()): Promise<TransferResult | Refusal> {
  const amt = parseAmount(req.amount, 2)
  if (isRefusal(amt)) return amt
  const to = await recipient(db, req.to)
  if (to === null) return refuse('wallet.transfer_unknown')
  if (to.id === userId) return refuse('wallet.transfer_self')
  const wrong = await checkPayPassword(db, userId, req.pay_password, at)
  if (wrong !== null) return wrong
  const s = await walletSettings(db)
  const quota = new Decimal(s.transfer_quota[req.asset])
  const day = quotaDay(at)
  const hash = requestHash({ asset: req.asset, to: to.id, amount: amt.toFixed() })
  return await inTransaction<TransferResult>(db, async (tx) => {
    const claim = await claimKey<TransferResult>(tx, userId, 'transfer', req.key, hash, at, 'wallet.stale_key')
    if ('refusal' in claim) return claim
    if (!claim.fresh) return claim.result
    const q = await tx.insert(transferQuotas).values({ userId, asset: req.asset, day, used: amt.toFixed() })
      .onConflictDoUpdate({
        target: [transferQuotas.userId, transferQuotas.asset, transferQuotas.day],
        set: { used: sql`${transferQuotas.used} + ${amt.toFixed()}::numeric` },
        setWhere: sql`${transferQuotas.used} + ${amt.toFixed()}::numeric <= ${quota.toFixed()}::numeric`
      }).returning({ used: transferQuotas.used })
    if (q.length === 0 || new Decimal(q[0].used).gt(quota)) {
      const used = await usedToday(tx, userId, req.asset, day)
      return refuse('wallet.transfer_quota', { remaining: amount(Decimal.max(0, quota.minus(used))) })
    }
    const [t] = await tx.insert(transfers).values({ fromUserId: userId, toUserId: to.id, asset: req.asset, amount: amt.toFixed(), day, createdAt: at }).returning({ id: transfers.id })
    const debit = async (): Promise<string | null> => await applyLedger(tx, { userId, asset: req.asset, delta: amt.neg().toFixed(), billType: 'transfer', refType: 'transfer', refId: t.id, memo: 'transfer out' })
    const credit = async (): Promise<string | null> => await applyLedger(tx, { userId: to.id, asset: req.asset, delta: amt.toFixed(), billType: 'transfer', refType: 'transfer', refId: t.id, memo: 'transfer in' })
    let after: string | null
    if (userId < to.id) {
      after = await debit()
      if (after !== null) await credit()
    } else {
      await credit()
      after = await debit()
    }
    if (after === null) return refuse(INSUFFICIENT[req.asset], { available: amount(await balanceOf(tx, userId, req.asset), 2) })
    const out: TransferResult = { id: t.id, amount: amount(amt), balance: amount(after), to: to.label }
    await storeResult(tx, userId, 'transfer', req.key, out)
    return out
  })
}
