import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { ChatConversation, ChatHistory, ChatMessage, ChatOpen } from '../../types/chat'
import type { NoticeItem } from '../../types/notice'
import type { Paginated } from '../../types/envelope'
import { ADMIN_ROLES, type AdminDashboard } from '../../types/admin'
import type { SessionPayload } from '../../types/user'
import { adminAudit, goods, notices, orders, shops, uploads } from '../db/schema'
import { announce } from '../modules/notice/service'
import { serviceHistory, serviceQueue, serviceReply } from '../modules/chat/service'
import { now } from '../lib/time'
import { REDIS_URL, reachable, startServer, type TestServer } from './helpers/server'
import { SocketClient } from './helpers/socket'
import { AdminClient, adminOf } from './helpers/admin'
import { ApiClient, type Res } from './helpers/client'
import { makeGoods, makeShop, makeUser, okData, refusedWith, type TestUser } from './helpers/buying'

// Chat and notices through real HTTP: conversations buyer↔shop and user↔platform, delivery to every
// socket of the recipient, unread counts and read receipts, clear/del in the caller's view only, the
// IDOR sweep over every chat route, forged shop ids, size caps, HTML kept as data, rate limit per
// sender, and notices rendered in the reader's language.

let srv: TestServer
let buyer: TestUser
let merchant: TestUser
let stranger: TestUser
let shop: number
let goodsId: number

const key = () => crypto.randomBytes(6).toString('hex')

async function socketOf (u: TestUser): Promise<SocketClient> {
  const ws = await SocketClient.connect(srv.url)
  okData(await u.api.post('/wanlshop/chat/shake', await ws.credentials()))
  return ws
}

async function send (u: TestUser, body: Record<string, unknown>): Promise<ChatMessage> {
  return okData(await u.api.post<ChatMessage>('/wanlshop/chat/send', { key: key(), ...body }))
}

async function list (u: TestUser, role: 'buy' | 'sell' = 'buy'): Promise<ChatConversation[]> {
  return okData(await u.api.get<ChatConversation[]>('/wanlshop/chat/lists', { role }))
}

async function stats (u: TestUser): Promise<SessionPayload['statistics']> {
  return okData(await u.api.post<SessionPayload>('/wanlshop/user/refresh', {})).statistics
}

before(async () => {
  srv = await startServer()
  buyer = await makeUser(srv.db, srv.url, 'buyer')
  merchant = await makeUser(srv.db, srv.url, 'merchant')
  stranger = await makeUser(srv.db, srv.url, 'stranger')
  shop = await makeShop(srv.db, merchant.id, undefined, 'Chat shop')
  goodsId = (await makeGoods(srv.db, shop, { price: '12.50', title: 'Chat goods' })).id
})
after(async () => { await srv.close() })

