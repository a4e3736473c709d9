import type { WebSocket } from 'ws'
import type { ServerSocketMessage } from '../../types/socket'
import { randomId } from '../lib/tokens'
import type { Bus, BusMessage } from './bus'

interface Held {
  socket: WebSocket
  userId: number | null
  tokenHash: string | null
  lastSeen: number
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

  constructor (private readonly bus: Bus, private readonly pingMs: number) {
    bus.subscribe((msg) => { this.onBus(msg) })
    if (pingMs > 0) {
      this.timer = setInterval(() => { this.heartbeat() }, pingMs)
      this.timer.unref()
    }
  }

  /** A new socket: give it a client id and tell the client. */
  accept (socket: WebSocket): string {
    const clientId = randomId(10)
    const held: Held = { socket, userId: null, tokenHash: null, lastSeen: Date.now() }
    this.clients.set(clientId, held)
    socket.on('message', () => { held.lastSeen = Date.now() }) // pong or anything else: alive, otherwise ignored
    socket.on('close', () => { this.drop(clientId) })
    socket.on('error', () => { this.drop(clientId) })
    this.sendTo(socket, { type: 'init', client_id: clientId })
    return clientId
  }

  /** Bind a client id to a user (the socket may live on another instance). */
  async bind (clientId: string, userId: number, tokenHash: string): Promise<void> {
    this.bindLocal(clientId, userId, tokenHash)
    await this.bus.publish({ kind: 'bind', clientId, userId, tokenHash })
  }

  /** Logout: forget the sockets bound with this token, on every instance. */
  async unbindToken (tokenHash: string): Promise<void> {
    this.unbindTokenLocal(tokenHash)
    await this.bus.publish({ kind: 'unbindToken', tokenHash })
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
        this.bindLocal(msg.clientId, msg.userId, msg.tokenHash)
        return
      case 'unbindToken':
        this.unbindTokenLocal(msg.tokenHash)
    }
  }

  private bindLocal (clientId: string, userId: number, tokenHash: string): void {
    const held = this.clients.get(clientId)
    if (held === undefined) return // held by another instance (or gone)
    if (held.userId !== null && held.userId !== userId) this.byUser.get(held.userId)?.delete(clientId)
    held.userId = userId
    held.tokenHash = tokenHash
    let set = this.byUser.get(userId)
    if (set === undefined) this.byUser.set(userId, set = new Set())
    set.add(clientId)
  }

  private unbindTokenLocal (tokenHash: string): void {
    for (const [id, held] of this.clients) {
      if (held.tokenHash !== tokenHash) continue
      if (held.userId !== null) this.removeFromUser(held.userId, id)
      held.userId = null
      held.tokenHash = null
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

  /** `ping` every interval; a socket silent for three intervals is closed. */
  private heartbeat (): void {
    const deadline = Date.now() - this.pingMs * 3
    for (const [id, held] of this.clients) {
      if (held.lastSeen < deadline) {
        held.socket.terminate()
        this.drop(id)
      } else {
        this.sendTo(held.socket, { type: 'ping' })
      }
    }
  }

  private sendTo (socket: WebSocket, message: unknown): void {
    if (socket.readyState !== socket.OPEN) return
    socket.send(JSON.stringify(message))
  }
}
