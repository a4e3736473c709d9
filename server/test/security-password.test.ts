import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import type { AddOrderResult, Address } from '../../types/order'
import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { users } from '../db/schema'
import { startServer, type TestServer } from './helpers/server'
import { BEIJING, balanceOf, credit, makeGoods, makeShop, makeUser, okData, setPayPassword } from './helpers/buying'

// The payment-password lockout under a burst of concurrent guesses: each guess reserves its try in
// one atomic step before the hash is compared, so N guesses cost N tries and nothing passes a lock.

let srv: TestServer

/** The stored format of hashPayPassword with scrypt N = 2^15 (about 16x the default cost). */
async function slowHash (password: string): Promise<string> {
  const salt = crypto.randomBytes(16)
  const hash = await new Promise<Buffer>((resolve, reject) => {
    crypto.scrypt(password, salt, 32, { N: 32_768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (err, key) => { err === null ? resolve(key) : reject(err) })
  })
  return `scrypt$32768$8$1$${salt.toString('base64')}$${hash.toString('base64')}`
}
before(async () => { srv = await startServer() })
after(async () => { await srv.close() })

describe('payment password lockout under concurrency', () => {
  test('a burst of 40 wrong guesses, and the right password while they are in flight: 5 checked, then locked, nothing paid', async () => {
    const merchant = await makeUser(srv.db, srv.url, 'merchant')
    const shop = await makeShop(srv.db, merchant.id)
    const tea = await makeGoods(srv.db, shop, { price: '8.00', stock: 20 })
    const u = await makeUser(srv.db, srv.url, 'victim')
    const addr = okData(await u.api.post<Address>('/wanlshop/address/address', { type: 'add', data: BEIJING }))
    const id = okData(await u.api.post<AddOrderResult>('/wanlshop/order/addOrder', {
      token: 'burst-order-1', order: { address_id: addr.id, lists: [{ shop_id: shop, products: [{ goods_id: tea.id, sku_id: tea.skus[0], number: 1 }] }] }
    })).order_ids[0]
    await credit(srv.db, u.id, 'usdt', '100')
    // a costlier stored hash (stored hashes name their parameters) holds each check open longer,
    // the window in which a check that reads the lock first lets later guesses through
    await srv.db.update(users).set({ payPasswordHash: await slowHash('123456') }).where(eq(users.id, u.id))
    const pay = async (password: string, key: string) => await u.api.postConcurrent('/wanlshop/pay/payment', { order_ids: [id], asset: 'usdt', pay_password: password, key })

    // the right password goes out once five guesses have been answered, while the other 35 are
    // still in flight: five answered checks are five recorded failures, so it must meet the lock
    let answered = 0
    let fifthAnswered!: () => void
    const fifth = new Promise<void>((resolve) => { fifthAnswered = resolve })
    const guesses = Array.from({ length: 40 }, async (_, i) => {
      const r = await pay(String(200000 + i), `burst-key-${i}`)
      if (++answered === 5) fifthAnswered()
      return r
    })
    await fifth
    const right = await pay('123456', 'burst-key-right')
    const msgs = (await Promise.all(guesses)).map((r) => r.body.msg)
    const wrong = msgs.filter((m) => /^Wrong payment password/.test(m)).sort()
    const locked = msgs.filter((m) => /^Too many wrong payment passwords/.test(m))
    assert.equal(wrong.length + locked.length, msgs.length, `every answer is wrong or locked: ${JSON.stringify(msgs)}`)
    // checks ran one after another: 4, 3, 2, 1 tries left, then the lock for all the rest
    assert.deepEqual(wrong, ['Wrong payment password, 1 tries left', 'Wrong payment password, 2 tries left', 'Wrong payment password, 3 tries left', 'Wrong payment password, 4 tries left'])
    assert.match(right.body.msg, /^Too many wrong payment passwords/, 'the right password, sent after five answers, met the lock')
    assert.match((await pay('123456', 'after-burst-key')).body.msg, /^Too many wrong payment passwords/)
    assert.equal(await balanceOf(srv.db, u.id, 'usdt'), '100.00000000', 'nothing was paid')
  })

  test('a lone burst of wrong guesses locks after exactly five checks', async () => {
    const u = await makeUser(srv.db, srv.url, 'lone')
    await setPayPassword(srv.db, u.id, '123456')
    const burst = await Promise.all(Array.from({ length: 30 }, async (_, i) =>
      await u.api.postConcurrent('/wanlshop/pay/payment', { order_ids: [1], asset: 'usdt', pay_password: String(300000 + i), key: `lone-key-${i}` })))
    const wrong = burst.filter((r) => /^Wrong payment password/.test(r.body.msg)).map((r) => r.body.msg).sort()
    assert.deepEqual(wrong, ['Wrong payment password, 1 tries left', 'Wrong payment password, 2 tries left', 'Wrong payment password, 3 tries left', 'Wrong payment password, 4 tries left'])
    assert.equal(burst.filter((r) => /^Too many wrong payment passwords/.test(r.body.msg)).length, 26)
    const right = await u.api.post('/wanlshop/pay/payment', { order_ids: [1], asset: 'usdt', pay_password: '123456', key: 'lone-key-right' })
    assert.match(right.body.msg, /^Too many wrong payment passwords/)
  })
})
