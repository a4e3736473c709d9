import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { sql } from 'drizzle-orm'
import { platformAccountId } from '../lib/platform-account'
import type { Paginated } from '../../types/envelope'
import type { AssetsOverview, EconomyAdminFigures, EconomyOverview, ExchangeQuote, ExchangeRecord, NodeEquities, Pledge, PledgeRecord } from '../../types/economy'
import type { Bill } from '../../types/wallet'
import { nodeNfts, users } from '../db/schema'
import { eq } from 'drizzle-orm'
import { DAY, now } from '../lib/time'
import { runJobs } from '../lib/scheduler'
import { appreciatePoints, dayStart, emitBbc, expireVouchers, lastFinishedDay } from '../modules/economy/daily'
import { refreshTier } from '../modules/economy/tiers'
import { adminOf } from './helpers/admin'
import { startServer, type TestServer } from './helpers/server'
import { assertLedgerBalances, balanceOf, credit, makeUser, okData, refusedWith, setPayPassword, type TestUser } from './helpers/buying'

// The token economy through real HTTP (issue 14): exchange at the rates with the fee, pledge and
// redeem (not before due, once), node tiers from pledges and staked NFTs, 20 concurrent exchanges
// and pledges from one balance, the daily jobs (emission sums exactly, each day once — concurrent
// runs, a crash in the middle and a re-run), the console's Economy page; ECONOMY §4 after the suite.

let srv: TestServer
let alice: TestUser
let bob: TestUser
const key = (): string => crypto.randomBytes(12).toString('hex')
const PW = '123456'

type Db = TestServer['db']
async function q<T> (db: Db, s: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(s) as unknown as { rows: T[] }).rows
}

before(async () => {
  srv = await startServer()
  alice = await makeUser(srv.db, srv.url, 'alice')
  bob = await makeUser(srv.db, srv.url, 'bob')
  for (const u of [alice, bob]) await setPayPassword(srv.db, u.id, PW)
})

after(async () => {
  await assertLedgerBalances(srv.db)
  const [neg] = await q<{ n: number }>(srv.db, sql`select count(*)::int as n from balances where amount < 0`)
  assert.equal(neg.n, 0, 'no negative balance')
  await srv.close()
})

describe('exchange', () => {
  test('USDT → BBT at bbt_usdt without a fee; BBT → USDT and BBC → USDT minus 0.5 %', async () => {
    await credit(srv.db, alice.id, 'usdt', '1000')
    await credit(srv.db, alice.id, 'bbc', '1000')
    const qt = okData(await alice.api.get<ExchangeQuote>('/wanlshop/economy/quote', { pair: 'bbt_usdt', amount: '100' }))
    assert.deepEqual({ rate: qt.rate, fee: qt.fee, result: qt.result }, { rate: '1.00', fee: '0.50', result: '99.50' })
    const a = okData(await alice.api.post<ExchangeQuote & { balance: string }>('/wanlshop/economy/exchange', { pair: 'usdt_bbt', amount: '300', pay_password: PW, key: key() }))
    assert.equal(Number(a.result), 300)
    assert.equal(Number(a.balance), 700)
    const b = okData(await alice.api.post<ExchangeQuote>('/wanlshop/economy/exchange', { pair: 'bbc_usdt', amount: '1000', pay_password: PW, key: key() }))
    // 1000 BBC × 0.10 = 100 USDT, fee 0.5
    assert.deepEqual({ fee: b.fee, result: b.result }, { fee: '0.50', result: '99.50' })
    assert.equal(Number(await balanceOf(srv.db, alice.id, 'bbc')), 0)
    assert.equal(Number(await balanceOf(srv.db, alice.id, 'usdt')), 799.5)
    assert.equal(Number(await balanceOf(srv.db, alice.id, 'bbt')), 300)
    const rec = okData(await alice.api.get<Paginated<ExchangeRecord>>('/wanlshop/economy/exchangeRecord'))
    assert.deepEqual(rec.data.map((r) => r.pair), ['bbc_usdt', 'usdt_bbt'])
  })

  test('refusals: wrong password, more than the balance, bad amounts, a replayed key exchanges once', async () => {
    refusedWith(await alice.api.post('/wanlshop/economy/exchange', { pair: 'usdt_bbt', amount: '1', pay_password: '000000', key: key() }), /password/i)
    refusedWith(await alice.api.post('/wanlshop/economy/exchange', { pair: 'bbc_usdt', amount: '5', pay_password: PW, key: key() }), 'Insufficient BBC balance, 0.00 available')
    for (const bad of ['-1', '1e3', 'abc', '0', '1.001']) {
      const r = await alice.api.post('/wanlshop/economy/exchange', { pair: 'usdt_bbt', amount: bad, pay_password: PW, key: key() })
      assert.equal(r.body.code, 0, bad)
    }
    const k = key()
    const before = await balanceOf(srv.db, alice.id, 'usdt')
    const one = okData(await alice.api.post<{ id: number }>('/wanlshop/economy/exchange', { pair: 'usdt_bbt', amount: '10', pay_password: PW, key: k }))
    const two = okData(await alice.api.post<{ id: number }>('/wanlshop/economy/exchange', { pair: 'usdt_bbt', amount: '10', pay_password: PW, key: k }))
    assert.equal(one.id, two.id)
    assert.equal(Number(before) - Number(await balanceOf(srv.db, alice.id, 'usdt')), 10)
  })

  test('20 concurrent exchanges from a balance of 5: exactly 5 pass, never negative', async () => {
    const u = await makeUser(srv.db, srv.url, 'racer')
    await setPayPassword(srv.db, u.id, PW)
    await credit(srv.db, u.id, 'usdt', '5')
    const res = await Promise.all(Array.from({ length: 20 }, async () => await u.api.post('/wanlshop/economy/exchange', { pair: 'usdt_bbt', amount: '1', pay_password: PW, key: key() })))
    assert.equal(res.filter((r) => r.body.code === 1).length, 5)
    for (const r of res.filter((x) => x.body.code !== 1)) assert.match(r.body.msg, /Insufficient USDT/)
    assert.equal(Number(await balanceOf(srv.db, u.id, 'usdt')), 0)
    assert.equal(Number(await balanceOf(srv.db, u.id, 'bbt')), 5)
  })
})

