import { fork, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import autocannon, { type Result } from 'autocannon'
import pg from 'pg'
import { computeSign } from '../types/sign'
import type { CountReply, Ready, VerifyReply } from './server'
import { BENCH_PAY_PASSWORD, type OrderCheck, type OrderFixture } from './orders'
import { serverNodeFlags } from './node-flags'

// `npm run bench`: the real server (bench/server.ts, its own process) on in-memory PGlite and, when
// PostgreSQL answers at BENCH_PG_URL, on a fresh database there; each grown to 10 000 goods; then
// autocannon (this process) against product/lists (keyword + category + sort), product/lists with a
// keyword alone (the search page), product/lists with a filter no request shares (each its own price
// ceiling: what a list costs when its matches are not yet kept) and product/goods (every id,
// shuffled). Every request carries a valid Sign computed with types/sign.ts.
//
// BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (50), BENCH_GOODS (10000),
// BENCH_ENGINES (pglite,postgres,postgres2 — postgres2: two server processes behind one port, Node's
// cluster as `npm start` runs it with PostgreSQL and Redis), BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_ENDPOINTS (comma-separated endpoint labels of the table), BENCH_NODE_ARGS (extra node flags
// for the server process, e.g. --cpu-prof).
//
// Checkout (endpoint label `addOrder + payment`): BENCH_BUYERS (100) real accounts, each a worker
// that places an order (order/addOrder, one line, a fresh idempotency token) and pays it
// (pay/payment with its payment password, USDT) in a loop for BENCH_DURATION seconds. One order in
// five goes for one of two scarce SKUs (BENCH_SCARCE_STOCK, 50 each; one takes stock at order,
// one at payment); afterwards the server checks that neither was oversold, that no stock is
// negative and that every balance equals its ledger. BENCH_ORDER_ENGINES (postgres) says where it runs.

const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const GOODS = Number(process.env.BENCH_GOODS ?? 10_000)
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres,postgres2').split(',').map((s) => s.trim())
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const SOCKET_URL = '/ws'
const BUYERS = Number(process.env.BENCH_BUYERS ?? 100)
const ORDER_ENGINES = (process.env.BENCH_ORDER_ENGINES ?? 'postgres').split(',').map((s) => s.trim())
const ORDER_LABEL = 'addOrder + payment'
const BILLS_LABEL = 'pay/moneyLog (bills)'
const NEW_FILTERS_LABEL = 'product/lists (a new filter each time)'
const DRAWER_LABEL = 'product/drawer'
const LEDGER_ROWS = Number(process.env.BENCH_LEDGER ?? 1_000_000)

interface Row {
  engine: string
  endpoint: string
  rps: number
  p50: number
  p99: number
  bad: number
  total: number
  /** CPU time per request of the server process and of the PostgreSQL backends (Linux /proc), ms */
  cpuNode: number | null
  cpuDb: number | null
  /** the machine's 1-minute load average before and after the run (others share it) */
  load: [number, number]
}

/** utime + stime of a process in ms, or null where /proc is not there. */
function cpuMs (pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10 // USER_HZ is 100 on Linux
  } catch {
    return null
  }
}

/**
 * CPU time of the PostgreSQL backends serving one database while a load runs: the pool opens and
 * closes connections meanwhile, so the backends are looked up every 200 ms; one that appears
 * counts from zero, one that ends keeps what it had when last seen (≤ 200 ms of it missed).
 */
class DbCpu {
  private readonly first = new Map<number, number>()
  private readonly last = new Map<number, number>()
  private timer: NodeJS.Timeout | null = null
  private client: pg.Client | null = null

  constructor (private readonly dbName: string) {}

  async start (): Promise<void> {
    this.client = new pg.Client({ connectionString: PG_URL })
    await this.client.connect()
    await this.sample(true)
    this.timer = setInterval(() => { void this.sample(false).catch(() => {}) }, 200)
  }

