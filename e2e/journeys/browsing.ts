import assert from 'node:assert/strict'
import { Wallet } from 'ethers'
import type { Page, Response } from 'playwright-core'
import { and, eq, gt, sql } from 'drizzle-orm'
import { test, SHOTS } from '../lib/harness'
import { toastText } from '../lib/app'
import { ctx, newPage, login, openRoute, settled } from '../lib/context'
import { goods, goodsSku } from '../../server/db/schema'

// Browsing journey (browsing issue): search a keyword, sort and filter, open a product, pick a
// SKU, favourite it, follow the shop, find both under Me; then the same screens in English.

/** Waits until the goods list shows what this `product/lists` response returned, in its order. */
async function showsList (page: Page, res: Response): Promise<void> {
  const body = await res.json() as { code: number, data: { data: Array<{ id: number }> } }
  assert.equal(body.code, 1, `product/lists answered ${JSON.stringify(body).slice(0, 200)}`)
  const want = body.data.data.map((g) => String(g.id))
  await page.waitForFunction((want) => {
    const got = [...document.querySelectorAll('.goods-row')].map((e) => e.getAttribute('data-id'))
    return got.length === want.length && got.every((id, i) => id === want[i])
  }, want, { timeout: 15000 })
}

async function prices (page: Page): Promise<number[]> {
  // display only: compare the list's visible prices (the app itself never parses prices)
  const texts = await page.locator('.goods-row .goods-row__price .price:not(.price--strike)').allInnerTexts()
  return texts.map((s) => Number(s.replace(/[^0-9.]/g, '').split('.').slice(0, 2).join('.')))
}

/** A seeded product with several in-stock SKUs: its keyword (a title word) and its id. */
async function pickProduct (): Promise<{ id: number, keyword: string, title: string }> {
  const rows = await ctx.server.db.select({ id: goods.id, title: goods.title }).from(goods)
    .where(and(eq(goods.status, 'normal'), gt(sql`(select count(*) from ${goodsSku} where ${goodsSku.goodsId} = ${goods.id} and ${goodsSku.stock} > 0)`, 2)))
    .limit(1)
  const { id, title } = rows[0]
  return { id, title, keyword: title.split(' ')[1] ?? title.slice(0, 4) }
}

