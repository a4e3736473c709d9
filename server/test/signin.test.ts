import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import type { SigninRankItem, SigninResult, SigninState } from '../../types/signin'
import { ledger, signins } from '../db/schema'
import { rewardFor, shanghaiDay, signIn, signinState } from '../modules/signin/service'
import { startServer, type TestServer } from './helpers/server'
import { assertLedgerBalances, balanceOf, makeUser, okData, refusedWith, type TestUser } from './helpers/buying'

// Daily sign-in (issue 18): once per Asia/Shanghai day however many requests race, the streak
// across Shanghai midnight, the reward table through the ledger (bill type reward), log and rank.

let srv: TestServer
let u: TestUser

before(async () => {
  srv = await startServer()
  u = await makeUser(srv.db, srv.url, 'signer')
})
after(async () => { await srv.close() })

/** 2026-03-10 00:00 in Shanghai = 2026-03-09 16:00 UTC */
const MIDNIGHT = Date.UTC(2026, 2, 9, 16, 0, 0) / 1000

describe('sign-in', () => {
  test('the Shanghai day: 23:59 and 00:01 Shanghai are two days, whatever UTC says', () => {
    assert.equal(shanghaiDay(MIDNIGHT - 60), '2026-03-09')
    assert.equal(shanghaiDay(MIDNIGHT + 60), '2026-03-10')
    assert.deepEqual([1, 2, 7, 30].map(rewardFor), [10, 20, 100, 100])
  })

  test('signing in twice in parallel on one day: one row, one reward; the next is refused', async () => {
    const res = await Promise.all(Array.from({ length: 8 }, async () => await u.api.post<SigninResult>('/wanlshop/signin/dosign')))
    assert.equal(res.filter((r) => r.body.code === 1).length, 1)
    for (const r of res.filter((r) => r.body.code !== 1)) refusedWith(r, 'You have already signed in today')
    const rows = await srv.db.select().from(signins).where(eq(signins.userId, u.id))
    assert.equal(rows.length, 1)
    assert.equal(Number(await balanceOf(srv.db, u.id, 'score')), 10)
    const credits = await srv.db.select().from(ledger).where(eq(ledger.userId, u.id))
    assert.deepEqual(credits.map((l) => [l.billType, l.asset, Number(l.delta)]), [['reward', 'score', 10]])
    const state = okData(await u.api.get<SigninState>('/wanlshop/signin/getSignin'))
    assert.equal(state.signed_today, true)
    assert.equal(state.successions, 1)
    assert.equal(state.next_reward, 10)
    assert.deepEqual(state.days, [state.today])
  })

  test('the streak carries across Shanghai midnight, breaks after a missed day, and the best is kept', async () => {
    const v = await makeUser(srv.db, srv.url, 'streak')
    const day1 = MIDNIGHT - 60 // 23:59 on the 9th
    const r1 = await signIn(srv.db, v.id, day1)
    const r2 = await signIn(srv.db, v.id, MIDNIGHT + 60) // 00:01 on the 10th: a new day, streak 2
    const r3 = await signIn(srv.db, v.id, MIDNIGHT + 86_400 + 3600) // the 11th
    assert.deepEqual(['successions' in r1 && r1.successions, 'successions' in r2 && r2.successions, 'successions' in r3 && r3.successions], [1, 2, 3])
    assert.ok('refusal' in await signIn(srv.db, v.id, MIDNIGHT + 86_400 + 80_000), 'still the 11th in Shanghai')
    // the 12th missed: the streak shown on the 13th is 0, signing in starts at 1
    const mid = await signinState(srv.db, v.id, '2026-03', MIDNIGHT + 3 * 86_400 + 60)
    assert.ok(!('refusal' in mid))
    assert.equal(mid.successions, 0)
    assert.equal(mid.maxsuccessions, 3)
    assert.deepEqual(mid.days, ['2026-03-09', '2026-03-10', '2026-03-11'])
    const r4 = await signIn(srv.db, v.id, MIDNIGHT + 3 * 86_400 + 60)
    assert.ok('score' in r4 && r4.successions === 1 && r4.score === 10)
    assert.equal(Number(await balanceOf(srv.db, v.id, 'score')), 10 + 20 + 30 + 10)
    refusedWith(await v.api.get('/wanlshop/signin/getSignin', { month: '2026-13' }), 'The month is not valid')
  })

  test('log and rank', async () => {
    const rank = okData(await u.api.get<SigninRankItem[]>('/wanlshop/signin/rank'))
    assert.equal(rank[0].maxsuccessions, 3)
    assert.equal(rank[0].rank, 1)
    const log = okData(await u.api.get<{ data: Array<{ score: number }> }>('/wanlshop/signin/log'))
    assert.deepEqual(log.data.map((l) => l.score), [10])
    assert.ok(await assertLedgerBalances(srv.db) > 0)
  })
})
