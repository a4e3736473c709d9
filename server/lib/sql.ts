import crypto from 'node:crypto'
import { getTableColumns, sql, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { toSqlText } from './sql-text'
import type { Db } from '../db/client'

// Raw SQL through Drizzle's `sql` template (always parameterised). Both engines return `{ rows }`;
// int8 differs (string on node-postgres, number on PGlite), so queries cast counts to int and put
// money in JSON as text.

export async function rows<T> (db: Db, query: SQL): Promise<T[]> {
  // what db.execute(query) does, with our compiler of the SQL text (lib/sql-text.ts)
  const res = await db._.session.prepareQuery(toSqlText(query), undefined, undefined, false).execute() as { rows: T[] }
  return res.rows
}

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally (default escape `\`). */
export function containsPattern (text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** A LIKE pattern matching values that start with `text`. */
export function prefixPattern (text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * rows() as a named prepared statement: PostgreSQL plans it once per connection instead of on
 * every call (PGlite runs it like rows()). `query` must always produce the same SQL text for a
 * name — only bound values may differ.
 */
export async function preparedRows<T> (db: Db, name: string, query: SQL): Promise<T[]> {
  const prepared = db._.session.prepareQuery(toSqlText(query), undefined, name, false)
  const res = await prepared.execute() as { rows: T[] }
  return res.rows
}

/** `{1,2,3}`: an int[] parameter (one SQL text whatever the number of ids). */
export function intArray (ids: number[]): string {
  return `{${ids.filter((n) => Number.isSafeInteger(n)).join(',')}}`
}

/** Distinct statement texts named so far (per process); past the cap, new texts run unnamed. */
const shapes = new Set<string>()
const MAX_SHAPES = 200

/**
 * rows() as a prepared statement named after its SQL text, so PostgreSQL plans each filter and
 * sort combination once per connection. Values stay bound parameters; the number of names is
 * capped, so odd combinations cannot make connections hold ever more statements.
 */
export async function shapedRows<T> (db: Db, query: SQL): Promise<T[]> {
  const built = toSqlText(query)
  let name: string | undefined = `q_${crypto.createHash('sha1').update(built.sql).digest('hex').slice(0, 24)}`
  if (!shapes.has(name)) {
    if (shapes.size < MAX_SHAPES) shapes.add(name)
    else name = undefined
  }
  const res = await db._.session.prepareQuery(built, undefined, name, false).execute() as { rows: T[] }
  return res.rows
}

/**
 * An SQL expression that aborts its whole statement (every CTE of it undone) when `cond` holds at
 * run time: a statement that claims, takes and writes in one go, without a transaction around it,
 * cannot leave half its work behind. The error names `reason`; statementAborted() finds it again.
 * (Cast of the reason to int: `cond` reads the statement's own rows, so the planner cannot fold it.)
 */
export function abortIf (cond: SQL, reason: string): SQL {
  return sql`(case when ${cond} then ${`${ABORT_MARK}${reason}`}::text end)::int`
}

const ABORT_MARK = 'bbmall-abort:'

/** The reason of an abortIf() that ended a statement, or null for any other error. */
export function statementAborted (err: unknown): string | null {
  for (let e: unknown = err; e instanceof Error; e = (e as Error & { cause?: unknown }).cause) {
    const m = new RegExp(`"${ABORT_MARK}([^"]+)"`).exec(e.message)
    if (m !== null && (e as Error & { code?: string }).code === '22P02') return m[1]
  }
  return null
}

/**
 * A table's row as `row_to_json` gives it (column names, bigints as numbers) in the shape Drizzle
 * returns (property names): lets one raw statement return the rows of several tables.
 */
export function tableRow<T extends PgTable> (table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const out: Record<string, unknown> = {}
  for (const [key, col] of Object.entries(getTableColumns(table))) out[key] = json[col.name] ?? null
  return out as T['$inferSelect']
}
