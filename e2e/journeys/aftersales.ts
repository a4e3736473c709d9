import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { Wallet } from 'ethers'
import type { Page } from 'playwright-core'
import { and, eq, gt, sql } from 'drizzle-orm'
import Decimal from 'decimal.js'
import { test, SHOTS } from '../lib/harness'
import { ctx, newPage, login, openRoute, settled } from '../lib/context'
import { apiAs } from '../lib/session'
import { balances, goods, goodsSku, orderGoods, refunds, shops, users } from '../../server/db/schema'
import { setPayPassword, BEIJING } from '../../server/test/helpers/buying'
import type { ApiClient } from '../../server/test/helpers/client'
import { operatorPage } from './admin'

// After-sales journeys (after-sales issue), two browsers (buyer, merchant): a return and refund
// from the order's goods line through the seller's agreement (with the shop's return address), the
// return parcel and the seller's receipt to money back; and a refund the seller refused, escalated
// by the buyer and decided by the platform. Set-up the buying journey already covers (placing,
// paying, shipping, receiving an order) is done through the API. The platform's decisions are made
// in the admin console (1280 px) by operators of the roles it allows: the refund and the complaint by
// support, the feedback reply by a reviewer.

const key = (): string => crypto.randomBytes(8).toString('hex')

async function idOf (wallet: { address: string }): Promise<number> {
  const [row] = await ctx.server.db.select({ id: users.id }).from(users).where(eq(users.walletAddress, wallet.address.toLowerCase()))
  return row.id
}

async function usdt (userId: number): Promise<Decimal> {
  const [row] = await ctx.server.db.select({ amount: balances.amount }).from(balances).where(and(eq(balances.userId, userId), eq(balances.asset, 'usdt')))
  return new Decimal(row?.amount ?? 0)
}

async function confirmModal (page: Page): Promise<void> {
  await page.locator('.taro__modal .taro-model__confirm').click()
}

/** Runs `act` (a tap that sends `path`), waits for the server's answer (code 1) and checks the refund's new state. */
async function answered (page: Page, path: string, act: () => Promise<void>, id: number, state: number): Promise<void> {
  const res = page.waitForResponse((r) => r.url().includes(`/wanlshop/refund/${path}`) && r.request().method() === 'POST', { timeout: 15000 })
  let body: { code: number, msg: string }
  res.catch(() => undefined)
  try {
    await act()
    body = await (await res).json() as { code: number, msg: string }
  } catch (e) {
    await page.screenshot({ path: `${SHOTS}/failed-refund-${path}.png` })
    throw e
  }
  assert.equal(body.code, 1, `${path}: ${body.msg}`)
  const [r] = await ctx.server.db.select({ s: refunds.state }).from(refunds).where(eq(refunds.id, id))
  assert.equal(r.s, state, `${path}: refund ${id} is in state ${r.s}`)
}

/** Two signed-in browsers: a buyer, and a merchant given the shop of a cheap in-stock product. */
async function actors (): Promise<{ buyer: Page, merchant: Page, buyerApi: ApiClient, merchantApi: ApiClient, buyerId: number, goodsId: number, skuId: number, shopId: number }> {
  const [g] = await ctx.server.db.select({ id: goods.id, shopId: goods.shopId, skuId: goodsSku.id }).from(goods)
    .innerJoin(goodsSku, eq(goodsSku.goodsId, goods.id))
    .where(and(eq(goods.status, 'normal'), gt(goodsSku.stock, 5))).orderBy(goods.price).limit(1)
  const buyerWallet = Wallet.createRandom()
  const merchantWallet = Wallet.createRandom()
  const buyer = await newPage(buyerWallet)
  const merchant = await newPage(merchantWallet)
  await login(buyer)
  await login(merchant)
  const merchantId = await idOf(merchantWallet)
  await ctx.server.db.update(shops).set({ userId: merchantId, tel: '0755-88886666', address: '南山区科技园 8 号退货仓' }).where(eq(shops.id, g.shopId))
  // the merchant's next load knows it owns a shop
  await merchant.reload()
  await merchant.locator('#me-nickname').waitFor({ timeout: 15000 })
  const buyerId = await idOf(buyerWallet)
  await setPayPassword(ctx.server.db, buyerId)
  return { buyer, merchant, buyerApi: await apiAs(buyer), merchantApi: await apiAs(merchant), buyerId, goodsId: g.id, skuId: g.skuId, shopId: g.shopId }
}

