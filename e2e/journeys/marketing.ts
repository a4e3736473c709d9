import assert from 'node:assert/strict'
import { Wallet } from 'ethers'
import type { Page } from 'playwright-core'
import { and, eq, gt, sql } from 'drizzle-orm'
import Decimal from 'decimal.js'
import { test, SHOTS } from '../lib/harness'
import { toastText } from '../lib/app'
import { ctx, newPage, login, openRoute, settled } from '../lib/context'
import { apiAs } from '../lib/session'
import { balances, couponReceives, couponTemplates, goods, goodsSku, orders, users } from '../../server/db/schema'
import { hashPayPassword } from '../../server/modules/pay/password'
import { now } from '../../server/lib/time'

// Marketing journey (issue 18): a buyer claims a coupon in the product page's coupon popup, sees it
// in "my coupons", the checkout applies it (the best one by default) and shows the discount, and the
// payment debits the discounted amount; the coupon is then used. Screens at 375 px in zh and en.
// Shortcut: the payment password is set in the database (the buying journey sets one through the UI).

async function usdt (userId: number): Promise<Decimal> {
  const [row] = await ctx.server.db.select({ amount: balances.amount }).from(balances).where(and(eq(balances.userId, userId), eq(balances.asset, 'usdt')))
  return new Decimal(row?.amount ?? 0)
}