  private async sample (initial: boolean): Promise<void> {
    const r = await this.client!.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [this.dbName])
    for (const { pid } of r.rows) {
      const ms = cpuMs(pid)
      if (ms === null) continue
      if (!this.first.has(pid)) this.first.set(pid, initial ? ms : 0)
      this.last.set(pid, ms)
    }
  }

  /** ms of CPU since start(), or null where /proc is not there */
  async stop (): Promise<number | null> {
    if (this.timer !== null) clearInterval(this.timer)
    await this.sample(false)
    await this.client?.end()
    if (this.first.size === 0) return null
    let total = 0
    for (const [pid, first] of this.first) total += (this.last.get(pid) ?? first) - first
    return total
  }
}

function sumCpu (pids: number[]): number | null {
  let total = 0
  for (const pid of pids) {
    const ms = cpuMs(pid)
    if (ms === null) return null
    total += ms
  }
  return total
}

async function reachable (url: string): Promise<boolean> {
  const u = new URL(url)
  const open = await new Promise<boolean>((resolve) => {
    const s = net.connect({ host: u.hostname, port: Number(u.port || 5432) })
    const done = (ok: boolean): void => { s.destroy(); resolve(ok) }
    s.setTimeout(1000, () => { done(false) })
    s.once('connect', () => { done(true) })
    s.once('error', () => { done(false) })
  })
  if (!open) return false
  const c = new pg.Client({ connectionString: url })
  try { await c.connect(); await c.query('select 1'); return true } catch { return false } finally { await c.end().catch(() => {}) }
}

/**
 * ANALYZE the bench's database, as autovacuum does on a live one. The bench's database is new: its
 * tables were filled seconds ago and, where autovacuum is off or has not woken yet (its nap is a
 * minute), PostgreSQL has no statistics. Each connection's generic plans are then made for empty
 * tables — sequential scans of orders and order_goods on every payment, kept for as long as the
 * connection lives — which a database in service does not have. ANALYZE also invalidates the plans
 * already cached, so the next execution plans again with the statistics.
 */
async function analyze (dbUrl: string): Promise<void> {
  const c = new pg.Client({ connectionString: dbUrl })
  await c.connect()
  try { await c.query('analyze') } finally { await c.end() }
}

function startServer (dbUrl: string, buyers: number, workers: number, ledgerRows: number): Promise<{ child: ChildProcess, ready: Ready }> {
  const child = fork(path.join(__dirname, 'server.ts'), [], {
    execArgv: [...serverNodeFlags(), '--import', 'tsx', ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter((a) => a !== '')],
    env: { ...process.env, BENCH_DB: dbUrl, BENCH_GOODS: String(GOODS), BENCH_BUYERS: String(buyers), BENCH_WORKERS: String(workers), BENCH_LEDGER: String(ledgerRows) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc']
  })
  return new Promise((resolve, reject) => {
    child.once('message', (m) => { resolve({ child, ready: m as Ready }) })
    child.once('exit', (code) => { reject(new Error(`bench server exited with ${code}`)) })
  })
}

async function stopServer (child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  await new Promise<void>((resolve) => {
    child.once('exit', () => { resolve() })
    child.disconnect()
  })
}

/** Signed GET requests, cycled through by every connection. */
function signedGets (apiPath: string, queries: Array<Record<string, string>>, tokens: string[] = []): Array<{ path: string, sign: string, token?: string }> {
  return queries.map((q, i) => ({
    path: `/api${apiPath}?${new URLSearchParams(q).toString()}`,
    sign: computeSign(apiPath, q, SOCKET_URL),
    ...(tokens.length > 0 ? { token: tokens[i % tokens.length] } : {})
  }))
}

/** Bills pages of the benchmark's accounts: pages 1–3, all rows or one asset or one bill type. */
function billQueries (users: number): Array<Record<string, string>> {
  const filters: Array<Record<string, string>> = [{}, { asset: 'usdt' }, { asset: 'bbc' }, { type: 'goods' }, { type: 'withdraw' }, { asset: 'score' }]
  const out: Array<Record<string, string>> = []
  for (let u = 0; u < users; u++) for (const [i, f] of filters.entries()) out.push({ ...f, page: String(1 + ((u + i) % 3)) })
  return out
}

function shuffle<T> (list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1)
    ;[list[i], list[j]] = [list[j], list[i]]
  }
  return list
}

