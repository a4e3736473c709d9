import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { sql } from 'drizzle-orm'
import type { SessionPayload } from '../../types/user'
import { buildApp } from '../app'
import { runJobs } from '../lib/scheduler'
import { rows } from '../lib/sql'
import { now } from '../lib/time'
import { modules } from '../modules'
import { seedDemo } from '../seed'
import demo from './fixtures/demo-domain'
import { brokenThingMachine, THING } from './fixtures/demo-domain/machine'
import { startServer, type TestServer } from './helpers/server'
import { ApiClient } from './helpers/client'
import { makeUser, okData, refusedWith, type TestUser } from './helpers/buying'

// A new domain is a folder plus one entry in the module list: the demo domain of
// fixtures/demo-domain/ is added to the list the app takes, and everything it declares works
// through HTTP — its route, its message in both languages, its statistic in user/refresh, its
// machine's timer run by the scheduler as a job, its own job — and its machine is checked when
// the app starts (a broken one refuses to start).

let srv: TestServer
let user: TestUser
const list = [...modules, demo]

before(async () => {
  srv = await startServer({ modules: list })
  await seedDemo(srv.db, srv.uploadDir, [demo]) // the demo's seed makes its tables
  user = await makeUser(srv.db, srv.url, 'demo')
})
after(async () => { await srv.close() })

describe('a demo domain added through the module list', () => {
  test('its route answers with its message, in both languages', async () => {
    const en = await new ApiClient(srv.url, '/ws', 'en').get('/demo/hello')
    assert.deepEqual([en.status, en.body.code, en.body.msg], [200, 1, 'Hello from the demo domain'])
    const zh = await new ApiClient(srv.url, '/ws', 'zh-CN').get('/demo/hello')
    assert.equal(zh.body.msg, '你好，演示领域')
    // it is behind the same Sign check as every /api route
    assert.equal((await new ApiClient(srv.url).get('/demo/hello', {}, { sign: 'bad' })).body.code, 0)
    refusedWith(await user.api.get('/demo/thing', { id: 999999 }), 'Demo thing does not exist')
  })

  test('its statistic is a section of user/refresh, beside the platform ones', async () => {
    okData(await user.api.post('/demo/things', {}))
    okData(await user.api.post('/demo/things', {}))
    const stats = okData(await user.api.post<SessionPayload>('/wanlshop/user/refresh', {})).statistics as unknown as Record<string, unknown>
    assert.deepEqual(stats.demo, { open: 2 })
    assert.deepEqual(Object.keys(stats).sort(), ['demo', 'dynamic', 'logistics', 'notice', 'order'])
  })

  test('its machine timer is a scheduled job (run as the system), and its own job runs', async () => {
    const { id } = okData(await user.api.post<{ id: number }>('/demo/things', {}))
    const names = srv.app.ctx.jobs.map((j) => j.name)
    assert.ok(names.includes('demo.expire') && names.includes('demo.tick') && names.includes('order.auto_close'), names.join(' '))
    const ctx = { db: srv.db, config: srv.config }
    const early = await runJobs(srv.app.ctx.jobs, now() + 30, ctx)
    assert.ok(!early['demo.expire'].includes(id))
    assert.equal(okData(await user.api.get<{ state: number }>('/demo/thing', { id })).state, THING.open)
    const due = await runJobs(srv.app.ctx.jobs, now() + 61, ctx)
    assert.ok(due['demo.expire'].includes(id))
    assert.equal(okData(await user.api.get<{ state: number }>('/demo/thing', { id })).state, THING.closed)
    const logs = await rows<{ event: string, actor: string }>(srv.db, sql`select event, actor from demo_thing_logs where thing_id = ${id} order by id`)
    assert.deepEqual(logs.map((l) => `${l.event}:${l.actor}`), ['create:buyer', 'expire:system'])
    const [{ ticks }] = await rows<{ ticks: number }>(srv.db, sql`select ticks from demo_counters`)
    assert.equal(ticks, 2)
  })

  test('its machine is checked at start-up: a broken one refuses to start', async () => {
    const broken = { ...demo, machines: [{ machine: brokenThingMachine, settings: () => ({ openSeconds: 60 }) }] }
    await assert.rejects(buildApp(srv.config, { db: srv.db, modules: [...modules, broken] }), /demo machine: .*(unreachable|dead end|final state)/)
    // so does a second module of the same name, and a job name used twice
    await assert.rejects(buildApp(srv.config, { db: srv.db, modules: [...list, demo] }), /two modules named demo/)
    const twice = { ...demo, jobs: [...demo.jobs ?? [], { name: 'demo.expire', run: async () => {} }] }
    await assert.rejects(buildApp(srv.config, { db: srv.db, modules: [...modules, twice] }), /two jobs named demo.expire/)
    // and a message another module already says differently
    const clash = { name: 'clash', messages: { 'order.not_found': { zh: '没有', en: 'Nope' } } }
    await assert.rejects(buildApp(srv.config, { db: srv.db, modules: [...modules, clash] }), /clash redefines the message order.not_found of order/)
  })

  test('without it in the list, the app has none of it', async () => {
    const plain = await startServer({ database: srv.database })
    try {
      assert.equal((await new ApiClient(plain.url).get('/demo/hello')).status, 404)
      assert.ok(!plain.app.ctx.jobs.some((j) => j.name.startsWith('demo.')))
    } finally {
      await plain.close()
    }
  })
})
