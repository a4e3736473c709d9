import crypto from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase } from '../server/db/client'
import type { Db } from '../server/db/client'
import { rows } from '../server/lib/sql'
import { settleOrder } from '../server/modules/agents/settle'
import { payDay } from '../server/modules/agents/dividend'
import { platformAccountId } from '../server/modules/agents/tree'
import { changeBalance } from '../server/modules/wallet/ledger'
import { ASSETS } from '../types/user'

// `npm run bench` (agents part): the sale settlement and the daily dividend on a fresh PostgreSQL
// database when one answers at BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres; dropped
// afterwards) — the engine of a deployment — then on a fresh in-memory PGlite (the engine
// `npm start` runs on). BENCH_AGENTS_ENGINES=pglite or =postgres runs one of them.
// 1. BENCH_SETTLE orders (default 500, after 20 not counted) of a buyer at the bottom of a 50-deep inviter chain of
//    mixed agent levels, each settled in its own transaction: p50 / p99 (budget: p99 < 20 ms).
// 2. One day's dividend pool shared among BENCH_HOLDERS node holders (default 100 000) in a random
//    inviter tree with agents: the whole run (budget: < 10 s).
// Exits non-zero when a budget is missed.

const SETTLE = Number(process.env.BENCH_SETTLE ?? 500)
const WARMUP = 20
const HOLDERS = Number(process.env.BENCH_HOLDERS ?? 100_000)

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const ENGINES = (process.env.BENCH_AGENTS_ENGINES ?? 'pglite,postgres').split(',').map((e) => e.trim())

