import assert from 'node:assert/strict'
import { Wallet } from 'ethers'
import type { Page } from 'playwright-core'
import { eq } from 'drizzle-orm'
import { test, SHOTS } from '../lib/harness'
import { openHome } from '../lib/app'
import { ctx, newPage, openRoute, settled } from '../lib/context'
import { articles } from '../../server/db/schema'

// English content journey (issue 9, item 5): a visitor switches to English and the platform's own
// texts follow — home sections and the category grid, the category tree, an article, the help
// centre — not only the app's labels. Screenshots at 375 px: home-en, category-en, article-en, help-en.

const CJK = /[\u3400-\u9fff]/

/** A fresh load may open with the full-screen advert and the pop-up: get past both. */
async function open (page: Page, route: string): Promise<void> {
  await openRoute(page, route)
  const skip = page.locator('#open-advert-skip')
  if (await skip.isVisible({ timeout: 3000 }).catch(() => false)) await skip.click()
  const close = page.locator('.sys-popup-close')
  if (await close.isVisible({ timeout: 1500 }).catch(() => false)) await close.click()
}

/** The texts of the elements matching `selector` (waits for the first one). */
async function texts (page: Page, selector: string): Promise<string[]> {
  await page.locator(selector).first().waitFor({ timeout: 20000 })
  return (await page.locator(selector).allInnerTexts()).map((s) => s.trim()).filter((s) => s !== '')
}

test('English content: home sections, categories, an article and the help centre read in English', async () => {
  const page = await newPage(Wallet.createRandom())
  await openHome(page, ctx.server.url)
  assert.ok((await texts(page, '.home-goods__title')).some((s) => s === '热卖推荐'), 'Chinese first')

  // switch in Settings (Me → gear), then back to the Home tab: the home texts come again in English
  // without a reload
  await page.locator('.weui-tabbar__item').nth(3).click()
  await page.locator('#me-settings').click()
  await page.locator('#setting-language').click()
  await page.locator('#lang-en').click()
  await page.waitForFunction(() => document.body.innerText.includes('Language'))
  await page.goBack()
  await page.locator('.weui-tabbar__item').nth(0).click()
  await page.waitForFunction(() => [...document.querySelectorAll('.home-goods__title')].some((e) => e.textContent?.trim() === 'Best sellers'), null, { timeout: 20000 })

  // and after a fresh start (the stored language)
  await open(page, '/pages/index')
  await page.waitForFunction(() => [...document.querySelectorAll('.home-goods__title')].some((e) => e.textContent?.trim() === 'Best sellers'), null, { timeout: 20000 })
  const sections = await texts(page, '.home-goods__title')
  for (const s of sections) assert.ok(!CJK.test(s), `home section "${s}"`)
  assert.ok(sections.includes('Collectibles') && sections.includes('Health picks'), sections.join(' | '))
  const grid = await page.locator('#home').innerText()
  assert.ok(grid.includes('Electronics') && grid.includes('Appliances'), 'the category grid')
  await settled(page)
  await page.screenshot({ path: `${SHOTS}/home-en.png` })

  await open(page, '/pages/category')
  const headings = await texts(page, '.cat-section__title')
  assert.ok(headings.length > 0)
  for (const s of headings) assert.ok(!CJK.test(s), `category heading "${s}"`)
  const side = await texts(page, '.cat__side-item')
  assert.ok(side.includes('Electronics') && side.every((s) => !CJK.test(s)), side.join(' | '))
  await settled(page)
  await page.screenshot({ path: `${SHOTS}/category-en.png` })

  const [refund] = await ctx.server.db.select({ id: articles.id }).from(articles).where(eq(articles.title, '如何申请退款'))
  await open(page, `/pages/article/details?id=${refund.id}`)
  await page.locator('.article-detail__title').waitFor({ timeout: 20000 })
  assert.equal((await page.locator('.article-detail__title').innerText()).trim(), 'How to ask for a refund')
  const body = await page.locator('#article, .article-detail').first().innerText()
  assert.ok(body.includes('Go to My orders') && !CJK.test(body), 'the article text is English')
  await settled(page)
  await page.screenshot({ path: `${SHOTS}/article-en.png` })

  await open(page, '/pages/user/help')
  const questions = await texts(page, '.help-item__title')
  assert.ok(questions.includes('How to sign in with a wallet'), questions.join(' | '))
  for (const q of questions) assert.ok(!CJK.test(q), `help question "${q}"`)
  await page.locator('.help-item__q').first().click()
  await page.locator('.help-item__a').first().waitFor({ timeout: 10000 })
  await settled(page)
  await page.screenshot({ path: `${SHOTS}/help-en.png` })
  await page.context().close()
})
