import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import crypto from 'node:crypto'
import net from 'node:net'
import pg from 'pg'
import { buildApp } from '../../app'
import { loadConfig, type Config } from '../../config'
import { migrationsFolder, openDatabase, type Database } from '../../db/client'
import type { App } from '../../context'
import { localBus, redisBus, redisClient, type Bus } from '../../realtime/bus'
import { seedDemo } from '../../seed'
import { modules as defaultModules } from '../../modules'
import type { DomainModule } from '../../lib/module'
import type { WechatAdapter } from '../../adapters/wechat'
import type { MailAdapter } from '../../adapters/mail'
import { sqlText } from '../../lib/sql-text'

// every statement the tests send through lib/sql.ts is compiled both ways, ours and drizzle's, and a
// difference fails the test (lib/sql-text.ts)
sqlText.check = true

// Real servers for the tests: each on 127.0.0.1:<random port> with its own fresh database —
// in-memory PGlite by default, or a new `test_<random>` database when DATABASE_URL names a
// PostgreSQL server (dropped again on close).

export interface TestDatabase {
  database: Database
  url: string
  drop: () => Promise<void>
}

/**
 * A migrated empty PGlite, kept as a snapshot: starting from it is ~4x faster than a new cluster.
 * It is also kept on disk (os.tmpdir(), named after the migrations and the PGlite version), so each
 * test file (its own process) skips creating a cluster (~2.5 s).
 */
let template: Promise<Blob> | null = null

function templateFile (): string {
  const h = crypto.createHash('sha256')
  for (const f of fs.readdirSync(migrationsFolder).filter((n) => n.endsWith('.sql')).sort()) {
    h.update(f).update(fs.readFileSync(path.join(migrationsFolder, f)))
  }
  h.update(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json')))
  try {
    h.update(JSON.parse(fs.readFileSync(path.join(process.cwd(), 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')).version as string)
  } catch {}
  return path.join(os.tmpdir(), `bbmall-pglite-template-${h.digest('hex').slice(0, 16)}.tar`)
}

async function pgliteTemplate (): Promise<Blob> {
  template ??= (async () => {
    const file = templateFile()
    try {
      return new Blob([fs.readFileSync(file)])
    } catch {}
    const db = await openDatabase('memory://')
    await db.migrate()
    const snap = await db.snapshot!()
    await db.close()
    try {
      const tmp = `${file}.${process.pid}`
      fs.writeFileSync(tmp, new Uint8Array(await snap.arrayBuffer()))
      fs.renameSync(tmp, file)
    } catch {}
    return snap
  })()
  return await template
}

export async function freshDatabase (): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL
  if (serverUrl === undefined || !/^postgres(ql)?:\/\//.test(serverUrl)) {
    const database = await openDatabase('memory://', { pgliteSnapshot: await pgliteTemplate() })
    await database.migrate() // a no-op on the template, kept so a stale snapshot can never hide a migration
    return { database, url: 'memory://', drop: async () => { await database.close() } }
  }
  const name = `test_${crypto.randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const u = new URL(serverUrl)
  u.pathname = `/${name}`
  const database = await openDatabase(u.toString())
  await database.migrate()
  return {
    database,
    url: u.toString(),
    drop: async () => {
      await database.close()
      const c = new pg.Client({ connectionString: serverUrl })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await c.end()
    }
  }
}

export interface TestServer {
  url: string
  host: string
  app: App
  config: Config
  db: Database['db']
  database: Database
  /** what the app's instances tell each other (a test can listen in) */
  bus: Bus
  uploadDir: string
  close: () => Promise<void>
}

export interface StartOptions {
  /** environment overrides, as the server would read them */
  env?: Record<string, string>
  /** seed the demo data first */
  seed?: boolean
  /** share a database with another test server (not dropped by this one) */
  database?: Database
  /** 'redis' = a Redis bus on REDIS_URL */
  bus?: 'local' | 'redis'
  wechat?: WechatAdapter
  mail?: MailAdapter
  /** run the scheduler (off: tests run app.ctx.jobs with their own clock) */
  timers?: boolean
  /** the domain modules (default: server/modules/index.ts) */
  modules?: readonly DomainModule[]
}

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

export async function startServer (opts: StartOptions = {}): Promise<TestServer> {
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bbmall-test-'))
  const own = opts.database === undefined ? await freshDatabase() : null
  const database = opts.database ?? own!.database
  const config = loadConfig({
    DATABASE_URL: own?.url ?? 'shared',
    UPLOAD_DIR: uploadDir,
    STATIC_DIR: path.join(uploadDir, 'no-h5'),
    ADMIN_DIR: path.join(uploadDir, 'no-admin'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DEMO_SEED: '0',
    // new accounts start at zero unless a suite (or the e2e) asks for the demo grant
    DEMO_GRANT: process.env.DEMO_GRANT ?? '0',
    // one channel and rate-limit prefix per test process: servers of one suite share it (two
    // instances on one Redis), while suites running at the same time elsewhere never see each other
    REDIS_CHANNEL: process.env.REDIS_CHANNEL ?? `bbmall:test:${process.pid}`,
    ...(opts.bus === 'redis' ? { REDIS_URL } : {}),
    ...opts.env
  })
  if (opts.seed === true) await seedDemo(database.db, uploadDir, opts.modules ?? defaultModules)
  const bus: Bus = opts.bus === 'redis' ? await redisBus(REDIS_URL, config.redisChannel) : localBus()
  const rateLimitRedis = opts.bus === 'redis' ? await redisClient(REDIS_URL) : undefined
  const app = await buildApp(config, { db: database.db, bus, wechat: opts.wechat, rateLimitRedis, mail: opts.mail, timers: opts.timers, modules: opts.modules })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as net.AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    app,
    config,
    db: database.db,
    database,
    bus,
    uploadDir,
    close: async () => {
      await app.close()
      await bus.close()
      await rateLimitRedis?.quit()
      if (own !== null) await own.drop()
      fs.rmSync(uploadDir, { recursive: true, force: true })
    }
  }
}

/** Is a TCP port open (Redis up)? */
export async function reachable (url: string, timeoutMs = 1000): Promise<boolean> {
  const u = new URL(url)
  return await new Promise((resolve) => {
    const s = net.connect({ host: u.hostname, port: Number(u.port || 6379) })
    const done = (ok: boolean): void => { s.destroy(); resolve(ok) }
    s.setTimeout(timeoutMs, () => { done(false) })
    s.once('connect', () => { done(true) })
    s.once('error', () => { done(false) })
  })
}
