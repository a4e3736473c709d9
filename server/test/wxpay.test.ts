import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { AddOrderResult, Address, PaymentResult } from '../../types/order'
import type { MyCoupon } from '../../types/coupon'
import type { RefundPreview } from '../../types/refund'
import type { ClientPayParams } from '../adapters/wechat-pay'
import { aesGcmDecrypt, aesGcmEncrypt, rsaSign, rsaVerify } from '../adapters/wechat-pay'
import { couponTemplates, ledger, orderGoods, orders, payments, refunds, wxpayLogs, wxpayRefunds, wxpayTrades } from '../db/schema'
import { startFakeWechatPay, type FakeWechatPay } from '../dev/wechat-pay-fake'
import { runJobs } from '../lib/scheduler'
import { now } from '../lib/time'
import { startFakeWechat, type FakeWechat } from './fakes/wechat'
import { startServer, type TestServer } from './helpers/server'
import {
  BEIJING, assertLedgerBalances, balanceOf, credit, makeGoods, makeShop, makeUser, okData, refusedWith, setPayPassword,
  type MadeGoods, type TestUser
} from './helpers/buying'

// WeChat Pay (issue 21) through real HTTP against the local WeChat Pay of server/dev/wechat-pay-fake.ts
// (API v3: our request signatures checked, its answers and notifications signed and encrypted).
// Issue 21 "Must hold": a notification with a bad signature, a wrong amount, an unknown order, or
// replayed twice settles nothing extra; two instances receiving the same notification settle once;
// the order paid by balance in the meantime is not paid twice (the second payment is refunded
// automatically and logged).

let pay: FakeWechatPay
let wx: FakeWechat
let srv: TestServer
let buyer: TestUser
let merchant: TestUser
let shop: number
let item: MadeGoods
let addressId: number

const key = (): string => crypto.randomBytes(8).toString('hex')

function payEnv (p: FakeWechatPay, w: FakeWechat): Record<string, string> {
  return {
    WECHAT_PAY_API_BASE: p.base,
    WECHAT_PAY_MCH_ID: p.keys.mchId,
    WECHAT_PAY_API_V3_KEY: p.keys.apiV3Key,
    WECHAT_PAY_PRIVATE_KEY: p.keys.merchantPrivateKey,
    WECHAT_PAY_SERIAL: p.keys.merchantSerial,
    WECHAT_PAY_PLATFORM_CERT: p.keys.platformPublicKey,
    WECHAT_API_BASE: w.base,
    WECHAT_MP_APP_ID: w.mpAppId,
    WECHAT_MP_APP_SECRET: w.mpAppSecret,
    WECHAT_APP_ID: w.appId,
    WECHAT_APP_SECRET: w.appSecret
  }
}

before(async () => {
  pay = await startFakeWechatPay(undefined, { autoNotifyRefunds: false })
  wx = await startFakeWechat()
  srv = await startServer({ env: payEnv(pay, wx) })
  buyer = await makeUser(srv.db, srv.url, 'buyer')
  merchant = await makeUser(srv.db, srv.url, 'merchant')
  shop = await makeShop(srv.db, merchant.id, { first: '0', additional: '0', freeOver: null })
  item = await makeGoods(srv.db, shop, { price: '10.00', stock: 100 })
  addressId = okData(await buyer.api.post<Address>('/wanlshop/address/address', { type: 'add', data: BEIJING })).id
})
after(async () => { await srv.close(); await pay.close(); await wx.close() })

async function place (u: TestUser = buyer): Promise<number> {
  const addr = u === buyer ? addressId : okData(await u.api.post<Address>('/wanlshop/address/address', { type: 'add', data: BEIJING })).id
  const r = okData(await u.api.post<AddOrderResult>('/wanlshop/order/addOrder', {
    token: key(), order: { address_id: addr, lists: [{ shop_id: shop, products: [{ goods_id: item.id, sku_id: item.skus[0], number: 1 }] }] }
  }))
  return r.order_ids[0]
}

interface Prepaid { trade_no: string, total_cny: string, params: ClientPayParams }

async function prepay (body: Record<string, unknown>, u: TestUser = buyer): Promise<Prepaid> {
  return okData(await u.api.post<Prepaid>('/wanlshop/wxpay/prepay', { channel: 'jsapi', code: 'buyer-1', ...body }))
}

/** What WeChat's payment sheet does when the buyer confirms: the paySign checked, the trade paid. */
async function confirmInSheet (p: ClientPayParams, notify: boolean): Promise<number> {
  const res = await fetch(`${pay.base}/fake/pay`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...p, notify }) })
  return res.status
}

