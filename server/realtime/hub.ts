import crypto from 'node:crypto'
import type { WebSocket } from 'ws'
import type { ServerSocketMessage } from '../../types/socket'
import { randomId, sha256 } from '../lib/tokens'
import type { Bus, BusMessage } from './bus'

interface Held {
  socket: WebSocket
  /** sha256 of the secret sent in `init`: binding must present the secret (a client id alone is not proof) */
  secretHash: string
  userId: number | null
  tokenHash: string | null
  lastSeen: number
  /** which of the heartbeat's slices pings it */
  slot: number
}

/**
 * The heartbeat pings a tenth of the sockets every tenth of the interval, not all at once: with
 * thousands of sockets one burst of pings (and of their pongs) stalled the instance's deliveries.
 */
const SLICES = 10
const PING = JSON.stringify({ type: 'ping' })

/** Sockets one user may have bound on one instance; binding another closes the oldest. */
export const MAX_SOCKETS_PER_USER = 5

/** Close code sent to a socket pushed out by a newer one of the same user. */
export const CLOSE_TOO_MANY = 4001

function sameHash (a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && crypto.timingSafeEqual(x, y)
}

/**
 * Sockets held by this instance (client_id → socket) and who they belong to (user_id → client ids).
 * Binding and pushing go through the bus, so the instance that holds a socket acts on it wherever the
 * HTTP request landed.
 */
export class Hub {
  private readonly clients = new Map<string, Held>()
  private readonly byUser = new Map<number, Set<string>>()
  private timer: NodeJS.Timeout | null = null
  private tick = 0
  private accepted = 0

  constructor (private readonly bus: Bus, private readonly pingMs: number) {
    bus.subscribe((msg) => { this.onBus(msg) })
    if (pingMs > 0) {
      this.timer = setInterval(() => { this.heartbeat() }, Math.max(1, Math.round(pingMs / SLICES)))
      this.timer.unref()
    }
  }

  /** A new socket: give it a client id and the secret that proves holding it, and tell the client. */
  accept (socket: WebSocket): string {
    const clientId = randomId(10)
    const secret = randomId(16)
    const held: Held = { socket, secretHash: sha256(secret), userId: null, tokenHash: null, lastSeen: Date.now(), slot: this.accepted++ % SLICES }
    this.clients.set(clientId, held)
    socket.on('message', () => { held.lastSeen = Date.now() }) // pong or anything else: alive, otherwise ignored
    socket.on('close', () => { this.drop(clientId) })
    socket.on('error', () => { this.drop(clientId) })
    this.sendTo(socket, { type: 'init', client_id: clientId, client_secret: secret })
    return clientId
  }

  /**
   * Bind a socket to a user (the socket may live on another instance). The instance holding it binds
   * only when the secret is the one its `init` carried and the socket is not bound to someone else;
   * otherwise nothing happens (the caller cannot tell a foreign socket from a gone one).
   */
  async bind (clientId: string, secret: string, userId: number, tokenHash: string): Promise<void> {
    const secretHash = sha256(secret)
    this.bindLocal(clientId, secretHash, userId, tokenHash)
    await this.bus.publish({ kind: 'bind', clientId, secretHash, userId, tokenHash })
  }

  /**
   * Sessions of the user ended (all of them with `null`): the sockets this instance holds that were
   * bound with them are unbound and hear nothing more. Every instance does this on the bus's
   * `sessionsEnded`; plugins/end-sessions.ts also calls it at once on the instance that ended them.
   */
  forgetSessions (userId: number, tokenHashes: readonly string[] | null): void {
    for (const id of [...this.byUser.get(userId) ?? []]) {
      const held = this.clients.get(id)
      if (held !== undefined) {
        if (tokenHashes !== null && (held.tokenHash === null || !tokenHashes.includes(held.tokenHash))) continue // another session's
        held.userId = null
        held.tokenHash = null
      }
      this.removeFromUser(userId, id)
    }
  }

  /** Deliver to every socket of the user, on every instance. */
  async pushToUser (userId: number, message: ServerSocketMessage): Promise<void> {
    await this.bus.publish({ kind: 'push', userId, message })
  }

  async pushToClient (clientId: string, message: ServerSocketMessage): Promise<void> {
    await this.bus.publish({ kind: 'pushClient', clientId, message })
  }

  /** Local view, for tests and diagnostics. */
  isOnlineHere (userId: number): boolean {
    return (this.byUser.get(userId)?.size ?? 0) > 0
  }

  get size (): number {
    return this.clients.size
  }

  close (): void {
    if (this.timer !== null) clearInterval(this.timer)
    this.timer = null
    for (const { socket } of this.clients.values()) socket.terminate()
    this.clients.clear()
    this.byUser.clear()
  }

  private onBus (msg: BusMessage): void {
    switch (msg.kind) {
      case 'push': {
        const ids = this.byUser.get(msg.userId)
        if (ids === undefined) return
        for (const id of ids) {
          const held = this.clients.get(id)
          if (held !== undefined) this.sendTo(held.socket, msg.message)
        }
        return
      }
      case 'pushClient': {
        const held = this.clients.get(msg.clientId)
        if (held !== undefined) this.sendTo(held.socket, msg.message)
        return
      }
      case 'bind':
        this.bindLocal(msg.clientId, msg.secretHash, msg.userId, msg.tokenHash)
        return
      case 'sessionsEnded':
        this.forgetSessions(msg.userId, msg.tokenHashes)
    }
  }

  private bindLocal (clientId: string, secretHash: string, userId: number, tokenHash: string): void {
    const held = this.clients.get(clientId)
    if (held === undefined) return // held by another instance (or gone)
    if (!sameHash(held.secretHash, secretHash)) return
    if (held.userId !== null && held.userId !== userId) return // someone else's until they log out
    held.userId = userId
    held.tokenHash = tokenHash
    let set = this.byUser.get(userId)
    if (set === undefined) this.byUser.set(userId, set = new Set())
    set.delete(clientId)
    set.add(clientId) // a Set keeps insertion order: the first entry is the oldest binding
    while (set.size > MAX_SOCKETS_PER_USER) {
      const oldest = set.values().next().value as string
      const old = this.clients.get(oldest)
      this.drop(oldest)
      old?.socket.close(CLOSE_TOO_MANY, 'too many sockets')
    }
  }

  private removeFromUser (userId: number, clientId: string): void {
    const set = this.byUser.get(userId)
    if (set === undefined) return
    set.delete(clientId)
    if (set.size === 0) this.byUser.delete(userId)
  }

  private drop (clientId: string): void {
    const held = this.clients.get(clientId)
    if (held === undefined) return
    this.clients.delete(clientId)
    if (held.userId !== null) this.removeFromUser(held.userId, clientId)
  }

  /** `ping` every interval (one slice of the sockets per tick); a socket silent for three intervals is closed. */
  private heartbeat (): void {
    const slot = this.tick++ % SLICES
    const deadline = Date.now() - this.pingMs * 3
    for (const [id, held] of this.clients) {
      if (held.slot !== slot) continue
      if (held.lastSeen < deadline) {
        held.socket.terminate()
        this.drop(id)
      } else if (held.socket.readyState === held.socket.OPEN) {
        held.socket.send(PING)
      }
    }
  }

  private sendTo (socket: WebSocket, message: unknown): void {
    if (socket.readyState !== socket.OPEN) return
    socket.send(JSON.stringify(message))
  }
}
