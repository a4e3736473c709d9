import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { isPostgresUrl } from '../config'
import * as schema from './schema'

export type Schema = typeof schema
/** The database (or a transaction: PgTransaction extends PgDatabase), the same type on both engines. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface Database {
  db: Db
  engine: 'pglite' | 'postgres'
  /** Apply server/db/migrations (under a lock on PostgreSQL, so several instances can start at once). */
  migrate: () => Promise<void>
  /** Run fn while holding the start-up lock (no-op on PGlite, which has one process). */
  exclusive: <T>(fn: () => Promise<T>) => Promise<T>
  close: () => Promise<void>
  /** PGlite only: a snapshot of the whole database (tests start fresh databases from one) */
  snapshot?: () => Promise<Blob>
}

export interface OpenOptions {
  /** PGlite only: start from a snapshot instead of an empty cluster */
  pgliteSnapshot?: Blob
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/** Any number fits; picked once for this app's start-up lock. */
const STARTUP_LOCK_KEY = 7_340_021

export async function openDatabase (url: string, opts: OpenOptions = {}): Promise<Database> {
  if (isPostgresUrl(url)) return await openPostgres(url)
  return await openPglite(url, opts)
}

async function openPglite (url: string, opts: OpenOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  const inMemory = url === 'memory://' || url === ''
  if (!inMemory) fs.mkdirSync(url, { recursive: true })
  const client = inMemory
    ? new PGlite(opts.pgliteSnapshot !== undefined ? { loadDataDir: opts.pgliteSnapshot } : {})
    : new PGlite(url)
  await client.waitReady
  const db = drizzle(client, { schema })
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    migrate: async () => { await migrate(db, { migrationsFolder }) },
    exclusive: async (fn) => await fn(),
    close: async () => { await client.close() },
    snapshot: async () => await client.dumpDataDir('none')
  }
}

async function openPostgres (url: string): Promise<Database> {
  const { KeepingPool } = await import('./pool')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  // numeric stays a string (money), bigint (unix seconds) becomes a number.
  // Generic plans for every parameterised statement: by default PostgreSQL re-plans the big
  // prepared statements (addOrder, payment, product detail, lists) at every execution because their
  // generic plan *looks* dearer; measured, forcing it halved the database's CPU per paid order
  // (3.2–3.5 → 1.85 ms) and cut the lists' by a third; no endpoint measurably slower (README, issue 20).
  // KeepingPool: a statement that aborts on purpose (sold out, short balance) keeps its connection
  const pool = new KeepingPool({ connectionString: url, max: 10, options: '-c plan_cache_mode=force_generic_plan' })
  pool.on('error', () => { /* an idle client died; the pool replaces it */ })
  const db = drizzle(pool, { schema })
  const exclusive = async <T>(fn: () => Promise<T>): Promise<T> => {
    const conn = await pool.connect()
    try {
      await conn.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
      try {
        return await fn()
      } finally {
        await conn.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY])
      }
    } finally {
      conn.release()
    }
  }
  return {
    db: db as unknown as Db,
    engine: 'postgres',
    migrate: async () => { await migrate(db, { migrationsFolder }) },
    exclusive,
    close: async () => { await pool.end() }
  }
}

/** Quick liveness check used at start-up. */
export async function ping (db: Db): Promise<void> {
  await db.execute(sql`select 1`)
}
