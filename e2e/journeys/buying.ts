import assert from 'node:assert/strict'
import { Wallet } from 'ethers'
import type { Page } from 'playwright-core'
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm'
import Decimal from 'decimal.js'
import { test, SHOTS } from '../lib/harness'
import { toastText } from '../lib/app'
import { ctx, newPage, login, openRoute, settled } from '../lib/context'
import { apiAs } from '../lib/session'
import { addFirstAddress, chooseFirstCarrier, setPayPasswordAtCashier } from '../lib/checkout'
import { agentSettlements, balances, goods, goodsSku, orders, shops, users } from '../../server/db/schema'

// Buying journey (buying issue): anonymous cart → login (cart synced) → checkout two shops, adding
// the first address on the way → set the payment password → pay with USDT (merged) → the merchant
// ships (a second browser) → the buyer sees logistics, confirms and reviews → the merchant's balance
// rose by the amount paid → the buyer's orders read "Completed" in English.
// One shortcut: there is no merchant onboarding yet, so the merchant's account is given the two
// shops in the database.

/** Two on-sale goods from two different shops, each with an in-stock SKU. */
async function twoShopsGoods (): Promise<Array<{ id: number, shopId: number }>> {
  const inStock = sql`(select count(*) from ${goodsSku} where ${goodsSku.goodsId} = ${goods.id} and ${goodsSku.stock} > 5)`
  // the cheapest ones, so that the demo grant pays for both
  const [a] = await ctx.server.db.select({ id: goods.id, shopId: goods.shopId }).from(goods)
    .where(and(eq(goods.status, 'normal'), gt(inStock, 0))).orderBy(goods.price).limit(1)
  const [b] = await ctx.server.db.select({ id: goods.id, shopId: goods.shopId }).from(goods)
    .where(and(eq(goods.status, 'normal'), gt(inStock, 0), ne(goods.shopId, a.shopId))).orderBy(goods.price).limit(1)
  return [a, b]
}

async function addToCart (page: Page, goodsId: number): Promise<void> {
  await openRoute(page, `/pages/product/goods?id=${goodsId}`)
  await page.locator('#goods-specs').waitFor({ timeout: 20000 })
  await page.locator('#goods-specs').click()
  const groups = page.locator('#sku-popup .sku-group')
  await groups.first().waitFor()
  for (let i = 0; i < await groups.count(); i++) {
    const option = groups.nth(i).locator('.sku-option:not(.sku-option--disabled)').first()
    if (!(await option.getAttribute('class'))?.includes('--active')) await option.click()
  }
  await page.locator('#sku-popup #sku-confirm, #sku-popup #sku-add-cart').first().click()
  await toastText(page)
}

async function usdt (userId: number): Promise<Decimal> {
  const [row] = await ctx.server.db.select({ amount: balances.amount }).from(balances)
    .where(and(eq(balances.userId, userId), eq(balances.asset, 'usdt')))
  return new Decimal(row?.amount ?? 0)
}

async function confirmModal (page: Page): Promise<void> {
  await page.locator('.taro__modal .taro-model__confirm').click()
}