async function load (port: number, gets: Array<{ path: string, sign: string, token?: string }>, seconds: number): Promise<Result> {
  let next = 0
  return await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{
      method: 'GET',
      setupRequest: (req) => {
        const r = gets[next++ % gets.length]
        return { ...req, method: 'GET', path: r.path, headers: { Sign: r.sign, 'Accept-Language': 'zh-CN', ...(r.token !== undefined ? { token: r.token } : {}) } }
      }
    }],
    // a refusal is HTTP 200 too: count anything but code 1 as a failure
    verifyBody: (body) => body.startsWith('{"code":1,')
  })
}

/** Every leaf-name keyword × every sort (alternating order, pages 1–2), within its top category or not. */
function listQueries (tops: Ready['tops'], withCategory: boolean): Array<Record<string, string>> {
  const sorts = ['composite', 'sales', 'price', 'newest']
  const out: Array<Record<string, string>> = []
  for (const top of tops) {
    for (const word of top.words) {
      for (const [i, sort] of sorts.entries()) {
        out.push({
          search: word,
          ...(withCategory ? { category_id: String(top.id) } : {}),
          sort,
          order: i % 2 === 0 ? 'desc' : 'asc',
          page: String(1 + (out.length % 2))
        })
      }
    }
  }
  return shuffle(out)
}

/** Every leaf-name keyword within its top category and without one: the drawers of the lists above. */
function drawerQueries (tops: Ready['tops']): Array<Record<string, string>> {
  return shuffle(tops.flatMap((top) => top.words.flatMap((word): Array<Record<string, string>> => [{ search: word, category_id: String(top.id) }, { search: word }])))
}

/**
 * `count` list queries as listQueries(tops, true) makes them, each with a price ceiling of its own
 * above every price (from `first` cents up): the same goods, but every filter new to the server, so
 * nothing is shared between requests (catalog/matches.ts works each one out).
 */
function newFilterQueries (tops: Ready['tops'], count: number, first: number): Array<Record<string, string>> {
  const base = listQueries(tops, true)
  return Array.from({ length: count }, (_, i) => ({ ...base[i % base.length], price_max: ((first + i) / 100).toFixed(2) }))
}