describe('pledge and node tiers', () => {
  test('pledging moves BBT out and sets the node tier; redeem before due is refused; after due once', async () => {
    await credit(srv.db, bob.id, 'bbt', '6000')
    refusedWith(await bob.api.post('/wanlshop/economy/pledge', { amount: '100', days: 60, pay_password: PW, key: key() }), 'The pledge term must be 30, 90 or 180 days')
    refusedWith(await bob.api.post('/wanlshop/economy/pledge', { amount: '7000', days: 30, pay_password: PW, key: key() }), 'Insufficient BBT balance, 6000.00 available')
    const p = okData(await bob.api.post<Pledge>('/wanlshop/economy/pledge', { amount: '1000', days: 30, pay_password: PW, key: key() }))
    assert.equal(p.can_redeem, false)
    assert.equal(p.duetime - p.createtime, 30 * DAY)
    let eq1 = okData(await bob.api.get<NodeEquities>('/wanlshop/economy/equities'))
    assert.deepEqual({ tier: eq1.node_tier, pledged: eq1.pledged, next: eq1.next }, { tier: 1, pledged: '1000.00', next: { tier: 2, needed: '4000.00' } })
    assert.deepEqual(eq1.tiers.map((t) => [t.tier, t.threshold, t.weight]), [[3, '20000.00', 5], [2, '5000.00', 2], [1, '1000.00', 1]])
    okData(await bob.api.post<Pledge>('/wanlshop/economy/pledge', { amount: '4000', days: 90, pay_password: PW, key: key() }))
    eq1 = okData(await bob.api.get<NodeEquities>('/wanlshop/economy/equities'))
    assert.equal(eq1.node_tier, 2)
    const [row] = await q<{ t: number }>(srv.db, sql`select node_tier as t from user_economy where user_id = ${bob.id}`)
    assert.equal(row.t, 2, 'user_economy.node_tier is written')
    assert.equal(Number(await balanceOf(srv.db, bob.id, 'bbt')), 1000)

    refusedWith(await bob.api.post('/wanlshop/economy/redeem', { id: p.id }), 'This pledge is not due yet and cannot be redeemed')
    refusedWith(await alice.api.post('/wanlshop/economy/redeem', { id: p.id }), 'No such pledge')
    // the term passes: the scheduler's timer matures it
    await srv.db.execute(sql`update pledges set created_at = created_at - ${31 * DAY}, due_at = due_at - ${31 * DAY} where id = ${p.id}`)
    const ran = await runJobs(srv.app.ctx.jobs, now(), { db: srv.db, config: srv.config })
    assert.deepEqual(ran['pledge.mature'], [p.id])
    const ov = okData(await bob.api.get<EconomyOverview>('/wanlshop/economy/overview'))
    assert.equal(ov.pledges.find((x) => x.id === p.id)?.can_redeem, true)
    // a double tap: redeemed once, paid once
    const [r1, r2] = await Promise.all([bob.api.post('/wanlshop/economy/redeem', { id: p.id }), bob.api.post('/wanlshop/economy/redeem', { id: p.id })])
    assert.deepEqual([r1.body.code, r2.body.code].sort(), [0, 1])
    refusedWith(await bob.api.post('/wanlshop/economy/redeem', { id: p.id }), 'This pledge has already been redeemed')
    assert.equal(Number(await balanceOf(srv.db, bob.id, 'bbt')), 2000)
    const rows = await q<{ n: number }>(srv.db, sql`select count(*)::int as n from ledger where ref_type = 'pledge' and ref_id = ${String(p.id)}`)
    assert.equal(rows[0].n, 2, 'one row out, one row back')
    // 4000 still pledged: ordinary again
    assert.equal(okData(await bob.api.get<NodeEquities>('/wanlshop/economy/equities')).node_tier, 1)
    const rec = okData(await bob.api.get<Paginated<PledgeRecord>>('/wanlshop/economy/pledgeRecord'))
    assert.deepEqual(rec.data.map((r) => r.kind).sort(), ['redeem', 'stake', 'stake'])
  })

  test('a staked node NFT counts: the tier is the higher of pledge and NFT', async () => {
    await srv.db.update(users).set({ walletAddress: '0x' + 'b0'.repeat(20) }).where(eq(users.id, bob.id))
    await srv.db.insert(nodeNfts).values({ tokenId: '1', tier: 3, owner: '0x' + 'b0'.repeat(20), staked: true, updatedAt: now() })
    assert.equal(await refreshTier(srv.db, bob.id, now()), 3)
    const e = okData(await bob.api.get<NodeEquities>('/wanlshop/economy/equities'))
    assert.deepEqual({ tier: e.node_tier, nft: e.nft_tier, pledge: e.pledge_tier, next: e.next }, { tier: 3, nft: 3, pledge: 1, next: null })
    await srv.db.update(nodeNfts).set({ staked: false }).where(eq(nodeNfts.tokenId, '1'))
    assert.equal(await refreshTier(srv.db, bob.id, now()), 1)
  })

  test('20 concurrent pledges from 5 000 BBT of 1 000 each: 5 pass, never negative', async () => {
    const u = await makeUser(srv.db, srv.url, 'staker')
    await setPayPassword(srv.db, u.id, PW)
    await credit(srv.db, u.id, 'bbt', '5000')
    const res = await Promise.all(Array.from({ length: 20 }, async () => await u.api.post('/wanlshop/economy/pledge', { amount: '1000', days: 180, pay_password: PW, key: key() })))
    assert.equal(res.filter((r) => r.body.code === 1).length, 5)
    assert.equal(Number(await balanceOf(srv.db, u.id, 'bbt')), 0)
    assert.equal(okData(await u.api.get<NodeEquities>('/wanlshop/economy/equities')).node_tier, 2)
  })
})

