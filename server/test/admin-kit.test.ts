import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { generate } from 'otplib'
import { Wallet } from 'ethers'
import { buildApp } from '../app'
import { loadConfig } from '../config'
import { modules } from '../modules'
import { adminUsers } from '../db/schema'
import { createAdmin, enableTotp, ensureDemoAdmin } from '../modules/admin/accounts'
import fixture, { ROUTES, unguarded } from './fixtures/admin-domain'
import { startServer, type TestServer } from './helpers/server'
import { ApiClient, newUser } from './helpers/client'
import { AdminClient, adminOf } from './helpers/admin'
import { ADMIN_ROLES, type AdminDashboard, type AdminIdentity, type AdminSession, type AuditPage } from '../../types/admin'

// The admin kit: operators' accounts and sign-in (lockout, TOTP, tokens), the role guard on every
// /api/admin route (each role × each route of a domain that adds admin routes), the audit trail
// written in the change's transaction, and the dashboard's queues per role.

let srv: TestServer
let api: ApiClient

before(async () => {
  srv = await startServer({ modules: [...modules, fixture], env: { RATE_LIMIT_LOGIN: '1000/min' } })
  api = new ApiClient(srv.url)
})
after(async () => { await srv.close() })

describe('admin sign-in', () => {
  test('username + password gives a token; /me and logout; the token is only good for the console', async () => {
    await createAdmin(srv.db, 'alice', 'finance', 'correct horse')
    const res = await api.post<AdminSession>('/admin/login', { username: 'alice', password: 'correct horse' })
    assert.deepEqual([res.body.code, res.body.msg], [1, 'Signed in'])
    assert.match(res.body.data.token, /^[0-9a-f]{64}$/)
    assert.deepEqual(res.body.data.admin, { id: res.body.data.admin.id, username: 'alice', role: 'finance' })
    const alice = new AdminClient(api, res.body.data.token)
    assert.deepEqual((await alice.get<AdminIdentity>('/me')).body.data, res.body.data.admin)
    // the shoppers' token header does not sign in to the console, and an admin token is no shopper session
    const asShopper = await api.get('/admin/me', {}, { token: res.body.data.token })
    assert.deepEqual([asShopper.status, asShopper.body.code, asShopper.body.msg], [401, 401, 'Please sign in to the admin console'])
    const shopperRoute = await api.post('/wanlshop/user/refresh', {}, { token: res.body.data.token })
    assert.equal(shopperRoute.status, 401)
    // logged out: the token is dead
    assert.equal((await alice.post('/logout')).body.code, 1)
    assert.equal((await alice.get('/me')).status, 401)
  })

  test('a wrong password or unknown name is refused alike; five wrong in a row lock 15 minutes, even for the right one', async () => {
    await createAdmin(srv.db, 'bob', 'support', 'right password')
    const unknown = await api.post('/admin/login', { username: 'nobody', password: 'x' })
    assert.deepEqual([unknown.body.code, unknown.body.msg], [0, 'Wrong username or password'])
    const msgs: string[] = []
    for (let i = 0; i < 5; i++) msgs.push((await api.post('/admin/login', { username: 'bob', password: 'wrong' })).body.msg)
    assert.deepEqual(msgs, [
      'Wrong username or password, 4 tries left', 'Wrong username or password, 3 tries left', 'Wrong username or password, 2 tries left',
      'Wrong username or password, 1 tries left', 'Too many failed sign-ins; try again in 15 minutes'
    ])
    const right = await api.post('/admin/login', { username: 'bob', password: 'right password' }, { lang: 'zh-CN' })
    assert.deepEqual([right.body.code, right.body.msg], [0, '登录失败次数过多，请15分钟后再试'])
    // fifteen minutes later (the lock moved into the past) the right password works again
    await srv.db.update(adminUsers).set({ lockedUntil: 1 }).where(eq(adminUsers.username, 'bob'))
    assert.equal((await api.post('/admin/login', { username: 'bob', password: 'right password' })).body.code, 1)
  })

  test('a concurrent burst of wrong passwords costs one try each and nothing passes after the lock', async () => {
    await createAdmin(srv.db, 'carol', 'reviewer', 'carol-pass')
    const burst = await Promise.all(Array.from({ length: 8 }, async () => await api.postConcurrent('/admin/login', { username: 'carol', password: 'nope' })))
    const texts = burst.map((r) => r.body.msg).sort()
    assert.equal(texts.filter((m) => m.startsWith('Too many failed sign-ins')).length, 4, texts.join(' | '))
    assert.deepEqual(texts.filter((m) => m.includes('tries left')).sort(), [
      'Wrong username or password, 1 tries left', 'Wrong username or password, 2 tries left',
      'Wrong username or password, 3 tries left', 'Wrong username or password, 4 tries left'
    ])
    assert.equal((await api.post('/admin/login', { username: 'carol', password: 'carol-pass' })).body.code, 0)
  })

  test('with TOTP on, the code is asked for, a wrong one counts as a failure, the right one signs in', async () => {
    await createAdmin(srv.db, 'dave', 'super', 'dave-pass')
    const uri = await enableTotp(srv.db, 'dave')
    assert.match(uri ?? '', /^otpauth:\/\/totp\//)
    const [row] = await srv.db.select().from(adminUsers).where(eq(adminUsers.username, 'dave'))
    const none = await api.post('/admin/login', { username: 'dave', password: 'dave-pass' })
    assert.deepEqual([none.body.code, none.body.msg], [0, 'Enter the code from your authenticator app'])
    const wrong = await api.post('/admin/login', { username: 'dave', password: 'dave-pass', otp: '000000' })
    assert.deepEqual([wrong.body.code, wrong.body.msg], [0, 'Wrong authenticator code, 4 tries left'])
    const otp = await generate({ secret: row.totpSecret! })
    assert.equal((await api.post('/admin/login', { username: 'dave', password: 'dave-pass', otp })).body.code, 1)
  })

  test('a disabled account cannot sign in, and its open sessions stop working', async () => {
    const eve = await adminOf(srv.db, srv.url, 'support')
    await srv.db.update(adminUsers).set({ status: 'disabled' }).where(eq(adminUsers.username, eve.username))
    assert.equal((await eve.get('/me')).status, 401)
    const again = await api.post('/admin/login', { username: eve.username, password: `pw-${eve.username}` })
    assert.deepEqual([again.body.code, again.body.msg], [0, 'This admin account is disabled'])
  })

  test('bad input to the login is a clear refusal', async () => {
    const res = await api.post('/admin/login', { username: '', password: 'x' })
    assert.deepEqual([res.body.code, res.body.msg], [0, 'username must be at least 1 characters'])
    const missing = await api.post('/admin/login', { username: 'a' })
    assert.deepEqual([missing.body.code, missing.body.msg], [0, 'password is required'])
  })

  test('the demo admin is made once', async () => {
    assert.equal(await ensureDemoAdmin(srv.db), true)
    assert.equal(await ensureDemoAdmin(srv.db), false)
    assert.equal((await api.post('/admin/login', { username: 'demo', password: 'demo' })).body.code, 1)
  })
})

describe('the role guard', () => {
  test('every role × every route of a domain: super and the named role pass, the others get 403, nobody signed in 401', async () => {
    const callers = Object.fromEntries(await Promise.all(ADMIN_ROLES.map(async (r) => [r, await adminOf(srv.db, srv.url, r)] as const)))
    const anonymous = new AdminClient(api, null)
    for (const [url, allowed] of Object.entries(ROUTES)) {
      for (const role of ADMIN_ROLES) {
        const res = await callers[role].post(url)
        const may = role === 'super' || (allowed as readonly string[]).includes(role)
        assert.deepEqual([res.status, res.body.code], may ? [200, 1] : [403, 403], `${role} → ${url}`)
        if (!may) assert.equal(res.body.msg, 'Your role may not do this')
      }
      const res = await anonymous.post(url)
      assert.deepEqual([res.status, res.body.code], [401, 401], `anonymous → ${url}`)
      // a forged token is nobody
      const forged = await new AdminClient(api, 'f'.repeat(64)).post(url)
      assert.equal(forged.status, 401)
    }
    // the console's own routes: the dashboard for every role, the audit trail for super only
    for (const role of ADMIN_ROLES) {
      assert.equal((await callers[role].get('/dashboard')).body.code, 1, role)
      assert.equal((await callers[role].get('/audit')).body.code, role === 'super' ? 1 : 403, role)
    }
  })

  test('every /api/admin route of the real app declares its roles, and an admin route without them refuses to start', async () => {
    const adminRoutes = srv.app.routeTable.filter((r) => r.url.startsWith('/api/admin/') && r.method !== 'HEAD')
    assert.ok(adminRoutes.length >= 5)
    for (const r of adminRoutes) {
      if (r.url === '/api/admin/login') continue
      const res = r.method === 'GET' ? await api.get(r.url.slice(4)) : await api.post(r.url.slice(4), {})
      assert.equal(res.status, 401, `${r.method} ${r.url} answers anonymous callers with 401`)
    }
    await assert.rejects(buildApp(loadConfig({ DATABASE_URL: 'memory://', LOG_LEVEL: 'silent' }), { db: srv.db, modules: [...modules, unguarded] }), /admin route \/api\/admin\/oops must declare config\.admin/)
  })
})

describe('audit trail', () => {
  test('each action is one row with who, what, target, before/after; a refused change leaves none; filters', async () => {
    const sup = await adminOf(srv.db, srv.url, 'super')
    const fin = await adminOf(srv.db, srv.url, 'finance')
    assert.equal((await fin.post('/fixture/withdrawals/approve')).body.code, 1)
    const refused = await sup.post('/fixture/refused')
    assert.deepEqual([refused.body.code, refused.body.msg], [0, 'This admin account is disabled'])
    const mine = await sup.get<AuditPage>('/audit', { admin: fin.username })
    const approve = mine.body.data.data.find((r) => r.action === 'fixture.fixture.withdrawals.approve')
    assert.ok(approve !== undefined, JSON.stringify(mine.body.data))
    assert.equal(approve.admin_username, fin.username)
    assert.equal(approve.target, 'thing:1')
    assert.deepEqual([approve.before, approve.after], [{ n: 1 }, { n: 2 }])
    assert.ok(mine.body.data.data.some((r) => r.action === 'admin.login'), 'the sign-in is audited')
    const none = await sup.get<AuditPage>('/audit', { action: 'fixture.refused' })
    assert.equal(none.body.data.total, 0, 'the refused change rolled its audit row back')
    const byTarget = await sup.get<AuditPage>('/audit', { target: 'thing:1', admin: fin.username })
    assert.equal(byTarget.body.data.total, 1)
    const future = await sup.get<AuditPage>('/audit', { from: 4_000_000_000 })
    assert.equal(future.body.data.total, 0)
    const bad = await sup.get('/audit', { page: 0 })
    assert.deepEqual([bad.body.code, bad.body.msg], [0, 'page is out of range'])
  })
})

describe('dashboard', () => {
  test('today counts orders, GMV and new users; each role sees the queues it works', async () => {
    await newUser(api, Wallet.createRandom())
    const fin = await adminOf(srv.db, srv.url, 'finance')
    const rev = await adminOf(srv.db, srv.url, 'reviewer')
    const sup = await adminOf(srv.db, srv.url, 'super')
    const sup1 = await sup.get<AdminDashboard>('/dashboard')
    assert.ok(sup1.body.data.today.new_users >= 1)
    assert.equal(sup1.body.data.days.length, 7)
    assert.match(sup1.body.data.today.gmv, /^\d+\.\d{2}$/)
    // the fixture's queues (the real domains' queues are checked in their own tests)
    const fixture = (d: AdminDashboard): AdminDashboard['queues'] => d.queues.filter((q) => ['withdrawals', 'goods_review'].includes(q.key))
    assert.deepEqual(fixture(sup1.body.data), [{ key: 'withdrawals', count: 3 }, { key: 'goods_review', count: 5 }])
    assert.deepEqual(fixture((await fin.get<AdminDashboard>('/dashboard')).body.data), [{ key: 'withdrawals', count: 3 }])
    assert.deepEqual(fixture((await rev.get<AdminDashboard>('/dashboard')).body.data), [{ key: 'goods_review', count: 5 }])
  })
})
