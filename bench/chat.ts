import crypto from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { startServer, reachable, REDIS_URL, type TestServer } from '../server/test/helpers/server'
import { SocketClient } from '../server/test/helpers/socket'
import { makeShop, makeUser, type TestUser } from '../server/test/helpers/buying'

// Chat delivery benchmark (`npm run bench:chat`, part of `npm run bench`): two server instances on
// one Redis and one database; BENCH_CHAT_PAIRS merchants each hold BENCH_CHAT_SOCKETS sockets on
// instance B (at most 5 per user and instance, the hub's limit); as many buyers send chat/send over
// HTTP to instance A at BENCH_CHAT_RATE messages/s for BENCH_CHAT_SECONDS. Every message is
// delivered to every socket of its merchant. Reported: messages sent/s, deliveries/s and the
// latency from the send to each delivery (p50, p99), and refusals. Database: PostgreSQL at
// BENCH_PG_URL when it answers (a fresh database), else in-memory PGlite.

const PAIRS = Number(process.env.BENCH_CHAT_PAIRS ?? 1000)
const SOCKETS = Math.min(5, Number(process.env.BENCH_CHAT_SOCKETS ?? 5))
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 1000)
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 10)

function pct (xs: number[], p: number): number {
  if (xs.length === 0) return 0
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(s.length * p))]
}

async function main (): Promise<void> {
  if (!await reachable(REDIS_URL)) {
    console.log(`chat bench: Redis not reachable at ${REDIS_URL}, skipped`)
    return
  }
  const env = { REDIS_CHANNEL: `bbmall:bench:${crypto.randomBytes(4).toString('hex')}`, LOG_LEVEL: 'warn' }
  const a: TestServer = await startServer({ bus: 'redis', env })
  const b: TestServer = await startServer({ bus: 'redis', database: a.database, env })
  const sockets: SocketClient[] = []
  try {
    const t0 = performance.now()
    const pairs: Array<{ buyer: TestUser, merchant: TestUser, shop: number }> = []
    for (let i = 0; i < PAIRS; i++) {
      const merchant = await makeUser(a.db, b.url, 'm')
      const buyer = await makeUser(a.db, a.url, 'b')
      pairs.push({ buyer, merchant, shop: await makeShop(a.db, merchant.id, undefined, `Bench shop ${i}`) })
    }
    const latencies: number[] = []
    let deliveries = 0
    const sentAt = new Map<string, number>()
    // sockets on B, bound through B
    for (let i = 0; i < pairs.length; i += 50) {
      await Promise.all(pairs.slice(i, i + 50).flatMap((p) => Array.from({ length: SOCKETS }, async () => {
        const ws = await SocketClient.connect(b.url)
        await p.merchant.api.post('/wanlshop/chat/shake', await ws.credentials())
        ws.ws.on('message', (data) => {
          const msg = JSON.parse(String(data)) as { type?: string, event?: string, message?: { key?: string } }
          if (msg.type !== 'chat' || msg.event !== 'message' || msg.message?.key === undefined) return
          const at = sentAt.get(msg.message.key)
          if (at === undefined) return
          deliveries++
          latencies.push(performance.now() - at)
        })
        sockets.push(ws)
      })))
    }
    console.log(`chat bench: ${pairs.length} pairs, ${sockets.length} sockets on B (set up in ${Math.round((performance.now() - t0) / 1000)} s)`)

    // senders: buyers via A, round robin, paced at RATE
    let sent = 0
    let refused = 0
    let errors = 0
    const inflight = new Set<Promise<void>>()
    const start = performance.now()
    const end = start + SECONDS * 1000
    let next = start
    let i = 0
    while (performance.now() < end) {
      const now = performance.now()
      if (now < next) { await new Promise((resolve) => setTimeout(resolve, Math.min(5, next - now))); continue }
      next += 1000 / RATE
      const p = pairs[i++ % pairs.length]
      const key = `b${i}`
      sentAt.set(key, performance.now())
      const job = p.buyer.api.post('/wanlshop/chat/send', { shop_id: p.shop, type: 'text', content: { text: `bench ${i}` }, key })
        .then((r) => { if (r.body.code === 1) sent++; else refused++ }, () => { errors++ })
        .finally(() => { inflight.delete(job) })
      inflight.add(job)
    }
    await Promise.all(inflight)
    const elapsed = (performance.now() - start) / 1000
    // deliveries still on their way get a moment (not a synchronisation: it bounds the tail)
    const expected = sent * SOCKETS
    const waitUntil = performance.now() + 5000
    while (deliveries < expected && performance.now() < waitUntil) await new Promise((resolve) => setTimeout(resolve, 50))
    const load = (await import('node:os')).loadavg().map((x) => x.toFixed(1)).join(' ')
    console.log('| sockets | target msg/s | sent msg/s | deliveries/s | delivered / expected | p50 (ms) | p99 (ms) | refused | errors | load avg |')
    console.log('|---|---|---|---|---|---|---|---|---|---|')
    console.log(`| ${sockets.length} | ${RATE} | ${Math.round(sent / elapsed)} | ${Math.round(deliveries / elapsed)} | ${deliveries} / ${expected} | ${pct(latencies, 0.5).toFixed(0)} | ${pct(latencies, 0.99).toFixed(0)} | ${refused} | ${errors} | ${load} |`)
  } finally {
    for (const ws of sockets) ws.close()
    await b.close()
    await a.close()
  }
}

main().then(() => process.exit(0), (e: unknown) => { console.error(e); process.exit(1) })
