import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import type { ChatHistory, ChatMessage, ChatOpen, ChatRedBody, ChatTransferBody, RedPacketOpened } from '../../types/chat'
import { migrationsFolder } from '../db/client'
import { chatMessages, chatRedPackets, ledger } from '../db/schema'
import { platformAccountId } from '../lib/platform-account'
import { runJobs } from '../lib/scheduler'
import { now } from '../lib/time'
import { applyLedger } from '../modules/wallet/ledger'
import { startServer, type TestServer } from './helpers/server'
import { SocketClient } from './helpers/socket'
import { assertLedgerBalances, balanceOf, credit, makeShop, makeUser, okData, refusedWith, setPayPassword, type TestUser } from './helpers/buying'

// Money in chat (issue 16): a transfer or a red packet between a buyer and a shop's owner, through
// real HTTP. A transfer moves the money with the wallet's rules (password, daily quota, two ledger
// rows) in the message's transaction; a red packet is held until the receiver opens it once, or
// goes back to the sender after 24 h (job chat.red_return, exactly once). The platform's
// conversation takes no money. Races: double claim, double send with one key, two job runs.
// While a packet is open its money sits on the platform account, so the books balance at every
// moment: "Σ of all `transfer` rows = 0" and "Σ ledger = balance" (ECONOMY §4), checked after each
// send, open and return.

let srv: TestServer
let buyer: TestUser
let owner: TestUser
let other: TestUser
let shop: number
let conv: number

const key = () => crypto.randomBytes(8).toString('hex')
const sendRaw = async (u: TestUser, body: Record<string, unknown>) => await u.api.post<ChatMessage>('/wanlshop/chat/send', { key: key(), ...body })
const money = (type: 'red' | 'transfer', amount: string, extra: Record<string, unknown> = {}) =>
  ({ conversation_id: conv, type, content: { asset: 'usdt', amount, pay_password: '123456', ...extra } })
const history = async (u: TestUser) => okData(await u.api.post<ChatHistory>('/wanlshop/chat/history', { id: conv, limit: 50 }))
const jobs = async (at: number) => await runJobs(srv.app.ctx.jobs.filter((j) => j.name === 'chat.red_return'), at, { db: srv.db, config: srv.app.ctx.config })

async function socketOf (u: TestUser): Promise<SocketClient> {
  const ws = await SocketClient.connect(srv.url)
  okData(await u.api.post('/wanlshop/chat/shake', await ws.credentials()))
  return ws
}

before(async () => {
  srv = await startServer()
  buyer = await makeUser(srv.db, srv.url, 'payer')
  owner = await makeUser(srv.db, srv.url, 'owner')
  other = await makeUser(srv.db, srv.url, 'other')
  for (const u of [buyer, owner, other]) await setPayPassword(srv.db, u.id)
  shop = await makeShop(srv.db, owner.id, undefined, 'Money shop')
  conv = okData(await buyer.api.post<ChatOpen>('/wanlshop/chat/getShopChat', { id: shop })).conversation_id
  await credit(srv.db, buyer.id, 'usdt', '100')
  await credit(srv.db, buyer.id, 'bbc', '50')
})

/**
 * ECONOMY §4: "For every user and asset: Σ ledger = balance, balance ≥ 0. Σ of all `transfer` rows
 * = 0" — every user including the platform account, per asset, whatever packets are still open.
 */
async function assertBooks (): Promise<void> {
  await assertLedgerBalances(srv.db)
  const [neg] = (await srv.db.execute(sql`select count(*)::int as n from balances where amount < 0`) as unknown as { rows: Array<{ n: number }> }).rows
  assert.equal(neg.n, 0)
  const sums = (await srv.db.execute(sql`select asset, sum(delta)::text as s from ledger where bill_type = 'transfer' group by asset`) as unknown as { rows: Array<{ asset: string, s: string }> }).rows
  for (const r of sums) assert.equal(Number(r.s), 0, `Σ transfer rows of ${r.asset}`)
  // and the platform account holds exactly what the open packets hold, per asset
  const platform = await platformAccountId(srv.db)
  const off = (await srv.db.execute(sql`select asset, coalesce(sum(h), 0)::text as h, coalesce(sum(o), 0)::text as o from (
      select asset, delta as h, 0 as o from ledger where user_id = ${platform} and ref_type = 'red_packet'
      union all select asset, 0, amount from chat_red_packets where state = 'open') x
    group by asset having coalesce(sum(h), 0) <> coalesce(sum(o), 0)`) as unknown as { rows: unknown[] }).rows
  assert.deepEqual(off, [], 'the platform holds the open packets')
}

