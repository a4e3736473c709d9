import type { Bus } from '../realtime/bus'
import type { Hub } from '../realtime/hub'
import type { SessionCache } from './session-cache'

/** `'all'`: every session of the user (a freeze, support's sign-out everywhere). */
export type EndSessions = (userId: number, tokenHashes: readonly string[] | 'all') => Promise<void>

/**
 * What a route calls after the commit that deleted sessions (sign-out, a device signed out, an
 * account frozen, support signing a user out everywhere): one call, so no route can end the
 * sessions in the database and forget the sockets or the cache.
 *
 * This process acts at once — its session cache forgets the user's sessions and its hub unbinds the
 * sockets bound with them, before the route answers — and one `sessionsEnded` message on the bus
 * tells every other process to do the same (each process's hub and cache listen for it; hearing
 * its own message again changes nothing).
 */
export function sessionEnder (bus: Bus, hub: Hub, sessions: SessionCache): EndSessions {
  return async (userId, which) => {
    const tokenHashes = which === 'all' ? null : [...which]
    sessions.forget(userId)
    hub.forgetSessions(userId, tokenHashes)
    await bus.publish({ kind: 'sessionsEnded', userId, tokenHashes })
  }
}
