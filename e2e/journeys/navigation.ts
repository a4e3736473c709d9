import assert from 'node:assert/strict'
import { Wallet } from 'ethers'
import type { Page } from 'playwright-core'
import { test, SHOTS } from '../lib/harness'
import { openHome } from '../lib/app'
import { ctx, newPage, openRoute, settled } from '../lib/context'
import { near, pixelAt } from '../lib/pixels'

// Issue 9, "what a shopper met": no dead ends (unknown routes), categories reachable from Home,
// the advert and pop-up once, and the polish a shopper sees at 375 px (page background, one
// dialog look, the hot-search card, favicon), in both languages.

const PAGE_GREY: [number, number, number] = [247, 247, 247]

async function setLanguage (page: Page, lang: 'zh' | 'en'): Promise<void> {
  // what the language setting stores (Taro's H5 storage wraps values in { data })
  await page.evaluate((l) => { localStorage.setItem('wanlshop:lang', JSON.stringify({ data: l })) }, lang)
}

/**
 * The colour half-way between the bottom of a page's content and the bottom of the screen (null
 * when the content fills the screen): where a background that stops mid-screen shows white.
 */
async function belowContent (page: Page, root: string, screenBottom = 667): Promise<[number, number, number] | null> {
  const bottom = await page.locator(root).evaluate((el) =>
    Math.max(...Array.from(el.children).map((c) => c.getBoundingClientRect().bottom)))
  if (bottom > screenBottom - 20) return null
  return pixelAt(page, 187, Math.round((bottom + screenBottom) / 2))
}