describe('daily jobs', () => {
  const DAY1 = '2026-01-10'
  test('emission by power: the rows sum to the emission exactly; a day settles once even when run concurrently', async () => {
    const holders: TestUser[] = []
    for (let i = 0; i < 7; i++) holders.push(await makeUser(srv.db, srv.url, `p${i}`))
    for (const [i, h] of holders.entries()) {
      await srv.db.execute(sql`insert into user_economy (user_id, power) values (${h.id}, ${(i + 1) * 3.3333}) on conflict (user_id) do update set power = excluded.power`)
    }
    const at = dayStart(DAY1) + DAY + 60
    const runs = await Promise.all([1, 2, 3].map(async () => await emitBbc(srv.db, '10000', DAY1, at)))
    assert.equal(runs.filter((r) => r.settled).length, 1)
    const [s] = await q<{ s: string, n: number }>(srv.db, sql`select sum(delta)::text as s, count(*)::int as n from ledger where ref_type = 'economy_day' and ref_id = ${DAY1} and bill_type = 'reward'`)
    assert.equal(s.s, '10000.00000000')
    // seven holders, plus what rounding left, ledgered to the platform account (ECONOMY.md §3.6)
    assert.equal(s.n, 8)
    const platform = await platformAccountId(srv.db)
    const [rest] = await q<{ d: string }>(srv.db, sql`select delta::text as d from ledger where ref_type = 'economy_day' and ref_id = ${DAY1} and user_id = ${platform}`)
    assert.ok(Number(rest.d) > 0 && Number(rest.d) < 7e-8, `platform remainder ${rest.d}`)
    // each gets its share of power (to 8 decimals)
    const total = holders.reduce((sum, _h, i) => sum + (i + 1) * 3.3333, 0)
    const first = Number(await balanceOf(srv.db, holders[0].id, 'bbc'))
    assert.ok(Math.abs(first - 10000 * 3.3333 / total) < 1e-6)
    // the console shows it
    const fin = await adminOf(srv.db, srv.url, 'finance')
    const f = okData(await fin.get<EconomyAdminFigures>('/economy'))
    assert.ok(Number(f.global_power) > 0)
    assert.equal(f.daily_bbc_emission, '10000.00')
    const support = await adminOf(srv.db, srv.url, 'support')
    assert.equal((await support.get('/economy')).status, 403)
    // the earnings record lists it
    const e = okData(await holders[0].api.get<Paginated<Bill>>('/wanlshop/economy/earnings'))
    assert.equal(e.data[0].type, 'reward')
    const a = okData(await holders[0].api.get<AssetsOverview>('/wanlshop/economy/assets'))
    assert.equal(Number(a.power), 3.3333)
  })

  test('a crash in the middle of a day rolls it all back; the re-run settles it', async () => {
    const DAY2 = '2026-01-11'
    const at = dayStart(DAY2) + DAY + 60
    await assert.rejects(emitBbc(srv.db, '500', DAY2, at, async () => { throw new Error('crash') }), /crash/)
    const [none] = await q<{ n: number }>(srv.db, sql`select count(*)::int as n from ledger where ref_id = ${DAY2}`)
    assert.equal(none.n, 0)
    const [claim] = await q<{ n: number }>(srv.db, sql`select count(*)::int as n from economy_days where day = ${DAY2}`)
    assert.equal(claim.n, 0)
    assert.equal((await emitBbc(srv.db, '500', DAY2, at)).settled, true)
    assert.equal((await emitBbc(srv.db, '500', DAY2, at)).settled, false)
    const [s] = await q<{ s: string }>(srv.db, sql`select sum(delta)::text as s from ledger where ref_id = ${DAY2} and bill_type = 'reward'`)
    assert.equal(s.s, '500.00000000')
  })

  test('points appreciation: floor(score × rate) once a day', async () => {
    const u = await makeUser(srv.db, srv.url, 'points')
    await credit(srv.db, u.id, 'score', '12345')
    const DAY3 = '2026-01-12'
    const r = await appreciatePoints(srv.db, '0.001', DAY3, dayStart(DAY3) + DAY)
    assert.equal(r.settled, true)
    assert.equal(Number(await balanceOf(srv.db, u.id, 'score')), 12357)
    assert.equal((await appreciatePoints(srv.db, '0.001', DAY3, dayStart(DAY3) + DAY)).settled, false)
    assert.equal(Number(await balanceOf(srv.db, u.id, 'score')), 12357)
  })

  test('vouchers expire oldest first, what was spent of them is not expired again', async () => {
    const u = await makeUser(srv.db, srv.url, 'vouchers')
    const DAY4 = '2026-06-01'
    const end = dayStart(DAY4) + DAY
    // an old lot of 100 (91 days ago), a fresh lot of 50, 30 spent since
    await srv.db.execute(sql`insert into balances (user_id, asset, amount) values (${u.id}, 'voucher', 120) on conflict (user_id, asset) do update set amount = 120`)
    await srv.db.execute(sql`insert into ledger (user_id, asset, bill_type, delta, balance_after, created_at) values
      (${u.id}, 'voucher', 'system', 100, 100, ${end - 91 * DAY}), (${u.id}, 'voucher', 'system', 50, 150, ${end - 10 * DAY}), (${u.id}, 'voucher', 'goods', -30, 120, ${end - 5 * DAY})`)
    const r = await expireVouchers(srv.db, 90, DAY4, end + 60)
    assert.equal(r.settled, true)
    assert.equal(Number(await balanceOf(srv.db, u.id, 'voucher')), 50)
    // the next day: nothing more of the old lot
    const DAY5 = '2026-06-02'
    await expireVouchers(srv.db, 90, DAY5, end + DAY + 60)
    assert.equal(Number(await balanceOf(srv.db, u.id, 'voucher')), 50)
  })

  test('the scheduler settles the last finished day; a second run does nothing', async () => {
    const at = now()
    const ctx = { db: srv.db, config: srv.config }
    await runJobs(srv.app.ctx.jobs, at, ctx)
    const before = await q<{ n: number }>(srv.db, sql`select count(*)::int as n from ledger`)
    await runJobs(srv.app.ctx.jobs, at, ctx)
    const after2 = await q<{ n: number }>(srv.db, sql`select count(*)::int as n from ledger`)
    assert.equal(after2[0].n, before[0].n)
    const [d] = await q<{ n: number }>(srv.db, sql`select count(*)::int as n from economy_days where day = ${lastFinishedDay(at)}`)
    assert.equal(d.n, 3)
  })
})
