import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { Wallet } from 'ethers'
import { REDIS_URL, reachable, startServer, type TestServer } from './helpers/server'
import { ApiClient, newUser } from './helpers/client'
import { SocketClient } from './helpers/socket'
import { issueToken } from '../modules/auth/service'
import { makeUser } from './helpers/buying'
import { Redis } from 'ioredis'
import type { BusMessage } from '../realtime/bus'
import { sha256 } from '../lib/tokens'
import { now } from '../lib/time'

describe('websocket on one instance', () => {
  let srv: TestServer
  let api: ApiClient
  before(async () => {
    srv = await startServer({ env: { WS_PING_MS: '250' } })
    api = new ApiClient(srv.url)
  })
  after(async () => { await srv.close() })

  test('init carries a client id; ping is answered with pong and the socket stays', async () => {
    const ws = await SocketClient.connect(srv.url)
    const id = await ws.clientId()
    assert.match(id, /^[0-9a-f]{20}$/)
    await ws.next('ping', 1000)
    ws.ws.send('not json at all')
    ws.ws.send(JSON.stringify({ type: 'chat', text: 'clients do not send over the socket' }))
    await new Promise((resolve) => setTimeout(resolve, 1000)) // four intervals
    assert.equal(ws.closed, false)
    await ws.next('ping', 1000)
    ws.close()
  })

  test('a socket that never answers is closed after three intervals', async () => {
    const ws = await SocketClient.connect(srv.url, '/ws', false)
    await ws.clientId()
    const started = Date.now()
    while (!ws.closed && Date.now() - started < 4000) await new Promise((resolve) => setTimeout(resolve, 50))
    assert.equal(ws.closed, true)
    assert.ok(Date.now() - started >= 700, 'not before three silent intervals')
  })

  test('shake binds the socket to the user; pushes arrive; logout unbinds', async () => {
    const { api: me, session } = await newUser(api, Wallet.createRandom())
    const ws = await SocketClient.connect(srv.url)
    const shake = await me.post('/wanlshop/chat/shake', await ws.credentials())
    assert.equal(shake.body.code, 1, shake.body.msg)

    await srv.app.ctx.hub.pushToUser(session.userinfo.id, { type: 'notice', title: '发货通知', content: '你的订单已发货' })
    const got = await ws.next('notice')
    assert.equal(got.title, '发货通知')

    const other = await newUser(api, Wallet.createRandom())
    await srv.app.ctx.hub.pushToUser(other.session.userinfo.id, { type: 'notice', title: 'not yours', content: '' })
    assert.ok(await ws.none('notice'), 'another user\'s push does not arrive')

    const list = await me.get<unknown[]>('/wanlshop/chat/lists')
    assert.deepEqual(list.body.data, [])

    // the same user on a second device, its socket bound with that session
    const laptop = await issueToken(srv.db, session.userinfo.id, 30, 'h5-wanlshop')
    const ws2 = await SocketClient.connect(srv.url)
    assert.equal((await me.withToken(laptop.token).post('/wanlshop/chat/shake', await ws2.credentials())).body.code, 1)

    await me.get('/wanlshop/user/logout')
    await srv.app.ctx.hub.pushToUser(session.userinfo.id, { type: 'notice', title: 'after logout', content: '' })
    assert.ok(await ws.none('notice'), 'nothing after logout')
    assert.equal((await ws2.next('notice')).title, 'after logout', 'the other device\'s socket is still bound')
    ws.close()
    ws2.close()
  })

  test('login with client_id binds directly; shake needs a login', async () => {
    const ws = await SocketClient.connect(srv.url)
    const creds = await ws.credentials()
    const anon = await api.post('/wanlshop/chat/shake', creds)
    assert.equal(anon.status, 401)
    const { session } = await newUser(api, Wallet.createRandom(), creds)
    await srv.app.ctx.hub.pushToUser(session.userinfo.id, { type: 'order', title: '订单', content: '已支付', modules: 'order', modules_id: 1 })
    const got = await ws.next('order')
    assert.equal(got.modules_id, 1)
    ws.close()
  })

})

