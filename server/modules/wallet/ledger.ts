import { sql, type SQL } from 'drizzle-orm'
import Decimal from 'decimal.js'
import type { Db } from '../../db/client'
import type { Asset } from '../../../types/user'
import type { BillType } from '../../../types/wallet'
import { rows } from '../../lib/sql'
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
  parts: ReadonlyArray<{ delta: string, refId?: string | number, billType?: BillType }>
}

/**
 * Several movements of one user's asset at once: ONE conditional balance update for their sum and
 * a ledger row per part, each with the balance after it — as if applied one by one — in ONE
 * statement whatever the count. All or nothing: null (nothing changed) when the sum would take the
 * balance below zero.
 */
export async function applyLedgerParts (tx: Db, e: LedgerParts): Promise<string | null> {
  const [row] = await rows<{ after: string | null }>(tx, sql`with ${ledgerPartsCtes(e, sql`true`)} select (select amount::text from bal) as after`)
  return row.after
}

/**
 * applyLedgerParts() as two CTEs, `bal as (… returning amount), led as (insert into ledger …)`, for
 * a statement that moves the money together with other work (a payment moves its orders in the
 * same round trip): nothing changes unless `when` holds (e.g. every order moved); `bal` is empty
 * when nothing changed (`when` false, or a debit the balance cannot cover).
 */
export function ledgerPartsCtes (e: LedgerParts, when: SQL): SQL {
  const deltas = e.parts.map((p) => new Decimal(p.delta))
  if (deltas.length === 0) throw new Error('ledger: no parts')
  for (const [i, d] of deltas.entries()) if (!d.isFinite() || d.isZero()) throw new Error(`invalid ledger delta ${e.parts[i].delta}`)
  const total = deltas.reduce((s, d) => s.plus(d), new Decimal(0)).toFixed()
  // credits may create the row; a debit of a missing row fails like any short balance
  const bal = new Decimal(total).gt(0)
    ? sql`insert into balances (user_id, asset, amount) select ${e.userId}::int, ${e.asset}::text, ${total}::numeric where ${when}
        on conflict (user_id, asset) do update set amount = balances.amount + excluded.amount returning amount`
    : sql`update balances set amount = amount + ${total}::numeric
        where user_id = ${e.userId}::int and asset = ${e.asset}::text and amount + ${total}::numeric >= 0 and ${when} returning amount`
  // a part may carry its own bill type (a payment of group and ordinary orders at once)
  const parts = JSON.stringify(e.parts.map((p, i) => ({ i, delta: deltas[i].toFixed(), ref: p.refId === undefined ? '' : String(p.refId), bill: p.billType ?? e.billType })))
  return sql`bal as (${bal}), led as (
      insert into ledger (user_id, asset, bill_type, delta, balance_after, ref_type, ref_id, memo, created_at)
      select ${e.userId}::int, ${e.asset}::text, p.bill, p.delta, bal.amount - ${total}::numeric + sum(p.delta) over (order by p.i),
        ${e.refType ?? ''}::text, p.ref, ${e.memo ?? ''}::text, ${now()}::bigint
      from jsonb_to_recordset(${parts}::jsonb) as p(i int, delta numeric, ref text, bill text) cross join bal
      order by p.i
    )`
}

/** One change in its own transaction. */
export async function changeBalance (db: Db, e: LedgerEntry): Promise<string | null> {
  return await db.transaction(async (tx) => await applyLedger(tx as unknown as Db, e))
}
