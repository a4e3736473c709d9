import assert from 'node:assert/strict'
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Wallet, type BaseWallet } from 'ethers'
import type { Page } from 'playwright-core'
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { test, SHOTS } from '../lib/harness'
import { CHAIN_ID, ctx, login, openRoute, settled } from '../lib/context'
import { injectWallet } from '../lib/wallet'
import { chatConversations, chatMessages, goods, shops, users } from '../../server/db/schema'
import { storeMessage } from '../../server/modules/chat/service'
import { announce } from '../../server/modules/notice/service'

// Chat journey (issue 16): a buyer and a merchant in two browsers. The buyer opens the chat from a
// product with its card ready, sends the card, a text with markup in it (shown as text), a picture
// and a voice message (a fake microphone); the merchant sees the unread count rise on the Me tab and
// in "my shop's conversations", opens it (the count clears, the buyer sees "read") and answers with
// text, a picture, a goods card and a voice message; slide-to-cancel sends nothing. Then the
// conversation is grown to 96 messages: the buyer's device keeps the last 96, the 97th pushes the
// first out locally, and the server still pages it back.
// Shortcut as in the buying journey: there is no merchant onboarding yet, so the merchant's account
// is given a shop in the database.

const SHOT_DIR = process.env.CHAT_SHOTS ?? SHOTS

/** A phone-sized page with touch and a (fake) microphone the page may use. */
async function phone (wallet: BaseWallet, lang: 'zh' | 'en' = 'zh'): Promise<Page> {
  const context = await ctx.browser.newContext({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, hasTouch: true, locale: lang === 'en' ? 'en-US' : 'zh-CN' })
  await context.grantPermissions(['microphone'], { origin: ctx.server.url })
  const page = await context.newPage()
  page.on('pageerror', (e) => console.log(`  [pageerror] ${e.message}`))
  await injectWallet(page, { wallet, chainId: CHAIN_ID })
  return page
}

/** Messages on screen, oldest first: type and text (what a user reads). */
async function bubbles (page: Page): Promise<Array<{ id: string, type: string, text: string, mine: boolean }>> {
  return await page.locator('#chat-list .chat-msg').evaluateAll((els) => els.map((e) => ({
    id: e.id,
    type: e.getAttribute('data-type') ?? '',
    text: (e.querySelector('.chat-msg__col') as HTMLElement | null)?.innerText.trim() ?? '',
    mine: e.classList.contains('chat-msg--mine')
  })))
}

/** Waits until the last message of this type is stored (has its server id) and shows no pending state. */
async function lastStored (page: Page, type: string): Promise<void> {
  await page.waitForFunction((t) => {
    const els = [...document.querySelectorAll('#chat-list .chat-msg')].filter((e) => e.getAttribute('data-type') === t)
    const last = els[els.length - 1]
    return last !== undefined && last.id.startsWith('chat-msg-') && last.querySelector('.chat-msg__sending, .chat-msg__failed') === null
  }, type, { timeout: 20000 })
}

async function sendText (page: Page, text: string): Promise<void> {
  await page.locator('#chat-input input, input#chat-input').first().fill(text)
  await page.locator('#chat-send').click()
}