describe('two instances on one Redis', () => {
  let a: TestServer | null = null
  let b: TestServer | null = null
  let skip: string | false = false

  before(async () => {
    if (!await reachable(REDIS_URL)) {
      if (process.env.REQUIRE_REDIS === '1') throw new Error(`Redis is required (REQUIRE_REDIS=1) but ${REDIS_URL} is unreachable`)
      skip = `Redis not reachable at ${REDIS_URL}: skipping the two-instance test (set REQUIRE_REDIS=1 to make this fail)`
      console.log(`# ${skip}`)
      return
    }
    const channel = `bbmall:test:${crypto.randomBytes(4).toString('hex')}`
    const env = { REDIS_CHANNEL: channel, RATE_LIMIT_LOGIN: '3/min' }
    a = await startServer({ bus: 'redis', env })
    b = await startServer({ bus: 'redis', database: a.database, env })
  })
  after(async () => {
    await b?.close()
    await a?.close()
  })

  test('a socket on A, bound through B, receives a push sent via B (and via A)', async (t) => {
    if (skip !== false || a === null || b === null) { t.skip(String(skip)); return }
    const viaB = new ApiClient(b.url)
    const { api: meOnB, session } = await newUser(viaB, Wallet.createRandom()) // 1 nonce, 1 login on B
    const ws = await SocketClient.connect(a.url)
    const shake = await meOnB.post('/wanlshop/chat/shake', await ws.credentials())
    assert.equal(shake.body.code, 1, shake.body.msg)
    assert.equal(b.app.ctx.hub.isOnlineHere(session.userinfo.id), false, 'B does not hold the socket')

    await b.app.ctx.hub.pushToUser(session.userinfo.id, { type: 'notice', title: 'from B', content: '' })
    assert.equal((await ws.next('notice')).title, 'from B')
    assert.equal(a.app.ctx.hub.isOnlineHere(session.userinfo.id), true)

    await a.app.ctx.hub.pushToUser(session.userinfo.id, { type: 'notice', title: 'from A', content: '' })
    assert.equal((await ws.next('notice')).title, 'from A')

    // logout on B unbinds the socket held by A
    await meOnB.get('/wanlshop/user/logout')
    await b.app.ctx.hub.pushToUser(session.userinfo.id, { type: 'notice', title: 'after logout', content: '' })
    assert.ok(await ws.none('notice'))
    ws.close()
  })

  test('a session ended on B is refused by A as soon as the bus brings the news, although A had it cached', { timeout: 10_000 }, async (t) => {
    if (skip !== false || a === null || b === null) { t.skip(String(skip)); return }
    const { api: onB, session } = await newUser(new ApiClient(b.url), Wallet.createRandom())
    const onA = new ApiClient(a.url).withToken(session.userinfo.token)
    assert.equal((await onA.get('/wanlshop/token/check')).body.code, 1)
    const hash = sha256(session.userinfo.token)
    assert.equal(a.app.ctx.sessions.get(hash, now())?.userId, session.userinfo.id, 'A holds the session')
    // A hears B's message on its bus (the cache's handler was subscribed first, so it has run)
    const heard = new Promise<void>((resolve) => {
      a!.bus.subscribe((m) => { if (m.kind === 'sessionsEnded' && m.userId === session.userinfo.id) resolve() })
    })
    assert.equal((await onB.get('/wanlshop/user/logout')).body.code, 1)
    await heard
    assert.equal((await onA.get('/wanlshop/token/check')).status, 401)
    assert.equal(a.app.ctx.sessions.get(hash, now()), undefined)
  })

  test('every session of a user ended on B (an account frozen) unbinds the sockets A holds', { timeout: 10_000 }, async (t) => {
    if (skip !== false || a === null || b === null) { t.skip(String(skip)); return }
    // signed in without the login routes (this suite's login limit is 3 a minute across A and B)
    const u = await makeUser(a.db, a.url, 'frozen')
    const ws = await SocketClient.connect(a.url)
    assert.equal((await u.api.post('/wanlshop/chat/shake', await ws.credentials())).body.code, 1)
    assert.equal(a.app.ctx.hub.isOnlineHere(u.id), true)
    const heard = new Promise<void>((resolve) => {
      a!.bus.subscribe((m) => { if (m.kind === 'sessionsEnded' && m.userId === u.id) resolve() })
    })
    await b.app.ctx.endSessions(u.id, 'all')
    await heard
    assert.equal(a.app.ctx.hub.isOnlineHere(u.id), false)
    await b.app.ctx.hub.pushToUser(u.id, { type: 'notice', title: 'after the freeze', content: '' })
    assert.ok(await ws.none('notice'))
    ws.close()
  })

  test('a dropped bus connection empties the session cache when it is back and subscribes again (what was sent meanwhile is lost)', { timeout: 10_000 }, async (t) => {
    if (skip !== false || a === null || b === null) { t.skip(String(skip)); return }
    const onA = (await makeUser(a.db, a.url, 'reconnect')).api
    assert.equal((await onA.get('/wanlshop/token/check')).body.code, 1)
    assert.ok(a.app.ctx.sessions.size > 0)
    // both subscribers are cut: wait for both, so that the suite never closes a bus mid-reconnect
    const backOn = (srv: TestServer): Promise<void> => new Promise((resolve) => { srv.bus.subscribe((m) => { if (m.kind === 'reconnected') resolve() }) })
    const back = Promise.all([backOn(a), backOn(b)])
    const admin = new Redis(REDIS_URL)
    try {
      // A's subscriber connection, by the name the bus gives it (the channel is this suite's own)
      const list = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub'))
      const ids = list.split('\n').filter((l) => l.includes(` name=${a!.config.redisChannel}:sub `)).map((l) => /\bid=(\d+)/.exec(l)![1])
      assert.equal(ids.length, 2, 'A and B subscribe under the same name (one channel)')
      for (const id of ids) await admin.call('CLIENT', 'KILL', 'ID', id)
    } finally {
      admin.disconnect()
    }
    await back
    assert.equal(a.app.ctx.sessions.size, 0)
    assert.equal((await onA.get('/wanlshop/token/check')).body.code, 1, 'the session itself is still good')
    // the bus subscribed again by itself: what B publishes now reaches A
    const heard = new Promise<BusMessage>((resolve) => { a!.bus.subscribe((m) => { if (m.kind === 'push') resolve(m) }) })
    await b.bus.publish({ kind: 'push', userId: -1, message: 'after the cut' })
    assert.deepEqual(await heard, { kind: 'push', userId: -1, message: 'after the cut' })
  })

  test('rate limits are counted across instances', async (t) => {
    if (skip !== false || a === null || b === null) { t.skip(String(skip)); return }
    // login/wechat is not configured here, but every call counts against its limit (3/min)
    const calls = [a, b, a].map((srv) => new ApiClient(srv.url).post('/login/wechat', { code: 'x-1' }))
    for (const r of await Promise.all(calls)) assert.equal(r.status, 200)
    const res = await new ApiClient(b.url).post('/login/wechat', { code: 'x-1' })
    assert.equal(res.status, 429, 'the fourth call, on the other instance, is over the shared limit')
    assert.equal(res.body.code, 0)
  })
})