/** What the platform account holds of an asset (the money of open packets). */
const held = async (asset: 'usdt' | 'bbc' = 'usdt') => Number(await balanceOf(srv.db, await platformAccountId(srv.db), asset))

after(async () => {
  await assertBooks()
  await srv.close()
})

describe('transfer', () => {
  test('the buyer transfers USDT to the shop\'s owner: both balances move, two ledger rows, a card pushed to the owner; the password is not stored', async () => {
    const ws = await socketOf(owner)
    const ownerBefore = await balanceOf(srv.db, owner.id, 'usdt')
    const sent = okData(await sendRaw(buyer, money('transfer', '12.5')))
    assert.equal(sent.type, 'transfer')
    const body = sent.body as unknown as ChatTransferBody
    assert.deepEqual([body.asset, body.amount], ['usdt', '12.50'])
    assert.equal(JSON.stringify(sent).includes('123456'), false)
    const push = await ws.next('chat')
    assert.equal((push.message as ChatMessage).id, sent.id)
    assert.equal(Number(await balanceOf(srv.db, buyer.id, 'usdt')), 87.5)
    assert.equal(Number(await balanceOf(srv.db, owner.id, 'usdt')) - Number(ownerBefore), 12.5)
    const rows = await srv.db.select({ userId: ledger.userId, delta: ledger.delta }).from(ledger).where(and(eq(ledger.refType, 'transfer'), eq(ledger.refId, String(body.transfer_id))))
    assert.deepEqual(rows.map((r) => [r.userId, Number(r.delta)]).sort(), [[buyer.id, -12.5], [owner.id, 12.5]].sort())
    // the owner answers with a transfer back, in BBC... they have none
    refusedWith(await sendRaw(owner, { ...money('transfer', '1'), content: { asset: 'bbc', amount: '1', pay_password: '123456' } }), 'Insufficient BBC balance, available 0.00')
    // the conversation list shows it as [Transfer]
    const [row] = okData(await owner.api.get<Array<{ id: number, content: string }>>('/wanlshop/chat/lists', { role: 'sell' }))
    assert.equal(row.content, '[Transfer]')
    ws.close()
  })

  test('refusals say why and move nothing, store no message: wrong password, too much, quota, bad amount, the platform, not a party', async () => {
    const before = (await history(buyer)).data.length
    refusedWith(await sendRaw(buyer, money('transfer', '1', { pay_password: '000000' })), 'Wrong payment password, 4 tries left')
    refusedWith(await sendRaw(buyer, money('transfer', '1000')), 'Insufficient USDT balance, available 87.50')
    refusedWith(await sendRaw(buyer, money('red', '1000')), 'Insufficient USDT balance, available 87.50')
    refusedWith(await sendRaw(buyer, money('transfer', '0')), /amount/i)
    refusedWith(await sendRaw(buyer, money('transfer', '1.234')), /decimal/i)
    // the daily quota (10 000 USDT): a rich sender passes it once, then what is left
    const rich = await makeUser(srv.db, srv.url, 'rich')
    await setPayPassword(srv.db, rich.id)
    await credit(srv.db, rich.id, 'usdt', '10010')
    const richConv = okData(await rich.api.post<ChatOpen>('/wanlshop/chat/getShopChat', { id: shop })).conversation_id
    okData(await sendRaw(rich, { conversation_id: richConv, type: 'transfer', content: { asset: 'usdt', amount: '9995', pay_password: '123456' } }))
    refusedWith(await sendRaw(rich, { conversation_id: richConv, type: 'red', content: { asset: 'usdt', amount: '6', pay_password: '123456' } }), 'Insufficient transfer quota, 5.00 left today')
    okData(await sendRaw(rich, { conversation_id: richConv, type: 'red', content: { asset: 'usdt', amount: '5', pay_password: '123456' } }))
    // customer service takes no money
    refusedWith(await sendRaw(buyer, { service: true, type: 'transfer', content: { asset: 'usdt', amount: '1', pay_password: '123456' } }), 'Red packets and transfers cannot be sent to customer service')
    // someone else's conversation, and the owner's own shop
    refusedWith(await sendRaw(other, money('transfer', '1')), 'Conversation does not exist')
    refusedWith(await sendRaw(owner, { shop_id: shop, type: 'transfer', content: { asset: 'usdt', amount: '1', pay_password: '123456' } }), 'You cannot chat with your own shop')
    assert.equal((await history(buyer)).data.length, before)
    assert.equal(Number(await balanceOf(srv.db, buyer.id, 'usdt')), 87.5)
    // the right password again clears the tries
    okData(await sendRaw(buyer, money('transfer', '0.5')))
  })

  test('a double send with one key (concurrent): one message, one transfer', async () => {
    const k = key()
    const before = await balanceOf(srv.db, buyer.id, 'usdt')
    const res = await Promise.all([0, 1, 2].map(async () => await buyer.api.post<ChatMessage>('/wanlshop/chat/send', { ...money('transfer', '2'), key: k })))
    const ids = new Set(res.map((r) => okData(r).id))
    assert.equal(ids.size, 1)
    assert.equal(Number(before) - Number(await balanceOf(srv.db, buyer.id, 'usdt')), 2)
    const stored = await srv.db.select().from(chatMessages).where(and(eq(chatMessages.conversationId, conv), eq(chatMessages.clientKey, k)))
    assert.equal(stored.length, 1)
  })
})