const stateOf = async (id: number): Promise<number> => (await srv.db.select({ state: orders.state }).from(orders).where(eq(orders.id, id)))[0].state
const trade = async (no: string) => (await srv.db.select().from(wxpayTrades).where(eq(wxpayTrades.outTradeNo, no)))[0]
const notifyUrl = `/notify/wxpay/transaction`
const jobs = async (at = now()) => await runJobs(srv.app.ctx.jobs, at, { db: srv.db, config: srv.app.ctx.config })

describe('the v3 primitives', () => {
  test('RSA-SHA256 signatures verify only with the matching key and message; AES-256-GCM refuses altered text', () => {
    const sig = rsaSign(pay.keys.merchantPrivateKey, 'a\nb\n')
    assert.equal(rsaVerify(pay.keys.merchantPublicKey, 'a\nb\n', sig), true)
    assert.equal(rsaVerify(pay.keys.merchantPublicKey, 'a\nc\n', sig), false)
    assert.equal(rsaVerify(pay.keys.platformPublicKey, 'a\nb\n', sig), false)
    const k = pay.keys.apiV3Key
    const ct = aesGcmEncrypt(k, '123456789012', 'transaction', '{"x":1}')
    assert.equal(aesGcmDecrypt(k, '123456789012', 'transaction', ct), '{"x":1}')
    assert.throws(() => aesGcmDecrypt(k, '123456789012', 'refund', ct))
  })
})

describe('channels', () => {
  test('without WECHAT_PAY_* the channel is hidden and prepay refused', async () => {
    const plain = await startServer({ database: srv.database })
    try {
      const c = okData(await buyer.api.get<{ jsapi: boolean, miniapp: boolean }>('/wanlshop/wxpay/channels'))
      assert.deepEqual([c.jsapi, c.miniapp], [true, true])
      const u = await makeUser(srv.db, plain.url)
      const off = okData(await u.api.get<{ jsapi: boolean, miniapp: boolean }>('/wanlshop/wxpay/channels'))
      assert.deepEqual([off.jsapi, off.miniapp], [false, false])
      refusedWith(await u.api.post('/wanlshop/wxpay/prepay', { channel: 'jsapi', recharge: '1' }), 'WeChat Pay is not available')
    } finally { await plain.close() }
  })

  test('the official-account openid comes from the web authorisation code; none or a bad one is refused (spec §8)', async () => {
    const u = await makeUser(srv.db, srv.url)
    const id = await place(u)
    const needCode = await u.api.post('/wanlshop/wxpay/prepay', { channel: 'jsapi', order_ids: [id] })
    refusedWith(needCode, 'WeChat authorisation is needed')
    assert.deepEqual(needCode.body.data, { authorize: true })
    refusedWith(await u.api.post('/wanlshop/wxpay/prepay', { channel: 'jsapi', order_ids: [id], code: 'bad-1' }), 'Failed to get the WeChat code')
    // the mini program's openid is the one of WeChat login: an account without it is told so
    refusedWith(await u.api.post('/wanlshop/wxpay/prepay', { channel: 'miniapp', order_ids: [id] }), 'Sign in with WeChat first')
    const p = await prepay({ order_ids: [id], code: 'u2-x' }, u)
    assert.equal(pay.trades.get(p.trade_no)?.openid, 'oMp_u2')
    refusedWith(await u.api.post('/wanlshop/wxpay/prepay', { channel: 'jsapi', recharge: '-1' }), 'Enter a valid recharge amount (0.01–100000 USDT)')
  })

  test('an order in a group-buy team is paid from a balance: a failed team refunds through the ledger, which WeChat Pay cannot take', async () => {
    const u = await makeUser(srv.db, srv.url)
    const id = await place(u)
    await srv.db.update(orders).set({ orderType: 'groups', groupTeamId: 1 }).where(eq(orders.id, id))
    refusedWith(await u.api.post('/wanlshop/wxpay/prepay', { channel: 'jsapi', order_ids: [id], code: 'u3-x' }), 'Pay group orders from your balance')
    assert.equal((await srv.db.select().from(wxpayTrades)).filter((t) => t.userId === u.id).length, 0)
  })
})