describe('buyer and shop', () => {
  let conv: number

  test('the buyer opens a chat with a shop; text reaches every socket of the owner and the buyer\'s other device', async () => {
    const open = okData(await buyer.api.post<ChatOpen>('/wanlshop/chat/getShopChat', { id: shop }))
    assert.equal(open.name, 'Chat shop')
    assert.equal(open.side, 'user')
    conv = open.conversation_id
    // an opened chat without messages is in nobody's list
    assert.deepEqual(await list(buyer), [])

    const m1 = await socketOf(merchant)
    const m2 = await socketOf(merchant)
    const b2 = await socketOf(buyer)
    const sent = await send(buyer, { shop_id: shop, type: 'text', content: { text: 'hello shop' } })
    assert.equal(sent.conversation_id, conv)
    for (const ws of [m1, m2, b2]) {
      const push = await ws.next('chat')
      assert.equal(push.event, 'message')
      assert.deepEqual((push.message as ChatMessage).body, { text: 'hello shop' })
      assert.equal((push.message as ChatMessage).from.id, buyer.id)
      ws.close()
    }
    assert.ok(true)
  })

  test('unread counts rise for the shop and clear when it reads; the buyer gets a read receipt', async () => {
    await send(buyer, { conversation_id: conv, type: 'text', content: { text: 'are you there?' } })
    const sell = await list(merchant, 'sell')
    assert.equal(sell.length, 1)
    assert.equal(sell[0].count, 2)
    assert.equal(sell[0].content, 'are you there?')
    assert.match(sell[0].name, /^buyer\d+$/)
    assert.equal((await stats(merchant)).notice.chat, 2)
    // the merchant's own purchases list is empty: the shop's conversations are under role=sell
    assert.deepEqual(await list(merchant), [])

    const ws = await socketOf(buyer)
    okData(await merchant.api.post('/wanlshop/chat/read', { id: conv }))
    const receipt = await ws.next('chat')
    assert.equal(receipt.event, 'read')
    assert.equal(receipt.side, 'peer')
    ws.close()
    assert.equal((await list(merchant, 'sell'))[0].count, 0)
    assert.equal((await stats(merchant)).notice.chat, 0)
    const h = okData(await buyer.api.post<ChatHistory>('/wanlshop/chat/history', { id: conv }))
    assert.equal(h.conversation.peer_read_id, h.data[h.data.length - 1].id, 'the buyer sees how far the shop has read')
  })

  test('the merchant answers as the shop with a goods card; the card is filled by the server', async () => {
    await srv.db.update(goods).set({ titleEn: 'Chat goods in English' }).where(eq(goods.id, goodsId))
    const ws = await socketOf(buyer)
    const reply = await send(merchant, { conversation_id: conv, type: 'goods', content: { id: goodsId } })
    assert.equal(reply.side, 'peer')
    assert.equal(reply.from.shop_id, shop)
    assert.equal(reply.from.name, 'Chat shop')
    assert.deepEqual(reply.body, { id: goodsId, title: 'Chat goods', title_en: 'Chat goods in English', image: '/uploads/demo/g.png', price: '12.50' })
    assert.equal(((await ws.next('chat')).message as ChatMessage).id, reply.id)
    ws.close()
    const mine = await list(buyer)
    assert.equal(mine[0].count, 1)
    assert.equal(mine[0].content, '[Product]')
    okData(await buyer.api.post('/wanlshop/chat/read', {}))
    assert.equal((await list(buyer))[0].count, 0)
  })

  test('order card: only the buyer\'s own order in this shop', async () => {
    const [o] = await srv.db.insert(orders).values({ orderNo: `T${Date.now()}`, userId: buyer.id, shopId: shop, number: 1, goodsPrice: '12.50', price: '12.50', createdAt: now(), updatedAt: now() }).returning({ id: orders.id })
    const card = await send(buyer, { conversation_id: conv, type: 'order', content: { id: o.id } })
    assert.equal(card.body.id, o.id)
    assert.equal(card.body.total, '12.50')
    const otherShop = await makeShop(srv.db, stranger.id, undefined, 'Other')
    const [foreign] = await srv.db.insert(orders).values({ orderNo: `U${Date.now()}`, userId: stranger.id, shopId: otherShop, number: 1, goodsPrice: '1.00', price: '1.00', createdAt: now(), updatedAt: now() }).returning({ id: orders.id })
    refusedWith(await buyer.api.post('/wanlshop/chat/send', { conversation_id: conv, type: 'order', content: { id: foreign.id }, key: key() }), 'Order does not exist')
  })

  test('HTML and script are stored and returned as text, never markup', async () => {
    const evil = '<img src=x onerror=alert(1)><script>alert("x")</script>'
    const m = await send(buyer, { conversation_id: conv, type: 'text', content: { text: evil } })
    assert.deepEqual(m.body, { text: evil })
    const h = okData(await merchant.api.post<ChatHistory>('/wanlshop/chat/history', { id: conv }))
    assert.equal(h.data[h.data.length - 1].body.text, evil)
    assert.equal(h.data[h.data.length - 1].type, 'text')
  })

  test('size caps: 1 MB of text, a long text, an empty text, a foreign or unknown media file', async () => {
    const big = await buyer.api.post('/wanlshop/chat/send', { conversation_id: conv, type: 'text', content: { text: 'x'.repeat(1024 * 1024) }, key: key() })
    assert.equal(big.body.code, 0)
    assert.notEqual(big.status, 500)
    refusedWith(await buyer.api.post('/wanlshop/chat/send', { conversation_id: conv, type: 'text', content: { text: 'y'.repeat(1001) }, key: key() }), /1000/)
    refusedWith(await buyer.api.post('/wanlshop/chat/send', { conversation_id: conv, type: 'text', content: { text: '   ' }, key: key() }), 'The message is empty')
    const [up] = await srv.db.insert(uploads).values({ userId: stranger.id, path: '/uploads/202601/abcdefabcdef.png', mime: 'image/png', size: 10, sha256: 'x', createdAt: now() }).returning()
    refusedWith(await buyer.api.post('/wanlshop/chat/send', { conversation_id: conv, type: 'img', content: { url: up.path }, key: key() }), /not valid/)
    refusedWith(await buyer.api.post('/wanlshop/chat/send', { conversation_id: conv, type: 'img', content: { url: 'https://evil.example/x.png' }, key: key() }), /not valid/)
    const [own] = await srv.db.insert(uploads).values({ userId: buyer.id, path: '/uploads/202601/ownownownown.png', mime: 'image/png', size: 10, sha256: 'x', createdAt: now() }).returning()
    const img = await send(buyer, { conversation_id: conv, type: 'img', content: { url: own.path } })
    assert.deepEqual(img.body, { url: own.path })
    // a picture is not a voice message
    refusedWith(await buyer.api.post('/wanlshop/chat/send', { conversation_id: conv, type: 'voice', content: { url: own.path, duration: 3 }, key: key() }), /not valid/)
  })

  test('voice and video files: type from the bytes, voice ≤ 2 MB', async () => {
    // a minimal MP3 frame header repeated: detected as audio/mpeg
    const frame = Buffer.from([0xff, 0xfb, 0x90, 0x64, ...new Array(413).fill(0)])
    const mp3 = Buffer.concat(new Array(20).fill(frame))
    const form = new FormData()
    form.append('file', new Blob([mp3]), 'v.mp3')
    const res = await fetch(`${srv.url}/api/wanlshop/chat/upload/voice`, { method: 'POST', headers: { token: buyer.api.token ?? '', 'Accept-Language': 'en' }, body: form })
    const body = await res.json() as { code: number, msg: string, data: { url: string } }
    assert.equal(body.code, 1, body.msg)
    const voice = await send(buyer, { conversation_id: conv, type: 'voice', content: { url: body.data.url, duration: 4 } })
    assert.deepEqual(voice.body, { url: body.data.url, duration: 4 })
    refusedWith(await buyer.api.post('/wanlshop/chat/send', { conversation_id: conv, type: 'voice', content: { url: body.data.url, duration: 61 }, key: key() }), /1 to 60/)
    // the merchant cannot send the buyer's file
    refusedWith(await merchant.api.post('/wanlshop/chat/send', { conversation_id: conv, type: 'voice', content: { url: body.data.url, duration: 4 }, key: key() }), /not valid/)

    const tooBig = new FormData()
    tooBig.append('file', new Blob([Buffer.concat([mp3, Buffer.alloc(2 * 1024 * 1024)])]), 'v.mp3')
    const big = await (await fetch(`${srv.url}/api/wanlshop/chat/upload/voice`, { method: 'POST', headers: { token: buyer.api.token ?? '', 'Accept-Language': 'en' }, body: tooBig })).json() as { code: number, msg: string }
    assert.equal(big.code, 0)
    assert.match(big.msg, /2 MB/)
    const text = new FormData()
    text.append('file', new Blob(['<html></html>']), 'v.mp3')
    const bad = await (await fetch(`${srv.url}/api/wanlshop/chat/upload/video`, { method: 'POST', headers: { token: buyer.api.token ?? '', 'Accept-Language': 'en' }, body: text })).json() as { code: number, msg: string }
    assert.equal(bad.code, 0)
    assert.match(bad.msg, /audio or video/)
  })

  test('a retried send with the same key stores one message', async () => {
    const k = key()
    const a = await send(buyer, { conversation_id: conv, type: 'text', content: { text: 'once' }, key: k })
    const b = await send(buyer, { conversation_id: conv, type: 'text', content: { text: 'once' }, key: k })
    assert.equal(a.id, b.id)
  })

  test('history pages back from the newest; clear and del change only the caller\'s view', async () => {
    const first = okData(await buyer.api.post<ChatHistory>('/wanlshop/chat/history', { id: conv, limit: 3 }))
    assert.equal(first.data.length, 3)
    assert.equal(first.more, true)
    const older = okData(await buyer.api.post<ChatHistory>('/wanlshop/chat/history', { id: conv, before: first.data[0].id, limit: 50 }))
    assert.ok(older.data.every((m) => m.id < first.data[0].id))
    assert.equal(older.more, false)

    okData(await buyer.api.post('/wanlshop/chat/clear', { id: conv }))
    assert.deepEqual(okData(await buyer.api.post<ChatHistory>('/wanlshop/chat/history', { id: conv })).data, [])
    assert.ok(okData(await merchant.api.post<ChatHistory>('/wanlshop/chat/history', { id: conv })).data.length > 5, 'the shop still has its history')
    okData(await merchant.api.post('/wanlshop/chat/del', { id: conv }))
    assert.deepEqual(await list(merchant, 'sell'), [])
    assert.equal((await list(buyer)).length, 1, 'the buyer still has the conversation')
    await send(buyer, { conversation_id: conv, type: 'text', content: { text: 'back again' } })
    const back = await list(merchant, 'sell')
    assert.equal(back.length, 1, 'a new message brings it back')
    assert.deepEqual(okData(await merchant.api.post<ChatHistory>('/wanlshop/chat/history', { id: conv })).data.map((m) => m.body.text), ['back again'])
  })

  test('IDOR sweep: a stranger gets "does not exist" from every route that names a conversation', async () => {
    const attempts = [
      stranger.api.post('/wanlshop/chat/history', { id: conv }),
      stranger.api.post('/wanlshop/chat/send', { conversation_id: conv, type: 'text', content: { text: 'hi' }, key: key() }),
      stranger.api.post('/wanlshop/chat/read', { id: conv }),
      stranger.api.post('/wanlshop/chat/clear', { id: conv }),
      stranger.api.post('/wanlshop/chat/del', { id: conv }),
      stranger.api.post('/wanlshop/chat/history', { id: 999999 })
    ]
    for (const r of await Promise.all(attempts)) refusedWith(r, 'Conversation does not exist')
    assert.deepEqual(await list(stranger), [])
    assert.deepEqual(await list(stranger, 'sell'), [], 'a shop owner sees only their own shops\' conversations')
    // nothing changed for the parties
    assert.equal((await list(buyer)).length, 1)
    // no login: 401 on every chat route
    const anon = buyer.api.withToken(null)
    for (const [m, p] of [['get', '/wanlshop/chat/lists'], ['post', '/wanlshop/chat/send'], ['post', '/wanlshop/chat/history'], ['post', '/wanlshop/chat/read'],
      ['post', '/wanlshop/chat/clear'], ['post', '/wanlshop/chat/del'], ['post', '/wanlshop/chat/getShopChat'], ['post', '/wanlshop/chat/service']] as const) {
      const r = m === 'get' ? await anon.get(p) : await anon.post(p, { id: conv })
      assert.equal(r.status, 401, p)
    }
  })

  test('forged shop ids: a missing shop, a closed shop, one\'s own shop', async () => {
    refusedWith(await buyer.api.post('/wanlshop/chat/getShopChat', { id: 999999 }), 'The shop does not exist or is closed')
    refusedWith(await buyer.api.post('/wanlshop/chat/send', { shop_id: 999999, type: 'text', content: { text: 'x' }, key: key() }), 'The shop does not exist or is closed')
    refusedWith(await merchant.api.post('/wanlshop/chat/send', { shop_id: shop, type: 'text', content: { text: 'x' }, key: key() }), 'You cannot chat with your own shop')
    const closed = await makeShop(srv.db, stranger.id, undefined, 'Closed')
    await srv.db.update(shops).set({ status: 'hidden' }).where(eq(shops.id, closed))
    refusedWith(await buyer.api.post('/wanlshop/chat/getShopChat', { id: closed }), 'The shop does not exist or is closed')
    refusedWith(await buyer.api.post('/wanlshop/chat/send', { type: 'text', content: { text: 'x' }, key: key() }), 'Name a conversation or a shop')
  })

  test('rate limit per sender', async () => {
    const sender = await makeUser(srv.db, srv.url, 'fast')
    const codes: number[] = []
    for (let i = 0; i < 21; i++) {
      codes.push((await sender.api.post('/wanlshop/chat/send', { shop_id: shop, type: 'text', content: { text: `m${i}` }, key: key() })).body.code)
    }
    assert.deepEqual(codes.slice(0, 20), new Array(20).fill(1))
    assert.equal(codes[20], 0)
    // another sender is not affected
    await send(buyer, { shop_id: shop, type: 'text', content: { text: 'still fine' } })
  })
})

