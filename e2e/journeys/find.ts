import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { Wallet } from 'ethers'
import type { Page } from 'playwright-core'
import { and, desc, eq, isNotNull } from 'drizzle-orm'
import { test, SHOTS } from '../lib/harness'
import { ctx, login, newPage, openRoute, settled } from '../lib/context'
import { findPosts, users } from '../../server/db/schema'

// Discovery journey (issue 17): a user publishes a post with a picture from the publish page (the
// upload shows its progress), is told it is published or waits for review, and finds it on their
// own page; a second user opens that creator, follows, and shows among the creator's fans; the shop
// page's dynamics tab lists the shop's posts; the short-video page opens. Screenshots at 375 px in
// Chinese and English go to e2e/shots/find-*.png.

const PICTURE = path.resolve('src/assets/tabbar/cart-active.png')

async function shot (page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true })
  await settled(page).catch(() => undefined)
  await page.waitForLoadState('networkidle').catch(() => undefined)
  await page.screenshot({ path: `${SHOTS}/find-${name}.png` })
}

async function english (page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('wanlshop:lang', JSON.stringify({ data: 'en' })))
}

test('discovery: publish a post with a picture, see it on my page; another user follows me and is among my fans; the shop dynamics tab; short videos', async () => {
  const db = ctx.server.db
  const author = await newPage(Wallet.createRandom())
  await login(author)
  await openRoute(author, '/pages/apps/find/user/add')
  await settled(author)
  await author.locator('#find-add-text textarea').fill('春天的第一条动态')
  const [chooser] = await Promise.all([author.waitForEvent('filechooser'), author.locator('#find-add-image').click()])
  await chooser.setFiles(PICTURE)
  await author.locator('.publish__tile[data-state="done"]').waitFor({ timeout: 20000 })
  await shot(author, 'add-zh')
  await author.locator('#find-add-submit').click()
  await author.locator('#find-add-done').waitFor({ timeout: 10000 })

  const [me] = await db.select({ id: users.id }).from(users).innerJoin(findPosts, eq(findPosts.userId, users.id)).orderBy(desc(findPosts.id)).limit(1)
  const [mine] = await db.select().from(findPosts).where(eq(findPosts.userId, me.id)).orderBy(desc(findPosts.id)).limit(1)
  assert.equal(mine.content, '春天的第一条动态')
  assert.equal(mine.images.length, 1)
  // what the page said matches what the server decided (spec: users' posts wait when the admin says so)
  const done = await author.locator('#find-add-done').innerText()
  assert.match(done, mine.state === 'examine' ? /等待审核/ : /发布成功/)
  await shot(author, 'add-done-zh')

  await author.locator('#find-add-mine').click()
  await author.locator(`#tile-${mine.id}`).waitFor({ timeout: 10000 })
  await shot(author, 'user-zh')

  // a second user: the creator page, follow, and the fans list shows them
  const fan = await newPage(Wallet.createRandom())
  await login(fan)
  await openRoute(fan, `/pages/apps/find/user?id=${me.id}`)
  await fan.locator('#creator-follow').waitFor({ timeout: 10000 })
  assert.equal((await fan.locator('#creator-count-fans').innerText()).replace(/\s+/g, ''), '0粉丝')
  await fan.locator('#creator-follow').click()
  await fan.locator('#creator-follow', { hasText: '已关注' }).waitFor({ timeout: 10000 })
  assert.equal((await fan.locator('#creator-count-fans').innerText()).replace(/\s+/g, ''), '1粉丝')
  await fan.locator('#creator-count-fans').click()
  await fan.locator('.people__row').first().waitFor({ timeout: 10000 })
  assert.equal(await fan.locator('.people__row').count(), 1)
  await shot(fan, 'fans-zh')

  // a shop's posts on its page (the seeded feed: shops post their goods)
  const [shopPost] = await db.select({ id: findPosts.id, shop: findPosts.shopId }).from(findPosts)
    .where(and(isNotNull(findPosts.shopId), eq(findPosts.state, 'normal'))).orderBy(desc(findPosts.id)).limit(1)
  assert.ok(shopPost !== undefined, 'a seeded shop post')
  await openRoute(fan, `/pages/shop/index?id=${shopPost.shop}`)
  await fan.locator('#shop-tab-dynamics').click()
  await fan.locator(`#shop-dynamics #post-${shopPost.id}`).waitFor({ timeout: 10000 })
  await shot(fan, 'shop-dynamics-zh')
  // the feed's author opens the creator page
  await openRoute(fan, '/pages/find')
  await fan.locator(`#post-author-${shopPost.id}`).click()
  await fan.locator('#creator').waitFor({ timeout: 10000 })

  await openRoute(fan, `/pages/apps/find/details/video?id=${shopPost.id}`)
  await fan.locator(`#short-${shopPost.id}`).waitFor({ timeout: 10000 })
  await shot(fan, 'video-zh')

  // the same pages in English
  await english(author)
  for (const [route, name, ready] of [
    ['/pages/apps/find/user', 'user-en', `#tile-${mine.id}`],
    ['/pages/apps/find/user/add', 'add-en', '#find-add-text'],
    [`/pages/apps/find/user/fans?id=${me.id}`, 'fans-en', '.people__row'],
    [`/pages/apps/find/user/follow?id=${me.id}`, 'follow-en', '.empty-state'],
    ['/pages/apps/find/list?type=likes', 'likes-en', '.empty-state'],
    [`/pages/apps/find/details/video?id=${shopPost.id}`, 'video-en', `#short-${shopPost.id}`]
  ] as const) {
    await openRoute(author, route)
    await author.locator(ready).first().waitFor({ timeout: 10000 })
    await shot(author, name)
  }
  await author.context().close()
  await fan.context().close()
})
