import { WebSocketServer } from 'ws'
import type { AddressInfo } from 'node:net'
import { openSocket } from '@/platform/socket.h5'

// platform/socket.h5: the browser's WebSocket behind the chat store's SocketTaskLike (what Taro's
// H5 SocketTask gave it): open, messages as { data }, the close code, send refused before open.
// jsdom's WebSocket is the browser's here; the ws package is the server.
describe('H5 socket', () => {
  let server: WebSocketServer
  let url: string
  beforeAll(async () => {
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' })
    await new Promise((resolve) => { server.once('listening', resolve) })
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`
    server.on('connection', (peer) => {
      peer.send(JSON.stringify({ type: 'init', client_id: 'c1' }))
      peer.on('message', (m) => { peer.send(`echo ${m.toString()}`) })
    })
  })
  afterAll(async () => { await new Promise((resolve) => { server.close(resolve) }) })

  it('opens, receives { data }, sends, and reports the close code', async () => {
    const task = await openSocket(url, 1000)
    const messages: unknown[] = []
    const opened = new Promise((resolve) => { task.onOpen(resolve) })
    const two = new Promise<void>((resolve) => { task.onMessage((res) => { messages.push(res.data); if (messages.length === 2) resolve() }) })
    await expect(Promise.resolve(task.send({ data: 'too early' }))).rejects.toThrow(/not open/)
    await opened
    await task.send({ data: 'pong' })
    await two
    expect(messages).toEqual([JSON.stringify({ type: 'init', client_id: 'c1' }), 'echo pong'])
    const closed = new Promise((resolve) => { task.onClose(resolve) })
    task.close({})
    await expect(closed).resolves.toEqual(expect.objectContaining({ code: 1000 }))
  })

  it('refuses an address that is not a socket address (the store retries later)', async () => {
    await expect(openSocket('http://127.0.0.1:1/', 1000)).rejects.toThrow(/invalid url/)
  })
})