/** Waits for two frames: what React rendered after the last answer is on screen. */
async function painted (page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

test('an unknown route shows the not-found page with a way home, not a spinner', async () => {
  const page = await newPage(Wallet.createRandom())
  await page.goto(`${ctx.server.url}/#/pages/no/such/page?id=3`)
  await page.locator('#not-found').waitFor({ timeout: 20000 })
  assert.match(await page.locator('#not-found').innerText(), /这个页面不存在/)
  assert.equal((await page.locator('#not-found-path').innerText()).trim(), '/pages/no/such/page')
  await page.screenshot({ path: `${SHOTS}/not-found-zh.png` })
  await page.locator('#not-found-home').click()
  await page.locator('#home').waitFor({ timeout: 20000 })
  assert.ok(page.url().endsWith('#/pages/index'), page.url())
  await page.context().close()
})

test('Home leads to every category; the three category layouts reach each other', async () => {
  const page = await newPage(Wallet.createRandom())
  await openHome(page, ctx.server.url)
  await page.locator('#home-category-all').click()
  await page.locator('#category .cat__side-item').first().waitFor({ timeout: 20000 })
  const tops = await page.locator('#category .cat__side-item').count()
  assert.ok(tops >= 12, `${tops} top categories on /pages/category`)
  await page.locator('#cat-layout-tabs').click()
  await page.locator('#category-new .catn__tab').first().waitFor({ timeout: 20000 })
  assert.equal(await page.locator('#category-new .catn__tab').count(), tops)
  await page.locator('#cat-layout-list').click()
  await page.locator('#cate1 .cate1__card').first().waitFor({ timeout: 20000 })
  assert.equal(await page.locator('#cate1 .cate1__card').count(), tops)
  await settled(page)
  await page.screenshot({ path: `${SHOTS}/cate1-zh.png` })
  await page.context().close()
})

test('the open-screen advert and the welcome pop-up come once, not on every start', async () => {
  const page = await newPage(Wallet.createRandom())
  await page.goto(`${ctx.server.url}/`)
  await page.locator('#open-advert-skip').waitFor({ timeout: 20000 })
  await page.locator('#open-advert-skip').click()
  await page.locator('.sys-popup-close').waitFor({ timeout: 20000 })
  await page.locator('.sys-popup-close').click()

  // the next start the same day: the adverts arrive, neither is shown
  const adverts = page.waitForResponse((r) => r.url().includes('/wanlshop/common/adverts'))
  await page.reload()
  await page.locator('#home').waitFor({ timeout: 20000 })
  await adverts
  await page.locator('.home-category__item').first().waitFor({ timeout: 20000 })
  await painted(page)
  assert.equal(await page.locator('#open-advert-skip').count(), 0, 'no advert on the second start')
  assert.equal(await page.locator('.sys-popup').count(), 0, 'no pop-up on the second start')
  await page.context().close()
})

for (const lang of ['zh', 'en'] as const) {
  test(`polish at 375 px (${lang}): backgrounds reach the bottom, one dialog look, the hot-search card, favicon`, async () => {
    const page = await newPage(Wallet.createRandom())
    await openHome(page, ctx.server.url)
    await setLanguage(page, lang)
    assert.equal(await page.locator('link[rel="icon"]').count(), 1, 'the H5 page names a favicon')

    // Exchange, logged out: its content ends mid-screen; below it is still the page grey
    await openRoute(page, '/pages/pledge')
    await page.locator('#pledge #login-prompt').waitFor({ timeout: 20000 })
    await painted(page)
    // the app's tab bar is 50 px high
    const below = await belowContent(page, '#pledge', 667 - 50)
    assert.ok(below && near(below, PAGE_GREY), `Exchange below the content: rgb(${below?.join(',')})`)
    await page.screenshot({ path: `${SHOTS}/exchange-out-${lang}.png` })

    // Settings: the licences dialog on About (components/Modal) and the clear-cache confirm look alike
    await openRoute(page, '/pages/user/setting/about')
    await page.locator('#about-licences').waitFor({ timeout: 20000 })
    await page.locator('#about-licences').click()
    const card = page.locator('.about-modal .modal__card')
    await card.waitFor()
    const look = (sel: string) => page.locator(sel).evaluate((el) => {
      const s = getComputedStyle(el)
      return { radius: s.borderTopLeftRadius, width: (el as HTMLElement).offsetWidth /* layout width: the Modal pops in with a scale */, background: s.backgroundColor }
    })
    const modalLook = await look('.about-modal .modal__card')
    await page.locator('#about-ok').click()
    await openRoute(page, '/pages/user/setting/setting')
    await page.locator('#setting-about').waitFor({ timeout: 20000 })
    await painted(page)
    const bottom = await belowContent(page, '#setting')
    assert.ok(!bottom || near(bottom, PAGE_GREY), `Settings below the content: rgb(${bottom?.join(',')})`)
    await page.locator('#setting-cache').click()
    await page.locator('.taro__modal .taro-modal__content').waitFor()
    // Taro fades its modal in: compare and photograph it once it is fully there
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.taro__modal') as Element).opacity === '1')
    const confirmLook = await look('.taro__modal .taro-modal__content')
    assert.deepEqual(confirmLook, modalLook, 'the confirm dialog has the Modal\'s card')
    const okColour = await page.locator('.taro__modal .taro-model__confirm').evaluate((el) => getComputedStyle(el).backgroundColor)
    assert.equal(okColour, 'rgb(255, 68, 143)')
    await page.screenshot({ path: `${SHOTS}/dialog-${lang}.png` })
    await page.locator('.taro__modal .taro-model__cancel').click()

    // the hot-search card stays tinted down to its last row (the page itself is white)
    await openRoute(page, '/pages/page/search')
    const hot = page.locator('#search-hot')
    await hot.waitFor({ timeout: 20000 })
    await painted(page)
    const box = (await hot.boundingBox())!
    const inside = await pixelAt(page, Math.round(box.x + box.width - 12), Math.round(box.y + box.height - 6))
    assert.ok(!near(inside, [255, 255, 255], 1), `hot-search card near its bottom: rgb(${inside.join(',')})`)
    const under = await belowContent(page, '#search')
    assert.ok(!under || near(under, [255, 255, 255]), `the white search page below its content: rgb(${under?.join(',')})`)
    await page.screenshot({ path: `${SHOTS}/search-hot-${lang}.png` })
    await page.context().close()
  })
}