async function benchEngine (engine: string, dbUrl: string, dbName: string | null, withOrders: boolean, workers = 1): Promise<Row[]> {
  console.log(`\n[${engine}] seeding ${GOODS} goods…`)
  const only = (process.env.BENCH_ENDPOINTS ?? `product/lists,product/lists (keyword only),${NEW_FILTERS_LABEL},${DRAWER_LABEL},product/goods,${BILLS_LABEL},${ORDER_LABEL}`).split(',')
  const orders = withOrders && only.includes(ORDER_LABEL)
  const { child, ready } = await startServer(dbUrl, orders ? BUYERS : 0, workers, only.includes(BILLS_LABEL) ? LEDGER_ROWS : 0)
  if (ready.ledger !== null) console.log(`[${engine}] ${ready.ledger.rows} ledger rows over ${ready.ledger.tokens.length} accounts`)
  const serverCpu = (): number | null => sumCpu(ready.pids)
  console.log(`[${engine}] ${ready.goods} goods, ${ready.skus} SKUs, ${ready.comments} comments in ${(ready.seedMs / 1000).toFixed(1)} s; server on :${ready.port}`)
  if (dbName !== null && process.env.BENCH_ANALYZE !== '0') await analyze(dbUrl)
  const out: Row[] = []
  try {
    const lists = signedGets('/wanlshop/product/lists', listQueries(ready.tops, true))
    const search = signedGets('/wanlshop/product/lists', listQueries(ready.tops, false))
    // measured and warm-up runs on different filters: a warm-up's filter would still be kept
    const fresh = signedGets('/wanlshop/product/lists', newFilterQueries(ready.tops, 60_000, 10_000_000))
    const freshWarmUp = signedGets('/wanlshop/product/lists', newFilterQueries(ready.tops, 15_000, 20_000_000))
    // the filter drawer of each list above: its keyword and category (the drawer takes no sort or page)
    const drawers = signedGets('/wanlshop/product/drawer', drawerQueries(ready.tops))
    const goods = signedGets('/wanlshop/product/goods', shuffle(Array.from({ length: ready.goods }, (_, i) => ({ id: String(i + 1) }))))
    const tokens = ready.ledger?.tokens ?? []
    // each account's queries with its own token (query i belongs to account i / 6)
    const bills = signedGets('/wanlshop/pay/moneyLog', billQueries(tokens.length), tokens.flatMap((tk) => Array.from({ length: 6 }, () => tk)))
    for (const [endpoint, gets, warmUp] of [['product/lists', lists, lists], ['product/lists (keyword only)', search, search], [NEW_FILTERS_LABEL, fresh, freshWarmUp], [DRAWER_LABEL, drawers, drawers], ['product/goods', goods, goods], [BILLS_LABEL, bills, bills]] as const) {
      if (gets.length === 0) continue
      if (!only.includes(endpoint)) continue
      await load(ready.port, warmUp, 2) // warm-up: JIT, connection pool, database caches
      const dbCpu = dbName === null ? null : new DbCpu(dbName)
      await dbCpu?.start()
      const before = { node: serverCpu(), db: 0 }
      const loadBefore = os.loadavg()[0]
      const r = await load(ready.port, gets, DURATION)
      const after = { node: serverCpu(), db: dbCpu === null ? null : await dbCpu.stop() }
      const perReq = (a: number | null, b: number | null): number | null => a === null || b === null || r.requests.total === 0 ? null : (b - a) / r.requests.total
      const row: Row = {
        engine,
        endpoint,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        bad: r.errors + r.timeouts + r.non2xx + r.mismatches,
        total: r.requests.total,
        cpuNode: perReq(before.node, after.node),
        cpuDb: dbName === null ? null : perReq(before.db, after.db),
        load: [loadBefore, os.loadavg()[0]]
      }
      console.log(`[${engine}] ${endpoint}: ${Math.round(row.rps)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.bad} bad of ${row.total}; CPU/request: server ${fmt(row.cpuNode)} ms${row.cpuDb === null ? '' : `, PostgreSQL ${fmt(row.cpuDb)} ms`}`)
      out.push(row)
    }
    if (orders && ready.orders !== null) {
      const f = ready.orders
      await checkoutLoad(ready.port, f, 2, false) // warm-up on the plentiful goods only
      // the warm-up's orders are the shop's history: statistics for orders and order_goods
      if (dbName !== null && process.env.BENCH_ANALYZE !== '0') await analyze(dbUrl)
      const dbCpu = dbName === null ? null : new DbCpu(dbName)
      await dbCpu?.start()
      const before = { node: serverCpu(), db: 0, queries: await countQueries(child) }
      const loadBefore = os.loadavg()[0]
      const selfBefore = process.cpuUsage()
      const r = await checkoutLoad(ready.port, f, DURATION, true)
      const self = process.cpuUsage(selfBefore)
      const after = { node: serverCpu(), db: dbCpu === null ? null : await dbCpu.stop(), queries: await countQueries(child) }
      const check = await verify(child)
      const perOrder = (a: number | null, b: number | null): number | null => a === null || b === null || r.paid === 0 ? null : (b - a) / r.paid
      const row: Row = {
        engine,
        endpoint: ORDER_LABEL,
        rps: r.paid / r.seconds,
        p50: r.p50,
        p99: r.p99,
        bad: r.errors,
        total: r.paid,
        cpuNode: perOrder(before.node, after.node),
        cpuDb: dbName === null ? null : perOrder(before.db, after.db),
        load: [loadBefore, os.loadavg()[0]]
      }
      console.log(`[${engine}] ${ORDER_LABEL}, ${f.buyers.length} buyers: ${row.rps.toFixed(0)} paid orders/s, p50 ${r.p50} ms, p99 ${r.p99} ms ` +
        `(addOrder p99 ${r.p99Add} ms, payment p99 ${r.p99Pay} ms); ${r.refused} refused as out of stock, ${r.errors} errors; CPU/order: server ${fmt(row.cpuNode)} ms${row.cpuDb === null ? '' : `, PostgreSQL ${fmt(row.cpuDb)} ms`}` +
        `, load generator ${r.paid === 0 ? '–' : ((self.user + self.system) / 1000 / r.paid).toFixed(2)} ms` +
        (dbName === null || workers > 1 ? '' : `; SQL statements (round trips) per paid order: ${r.paid === 0 ? '–' : ((after.queries - before.queries) / r.paid).toFixed(1)}`))
      console.log(`[${engine}] paid orders started in the first ${FIRST_SECONDS} s: ${showSpread(r.first)}; after: ${showSpread(r.rest)}; for a scarce SKU: ${showSpread(r.scarce)}`)
      for (const s of check.scarce) {
        console.log(`[${engine}] scarce SKU (${s.method}): initial ${s.initial}, sold ${s.taken} in ${s.orders} orders, stock left ${s.stock} → ${s.stock >= 0 && s.taken <= s.initial && s.stock + s.taken === s.initial ? 'no oversell' : 'OVERSOLD'}`)
      }
      console.log(`[${engine}] SKUs with negative stock: ${check.negativeStock}; balances differing from their ledger: ${check.ledgerMismatches}; bench shop orders ${check.orders} (${check.paid} paid)`)
      const oversold = check.negativeStock > 0 || check.ledgerMismatches > 0 || check.scarce.some((s) => s.stock < 0 || s.taken > s.initial || s.stock + s.taken !== s.initial)
      if (oversold) process.exitCode = 1
      out.push(row)
    }
  } finally {
    await stopServer(child)
  }
  return out
}