describe('red packet', () => {
  test('sent (held from the sender), opened once by the receiver (credited), the card shows it opened; the sender and strangers cannot open it', async () => {
    const ws = await socketOf(buyer)
    const b0 = Number(await balanceOf(srv.db, buyer.id, 'usdt'))
    const o0 = Number(await balanceOf(srv.db, owner.id, 'usdt'))
    const h0 = await held()
    const sent = okData(await sendRaw(buyer, money('red', '3', { greeting: '恭喜发财' })))
    const body = sent.body as unknown as ChatRedBody
    assert.deepEqual([body.state, body.amount, body.greeting], ['open', '3.00', '恭喜发财'])
    assert.equal(Number(await balanceOf(srv.db, buyer.id, 'usdt')), b0 - 3)
    assert.equal(Number(await balanceOf(srv.db, owner.id, 'usdt')), o0)
    assert.equal(await held(), h0 + 3)
    await assertBooks()
    await ws.next('chat') // the buyer's own message on their socket
    refusedWith(await buyer.api.post('/wanlshop/chat/openRed', { id: body.packet_id }), 'Red packet does not exist')
    refusedWith(await other.api.post('/wanlshop/chat/openRed', { id: body.packet_id }), 'Red packet does not exist')
    const opened = okData(await owner.api.post<RedPacketOpened>('/wanlshop/chat/openRed', { id: body.packet_id }))
    assert.deepEqual([opened.state, opened.amount], ['claimed', '3.00'])
    assert.equal(Number(await balanceOf(srv.db, owner.id, 'usdt')), o0 + 3)
    assert.equal(await held(), h0)
    await assertBooks()
    const push = await ws.next('chat')
    assert.deepEqual([push.event, push.packet_id, push.state], ['packet', body.packet_id, 'claimed'])
    refusedWith(await owner.api.post('/wanlshop/chat/openRed', { id: body.packet_id }), 'This red packet has already been opened')
    const h = await history(buyer)
    assert.equal((h.data.find((m) => m.id === sent.id)?.body as unknown as ChatRedBody).state, 'claimed')
    ws.close()
  })

  test('a double claim (concurrent): credited once', async () => {
    const sent = okData(await sendRaw(buyer, money('red', '4')))
    const id = (sent.body as unknown as ChatRedBody).packet_id
    const o0 = Number(await balanceOf(srv.db, owner.id, 'usdt'))
    const res = await Promise.all([0, 1, 2, 3].map(async () => await owner.api.post<RedPacketOpened>('/wanlshop/chat/openRed', { id })))
    assert.equal(res.filter((r) => r.body.code === 1).length, 1)
    for (const r of res.filter((x) => x.body.code === 0)) assert.equal(r.body.msg, 'This red packet has already been opened')
    assert.equal(Number(await balanceOf(srv.db, owner.id, 'usdt')), o0 + 4)
    // sender → platform when sent, platform → owner once when opened
    const platform = await platformAccountId(srv.db)
    const rows = await srv.db.select().from(ledger).where(and(eq(ledger.refType, 'red_packet'), eq(ledger.refId, String(id))))
    const moves = (xs: Array<[number, number]>) => xs.map((x) => x.join(':')).sort()
    assert.deepEqual(moves(rows.map((r) => [r.userId, Number(r.delta)])), moves([[buyer.id, -4], [platform, 4], [owner.id, 4], [platform, -4]]))
    await assertBooks()
  })

  test('unopened after 24 h: back to the sender by the job, exactly once (two runs at once); opening it then is refused', async () => {
    const sent = okData(await sendRaw(buyer, money('red', '5')))
    const id = (sent.body as unknown as ChatRedBody).packet_id
    const b0 = Number(await balanceOf(srv.db, buyer.id, 'usdt'))
    await assertBooks()
    let r = await jobs(now() + 24 * 3600 - 60)
    assert.ok(!r['chat.red_return'].includes(id))
    const [r1, r2] = await Promise.all([jobs(now() + 24 * 3600 + 60), jobs(now() + 24 * 3600 + 60)])
    assert.equal([...r1['chat.red_return'], ...r2['chat.red_return']].filter((x) => x === id).length, 1)
    assert.equal(Number(await balanceOf(srv.db, buyer.id, 'usdt')), b0 + 5)
    await assertBooks()
    r = await jobs(now() + 48 * 3600)
    assert.ok(!r['chat.red_return'].includes(id))
    assert.equal(Number(await balanceOf(srv.db, buyer.id, 'usdt')), b0 + 5)
    const [p] = await srv.db.select().from(chatRedPackets).where(eq(chatRedPackets.id, id))
    assert.equal(p.state, 'returned')
    refusedWith(await owner.api.post('/wanlshop/chat/openRed', { id }), 'This red packet has expired and went back to its sender')
  })

  test('the shop\'s owner sends the buyer a red packet; the buyer opens it', async () => {
    await credit(srv.db, owner.id, 'bbc', '10')
    const sent = okData(await sendRaw(owner, { conversation_id: conv, type: 'red', content: { asset: 'bbc', amount: '2.5', pay_password: '123456' } }))
    const id = (sent.body as unknown as ChatRedBody).packet_id
    const b0 = Number(await balanceOf(srv.db, buyer.id, 'bbc'))
    assert.equal(await held('bbc'), 2.5)
    await assertBooks()
    okData(await buyer.api.post('/wanlshop/chat/openRed', { id }))
    assert.equal(Number(await balanceOf(srv.db, buyer.id, 'bbc')), b0 + 2.5)
    assert.equal(await held('bbc'), 0)
    await assertBooks()
  })

  test('a packet open at the upgrade (sent before the platform held packets): migration 0021 puts its money on the platform account once, however often it runs; opening it then balances', async () => {
    // the old send: the sender's debit and the packet, no counter-row
    const at = now()
    const [p] = await srv.db.insert(chatRedPackets).values({ conversationId: conv, messageId: null, senderId: buyer.id, receiverId: owner.id, asset: 'usdt', amount: '1.5', greeting: '', createdAt: at, expiresAt: at + 3600 }).returning()
    assert.ok(await applyLedger(srv.db, { userId: buyer.id, asset: 'usdt', delta: '-1.5', billType: 'transfer', refType: 'red_packet', refId: p.id, memo: 'red packet sent' }) !== null)
    const h0 = await held()
    const migration = await readFile(path.join(migrationsFolder, '0021_chatfix.sql'), 'utf8')
    for (let run = 0; run < 2; run++) {
      for (const statement of migration.split('--> statement-breakpoint')) await srv.db.execute(sql.raw(statement))
      assert.equal(await held(), h0 + 1.5)
      await assertBooks()
    }
    const o0 = Number(await balanceOf(srv.db, owner.id, 'usdt'))
    okData(await owner.api.post('/wanlshop/chat/openRed', { id: p.id }))
    assert.equal(Number(await balanceOf(srv.db, owner.id, 'usdt')), o0 + 1.5)
    assert.equal(await held(), h0)
    await assertBooks()
  })
})