describe('customer service', () => {
  test('a user writes to the platform; support answers from the admin side; the user\'s socket gets a service push', async () => {
    const open = okData(await buyer.api.post<ChatOpen>('/wanlshop/chat/service', {}))
    assert.equal(open.kind, 'service')
    assert.equal(open.name, 'Customer service')
    await send(buyer, { service: true, type: 'text', content: { text: 'where is my parcel?' } })
    const queue = await serviceQueue(srv.db, 'en')
    const row = queue.find((q) => q.id === open.conversation_id)
    assert.equal(row?.unread, 1)
    assert.equal(row?.content, 'where is my parcel?')
    const ws = await socketOf(buyer)
    const h = await serviceHistory(srv.db, srv.app.ctx.hub, open.conversation_id, undefined, 'en')
    assert.ok(!('refusal' in h) && h.data.length === 1)
    assert.equal((await ws.next('service')).event, 'read')
    const reply = await serviceReply(srv.db, srv.app.ctx.hub, 7, open.conversation_id, 'It ships today', key(), 'en')
    assert.ok(!('refusal' in reply))
    const push = await ws.next('service')
    assert.equal((push.message as ChatMessage).body.text, 'It ships today')
    assert.equal((push.message as ChatMessage).from.name, 'Customer service')
    ws.close()
    const mine = await list(buyer)
    assert.equal(mine.find((c) => c.kind === 'service')?.count, 1)
    // a service conversation is not reachable for another user, nor as a shop conversation
    refusedWith(await stranger.api.post('/wanlshop/chat/history', { id: open.conversation_id }), 'Conversation does not exist')
    assert.ok('refusal' in await serviceReply(srv.db, srv.app.ctx.hub, 7, (await list(buyer)).find((c) => c.kind === 'shop')?.id ?? 0, 'x', key(), 'en'))
  })
})

