import cluster from 'node:cluster'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { and, asc, eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'
import { categories } from '../server/db/schema'
import { modules } from '../server/modules'
import { seedDemo } from '../server/seed'
import { growCatalogue } from './seed'
import { prepareOrderBench, verifyOrders, type OrderCheck, type OrderFixture } from './orders'
import { prepareLedgerBench, type LedgerFixture } from './ledger'

// The server under load, in its own process (so the load generator does not share its event loop):
// a fresh database (BENCH_DB: memory:// or a postgres:// URL), the demo seed grown to BENCH_GOODS
// goods, the real app on 127.0.0.1:<random port>. Reports `ready` to the parent over IPC.

export interface Ready {
  type: 'ready'
  port: number
  goods: number
  skus: number
  comments: number
  seedMs: number
  /** top-level categories with the leaf names under them, for realistic keyword + category queries */
  tops: Array<{ id: number, name: string, words: string[] }>
  /** the checkout benchmark's accounts and goods (BENCH_BUYERS > 0) */
  orders: OrderFixture | null
  /** every process serving (with BENCH_WORKERS > 1: this one, which hands out connections, and its workers) */
  pids: number[]
  /** the bills benchmark's accounts (BENCH_LEDGER > 0) */
  ledger: LedgerFixture | null
}

/** parent → server: check the orders; server → parent: the result */
export interface VerifyReply { type: 'verified', check: OrderCheck }

/** parent → server: how many statements have gone to PostgreSQL so far (BEGIN and COMMIT count) */
export interface CountReply { type: 'counted', queries: number }

// every statement sent to PostgreSQL, counted where node-postgres sends it (pool queries and
// transactions alike), so the bench can report round trips per order
let queries = 0
const sendQuery = pg.Client.prototype.query
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  queries++
  return (sendQuery as (...a: unknown[]) => unknown).apply(this, args)
} as typeof pg.Client.prototype.query

async function main (): Promise<void> {
  const url = process.env.BENCH_DB ?? 'memory://'
  const target = Number(process.env.BENCH_GOODS ?? 10_000)
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bbmall-bench-'))
  const started = Date.now()
  const database = await openDatabase(url)
  await database.migrate()
  await seedDemo(database.db, uploadDir, modules)
  const counts = await growCatalogue(database.db, target)
  const seedMs = Date.now() - started

  const db = database.db
  const topRows = await db.select({ id: categories.id, name: categories.name }).from(categories)
    .where(and(eq(categories.type, 'goods'), eq(categories.pid, 0))).orderBy(asc(categories.id))
  const tops: Ready['tops'] = []
  for (const top of topRows) {
    const leaves = await db.select({ name: categories.name }).from(categories).where(sql`${categories.pid} = ${top.id}`)
    tops.push({ id: top.id, name: top.name, words: leaves.map((l) => l.name.slice(0, 2)) })
  }

  const buyers = Number(process.env.BENCH_BUYERS ?? 0)
  const orders = buyers > 0 ? await prepareOrderBench(db, buyers, Number(process.env.BENCH_SCARCE_STOCK ?? 50)) : null
  const ledgerRows = Number(process.env.BENCH_LEDGER ?? 0)
  const ledger = ledgerRows > 0 ? await prepareLedgerBench(db, ledgerRows, Number(process.env.BENCH_LEDGER_USERS ?? 200)) : null

  const config = benchConfig(url, uploadDir)
  const workers = Number(process.env.BENCH_WORKERS ?? 1)
  if (workers > 1 && !url.startsWith('postgres')) throw new Error('several server processes need PostgreSQL')
  let port: number
  let pids = [process.pid]
  let app: Awaited<ReturnType<typeof buildApp>> | null = null
  if (workers > 1) {
    // Node's cluster, as `npm start` runs it (server/cluster.ts): the workers share one port
    const started = await Promise.all(Array.from({ length: workers }, async () => await new Promise<{ pid: number, port: number }>((resolve, reject) => {
      const w = cluster.fork({ ...process.env, BENCH_UPLOAD_DIR: uploadDir })
      w.once('message', (m: { port: number }) => { resolve({ pid: w.process.pid!, port: m.port }) })
      w.once('exit', (code) => { reject(new Error(`bench worker exited with ${code}`)) })
    })))
    port = started[0].port
    pids = [process.pid, ...started.map((w) => w.pid)]
  } else {
    app = await buildApp(config, { db })
    await app.listen({ port: 0, host: '127.0.0.1' })
    port = (app.server.address() as AddressInfo).port
  }

  let closing = false
  const close = async (): Promise<void> => {
    if (closing) return
    closing = true
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM')
    await app?.close()
    await database.close()
    fs.rmSync(uploadDir, { recursive: true, force: true })
    process.exit(0)
  }
  process.on('disconnect', () => { void close() })
  process.on('SIGTERM', () => { void close() })
  process.on('message', (m: { type?: string }) => {
    if (m.type === 'count') process.send?.({ type: 'counted', queries } satisfies CountReply)
    if (m.type !== 'verify' || orders === null) return
    verifyOrders(db, orders).then((check) => { process.send?.({ type: 'verified', check } satisfies VerifyReply) }, (err: unknown) => { console.error(err) })
  })
  const ready: Ready = { type: 'ready', port, ...counts, seedMs, tops, orders, pids, ledger }
  process.send?.(ready)
}

function benchConfig (url: string, uploadDir: string): ReturnType<typeof loadConfig> {
  return loadConfig({
    DATABASE_URL: url,
    UPLOAD_DIR: uploadDir,
    STATIC_DIR: path.join(uploadDir, 'no-h5'),
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    DEMO_SEED: '0'
  })
}

/** A cluster worker: the app on the database the first process seeded, on the shared port. */
async function worker (): Promise<void> {
  const url = process.env.BENCH_DB ?? ''
  const database = await openDatabase(url)
  const app = await buildApp(benchConfig(url, process.env.BENCH_UPLOAD_DIR ?? ''), { db: database.db })
  await app.listen({ port: 0, host: '127.0.0.1' })
  process.on('SIGTERM', () => { void app.close().then(async () => { await database.close(); process.exit(0) }) })
  process.send?.({ port: (app.server.address() as AddressInfo).port })
}

;(cluster.isWorker ? worker() : main()).catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
