import { sql } from 'drizzle-orm'
import type { Db } from '../server/db/client'
import { issueToken } from '../server/modules/auth/service'
import { createUser } from '../server/modules/user/service'
import { BILL_TYPES, WALLET_ASSETS } from '../types/wallet'

// The bills benchmark's data: BENCH_LEDGER rows (default 1 000 000) in the ledger, spread over
// BENCH_LEDGER_USERS accounts (default 200, so 5 000 rows each) of every asset and bill type,
// written by generate_series in a few statements; each account's balances set to its ledger sums
// (the invariant holds). The load then reads bills pages of these accounts with their tokens.

export interface LedgerFixture { rows: number, tokens: string[] }

export async function prepareLedgerBench (db: Db, rows: number, users: number): Promise<LedgerFixture> {
  const ids: number[] = []
  const tokens: string[] = []
  for (let i = 0; i < users; i++) {
    const u = await createUser(db, { username: `bench_bills_${i}_${Date.now()}`, nickname: `bills${i}` })
    if (u === null) throw new Error('bench user')
    ids.push(u.id)
    tokens.push((await issueToken(db, u.id, 30, 'bench')).token)
  }
  const assets = `{${WALLET_ASSETS.join(',')}}`
  const types = `{${BILL_TYPES.join(',')}}`
  const chunk = 200_000
  for (let start = 0; start < rows; start += chunk) {
    const n = Math.min(chunk, rows - start)
    await db.execute(sql`
      insert into ledger (user_id, asset, bill_type, delta, balance_after, ref_type, ref_id, memo, created_at)
      select (${`{${ids.join(',')}}`}::int[])[1 + (g % ${users}::int)],
        (${assets}::text[])[1 + (g / ${users}::int) % ${WALLET_ASSETS.length}::int],
        (${types}::text[])[1 + (g / 7) % ${BILL_TYPES.length}::int],
        1 + (g % 97), 0, 'bench', g::text, '', 1700000000 + g
      from generate_series(${start + 1}::int, ${start + n}::int) g`)
  }
  await db.execute(sql`
    insert into balances (user_id, asset, amount)
    select user_id, asset, sum(delta) from ledger where user_id = any(${`{${ids.join(',')}}`}::int[]) group by user_id, asset
    on conflict (user_id, asset) do update set amount = excluded.amount`)
  await db.execute(sql`analyze ledger`)
  return { rows, tokens }
}
