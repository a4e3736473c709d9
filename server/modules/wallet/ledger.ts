import { and, eq, sql } from 'drizzle-orm'
import Decimal from 'decimal.js'
import { balances, ledger } from '../../db/schema'
import type { Db } from '../../db/client'
import type { Asset } from '../../../types/user'
import type { BillType } from '../../../types/wallet'
import { now } from '../../lib/time'

// Every balance change goes through here: a conditional update of the balance row and a ledger
// row with the balance after, in one transaction (ARCHITECTURE §4 Money). A debit that would take
// the balance below zero changes nothing and returns null. Bill types are the 18 codes of
// ECONOMY.md §2 (types/wallet.ts): anything else does not compile.

export interface LedgerEntry {
  userId: number
  asset: Asset
  /** signed decimal string: '10.5' credits, '-3' debits */
  delta: string
  billType: BillType
  refType?: string
  refId?: string | number
  memo?: string
}

/** Applies the change inside the caller's transaction; returns the balance after, or null if it would go negative. */
export async function applyLedger (tx: Db, e: LedgerEntry): Promise<string | null> {
  return await applyLedgerParts(tx, { ...e, parts: [{ delta: e.delta, refId: e.refId }] })
}

export interface LedgerParts extends Omit<LedgerEntry, 'delta' | 'refId'> {
  /** one ledger row each, in this order (e.g. one per order of a merged payment) */
  parts: ReadonlyArray<{ delta: string, refId?: string | number }>
}

/**
 * Several movements of one user's asset at once: ONE conditional balance update for their sum and
 * one insert of a row per part, each with the balance after it — as if applied one by one, in two
 * statements whatever the count. All or nothing: null (nothing changed) when the sum would take the
 * balance below zero.
 */
export async function applyLedgerParts (tx: Db, e: LedgerParts): Promise<string | null> {
  const deltas = e.parts.map((p) => new Decimal(p.delta))
  if (deltas.length === 0) throw new Error('ledger: no parts')
  for (const [i, d] of deltas.entries()) if (!d.isFinite() || d.isZero()) throw new Error(`invalid ledger delta ${e.parts[i].delta}`)
  const total = deltas.reduce((s, d) => s.plus(d), new Decimal(0))
  // credits may create the row; a debit of a missing row fails below like any short balance
  if (total.gt(0)) await tx.insert(balances).values({ userId: e.userId, asset: e.asset, amount: '0' }).onConflictDoNothing()
  const updated = await tx.update(balances)
    .set({ amount: sql`${balances.amount} + ${total.toFixed()}::numeric` })
    .where(and(eq(balances.userId, e.userId), eq(balances.asset, e.asset), sql`${balances.amount} + ${total.toFixed()}::numeric >= 0`))
    .returning({ amount: balances.amount })
  if (updated.length === 0) return null
  const after = updated[0].amount
  let running = new Decimal(after).minus(total)
  const at = now()
  await tx.insert(ledger).values(e.parts.map((p, i) => {
    running = running.plus(deltas[i])
    return {
      userId: e.userId,
      asset: e.asset,
      billType: e.billType,
      delta: deltas[i].toFixed(),
      balanceAfter: running.toFixed(),
      refType: e.refType ?? '',
      refId: p.refId === undefined ? '' : String(p.refId),
      memo: e.memo ?? '',
      createdAt: at
    }
  }))
  return after
}

/** One change in its own transaction. */
export async function changeBalance (db: Db, e: LedgerEntry): Promise<string | null> {
  return await db.transaction(async (tx) => await applyLedger(tx as unknown as Db, e))
}
