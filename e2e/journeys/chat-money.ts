import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { Wallet, type BaseWallet } from 'ethers'
import type { Page } from 'playwright-core'
import { asc, eq, sql } from 'drizzle-orm'
import { test, SHOTS } from '../lib/harness'
import { CHAIN_ID, ctx, login, openRoute, settled } from '../lib/context'
import { injectWallet } from '../lib/wallet'
import { goods, shops, users } from '../../server/db/schema'
import { applyLedger } from '../../server/modules/wallet/ledger'
import { hashPayPassword } from '../../server/modules/pay/password'

// Money in chat (issue 16), two browsers: the buyer transfers USDT to the shop's owner from the
// chat (a wrong password first: the form says so and nothing is sent); the merchant, on the same
// conversation, sees the transfer card arrive and their balance rise on the assets page; the buyer
// sends a red packet, the merchant opens it once (the card turns "opened" on both screens, a second
// tap does nothing). Shortcuts as in the chat journey: the merchant's account is given a shop, and
// the buyer's USDT and both payment passwords are set in the database (recharge and the password
// e-mail have their own journeys).

const SHOT_DIR = process.env.CHAT_SHOTS ?? SHOTS

async function phone (wallet: BaseWallet, lang: 'zh' | 'en'): Promise<Page> {
  const context = await ctx.browser.newContext({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, hasTouch: true, locale: lang === 'en' ? 'en-US' : 'zh-CN' })
  const page = await context.newPage()
  page.on('pageerror', (e) => console.log(`  [pageerror] ${e.message}`))
  await injectWallet(page, { wallet, chainId: CHAIN_ID })
  return page
}

async function shot (page: Page, name: string): Promise<void> {
  mkdirSync(SHOT_DIR, { recursive: true })
  await settled(page).catch(() => undefined)
  await page.screenshot({ path: `${SHOT_DIR}/${name}.png` })
}

async function newestUser (): Promise<number> {
  const [u] = await ctx.server.db.select({ id: users.id }).from(users).orderBy(sql`${users.id} desc`).limit(1)
  return u.id
}

async function fill (page: Page, id: string, value: string): Promise<void> {
  await page.locator(`#${id} input, input#${id}`).first().fill(value)
}

async function usdtOnAssets (page: Page): Promise<string> {
  await openRoute(page, '/pages/user/money/money')
  await page.locator('#money-usdt').waitFor({ timeout: 20000 })
  return (await page.locator('#money-usdt').innerText()).trim()
}

async function sendMoney (page: Page, kind: 'red' | 'transfer', amount: string, password: string): Promise<void> {
  if (await page.locator('#chat-money').count() === 0) {
    await page.locator('#chat-plus').click()
    await page.locator(`#chat-pick-${kind}`).click()
    await page.locator('#chat-money').waitFor()
  }
  await fill(page, 'chat-money-amount', amount)
  await fill(page, 'chat-money-password', password)
  await page.locator('#chat-money-send').click()
}

test('chat money: the buyer transfers to the shop\'s owner, who sees it arrive and the balance rise; a red packet is opened once', async () => {
  const [item] = await ctx.server.db.select({ shopId: goods.shopId }).from(goods).where(eq(goods.status, 'normal')).orderBy(asc(goods.id)).limit(1)
  const buyer = await phone(Wallet.createRandom(), 'en')
  const merchant = await phone(Wallet.createRandom(), 'zh')
  // the buyer reads the app in English (the language is the app's setting, kept on the device)
  await openRoute(buyer, '/pages/index')
  await buyer.evaluate(() => { localStorage.setItem('wanlshop:lang', JSON.stringify({ data: 'en' })) })
  await login(buyer)
  const buyerId = await newestUser()
  await login(merchant)
  const merchantId = await newestUser()
  await ctx.server.db.update(shops).set({ userId: merchantId }).where(eq(shops.id, item.shopId))
  const hash = await hashPayPassword('246810')
  await ctx.server.db.update(users).set({ payPasswordHash: hash }).where(sql`${users.id} in (${buyerId}, ${merchantId})`)
  await ctx.server.db.transaction(async (tx) => {
    assert.ok(await applyLedger(tx as never, { userId: buyerId, asset: 'usdt', delta: '100', billType: 'system', memo: 'e2e' }) !== null)
  })
  const before = Number(await usdtOnAssets(merchant))
  const buyerBefore = Number(await usdtOnAssets(buyer)) // the demo grant, if on, plus the 100 above

  // the buyer starts the conversation; the merchant opens it from the shop's conversations
  await openRoute(buyer, `/pages/notice/chat?shop_id=${item.shopId}`)
  await buyer.locator('#chat-input input, input#chat-input').first().fill('Paying for the custom order')
  await buyer.locator('#chat-send').click()
  await buyer.locator('#chat-list .chat-msg[id^="chat-msg-"]').first().waitFor({ timeout: 20000 })
  await openRoute(merchant, '/pages/notice/notice')
  await merchant.locator('#mc-role-sell').click()
  await merchant.locator('#mc-list .mc-row').first().click()
  await merchant.locator('#chat-list .chat-msg').first().waitFor({ timeout: 20000 })

  // a wrong password: the form says so, nothing is sent
  await sendMoney(buyer, 'transfer', '12.5', '111111')
  await buyer.locator('#chat-money-error').waitFor({ timeout: 15000 })
  assert.match(await buyer.locator('#chat-money-error').innerText(), /Wrong payment password/)
  assert.equal(await buyer.locator('#chat-list .chat-msg[data-type="transfer"]').count(), 0)
  await shot(buyer, 'chat-money-transfer-form-en')
  await sendMoney(buyer, 'transfer', '12.5', '246810')
  await buyer.locator('#chat-money').waitFor({ state: 'detached', timeout: 15000 })
  await buyer.locator('#chat-list .chat-msg[data-type="transfer"]').waitFor()

  // the merchant sees it arrive on the open conversation (the socket), as received
  const card = merchant.locator('#chat-list .chat-msg[data-type="transfer"]')
  await card.waitFor({ timeout: 20000 })
  assert.match(await card.innerText(), /12\.50 USDT/)
  assert.match(await card.innerText(), /已收款/)

  // a red packet: sent, opened once by the merchant, "opened" on both screens
  await sendMoney(buyer, 'red', '3', '246810')
  await buyer.locator('#chat-money').waitFor({ state: 'detached', timeout: 15000 })
  const red = merchant.locator('#chat-list .chat-red[data-state="open"]')
  await red.waitFor({ timeout: 20000 })
  await shot(merchant, 'chat-money-red-zh')
  await red.click()
  await merchant.locator('#chat-list .chat-red[data-state="claimed"]').waitFor({ timeout: 15000 })
  await buyer.locator('#chat-list .chat-red[data-state="claimed"]').waitFor({ timeout: 15000 })
  assert.match(await buyer.locator('#chat-list .chat-red[data-state]').innerText(), /Opened by them/)
  await merchant.locator('#chat-list .chat-red[data-state]').click() // nothing left to open
  await shot(buyer, 'chat-money-buyer-en')
  await shot(merchant, 'chat-money-merchant-zh')

  // the merchant's balance: 12.50 + 3.00 more, once
  assert.equal(Number(await usdtOnAssets(merchant)), before + 15.5)
  assert.equal(Number(await usdtOnAssets(buyer)), buyerBefore - 15.5)
  await buyer.context().close()
  await merchant.context().close()
})
