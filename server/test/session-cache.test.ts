import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { localBus } from '../realtime/bus'
import { SessionCache } from '../plugins/session-cache'

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

  test('end(user) forgets every session of that user, in this process and in the others on the bus', async () => {
    const bus = localBus()
    const here = new SessionCache(bus, 10_000)
    const there = new SessionCache(bus, 10_000)
    for (const c of [here, there]) {
      c.remember('phone', { userId: 7, expiresAt: AT + 60 }, c.mark(), T0)
      c.remember('laptop', { userId: 7, expiresAt: AT + 60 }, c.mark(), T0)
      c.remember('someone-else', { userId: 8, expiresAt: AT + 60 }, c.mark(), T0)
    }
    await here.end(7)
    for (const c of [here, there]) {
      assert.equal(c.get('phone', AT, T0 + 1), undefined)
      assert.equal(c.get('laptop', AT, T0 + 1), undefined)
      assert.equal(c.get('someone-else', AT, T0 + 1)?.userId, 8, 'other users keep theirs')
    }
  })

  test('a look-up that began before a session ended does not store the row it read', async () => {
    const cache = new SessionCache(localBus(), 10_000)
    const mark = cache.mark() // request A starts reading the token's row…
    await cache.end(7) // …the user signs out and the row is deleted…
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
