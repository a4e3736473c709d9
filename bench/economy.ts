import assert from 'node:assert/strict'
import { sql } from 'drizzle-orm'
import { freshDatabase } from '../server/test/helpers/server'
import { appreciatePoints, dayStart, emitBbc, expireVouchers } from '../server/modules/economy/daily'

// `npm run bench` (economy part): one day of the daily jobs for 100 000 users (BENCH_ECONOMY_USERS)
// on a fresh database (PGlite, or PostgreSQL with DATABASE_URL like the server tests): every user
// has computing power, points and an expired voucher lot. Each job must settle the day in under
// 10 s, and the emission rows must add up to the emission exactly.

const USERS = Number(process.env.BENCH_ECONOMY_USERS ?? 100_000)
const LIMIT_MS = 10_000

async function main (): Promise<void> {
  const { database, drop } = await freshDatabase()
  const db = database.db
  const day = '2026-03-01'
  const end = dayStart(day) + 86_400
  await db.execute(sql`insert into users (username, nickname, invite_code, join_time)
    select 'bench' || g, 'bench' || g, 'B' || g, 0 from generate_series(1, ${USERS}) g`)
  await db.execute(sql`insert into user_economy (user_id, power) select id, (id % 997) + 0.123 from users where username like 'bench%'`)
  await db.execute(sql`insert into balances (user_id, asset, amount) select id, 'score', 1000 + id % 5000 from users where username like 'bench%'`)
  await db.execute(sql`insert into ledger (user_id, asset, bill_type, delta, balance_after, created_at) select user_id, 'score', 'system', amount, amount, 0 from balances where asset = 'score'`)
  await db.execute(sql`insert into balances (user_id, asset, amount) select id, 'voucher', 10 from users where username like 'bench%'`)
  await db.execute(sql`insert into ledger (user_id, asset, bill_type, delta, balance_after, created_at) select user_id, 'voucher', 'system', 10, 10, ${end - 100 * 86_400} from balances where asset = 'voucher'`)
  // `extra`: the emission also ledgers its rounding remainder to the platform account (ECONOMY §3.6): one more row
  const time = async (name: string, fn: () => Promise<{ settled: boolean, users: number }>, extra = 0): Promise<void> => {
    const t0 = Date.now()
    const r = await fn()
    const ms = Date.now() - t0
    console.log(`[economy] ${name}: ${r.users} ledger rows (${USERS} users) in ${ms} ms`)
    assert.ok(r.settled && r.users >= USERS && r.users <= USERS + extra, `${name} settled every user`)
    assert.ok(ms < LIMIT_MS, `${name} took ${ms} ms (limit ${LIMIT_MS})`)
  }
  await time('BBC emission', async () => await emitBbc(db, '10000', day, end + 60), 1)
  await time('points appreciation', async () => await appreciatePoints(db, '0.001', day, end + 60))
  await time('voucher expiry', async () => await expireVouchers(db, 90, day, end + 60))
  const [s] = (await db.execute(sql`select sum(delta)::text as s from ledger where bill_type = 'reward' and ref_id = ${day}`) as unknown as { rows: Array<{ s: string }> }).rows
  assert.equal(s.s, '10000.00000000', 'the emission rows sum to the emission')
  await drop()
}

main().catch((e: unknown) => { console.error(e); process.exit(1) })
