import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { Wallet } from 'ethers'
import { eq } from 'drizzle-orm'
import { loginNonces } from '../db/schema'
import type { SessionPayload, TokenCheck, UserInfo } from '../../types/user'
import { startServer, type TestServer } from './helpers/server'
import { ApiClient, newUser, siweMessage, walletLogin } from './helpers/client'

let srv: TestServer
let api: ApiClient

before(async () => {
  srv = await startServer()
  api = new ApiClient(srv.url)
})
after(async () => { await srv.close() })

describe('Sign-In with Ethereum', () => {
  test('nonce answer names what the server will accept', async () => {
    const res = await api.get<{ nonce: string, domain: string, uri: string, chain_id: number, issued_at: string, expiration_time: string }>('/login/nonce')
    assert.equal(res.body.code, 1)
    assert.match(res.body.data.nonce, /^[A-Za-z0-9]{8,}$/)
    assert.equal(res.body.data.domain, srv.host)
    assert.equal(res.body.data.uri, srv.url)
    assert.equal(res.body.data.chain_id, 56)
    assert.ok(Date.parse(res.body.data.expiration_time) > Date.parse(res.body.data.issued_at))
    const again = await api.get<{ nonce: string }>('/login/nonce')
    assert.notEqual(again.body.data.nonce, res.body.data.nonce)
  })

  test('a signed message logs in and creates the user once', async () => {
    const wallet = Wallet.createRandom()
    const res = await walletLogin(api, wallet)
    assert.equal(res.status, 200)
    assert.equal(res.body.code, 1, res.body.msg)
    const { userinfo, statistics } = res.body.data
    assert.equal(userinfo.wallet_address, wallet.address.toLowerCase())
    assert.match(userinfo.token, /^[0-9a-f]{64}$/)
    assert.match(userinfo.invite_code, /^[A-Z0-9]{6,8}$/)
    assert.equal(userinfo.invite_link, `${srv.url}/#/pages/index?invite_code=${userinfo.invite_code}`)
    for (const k of ['money', 'score', 'bbc', 'bbt', 'usdt_amount', 'voucher'] as const) assert.equal(userinfo[k], '0.00', k)
    assert.equal(userinfo.set_paypwd, false)
    assert.equal(userinfo.is_merchant_open, false)
    assert.equal(typeof userinfo.jointime, 'number')
    assert.ok(userinfo.jointime > 1_000_000_000 && userinfo.jointime < 10_000_000_000, '10-digit seconds')
    assert.deepEqual(Object.keys(statistics).sort(), ['dynamic', 'logistics', 'notice', 'order'])

    const second = await walletLogin(api, wallet)
    assert.equal(second.body.code, 1)
    assert.equal(second.body.data.userinfo.id, userinfo.id, 'same account on the next login')
    assert.notEqual(second.body.data.userinfo.token, userinfo.token, 'a new token per login')
  })

  test('a signature from another key is refused', async () => {
    const victim = Wallet.createRandom()
    const attacker = Wallet.createRandom()
    const { message } = await siweMessage(api, victim)
    const res = await api.post('/login/login', { message, signature: await attacker.signMessage(message) })
    assert.equal(res.body.code, 0)
    assert.equal(res.body.msg, 'Signature does not match the address')
  })

  test('a signature that is not a valid curve point is a plain mismatch', async () => {
    const wallet = Wallet.createRandom()
    const { message } = await siweMessage(api, wallet)
    for (const signature of ['0x' + '00'.repeat(65), '0x' + 'ff'.repeat(65), '0x' + '11'.repeat(64) + '1b']) {
      const res = await api.post('/login/login', { message, signature })
      assert.equal(res.body.code, 0)
      assert.equal(res.body.msg, 'Signature does not match the address')
    }
    // and the nonce was not burnt by those attempts
    const okRes = await api.post('/login/login', { message, signature: await wallet.signMessage(message) })
    assert.equal(okRes.body.code, 1)
  })

  test('posting an address alone never logs in', async () => {
    const res = await api.post('/login/login', { address: Wallet.createRandom().address })
    assert.equal(res.body.code, 0)
    assert.match(res.body.msg, /message/)
  })

  test('a nonce works once', async () => {
    const wallet = Wallet.createRandom()
    const { message } = await siweMessage(api, wallet)
    const signature = await wallet.signMessage(message)
    const first = await api.post('/login/login', { message, signature })
    assert.equal(first.body.code, 1)
    const replay = await api.post('/login/login', { message, signature })
    assert.equal(replay.body.code, 0)
    assert.equal(replay.body.msg, 'Login message has expired or was already used')
  })

  test('a nonce the server never issued is refused', async () => {
    const wallet = Wallet.createRandom()
    const { message } = await siweMessage(api, wallet, { nonce: 'madeUpNonce12345' })
    const res = await api.post('/login/login', { message, signature: await wallet.signMessage(message) })
    assert.equal(res.body.code, 0)
    assert.equal(res.body.msg, 'Login message has expired or was already used')
  })

  test('an expired nonce is refused', async () => {
    const wallet = Wallet.createRandom()
    const { message, nonce } = await siweMessage(api, wallet, { expirationTime: new Date(Date.now() + 3600_000).toISOString() })
    await srv.db.update(loginNonces).set({ expiresAt: Math.floor(Date.now() / 1000) - 1 }).where(eq(loginNonces.nonce, nonce.nonce))
    const res = await api.post('/login/login', { message, signature: await wallet.signMessage(message) })
    assert.equal(res.body.code, 0)
    assert.equal(res.body.msg, 'Login message has expired or was already used')
  })

  test('an expired message is refused', async () => {
    const wallet = Wallet.createRandom()
    const { message } = await siweMessage(api, wallet, { expirationTime: new Date(Date.now() - 1000).toISOString() })
    const res = await api.post('/login/login', { message, signature: await wallet.signMessage(message) })
    assert.equal(res.body.code, 0)
    assert.equal(res.body.msg, 'Login message has expired')
  })

  test('a message issued in the future is refused', async () => {
    const wallet = Wallet.createRandom()
    const { message } = await siweMessage(api, wallet, { issuedAt: new Date(Date.now() + 3600_000).toISOString(), expirationTime: new Date(Date.now() + 7200_000).toISOString() })
    const res = await api.post('/login/login', { message, signature: await wallet.signMessage(message) })
    assert.equal(res.body.code, 0)
    assert.equal(res.body.msg, 'Login message is not valid yet')
  })

  test('the wrong chain id is refused', async () => {
    const wallet = Wallet.createRandom()
    const { message } = await siweMessage(api, wallet, { chainId: 1 })
    const res = await api.post('/login/login', { message, signature: await wallet.signMessage(message) })
    assert.equal(res.body.code, 0)
    assert.equal(res.body.msg, 'Wrong network, please switch to chain 56')
  })

  test('the wrong domain is refused (and said in Chinese by default)', async () => {
    const wallet = Wallet.createRandom()
    const { message } = await siweMessage(api, wallet, { domain: 'evil.example.com' })
    const signature = await wallet.signMessage(message)
    const res = await api.post('/login/login', { message, signature })
    assert.equal(res.body.code, 0)
    assert.equal(res.body.msg, 'Wrong domain')
    const zh = await api.post('/login/login', { message, signature }, { lang: 'zh-CN' })
    assert.equal(zh.body.msg, '登录域名不匹配')
  })

  test('garbage instead of a SIWE message is refused', async () => {
    const wallet = Wallet.createRandom()
    const message = 'please log me in'
    const res = await api.post('/login/login', { message, signature: await wallet.signMessage(message) })
    assert.equal(res.body.code, 0)
    assert.equal(res.body.msg, 'The login message is not a valid Sign-In with Ethereum message')
  })
})