interface CheckoutRun {
  seconds: number, attempts: number, paid: number, refused: number, errors: number, p50: number, p99: number, p99Add: number, p99Pay: number
  /** where the tail is: paid orders started in the first FIRST_SECONDS (the burst start, the scarce SKUs selling out), the rest, and the scarce SKUs' own */
  first: Spread, rest: Spread, scarce: Spread
}
interface Spread { n: number, p50: number, p99: number }

const FIRST_SECONDS = 2

function spread (latencies: number[]): Spread {
  const sorted = [...latencies].sort((x, y) => x - y)
  return { n: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) }
}

function showSpread (s: Spread): string {
  return `${s.n} orders, p50 ${s.p50} ms, p99 ${s.p99} ms`
}

function percentile (sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))])
}

/** Every buyer a worker: addOrder then payment, again and again, until the time is up. */
async function checkoutLoad (port: number, f: OrderFixture, seconds: number, scarceToo: boolean): Promise<CheckoutRun> {
  // node:http with a keep-alive agent, one socket per buyer: fetch() (undici) cost this process
  // 2–3 ms of CPU per order, on the same two cores as the server and PostgreSQL
  const agent = new http.Agent({ keepAlive: true, maxSockets: f.buyers.length })
  const post = async (apiPath: string, token: string, body: Record<string, unknown>): Promise<{ code: number, msg: string, data: unknown }> => {
    const payload = JSON.stringify(body)
    return await new Promise((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        path: '/api' + apiPath,
        method: 'POST',
        agent,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), token, Sign: computeSign(apiPath, body, SOCKET_URL), 'Accept-Language': 'en' }
      }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          try { resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { code: number, msg: string, data: unknown }) } catch (err) { reject(err) }
        })
        res.on('error', reject)
      })
      req.on('error', reject)
      req.end(payload)
    })
  }
  const pairs: number[] = []
  const firstPairs: number[] = []
  const restPairs: number[] = []
  const scarcePairs: number[] = []
  const adds: number[] = []
  const pays: number[] = []
  let refused = 0
  let errors = 0
  let n = 0
  const started = Date.now()
  const end = started + seconds * 1000
  await Promise.all(f.buyers.map(async (b) => {
    while (Date.now() < end) {
      const i = n++
      const scarce = scarceToo && i % 5 === 0
      const target = scarce ? f.scarce[(i / 5) % 2] : f.regular[i % f.regular.length]
      const first = Date.now() - started < FIRST_SECONDS * 1000
      const t0 = performance.now()
      try {
        const added = await post('/wanlshop/order/addOrder', b.token, {
          token: crypto.randomBytes(12).toString('hex'),
          order: { address_id: b.addressId, lists: [{ shop_id: f.shopId, products: [{ goods_id: target.goodsId, sku_id: target.skuId, number: 1 }] }] }
        })
        const t1 = performance.now()
        adds.push(t1 - t0)
        if (added.code !== 1) {
          if (/stock/i.test(added.msg)) refused++
          else { errors++; if (errors <= 3) console.log(`addOrder: ${added.msg}`) }
          continue
        }
        const ids = (added.data as { order_ids: number[] }).order_ids
        const paid = await post('/wanlshop/pay/payment', b.token, { order_ids: ids, asset: 'usdt', pay_password: BENCH_PAY_PASSWORD, key: crypto.randomBytes(12).toString('hex') })
        const t2 = performance.now()
        pays.push(t2 - t1)
        if (paid.code !== 1) {
          if (/stock/i.test(paid.msg)) refused++
          else { errors++; if (errors <= 3) console.log(`payment: ${paid.msg}`) }
          continue
        }
        pairs.push(t2 - t0)
        ;(first ? firstPairs : restPairs).push(t2 - t0)
        if (scarce) scarcePairs.push(t2 - t0)
      } catch (err) {
        errors++
        if (errors <= 3) console.log(String(err))
      }
    }
  }))
  const secs = (Date.now() - started) / 1000
  agent.destroy()
  const sort = (a: number[]): number[] => a.sort((x, y) => x - y)
  const p = sort(pairs)
  return { seconds: secs, attempts: adds.length, paid: p.length, refused, errors, p50: percentile(p, 0.5), p99: percentile(p, 0.99), p99Add: percentile(sort(adds), 0.99), p99Pay: percentile(sort(pays), 0.99), first: spread(firstPairs), rest: spread(restPairs), scarce: spread(scarcePairs) }
}

