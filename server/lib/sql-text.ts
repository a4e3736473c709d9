import { isDeepStrictEqual } from 'node:util'
import * as drizzle from 'drizzle-orm'
import type { SQL, Table } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'

// Drizzle's `sql` template → the statement's text and its bound values, for the statements that run
// on every checkout, payment and product page (lib/sql.ts: preparedRows, shapedRows).
//
// Why not PgDialect.sqlToQuery alone: it tests every chunk against a dozen kinds of entity with
// `is()`, whose misses walk the prototype chain, and builds an object per chunk; the checkout's two
// large statements have hundreds of chunks. In the server's CPU profile of the checkout bench that was
// ≈ 0.2 ms per paid order, here ≈ 0.04 (README, Benchmarks): a chunk is a few `instanceof` tests and
// the text one string.
//
// Only the kinds of chunk our raw statements are made of are handled: text, nested `sql`, bound
// values (plain or drizzle Params with their encoders), tables, columns and names. Anything else —
// arrays, placeholders, views, subqueries, `.inlineParams()`, aliased tables, columns named by key —
// answers null and the caller uses drizzle's own compiler, so nothing here has to follow drizzle into
// the rarer cases. `sqlText.check` (the server tests turn it on) compiles every statement both ways
// and throws when they differ.

const dialect = new PgDialect()

// drizzle's classes, read once: the server runs drizzle's CommonJS build, where every use of an
// imported name goes through two or three re-export getters (a third of this file's time, profiled)
const { Column, Name, Param, Placeholder, SQL: SqlClass, StringChunk, Table: TableClass, getTableName } = drizzle

// drizzle's own keys on a table (registered symbols; internal in its types)
const SCHEMA = Symbol.for('drizzle:Schema')
const IS_ALIAS = Symbol.for('drizzle:IsAlias')

/** A table named plainly, "name": no schema, not an alias (drizzle's text for those differs). */
function plainTable (table: Table): boolean {
  const t = table as unknown as Record<symbol, unknown>
  return t[SCHEMA] === undefined && t[IS_ALIAS] !== true
}

export const sqlText = { check: false }

export interface SqlText { sql: string, params: unknown[] }

/** The statement's text and values, as PgDialect.sqlToQuery gives them. */
export function toSqlText (query: SQL): SqlText {
  const fast = compile(query)
  if (!sqlText.check) return fast ?? dialect.sqlToQuery(query)
  const slow = dialect.sqlToQuery(query)
  if (fast !== null && (fast.sql !== slow.sql || !isDeepStrictEqual(fast.params, slow.params))) {
    throw new Error(`sql-text differs from drizzle's:\n${fast.sql}\n${JSON.stringify(fast.params)}\n---\n${slow.sql}\n${JSON.stringify(slow.params)}`)
  }
  return slow
}

/** null: a chunk this compiler leaves to drizzle. */
export function compile (query: SQL): SqlText | null {
  const out: SqlText = { sql: '', params: [] }
  return walk(query, out) ? out : null
}

function walk (query: SQL, out: SqlText): boolean {
  if ((query as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false
  for (const chunk of query.queryChunks as unknown[]) {
    if (chunk instanceof StringChunk) out.sql += chunk.value.join('')
    else if (chunk instanceof SqlClass) {
      if (!walk(chunk, out)) return false
    } else if (chunk === undefined) continue
    else if (chunk === null || (typeof chunk !== 'object' && typeof chunk !== 'function')) bind(out, chunk)
    else if (chunk instanceof Param) {
      if (chunk.value instanceof Placeholder) return false
      const value: unknown = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value)
      if (value instanceof SqlClass) return false
      bind(out, value)
    } else if (chunk instanceof Column) {
      if (chunk.keyAsName || !plainTable(chunk.table)) return false
      out.sql += `${quote(getTableName(chunk.table))}.${quote(chunk.name)}`
    } else if (chunk instanceof TableClass) {
      if (!plainTable(chunk)) return false
      out.sql += quote(getTableName(chunk))
    } else if (chunk instanceof Name) out.sql += quote(chunk.value)
    else return false
  }
  return true
}

function bind (out: SqlText, value: unknown): void {
  out.params.push(value)
  out.sql += `$${out.params.length}`
}

function quote (name: string): string {
  return `"${name.replace(/"/g, '""')}"`
}
