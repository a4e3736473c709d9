import { EventEmitter } from 'node:events'
import { Redis } from 'ioredis'

/** What instances tell each other: every instance acts on the sockets it holds. */
export type BusMessage =
  | { kind: 'push', userId: number, message: unknown }
  | { kind: 'pushClient', clientId: string, message: unknown }
  /** secretHash: sha256 of the secret the socket got in `init` (the holder checks it) */
  | { kind: 'bind', clientId: string, secretHash: string, userId: number, tokenHash: string }
  /**
   * some of the user's sessions ended (`tokenHashes`), or all of them (`null`): every instance's hub
   * forgets the sockets bound with them and its session cache stops honouring them
   * (plugins/end-sessions.ts sends it)
   */
  | { kind: 'sessionsEnded', userId: number, tokenHashes: string[] | null }
  /**
   * not sent by anyone: the Redis bus tells its own subscribers that its connection dropped and came
   * back, so messages published meanwhile were lost
   */
  | { kind: 'reconnected' }

export interface Bus {
  publish: (msg: BusMessage) => Promise<void>
  subscribe: (handler: (msg: BusMessage) => void) => void
  close: () => Promise<void>
}

/** Single process: a local event emitter. */
export function localBus (): Bus {
  const ee = new EventEmitter()
  ee.setMaxListeners(0)
  return {
    publish: async (msg) => { ee.emit('msg', msg) },
    subscribe: (handler) => { ee.on('msg', handler) },
    close: async () => { ee.removeAllListeners() }
  }
}

export const REDIS_CHANNEL = 'bbmall:push'

/** A plain Redis connection (rate-limit counters), connected before it is returned. */
export async function redisClient (url: string, connectTimeoutMs = 5000): Promise<Redis> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: connectTimeoutMs, maxRetriesPerRequest: 1, enableAutoPipelining: true })
  client.on('error', () => { /* reconnects by itself */ })
  try {
    await client.connect()
  } catch (err) {
    client.disconnect()
    throw new Error(`Cannot connect to Redis at ${url}: ${(err as Error).message}`)
  }
  return client
}

/**
 * Redis pub/sub between instances. Connects before resolving, so a wrong REDIS_URL fails the start
 * with a clear error instead of retrying silently.
 */
export async function redisBus (url: string, channel = REDIS_CHANNEL, connectTimeoutMs = 5000): Promise<Bus> {
  const opts = { lazyConnect: true, connectTimeout: connectTimeoutMs, maxRetriesPerRequest: 3 }
  // publishes made in one tick (a message to a buyer and a shop, many sends under load) leave in
  // one write; the names tell the connections apart in Redis's CLIENT LIST
  const name = channel.replace(/[^\x21-\x7e]/g, '_') // CLIENT SETNAME takes no spaces
  const pub = new Redis(url, { ...opts, enableAutoPipelining: true, connectionName: `${name}:pub` })
  // autoResubscribe off: the 'ready' handler below subscribes again itself, with its failure
  // handled. ioredis's own re-subscribe has no catch, so a close while the connection was coming
  // back (a shutdown during a Redis restart) ended in an unhandled "Connection is closed" rejection
  const sub = new Redis(url, { ...opts, connectionName: `${name}:sub`, autoResubscribe: false })
  const handlers: Array<(msg: BusMessage) => void> = []
  pub.on('error', () => { /* reconnects by itself; publish reports failures */ })
  sub.on('error', () => { /* reconnects by itself and re-subscribes */ })
  try {
    await Promise.all([pub.connect(), sub.connect()])
    await sub.subscribe(channel)
  } catch (err) {
    pub.disconnect()
    sub.disconnect()
    throw new Error(`Cannot connect to Redis at ${url}: ${(err as Error).message}`)
  }
  // ioredis reconnects and re-subscribes by itself, but what was published in between never
  // arrives: once the subscription is back (ours answers after it), the subscribers hear of it
  sub.on('ready', () => {
    sub.subscribe(channel).then(() => { for (const h of handlers) h({ kind: 'reconnected' }) }, () => { /* dropped again: the next ready tells */ })
  })
  sub.on('message', (ch: string, text: string) => {
    if (ch !== channel) return
    let msg: BusMessage
    try { msg = JSON.parse(text) as BusMessage } catch { return }
    for (const h of handlers) h(msg)
  })
  return {
    publish: async (msg) => { await pub.publish(channel, JSON.stringify(msg)) },
    subscribe: (handler) => { handlers.push(handler) },
    close: async () => {
      handlers.length = 0
      await Promise.allSettled([sub.quit(), pub.quit()])
    }
  }
}