/** Asks the server process over IPC and waits for its reply of type `reply`. */
async function ask<T extends { type: string }> (child: ChildProcess, type: string, reply: T['type']): Promise<T> {
  return await new Promise((resolve) => {
    const onMessage = (m: unknown): void => {
      if ((m as T).type !== reply) return
      child.off('message', onMessage)
      resolve(m as T)
    }
    child.on('message', onMessage)
    child.send({ type })
  })
}

/** Statements the server has sent to PostgreSQL so far. */
async function countQueries (child: ChildProcess): Promise<number> {
  return (await ask<CountReply>(child, 'count', 'counted')).queries
}

async function verify (child: ChildProcess): Promise<OrderCheck> {
  return (await ask<VerifyReply>(child, 'verify', 'verified')).check
}

function fmt (ms: number | null): string {
  return ms === null ? '–' : ms.toFixed(2)
}

function table (list: Row[]): string {
  const head = ['engine', 'endpoint', 'req/s', 'p50 (ms)', 'p99 (ms)', 'failed / total', 'CPU ms/req server + db', 'load before → after']
  const body = list.map((r) => [r.engine, r.endpoint, String(Math.round(r.rps)), String(r.p50), String(r.p99), `${r.bad} / ${r.total}`,
    r.cpuDb === null ? fmt(r.cpuNode) : `${fmt(r.cpuNode)} + ${fmt(r.cpuDb)}`, `${r.load[0].toFixed(1)} → ${r.load[1].toFixed(1)}`])
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)))
  const line = (cells: string[]): string => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n')
}

async function main (): Promise<void> {
  console.log(`${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}; ${CONNECTIONS} connections × ${DURATION} s`)
  const rows: Row[] = []
  if (ENGINES.includes('pglite')) rows.push(...await benchEngine('PGlite (memory)', 'memory://', null, ORDER_ENGINES.includes('pglite')))
  // PostgreSQL with one server process, and with two behind one port (Node's cluster, as npm start runs them)
  for (const [token, workers] of [['postgres', 1], ['postgres2', 2]] as const) {
    if (!ENGINES.includes(token)) continue
    if (!await reachable(PG_URL)) {
      console.log(`\nPostgreSQL not reachable at ${PG_URL}: skipped`)
      continue
    }
    const name = `bench_${crypto.randomBytes(5).toString('hex')}`
    const admin = new pg.Client({ connectionString: PG_URL })
    await admin.connect()
    await admin.query(`create database ${name}`)
    const u = new URL(PG_URL)
    u.pathname = `/${name}`
    try {
      rows.push(...await benchEngine(workers === 1 ? 'PostgreSQL' : `PostgreSQL, ${workers} processes`, u.toString(), name, ORDER_ENGINES.includes(token), workers))
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  }
  console.log(`\n${table(rows)}`)
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
