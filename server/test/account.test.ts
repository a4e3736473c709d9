import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import type { AccountSecurity, MyComment, NoticeSettings } from '../../types/account'
import type { Paginated } from '../../types/envelope'
import { goodsComments } from '../db/schema'
import { lastMailTo } from '../adapters/mail'
import { issueToken } from '../modules/auth/service'
import { startServer, type TestServer } from './helpers/server'
import { makeGoods, makeShop, makeUser, okData, refusedWith } from './helpers/buying'

// Account settings and security (issue 19): message settings on the server, signed-in devices,
// proving and changing the e-mail, my reviews — each bound to its owner.

let srv: TestServer
before(async () => { srv = await startServer({ env: { RATE_LIMIT_CODE: '1000/min' } }) })
after(async () => { await srv.close() })

const codeIn = (text: string): string => /\b(\d{6})\b/.exec(text)![1]
const lastCode = (to: string): string => codeIn(lastMailTo(srv.app.ctx.mail, to)!.text)

describe('message settings', () => {
  test('all on by default, saved per user, a partial save keeps the rest; anonymous is 401', async () => {
    const a = await makeUser(srv.db, srv.url, 'notice-a')
    const b = await makeUser(srv.db, srv.url, 'notice-b')
    assert.deepEqual(okData(await a.api.get<NoticeSettings>('/wanlshop/user/notice')), { pushs: true, voice: true, shock: true })
    const saved = await a.api.post<NoticeSettings>('/wanlshop/user/notice', { voice: false })
    assert.equal(saved.body.msg, 'Saved')
    assert.deepEqual(saved.body.data, { pushs: true, voice: false, shock: true })
    okData(await a.api.post('/wanlshop/user/notice', { shock: false }))
    assert.deepEqual(okData(await a.api.get<NoticeSettings>('/wanlshop/user/notice')), { pushs: true, voice: false, shock: false })
    assert.deepEqual(okData(await b.api.get<NoticeSettings>('/wanlshop/user/notice')), { pushs: true, voice: true, shock: true }, 'b is untouched')
    refusedWith(await a.api.post('/wanlshop/user/notice', { pushs: 'yes' }), /pushs/)
    const anon = await a.api.withToken(null).get('/wanlshop/user/notice')
    assert.equal(anon.status, 401)
  })
})

describe('signed-in devices', () => {
  test('lists the live sessions with the current one first; signing another out ends it; the current and other users\' cannot be', async () => {
    const u = await makeUser(srv.db, srv.url, 'devices')
    const other = await issueToken(srv.db, u.id, 30, 'weapp')
    const phone = u.api.withToken(other.token)
    const sec = okData(await u.api.get<AccountSecurity>('/wanlshop/user/security'))
    assert.equal(sec.devices.length, 2)
    assert.equal(sec.devices[0].current, true)
    assert.equal(sec.devices[1].client, 'weapp')
    assert.ok(!JSON.stringify(sec).includes(other.tokenHash) && !JSON.stringify(sec).includes(other.token), 'neither token nor hash is shown')
    refusedWith(await u.api.post('/wanlshop/user/deviceLogout', { id: sec.devices[0].id }), 'To sign out this device, use Log out in Settings')

    // someone else cannot sign the phone out, even knowing its id
    const stranger = await makeUser(srv.db, srv.url, 'stranger')
    refusedWith(await stranger.api.post('/wanlshop/user/deviceLogout', { id: sec.devices[1].id }), 'That device is already signed out')
    assert.equal((await phone.get('/wanlshop/token/check')).body.code, 1)

    const out = await u.api.post('/wanlshop/user/deviceLogout', { id: sec.devices[1].id })
    assert.equal(out.body.msg, 'That device has been signed out')
    assert.equal((await phone.get('/wanlshop/token/check')).status, 401, 'the phone\'s token no longer works')
    refusedWith(await u.api.post('/wanlshop/user/deviceLogout', { id: sec.devices[1].id }), 'That device is already signed out')
    assert.equal(okData(await u.api.get<AccountSecurity>('/wanlshop/user/security')).devices.length, 1)
  })
})