/** A fresh database on the PostgreSQL server, or null when none answers. */
async function freshPg (): Promise<{ url: string, drop: () => Promise<void> } | null> {
  const name = `bench_agents_${crypto.randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: PG_URL })
  try { await admin.connect() } catch { return null }
  await admin.query(`create database ${name}`)
  await admin.end()
  const u = new URL(PG_URL)
  u.pathname = `/${name}`
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_URL })
      await c.connect(); await c.query(`drop database if exists ${name} with (force)`); await c.end()
    }
  }
}

async function main (): Promise<void> {
  let ok = true
  // PostgreSQL first: after PGlite's run this process's heap is large, and its garbage collection
  // would land in PostgreSQL's latencies
  const fresh = ENGINES.includes('postgres') ? await freshPg() : null
  if (fresh !== null) {
    try { ok = await bench(fresh.url) && ok } finally { await fresh.drop() }
  } else if (ENGINES.includes('postgres')) console.log(`agents: no PostgreSQL at ${PG_URL}, PGlite only`)
  if (ENGINES.includes('pglite')) ok = await bench('memory://') && ok
  if (!ok) process.exitCode = 1
}

async function bench (url: string): Promise<boolean> {
  const database = await openDatabase(url)
  await database.migrate()
  const db = database.db
  const t0 = Date.now()
  // a 50-deep chain: user k invited by user k−1, levels cycling 0..5; the buyer at the bottom
  await db.execute(sql`insert into users (username, nickname, invite_code, join_time, agent_level)
    select 'chain' || g, 'chain' || g, 'C' || g, 0, g % 6 from generate_series(1, 51) g`)
  const [first] = await rows<{ id: number }>(db, sql`select min(id)::int as id from users where username like 'chain%'`)
  await db.execute(sql`update users set invite_user_id = id - 1 where username like 'chain%' and id > ${first.id}`)
  await openAccounts(db, first.id - 1)
  const buyer = first.id + 50
  const merchant = first.id
  await db.execute(sql`insert into categories (name) values ('bench')`)
  const [shop] = await rows<{ id: number }>(db, sql`insert into shops (user_id, shopname, city, created_at) values (${merchant}, 'bench', 'x', 0) returning id`)
  const [cat] = await rows<{ id: number }>(db, sql`select id from categories limit 1`)
  const [goods] = await rows<{ id: number }>(db, sql`insert into goods (shop_id, category_id, title, image, images, price, profit_ratio, created_at, updated_at)
    values (${shop.id}, ${cat.id}, 'bench', '', '[]', 100, 0.30, 0, 0) returning id`)
  const [sku] = await rows<{ id: number }>(db, sql`insert into goods_sku (goods_id, difference, price, stock) values (${goods.id}, '["x"]', 100, 1) returning id`)
  const orders = await rows<{ id: number }>(db, sql`insert into orders (order_no, user_id, shop_id, state, number, goods_price, price, pay_asset, pay_amount, created_at, updated_at)
    select 'B' || g, ${buyer}, ${shop.id}, 6, 1, 100, 100, 'usdt', 100, 0, 0 from generate_series(1, ${WARMUP + SETTLE}) g returning id`)
  await db.execute(sql`insert into order_goods (order_id, shop_id, goods_id, sku_id, title, image, difference, price, number, stock_method)
    select id, ${shop.id}, ${goods.id}, ${sku.id}, 'bench', '', '["x"]', 100, 1, 'porder' from orders where user_id = ${buyer}`)
  // the escrow the completion credits before settling
  await changeBalance(db, { userId: merchant, asset: 'usdt', delta: String(100 * (WARMUP + SETTLE)), billType: 'goods', memo: 'bench escrow' })
  // the first WARMUP settlements (not counted) compile the code paths and fill the caches: the
  // figures are a running server's, not a cold start's
  for (const o of orders.slice(0, WARMUP)) {
    if (await db.transaction(async (tx) => await settleOrder(tx as unknown as Db, o.id)) === null) throw new Error(`order ${o.id} not settled`)
  }
  const times: number[] = []
  // CPU of this process per settlement: all of it on PGlite (in-process), the client's share on
  // PostgreSQL — a figure the machine's other load does not move, beside the wall-clock ones
  const cpu0 = process.cpuUsage()
  for (const o of orders.slice(WARMUP)) {
    const s = performance.now()
    const r = await db.transaction(async (tx) => await settleOrder(tx as unknown as Db, o.id))
    times.push(performance.now() - s)
    if (r === null) throw new Error(`order ${o.id} not settled`)
  }
  const cpu = process.cpuUsage(cpu0)
  const cpuMs = (cpu.user + cpu.system) / 1000 / times.length
  times.sort((a, b) => a - b)
  const p = (q: number): number => times[Math.min(times.length - 1, Math.floor(q * times.length))]
  const settleOk = p(0.99) < 20
  console.log(`agents: settle an order, 50-deep chain (${SETTLE} orders, ${database.engine}): p50 ${p(0.5).toFixed(2)} ms, p99 ${p(0.99).toFixed(2)} ms, ${cpuMs.toFixed(2)} ms CPU of this process each — budget p99 < 20 ms ${settleOk ? 'OK' : 'MISSED'}`)

  // 100 000 holders in a random tree (each invited by an earlier one), every tenth an agent
  const [base] = await rows<{ id: number }>(db, sql`select max(id)::int as id from users`)
  await db.execute(sql`insert into users (username, nickname, invite_code, join_time, agent_level)
    select 'h' || g, 'h' || g, 'H' || g, 0, case when g % 10 = 0 then 1 + g % 5 else 0 end from generate_series(1, ${HOLDERS}) g`)
  await db.execute(sql`update users set invite_user_id = ${base.id} + 1 + floor(random() * (id - ${base.id} - 1))::int where id > ${base.id} + 1`)
  await openAccounts(db, base.id)
  await db.execute(sql`insert into user_economy (user_id, node_tier) select id, 1 + id % 3 from users where id > ${base.id}
    on conflict (user_id) do update set node_tier = excluded.node_tier`)
  const platform = await platformAccountId(db)
  await changeBalance(db, { userId: platform, asset: 'usdt', delta: '123456.78', billType: 'system', memo: 'bench pool' })
  await db.execute(sql`insert into dividend_pools (day, amount) values ('2000-01-01', 123456.78)`)
  await db.execute(sql`analyze`)
  const s = performance.now()
  const run = await db.transaction(async (tx) => await payDay(tx as unknown as Db, '2000-01-01', 946_800_000))
  const ms = performance.now() - s
  const divOk = ms < 10_000
  console.log(`agents: daily dividend, ${run?.holders ?? 0} holders: ${(ms / 1000).toFixed(2)} s (paid ${run?.paid}, remainder ${run?.remainder}) — budget < 10 s ${divOk ? 'OK' : 'MISSED'}`)
  console.log(`agents: bench total ${((Date.now() - t0) / 1000).toFixed(1)} s`)
  await database.close()
  return settleOk && divOk
}

/**
 * Registration opens a zero balance in every asset for each new user (user/service.ts); users made
 * here in bulk get the same, so a credit updates a balance row as it does for a real user.
 */
async function openAccounts (db: Db, afterId: number): Promise<void> {
  await db.execute(sql`insert into balances (user_id, asset, amount)
    select u.id, a, 0 from users u, unnest(string_to_array(${ASSETS.join(',')}, ',')) a where u.id > ${afterId}
    on conflict do nothing`)
}

main().catch((e: unknown) => { console.error(e); process.exit(1) })
