import assert from 'node:assert/strict'
import { Wallet } from 'ethers'
import type { Page } from 'playwright-core'
import { and, eq, ne } from 'drizzle-orm'
import { test, SHOTS } from '../lib/harness'
import { ctx, newPage, login, openRoute, settled } from '../lib/context'
import { pixelAt, near } from '../lib/pixels'
import { goods, users } from '../../server/db/schema'

// Share and poster journey (issue 18 "Sign-in and sharing"): on product detail a signed-in buyer
// taps share, the sheet offers copy link and create poster; the poster is drawn on a canvas and shown
// as an image with the long-press hint (spec §8), it is not blank (picture, price, QR code), and its
// QR link carries the buyer's invite code — a new visitor who opens that link and signs in is bound
// to the buyer. Then the same in English. Screens at 375 px: share-sheet-zh/en, poster-zh/en.

const OVERLAY: [number, number, number] = [0, 0, 0]

async function shot (page: Page, name: string): Promise<void> {
  await settled(page)
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

/** What the poster image holds: its size, and the shares of light-grey-to-white, dark (QR) and pink (price) pixels. */
async function posterPixels (page: Page): Promise<{ w: number, h: number, white: number, dark: number, pink: number, colours: number }> {
  return await page.evaluate(async () => {
    const el = document.querySelector<HTMLImageElement>('#poster-image img')
    if (!el) throw new Error('no poster <img>')
    await el.decode()
    const c = document.createElement('canvas')
    c.width = el.naturalWidth
    c.height = el.naturalHeight
    const g = c.getContext('2d')!
    g.drawImage(el, 0, 0)
    const d = g.getImageData(0, 0, c.width, c.height).data
    let white = 0; let dark = 0; let pink = 0; let n = 0
    const colours = new Set<number>()
    for (let i = 0; i < d.length; i += 16) {
      if (d[i + 3] < 200) continue
      n++
      const [r, gg, b] = [d[i], d[i + 1], d[i + 2]]
      colours.add((r >> 4) << 8 | (gg >> 4) << 4 | (b >> 4))
      if (r > 235 && gg > 235 && b > 235) white++
      if (r < 40 && gg < 40 && b < 40) dark++
      if (r > 230 && gg < 110 && b > 110 && b < 180) pink++
    }
    return { w: c.width, h: c.height, white: white / n, dark: dark / n, pink: pink / n, colours: colours.size }
  })
}

async function makePoster (page: Page, goodsId: number, lang: 'zh' | 'en', expect: { sheet: string, hint: RegExp }): Promise<string> {
  await openRoute(page, `/pages/product/goods?id=${goodsId}`)
  await page.locator('#goods-share').waitFor({ timeout: 20000 })
  await page.locator('#goods-share').click()
  const sheet = page.locator('#goods-share-sheet')
  await sheet.waitFor({ timeout: 10000 })
  assert.ok((await sheet.innerText()).includes(expect.sheet), `the sheet offers "${expect.sheet}"`)
  assert.ok(await page.locator('#goods-share-copy').isVisible(), 'copy link (H5)')
  // the sheet has slid up
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
  await shot(page, `share-sheet-${lang}`)

  await page.locator('#goods-share-poster').click()
  await page.locator('#poster-image img').waitFor({ timeout: 20000 })
  await page.waitForFunction(() => document.querySelector<HTMLImageElement>('#poster-image img')?.complete === true)
  const hint = await page.locator('#poster-hint').innerText()
  assert.match(hint, expect.hint)

  const px = await posterPixels(page)
  assert.equal(px.w, 900, 'drawn at 1.5 × 600 poster pixels')
  assert.ok(px.h > px.w, `a portrait card (${px.w}×${px.h})`)
  assert.ok(px.white < 0.9, `not blank: ${(px.white * 100).toFixed(0)}% white`)
  assert.ok(px.dark > 0.01, `a QR code: ${(px.dark * 100).toFixed(1)}% dark`)
  assert.ok(px.pink > 0.0005, `the pink price: ${(px.pink * 100).toFixed(2)}%`)
  assert.ok(px.colours > 20, `the picture's colours (${px.colours})`)

  // what the user sees: the poster over the dark overlay, not the overlay alone
  const box = (await page.locator('#poster-image').boundingBox())!
  assert.ok(box.width > 250 && box.width < 330, `about 300 px wide at 375 (${box.width})`)
  const qrPoint = await pixelAt(page, Math.round(box.x + box.width - 12), Math.round(box.y + box.height - 14))
  assert.ok(!near(qrPoint, OVERLAY, 30), `the poster shows on screen: rgb(${qrPoint.join(',')})`)
  await shot(page, `poster-${lang}`)
  const link = await page.locator('#poster').getAttribute('data-link')
  assert.ok(link)
  await page.locator('#goods-share-close').click()
  await page.locator('#poster').waitFor({ state: 'detached' })
  return link
}

test('poster: product detail → share → poster (non-blank, QR with my invite code) in zh and en; the link binds a new user', async () => {
  const [g] = await ctx.server.db.select({ id: goods.id }).from(goods).where(and(eq(goods.status, 'normal'), ne(goods.image, ''))).orderBy(goods.id).limit(1)
  assert.ok(g, 'a goods with a picture')
  const wallet = Wallet.createRandom()
  const page = await newPage(wallet)
  await login(page)
  const [me] = await ctx.server.db.select({ id: users.id, code: users.inviteCode }).from(users).where(eq(users.walletAddress, wallet.address.toLowerCase()))

  const link = await makePoster(page, g.id, 'zh', { sheet: '生成海报', hint: /长按/ })
  assert.ok(link.includes(`/pages/product/goods?id=${g.id}`), link)
  assert.ok(link.includes(`invite_code=${me.code}`), `the QR link carries my invite code: ${link}`)

  // the invitation page's poster: a banner with the invitation, the QR of the invitation link
  await openRoute(page, '/pages/user/inviter/index')
  await page.locator('#inviter-share').click({ timeout: 20000 })
  await page.locator('#inviter-share-poster').click()
  await page.locator('#poster-image img').waitFor({ timeout: 20000 })
  const invitePx = await posterPixels(page)
  assert.ok(invitePx.pink > 0.05 && invitePx.dark > 0.01, `the invitation poster: ${JSON.stringify(invitePx)}`)
  assert.ok((await page.locator('#poster').getAttribute('data-link'))?.endsWith(`#/pages/index?invite_code=${me.code}`), 'the invitation link')
  await shot(page, 'poster-invite-zh')
  await page.locator('#inviter-share-close').click()

  await page.evaluate(() => { localStorage.setItem('wanlshop:lang', JSON.stringify({ data: 'en' })) })
  const linkEn = await makePoster(page, g.id, 'en', { sheet: 'Create poster', hint: /long-press/i })
  assert.equal(linkEn, link)

  // a new visitor opens the poster's link, then signs in: bound to the sharer
  const friendWallet = Wallet.createRandom()
  const friend = await newPage(friendWallet)
  await friend.goto(link.replace(/^https?:\/\/[^/]+/, ctx.server.url))
  await friend.locator('#goods-share').waitFor({ timeout: 30000 })
  await login(friend)
  const [them] = await ctx.server.db.select({ inviter: users.inviteUserId }).from(users).where(eq(users.walletAddress, friendWallet.address.toLowerCase()))
  assert.equal(them?.inviter, me.id, 'the friend is bound to the sharer')
  await page.context().close()
  await friend.context().close()
})
