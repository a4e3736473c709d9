import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import WebSocket from 'ws'
import { openDatabase, type Database } from '../server/db/client'
import { startServer, reachable, REDIS_URL, type TestServer } from '../server/test/helpers/server'
import { makeShop, makeUser, type TestUser } from '../server/test/helpers/buying'
import { freePort } from '../server/dev/free-port'
import { computeSign } from '../types/sign'
import { serverNodeFlags } from './node-flags'

// Chat delivery benchmark (`npm run bench:chat`, part of `npm run bench`): two server instances on
// one Redis and one database; BENCH_CHAT_PAIRS merchants each hold BENCH_CHAT_SOCKETS sockets on
// instance B (at most 5 per user and instance, the hub's limit); as many buyers send chat/send over
// HTTP to instance A at BENCH_CHAT_RATE messages/s for BENCH_CHAT_SECONDS. Every message is
// delivered to every socket of its merchant. Reported: messages sent/s, deliveries/s, the latency
// from the send to each delivery (p50, p99), refusals, and the CPU each process used per message.
//
// With PostgreSQL at BENCH_PG_URL (a fresh database, dropped afterwards) A and B are two real
// server processes (`server/main.ts`), as deployed, and this process only drives them. Without it,
// both run inside this process on one in-memory PGlite — a much smaller figure, not a deployment's.
// BENCH_CHAT_RATES=200,500,1000 runs several rates in turn on the same servers and sockets;
// BENCH_CHAT_PROF=<dir> writes each server process's CPU profile there (node --cpu-prof).

const PAIRS = Number(process.env.BENCH_CHAT_PAIRS ?? 1000)
const SOCKETS = Math.min(5, Number(process.env.BENCH_CHAT_SOCKETS ?? 5))
const RATES = (process.env.BENCH_CHAT_RATES ?? process.env.BENCH_CHAT_RATE ?? '1000').split(',').map(Number)
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 10)
const WARMUP_RATE = 200
const WARMUP_SECONDS = 5
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

// The senders post with node:http on keep-alive connections rather than the tests' fetch client:
// fetch costs this process about as much CPU per message as the server, and on a 2-core machine
// the driver's CPU is taken from the servers it measures.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
async function postSend (base: string, token: string, body: Record<string, unknown>): Promise<number> {
  const payload = JSON.stringify(body)
  const headers = { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(payload)), 'Accept-Language': 'en', token, Sign: computeSign('/wanlshop/chat/send', body, '/ws') }
  return await new Promise((resolve, reject) => {
    const req = http.request(`${base}/api/wanlshop/chat/send`, { method: 'POST', agent, headers }, (res) => {
      let data = ''
      res.setEncoding('utf8')
      res.on('data', (c: string) => { data += c })
      res.on('end', () => { try { resolve((JSON.parse(data) as { code: number }).code) } catch (e) { reject(e) } })
    })
    req.on('error', reject)
    req.end(payload)
  })
}

function pct (xs: number[], p: number): number {
  if (xs.length === 0) return 0
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(s.length * p))]
}

interface Instances { a: string, b: string, db: Database['db'], cpu: () => Promise<{ a: number, b: number }>, close: () => Promise<void>, engine: string }

/** CPU seconds used so far by each process of a name (PostgreSQL's backends, Redis), by pid; empty off Linux. */
function cpuByPid (comm: string): Map<number, number> {
  const out = new Map<number, number>()
  try {
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue
      try { if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === comm) out.set(Number(pid), cpuOf(Number(pid))) } catch {}
    }
  } catch {}
  return out
}

/** CPU seconds the processes alive at the end used since the start (a backend that exited meanwhile is not counted). */
function cpuSince (before: Map<number, number>, after: Map<number, number>): number {
  let total = 0
  for (const [pid, s] of after) total += s - (before.get(pid) ?? 0)
  return total
}

/** CPU seconds (user + system) a process has used, from /proc (Linux); 0 elsewhere. */
function cpuOf (pid: number | undefined): number {
  if (pid === undefined) return 0
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(f[11]) + Number(f[12])) / 100
  } catch { return 0 }
}

