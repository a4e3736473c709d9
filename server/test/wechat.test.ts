import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import type { SessionPayload } from '../../types/user'
import type { WechatJsConfig } from '../../types/common'
import { startServer, type TestServer } from './helpers/server'
import { ApiClient } from './helpers/client'
import { startFakeWechat, type FakeWechat } from './fakes/wechat'

let fake: FakeWechat
let srv: TestServer
let api: ApiClient

before(async () => {
  fake = await startFakeWechat()
  srv = await startServer({
    env: {
      WECHAT_API_BASE: fake.base,
      WECHAT_APP_ID: fake.appId,
      WECHAT_APP_SECRET: fake.appSecret,
      WECHAT_MP_APP_ID: fake.mpAppId,
      WECHAT_MP_APP_SECRET: fake.mpAppSecret
    }
  })
  api = new ApiClient(srv.url)
})
after(async () => {
  await srv.close()
  await fake.close()
})

describe('WeChat mini-program login', () => {
  test('first login creates the user, the next one finds it', async () => {
    const first = await api.post<SessionPayload>('/login/wechat', { code: 'alice-071xYz' })
    assert.equal(first.body.code, 1, first.body.msg)
    const user = first.body.data.userinfo
    assert.equal(user.wallet_address, '')
    assert.match(user.token, /^[0-9a-f]{64}$/)
    assert.equal(first.body.data.statistics.order.whole, 0)

    const again = await api.post<SessionPayload>('/login/wechat', { code: 'alice-0a1b2c' })
    assert.equal(again.body.code, 1)
    assert.equal(again.body.data.userinfo.id, user.id)
    assert.notEqual(again.body.data.userinfo.token, user.token)

    const bob = await api.post<SessionPayload>('/login/wechat', { code: 'bob-1', invite_code: user.invite_code })
    assert.notEqual(bob.body.data.userinfo.id, user.id)
    assert.equal(bob.body.data.userinfo.invite_user_id, user.id)

    const check = await api.withToken(again.body.data.userinfo.token).get('/wanlshop/token/check')
    assert.equal(check.body.code, 1)
  })

  test('a code WeChat rejects is a clear refusal', async () => {
    const res = await api.post('/login/wechat', { code: 'bad-code' })
    assert.equal(res.status, 200)
    assert.equal(res.body.code, 0)
    assert.equal(res.body.msg, 'Failed to get the WeChat code')
    const zh = await api.post('/login/wechat', { code: 'bad-code' }, { lang: 'zh-CN' })
    assert.equal(zh.body.msg, '获取微信code失败')
  })

  test('an unreachable WeChat API is a refusal, not a crash', async () => {
    const down = await startServer({ database: srv.database, env: { WECHAT_API_BASE: 'http://127.0.0.1:9', WECHAT_APP_ID: 'x', WECHAT_APP_SECRET: 'y' } })
    try {
      const res = await new ApiClient(down.url).post('/login/wechat', { code: 'alice-1' })
      assert.equal(res.body.code, 0)
      assert.equal(res.body.msg, 'Failed to get the WeChat code')
    } finally {
      await down.close()
    }
  })

  test('without WECHAT_APP_ID the login says it is not configured', async () => {
    const bare = await startServer({ database: srv.database })
    try {
      const c = new ApiClient(bare.url)
      const res = await c.post('/login/wechat', { code: 'alice-1' })
      assert.equal(res.body.code, 0)
      assert.equal(res.body.msg, 'WeChat login is not configured')
      const js = await c.get('/wanlshop/wechat/config', { url: 'https://shop.example.com/' })
      assert.equal(js.body.code, 0)
      assert.equal(js.body.msg, 'WeChat JSSDK is not configured')
    } finally {
      await bare.close()
    }
  })
})

describe('WeChat JSSDK config', () => {
  test('signature is sha1 of the ticket, nonce, timestamp and page URL (without the hash)', async () => {
    const page = 'https://shop.example.com/h5/?from=wx&x=1#/pages/index'
    const res = await api.get<WechatJsConfig>('/wanlshop/wechat/config', { url: page })
    assert.equal(res.body.code, 1, res.body.msg)
    const c = res.body.data
    assert.equal(c.appId, fake.mpAppId)
    assert.match(c.nonceStr, /^[0-9a-f]{16}$/)
    assert.ok(Math.abs(c.timestamp - Date.now() / 1000) < 60)
    const expected = crypto.createHash('sha1')
      .update(`jsapi_ticket=${fake.ticket}&noncestr=${c.nonceStr}&timestamp=${c.timestamp}&url=https://shop.example.com/h5/?from=wx&x=1`)
      .digest('hex')
    assert.equal(c.signature, expected)
    assert.ok(c.jsApiList.includes('updateAppMessageShareData'))
  })

  test('the access token and ticket are cached', async () => {
    const before = { ...fake.calls }
    for (let i = 0; i < 3; i++) {
      const res = await api.get<WechatJsConfig>('/wanlshop/wechat/config', { url: `https://shop.example.com/p${i}` })
      assert.equal(res.body.code, 1)
    }
    assert.equal(fake.calls.token - before.token, 0)
    assert.equal(fake.calls.ticket - before.ticket, 0)
    assert.equal(fake.calls.ticket, 1)
  })

  test('a URL that is not http(s) is refused by validation', async () => {
    const res = await api.get('/wanlshop/wechat/config', { url: 'javascript:alert(1)' })
    assert.equal(res.body.code, 0)
    assert.match(res.body.msg, /url/)
  })
})
