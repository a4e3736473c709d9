import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { AddOrderResult, Address, PaymentResult } from '../../types/order'
import type { Db } from '../db/client'
import { claimKey, forgetOldKeys, KEY_TTL_SECONDS, requestHash, storeResult } from '../lib/idempotency'
import { translate } from '../lib/i18n'
import { checkJobs, machineJobs, runJobs, type Job } from '../lib/scheduler'
import { rows } from '../lib/sql'
import { defineMachine, SYSTEM } from '../lib/state-machine'
import { inTransaction } from '../lib/tx'
import { refuse } from '../lib/envelope'
import { paymentsOf, paymentStatus } from '../modules/pay/records'
import { applyLedger } from '../modules/wallet/ledger'
import { startServer, type TestServer } from './helpers/server'
import { BEIJING, credit, makeGoods, makeShop, makeUser, okData, setPayPassword } from './helpers/buying'

// The domain kit's parts on their own: the generic state machine on a table pair of its own
// (illegal moves refused clearly, concurrent moves — exactly one wins), the scheduler (two
// instances sweeping the same due rows handle each row once), idempotency keys with a string
// scope, and payment records whose status comes from the ledger.

let srv: TestServer
let db: Db

before(async () => {
  srv = await startServer()
  db = srv.db
  await db.execute(sql`create table kit_things (id serial primary key, state int not null, owner int not null, budget int not null default 0,
    created_at bigint not null, updated_at bigint, approved_at bigint)`)
  await db.execute(sql`create table kit_thing_logs (id serial primary key, thing_id int not null, "from" int, "to" int not null,
    event text not null, actor text not null, actor_id int, note text not null default '', created_at bigint not null)`)
})
after(async () => { await srv.close() })

const K = { draft: 1, approved: 2, rejected: 3, expired: 4 } as const
type KState = typeof K[keyof typeof K]
interface KFacts { state: KState, budget: number, createdAt: number }

const effects: number[][] = []
const machine = defineMachine<KState, 'approve' | 'reject' | 'expire', 'edit', KFacts, { maxBudget: number, ttl: number }>({
  name: 'kit',
  tables: { table: 'kit_things', log: 'kit_thing_logs', logKey: 'thing_id' },
  states: K,
  initial: K.draft,
  final: [K.approved, K.rejected, K.expired],
  wrongState: 'machine.wrong_state',
  events: {
    approve: {
      from: K.draft,
      to: K.approved,
      actors: ['platform'],
      stamps: ['approved_at'],
      guard: {
        check: (t, c) => t.budget <= c.settings.maxBudget ? null : refuse('field.range', { field: 'budget' }),
        where: (c) => sql`budget <= ${c.settings.maxBudget}`
      },
      effect: async (_tx, moved) => { effects.push(moved) }
    },
    reject: { from: K.draft, to: K.rejected, actors: ['platform'] },
    expire: { from: K.draft, to: K.expired, actors: ['system'], after: { column: 'created_at', field: 'createdAt', seconds: (s) => s.ttl } }
  },
  actions: { edit: { in: [K.draft], actors: ['seller'] } }
})
const settings = { maxBudget: 100, ttl: 60 }

async function things (n: number, o: { budget?: number, createdAt?: number } = {}): Promise<number[]> {
  const made = await rows<{ id: number }>(db, sql`insert into kit_things (state, owner, budget, created_at)
    select ${K.draft}, 1, ${o.budget ?? 10}, ${o.createdAt ?? 1000} from generate_series(1, ${n}) returning id`)
  return made.map((r) => r.id)
}
const stateOf = async (id: number): Promise<number> => (await rows<{ state: number }>(db, sql`select state from kit_things where id = ${id}`))[0].state
const logsOf = async (id: number): Promise<string[]> =>
  (await rows<{ event: string, actor: string }>(db, sql`select event, actor from kit_thing_logs where thing_id = ${id} order by id`)).map((l) => `${l.event}:${l.actor}`)