/** A paid order of one product (shipped and received when asked), through the API. */
async function paidOrder (a: Awaited<ReturnType<typeof actors>>, opts: { receive: boolean }): Promise<{ orderId: number, lineId: number }> {
  const address = await a.buyerApi.post<{ id: number }>('/wanlshop/address/address', { type: 'add', data: BEIJING })
  const placed = await a.buyerApi.post<{ order_ids: number[] }>('/wanlshop/order/addOrder', {
    token: key(), order: { address_id: address.body.data.id, lists: [{ shop_id: a.shopId, products: [{ goods_id: a.goodsId, sku_id: a.skuId, number: 1 }] }] }
  })
  assert.equal(placed.body.code, 1, placed.body.msg)
  const orderId = placed.body.data.order_ids[0]
  const paid = await a.buyerApi.post('/wanlshop/pay/payment', { order_ids: [orderId], asset: 'usdt', pay_password: '123456', key: key() })
  assert.equal(paid.body.code, 1, paid.body.msg)
  if (opts.receive) {
    const shipped = await a.merchantApi.post('/wanlshop/order/delivery', { id: orderId, express_name: 'shunfeng', express_no: 'SF1234567890' })
    assert.equal(shipped.body.code, 1, shipped.body.msg)
    assert.equal((await a.buyerApi.post('/wanlshop/order/confirmOrder', { id: orderId })).body.code, 1)
  }
  const [line] = await ctx.server.db.select({ id: orderGoods.id }).from(orderGoods).where(eq(orderGoods.orderId, orderId))
  return { orderId, lineId: line.id }
}

/** From the order's details: the line's after-sales link → the apply form → submitted; returns the refund id. */
async function applyFromOrder (buyer: Page, orderId: number, lineId: number, type: 'refund' | 'return', shot: string): Promise<number> {
  await openRoute(buyer, `/pages/user/order/details?id=${orderId}`)
  await buyer.locator(`.order-goods__after-sales[data-line="${lineId}"]:visible`).click()
  await buyer.locator('#refund-submit:visible').waitFor({ timeout: 15000 })
  await buyer.locator('#refund-received-1').click()
  await buyer.locator(`#refund-type-${type}`).click()
  await buyer.locator('#refund-reason').click()
  await buyer.locator('#refund-reason-4').click()
  await buyer.locator('#refund-comment textarea, textarea#refund-comment').first().fill('屏幕有划痕')
  await settled(buyer)
  await buyer.screenshot({ path: `${SHOTS}/${shot}` })
  const answered = buyer.waitForResponse((r) => r.url().includes('/wanlshop/refund/addApply'))
  await buyer.locator('#refund-submit').click()
  const body = await (await answered).json() as { code: number, msg: string, data: { id: number } }
  assert.equal(body.code, 1, body.msg)
  // the app shows "submitted" and goes back to the order 800 ms later (useLeaveAfter): wait for it,
  // as a person would — a test that opened another route in those 800 ms had its navigation aborted
  // by that step back (page.goto: net::ERR_ABORTED, one CI run)
  await buyer.locator('#refund-submit:visible').waitFor({ state: 'detached', timeout: 15000 })
  return body.data.id
}

/** In the console: a screen of the menu, then the table row of `id` (its rowKey). */
async function consoleRow (admin: Page, screen: string, id: number): Promise<ReturnType<Page['locator']>> {
  await admin.locator(`a[data-screen="${screen}"]`).click()
  await admin.waitForURL(new RegExp(`/admin${screen}$`))
  const row = admin.locator(`.ant-table-row[data-row-key="${id}"]`)
  await row.waitFor({ timeout: 15000 })
  return row
}

/** Fills the console's open modal form (field name → text) and saves it; waits for "saved". */
async function consoleModal (admin: Page, fields: Record<string, string>): Promise<void> {
  const modal = admin.locator('.ant-modal-content')
  await modal.waitFor()
  // as a person would, once the modal has finished zooming in: in two CI runs a click made during
  // its opening animation submitted nothing (the modal stayed open with the text in it)
  await modal.evaluate(async (el) => { await Promise.all(el.closest('.ant-modal')!.getAnimations({ subtree: true }).map(async (a) => await a.finished)) })
  for (const [name, text] of Object.entries(fields)) await modal.locator(`input#${name}, textarea#${name}`).fill(text)
  await modal.locator('button.ant-btn-primary').click()
  // the console's answer: "saved", or the reason it was refused (the test then fails with it)
  const toast = admin.locator('.ant-message-success, .ant-message-error, .ant-form-item-explain-error').first()
  await toast.waitFor({ timeout: 15000 })
  assert.ok(await admin.locator('.ant-message-success').count() > 0, `the console refused: ${await toast.innerText()}`)
}

