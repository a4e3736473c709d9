import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { LiveEnd, LivePlay, LivePush } from '../../types/find'
import { lives, orderGoods, orders } from '../db/schema'
import { now } from '../lib/time'
import { startServer, type TestServer } from './helpers/server'
import { SocketClient } from './helpers/socket'
import { makeGoods, makeShop, makeUser, okData, refusedWith, type TestUser } from './helpers/buying'
import { liveAvailable, startLiveServer } from '../dev/live-nginx'
import { freePort } from '../dev/free-port'
import { pushTestPattern as push } from '../dev/test-push'

// Lives through real HTTP (issue 17): creating one (a shop's own goods, one at a time), the
// on_publish key check and on_publish_done, the room's socket traffic (coming, say, like, end) to
// two viewers, idempotent likes, the end summary with goods sold; then the same through the real
// nginx-rtmp with an ffmpeg push (skipped only when nginx's RTMP module or ffmpeg is missing and
// REQUIRE_E2E is not set).

let srv: TestServer
let merchant: TestUser
let viewerA: TestUser
let viewerB: TestUser
let shopGoods: number
let foreignGoods: number

async function socketOf (u: TestUser): Promise<SocketClient> {
  const ws = await SocketClient.connect(srv.url)
  okData(await u.api.post('/wanlshop/chat/shake', await ws.credentials()))
  return ws
}

async function callback (kind: 'on_publish' | 'on_publish_done', name: string, key: string): Promise<number> {
  const res = await fetch(`${srv.url}/rtmp/${kind}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ call: kind === 'on_publish' ? 'publish' : 'publish_done', app: 'live', name, key, type: 'live' }).toString()
  })
  return res.status
}

function keyOf (push: LivePush): { name: string, key: string } {
  const [name, query] = push.push_key.split('?')
  return { name, key: new URLSearchParams(query).get('key') ?? '' }
}

before(async () => {
  srv = await startServer({ env: { LIVE_RTMP_URL: 'rtmp://127.0.0.1:1/live', LIVE_HLS_URL: 'http://127.0.0.1:1/hls' } })
  merchant = await makeUser(srv.db, srv.url, 'streamer')
  viewerA = await makeUser(srv.db, srv.url, 'viewerA')
  viewerB = await makeUser(srv.db, srv.url, 'viewerB')
  const shop = await makeShop(srv.db, merchant.id, undefined, 'Live shop')
  shopGoods = (await makeGoods(srv.db, shop, { title: 'Live goods' })).id
  foreignGoods = (await makeGoods(srv.db, await makeShop(srv.db, viewerB.id), { title: 'Not theirs' })).id
})
after(async () => { await srv.close() })

describe('a live from creation to its end summary', () => {
  test('create: only a shop owner, only their own goods, one open live at a time (two taps make one)', async () => {
    refusedWith(await viewerA.api.post('/wanlshop/live/startLive', { title: 'x' }), 'Open a shop to go live')
    refusedWith(await merchant.api.post('/wanlshop/live/startLive', { title: 'x', goods_ids: [foreignGoods] }), 'Only goods on sale in your own shop can be shown')
    refusedWith(await merchant.api.post('/wanlshop/live/startLive', { title: '  ' }), 'Give the live a title')
    const taps = await Promise.all([1, 2].map(async () => await merchant.api.postConcurrent<LivePush>('/wanlshop/live/startLive', { title: 'Spring sale', goods_ids: [shopGoods] })))
    assert.deepEqual(taps.map((t) => t.body.code).sort(), [0, 1])
    const made = taps.find((t) => t.body.code === 1)?.body.data as LivePush
    assert.match(made.push_url ?? '', /^rtmp:\/\/127\.0\.0\.1:1\/live\/[\w-]+\?key=[\w-]+$/)
    // the owner sees the push key again; a viewer's play answer never carries it
    const mine = okData(await merchant.api.get<{ live: LivePush }>('/wanlshop/live/getIsLive'))
    assert.equal(mine.live.push_key, made.push_key)
  })

  test('on_publish: a wrong key or stream is refused (403); the right key puts the live on air', async () => {
    const { live } = okData(await merchant.api.get<{ live: LivePush }>('/wanlshop/live/getIsLive'))
    const { name, key } = keyOf(live)
    assert.equal(await callback('on_publish', name, 'wrong-key'), 403)
    assert.equal(await callback('on_publish', name, ''), 403)
    assert.equal(await callback('on_publish', 'no-such-stream', key), 403)
    assert.equal(await callback('on_publish_done', name, 'wrong-key'), 200) // answered, but changes nothing
    const [row] = await srv.db.select().from(lives).where(eq(lives.id, live.id))
    assert.equal(row.state, 0)

    const streamer = await socketOf(merchant)
    assert.equal(await callback('on_publish', name, key), 200)
    assert.equal((await streamer.next('live')).event, 'start')
    streamer.close()
  })

  test('play needs a login and never shows the key; two viewers chat, like once, hear the end; end_live has the numbers', async () => {
    const { live } = okData(await merchant.api.get<{ live: LivePush }>('/wanlshop/live/getIsLive'))
    assert.equal((await viewerA.api.withToken(null).get('/wanlshop/live/play', { id: live.id })).body.code, 401)

    const a = await socketOf(viewerA)
    const b = await socketOf(viewerB)
    const playA = okData(await viewerA.api.get<LivePlay>('/wanlshop/live/play', { id: live.id }))
    assert.equal(playA.state, 1)
    assert.equal(playA.hls_url, `http://127.0.0.1:1/hls/${keyOf(live).name}.m3u8`)
    assert.ok(!JSON.stringify(playA).includes(keyOf(live).key))
    assert.deepEqual(playA.goods.map((g) => g.id), [shopGoods])
    okData(await viewerB.api.get<LivePlay>('/wanlshop/live/play', { id: live.id }))
    // A hears itself, then B, come in (two in the room)
    assert.deepEqual([(await a.next('live')).online, (await a.next('live')).online], [1, 2])

    okData(await viewerA.api.post('/wanlshop/live/send', { id: live.id, message: '<b>hello</b> from A' }))
    for (const ws of [a, b]) {
      const said = await ws.next('say')
      assert.equal(said.message, '<b>hello</b> from A')
      assert.equal((said.user as { id: number }).id, viewerA.id)
    }
    refusedWith(await viewerB.api.post('/wanlshop/live/send', { id: live.id, message: '   ' }), 'Write a message')
    refusedWith(await viewerB.api.post('/wanlshop/live/send', { id: live.id, message: 'x'.repeat(101) }), 'At most 100 characters')

    const likes = await Promise.all([1, 2, 3].map(async () => await viewerB.api.postConcurrent<{ likes: number }>('/wanlshop/live/like', { id: live.id })))
    for (const l of likes) assert.equal(l.body.data.likes, 1)

    // a paid order of the live's goods while it is on counts as sold
    const [o] = await srv.db.insert(orders).values({ orderNo: `L${Date.now()}`, userId: viewerA.id, shopId: live.shop.id, state: 2, number: 2, goodsPrice: '10', price: '10', createdAt: now(), updatedAt: now(), paytime: now() }).returning({ id: orders.id })
    const [sku] = await srv.db.execute(`select id from goods_sku where goods_id = ${shopGoods} limit 1`).then((r) => (r as unknown as { rows: Array<{ id: number }> }).rows)
    await srv.db.insert(orderGoods).values({ orderId: o.id, shopId: live.shop.id, goodsId: shopGoods, skuId: sku.id, title: 'Live goods', image: '', difference: [], price: '5', number: 2, stockMethod: 'porder' })

    // someone else cannot end it; the push stopping does, once, and the room hears it
    refusedWith(await viewerA.api.post('/wanlshop/live/endLive', { id: live.id }), 'This live does not exist')
    assert.equal(await callback('on_publish_done', keyOf(live).name, keyOf(live).key), 200)
    for (const ws of [a, b]) {
      let ev = await ws.next('live')
      while (ev.event !== 'end') ev = await ws.next('live')
    }
    refusedWith(await viewerA.api.post('/wanlshop/live/send', { id: live.id, message: 'late' }), 'This live is not on air')
    assert.equal(await callback('on_publish', keyOf(live).name, keyOf(live).key), 403) // an ended live cannot restart

    const end = okData(await viewerA.api.get<LiveEnd>('/wanlshop/live/getEnd', { id: live.id }))
    assert.equal(end.state, 2)
    assert.deepEqual([end.views, end.likes, end.goods_sold], [2, 1, 2])
    assert.ok(end.duration >= 0)
    a.close()
    b.close()
  })
})

