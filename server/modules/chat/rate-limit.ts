import crypto from 'node:crypto'
import type { Redis } from 'ioredis'
import { CHAT_LIMITS } from '../../../types/chat'

// The chat's per-sender rate limit: at most CHAT_LIMITS.rateMax messages in a sliding window of
// CHAT_LIMITS.rateWindowSeconds. With Redis (REDIS_URL) the window is one sorted set per sender
// shared by every instance, so a sender cannot multiply the limit by spreading requests over
// instances; without it (one process) it is kept in memory. The Redis check is one script call —
// trimming, counting and adding atomically — so concurrent sends on two instances cannot both take
// the last slot. If Redis fails the check falls back to this process's window rather than refusing
// every message (the same choice as the HTTP rate limit's skipOnError).

export interface SendLimiter {
  /** true when `sender` may send one more message now (and counts it) */
  take: (sender: number, at?: number) => Promise<boolean>
}

/** In-process sliding window (one instance). */
export function memoryLimiter (max: number = CHAT_LIMITS.rateMax, windowMs: number = CHAT_LIMITS.rateWindowSeconds * 1000): SendLimiter & { takeNow: (sender: number, at?: number) => boolean } {
  const sent = new Map<number, number[]>()
  const takeNow = (sender: number, at = Date.now()): boolean => {
    const since = at - windowMs
    const times = (sent.get(sender) ?? []).filter((x) => x > since)
    if (times.length >= max) {
      sent.set(sender, times)
      return false
    }
    times.push(at)
    sent.set(sender, times)
    // forget idle senders now and then so the map stays bounded
    if (sent.size > 10000) for (const [k, v] of sent) if (v.every((x) => x <= since)) sent.delete(k)
    return true
  }
  return { takeNow, take: async (sender, at) => takeNow(sender, at) }
}

// KEYS[1] the sender's window; ARGV: now (ms), window (ms), max, a unique member
const SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`
const SCRIPT_SHA = crypto.createHash('sha1').update(SCRIPT).digest('hex')

/** Shared sliding window in Redis (every instance counts into the same set). */
export function redisLimiter (redis: Redis, prefix: string, max: number = CHAT_LIMITS.rateMax, windowMs: number = CHAT_LIMITS.rateWindowSeconds * 1000): SendLimiter {
  const fallback = memoryLimiter(max, windowMs)
  // this limiter's part of a window member's name, so two instances' sends in the same millisecond
  // are two members, not one counted once. Drawn per limiter, not per process: tests run two
  // servers in one process, and a shared part with two counters from 1 made equal members there.
  const instance = crypto.randomBytes(6).toString('hex')
  let seq = 0
  return {
    take: async (sender, at = Date.now()) => {
      const args = [`${prefix}chat:rl:${sender}`, String(at), String(windowMs), String(max), `${at}:${instance}:${++seq}`] as const
      try {
        // EVALSHA: Redis runs its cached copy (no script text sent and hashed on every message);
        // the first call after a Redis restart loads it with EVAL
        const r = await redis.evalsha(SCRIPT_SHA, 1, ...args).catch(async (e: unknown) => {
          if (!String(e).includes('NOSCRIPT')) throw e
          return await redis.eval(SCRIPT, 1, ...args)
        })
        return Number(r) === 1
      } catch {
        return fallback.takeNow(sender, at)
      }
    }
  }
}
