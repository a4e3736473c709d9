import Taro from '@tarojs/taro'
import { RootStore } from '@/stores/root'
import { CHAT_LIST_DELAY, RECONNECT_ATTEMPTS, RECONNECT_DELAY, SOCKET_TIMEOUT } from '@/stores/chat'
import { socketUrl } from '@/env'
import { storage } from '@/lib/storage'
import { resetSessionBridge } from '@/api/bridge'
import { calls, fakeSockets, FakeLogin, fakeUpdate, payload, routeApi } from './helpers/fakes'

let root: RootStore
let api: jest.SpyInstance
let sockets: ReturnType<typeof fakeSockets>

async function tick (ms = 0): Promise<void> {
  await jest.advanceTimersByTimeAsync(ms)
}

async function loggedInRoot (): Promise<void> {
  root.session.onLoggedIn(payload(), '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
}

beforeEach(() => {
  jest.useFakeTimers()
  localStorage.clear()
  sockets = fakeSockets()
  api = routeApi({
    '/wanlshop/chat/shake': { data: null },
    '/wanlshop/chat/lists': { data: [{ id: 1, user_id: 9, name: 'Shop', avatar: '', content: 'hi', count: 2, createtime: 1 }, { id: 2, user_id: 8, name: 'B', avatar: '', content: '', count: 1, createtime: 1 }] },
    '/wanlshop/user/logout': { data: null }
  })
  jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: '' } as never)
  jest.spyOn(Taro, 'vibrateShort').mockResolvedValue({ errMsg: '' } as never)
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  root = new RootStore({ login: new FakeLogin(), update: fakeUpdate() })
})

afterEach(() => {
  root.dispose()
  jest.useRealTimers()
  jest.restoreAllMocks()
  resetSessionBridge()
})