describe('invite codes', () => {
  test('bind the inviter on the first login only, never to oneself', async () => {
    const inviter = await newUser(api, Wallet.createRandom())
    const other = await newUser(api, Wallet.createRandom())
    const inviteeWallet = Wallet.createRandom()
    const invitee = await newUser(api, inviteeWallet, { invite_code: inviter.session.userinfo.invite_code.toLowerCase() })
    assert.equal(invitee.session.userinfo.invite_user_id, inviter.session.userinfo.id)

    const later = await walletLogin(api, inviteeWallet, { invite_code: other.session.userinfo.invite_code })
    assert.equal(later.body.data.userinfo.invite_user_id, inviter.session.userinfo.id, 'not rebound later')

    const selfWallet = Wallet.createRandom()
    const self = await newUser(api, selfWallet)
    const again = await walletLogin(api, selfWallet, { invite_code: self.session.userinfo.invite_code })
    assert.equal(again.body.data.userinfo.invite_user_id, null)

    const unknown = await newUser(api, Wallet.createRandom(), { invite_code: 'NOSUCH99' })
    assert.equal(unknown.session.userinfo.invite_user_id, null)
  })
})

describe('session', () => {
  test('token check, refresh, logout', async () => {
    const { api: me, session } = await newUser(api, Wallet.createRandom())
    const check = await me.get<TokenCheck>('/wanlshop/token/check')
    assert.equal(check.body.code, 1)
    assert.equal(check.body.msg, 'ok')
    assert.equal(check.body.data.token, session.userinfo.token)
    assert.ok(check.body.data.expires_in > 29 * 86400 && check.body.data.expires_in <= 30 * 86400)

    const refresh = await me.post<SessionPayload>('/wanlshop/user/refresh', null)
    assert.equal(refresh.body.code, 1, refresh.body.msg)
    assert.equal(refresh.body.data.userinfo.id, session.userinfo.id)
    assert.equal(refresh.body.data.userinfo.usdt_amount, '0.00')
    assert.deepEqual(refresh.body.data.statistics, {
      order: { whole: 0, groups: 0, pay: 0, delive: 0, receiving: 0, evaluate: 0, customer: 0 },
      dynamic: { collection: 0, concern: 0, footprint: 0, coupon: 0, accountbank: 0 },
      notice: { order: 0, notice: 0, chat: 0 },
      logistics: []
    })
    const refreshEmpty = await me.post<SessionPayload>('/wanlshop/user/refresh', {})
    assert.equal(refreshEmpty.body.code, 1)

    const out = await me.get('/wanlshop/user/logout')
    assert.equal(out.body.code, 1)
    const after = await me.get('/wanlshop/token/check')
    assert.equal(after.status, 401)
    assert.equal(after.body.code, 401)
    assert.equal(after.body.msg, 'Please log in')
    const zh = await me.get('/wanlshop/token/check', {}, { lang: 'zh-CN,zh;q=0.9' })
    assert.equal(zh.body.msg, '请先登录')
  })

  test('only the token header authenticates', async () => {
    const { session } = await newUser(api, Wallet.createRandom())
    const viaQuery = await api.get('/wanlshop/token/check', { token: session.userinfo.token })
    assert.equal(viaQuery.status, 401)
    const forged = await api.get('/wanlshop/token/check', {}, { token: 'f'.repeat(64) })
    assert.equal(forged.status, 401)
  })
})