async function openRefund (page: Page, id: number, role?: 'sell'): Promise<void> {
  await openRoute(page, `/pages/user/refund/details?id=${id}${role ? '&role=sell' : ''}`)
  await page.locator('#refund-state:visible').waitFor({ timeout: 15000 })
}

test('after-sales: return and refund — apply from the order, seller agrees, buyer sends the parcel, seller receives it, money back', async () => {
  const a = await actors()
  const { orderId, lineId } = await paidOrder(a, { receive: true })
  const id = await applyFromOrder(a.buyer, orderId, lineId, 'return', 'refund-apply-zh.png')
  const [asked] = await ctx.server.db.select({ amount: refunds.amount }).from(refunds).where(eq(refunds.id, id))

  // the merchant finds it under the shop's orders → refunds tab, opens it and agrees
  await openRoute(a.merchant, '/pages/user/order/order?role=sell&type=customer')
  await a.merchant.locator(`.rf-card[data-id="${id}"]:visible`).waitFor({ timeout: 15000 })
  await settled(a.merchant)
  await a.merchant.screenshot({ path: `${SHOTS}/refund-seller-list-zh.png` })
  await a.merchant.locator(`.rf-card[data-id="${id}"]:visible`).click()
  await a.merchant.locator('#refund-action-agree:visible').waitFor({ timeout: 15000 })
  await settled(a.merchant)
  await a.merchant.screenshot({ path: `${SHOTS}/refund-seller-zh.png` })
  await a.merchant.locator('#refund-action-agree').click()
  await answered(a.merchant, 'agree', async () => { await confirmModal(a.merchant) }, id, 1)

  // the buyer sees the shop's return address and the countdown, and sends the parcel
  await openRefund(a.buyer, id)
  await a.buyer.locator('#refund-return-address:visible').waitFor({ timeout: 15000 })
  assert.match(await a.buyer.locator('#refund-return-address').innerText(), /退货仓/)
  assert.match(await a.buyer.locator('#refund-next').innerText(), /\d+天\d+小时/)
  await settled(a.buyer)
  await a.buyer.screenshot({ path: `${SHOTS}/refund-await-return-zh.png` })
  await a.buyer.locator('#refund-action-express').click()
  await a.buyer.locator('#refund-carrier').click()
  await a.buyer.locator('#refund-carrier-shunfeng').click()
  await a.buyer.locator('#refund-express-no input, input#refund-express-no').first().fill('SF55667788')
  await answered(a.buyer, 'toExpress', async () => { await a.buyer.locator('#refund-express-submit').click() }, id, 6)

  // the merchant confirms the parcel: the buyer is paid back at once
  const before = await usdt(a.buyerId)
  await openRefund(a.merchant, id, 'sell')
  await a.merchant.locator('#refund-action-receive:visible').click()
  await answered(a.merchant, 'receive', async () => { await confirmModal(a.merchant) }, id, 4)
  assert.equal((await usdt(a.buyerId)).minus(before).toFixed(2), new Decimal(asked.amount).toFixed(2), 'the buyer got the amount back')

  await openRefund(a.buyer, id)
  await a.buyer.locator('#refund-payouts:visible').waitFor({ timeout: 15000 })
  await settled(a.buyer)
  await a.buyer.screenshot({ path: `${SHOTS}/refund-completed-zh.png` })
  await a.buyer.locator('#refund-action-log').click()
  await a.buyer.locator('.rf-log:visible').nth(4).waitFor({ timeout: 15000 })
  const actorsSeen = await a.buyer.locator('.rf-log').evaluateAll((els) => els.map((e) => e.getAttribute('data-actor')))
  assert.deepEqual(actorsSeen, ['system', 'seller', 'buyer', 'seller', 'buyer'])
  await settled(a.buyer)
  await a.buyer.screenshot({ path: `${SHOTS}/refund-log-zh.png` })

  // the order's line shows "refund completed"; the buyer's refunds tab lists it
  await openRoute(a.buyer, `/pages/user/order/details?id=${orderId}`)
  await a.buyer.locator('.order-goods__refund--3:visible').waitFor({ timeout: 15000 })
  await openRoute(a.buyer, '/pages/user/order/order?type=customer')
  await a.buyer.locator(`.rf-card[data-id="${id}"]:visible`).waitFor({ timeout: 15000 })
  await settled(a.buyer)
  await a.buyer.screenshot({ path: `${SHOTS}/refund-list-zh.png` })
  await a.buyer.context().close()
  await a.merchant.context().close()
})

