import { test } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { Redis } from 'ioredis'
import { redisLimiter } from '../modules/chat/rate-limit'
import { REDIS_URL, reachable } from './helpers/server'

// The chat send limit shared through Redis, without HTTP in between so the timing is exact: two
// instances' limiters counting into one window, every send in the same millisecond. Two servers in
// one process once drew the same member names ("<ms>:<process id>:<n>") and the window counted
// 10 + 10 sends as 10, letting the 21st through (a red CI on PostgreSQL).

test('two instances sending in the same millisecond fill one window of 20 together', async (t) => {
  if (!await reachable(REDIS_URL)) {
    if (process.env.REQUIRE_REDIS === '1') throw new Error(`Redis is required but ${REDIS_URL} is unreachable`)
    t.skip(`Redis not reachable at ${REDIS_URL}`)
    return
  }
  const redis = new Redis(REDIS_URL, { lazyConnect: true })
  await redis.connect()
  try {
    const prefix = `bbmall:test:${crypto.randomBytes(4).toString('hex')}:`
    const a = redisLimiter(redis, prefix, 20, 10_000)
    const b = redisLimiter(redis, prefix, 20, 10_000)
    const at = Date.now()
    const taken = await Promise.all(Array.from({ length: 20 }, async (_, i) => await (i % 2 === 0 ? a : b).take(7, at)))
    assert.deepEqual(taken, new Array(20).fill(true))
    assert.equal(await a.take(7, at), false, 'the 21st on A')
    assert.equal(await b.take(7, at + 1), false, 'the 21st on B')
    // the window slides: 10 s later the sender may send again; another sender was never limited
    assert.equal(await b.take(7, at + 10_001), true)
    assert.equal(await a.take(8, at), true)
    await redis.del(`${prefix}chat:rl:7`, `${prefix}chat:rl:8`)
  } finally {
    redis.disconnect()
  }
})