const haveLive = liveAvailable()
describe('through the real nginx-rtmp and an ffmpeg push', { skip: !haveLive && process.env.REQUIRE_E2E !== '1' ? 'nginx with libnginx-mod-rtmp or ffmpeg is not installed' : false }, () => {
  test('a wrong key is refused by nginx; the right key goes on air with HLS; stopping the push ends the live', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bbmall-live-'))
    const nginx = await startLiveServer({ dir, rtmpPort: await freePort(), httpPort: await freePort(), api: srv.url })
    const app = await startServer({ database: srv.database, env: { LIVE_RTMP_URL: nginx.rtmpUrl, LIVE_HLS_URL: nginx.hlsUrl } })
    try {
      const owner = await makeUser(srv.db, app.url, 'pusher')
      await makeShop(srv.db, owner.id, undefined, 'Push shop')
      const live = okData(await owner.api.post<LivePush>('/wanlshop/live/startLive', { title: 'Real push' }))
      const { name } = keyOf(live)
      assert.notEqual(await push(`${nginx.rtmpUrl}/${name}?key=wrong`, 5).done, 0)
      const [refused] = await srv.db.select().from(lives).where(eq(lives.id, live.id))
      assert.equal(refused.state, 0)

      const p = push(live.push_url ?? '', 60)
      const playlist = `${nginx.hlsUrl}/${name}.m3u8`
      let body = ''
      for (let i = 0; i < 100 && !body.includes('.ts'); i++) {
        body = await fetch(playlist).then(async (r) => r.ok ? await r.text() : '', () => '')
        if (!body.includes('.ts')) await new Promise((resolve) => setTimeout(resolve, 200)) // polling nginx's file, not syncing our own code
      }
      assert.match(body, /#EXTM3U[\s\S]*\.ts/)
      const [on] = await srv.db.select().from(lives).where(eq(lives.id, live.id))
      assert.equal(on.state, 1)
      p.stop()
      await p.done
      let state = 1
      for (let i = 0; i < 50 && state !== 2; i++) {
        state = (await srv.db.select().from(lives).where(eq(lives.id, live.id)))[0].state
        if (state !== 2) await new Promise((resolve) => setTimeout(resolve, 100))
      }
      assert.equal(state, 2)
    } finally {
      await app.close()
      await nginx.stop()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
