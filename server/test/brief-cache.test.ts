import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import type { Db } from '../db/client'
import { BriefCache } from '../lib/brief-cache'

// The answers shared for a few seconds (lib/brief-cache.ts: list totals and kept list matches):
// shared while computed, renewed in the background before they expire, never older than their
// time to live, failures forgotten. A clock of the test's own stands in for Date.now.

const TTL = 1000

function deferred<T> (): { promise: Promise<T>, resolve: (v: T) => void, reject: (e: Error) => void } {
  let resolve!: (v: T) => void
  let reject!: (e: Error) => void
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej })
  return { promise, resolve, reject }
}

/** A cache on a clock the test moves, and a compute that counts its calls and answers when told. */
function setup (maxEntries = 10): { cache: BriefCache<string>, db: Db, at: { t: number }, calls: () => number, compute: () => Promise<string>, answer: (v: string) => void, fail: () => void } {
  const at = { t: 0 }
  const cache = new BriefCache<string>(TTL, maxEntries, () => at.t)
  const pending: Array<ReturnType<typeof deferred<string>>> = []
  const compute = async (): Promise<string> => {
    const d = deferred<string>()
    pending.push(d)
    return await d.promise
  }
  return {
    cache,
    db: {} as unknown as Db,
    at,
    calls: () => pending.length,
    compute,
    answer: (v) => { pending[pending.length - 1].resolve(v) },
    fail: () => { pending[pending.length - 1].reject(new Error('database gone')) }
  }
}

/** Lets the promise callbacks queued so far run. */
async function settle (): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve))
}

describe('BriefCache', () => {
  test('requests asking together share one computation', async () => {
    const s = setup()
    const one = s.cache.get(s.db, 'k', s.compute)
    const two = s.cache.get(s.db, 'k', s.compute)
    s.answer('v1')
    assert.deepEqual(await Promise.all([one, two]), ['v1', 'v1'])
    assert.equal(s.calls(), 1)
    s.at.t = TTL / 2 - 1
    assert.equal(await s.cache.get(s.db, 'k', s.compute), 'v1', 'in the first half of its life an answer is simply reused')
    assert.equal(s.calls(), 1)
  })

  test('past four fifths of its life an answer is renewed in the background: nobody waits, one renewal', async () => {
    const s = setup()
    const first = s.cache.get(s.db, 'k', s.compute)
    s.answer('v1')
    await first
    s.at.t = TTL * 0.8 + 1
    // the renewal has not answered: these requests still get the old answer, at once
    assert.equal(await s.cache.get(s.db, 'k', s.compute), 'v1')
    assert.equal(await s.cache.get(s.db, 'k', s.compute), 'v1')
    assert.equal(s.calls(), 2, 'one renewal, however many requests')
    s.answer('v2')
    await settle()
    assert.equal(await s.cache.get(s.db, 'k', s.compute), 'v2')
    // the renewed answer's life counts from when its query was sent
    s.at.t = TTL * 0.8 + 1 + TTL - 1
    const late = s.cache.get(s.db, 'k', s.compute)
    assert.equal(s.calls(), 3, 'renewed again before it expires')
    assert.equal(await late, 'v2')
  })

  test('an answer is never used past its time to live', async () => {
    const s = setup()
    const first = s.cache.get(s.db, 'k', s.compute)
    s.answer('v1')
    await first
    s.at.t = TTL
    const next = s.cache.get(s.db, 'k', s.compute)
    assert.equal(s.calls(), 2)
    s.answer('v2')
    assert.equal(await next, 'v2')
  })

  test('a failed answer is forgotten at once; a failed renewal keeps the old answer until it expires', async () => {
    const s = setup()
    const first = s.cache.get(s.db, 'k', s.compute)
    s.fail()
    await assert.rejects(first, /database gone/)
    const second = s.cache.get(s.db, 'k', s.compute)
    assert.equal(s.calls(), 2, 'asked again, not served the failure')
    s.answer('v1')
    assert.equal(await second, 'v1')
    s.at.t = TTL * 0.9
    assert.equal(await s.cache.get(s.db, 'k', s.compute), 'v1')
    s.fail()
    await settle()
    assert.equal(await s.cache.get(s.db, 'k', s.compute), 'v1', 'the old answer stays within its life')
    s.at.t = TTL + 1
    const fresh = s.cache.get(s.db, 'k', s.compute)
    s.answer('v2')
    assert.equal(await fresh, 'v2')
  })

  test('forget() drops a database\'s answers; keys and databases do not share', async () => {
    const s = setup()
    const other = {} as unknown as Db
    const a = s.cache.get(s.db, 'a', s.compute)
    s.answer('a1')
    const b = s.cache.get(s.db, 'b', s.compute)
    s.answer('b1')
    const c = s.cache.get(other, 'a', s.compute)
    s.answer('c1')
    assert.deepEqual(await Promise.all([a, b, c]), ['a1', 'b1', 'c1'])
    s.cache.forget(s.db)
    const again = s.cache.get(s.db, 'a', s.compute)
    s.answer('a2')
    assert.equal(await again, 'a2')
    assert.equal(await s.cache.get(other, 'a', s.compute), 'c1', 'the other database keeps its answers')
  })

  test('past maxEntries the expired answers go first, then all', async () => {
    const s = setup(2)
    const a = s.cache.get(s.db, 'a', s.compute)
    s.answer('a1')
    await a
    s.at.t = TTL // a has expired
    const b = s.cache.get(s.db, 'b', s.compute)
    s.answer('b1')
    await b
    const c = s.cache.get(s.db, 'c', s.compute) // full: the expired a goes, b stays
    s.answer('c1')
    await c
    const calls = s.calls()
    assert.equal(await s.cache.get(s.db, 'b', s.compute), 'b1')
    assert.equal(s.calls(), calls, 'b was kept')
    const d = s.cache.get(s.db, 'd', s.compute) // full of live answers: all go
    s.answer('d1')
    await d
    const bAgain = s.cache.get(s.db, 'b', s.compute)
    assert.equal(s.calls(), calls + 2, 'b was asked again')
    s.answer('b2')
    assert.equal(await bAgain, 'b2')
  })
})
