import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { Asset } from '../../../types/user'
import type { BillType } from '../../../types/wallet'
import { Decimal } from '../../lib/money'
import { now } from '../../lib/time'

// Credits to many users in ONE statement: a settlement pays up to ~50 uplines, a dividend run
// 100 000 holders, and a statement per row would be the slow part. Same rules as
// wallet/ledger.ts applyLedger (one ledger row per movement, balance and ledger in one step, the
// balance after each row), but credits only — so no balance can go below zero here. Balance rows
// are taken in user-id order (concurrent settlements lock them in the same order).

export interface Credit { userId: number, billType: BillType, amount: Decimal, refId: string, memo?: string }

const CHUNK = 5000

export async function creditMany (tx: Db, asset: Asset, refType: string, credits: readonly Credit[], at = now()): Promise<void> {
  const live = credits.filter((c) => c.amount.gt(0))
  for (let start = 0; start < live.length; start += CHUNK) {
    const part = live.slice(start, start + CHUNK).map((c, i) => ({ i, u: c.userId, d: c.amount.toFixed(), b: c.billType, r: c.refId, m: c.memo ?? '' }))
    await tx.execute(sql`with d as (
        select * from jsonb_to_recordset(${JSON.stringify(part)}::jsonb) as p(i int, u int, d numeric, b text, r text, m text)
      ), s as (
        select u, sum(d) as total from d group by u
      ), bal as (
        insert into balances (user_id, asset, amount) select u, ${asset}::text, total from s order by u
        on conflict (user_id, asset) do update set amount = balances.amount + excluded.amount
        returning user_id, amount
      )
      insert into ledger (user_id, asset, bill_type, delta, balance_after, ref_type, ref_id, memo, created_at)
      select d.u, ${asset}::text, d.b, d.d, bal.amount - s.total + sum(d.d) over (partition by d.u order by d.i),
        ${refType}::text, d.r, d.m, ${at}::bigint
      from d join s on s.u = d.u join bal on bal.user_id = d.u`)
  }
}
