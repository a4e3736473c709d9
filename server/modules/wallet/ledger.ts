import { and, eq, sql } from 'drizzle-orm'
import Decimal from 'decimal.js'
import { balances, ledger } from '../../db/schema'
import type { Db } from '../../db/client'
import type { Asset } from '../../../types/user'
import { now } from '../../lib/time'

// Every balance change goes through here: a conditional update of the balance row and a ledger
// row with the balance after, in one transaction (ARCHITECTURE §4 Money). A debit that would take
// the balance below zero changes nothing and returns null.

export interface LedgerEntry {
  userId: number
  asset: Asset
  /** signed decimal string: '10.5' credits, '-3' debits */
  delta: string
  billType: string
  refType?: string
  refId?: string | number
  memo?: string
}

/** Applies the change inside the caller's transaction; returns the balance after, or null if it would go negative. */
export async function applyLedger (tx: Db, e: LedgerEntry): Promise<string | null> {
  const delta = new Decimal(e.delta)
  if (!delta.isFinite() || delta.isZero()) throw new Error(`invalid ledger delta ${e.delta}`)
  await tx.insert(balances).values({ userId: e.userId, asset: e.asset, amount: '0' }).onConflictDoNothing()
  const updated = await tx.update(balances)
    .set({ amount: sql`${balances.amount} + ${delta.toFixed()}::numeric` })
    .where(and(eq(balances.userId, e.userId), eq(balances.asset, e.asset), sql`${balances.amount} + ${delta.toFixed()}::numeric >= 0`))
    .returning({ amount: balances.amount })
  if (updated.length === 0) return null
  const after = updated[0].amount
  await tx.insert(ledger).values({
    userId: e.userId,
    asset: e.asset,
    billType: e.billType,
    delta: delta.toFixed(),
    balanceAfter: after,
    refType: e.refType ?? '',
    refId: e.refId === undefined ? '' : String(e.refId),
    memo: e.memo ?? '',
    createdAt: now()
  })
  return after
}

/** One change in its own transaction. */
export async function changeBalance (db: Db, e: LedgerEntry): Promise<string | null> {
  return await db.transaction(async (tx) => await applyLedger(tx as unknown as Db, e))
}