describe('e-mail: prove it, change it', () => {
  test('the profile e-mail is proved by a code; changing it then needs codes from both the old and the new address', async () => {
    const u = await makeUser(srv.db, srv.url, 'mail')
    refusedWith(await u.api.post('/wanlshop/user/emailCode', { purpose: 'verify' }), 'Please add an e-mail to your profile first')
    okData(await u.api.post('/wanlshop/user/profile', { email: 'First@Example.com' }))
    const sent = await u.api.post('/wanlshop/user/emailCode', { purpose: 'verify' })
    assert.equal(sent.body.msg, 'A code has been sent to f***@example.com')
    refusedWith(await u.api.post('/wanlshop/user/verifyEmail', { code: '000000' === lastCode('first@example.com') ? '111111' : '000000' }), 'The code is wrong or has expired')
    okData(await u.api.post('/wanlshop/user/verifyEmail', { code: lastCode('first@example.com') }))
    let sec = okData(await u.api.get<AccountSecurity>('/wanlshop/user/security'))
    assert.equal(sec.verified_email, 'f***@example.com')
    refusedWith(await u.api.post('/wanlshop/user/emailCode', { purpose: 'verify' }), 'Your e-mail is already verified')

    // change: a code to the new address alone is not enough
    okData(await u.api.post('/wanlshop/user/emailCode', { purpose: 'new', email: 'second@example.com' }))
    const newCode = lastCode('second@example.com')
    refusedWith(await u.api.post('/wanlshop/user/changeEmail', { email: 'second@example.com', code: newCode }), 'Please enter the code sent to your current e-mail')
    okData(await u.api.post('/wanlshop/user/emailCode', { purpose: 'old' }))
    const oldCode = lastCode('first@example.com')
    refusedWith(await u.api.post('/wanlshop/user/changeEmail', { email: 'second@example.com', code: oldCode, old_code: oldCode === newCode ? '999999' : newCode }), 'The code is wrong or has expired')
    const changed = await u.api.post('/wanlshop/user/changeEmail', { email: 'second@example.com', code: newCode, old_code: oldCode })
    assert.equal(changed.body.msg, 'E-mail changed')
    sec = okData(await u.api.get<AccountSecurity>('/wanlshop/user/security'))
    assert.equal(sec.verified_email, 's***@example.com')
    assert.equal(sec.email, 'second@example.com')
    // the codes were used up
    refusedWith(await u.api.post('/wanlshop/user/changeEmail', { email: 'third@example.com', code: newCode, old_code: oldCode }), 'The code is wrong or has expired')
    refusedWith(await u.api.post('/wanlshop/user/emailCode', { purpose: 'new', email: 'second@example.com' }), 'The new e-mail is the same as the current one')
    refusedWith(await u.api.post('/wanlshop/user/emailCode', { purpose: 'new', email: 'not-an-email' }), 'Please enter a valid e-mail')
    refusedWith(await u.api.post('/wanlshop/user/emailCode', { purpose: 'steal' }), /purpose/)
  })

  test('at most five e-mail codes an hour, however they are asked for at once', async () => {
    const u = await makeUser(srv.db, srv.url, 'burst')
    const answers = await Promise.all(Array.from({ length: 12 }, async (_, i) =>
      await u.api.postConcurrent('/wanlshop/user/emailCode', { purpose: 'new', email: `n${i}@example.com` })))
    assert.equal(answers.filter((r) => r.body.code === 1).length, 5)
    assert.equal(answers.filter((r) => r.body.msg === 'Too many codes requested; please try again in an hour').length, 7)
  })
})

describe('my reviews', () => {
  test('only the caller\'s reviews, newest first, paged, in the reader\'s language', async () => {
    const merchant = await makeUser(srv.db, srv.url, 'shop')
    const shop = await makeShop(srv.db, merchant.id)
    const g = await makeGoods(srv.db, shop, { price: '5.00', stock: 5 })
    const me = await makeUser(srv.db, srv.url, 'reviewer')
    const other = await makeUser(srv.db, srv.url, 'other')
    await srv.db.insert(goodsComments).values([
      { userId: me.id, shopId: shop, goodsId: g.id, content: 'first', score: '4.0', state: 0, createdAt: 1000 },
      { userId: me.id, shopId: shop, goodsId: g.id, content: 'second', score: '2.0', state: 2, createdAt: 2000 },
      { userId: other.id, shopId: shop, goodsId: g.id, content: 'not mine', createdAt: 3000 }
    ])
    const page = okData(await me.api.get<Paginated<MyComment>>('/wanlshop/user/comments', { page: 1, limit: 1 }))
    assert.equal(page.total, 2)
    assert.equal(page.last_page, 2)
    assert.equal(page.data[0].content, 'second')
    assert.equal(page.data[0].score, '2.0')
    assert.equal(page.data[0].goods_id, g.id)
    const all = okData(await me.api.get<Paginated<MyComment>>('/wanlshop/user/comments'))
    assert.deepEqual(all.data.map((c) => c.content), ['second', 'first'])
    refusedWith(await me.api.get('/wanlshop/user/comments', { page: 0 }), /page/)
  })
})

describe('custom pages', () => {
  test('a platform page of modules by id, goods blocks filled; an unknown id is refused in the reader\'s language', async () => {
    const seeded = await startServer({ seed: true })
    try {
      const { pages } = await import('../db/schema')
      const [home] = await seeded.db.select({ id: pages.id }).from(pages).limit(1)
      const api = (await makeUser(seeded.db, seeded.url, 'page')).api
      const page = okData(await api.withToken(null).get<{ page: Record<string, unknown>, item: Array<{ type: string, data: unknown[], name: string }> }>('/wanlshop/common/page', { id: home.id }))
      const hot = page.item.find((m) => m.type === 'goods')!
      assert.ok(hot.data.length > 0, 'goods blocks carry their goods')
      assert.equal(page.item[0].name, 'Search', 'in English')
      refusedWith(await api.get('/wanlshop/common/page', { id: 99999 }), 'This page does not exist or has been taken down')
      refusedWith(await api.get('/wanlshop/common/page', { id: 'x' }), /id/)
    } finally {
      await seeded.close()
    }
  })
})