test('search, sort, filter, open a product, pick a SKU, favourite it, follow the shop, see both in Me', async () => {
  const product = await pickProduct()
  const page = await newPage(Wallet.createRandom())
  await login(page)

  // search
  await openRoute(page, '/pages/page/search')
  await page.locator('#search-input input, #search-input').first().fill(product.keyword)
  await page.locator('#search-submit').click()
  await page.locator('.goods-row').first().waitFor({ timeout: 20000 })
  const titles = await page.locator('.goods-row .goods-row__title').allInnerTexts()
  assert.ok(titles.some((t) => t.includes(product.keyword)), `results mention "${product.keyword}"`)

  // sort by price, ascending
  const resorted = page.waitForResponse((r) => r.url().includes('/product/lists') && r.url().includes('sort=price'))
  await page.locator('#sort-price').click()
  await page.waitForFunction(() => document.querySelector('#sort-price')?.className.includes('--on'))
  await showsList(page, await resorted)
  const sorted = await prices(page)
  assert.deepEqual(sorted, [...sorted].sort((a, b) => a - b), 'prices ascend')

  // filter: minimum price from the drawer
  const min = Math.floor(sorted[Math.floor(sorted.length / 2)] ?? 1)
  await page.locator('#sort-filter').click()
  await page.locator('#price-min input, #price-min').first().fill(String(min))
  const refreshed = page.waitForResponse((r) => r.url().includes('/product/lists') && r.url().includes('price_min'))
  await page.locator('#drawer-confirm').click()
  const refreshedRes = await refreshed
  const listUrl = decodeURIComponent(refreshedRes.url())
  await showsList(page, refreshedRes)
  const filtered = await prices(page)
  assert.ok(filtered.length > 0 && filtered.every((p) => p >= min), `every price ≥ ${min}: ${filtered.join(', ')} (before: ${sorted.join(', ')}; request ${listUrl})`)
  await page.screenshot({ path: `${SHOTS}/goodslist-zh.png` })

  // the product: choose a SKU and add it to the cart
  await openRoute(page, `/pages/product/goods?id=${product.id}`)
  await page.locator('#goods-title').waitFor({ timeout: 20000 })
  await page.locator('#goods-specs').click()
  await page.locator('#sku-popup .sku-group').first().waitFor()
  const groups = page.locator('#sku-popup .sku-group')
  for (let i = 0; i < await groups.count(); i++) {
    const option = groups.nth(i).locator('.sku-option:not(.sku-option--disabled)').first()
    if (!(await option.getAttribute('class'))?.includes('--active')) await option.click()
  }
  await page.locator('#sku-plus').click()
  assert.equal((await page.locator('#sku-quantity').innerText()).trim(), '2')
  await page.locator('#sku-popup #sku-confirm, #sku-popup #sku-add-cart').first().click()
  assert.ok((await toastText(page)).length > 0, 'added to the cart')

  // favourite and follow
  await page.locator('#goods-favorite').click()
  await page.waitForFunction(() => document.querySelector('#goods-favorite')?.className.includes('--on'))
  await page.locator('#goods-shop-follow').click()
  await page.waitForFunction(() => document.querySelector('#goods-shop-follow')?.className.includes('--on'))
  const shopName = (await page.locator('#goods-shop').innerText()).split('\n')[0].trim()
  await page.screenshot({ path: `${SHOTS}/product-zh.png` })

  // Me → favourites and followed stores
  await openRoute(page, '/pages/user')
  await page.waitForFunction(() => document.querySelector('#me-dynamic-collection')?.textContent?.trim().startsWith('1'), null, { timeout: 15000 })
  await page.locator('#me-dynamic-collection').click()
  await page.locator('.collect-item').first().waitFor({ timeout: 15000 })
  assert.match(await page.locator('.collect-item').first().innerText(), new RegExp(product.title.split(' ')[0]))
  await openRoute(page, '/pages/user/follow')
  await page.waitForFunction((name) => document.querySelector('#follow')?.textContent?.includes(name), shopName.slice(0, 4), { timeout: 15000 })

  // English: the same screens speak English
  await openRoute(page, '/pages/user/setting/setting')
  await page.locator('#setting-language').click()
  await page.locator('#lang-en').click()
  await page.waitForFunction(() => document.body.innerText.includes('Language'))
  await openRoute(page, `/pages/goodslist?search=${encodeURIComponent(product.keyword)}`)
  await page.locator('#sort-sales').waitFor({ timeout: 20000 })
  assert.match(await page.locator('#sort-sales').innerText(), /sales/i)
  await settled(page)
  await page.screenshot({ path: `${SHOTS}/goodslist-en.png` })
  await openRoute(page, `/pages/product/goods?id=${product.id}`)
  await page.locator('#goods-add-cart').waitFor({ timeout: 20000 })
  assert.match(await page.locator('#goods-add-cart').innerText(), /cart/i)
  // the demo merchant's English title and description, not the Chinese ones
  for (const sel of ['#goods-title', '.goods-subtitle']) assert.match(await page.locator(`${sel}:visible`).first().innerText(), /^[^\u4e00-\u9fff]+$/, `${sel} in English`)
  // the offers row: two coupon chips and the count — the count always shows whole, the chips give way
  const count = page.locator('#goods-coupons .goods-cell__more')
  assert.match(await count.innerText(), /^\d+ coupons?$/)
  const clipped = await count.evaluate((e) => {
    const row = e.parentElement!.getBoundingClientRect()
    const box = e.getBoundingClientRect()
    return e.scrollWidth > e.clientWidth + 1 || box.right > row.right + 0.5
  })
  assert.equal(clipped, false, 'the coupon count is not cut off')
  await settled(page)
  await page.screenshot({ path: `${SHOTS}/product-en.png` })
  await openRoute(page, '/pages/user/collect')
  await page.locator('.collect-item').first().waitFor({ timeout: 15000 })
  assert.match(await page.locator('#collect').innerText(), /[A-Za-z]{3,}/)
  await settled(page)
  await page.screenshot({ path: `${SHOTS}/collect-en.png` })
  await page.context().close()
})

test('the product gallery: a swipe shows the next picture and the counter follows; a tap opens the previewer, loaded then', async () => {
  const [g] = await ctx.server.db.select({ id: goods.id }).from(goods)
    .where(and(eq(goods.status, 'normal'), gt(sql`jsonb_array_length(${goods.images})`, 1))).limit(1)
  assert.ok(g !== undefined, 'a seeded product with several pictures')
  const page = await newPage(Wallet.createRandom())
  const previewer: string[] = []
  page.on('request', (r) => { if (/preview-image/.test(r.url())) previewer.push(r.url()) })
  await openRoute(page, `/pages/product/goods?id=${g.id}`)
  const counter = page.locator('#goods-gallery-index')
  await counter.waitFor({ timeout: 20000 })
  const total = (await counter.innerText()).split('/')[1]
  assert.equal((await counter.innerText()).trim(), `1/${total}`)

  // a finger drags the picture leftwards across most of the screen
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true })
  const box = await page.locator('.goods-gallery').boundingBox()
  assert.ok(box !== null)
  const y = box.y + box.height / 2
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + box.width * 0.85, y }] })
  for (const f of [0.7, 0.5, 0.3, 0.15]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: box.x + box.width * f, y }] })
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await page.waitForFunction((want) => document.querySelector('#goods-gallery-index')?.textContent?.trim() === want, `2/${total}`, { timeout: 5000 })
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: false })

  // the previewer's code is not part of the product page: it arrives with the first tap
  assert.deepEqual(previewer, [])
  await page.locator('.goods-gallery__image').nth(1).click()
  await page.locator('.preview-image').waitFor({ timeout: 15000 })
  assert.equal(previewer.length, 1, 'the previewer chunk is fetched on the tap')
  await page.context().close()
})