describe('chat socket manager', () => {
  it('connects to the socket URL with a 60 s time-out; offline → connecting → online', async () => {
    expect(root.chat.status).toBe('offline')
    const p = root.chat.connect()
    expect(root.chat.status).toBe('connecting')
    await p
    expect(sockets.spy).toHaveBeenCalledWith({ url: socketUrl(), timeout: 60000 })
    expect(SOCKET_TIMEOUT).toBe(60000)
    sockets.sockets[0].open()
    expect(root.chat.status).toBe('online')
    // idempotent: a second connect (show after launch) opens nothing new
    await root.chat.connect()
    expect(sockets.sockets).toHaveLength(1)
  })

  it('answers ping with {"type":"pong"}', async () => {
    await root.chat.connect()
    sockets.sockets[0].open()
    sockets.sockets[0].push({ type: 'ping' })
    expect(sockets.sockets[0].sent).toEqual([{ type: 'pong' }])
  })

  it('init: stores the client_id and, when logged in, binds it with chat/shake and the socket\'s secret', async () => {
    await loggedInRoot()
    await root.chat.connect()
    sockets.sockets[0].open()
    sockets.sockets[0].push({ type: 'init', client_id: '7f00000108fc00000001', client_secret: 's3cr3t' })
    await tick()
    expect(root.chat.clientId).toBe('7f00000108fc00000001')
    expect(storage.get('chatClientId')).toBe('7f00000108fc00000001')
    const shake = calls(api, '/wanlshop/chat/shake')
    expect(shake).toHaveLength(1)
    expect(shake[0]).toMatchObject({ method: 'POST', data: { client_id: '7f00000108fc00000001', client_secret: 's3cr3t' } })
    expect(storage.get('chatClientId')).toBe('7f00000108fc00000001') // the secret stays in memory
    expect(shake[0].header.token).toBe('tok-a')
  })

  it('init while logged out: stored, not bound', async () => {
    await root.chat.connect()
    sockets.sockets[0].open()
    sockets.sockets[0].push({ type: 'init', client_id: 'c1', client_secret: 's1' })
    await tick()
    expect(root.chat.clientId).toBe('c1')
    expect(calls(api, '/wanlshop/chat/shake')).toHaveLength(0)
  })

  it('fetches the chat list 500 ms after connecting when logged in', async () => {
    await loggedInRoot()
    await root.chat.connect()
    sockets.sockets[0].open()
    await tick(CHAT_LIST_DELAY - 1)
    expect(calls(api, '/wanlshop/chat/lists')).toHaveLength(0)
    await tick(1)
    // the user's own conversations and those of their shops (the fake answers both alike)
    expect(calls(api, '/wanlshop/chat/lists').map((c) => c.data.role)).toEqual(['buy', 'sell'])
    expect(root.chat.conversations).toHaveLength(2)
    expect(root.chat.shopConversations).toHaveLength(2)
    expect(root.chat.unread).toBe(6)
    expect(root.statistics.notice.chat).toBe(6)
  })

  it('does not fetch the chat list when logged out', async () => {
    await root.chat.connect()
    sockets.sockets[0].open()
    await tick(5000)
    expect(calls(api, '/wanlshop/chat/lists')).toHaveLength(0)
  })

  it('reconnects 3 s after a close, counting 1..3, then resets the counter and goes on', async () => {
    expect(RECONNECT_DELAY).toBe(3000)
    expect(RECONNECT_ATTEMPTS).toBe(3)
    await root.chat.connect()
    const seen: number[] = []
    for (let i = 0; i < 5; i++) {
      const s = sockets.sockets[i]
      s.drop()
      expect(root.chat.status).toBe('offline')
      seen.push(root.chat.reconnectAttempts)
      await tick(RECONNECT_DELAY - 1)
      expect(sockets.sockets).toHaveLength(i + 1)
      await tick(1)
      expect(sockets.sockets).toHaveLength(i + 2)
    }
    expect(seen).toEqual([1, 2, 3, 1, 2])
  })

  it('a successful open resets the attempt counter', async () => {
    await root.chat.connect()
    sockets.sockets[0].drop()
    await tick(RECONNECT_DELAY)
    sockets.sockets[1].open()
    expect(root.chat.reconnectAttempts).toBe(0)
  })

  it('a deliberate close stops reconnecting; connect() starts again', async () => {
    await root.chat.connect()
    sockets.sockets[0].open()
    root.chat.close()
    expect(sockets.sockets[0].closed).toBe(true)
    expect(root.chat.status).toBe('offline')
    await tick(RECONNECT_DELAY * 5)
    expect(sockets.sockets).toHaveLength(1)
    await root.chat.connect()
    expect(sockets.sockets).toHaveLength(2)
  })

  it('close() while connecting discards the late socket', async () => {
    const p = root.chat.connect()
    root.chat.close()
    await p
    expect(sockets.sockets[0].closed).toBe(true)
    await tick(RECONNECT_DELAY * 2)
    expect(sockets.sockets).toHaveLength(1)
    expect(root.chat.status).toBe('offline')
  })

  it('hide closes the socket, show reconnects it', async () => {
    await root.chat.connect()
    sockets.sockets[0].open()
    root.onHide()
    expect(root.chat.status).toBe('offline')
    await tick(RECONNECT_DELAY * 2)
    expect(sockets.sockets).toHaveLength(1)
    root.chat.connect()
    await tick()
    expect(sockets.sockets).toHaveLength(2)
  })

  it('pushed order / notice / chat messages count as unread notices and vibrate', async () => {
    await loggedInRoot()
    root.statistics.set(null)
    await root.chat.connect()
    const s = sockets.sockets[0]
    s.open()
    s.push({ type: 'order', title: 'Shipped', content: 'Order 1 shipped', modules: 'order', modules_id: 1 })
    s.push({ type: 'notice', title: 'n', content: 'c' })
    s.push({ type: 'notice', title: 'n', content: 'c' })
    const message = (fromId: number, conversationId = 5) => ({
      id: 1, conversation_id: conversationId, side: 'peer', type: 'text', body: { text: 'hi' }, key: 'k', createtime: 1,
      from: { id: fromId, shop_id: 3, name: 'Shop', avatar: '' }
    })
    s.push({ type: 'chat', event: 'message', message: message(9) })
    expect(root.statistics.notice).toEqual({ order: 1, notice: 2, chat: 1 })
    expect(root.statistics.noticeBadge).toBe('4')
    expect(Taro.vibrateShort).toHaveBeenCalledTimes(4)
    // not counted: our own message (another device), a read receipt, a message of the conversation on screen
    s.push({ type: 'chat', event: 'message', message: message(root.session.user?.id ?? 0) })
    s.push({ type: 'chat', event: 'read', conversation_id: 5, side: 'peer', read_id: 1 })
    root.chat.setActiveConversation(6)
    s.push({ type: 'chat', event: 'message', message: message(9, 6) })
    expect(root.statistics.notice.chat).toBe(1)
    // customer service answers count too
    s.push({ type: 'service', event: 'message', message: { ...message(0, 7), from: { id: 0, shop_id: 0, name: 'Service', avatar: '' } } })
    expect(root.statistics.notice.chat).toBe(2)
    expect(Taro.vibrateShort).toHaveBeenCalledTimes(5)
    root.session.setPrefs({ shock: false })
    s.push({ type: 'order', title: 'x', content: 'y', modules: 'order', modules_id: 2 })
    expect(Taro.vibrateShort).toHaveBeenCalledTimes(5)
  })

  it('kick: hint modal with the message, then logout (which closes the socket)', async () => {
    await loggedInRoot()
    await root.chat.connect()
    sockets.sockets[0].open()
    sockets.sockets[0].push({ type: 'kick', msg: 'Logged in elsewhere' })
    await tick()
    expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '提示', content: 'Logged in elsewhere', showCancel: false }))
    expect(root.session.isLogin).toBe(false)
    expect(root.chat.status).toBe('offline')
    await tick(RECONNECT_DELAY * 2)
    expect(sockets.sockets).toHaveLength(1)
  })

  it('passes every message to subscribers and ignores garbage', async () => {
    const got: string[] = []
    const off = root.chat.subscribe((m) => got.push(m.type))
    await root.chat.connect()
    const s = sockets.sockets[0]
    s.open()
    s.push({ type: 'live', group: 'g' })
    ;(s as unknown as { h: { message: (r: { data: unknown }) => void } }).h.message({ data: 'not json' })
    off()
    s.push({ type: 'say' })
    expect(got).toEqual(['live'])
  })
})