describe('notices', () => {
  test('rendered in the reader\'s language at read time; read marks only the caller\'s', async () => {
    const id = await (await import('../modules/notice/service')).writeNotice(srv.db, srv.app.ctx.hub, buyer.id, {
      type: 'order', key: 'order.shipped', params: { no: 'N123', carrier: { zh: '顺丰速运', en: 'SF Express' }, express_no: 'SF1234567' }, modules: 'order', modulesId: 1
    })
    const en = okData(await buyer.api.get<Paginated<NoticeItem>>('/wanlshop/notice/getNoticeList', { type: 'order' }))
    const item = en.data.find((n) => n.id === id)
    assert.equal(item?.title, 'Your order has been shipped')
    assert.equal(item?.content, 'Order N123 is on its way with SF Express, tracking number SF1234567')
    const zh = okData(await buyer.api.get<Paginated<NoticeItem>>('/wanlshop/notice/getNoticeList', { type: 'order' }, { lang: 'zh-CN' }))
    assert.equal(zh.data.find((n) => n.id === id)?.content, '您的订单 N123 已由顺丰速运发出，运单号 SF1234567')
    const logistics = okData(await buyer.api.get<Paginated<NoticeItem>>('/wanlshop/notice/getNoticeList', { type: 'logistics' }))
    assert.ok(logistics.data.some((n) => n.id === id))
    assert.equal((await stats(buyer)).notice.order, 1)

    // an old row without a key keeps its text
    await srv.db.insert(notices).values({ userId: buyer.id, title: '旧通知', content: '旧内容', type: 'notice', createdAt: now() })
    const n = await announce(srv.db, { title: { zh: '系统维护', en: 'Maintenance' }, content: { zh: '今晚维护', en: 'Tonight' } })
    assert.ok(n >= 3)
    const sys = okData(await buyer.api.get<Paginated<NoticeItem>>('/wanlshop/notice/getNoticeList', { type: 'notice' }))
    assert.deepEqual(sys.data.map((x) => x.title), ['Maintenance', '旧通知'])
    assert.equal((await stats(buyer)).notice.notice, 2)

    okData(await stranger.api.post('/wanlshop/notice/read', { id }))
    assert.equal((await stats(buyer)).notice.order, 1, 'someone else cannot mark my notice read')
    okData(await buyer.api.post('/wanlshop/notice/read', { type: 'notice' }))
    assert.equal((await stats(buyer)).notice.notice, 0)
    assert.equal((await stats(buyer)).notice.order, 1)
    okData(await buyer.api.post('/wanlshop/notice/read', {}))
    assert.equal((await stats(buyer)).notice.order, 0)
    const [row] = await srv.db.select().from(notices).where(and(eq(notices.id, id)))
    assert.equal(row.key, 'order.shipped')
  })
})