describe('paying an order', () => {
  test('prepay in CNY at usdt_cny, the client parameters signed, the notification settles the order once', async () => {
    const id = await place()
    const p = await prepay({ order_ids: [id] })
    assert.equal(p.total_cny, '72.00') // 10 USDT × 7.20
    assert.equal(pay.trades.get(p.trade_no)?.total, 7200)
    assert.equal(p.params.signType, 'RSA')
    assert.match(p.params.package, /^prepay_id=/)
    // asked again (the sheet cancelled, retry): the same WeChat order, not a second one
    const again = await prepay({ order_ids: [id] })
    assert.equal(again.trade_no, p.trade_no)
    assert.equal(await confirmInSheet({ ...p.params, paySign: p.params.paySign.replace(/^./, (c) => c === 'A' ? 'B' : 'A') }, true), 400)
    assert.equal(await confirmInSheet(p.params, true), 200)
    assert.equal(pay.sent.at(-1)?.status, 204)
    assert.equal(await stateOf(id), 2)
    const recs = await srv.db.select().from(payments).where(eq(payments.orderId, id))
    assert.deepEqual(recs.map((r) => [r.asset, Number(r.amount)]), [['cny', 72]])
    const [o] = await srv.db.select({ asset: orders.payAsset, amount: orders.payAmount }).from(orders).where(eq(orders.id, id))
    assert.deepEqual([o.asset, Number(o.amount)], ['cny', 72])
    assert.equal((await trade(p.trade_no)).state, 'paid')
    // the buyer's "I have paid" now just reads it
    const c = okData(await buyer.api.post<{ state: string }>('/wanlshop/wxpay/confirm', { trade_no: p.trade_no }))
    assert.equal(c.state, 'paid')
  })

  test('bad signature, wrong amount, unknown order, replay: nothing extra is settled', async () => {
    const id = await place()
    const p = await prepay({ order_ids: [id] })
    assert.equal(await confirmInSheet(p.params, false), 200)
    const base = srv.url + notifyUrl
    // forged: signed with the merchant's key instead of the platform's
    const good = pay.notification('transaction', p.trade_no)
    const forged = { headers: { ...good.headers, 'Wechatpay-Signature': rsaSign(pay.keys.merchantPrivateKey, `${good.headers['Wechatpay-Timestamp']}\n${good.headers['Wechatpay-Nonce']}\n${good.body}\n`) }, body: good.body }
    assert.equal(await pay.deliver(base, forged), 401)
    // the body altered after signing
    assert.equal(await pay.deliver(base, { headers: good.headers, body: good.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') }), 401)
    // properly signed by the platform, but not what was charged / not our trade
    assert.equal(await pay.deliver(base, pay.notification('transaction', p.trade_no, { amount: { total: 1, payer_total: 1, currency: 'CNY' } })), 400)
    assert.equal(await pay.deliver(base, pay.notification('transaction', p.trade_no, { out_trade_no: 'Wnope' })), 400)
    // a genuine notification held back and replayed after 5 minutes: refused by its signed timestamp
    const stale = pay.notification('transaction', p.trade_no)
    const ts = String(Math.floor(Date.now() / 1000) - 600)
    stale.headers['Wechatpay-Timestamp'] = ts
    stale.headers['Wechatpay-Signature'] = rsaSign(pay.keys.platformPrivateKey, `${ts}\n${stale.headers['Wechatpay-Nonce']}\n${stale.body}\n`)
    assert.equal(await pay.deliver(base, stale), 401)
    assert.equal(await stateOf(id), 1)
    assert.equal((await trade(p.trade_no)).state, 'created')
    // the real one, then replayed twice
    assert.equal(await pay.deliver(base, good), 204)
    assert.equal(await pay.deliver(base, good), 204)
    assert.equal(await pay.deliver(base, pay.notification('transaction', p.trade_no)), 204)
    assert.equal(await stateOf(id), 2)
    assert.equal((await srv.db.select().from(payments).where(eq(payments.orderId, id))).length, 1)
    const paidLogs = await srv.db.select().from(wxpayLogs).where(sql`trade_id = ${(await trade(p.trade_no)).id} and event = 'paid'`)
    assert.equal(paidLogs.length, 1)
    const refusedLogs = await srv.db.select().from(wxpayLogs).where(sql`event in ('forged', 'mismatch', 'unknown')`)
    assert.ok(refusedLogs.length >= 4)
  })

  test('two instances on one database receiving the same notification settle once', async () => {
    const other = await startServer({ database: srv.database, env: payEnv(pay, wx) })
    try {
      const id = await place()
      const p = await prepay({ order_ids: [id] })
      assert.equal(await confirmInSheet(p.params, false), 200)
      const n = pay.notification('transaction', p.trade_no)
      const answers = await Promise.all([srv.url, other.url, srv.url, other.url].map(async (b) => await pay.deliver(b + notifyUrl, n)))
      assert.deepEqual(answers, [204, 204, 204, 204])
      assert.equal(await stateOf(id), 2)
      assert.equal((await srv.db.select().from(payments).where(eq(payments.orderId, id))).length, 1)
      const logs = await srv.db.select().from(wxpayLogs).where(sql`trade_id = ${(await trade(p.trade_no)).id} and event = 'paid'`)
      assert.equal(logs.length, 1)
    } finally { await other.close() }
  })

  test('paid from the balance meanwhile: the WeChat payment is refunded automatically and logged', async () => {
    await setPayPassword(srv.db, buyer.id)
    await credit(srv.db, buyer.id, 'usdt', '100')
    const id = await place()
    const p = await prepay({ order_ids: [id] })
    okData(await buyer.api.post<PaymentResult>('/wanlshop/pay/payment', { order_ids: [id], asset: 'usdt', pay_password: '123456', key: key() }))
    assert.equal(await confirmInSheet(p.params, true), 200)
    assert.equal(pay.sent.at(-1)?.status, 204)
    const t = await trade(p.trade_no)
    assert.equal(t.state, 'refunding')
    assert.deepEqual((await srv.db.select().from(payments).where(eq(payments.orderId, id))).map((r) => r.asset), ['usdt'])
    const [auto] = await srv.db.select().from(wxpayLogs).where(sql`trade_id = ${t.id} and event = 'auto_refund'`)
    assert.match(auto.note, /refunded in full/)
    // the job sends the refund; WeChat's notification completes it
    await jobs()
    const [r] = await srv.db.select().from(wxpayRefunds).where(eq(wxpayRefunds.tradeId, t.id))
    assert.equal(r.state, 'requested')
    assert.equal(pay.refunds.get(r.outRefundNo)?.refund, 7200)
    await jobs() // nothing sent twice
    assert.equal(pay.trades.get(p.trade_no)?.refunded, 7200)
    assert.equal(await pay.deliver(srv.url + '/notify/wxpay/refund', pay.notification('refund', r.outRefundNo)), 204)
    assert.equal(await pay.deliver(srv.url + '/notify/wxpay/refund', pay.notification('refund', r.outRefundNo)), 204)
    assert.equal((await trade(p.trade_no)).state, 'refunded')
    await assertLedgerBalances(srv.db)
  })

  test('"I have paid" before the notification: WeChat is asked and the order settled', async () => {
    const id = await place()
    const p = await prepay({ order_ids: [id] })
    const before = okData(await buyer.api.post<{ state: string }>('/wanlshop/wxpay/confirm', { trade_no: p.trade_no }))
    assert.equal(before.state, 'created')
    assert.equal(await confirmInSheet(p.params, false), 200)
    const c = okData(await buyer.api.post<{ state: string }>('/wanlshop/wxpay/confirm', { trade_no: p.trade_no }))
    assert.equal(c.state, 'paid')
    assert.equal(await stateOf(id), 2)
    // and the late notification changes nothing
    assert.equal(await pay.deliver(srv.url + notifyUrl, pay.notification('transaction', p.trade_no)), 204)
    assert.equal((await srv.db.select().from(payments).where(eq(payments.orderId, id))).length, 1)
    // someone else's trade is not theirs to see
    const stranger = await makeUser(srv.db, srv.url)
    refusedWith(await stranger.api.post('/wanlshop/wxpay/confirm', { trade_no: p.trade_no }), 'Payment not found')
  })

  test('an unpaid prepay order is closed with its order\'s close timer', async () => {
    const id = await place()
    const p = await prepay({ order_ids: [id] })
    await jobs(now() + 31 * 60)
    assert.equal((await trade(p.trade_no)).state, 'closed')
    assert.equal(pay.trades.get(p.trade_no)?.state, 'CLOSED')
    assert.equal(await stateOf(id), 7)
    assert.equal(await confirmInSheet(p.params, true), 400)
  })
})

describe('recharge and after-sales', () => {
  test('a USDT recharge bought with CNY is credited once (ledger bill type recharge)', async () => {
    const u = await makeUser(srv.db, srv.url)
    const p = await prepay({ recharge: '12.5', code: 'rc-1' }, u)
    assert.equal(p.total_cny, '90.00')
    assert.equal(await confirmInSheet(p.params, true), 200)
    assert.equal(await pay.deliver(srv.url + notifyUrl, pay.notification('transaction', p.trade_no)), 204)
    assert.equal(Number(await balanceOf(srv.db, u.id, 'usdt')), 12.5)
    const rows = await srv.db.select().from(ledger).where(sql`user_id = ${u.id} and bill_type = 'recharge'`)
    assert.equal(rows.length, 1)
    await assertLedgerBalances(srv.db)
  })

  test('an after-sales refund of a WeChat-paid line goes through the refund API; its notification completes it', async () => {
    const id = await place()
    const p = await prepay({ order_ids: [id] })
    assert.equal(await confirmInSheet(p.params, true), 200)
    const [line] = await srv.db.execute<{ id: number }>(sql`select id from order_goods where order_id = ${id}`).then((r) => (r as unknown as { rows: Array<{ id: number }> }).rows ?? r as unknown as Array<{ id: number }>)
    const applied = okData(await buyer.api.post<{ id: number }>('/wanlshop/refund/addApply', { order_id: id, goods_id: line.id, type: 'refund', reason: 0, expressType: 0, money: '5', images: [], refund_content: 'wxpay' }))
    const usdtBefore = await balanceOf(srv.db, buyer.id, 'usdt')
    okData(await merchant.api.post('/wanlshop/refund/agree', { id: applied.id, key: key() }))
    const state = async () => (await srv.db.select({ s: refunds.state }).from(refunds).where(eq(refunds.id, applied.id)))[0].s
    assert.equal(await state(), 7) // refunding: WeChat has not paid it back yet
    await jobs()
    const [r] = await srv.db.select().from(wxpayRefunds).where(eq(wxpayRefunds.refundId, applied.id))
    assert.equal(r.amountFen, 3600) // 5 of 10 USDT → half of 72.00 CNY
    assert.equal(pay.refunds.get(r.outRefundNo)?.refund, 3600)
    assert.equal(await pay.deliver(srv.url + '/notify/wxpay/refund', pay.notification('refund', r.outRefundNo)), 204)
    assert.equal(await state(), 4)
    assert.equal(await balanceOf(srv.db, buyer.id, 'usdt'), usdtBefore) // no balance credited: the money went back to WeChat
    await assertLedgerBalances(srv.db)
  })

  test('a WeChat-paid coupon order: the line\'s cap is what it paid (10 − 3 coupon), and refunding it in full gives back all the yuan paid, no more', async () => {
    const [t] = await srv.db.insert(couponTemplates).values({
      shopId: shop, type: 'reduction', name: '满10减3', price: '3', limit: '10', pretype: 'appoint', validity: 7, drawlimit: 1, grantTotal: -1, surplus: 0, createdAt: now()
    }).returning({ id: couponTemplates.id })
    const c = okData(await buyer.api.post<MyCoupon>('/wanlshop/coupon/receive', { id: t.id }))
    const r = okData(await buyer.api.post<AddOrderResult>('/wanlshop/order/addOrder', {
      token: key(), order: { address_id: addressId, lists: [{ shop_id: shop, coupon_id: c.id, products: [{ goods_id: item.id, sku_id: item.skus[0], number: 1 }] }] }
    }))
    assert.equal(r.total, '7.00')
    const id = r.order_ids[0]
    const p = await prepay({ order_ids: [id] })
    assert.equal(p.total_cny, '50.40') // 7 USDT × 7.20
    assert.equal(await confirmInSheet(p.params, true), 200)
    const [line] = await srv.db.select({ id: orderGoods.id }).from(orderGoods).where(eq(orderGoods.orderId, id))
    const preview = okData(await buyer.api.get<RefundPreview>('/wanlshop/refund/preview', { goods_id: line.id }))
    assert.equal(preview.max, '7.00')
    const ask = (money: string) => buyer.api.post<{ id: number }>('/wanlshop/refund/addApply', { order_id: id, goods_id: line.id, type: 'refund', reason: 0, expressType: 0, money, images: [], refund_content: 'coupon' })
    refusedWith(await ask('7.01'), 'The refund amount cannot exceed 7.00')
    const applied = okData(await ask('7.00'))
    okData(await merchant.api.post('/wanlshop/refund/agree', { id: applied.id, key: key() }))
    const state = async () => (await srv.db.select({ s: refunds.state }).from(refunds).where(eq(refunds.id, applied.id)))[0].s
    assert.equal(await state(), 7) // not 8: the payout is within what was paid
    await jobs()
    const [wr] = await srv.db.select().from(wxpayRefunds).where(eq(wxpayRefunds.refundId, applied.id))
    assert.equal(wr.amountFen, 5040)
    assert.equal(await pay.deliver(srv.url + '/notify/wxpay/refund', pay.notification('refund', wr.outRefundNo)), 204)
    assert.equal(await state(), 4)
    await assertLedgerBalances(srv.db)
  })
})
