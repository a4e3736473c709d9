import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { Asset } from '../../../types/user'
import type { BillType } from '../../../types/wallet'
import { Decimal } from '../../lib/money'
import { now } from '../../lib/time'

// Credits to many users in ONE statement: a settlement pays up to ~50 uplines, a dividend run
// 100 000 holders, and a statement per row would be the slow part. Same rules as
// wallet/ledger.ts applyLedger (one ledger row per movement, balance and ledger in one step, the
// balance after each row), but credits only — so no balance can go below zero here. Balance rows
// are taken in (user id, asset) order (concurrent settlements lock them in the same order).

/** `asset`: when this credit is not in the call's asset (a settlement's purchase points). */
export interface Credit { userId: number, billType: BillType, amount: Decimal, refId: string, memo?: string, asset?: Asset }

const CHUNK = 5000

export async function creditMany (tx: Db, asset: Asset, refType: string, credits: readonly Credit[], at = now()): Promise<void> {
  const live = credits.filter((c) => c.amount.gt(0))
  for (let start = 0; start < live.length; start += CHUNK) {
    await tx.execute(sql`with ${creditCtes(asset, refType, live.slice(start, start + CHUNK), at)} select 1`)
  }
}

/**
 * creditMany()'s work as CTEs (`cd`, `cs`, `cbal`, `cled`) for a statement that does other work in
 * the same round trip (the settlement adds its pool and figures). At most CHUNK credits; a balance
 * row may appear only once per statement, so no other CTE of that statement may touch balances.
 */
export function creditCtes (asset: Asset, refType: string, credits: readonly Credit[], at: number): SQL {
  const part = credits.filter((c) => c.amount.gt(0))
    .map((c, i) => ({ i, u: c.userId, a: c.asset ?? asset, d: c.amount.toFixed(), b: c.billType, r: c.refId, m: c.memo ?? '' }))
  return sql`cd as (
      select * from jsonb_to_recordset(${JSON.stringify(part)}::jsonb) as p(i int, u int, a text, d numeric, b text, r text, m text)
    ), cs as (
      select u, a, sum(d) as total from cd group by u, a
    ), cbal as (
      insert into balances (user_id, asset, amount) select u, a, total from cs order by u, a
      on conflict (user_id, asset) do update set amount = balances.amount + excluded.amount
      returning user_id, asset, amount
    ), cled as (
      insert into ledger (user_id, asset, bill_type, delta, balance_after, ref_type, ref_id, memo, created_at)
      select cd.u, cd.a, cd.b, cd.d, cbal.amount - cs.total + sum(cd.d) over (partition by cd.u, cd.a order by cd.i),
        ${refType}::text, cd.r, cd.m, ${at}::bigint
      from cd join cs on cs.u = cd.u and cs.a = cd.a join cbal on cbal.user_id = cd.u and cbal.asset = cd.a
    )`
}
