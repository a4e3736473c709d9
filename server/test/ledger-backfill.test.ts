import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { Wallet } from 'ethers'
import type { Bill } from '../../types/wallet'
import { balances, users } from '../db/schema'
import { migrationsFolder } from '../db/client'
import { rows } from '../lib/sql'
import { now } from '../lib/time'
import { changeBalance } from '../modules/wallet/ledger'
import { startServer, type TestServer } from './helpers/server'
import { ApiClient, newUser } from './helpers/client'
import { assertLedgerBalances, okData } from './helpers/buying'

// Σ ledger = balance for every user and asset (ECONOMY.md) over the demo seed: the seeded buyer's
// grant and orders, and a new account's demo grant — whose points show in the points history. The
// back-fill migration (0013) gives a balance that changed without ledger rows one opening row.

const BACKFILL = fs.readFileSync(path.join(migrationsFolder, fs.readdirSync(migrationsFolder).find((f) => f.endsWith('_ledger_backfill.sql'))!), 'utf8')

let srv: TestServer
before(async () => { srv = await startServer({ seed: true, env: { DEMO_GRANT: '1' } }) })
after(async () => { await srv.close() })

describe('ledger = balances over the demo seed', () => {
  test('every seeded balance is the sum of its ledger rows, and a new account\'s granted points are in its points history', async () => {
    const { api } = await newUser(new ApiClient(srv.url), Wallet.createRandom())
    const checked = await assertLedgerBalances(srv.db)
    assert.ok(checked >= 10, `${checked} balances checked`)
    const [{ n }] = await rows<{ n: number }>(srv.db, sql`select count(*)::int as n from balances where amount <> 0`)
    assert.ok(n >= 6, `${n} non-zero balances (the seeded buyer's and the new account's)`)

    const history = okData(await api.get<{ data: Bill[] }>('/wanlshop/pay/moneyLog', { asset: 'score' }))
    assert.equal(history.data.length, 1)
    assert.equal(history.data[0].type, 'system')
    assert.equal(Number(history.data[0].delta), 10000)
  })

  test('the back-fill migration gives a balance without ledger rows one opening row, and adds nothing the second time', async () => {
    const t = now()
    const [u1, u2] = await srv.db.insert(users).values([
      { username: `legacy_${t}_a`, nickname: 'legacy a', inviteCode: `LGA${t}`, joinTime: t },
      { username: `legacy_${t}_b`, nickname: 'legacy b', inviteCode: `LGB${t}`, joinTime: t }
    ]).returning({ id: users.id })
    // u1: points granted before the ledger (a bare balance row); u2: 5 USDT with a ledger, then 2 more without
    await srv.db.insert(balances).values({ userId: u1.id, asset: 'score', amount: '500' })
    await changeBalance(srv.db, { userId: u2.id, asset: 'usdt', delta: '5', billType: 'system' })
    await srv.db.execute(sql`update balances set amount = amount + 2 where user_id = ${u2.id} and asset = 'usdt'`)
    await assert.rejects(assertLedgerBalances(srv.db))

    await srv.db.execute(sql.raw(BACKFILL))
    await assertLedgerBalances(srv.db)
    const opening = await rows<{ user_id: number, asset: string, delta: string, balance_after: string, memo: string }>(srv.db,
      sql`select user_id, asset, delta::text, balance_after::text, memo from ledger where bill_type = 'system' and memo = 'opening balance' order by user_id`)
    assert.deepEqual(opening.map((r) => [r.user_id, r.asset, Number(r.delta), Number(r.balance_after)]), [[u1.id, 'score', 500, 500], [u2.id, 'usdt', 2, 2]])

    const [{ n: before }] = await rows<{ n: number }>(srv.db, sql`select count(*)::int as n from ledger`)
    await srv.db.execute(sql.raw(BACKFILL))
    const [{ n: again }] = await rows<{ n: number }>(srv.db, sql`select count(*)::int as n from ledger`)
    assert.equal(again, before, 'nothing inserted the second time')
  })
})