/** A small PNG made on the fly (a 2×2 pink square). */
function pngFile (): string {
  const dir = mkdtemp()
  const file = path.join(dir, 'pic.png')
  writeFileSync(file, Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4//8/AxJgYmBgYGBgAAAx8AIBsZ3T9gAAAABJRU5ErkJggg==', 'base64'))
  return file
}
function mkdtemp (): string {
  const dir = path.join(os.tmpdir(), `bbmall-chat-${process.pid}`)
  mkdirSync(dir, { recursive: true })
  return dir
}

async function sendPicture (page: Page): Promise<void> {
  await page.locator('#chat-plus').click()
  const chooser = page.waitForEvent('filechooser')
  await page.locator('#chat-pick-image').click()
  await (await chooser).setFiles(pngFile())
  await lastStored(page, 'img')
}

/** Dispatches a touch on the hold-to-talk button (Taro's touch handlers read `touches`). */
async function touch (page: Page, type: 'touchstart' | 'touchmove' | 'touchend', dy = 0): Promise<void> {
  await page.locator('#chat-hold').evaluate((el, [t, d]) => {
    const r = el.getBoundingClientRect()
    const pt = new Touch({ identifier: 1, target: el, clientX: r.left + r.width / 2, clientY: r.top + r.height / 2 - Number(d) })
    const list = t === 'touchend' ? [] : [pt]
    el.dispatchEvent(new TouchEvent(String(t), { touches: list, targetTouches: list, changedTouches: [pt], bubbles: true, cancelable: true }))
  }, [type, dy] as const)
}

/** Hold to talk for `ms` (the user's hold, not a wait for the app), then release to send. */
async function sendVoice (page: Page, ms = 1600): Promise<void> {
  if (await page.locator('#chat-hold').count() === 0) await page.locator('#chat-mode').click()
  await touch(page, 'touchstart')
  await page.locator('#chat-recording').waitFor()
  await page.waitForTimeout(ms)
  await touch(page, 'touchend')
  await page.locator('#chat-recording').waitFor({ state: 'detached' })
  await lastStored(page, 'voice')
  await page.locator('#chat-mode').click() // back to the keyboard
}

async function meBadge (page: Page): Promise<string> {
  const badge = page.locator('.weui-tabbar__item').nth(3).locator('.app-tabbar__badge')
  return await badge.count() === 0 ? '' : (await badge.innerText()).trim()
}

async function shot (page: Page, name: string): Promise<void> {
  mkdirSync(SHOT_DIR, { recursive: true })
  await settled(page).catch(() => undefined)
  await page.screenshot({ path: `${SHOT_DIR}/${name}.png` })
}

test('chat: buyer and merchant in two browsers — text, picture, goods card, voice both ways; unread rises and clears; 96 kept locally, older paged back', async () => {
  const [item] = await ctx.server.db.select({ id: goods.id, shopId: goods.shopId, title: goods.title }).from(goods)
    .where(eq(goods.status, 'normal')).orderBy(asc(goods.id)).limit(1)
  const buyer = await phone(Wallet.createRandom())
  const merchant = await phone(Wallet.createRandom())
  await login(buyer)
  await login(merchant)
  const [m] = await ctx.server.db.select({ id: users.id }).from(users).orderBy(sql`${users.id} desc`).limit(1)
  await ctx.server.db.update(shops).set({ userId: m.id }).where(eq(shops.id, item.shopId))

  // the buyer opens the chat from the product: its card is ready to send
  await openRoute(buyer, `/pages/product/goods?id=${item.id}`)
  await buyer.locator('#goods-bar-chat').click()
  await buyer.locator('#chat-offer').waitFor({ timeout: 20000 })
  await shot(buyer, 'chat-buyer-offer-zh')
  await buyer.locator('#chat-offer-send').click()
  await lastStored(buyer, 'goods')
  const markup = '<b>你好</b><script>alert(1)</script><img src=x onerror=alert(2)>'
  await sendText(buyer, markup)
  await lastStored(buyer, 'text')
  await sendPicture(buyer)
  await sendVoice(buyer)
  let seen = await bubbles(buyer)
  assert.deepEqual(seen.map((b) => b.type), ['goods', 'text', 'img', 'voice'])
  assert.ok(seen.every((b) => b.mine))
  assert.equal(seen[1].text.split('\n')[0], markup, 'the markup is shown as text')
  assert.equal(await buyer.locator('#chat-list b, #chat-list script, #chat-list img[src="x"]').count(), 0, 'no element was made from it')
  assert.match(seen[0].text, new RegExp(item.title.slice(0, 6)))
  assert.match(seen[3].text, /[1-9]″/)

  // the merchant: 4 unread on the Me tab and in the shop's conversations
  await openRoute(merchant, '/pages/user')
  await merchant.waitForFunction(() => document.querySelector('.weui-tabbar__item:nth-child(4) .app-tabbar__badge')?.textContent === '4', null, { timeout: 20000 })
  assert.equal(await meBadge(merchant), '4')
  await merchant.locator('#me-service-messages').click()
  await merchant.locator('#mc-role-sell').click()
  const row = merchant.locator('#mc-list .mc-row').first()
  await row.waitFor({ timeout: 15000 })
  assert.equal((await row.locator('.mc-avatar__badge').innerText()).trim(), '4')
  assert.match(await row.locator('.mc-row__last').innerText(), /语音/)
  await shot(merchant, 'chat-merchant-centre-zh')
  await row.click()
  await merchant.locator('#chat-list .chat-msg').nth(3).waitFor({ timeout: 20000 })
  seen = await bubbles(merchant)
  assert.deepEqual(seen.map((b) => [b.type, b.mine]), [['goods', false], ['text', false], ['img', false], ['voice', false]])
  assert.equal(seen[1].text, markup)
  // read receipt: the buyer's last message turns "read"
  await buyer.locator('#chat-list .chat-msg--mine .chat-msg__read--yes').last().waitFor({ timeout: 15000 })

  // the merchant answers as the shop: text, picture, goods card, voice
  await sendText(merchant, '您好，有货，今天发出')
  await lastStored(merchant, 'text')
  await sendPicture(merchant)
  await merchant.locator('#chat-plus').click()
  await merchant.locator('#chat-pick-goods').click()
  await merchant.locator('#chat-goods-picker .chat-picker__row').first().click()
  await lastStored(merchant, 'goods')
  await sendVoice(merchant)
  // slide up to cancel: nothing is sent
  await merchant.locator('#chat-mode').click()
  await touch(merchant, 'touchstart')
  await merchant.locator('#chat-recording').waitFor()
  await touch(merchant, 'touchmove', 120)
  await merchant.locator('#chat-recording.chat-rec--cancel').waitFor()
  await touch(merchant, 'touchend')
  await merchant.locator('#chat-recording').waitFor({ state: 'detached' })
  await merchant.locator('#chat-mode').click()
  await shot(merchant, 'chat-merchant-room-zh')

  // the buyer, on the chat screen, receives all four at once (and reads them)
  await buyer.waitForFunction(() => document.querySelectorAll('#chat-list .chat-msg:not(.chat-msg--mine)').length === 4, null, { timeout: 20000 })
  seen = await bubbles(buyer)
  assert.deepEqual(seen.filter((b) => !b.mine).map((b) => b.type), ['text', 'img', 'goods', 'voice'])
  assert.equal((await merchant.locator('#chat-list .chat-msg').count()), 8, 'the cancelled recording sent nothing')
  await shot(buyer, 'chat-buyer-room-zh')

  // the merchant left the conversation read: the badge is gone
  await openRoute(merchant, '/pages/user')
  await merchant.locator('#me-service-messages').waitFor({ timeout: 20000 })
  await merchant.waitForFunction(() => document.querySelector('.weui-tabbar__item:nth-child(4) .app-tabbar__badge') === null, null, { timeout: 15000 })

  // 96 kept on the device: grow the conversation to 96 messages on the server
  // this buyer's conversation with the shop: the newest (other journeys, e.g. the route walker, may have opened one too)
  const [conv] = await ctx.server.db.select().from(chatConversations).where(and(eq(chatConversations.shopId, item.shopId), eq(chatConversations.kind, 'shop'))).orderBy(desc(chatConversations.id)).limit(1)
  const have = (await ctx.server.db.select({ id: chatMessages.id }).from(chatMessages).where(eq(chatMessages.conversationId, conv.id))).length
  for (let i = have; i < 96; i++) {
    const [c] = await ctx.server.db.select().from(chatConversations).where(eq(chatConversations.id, conv.id))
    const r = await storeMessage(ctx.server.db, c, i % 2 === 0 ? 'peer' : 'user', { userId: i % 2 === 0 ? m.id : c.userId }, 'text', { text: `filler ${i}` }, `fill-${i}`, 'zh')
    assert.ok(!('refusal' in r))
  }
  const all = await ctx.server.db.select({ id: chatMessages.id }).from(chatMessages).where(eq(chatMessages.conversationId, conv.id)).orderBy(asc(chatMessages.id))
  assert.equal(all.length, 96)
  const firstId = all[0].id
  await openRoute(buyer, `/pages/notice/chat?conversation_id=${conv.id}`)
  await buyer.locator('#chat-list .chat-msg').first().waitFor({ timeout: 20000 })
  while (await buyer.locator('#chat-older').count() > 0) {
    const before = await buyer.locator('#chat-list .chat-msg').count()
    await buyer.locator('#chat-older').click()
    await buyer.waitForFunction((n) => document.querySelectorAll('#chat-list .chat-msg').length > n || document.querySelector('#chat-older') === null, before, { timeout: 15000 })
  }
  assert.equal(await buyer.locator('#chat-list .chat-msg').count(), 96)
  // Taro keeps `{ data }` under the key
  const localIds = async () => await buyer.evaluate((id) => ((JSON.parse(localStorage.getItem(`wanlshop:chat:${id}`) ?? '{"data":[]}') as { data: Array<{ id: number }> }).data).map((x) => x.id), conv.id)
  let kept = await localIds()
  assert.equal(kept.length, 96)
  assert.equal(kept[0], firstId)
  await sendText(buyer, 'the 97th')
  await lastStored(buyer, 'text')
  kept = await localIds()
  assert.equal(kept.length, 96, 'still 96 on the device')
  assert.notEqual(kept[0], firstId, 'the first message left the device')
  // a fresh start shows the device's 96 at once; the first comes back from the server when paging back
  await openRoute(buyer, `/pages/notice/chat?conversation_id=${conv.id}`)
  await buyer.locator('#chat-older').waitFor({ timeout: 20000 })
  assert.equal(await buyer.locator(`#chat-msg-${firstId}`).count(), 0)
  while (await buyer.locator(`#chat-msg-${firstId}`).count() === 0) {
    assert.equal(await buyer.locator('#chat-older').count(), 1, 'the server has older messages until the first')
    const before = await buyer.locator('#chat-list .chat-msg').count()
    await buyer.locator('#chat-older').click()
    await buyer.waitForFunction(([n, id]) => document.querySelectorAll('#chat-list .chat-msg').length > Number(n) || document.getElementById(`chat-msg-${id}`) !== null ||
      document.querySelector('#chat-older')?.textContent?.includes('…') === false, [before, firstId] as const, { timeout: 15000 })
  }

  await buyer.context().close()
  await merchant.context().close()
})

test('chat: the message centre and customer service in English; notices in the reader\'s language', async () => {
  const user = await phone(Wallet.createRandom(), 'en')
  await openRoute(user, '/pages/index')
  await user.evaluate(() => { localStorage.setItem('wanlshop:lang', JSON.stringify({ data: 'en' })) })
  await openRoute(user, '/pages/notice/notice')
  await user.locator('#message-centre #login-prompt').waitFor({ timeout: 20000 })
  await shot(user, 'message-centre-logged-out-en')
  await login(user)
  await openRoute(user, '/pages/notice/notice')
  await user.locator('#message-centre').waitFor({ timeout: 20000 })
  await shot(user, 'message-centre-empty-en')
  await user.locator('#mc-entry-service').click()
  await user.locator('#chat-input input, input#chat-input').first().waitFor({ timeout: 20000 })
  await sendText(user, 'Where is my parcel?')
  await lastStored(user, 'text')
  await shot(user, 'service-en')
  await openRoute(user, '/pages/notice/notice')
  const row = user.locator('#mc-list .mc-row').first()
  await row.waitFor({ timeout: 20000 })
  assert.equal((await row.locator('.mc-row__name').innerText()).trim(), 'Customer service')
  assert.equal((await row.locator('.mc-row__last').innerText()).trim(), 'Where is my parcel?')
  await shot(user, 'message-centre-en')
  // a system announcement, written once in both languages, reads in English here
  await announce(ctx.server.db, { title: { zh: '系统维护通知', en: 'Maintenance notice' }, content: { zh: '今晚 23:00 维护一小时', en: 'One hour of maintenance tonight at 23:00' } })
  await openRoute(user, '/pages/notice/system/system')
  await user.locator('#notice-notice .nl-card').first().waitFor({ timeout: 20000 })
  assert.equal((await user.locator('#notice-notice .nl-title').first().innerText()).trim(), 'Maintenance notice')
  await shot(user, 'system-notices-en')
  // a goods card: the server stores the merchant's Chinese and English titles, and this reader's
  // bubble shows the English one once the server has confirmed it
  const [item] = await ctx.server.db.select({ id: goods.id, titleEn: goods.titleEn }).from(goods)
    .where(and(eq(goods.status, 'normal'), sql`${goods.titleEn} <> ''`)).orderBy(asc(goods.id)).limit(1)
  await openRoute(user, `/pages/product/goods?id=${item.id}`)
  await user.locator('#goods-bar-chat').click()
  await user.locator('#chat-offer-send').click()
  await lastStored(user, 'goods')
  const card = (await bubbles(user)).filter((b) => b.type === 'goods').pop()
  assert.ok(card?.text.includes(item.titleEn.slice(0, 16)), `the card reads in English: ${card?.text ?? ''}`)
  await shot(user, 'chat-goods-card-en')
  await user.context().close()
})