async function processes (): Promise<Instances | null> {
  const admin = new pg.Client({ connectionString: PG_URL })
  try { await admin.connect() } catch { return null }
  const name = `bench_chat_${crypto.randomBytes(4).toString('hex')}`
  await admin.query(`create database ${name}`)
  await admin.end()
  const u = new URL(PG_URL)
  u.pathname = `/${name}`
  const database = await openDatabase(u.toString())
  await database.migrate()
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bbmall-bench-chat-'))
  const channel = `bbmall:bench:${crypto.randomBytes(4).toString('hex')}`
  const start = async (): Promise<{ url: string, child: ChildProcess }> => {
    const port = await freePort()
    const child = spawn(process.execPath, [...serverNodeFlags(), ...(process.env.BENCH_CHAT_PROF !== undefined ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CHAT_PROF}`] : []), '--import', 'tsx', 'server/main.ts'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: u.toString(), REDIS_URL, REDIS_CHANNEL: channel,
        WORKERS: '1', DEMO_SEED: '0', LOG_LEVEL: 'warn', UPLOAD_DIR: tmp, STATIC_DIR: path.join(tmp, 'no-h5'), ADMIN_DIR: path.join(tmp, 'no-admin')
      }
    })
    const url = `http://127.0.0.1:${port}`
    const deadline = Date.now() + 60_000
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
      try { if ((await fetch(`${url}/api/common/init`)).status < 500) break } catch {}
      if (Date.now() > deadline) throw new Error('server did not start in 60 s')
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    return { url, child }
  }
  const a = await start()
  const b = await start()
  return {
    a: a.url,
    b: b.url,
    db: database.db,
    engine: 'two server processes on PostgreSQL',
    cpu: async () => ({ a: cpuOf(a.child.pid), b: cpuOf(b.child.pid) }),
    close: async () => {
      for (const c of [a.child, b.child]) c.kill('SIGTERM')
      await Promise.all([a.child, b.child].map(async (c) => { if (c.exitCode === null) await new Promise((resolve) => c.once('exit', resolve)) }))
      await database.close()
      const d = new pg.Client({ connectionString: PG_URL })
      await d.connect(); await d.query(`drop database if exists ${name} with (force)`); await d.end()
      fs.rmSync(tmp, { recursive: true, force: true })
    }
  }
}

async function inProcess (): Promise<Instances> {
  const env = { REDIS_CHANNEL: `bbmall:bench:${crypto.randomBytes(4).toString('hex')}`, LOG_LEVEL: 'warn' }
  const a: TestServer = await startServer({ bus: 'redis', env })
  const b: TestServer = await startServer({ bus: 'redis', database: a.database, env })
  return {
    a: a.url, b: b.url, db: a.db, engine: 'two instances inside this process on PGlite',
    cpu: async () => ({ a: 0, b: 0 }),
    close: async () => { await b.close(); await a.close() }
  }
}

async function main (): Promise<void> {
  if (!await reachable(REDIS_URL)) {
    console.log(`chat bench: Redis not reachable at ${REDIS_URL}, skipped`)
    return
  }
  const inst = await processes() ?? await inProcess()
  const sockets: WebSocket[] = []
  try {
    const t0 = performance.now()
    const pairs: Array<{ buyer: TestUser, merchant: TestUser, shop: number }> = []
    for (let i = 0; i < PAIRS; i += 50) {
      pairs.push(...await Promise.all(Array.from({ length: Math.min(50, PAIRS - i) }, async (_, j) => {
        const merchant = await makeUser(inst.db, inst.b, 'm')
        const buyer = await makeUser(inst.db, inst.a, 'b')
        return { buyer, merchant, shop: await makeShop(inst.db, merchant.id, undefined, `Bench shop ${i + j}`) }
      })))
    }
    let latencies: number[] = []
    let deliveries = 0
    const sentAt = new Map<string, number>()
    const onMessage = (data: WebSocket.RawData): void => {
      // only chat deliveries carry "key":"k…"; skip parsing everything else
      const s = String(data)
      const m = /"key":"(k\d+)"/.exec(s)
      if (m === null) return
      const at = sentAt.get(m[1])
      if (at === undefined) return
      deliveries++
      latencies.push(performance.now() - at)
    }
    // sockets on B, bound through B (chat/shake with the secret the socket's init gave)
    for (let i = 0; i < pairs.length; i += 50) {
      await Promise.all(pairs.slice(i, i + 50).flatMap((p) => Array.from({ length: SOCKETS }, async () => {
        const ws = new WebSocket(inst.b.replace(/^http/, 'ws') + '/ws')
        const init = await new Promise<Record<string, unknown>>((resolve, reject) => {
          ws.once('error', reject)
          ws.on('message', function first (data) {
            const msg = JSON.parse(String(data)) as Record<string, unknown>
            if (msg.type === 'init') { ws.off('message', first); resolve(msg) }
          })
        })
        ws.on('message', (data) => {
          if (String(data).startsWith('{"type":"ping"')) { ws.send('{"type":"pong"}'); return }
          onMessage(data)
        })
        const r = await p.merchant.api.post('/wanlshop/chat/shake', { client_id: String(init.client_id), client_secret: String(init.client_secret) })
        if (r.body.code !== 1) throw new Error(`shake refused: ${JSON.stringify(r.body)}`)
        sockets.push(ws)
      })))
    }
    console.log(`chat bench (${inst.engine}): ${pairs.length} pairs, ${sockets.length} sockets on B (set up in ${Math.round((performance.now() - t0) / 1000)} s)`)
    console.log('| sockets | target msg/s | sent msg/s | deliveries/s | delivered / expected | p50 (ms) | p99 (ms) | refused | errors | CPU ms/msg A · B · driver · PostgreSQL · Redis | load avg |')
    console.log('|---|---|---|---|---|---|---|---|---|---|---|')

    let n = 0
    // a first pass (not reported) compiles the send and delivery paths and opens the connection
    // pools; the rows are a running server's
    for (const [rate, seconds, report] of [[WARMUP_RATE, WARMUP_SECONDS, false] as const, ...RATES.map((r) => [r, SECONDS, true] as const)]) {
      latencies = []
      deliveries = 0
      // senders: buyers via A, round robin, paced at `rate`
      let sent = 0
      let refused = 0
      let errors = 0
      const inflight = new Set<Promise<void>>()
      const cpu0 = await inst.cpu()
      const pg0 = cpuByPid('postgres')
      const redis0 = cpuByPid('redis-server')
      const self0 = process.cpuUsage()
      const start = performance.now()
      const end = start + seconds * 1000
      let next = start
      while (performance.now() < end) {
        const now = performance.now()
        if (now < next) { await new Promise((resolve) => setTimeout(resolve, Math.min(5, next - now))); continue }
        next += 1000 / rate
        const p = pairs[n++ % pairs.length]
        const key = `k${n}`
        sentAt.set(key, performance.now())
        const job = postSend(inst.a, p.buyer.api.token ?? '', { shop_id: p.shop, type: 'text', content: { text: `bench ${n}` }, key })
          .then((code) => { if (code === 1) sent++; else refused++ }, () => { errors++ })
          .finally(() => { inflight.delete(job) })
        inflight.add(job)
      }
      await Promise.all(inflight)
      const elapsed = (performance.now() - start) / 1000
      // deliveries still on their way get a moment (not a synchronisation: it bounds the tail)
      const expected = sent * SOCKETS
      const waitUntil = performance.now() + 5000
      while (deliveries < expected && performance.now() < waitUntil) await new Promise((resolve) => setTimeout(resolve, 50))
      if (!report) continue
      const cpu1 = await inst.cpu()
      const pg1 = cpuByPid('postgres')
      const redis1 = cpuByPid('redis-server')
      const self = process.cpuUsage(self0)
      const per = (s: number): string => sent === 0 ? '–' : (s * 1000 / sent).toFixed(2)
      const load = os.loadavg().map((x) => x.toFixed(1)).join(' ')
      console.log(`| ${sockets.length} | ${rate} | ${Math.round(sent / elapsed)} | ${Math.round(deliveries / elapsed)} | ${deliveries} / ${expected} | ${pct(latencies, 0.5).toFixed(0)} | ${pct(latencies, 0.99).toFixed(0)} | ${refused} | ${errors} | ${per(cpu1.a - cpu0.a)} · ${per(cpu1.b - cpu0.b)} · ${per((self.user + self.system) / 1e6)} · ${per(cpuSince(pg0, pg1))} · ${per(cpuSince(redis0, redis1))} | ${load} |`)
    }
  } finally {
    for (const ws of sockets) ws.close()
    await inst.close()
  }
}

main().then(() => process.exit(0), (e: unknown) => { console.error(e); process.exit(1) })
