import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { AddOrderResult, Address } from '../../types/order'
import { KeepingPool } from '../db/pool'
import { rows } from '../lib/sql'
import { startServer, type TestServer } from './helpers/server'
import { BEIJING, makeGoods, makeShop, makeUser, okData, refusedWith, setPayPassword, type TestUser } from './helpers/buying'

// A statement that fails on the server's side — a checkout that finds the SKU sold out, a payment
// short of balance (abortIf) — must not cost a database connection: node-postgres's pool destroyed
// the connection after every such error, so each refusal forked a new PostgreSQL backend and
// prepared every statement again (in a sale, a storm of them). PostgreSQL only: PGlite has no pool.

const URL = process.env.DATABASE_URL ?? ''
const skip = /^postgres(ql)?:\/\//.test(URL) ? false : 'needs PostgreSQL (DATABASE_URL=postgres://…)'

async function pid (pool: pg.Pool): Promise<number> {
  return (await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid
}

describe('the pool keeps a connection after a statement error', { skip }, () => {
  test('an error of one statement (severity ERROR) leaves the connection in the pool, prepared statements too', async () => {
    const pool = new KeepingPool({ connectionString: URL, max: 1 })
    try {
      const first = await pid(pool)
      const named = { name: 'pool_test_plus', text: 'select $1::int + 1 as n', values: [1] }
      assert.equal((await pool.query<{ n: number }>(named)).rows[0].n, 2)
      await assert.rejects(pool.query('select 1 / 0'), (err: Error & { code?: string }) => err.code === '22012')
      await assert.rejects(pool.query("select 'x'::int"), /invalid input syntax/)
      assert.equal(await pid(pool), first, 'the same backend answers after the errors')
      assert.equal((await pool.query<{ n: number }>({ ...named, values: [41] })).rows[0].n, 42, 'its prepared statement is still there')
      assert.equal(pool.totalCount, 1)
    } finally {
      await pool.end()
    }
  })

  test('a connection the server ends (FATAL) is dropped and replaced', async () => {
    const pool = new KeepingPool({ connectionString: URL, max: 1 })
    pool.on('error', () => {})
    try {
      const first = await pid(pool)
      await assert.rejects(pool.query('select pg_terminate_backend(pg_backend_pid())'))
      const second = await pid(pool)
      assert.notEqual(second, first)
    } finally {
      await pool.end()
    }
  })

  test('a statement whose prepared plan went stale (a table changed under it) drops the connection, and the next one prepares afresh', async () => {
    const table = `pool_test_${crypto.randomBytes(4).toString('hex')}`
    const pool = new KeepingPool({ connectionString: URL, max: 1 })
    try {
      await pool.query(`create table ${table} (a int)`)
      await pool.query(`insert into ${table} values (1)`)
      const named = { name: 'pool_test_stale', text: `select * from ${table}` }
      assert.deepEqual((await pool.query(named)).rows, [{ a: 1 }])
      const first = await pid(pool)
      await pool.query(`alter table ${table} add column b int default 2`)
      await assert.rejects(pool.query(named), (err: Error & { code?: string }) => err.code === '0A000') // cached plan must not change result type
      assert.notEqual(await pid(pool), first, 'a new connection')
      assert.deepEqual((await pool.query(named)).rows, [{ a: 1, b: 2 }])
    } finally {
      await pool.query(`drop table if exists ${table}`)
      await pool.end()
    }
  })

  test('node-postgres\'s own pool drops it (why KeepingPool exists; if this fails, the class can go)', async () => {
    const pool = new pg.Pool({ connectionString: URL, max: 1 })
    try {
      const first = await pid(pool)
      await assert.rejects(pool.query('select 1 / 0'))
      assert.notEqual(await pid(pool), first)
    } finally {
      await pool.end()
    }
  })
})

describe('refusals through the server open no new database connections', { skip }, () => {
  let srv: TestServer
  let buyer: TestUser
  let shop: number
  let addressId: number
  before(async () => {
    srv = await startServer()
    buyer = await makeUser(srv.db, srv.url, 'buyer')
    const merchant = await makeUser(srv.db, srv.url, 'merchant')
    shop = await makeShop(srv.db, merchant.id)
    addressId = okData(await buyer.api.post<Address>('/wanlshop/address/address', { type: 'add', data: BEIJING })).id
    await setPayPassword(srv.db, buyer.id)
  })
  after(async () => { await srv?.close() })

  /** The backends serving the test's database (the server's pool is their only client). */
  const backends = async (): Promise<number[]> => (await rows<{ pid: number }>(srv.db, sql`select pid from pg_stat_activity
    where datname = current_database() and backend_type = 'client backend' order by pid`)).map((r) => r.pid)

  test('a payment refused for a short balance (its statement aborts) five times: no new backend', async () => {
    const g = await makeGoods(srv.db, shop, { price: '5.00', stock: 100 })
    const placed = okData(await buyer.api.post<AddOrderResult>('/wanlshop/order/addOrder', {
      token: crypto.randomBytes(8).toString('hex'),
      order: { address_id: addressId, lists: [{ shop_id: shop, products: [{ goods_id: g.id, sku_id: g.skus[0], number: 1 }] }] }
    }))
    const payOnce = async (): Promise<void> => {
      refusedWith(await buyer.api.post('/wanlshop/pay/payment', { order_ids: placed.order_ids, asset: 'usdt', pay_password: '123456', key: crypto.randomBytes(8).toString('hex') }),
        /Insufficient USDT balance/)
    }
    await payOnce() // the pool grows to what one payment needs
    const before = await backends()
    for (let i = 0; i < 5; i++) await payOnce()
    assert.deepEqual(await backends(), before, 'the same backends, none closed, none opened')
  })
})