describe('state machine', () => {
  test('the start-up check runs on any machine', () => {
    machine.check()
    const broken = defineMachine({ ...machine.spec, events: { ...machine.spec.events, reject: { from: K.draft, to: 9 as KState, actors: ['platform'] as const } } })
    assert.throws(() => { broken.check() }, /kit machine: reject enters unknown state 9/)
  })

  test('an illegal move is a clear refusal, and changes nothing', async () => {
    const [id] = await things(1)
    const facts = { state: K.rejected, budget: 10, createdAt: 1000 } as const
    const wrong = machine.refusal(facts, 'approve', 'platform', { at: 2000, settings })
    assert.deepEqual(wrong, { refusal: 'machine.wrong_state' })
    assert.equal(translate('en', wrong!.refusal), 'This is not allowed in the current state')
    assert.equal(translate('zh', wrong!.refusal), '当前状态不允许此操作')
    const who = machine.refusal({ ...facts, state: K.draft }, 'approve', 'buyer', { at: 2000, settings })
    assert.equal(translate('en', who!.refusal), 'You may not do this')
    const vetoed = machine.refusal({ ...facts, state: K.draft, budget: 500 }, 'approve', 'platform', { at: 2000, settings })
    assert.equal(translate('en', vetoed!.refusal, vetoed!.params), 'budget is out of range')
    // the guarded UPDATE agrees with the refusals: nothing moves out of the wrong state, past the guard, or for the wrong actor
    assert.deepEqual(await machine.fire(db, [id], 'reject', { kind: 'platform', id: 7 }, { at: 2000, settings }), [id])
    assert.deepEqual(await machine.fire(db, [id], 'approve', { kind: 'platform', id: 7 }, { at: 2001, settings }), [])
    const [big] = await things(1, { budget: 500 })
    assert.deepEqual(await machine.fire(db, [big], 'approve', { kind: 'platform', id: 7 }, { at: 2001, settings }), [])
    await assert.rejects(machine.fire(db, [big], 'approve', { kind: 'buyer', id: 7 }, { at: 2001, settings }), /buyer may not approve/)
    assert.deepEqual([await stateOf(id), await stateOf(big)], [K.rejected, K.draft])
    assert.deepEqual(await logsOf(id), ['reject:platform'])
  })

  test('allowed() gives the flags of events and actions for an actor', () => {
    const draft = { state: K.draft, budget: 10, createdAt: 1000 } as const
    const c = { at: 2000, settings }
    assert.deepEqual(machine.allowed(draft, 'platform', c), { approve: true, reject: true, expire: false, edit: false })
    assert.deepEqual(machine.allowed(draft, 'seller', c), { approve: false, reject: false, expire: false, edit: true })
    assert.deepEqual(machine.allowed({ ...draft, budget: 101 }, 'platform', c), { approve: false, reject: true, expire: false, edit: false })
    assert.deepEqual(machine.allowed({ ...draft, state: K.approved }, 'platform', c), { approve: false, reject: false, expire: false, edit: false })
    assert.equal(machine.deadline(draft, 'expire', settings), 1060)
    assert.equal(machine.deadline({ ...draft, state: K.approved }, 'expire', settings), null)
  })

  test('concurrent transitions of one row: exactly one wins, one log row, one effect', async () => {
    const [id] = await things(1)
    effects.length = 0
    const results = await Promise.all(Array.from({ length: 12 }, async (_, i) => await inTransaction(db, async (tx) =>
      await machine.fire(tx, [id], i % 2 === 0 ? 'approve' : 'reject', { kind: 'platform', id: i }, { at: 3000 + i, settings }))))
    assert.equal(results.filter((r) => Array.isArray(r) && r.length === 1).length, 1, JSON.stringify(results))
    const logs = await logsOf(id)
    assert.equal(logs.length, 1)
    assert.equal(effects.flat().filter((x) => x === id).length, logs[0].startsWith('approve') ? 1 : 0)
    const [row] = await rows<{ state: number, approved_at: number | null }>(db, sql`select state, approved_at::int from kit_things where id = ${id}`)
    assert.equal(row.approved_at !== null, row.state === K.approved, 'stamped only by approve')
  })
})

describe('scheduler', () => {
  test('two instances sweeping the same due rows handle each row exactly once', async () => {
    const due = await things(130, { createdAt: 5000 })
    const notYet = await things(3, { createdAt: 9000 })
    const seen = new Map<number, number>()
    const [expire] = machineJobs(machine, () => settings)
    assert.equal(expire.name, 'kit.expire')
    const counting: Job = {
      ...expire,
      handle: async (tx, ids, at, ctx) => {
        const moved = await expire.handle(tx, ids, at, ctx)
        for (const id of moved) seen.set(id, (seen.get(id) ?? 0) + 1)
        return moved
      }
    }
    const ctx = { db, config: srv.config }
    const at = 5000 + 61
    const [a, b] = await Promise.all([runJobs([counting], at, ctx), runJobs([counting], at, ctx)])
    const handled = [...a['kit.expire'], ...b['kit.expire']]
    assert.equal(handled.length, new Set(handled).size, 'no row twice')
    assert.deepEqual(handled.filter((id) => due.includes(id)).sort((x, y) => x - y), due, 'every due row')
    assert.ok([...seen.values()].every((n) => n === 1))
    for (const id of [...due.slice(0, 3), ...notYet]) assert.equal(await stateOf(id), notYet.includes(id) ? K.draft : K.expired)
    assert.deepEqual(await logsOf(due[0]), ['expire:system'])
    // and nothing is left for a later run
    assert.deepEqual((await runJobs([counting], at + 1, ctx))['kit.expire'], [])
  })

  test('task jobs run with the injected clock; job names are unique', async () => {
    const ran: number[] = []
    const jobs: Job[] = [{ name: 'kit.task', run: async (_db, at) => { ran.push(at) } }]
    await runJobs(jobs, 123, { db, config: srv.config })
    assert.deepEqual(ran, [123])
    assert.throws(() => { checkJobs([...jobs, ...jobs]) }, /two jobs named kit.task/)
    assert.equal(SYSTEM.kind, 'system')
  })
})