describe('admin console: customer service and announcements', () => {
  test('role × route: support (and super) work the service screen, reviewer (and super) announce; others 403, nobody 401', async () => {
    const u = await makeUser(srv.db, srv.url, 'roles')
    const conv = okData(await u.api.post<ChatOpen>('/wanlshop/chat/service', {})).conversation_id
    await send(u, { service: true, type: 'text', content: { text: 'hello' } })
    const calls: Array<{ roles: readonly string[], run: (a: AdminClient) => Promise<Res> }> = [
      { roles: ['support'], run: async (a) => await a.get('/service') },
      { roles: ['support'], run: async (a) => await a.get(`/service/${conv}`) },
      { roles: ['support'], run: async (a) => await a.post(`/service/${conv}/reply`, { text: 'hi', key: key() }) },
      { roles: ['reviewer'], run: async (a) => await a.post('/announcements', { title: { zh: '标题', en: 'Title' }, content: { zh: '内容', en: 'Text' } }) }
    ]
    const callers = Object.fromEntries(await Promise.all(ADMIN_ROLES.map(async (r) => [r, await adminOf(srv.db, srv.url, r)] as const)))
    const anonymous = new AdminClient(callers.super.api, null)
    for (const [i, c] of calls.entries()) {
      for (const role of ADMIN_ROLES) {
        const res = await c.run(callers[role])
        const may = role === 'super' || c.roles.includes(role)
        assert.deepEqual([res.status, res.body.code], may ? [200, 1] : [403, 403], `${role} → call ${i}`)
      }
      assert.deepEqual([(await c.run(anonymous)).status], [401], `anonymous → call ${i}`)
    }
    // bad input is a refusal, never a 500
    const sup = callers.super
    assert.equal((await sup.get('/service/999999999')).body.code, 0)
    assert.equal((await sup.post('/service/999999999/reply', { text: 'x', key: key() })).body.code, 0)
    assert.equal((await sup.post(`/service/${conv}/reply`, { text: '', key: key() })).body.code, 0)
    assert.equal((await sup.post('/announcements', { title: { zh: '  ', en: '' }, content: { zh: 'x', en: '' } })).body.code, 0)
  })

  test('a user asks, the dashboard queue counts it, support answers through HTTP: the user\'s socket and history get the reply; an announcement reaches everyone in their language', async () => {
    const u = await makeUser(srv.db, srv.url, 'asker')
    const conv = okData(await u.api.post<ChatOpen>('/wanlshop/chat/service', {})).conversation_id
    await send(u, { service: true, type: 'text', content: { text: 'my refund?' } })
    const support = await adminOf(srv.db, srv.url, 'support')
    const queueCount = async (): Promise<number> => okData(await support.get<AdminDashboard>('/dashboard')).queues.find((q) => q.key === 'service')?.count ?? -1
    const before = await queueCount()
    assert.ok(before >= 1)
    const rows = okData(await support.get<Array<ChatConversation & { unread: number }>>('/service'))
    const row = rows.find((r) => r.id === conv)
    assert.equal(row?.unread, 1)
    assert.equal(row?.content, 'my refund?')
    assert.ok(rows.findIndex((r) => r.id === conv) < rows.findIndex((r) => r.unread === 0) || rows.every((r) => r.unread > 0), 'unread first')

    const ws = await socketOf(u)
    const h = okData(await support.get<ChatHistory>(`/service/${conv}`))
    assert.deepEqual(h.data.map((m) => m.body.text), ['my refund?'])
    assert.equal(await queueCount(), before - 1, 'read by the platform: out of the queue')
    const k = key()
    const reply = okData(await support.post<ChatMessage>(`/service/${conv}/reply`, { text: 'Refunded today', key: k }))
    const again = okData(await support.post<ChatMessage>(`/service/${conv}/reply`, { text: 'Refunded today', key: k }))
    assert.equal(again.id, reply.id, 'a retried reply stores one message')
    let push = await ws.next('service')
    while (push.event !== 'message') push = await ws.next('service')
    assert.equal((push.message as ChatMessage).body.text, 'Refunded today')
    ws.close()
    const mine = okData(await u.api.post<ChatHistory>('/wanlshop/chat/history', { id: conv }))
    assert.equal(mine.data.at(-1)?.body.text, 'Refunded today')
    assert.equal(mine.data.at(-1)?.from.name, 'Customer service')
    const audit = await srv.db.select().from(adminAudit).where(eq(adminAudit.action, 'chat.service_reply'))
    assert.equal(audit.filter((a) => a.target === `chat:${conv}` && a.adminUsername === support.username).length, 1)

    const reviewer = await adminOf(srv.db, srv.url, 'reviewer')
    const sent = okData(await reviewer.post<{ users: number }>('/announcements', { title: { zh: '双十一', en: 'Singles Day' }, content: { zh: '全场包邮', en: 'Free shipping on everything' } }))
    assert.ok(sent.users >= 1)
    const en = okData(await u.api.get<Paginated<NoticeItem>>('/wanlshop/notice/getNoticeList', { type: 'notice' }))
    assert.deepEqual([en.data[0].title, en.data[0].content], ['Singles Day', 'Free shipping on everything'])
    const zh = okData(await u.api.get<Paginated<NoticeItem>>('/wanlshop/notice/getNoticeList', { type: 'notice' }, { lang: 'zh-CN' }))
    assert.deepEqual([zh.data[0].title, zh.data[0].content], ['双十一', '全场包邮'])
    const [a] = await srv.db.select().from(adminAudit).where(and(eq(adminAudit.action, 'notice.announce'), eq(adminAudit.adminUsername, reviewer.username)))
    assert.equal((a.after as { users: number }).users, sent.users)
  })
})