test('cart → login → checkout two shops → payment password → pay USDT → merchant ships → buyer confirms and reviews', async () => {
  const picks = await twoShopsGoods()
  const buyerWallet = Wallet.createRandom()
  const buyer = await newPage(buyerWallet)

  // anonymous cart
  await openRoute(buyer, '/pages/index')
  for (const p of picks) await addToCart(buyer, p.id)
  await openRoute(buyer, '/pages/cart')
  await buyer.locator('.cart-item').nth(1).waitFor({ timeout: 15000 })

  // login: the local cart is synced to the server and replaced by its answer
  await login(buyer)
  const api = await apiAs(buyer)
  const synced = await api.post<Array<{ goods_id: number }>>('/wanlshop/cart/synchro', { cart: null })
  assert.deepEqual(synced.body.data.map((l) => l.goods_id).sort(), picks.map((p) => p.id).sort(), 'the server cart holds both lines')

  // checkout both shops (the first visit to the confirmation page has no address)
  await openRoute(buyer, '/pages/cart')
  await buyer.locator('.cart-item').nth(1).waitFor({ timeout: 15000 })
  await buyer.locator('#cart-select-all').click()
  await buyer.locator('#cart-settle').click()

  // no address yet: add one from the confirmation page (form, region picker), then choose it
  await addFirstAddress(buyer)
  await buyer.locator('#addorder-submit').waitFor({ timeout: 15000 })
  await settled(buyer)
  await buyer.screenshot({ path: `${SHOTS}/addorder-zh.png` })
  await buyer.locator('#addorder-submit').click()

  // payment: no payment password yet → set it with the e-mailed code
  await buyer.locator('#pay-set-password, #pay-submit').first().waitFor({ timeout: 15000 })
  await setPayPasswordAtCashier(buyer, 'buyer@example.com', '246810')

  // pay both orders at once with USDT
  const [buyerRow] = await ctx.server.db.select({ id: users.id }).from(users).where(eq(users.walletAddress, buyerWallet.address.toLowerCase()))
  const before = await usdt(buyerRow.id)
  await buyer.locator('#pay-asset-usdt').click()
  await buyer.locator('#pay-password input, input#pay-password').first().fill('246810')
  await buyer.locator('#pay-submit').click()
  await buyer.locator('#success-root').waitFor({ timeout: 20000 }).catch(async (e) => {
    await buyer.screenshot({ path: `${SHOTS}/pay-failed.png` })
    throw new Error(`payment did not succeed; the page said: ${(await buyer.locator('body').innerText()).slice(0, 400)}`, { cause: e })
  })
  const paid = before.minus(await usdt(buyerRow.id))
  assert.ok(paid.gt(0), 'USDT was debited once for both orders')
  // the success page names both paid orders, read back from the server
  await buyer.locator('.success-order-no:visible').nth(1).waitFor({ timeout: 15000 })
  await settled(buyer)
  // it opens at its top, not at the offset the browser scrolled the cashier to for the password
  assert.equal(await buyer.evaluate(() => window.scrollY), 0, 'the success page opens at its top')
  await buyer.screenshot({ path: `${SHOTS}/pay-success-zh.png` })

  // the merchant (a second browser) ships both orders
  const merchantWallet = Wallet.createRandom()
  const merchant = await newPage(merchantWallet)
  await login(merchant)
  const [merchantRow] = await ctx.server.db.select({ id: users.id }).from(users).where(eq(users.walletAddress, merchantWallet.address.toLowerCase()))
  await ctx.server.db.update(shops).set({ userId: merchantRow.id }).where(inArray(shops.id, picks.map((p) => p.shopId)))
  const merchantBefore = await usdt(merchantRow.id)
  // the app learns that this account now owns shops at its next refresh
  await openRoute(merchant, '/pages/user')
  await merchant.reload()
  await merchant.locator('#me-nickname').waitFor({ timeout: 15000 })
  // the refreshed user (now a merchant) is stored, so the next load starts with it
  await merchant.waitForFunction(() => {
    try {
      const stored = JSON.parse(localStorage.getItem('wanlshop:user') ?? 'null')
      return Boolean((stored?.data ?? stored)?.is_merchant_open)
    } catch { return false }
  }, null, { timeout: 15000 })
  for (let n = 0; n < 2; n++) {
    await openRoute(merchant, '/pages/user/order/order?role=sell')
    await merchant.locator('.order-action-deliver:visible').first().waitFor({ timeout: 15000 }).catch(async (e) => {
      await merchant.screenshot({ path: `${SHOTS}/merchant-failed.png` })
      throw new Error(`no order to ship; the page said: ${(await merchant.locator('body').innerText()).slice(0, 300)}`, { cause: e })
    })
    await merchant.locator('.order-action-deliver:visible').first().click()
    await merchant.locator('#delivery-no').waitFor({ timeout: 15000 })
    await chooseFirstCarrier(merchant)
    await merchant.locator('#delivery-no input, input#delivery-no').first().fill(`SF${Date.now()}${n}`)
    const shipped = merchant.waitForResponse((r) => r.url().includes('/wanlshop/order/delivery'))
    await merchant.locator('#delivery-submit').click()
    const answer = await (await shipped).json() as { code: number, msg?: string }
    assert.equal(answer.code, 1, `shipping answered: ${answer.msg ?? ''}`)
  }
  await merchant.screenshot({ path: `${SHOTS}/merchant-orders-zh.png` })

  // the buyer: logistics, confirm receipt, review — for both orders (opened from their detail pages)
  const mine = await ctx.server.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, buyerRow.id))
  assert.equal(mine.length, 2, 'one order per shop')
  for (const [n, order] of mine.entries()) {
    await openRoute(buyer, `/pages/user/order/logistics?id=${order.id}`)
    await buyer.locator('#logistics-root:visible').waitFor({ timeout: 15000 })
    await buyer.waitForFunction(() => /SF\d+/.test(document.querySelector('#logistics-root')?.textContent ?? ''), null, { timeout: 15000 })
    if (n === 0) await buyer.screenshot({ path: `${SHOTS}/logistics-zh.png` })
    await openRoute(buyer, `/pages/user/order/details?id=${order.id}`)
    await buyer.locator('.order-action-confirm:visible').first().click()
    await confirmModal(buyer)
    await waitForState(order.id, 4)
    // receipt pays the merchant nothing yet: after-sales runs until the order completes
    if (n === 0) assert.equal((await usdt(merchantRow.id)).toFixed(2), merchantBefore.toFixed(2), 'nothing paid to the merchant at receipt')
    // the details page now offers the review: tap it, submit, and land back on the details
    await buyer.locator('.order-action-comment:visible').first().click()
    await buyer.locator('#comment-submit:visible').waitFor({ timeout: 15000 })
    await settled(buyer)
    if (n === 0) await buyer.screenshot({ path: `${SHOTS}/comment-zh.png` })
    await buyer.locator('#comment-submit:visible').click()
    await waitForState(order.id, 6)
    await buyer.locator('.order-action-comment:visible').waitFor({ state: 'detached', timeout: 15000 })
  }

  // escrow released to the merchant when the orders completed (reviewed): what the buyer paid less the
  // profit pool P (ECONOMY.md §3.5: the goods' profit-share ratio of each line, held for the bonuses
  // and the day's dividend pool), settled once per order
  const settlements = await ctx.server.db.select({ profit: agentSettlements.profit }).from(agentSettlements).where(inArray(agentSettlements.orderId, mine.map((o) => o.id)))
  assert.equal(settlements.length, mine.length, 'each completed order settled once')
  const pool = settlements.reduce((sum, r) => sum.plus(r.profit), new Decimal(0))
  assert.ok(pool.gt(0), 'the demo goods carry a profit share')
  const rose = (await usdt(merchantRow.id)).minus(merchantBefore)
  assert.equal(rose.toFixed(2), paid.minus(pool).toFixed(2), 'the merchant received what the buyer paid less the profit pool')

  // the buyer's orders in English: both completed
  await openRoute(buyer, '/pages/user/setting/setting')
  await buyer.locator('#setting-language').click()
  await buyer.locator('#lang-en').click()
  await buyer.waitForFunction(() => document.body.innerText.includes('Language'))
  await openRoute(buyer, '/pages/user/order/order')
  await buyer.locator('.order-card:visible').nth(1).waitFor({ timeout: 15000 })
  const states = await buyer.locator('.order-card:visible .order-card__state').allInnerTexts()
  assert.deepEqual(states, ['Completed', 'Completed'])
  await settled(buyer)
  await buyer.screenshot({ path: `${SHOTS}/orders-en.png` })
  await buyer.locator('.order-card:visible').first().click()
  await buyer.locator('.od-banner:visible').waitFor({ timeout: 15000 })
  await settled(buyer)
  await buyer.screenshot({ path: `${SHOTS}/order-details-en.png` })
  await buyer.context().close()
  await merchant.context().close()
})

async function waitForState (orderId: number, state: number): Promise<void> {
  for (let i = 0; i < 75; i++) {
    const [row] = await ctx.server.db.select({ state: orders.state }).from(orders).where(eq(orders.id, orderId))
    if (row?.state === state) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`order ${orderId} did not reach state ${state}`)
}
