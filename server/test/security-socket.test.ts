import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { Wallet } from 'ethers'
import { startServer, type TestServer } from './helpers/server'
import { ApiClient, newUser } from './helpers/client'
import { SocketClient } from './helpers/socket'

// A socket is bound to a user only by a caller that proves holding it (the secret its `init` gave),
// and once bound it cannot be taken by another user. Each user keeps at most 5 sockets.

let srv: TestServer
let api: ApiClient
before(async () => {
  srv = await startServer({ env: { RATE_LIMIT_LOGIN: '1000/min' } })
  api = new ApiClient(srv.url)
})
after(async () => { await srv.close() })

describe('socket binding', () => {
  test('init gives a secret besides the client id', async () => {
    const ws = await SocketClient.connect(srv.url)
    const { client_id: id, client_secret: secret } = await ws.credentials()
    assert.match(id, /^[0-9a-f]{20}$/)
    assert.match(secret, /^[0-9a-f]{32}$/)
    ws.close()
  })

  test('another user with the victim\'s client_id cannot take the socket; the victim still gets pushes', async () => {
    const victim = await newUser(api, Wallet.createRandom())
    const attacker = await newUser(api, Wallet.createRandom())
    const ws = await SocketClient.connect(srv.url)
    const creds = await ws.credentials()
    assert.equal((await victim.api.post('/wanlshop/chat/shake', creds)).body.code, 1)

    // the attacker knows the client id: without the secret, with a wrong one, even with the right one
    const noSecret = await attacker.api.post('/wanlshop/chat/shake', { client_id: creds.client_id })
    assert.deepEqual([noSecret.body.code, noSecret.body.msg], [0, 'client_secret is required'])
    await attacker.api.post('/wanlshop/chat/shake', { client_id: creds.client_id, client_secret: 'f'.repeat(32) })
    await attacker.api.post('/wanlshop/chat/shake', creds)
    // and through login
    await newUser(api, Wallet.createRandom(), { client_id: creds.client_id })
    await newUser(api, Wallet.createRandom(), { ...creds })

    await srv.app.ctx.hub.pushToUser(attacker.session.userinfo.id, { type: 'notice', title: 'attacker', content: '' })
    await srv.app.ctx.hub.pushToUser(victim.session.userinfo.id, { type: 'notice', title: 'for the victim', content: '' })
    assert.equal((await ws.next('notice')).title, 'for the victim')
    assert.ok(!ws.messages.some((m) => m.title === 'attacker'), 'the attacker\'s pushes do not reach the victim\'s socket')
    ws.close()
  })

  test('a socket is bound only with its secret, at shake or at login', async () => {
    const ws = await SocketClient.connect(srv.url)
    const creds = await ws.credentials()
    const user = await newUser(api, Wallet.createRandom(), { client_id: creds.client_id, client_secret: 'a'.repeat(32) })
    await srv.app.ctx.hub.pushToUser(user.session.userinfo.id, { type: 'notice', title: 'wrong secret', content: '' })
    assert.ok(await ws.none('notice'), 'a wrong secret does not bind')
    const viaLogin = await newUser(api, Wallet.createRandom(), creds)
    await srv.app.ctx.hub.pushToUser(viaLogin.session.userinfo.id, { type: 'notice', title: 'bound at login', content: '' })
    assert.equal((await ws.next('notice')).title, 'bound at login')
    ws.close()
  })

  test('a user keeps at most 5 sockets: binding a sixth closes the oldest', async () => {
    const user = await newUser(api, Wallet.createRandom())
    const sockets: SocketClient[] = []
    for (let i = 0; i < 6; i++) {
      const ws = await SocketClient.connect(srv.url)
      assert.equal((await user.api.post('/wanlshop/chat/shake', await ws.credentials())).body.code, 1)
      sockets.push(ws)
    }
    await sockets[0].next('closed-by-server').catch(() => undefined)
    assert.equal(sockets[0].closed, true, 'the oldest socket is closed')
    assert.ok(sockets.slice(1).every((s) => !s.closed))
    await srv.app.ctx.hub.pushToUser(user.session.userinfo.id, { type: 'notice', title: 'to all', content: '' })
    for (const s of sockets.slice(1)) assert.equal((await s.next('notice')).title, 'to all')
    for (const s of sockets) s.close()
  })
})