test('after-sales: a refused refund, escalated by the buyer and decided by the platform with a note both sides see', async () => {
  const a = await actors()
  const { orderId, lineId } = await paidOrder(a, { receive: true })
  const id = await applyFromOrder(a.buyer, orderId, lineId, 'refund', 'refund-apply-refund-zh.png')

  // the merchant refuses with a reason
  await openRefund(a.merchant, id, 'sell')
  await a.merchant.locator('#refund-action-refuse:visible').click()
  await a.merchant.locator('#refund-refuse-reason textarea, textarea#refund-refuse-reason').first().fill('商品已使用，不支持退款')
  await answered(a.merchant, 'refuse', async () => { await a.merchant.locator('#refund-refuse-submit').click() }, id, 2)

  // the buyer reads the reason and asks the platform to intervene
  await openRefund(a.buyer, id)
  assert.match(await a.buyer.locator('#refund-refuse').innerText(), /已使用/)
  await settled(a.buyer)
  await a.buyer.screenshot({ path: `${SHOTS}/refund-rejected-zh.png` })
  await a.buyer.locator('#refund-action-arbitrate').click()
  await answered(a.buyer, 'arbitrationRefund', async () => { await confirmModal(a.buyer) }, id, 3)

  // support decides a partial refund in the console: Refund arbitration (intervention first) →
  // Decide → the evidence and the log → Decide: 1.00 with a note
  const before = await usdt(a.buyerId)
  const admin = await operatorPage('support')
  const row = await consoleRow(admin, '/refunds', id)
  assert.match(await row.innerText(), /平台介入/)
  await row.getByText('处理', { exact: true }).click()
  const drawer = admin.locator('.ant-drawer-content')
  await drawer.locator('[data-testid=refund-log]').nth(2).waitFor({ timeout: 15000 })
  assert.match(await drawer.innerText(), /商品已使用，不支持退款/)
  await admin.screenshot({ path: `${SHOTS}/refund-admin-intervention-zh.png` })
  await drawer.locator('.ant-alert-action button').click()
  await consoleModal(admin, { amount: '1.00', note: '商品轻微使用痕迹，退还部分款项' })
  await drawer.getByText('退款完成').first().waitFor({ timeout: 15000 })
  assert.match(await drawer.innerText(), /部分款项/)
  await admin.screenshot({ path: `${SHOTS}/refund-admin-decided-zh.png` })
  await admin.context().close()
  assert.equal((await usdt(a.buyerId)).minus(before).toFixed(2), '1.00')

  for (const [page, role] of [[a.buyer, undefined], [a.merchant, 'sell']] as const) {
    await openRefund(page, id, role)
    assert.match(await page.locator('#refund-judgement').innerText(), /部分款项/)
    assert.match(await page.locator('#refund-state').innerText(), /退款成功/)
  }
  await settled(a.buyer)
  await a.buyer.screenshot({ path: `${SHOTS}/refund-decided-zh.png` })

  // in English
  await openRoute(a.buyer, '/pages/user/setting/setting')
  await a.buyer.locator('#setting-language').click()
  await a.buyer.locator('#lang-en').click()
  await a.buyer.waitForFunction(() => document.body.innerText.includes('Language'))
  await openRefund(a.buyer, id)
  assert.match(await a.buyer.locator('#refund-state').innerText(), /Refunded/)
  await settled(a.buyer)
  await a.buyer.screenshot({ path: `${SHOTS}/refund-decided-en.png` })
  // what is left of the line can still be asked for (the form in English)
  await openRoute(a.buyer, `/pages/user/refund/apply?goods_id=${lineId}`)
  await a.buyer.locator('#refund-submit:visible').waitFor({ timeout: 15000 })
  assert.match(await a.buyer.locator('#refund-max').innerText(), /^Up to ¥\d+\.\d\d = \d+\.\d\d USDT \(excl\. shipping\)$/)
  await settled(a.buyer)
  await a.buyer.screenshot({ path: `${SHOTS}/refund-apply-en.png` })
  const [{ n }] = (await ctx.server.db.execute(sql`select count(*)::int as n from ledger where bill_type = 'refund' and ref_id = ${String(orderId)}`) as unknown as { rows: Array<{ n: number }> }).rows
  assert.equal(n, 1, 'one refund ledger row')
  await a.buyer.context().close()
  await a.merchant.context().close()
})

