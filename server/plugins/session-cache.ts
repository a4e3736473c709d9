import type { Bus } from '../realtime/bus'

/** What a signed-in request needs from its `user_tokens` row. */
export interface CachedSession { userId: number, expiresAt: number }

interface Entry extends CachedSession { until: number }

/**
 * The sessions this process looked up in the last `ttlMs`, by token hash.
 *
 * Why: the session look-up was one statement in every signed-in request, two of the checkout's
 * 6.7 statements per paid order. A buyer in a sale or a live stream sends several requests a
 * second with the same token, so most of them can skip it.
 *
 * Ending a session must still take effect at once, in every process. Whatever ends one (sign-out,
 * signing out a device, an operator freezing the account or signing the user out everywhere)
 * commits and then calls `ctx.endSessions` (plugins/end-sessions.ts): this process forgets that
 * user's sessions at once, and the others when the bus's `sessionsEnded` reaches them. Two things
 * keep a stale entry from coming back:
 * - a look-up that began before an `end` does not store what it read (`mark` / `remember`): the row
 *   it read may be the one that was just deleted;
 * - the bus's `reconnected` (Redis dropped and came back, so messages may have been lost) clears
 *   everything.
 * `ttlMs` bounds what is left: a message lost without a reconnect (a publish that failed) leaves a
 * session usable on another process for at most that long. 0 turns the cache off.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>()
  private generation = 0

  constructor (bus: Bus, private readonly ttlMs: number, private readonly max = 100_000) {
    bus.subscribe((msg) => {
      if (msg.kind === 'sessionsEnded') this.forget(msg.userId)
      else if (msg.kind === 'reconnected') this.clear()
    })
  }

  /** The cached session, if it is still valid at `atSeconds` and was read less than `ttlMs` ago. */
  get (tokenHash: string, atSeconds: number, nowMs = Date.now()): CachedSession | undefined {
    const e = this.entries.get(tokenHash)
    if (e === undefined) return undefined
    if (e.until <= nowMs || e.expiresAt <= atSeconds) {
      this.entries.delete(tokenHash)
      return undefined
    }
    return e
  }

  /** Taken before the database read; `remember` stores the row only if no session ended since. */
  mark (): number {
    return this.generation
  }

  remember (tokenHash: string, session: CachedSession, mark: number, nowMs = Date.now()): void {
    if (this.ttlMs <= 0 || mark !== this.generation) return
    if (this.entries.size >= this.max) {
      // the oldest insertion goes (a Map iterates in insertion order)
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    this.entries.set(tokenHash, { userId: session.userId, expiresAt: session.expiresAt, until: nowMs + this.ttlMs })
  }

  get size (): number {
    return this.entries.size
  }

  /**
   * Some of the user's sessions ended: all of the user's entries go (the next request of a session
   * still valid reads its row again), and a look-up already reading does not store what it read.
   */
  forget (userId: number): void {
    this.generation++
    // rare (a sign-out), and the map is bounded: a scan is simpler than a second index by user
    for (const [hash, e] of this.entries) if (e.userId === userId) this.entries.delete(hash)
  }

  private clear (): void {
    this.generation++
    this.entries.clear()
  }
}
