import pg from 'pg'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../server/db/client'
import { seedDemo } from '../server/seed'
import { modules } from '../server/modules'
import { categoryIndex } from '../server/modules/catalog/categories'
import { goodsConditions, GOODS_FROM, goodsOrder, listItemColumnsIn } from '../server/modules/catalog/filters'
import { rows } from '../server/lib/sql'
import { matchesQuery } from '../server/modules/catalog/matches'
import { growCatalogue } from './seed'

// EXPLAIN ANALYZE of the keyword list queries (product/lists?search=…: its total, its matches in
// the default order as catalog/matches.ts keeps them, and its first page as walked past 1 000 matches)
// on the demo grown to 10 000 goods, on a throw-away database of the local PostgreSQL:
//   node --import tsx bench/explain-keywords.ts 手机 phone kettle
// Used to check that a change to the keyword conditions keeps them index-backed (README "Benchmarks").

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

async function main (): Promise<void> {
  const words = process.argv.slice(2)
  const name = `bbmall_explain_${process.pid}`
  const admin = new pg.Client({ connectionString: ADMIN_URL })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const database = await openDatabase(ADMIN_URL.replace(/\/[^/]*$/, `/${name}`))
  try {
    await database.migrate()
    await seedDemo(database.db, `/tmp/${name}`, modules)
    await growCatalogue(database.db, 10_000)
    const index = await categoryIndex(database.db)
    for (const word of words) {
      const where = goodsConditions({ words: [word], attrs: [] }, index)
      const queries = {
        count: sql`select count(*)::int as n from ${GOODS_FROM} where ${where}`,
        matches: matchesQuery(where, 'composite'),
        page: sql`select ${listItemColumnsIn('en')} from ${GOODS_FROM} where ${where} order by ${goodsOrder('composite')} limit 20`
      }
      for (const [label, q] of Object.entries(queries)) {
        for (let i = 0; i < 3; i++) await rows(database.db, q) // warm the cache first
        const plan = await rows<{ 'QUERY PLAN': string }>(database.db, sql`explain analyze ${q}`)
        console.log(`\n=== ${word} (${label})\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`)
      }
    }
  } finally {
    await database.close()
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

main().catch((e: unknown) => { console.error(e); process.exit(1) })