describe('idempotency', () => {
  test('a key per user and string scope: first claim fresh, a repeat gets the stored result, another body is refused', async () => {
    const u = await makeUser(db, srv.url, 'idem')
    const h = requestHash({ b: 1, a: [1, 2] })
    assert.equal(h, requestHash({ a: [1, 2], b: 1 }), 'key order does not matter')
    const first = await inTransaction(db, async (tx) => {
      const c = await claimKey<{ n: number }>(tx, u.id, 'refund', 'key-0000001', h, 1000, 'pay.stale_key')
      await storeResult(tx, u.id, 'refund', 'key-0000001', { n: 1 })
      return c
    })
    assert.deepEqual(first, { fresh: true })
    assert.deepEqual(await claimKey(db, u.id, 'refund', 'key-0000001', h, 1001, 'pay.stale_key'), { fresh: false, result: { n: 1 } })
    assert.deepEqual(await claimKey(db, u.id, 'refund', 'key-0000001', requestHash({ b: 2 }), 1001, 'pay.stale_key'), { refusal: 'pay.stale_key' })
    // another scope, the same key: its own
    assert.deepEqual(await claimKey(db, u.id, 'withdraw', 'key-0000001', h, 1001, 'pay.stale_key'), { fresh: true })
    // a refused (rolled back) first attempt leaves the key free
    await inTransaction(db, async (tx) => {
      await claimKey(tx, u.id, 'refund', 'key-0000002', h, 1000, 'pay.stale_key')
      return refuse('order.not_found')
    })
    assert.deepEqual(await claimKey(db, u.id, 'refund', 'key-0000002', h, 1002, 'pay.stale_key'), { fresh: true })
    await forgetOldKeys(db, 1000 + KEY_TTL_SECONDS + 1)
    assert.deepEqual(await claimKey(db, u.id, 'refund', 'key-0000001', requestHash({ other: true }), 1003, 'pay.stale_key'), { fresh: true })
  })
})

describe('payments as records', () => {
  test('status from ledger rows: paid, partially refunded, refunded', () => {
    assert.equal(paymentStatus([{ billType: 'goods', delta: '-10.00' }]).status, 'paid')
    assert.deepEqual(paymentStatus([{ billType: 'goods', delta: '-10.00' }, { billType: 'refund', delta: '2.5' }]), { status: 'partially_refunded', paid: '10', refunded: '2.5' })
    assert.equal(paymentStatus([{ billType: 'goods', delta: '-10' }, { billType: 'refund', delta: '2.5' }, { billType: 'refund', delta: '7.5' }]).status, 'refunded')
    assert.equal(paymentStatus([]).status, 'paid', 'a free order is paid with nothing')
  })

  test('a merged payment: one record and one ledger row per order; refunds of one order move only its status', async () => {
    const buyer = await makeUser(db, srv.url, 'payer')
    const seller = await makeUser(db, srv.url, 'seller')
    const shop = await makeShop(db, seller.id, { first: '0.00', additional: '0.00', freeOver: null })
    const g = await makeGoods(db, shop, { price: '10.00', stock: 100 })
    const addr = okData(await buyer.api.post<Address>('/wanlshop/address/address', { type: 'add', data: BEIJING })).id
    await setPayPassword(db, buyer.id)
    await credit(db, buyer.id, 'usdt', '100')
    const place = async (n: number): Promise<number> => okData(await buyer.api.post<AddOrderResult>('/wanlshop/order/addOrder', {
      token: crypto.randomBytes(8).toString('hex'), order: { address_id: addr, lists: [{ shop_id: shop, products: [{ goods_id: g.id, sku_id: g.skus[0], number: n }] }] }
    })).order_ids[0]
    const a = await place(1)
    const b = await place(3)
    okData(await buyer.api.post<PaymentResult>('/wanlshop/pay/payment', { order_ids: [a, b], asset: 'usdt', pay_password: '123456', key: crypto.randomBytes(8).toString('hex') }))
    let recs = await paymentsOf(db, [a, b])
    assert.deepEqual(recs.map((r) => [r.orderId, r.asset, r.amount, r.status]), [[a, 'usdt', '10.00000000', 'paid'], [b, 'usdt', '30.00000000', 'paid']])
    await applyLedger(db, { userId: buyer.id, asset: 'usdt', delta: '4', billType: 'refund', refType: 'order', refId: b })
    recs = await paymentsOf(db, [a, b])
    assert.deepEqual(recs.map((r) => [r.status, r.refunded]), [['paid', '0'], ['partially_refunded', '4']])
    await applyLedger(db, { userId: buyer.id, asset: 'usdt', delta: '26', billType: 'refund', refType: 'order', refId: b })
    assert.deepEqual((await paymentsOf(db, [b])).map((r) => r.status), ['refunded'])
  })
})