describe('profile', () => {
  test('validates and saves', async () => {
    const { api: me } = await newUser(api, Wallet.createRandom())
    const long = await me.post('/wanlshop/user/profile', { nickname: 'x'.repeat(31) })
    assert.equal(long.body.code, 0)
    assert.match(long.body.msg, /nickname/)
    const blank = await me.post('/wanlshop/user/profile', { nickname: '   ' })
    assert.equal(blank.body.msg, 'Nickname cannot be empty')
    const email = await me.post('/wanlshop/user/profile', { email: 'not-an-email' })
    assert.equal(email.body.msg, 'Please enter a valid e-mail')
    const gender = await me.post('/wanlshop/user/profile', { gender: 7 })
    assert.match(gender.body.msg, /gender/)
    const birthday = await me.post('/wanlshop/user/profile', { birthday: '2001-02-30' })
    assert.equal(birthday.body.msg, 'Birthday must be a date like YYYY-MM-DD')
    const avatar = await me.post('/wanlshop/user/profile', { avatar: 'https://evil.example.com/x.png' })
    assert.equal(avatar.body.msg, 'The avatar must be an image uploaded to this site')
    const traversal = await me.post('/wanlshop/user/profile', { avatar: '/uploads/../../etc/passwd.png' })
    assert.equal(traversal.body.code, 0)

    const okRes = await me.post<UserInfo>('/wanlshop/user/profile', { nickname: ' 小明 ', bio: '你好', gender: 1, birthday: '2000-01-31', email: 'ming@example.com' })
    assert.equal(okRes.body.code, 1, okRes.body.msg)
    assert.equal(okRes.body.data.nickname, '小明')
    assert.equal(okRes.body.data.bio, '你好')
    assert.equal(okRes.body.data.gender, 1)
    assert.equal(okRes.body.data.birthday, '2000-01-31')
    assert.equal(okRes.body.data.email, 'ming@example.com')
    const refreshed = await me.post<SessionPayload>('/wanlshop/user/refresh', {})
    assert.equal(refreshed.body.data.userinfo.nickname, '小明')
  })

  test('needs a login', async () => {
    const res = await api.post('/wanlshop/user/profile', { nickname: 'x' })
    assert.equal(res.status, 401)
    assert.equal(res.body.code, 401)
  })
})
