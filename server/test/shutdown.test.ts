import { test } from 'node:test'
import assert from 'node:assert/strict'
import net from 'node:net'
import { Wallet } from 'ethers'
import { sql } from 'drizzle-orm'
import { computeSign } from '../../types/sign'
import { startServer } from './helpers/server'
import { ApiClient, newUser } from './helpers/client'

// A deploy stops the server (SIGTERM → app.close()) while buyers are mid-request. What is in flight
// finishes — its answer arrives and its write is kept — before the server lets go; only then may the
// database close. (Before, close destroyed every connection at once: the handler ran on into a closed
// database pool and the caller got a reset connection.)

/** Reads from the socket until `done` says the text so far is complete. */
async function readUntil (socket: net.Socket, done: (text: string) => boolean): Promise<string> {
  let text = ''
  return await new Promise((resolve, reject) => {
    const onData = (b: Buffer): void => {
      text += b.toString('utf8')
      if (done(text)) { socket.off('data', onData); resolve(text) }
    }
    socket.on('data', onData)
    socket.once('error', reject)
    socket.once('close', () => { resolve(text) })
  })
}

test('a request in flight when the server closes is answered and its write kept; the database closes after', async () => {
  const server = await startServer()
  let closed = false
  try {
    const { api, session } = await newUser(new ApiClient(server.url), Wallet.createRandom())
    const path = '/wanlshop/user/profile'
    const body = JSON.stringify({ nickname: 'Drained' })
    const socket = net.connect(Number(server.url.split(':').pop()), '127.0.0.1')
    await new Promise<void>((resolve) => socket.once('connect', resolve))
    // the headers go first; "100 Continue" says the server has the request in hand
    socket.write(`POST /api${path} HTTP/1.1\r\nHost: ${server.host}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nAccept-Language: en\r\n` +
      `token: ${session.userinfo.token}\r\nSign: ${computeSign(path, { nickname: 'Drained' }, server.config.socketUrl)}\r\n\r\n`)
    assert.match(await readUntil(socket, (t) => t.includes('\r\n\r\n')), /^HTTP\/1\.1 100 Continue/)

    // the deploy's stop, while the body is still on its way
    const closing = server.app.close().then(() => { closed = true })
    const answer = readUntil(socket, (t) => /\r\n\r\n[\s\S]*\}$/.test(t))
    socket.write(body)
    const response = await answer
    assert.match(response, /^HTTP\/1\.1 200 /, response.slice(0, 200))
    // the answer closes its connection: a keep-alive one would hold the shutdown until the drain time
    assert.match(response, /\r\nconnection: close\r\n/i)
    const envelope = JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)) as { code: number, data: { nickname: string } }
    assert.equal(envelope.code, 1)
    assert.equal(envelope.data.nickname, 'Drained')
    await closing
    assert.equal(closed, true)

    // a new connection is refused once the server has closed
    await assert.rejects(api.get('/wanlshop/common/init'))
    // the write is in the database
    const rows = (await server.db.execute(sql`select nickname from users where id = ${session.userinfo.id}`) as unknown as { rows: Array<{ nickname: string }> }).rows
    assert.equal(rows[0]?.nickname, 'Drained')
  } finally {
    await server.close()
  }
})

test('a request that does not finish is cut after the drain time, so a shutdown always ends', async () => {
  const server = await startServer({ env: { SHUTDOWN_DRAIN_MS: '300' } })
  try {
    const socket = net.connect(Number(server.url.split(':').pop()), '127.0.0.1')
    await new Promise<void>((resolve) => socket.once('connect', resolve))
    // a body that never comes: the request stays in flight
    socket.write(`POST /api/wanlshop/user/profile HTTP/1.1\r\nHost: ${server.host}\r\nContent-Type: application/json\r\n` +
      'Content-Length: 100\r\nExpect: 100-continue\r\n\r\n')
    assert.match(await readUntil(socket, (t) => t.includes('\r\n\r\n')), /^HTTP\/1\.1 100 Continue/)
    const cut = new Promise<void>((resolve) => socket.once('close', () => { resolve() }))
    const started = Date.now()
    await server.app.close()
    await cut
    assert.ok(Date.now() - started >= 300, 'close waited for the drain time before cutting')
  } finally {
    await server.close()
  }
})