test('after-sales: feedback and a complaint from Me, with the platform\'s reply and outcome (zh, en, signed out)', async () => {
  const wallet = Wallet.createRandom()
  const page = await newPage(wallet)
  // signed out: the pages ask to connect first
  await openRoute(page, '/pages/user/feedback/feedback')
  await page.locator('.sign-in-prompt:visible').waitFor({ timeout: 15000 })
  await settled(page)
  await page.screenshot({ path: `${SHOTS}/feedback-signed-out-zh.png` })
  await login(page)
  await page.locator('#me-order-customer:visible').waitFor({ timeout: 15000 })
  await page.locator('#me-service-feedback').click()
  await page.locator('#feedback-submit:visible').waitFor({ timeout: 15000 })
  await page.locator('#feedback-submit').click()
  await page.locator('#feedback-error:visible').waitFor({ timeout: 5000 })
  await page.locator('#feedback-content textarea, textarea#feedback-content').first().fill('搜索结果有时加载很慢')
  await page.locator('#feedback-contact input, input#feedback-contact').first().fill('me@example.com')
  await page.locator('#feedback-score-4').click()
  await settled(page)
  await page.screenshot({ path: `${SHOTS}/feedback-zh.png` })
  const sent = page.waitForResponse((r) => r.url().includes('/wanlshop/feedback/add'))
  await page.locator('#feedback-submit').click()
  const body = await (await sent).json() as { code: number, msg: string, data: { id: number } }
  assert.equal(body.code, 1, body.msg)
  // a reviewer replies in the console's Feedback screen
  const reviewer = await operatorPage('reviewer')
  await (await consoleRow(reviewer, '/feedback', body.data.id)).getByText('回复', { exact: true }).click()
  await consoleModal(reviewer, { reply: '感谢反馈，已优化搜索速度' })
  await reviewer.context().close()
  await openRoute(page, '/pages/user/feedback/lists')
  await page.locator('.fb-reply:visible').waitFor({ timeout: 15000 })
  assert.match(await page.locator('.fb-reply').innerText(), /已优化/)
  await settled(page)
  await page.screenshot({ path: `${SHOTS}/feedback-list-zh.png` })

  // a complaint against a shop, decided by the platform
  const [shop] = await ctx.server.db.select({ id: shops.id }).from(shops).limit(1)
  await openRoute(page, `/pages/user/complaint/complaint?target=shop&id=${shop.id}`)
  await page.locator('#complaint-submit:visible').waitFor({ timeout: 15000 })
  await page.locator('#complaint-type-2').click()
  await page.locator('#complaint-content textarea, textarea#complaint-content').first().fill('客服态度差，不回复消息')
  await settled(page)
  await page.screenshot({ path: `${SHOTS}/complaint-zh.png` })
  const filed = page.waitForResponse((r) => r.url().includes('/wanlshop/complaint/add'))
  await page.locator('#complaint-submit').click()
  const c = await (await filed).json() as { code: number, msg: string, data: { id: number } }
  assert.equal(c.code, 1, c.msg)
  // support upholds it in the console's Complaints screen
  const support = await operatorPage('support')
  await (await consoleRow(support, '/complaints', c.data.id)).getByText('处理', { exact: true }).click()
  await consoleModal(support, { outcome: '已警告该店铺并要求整改' })
  await support.context().close()
  await openRoute(page, '/pages/user/complaint/lists')
  await page.locator('.cp-outcome:visible').waitFor({ timeout: 15000 })
  await settled(page)
  await page.screenshot({ path: `${SHOTS}/complaint-list-zh.png` })

  // in English
  await openRoute(page, '/pages/user/setting/setting')
  await page.locator('#setting-language').click()
  await page.locator('#lang-en').click()
  await page.waitForFunction(() => document.body.innerText.includes('Language'))
  await openRoute(page, '/pages/user/complaint/lists')
  await page.locator('.cp-outcome:visible').waitFor({ timeout: 15000 })
  assert.match(await page.locator('.cp-card').first().innerText(), /Upheld/)
  await settled(page)
  await page.screenshot({ path: `${SHOTS}/complaint-list-en.png` })
  await openRoute(page, '/pages/user/feedback/feedback')
  await page.locator('#feedback-submit:visible').waitFor({ timeout: 15000 })
  await settled(page)
  await page.screenshot({ path: `${SHOTS}/feedback-en.png` })
  await openRoute(page, '/pages/user')
  await page.locator('#me-order-customer:visible').waitFor({ timeout: 15000 })
  await settled(page)
  await page.screenshot({ path: `${SHOTS}/me-en.png` })
  await page.context().close()
})
