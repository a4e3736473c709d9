import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import type { UserInfo } from '../../types/user'
import { users } from '../db/schema'
import { lastMailTo } from '../adapters/mail'
import { encodePng } from '../seed/png'
import { startServer, type TestServer } from './helpers/server'
import { makeUser, okData, refusedWith } from './helpers/buying'

// Account extras: the avatar must be the user's own upload; payment-password codes go only to the
// account's verified e-mail (the address given counts only while none is verified), a few per hour.

let srv: TestServer
before(async () => { srv = await startServer({ env: { RATE_LIMIT_CODE: '1000/min' } }) })
after(async () => { await srv.close() })

const codeIn = (text: string): string => /\b(\d{6})\b/.exec(text)![1]

describe('avatar ownership', () => {
  test('a user may set only their own upload as avatar', async () => {
    const alice = await makeUser(srv.db, srv.url, 'alice')
    const bob = await makeUser(srv.db, srv.url, 'bob')
    const up = okData(await bob.api.upload(encodePng(4, 4, new Uint8Array(48).fill(90)), 'b.png', 'image/png'))
    refusedWith(await alice.api.post('/wanlshop/user/profile', { avatar: up.url }), 'The avatar must be an image uploaded to this site')
    refusedWith(await alice.api.post('/wanlshop/user/profile', { avatar: up.fullurl }), 'The avatar must be an image uploaded to this site')
    assert.equal(okData(await bob.api.post<UserInfo>('/wanlshop/user/profile', { avatar: up.url })).avatar, up.url)
  })
})

describe('payment-password codes by e-mail', () => {
  test('the first code goes to the address given; once verified, codes go only to the verified address', async () => {
    const u = await makeUser(srv.db, srv.url, 'owner')
    okData(await u.api.post('/wanlshop/user/payPwdCode', { email: 'owner@example.com' }))
    const code = codeIn(lastMailTo(srv.app.ctx.mail, 'owner@example.com')!.text)
    okData(await u.api.post('/wanlshop/user/resetPayPwd', { email: 'owner@example.com', code, password: '135790', repassword: '135790' }))

    // someone holding the session asks for a code at their own address
    const sent = await u.api.post('/wanlshop/user/payPwdCode', { email: 'thief@evil.example' })
    assert.equal(sent.body.code, 1)
    assert.equal(sent.body.msg, 'The code was sent to your verified e-mail o***@example.com')
    assert.equal(lastMailTo(srv.app.ctx.mail, 'thief@evil.example'), null, 'nothing goes to the other address')
    const second = codeIn(lastMailTo(srv.app.ctx.mail, 'owner@example.com')!.text)
    refusedWith(await u.api.post('/wanlshop/user/resetPayPwd', { email: 'thief@evil.example', code: second, password: '111111', repassword: '111111' }), 'The code is wrong or has expired')

    // changing the profile e-mail does not move the verified address
    okData(await u.api.post('/wanlshop/user/profile', { email: 'thief@evil.example' }))
    okData(await u.api.post('/wanlshop/user/payPwdCode', { email: 'thief@evil.example' }))
    assert.equal(lastMailTo(srv.app.ctx.mail, 'thief@evil.example'), null)
    const [row] = await srv.db.select({ verified: users.verifiedEmail }).from(users).where(eq(users.id, u.id))
    assert.equal(row.verified, 'owner@example.com')
  })

  test('at most 5 codes per user per hour, whatever the client', async () => {
    const u = await makeUser(srv.db, srv.url, 'spam')
    for (let i = 0; i < 5; i++) okData(await u.api.post('/wanlshop/user/payPwdCode', { email: `spam${i}@example.com` }))
    refusedWith(await u.api.post('/wanlshop/user/payPwdCode', { email: 'spam5@example.com' }), 'Too many codes requested; please try again in an hour')
    assert.equal(lastMailTo(srv.app.ctx.mail, 'spam5@example.com'), null)
  })
})
