import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { localBus, type Bus, type BusMessage } from '../realtime/bus'
import { Hub } from '../realtime/hub'
import { SessionCache } from '../plugins/session-cache'
import { sessionEnder } from '../plugins/end-sessions'

// server/plugins/session-cache.ts: the sessions a process looked up recently. Ending a session
// takes effect at once; a look-up racing with the end never brings the ended session back.

const T0 = 1_000_000 // ms
const AT = 2_000_000_000 // unix seconds (the sessions below expire later)

describe('session cache', () => {
  test('a session read from the database is served for ttlMs, and never past its own expiry', () => {
    const cache = new SessionCache(localBus(), 10_000)
    cache.remember('a', { userId: 1, expiresAt: AT + 60 }, cache.mark(), T0)
    const hit = cache.get('a', AT, T0 + 9_999)
    assert.equal(hit?.userId, 1)
    assert.equal(hit?.expiresAt, AT + 60)
    assert.equal(cache.get('a', AT, T0 + 10_000), undefined, 'read again after ttlMs')
    assert.equal(cache.size, 0)
    cache.remember('b', { userId: 1, expiresAt: AT + 5 }, cache.mark(), T0)
    assert.equal(cache.get('b', AT + 5, T0 + 1), undefined, 'the token expired: not served from the cache')
    assert.equal(cache.get('nobody', AT, T0), undefined)
  })

  test('ending sessions: this process forgets them before the call returns, another process when the bus brings the news', async () => {
    // a bus that delivers only when told, as Redis does some time after the publish
    const inner = localBus()
    const queued: BusMessage[] = []
    const slowBus: Bus = { ...inner, publish: async (msg) => { queued.push(msg) } }
    const here = new SessionCache(slowBus, 10_000)
    const there = new SessionCache(slowBus, 10_000)
    for (const c of [here, there]) {
      c.remember('phone', { userId: 7, expiresAt: AT + 60 }, c.mark(), T0)
      c.remember('laptop', { userId: 7, expiresAt: AT + 60 }, c.mark(), T0)
      c.remember('someone-else', { userId: 8, expiresAt: AT + 60 }, c.mark(), T0)
    }
    const endSessions = sessionEnder(slowBus, new Hub(slowBus, 0), here)
    await endSessions(7, ['phone'])
    assert.equal(here.get('phone', AT, T0 + 1), undefined)
    assert.equal(here.get('laptop', AT, T0 + 1), undefined, 'all of the user\'s entries go: a live one is read again')
    assert.equal(there.get('phone', AT, T0 + 1)?.userId, 7, 'the other process has not heard yet')
    assert.deepEqual(queued, [{ kind: 'sessionsEnded', userId: 7, tokenHashes: ['phone'] }], 'one message for the hub and the cache')
    for (const m of queued) await inner.publish(m)
    for (const c of [here, there]) {
      assert.equal(c.get('phone', AT, T0 + 1), undefined)
      assert.equal(c.get('someone-else', AT, T0 + 1)?.userId, 8, 'other users keep theirs')
    }
  })

  test('a look-up that began before a session ended does not store the row it read', async () => {
    const cache = new SessionCache(localBus(), 10_000)
    const mark = cache.mark() // request A starts reading the token's row…
    cache.forget(7) // …the user signs out and the row is deleted…
    cache.remember('phone', { userId: 7, expiresAt: AT + 60 }, mark, T0) // …A's read returns the old row
    assert.equal(cache.get('phone', AT, T0 + 1), undefined)
    cache.remember('phone', { userId: 7, expiresAt: AT + 60 }, cache.mark(), T0) // a later sign-in's read
    assert.equal(cache.get('phone', AT, T0 + 1)?.userId, 7)
  })

  test('the bus reconnecting (messages may have been lost) empties the cache', async () => {
    const bus = localBus()
    const cache = new SessionCache(bus, 10_000)
    cache.remember('phone', { userId: 7, expiresAt: AT + 60 }, cache.mark(), T0)
    const mark = cache.mark()
    await bus.publish({ kind: 'reconnected' })
    assert.equal(cache.size, 0)
    cache.remember('laptop', { userId: 7, expiresAt: AT + 60 }, mark, T0)
    assert.equal(cache.size, 0, 'nor does a read that began before it')
  })

  test('bounded: the oldest entry makes room; ttlMs 0 caches nothing', () => {
    const cache = new SessionCache(localBus(), 10_000, 2)
    for (const h of ['a', 'b', 'c']) cache.remember(h, { userId: 1, expiresAt: AT + 60 }, cache.mark(), T0)
    assert.equal(cache.size, 2)
    assert.equal(cache.get('a', AT, T0), undefined)
    assert.equal(cache.get('c', AT, T0)?.userId, 1)
    const off = new SessionCache(localBus(), 0)
    off.remember('a', { userId: 1, expiresAt: AT + 60 }, off.mark(), T0)
    assert.equal(off.size, 0)
  })
})
