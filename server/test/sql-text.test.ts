import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { eq, sql, type SQL } from 'drizzle-orm'
import { PgDialect, alias } from 'drizzle-orm/pg-core'
import { compile, toSqlText } from '../lib/sql-text'
import { goods, orders, users } from '../db/schema'

// lib/sql-text.ts: our compiler of drizzle's `sql` templates gives drizzle's text and values, or
// leaves the statement to drizzle. (Every statement of the integration tests is also compared.)

const dialect = new PgDialect()

function same (q: SQL): void {
  const ours = compile(q)
  assert.ok(ours !== null, 'compiled here')
  const theirs = dialect.sqlToQuery(q)
  assert.equal(ours.sql, theirs.sql)
  assert.deepEqual(ours.params, theirs.params)
}

describe('sql text', () => {
  test('text, nested templates, values, tables, columns and encoded params come out as drizzle writes them', () => {
    const inner = sql`select ${users.id} from ${users} where ${eq(users.nickname, 'a"b')} and ${users.level} > ${2}`
    same(sql`with x as (${inner}) select * from x where ${orders.price} >= ${'10.00'}::numeric and ${null}::int is null and ${true} and ${sql.identifier('we"ird')} limit ${3}`)
    same(sql`update ${goods} set sales = sales + ${1} where id = any(${'{1,2,3}'}::int[])`)
    same(sql`select 1`)
  })

  test('what it leaves to drizzle: arrays, placeholders, inlined params, aliased tables', () => {
    assert.equal(compile(sql`select * from goods where id in ${[1, 2]}`), null)
    assert.equal(compile(sql`select ${sql.placeholder('id')}`), null)
    assert.equal(compile(sql`select ${1}`.inlineParams()), null)
    assert.equal(compile(sql`select * from ${alias(users, 'u')}`), null)
    assert.equal(compile(sql`select ${new Date(0)}`), null, 'an object it does not know')
    // and toSqlText then answers drizzle's own
    const q = sql`select * from goods where id in ${[1, 2]}`
    assert.deepEqual(toSqlText(q), dialect.sqlToQuery(q))
  })
})