async function shot (page: Page, name: string): Promise<void> {
  await settled(page)
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

async function english (page: Page): Promise<void> {
  await page.evaluate(() => { localStorage.setItem('wanlshop:lang', JSON.stringify({ data: 'en' })) })
}

test('coupon: claim on product detail → my coupons → checkout applies it → pay the discounted amount', async () => {
  // a cheap on-sale goods with stock, and a coupon of its shop only this journey offers
  const inStock = sql`(select count(*) from ${goodsSku} where ${goodsSku.goodsId} = ${goods.id} and ${goodsSku.stock} > 5)`
  const [g] = await ctx.server.db.select({ id: goods.id, shopId: goods.shopId }).from(goods)
    .where(and(eq(goods.status, 'normal'), gt(inStock, 0), gt(goods.price, '3'))).orderBy(goods.price).limit(1)
  const [sku] = await ctx.server.db.select({ id: goodsSku.id, price: goodsSku.price }).from(goodsSku).where(and(eq(goodsSku.goodsId, g.id), gt(goodsSku.stock, 5))).limit(1)
  const [tpl] = await ctx.server.db.insert(couponTemplates).values({
    shopId: g.shopId, type: 'reduction', name: 'E2E 立减2', nameEn: 'E2E 2 off', price: '2', limit: '0', pretype: 'appoint', validity: 7,
    drawlimit: 1, grantTotal: 50, surplus: 50, createdAt: now()
  }).returning({ id: couponTemplates.id })

  const buyerWallet = Wallet.createRandom()
  const buyer = await newPage(buyerWallet)
  await login(buyer)
  const [me] = await ctx.server.db.select({ id: users.id }).from(users).where(eq(users.walletAddress, buyerWallet.address.toLowerCase()))
  await ctx.server.db.update(users).set({ payPasswordHash: await hashPayPassword('135790') }).where(eq(users.id, me.id))
  const api = await apiAs(buyer)
  const address = await api.post<{ id: number }>('/wanlshop/address/address', {
    type: 'add', data: { name: '林小满', mobile: '13800138000', province: '北京市', city: '北京市', district: '朝阳区', adcode: '110105', address: '建国路 88 号 1201', default: true }
  })
  assert.equal(address.body.code, 1, address.body.msg)

  // the product page's coupon popup: claim
  await openRoute(buyer, `/pages/product/goods?id=${g.id}`)
  await buyer.locator('#goods-coupons').waitFor({ timeout: 20000 })
  await buyer.locator('#goods-coupons').click()
  const claim = buyer.locator(`#coupon-popup .coupon-claim[data-id="${tpl.id}"]`)
  await claim.waitFor({ timeout: 15000 })
  await claim.click()
  assert.match(await toastText(buyer), /领取成功/)
  // claimed once (limit 1): the button now leads to the coupon's goods
  await buyer.locator(`#coupon-popup .coupon-claimed[data-id="${tpl.id}"]`).waitFor({ timeout: 10000 })
  await buyer.screenshot({ path: `${SHOTS}/coupon-popup-zh.png` })
  const [held] = await ctx.server.db.select().from(couponReceives).where(and(eq(couponReceives.userId, me.id), eq(couponReceives.templateId, tpl.id)))
  assert.equal(held.state, 1)

  // my coupons lists it
  await openRoute(buyer, '/pages/user/coupon/mycard')
  await buyer.locator(`.cp-held .coupon-card[data-id="${held.id}"]`).waitFor({ timeout: 15000 })
  await shot(buyer, 'coupon-mycard-zh')
  await openRoute(buyer, '/pages/user/coupon/list')
  await buyer.locator('#coupon-center .coupon-card').first().waitFor({ timeout: 15000 })
  await shot(buyer, 'coupon-center-zh')

  // checkout: the coupon is applied by default and the total is goods + freight − 2
  const data = encodeURIComponent(JSON.stringify([{ goods_id: g.id, sku_id: sku.id, number: 1 }]))
  await openRoute(buyer, `/pages/user/order/addorder?type=buy-now&data=${data}`)
  await buyer.locator('#addorder-coupon-total').waitFor({ timeout: 20000 })
  assert.match(await buyer.locator(`.co-coupon[data-shop="${g.shopId}"]`).innerText(), /-/)
  await shot(buyer, 'coupon-checkout-zh')
  await buyer.locator('#addorder-submit').click()
  await buyer.locator('#pay-submit').waitFor({ timeout: 20000 })
  const [order] = await ctx.server.db.select().from(orders).where(eq(orders.userId, me.id))
  assert.equal(new Decimal(order.price).toFixed(2), new Decimal(order.goodsPrice).plus(order.freightPrice).minus(2).toFixed(2), 'the order costs 2 less')

  const before = await usdt(me.id)
  await buyer.locator('#pay-asset-usdt').click()
  await buyer.locator('#pay-password input, input#pay-password').first().fill('135790')
  await buyer.locator('#pay-submit').click()
  await buyer.locator('#success-root').waitFor({ timeout: 20000 })
  assert.equal(before.minus(await usdt(me.id)).toFixed(2), new Decimal(order.price).toFixed(2), 'the discounted amount was paid')
  const [used] = await ctx.server.db.select().from(couponReceives).where(eq(couponReceives.id, held.id))
  assert.equal(used.state, 2)
  assert.equal(used.orderId, order.id)

  // the used coupon's details, in both languages
  await openRoute(buyer, `/pages/user/coupon/details?id=${held.id}`)
  await buyer.locator('#coupon-no').waitFor({ timeout: 15000 })
  await shot(buyer, 'coupon-details-zh')
  await english(buyer)
  await openRoute(buyer, `/pages/user/coupon/details?id=${held.id}`)
  await buyer.locator('#coupon-no').waitFor({ timeout: 15000 })
  assert.match(await buyer.locator('#coupon-state').innerText(), /Used/)
  await shot(buyer, 'coupon-details-en')
  await openRoute(buyer, '/pages/user/coupon/list')
  await buyer.locator('#coupon-center .coupon-card').first().waitFor({ timeout: 15000 })
  await shot(buyer, 'coupon-center-en')
  await openRoute(buyer, '/pages/user/coupon/mycard?state=2')
  await buyer.locator(`.cp-held .coupon-card[data-id="${held.id}"]`).waitFor({ timeout: 15000 })
  await shot(buyer, 'coupon-mycard-en')
  await buyer.context().close()
})

async function points (userId: number): Promise<Decimal> {
  const [row] = await ctx.server.db.select({ amount: balances.amount }).from(balances).where(and(eq(balances.userId, userId), eq(balances.asset, 'score')))
  return new Decimal(row?.amount ?? 0)
}

test('sign-in: open daily sign-in from Me, sign in, see the points earned and the balance on the points page (zh, en)', async () => {
  const wallet = Wallet.createRandom()
  const page = await newPage(wallet)
  await login(page)
  const [me] = await ctx.server.db.select({ id: users.id }).from(users).where(eq(users.walletAddress, wallet.address.toLowerCase()))
  const before = await points(me.id)

  await openRoute(page, '/pages/user')
  await page.locator('#me-service-signin').click()
  const button = page.locator('#signin-button')
  await button.waitFor({ timeout: 20000 })
  assert.equal((await button.textContent())?.trim(), '立即签到')
  await shot(page, 'signin-zh')
  await button.click()
  // day 1 of a streak earns 10 points (SIGNIN_REWARDS), said on the page and credited
  await page.locator('#signin-earned', { hasText: '签到成功，获得 10 积分' }).waitFor({ timeout: 15000 })
  await page.locator('#signin-button', { hasText: '今日已签到' }).waitFor({ timeout: 15000 })
  assert.equal((await page.locator('#signin-successions').textContent())?.trim(), '1')
  assert.equal((await points(me.id)).minus(before).toString(), '10')
  await shot(page, 'signin-done-zh')

  await page.locator('#signin-points-link').click()
  await page.locator('#points-balance').waitFor({ timeout: 15000 })
  assert.equal(new Decimal((await page.locator('#points-balance').textContent()) ?? '0').toString(), before.plus(10).toString())

  await openRoute(page, '/pages/user/signin/log')
  await page.locator('.si-row__points', { hasText: '+10' }).waitFor({ timeout: 15000 })
  await english(page)
  await openRoute(page, '/pages/user/signin/signin')
  await page.locator('#signin-button', { hasText: 'Signed in today' }).waitFor({ timeout: 20000 })
  await shot(page, 'signin-done-en')
  await openRoute(page, '/pages/user/signin/rank')
  await page.locator('.si-rank').first().waitFor({ timeout: 15000 })
  await shot(page, 'signin-rank-en')
  await page.close()
})