describe('two instances on one Redis', () => {
  test('a message sent to instance A reaches the recipient\'s socket on B', async (t) => {
    if (!await reachable(REDIS_URL)) {
      if (process.env.REQUIRE_REDIS === '1') throw new Error(`Redis is required but ${REDIS_URL} is unreachable`)
      t.skip(`Redis not reachable at ${REDIS_URL}`)
      return
    }
    const env = { REDIS_CHANNEL: `bbmall:test:${crypto.randomBytes(4).toString('hex')}` }
    const a = await startServer({ bus: 'redis', env })
    const b = await startServer({ bus: 'redis', database: a.database, env })
    try {
      const buyerA = await makeUser(a.db, a.url, 'ra')
      const ownerB = await makeUser(a.db, b.url, 'rb')
      const s = await makeShop(a.db, ownerB.id, undefined, 'Redis shop')
      const ws = await SocketClient.connect(b.url)
      okData(await ownerB.api.post('/wanlshop/chat/shake', await ws.credentials()))
      const sent = await send(buyerA, { shop_id: s, type: 'text', content: { text: 'via A' } })
      const push = await ws.next('chat')
      assert.equal((push.message as ChatMessage).id, sent.id)
      assert.equal(b.app.ctx.hub.isOnlineHere(ownerB.id), true)
      assert.equal(a.app.ctx.hub.isOnlineHere(ownerB.id), false)
      ws.close()
    } finally {
      await b.close()
      await a.close()
    }
  })
  test('the send limit is one window per sender across both instances (20 per 10 s in all, not per instance)', async (t) => {
    if (!await reachable(REDIS_URL)) {
      if (process.env.REQUIRE_REDIS === '1') throw new Error(`Redis is required but ${REDIS_URL} is unreachable`)
      t.skip(`Redis not reachable at ${REDIS_URL}`)
      return
    }
    const env = { REDIS_CHANNEL: `bbmall:test:${crypto.randomBytes(4).toString('hex')}` }
    const a = await startServer({ bus: 'redis', env })
    const b = await startServer({ bus: 'redis', database: a.database, env })
    try {
      const owner = await makeUser(a.db, a.url, 'rlo')
      const s = await makeShop(a.db, owner.id, undefined, 'Limit shop')
      const onA = await makeUser(a.db, a.url, 'rl')
      const apiB = new ApiClient(b.url)
      apiB.token = onA.api.token
      const onB = { ...onA, api: apiB }
      // 10 + 10 sent concurrently through both instances: all stored, the window is now full
      const first = await Promise.all(Array.from({ length: 20 }, async (_, i) =>
        (await (i % 2 === 0 ? onA : onB).api.post('/wanlshop/chat/send', { shop_id: s, type: 'text', content: { text: `m${i}` }, key: key() })).body.code))
      assert.deepEqual(first, new Array(20).fill(1))
      // the 21st is refused on either instance (each alone has seen only 10)
      for (const u of [onA, onB]) refusedWith(await u.api.post('/wanlshop/chat/send', { shop_id: s, type: 'text', content: { text: 'one more' }, key: key() }), 'You are sending too fast, please wait 10 seconds')
      // another sender still gets through
      const other = await makeUser(a.db, b.url, 'rl2')
      okData(await other.api.post('/wanlshop/chat/send', { shop_id: s, type: 'text', content: { text: 'me too' }, key: key() }))
    } finally {
      await b.close()
      await a.close()
    }
  })
})
