import assert from 'node:assert/strict'
import { Wallet } from 'ethers'
import type { Page } from 'playwright-core'
import { asc, eq } from 'drizzle-orm'
import type { AddOrderResult, Address } from '../../types/order'
import { adverts, articles, goods, goodsSku, groupGoods, pages, shops } from '../../server/db/schema'
import { mkdirSync } from 'node:fs'
import { SHOTS, test } from '../lib/harness'
import { ctx, login, newPage, openRoute, settled } from '../lib/context'
import { apiAs } from '../lib/session'
import { MERCHANT_CONTENT, SPEC_ROUTES } from '../spec-routes'

// The route walker (issue 19): every route of spec §2 (e2e/spec-routes.ts) opened on H5, signed in,
// in Chinese and in English. A route fails on: the not-found page, a script error, a page still
// loading after 10 s, "undefined" or "NaN" on screen, and — in English — Chinese outside
// merchant-written content. Routes that open issues still build are listed as pending with their
// issue, not visited.

const CJK = /[\u3400-\u9fff]/

type Fixtures = Record<string, string | number>

async function fixtures (page: Page): Promise<Fixtures> {
  const db = ctx.server.db
  const [g] = await db.select({ id: goods.id, shop: goods.shopId }).from(goods).orderBy(asc(goods.id)).limit(1)
  const [sku] = await db.select({ id: goodsSku.id }).from(goodsSku).where(eq(goodsSku.goodsId, g.id)).orderBy(asc(goodsSku.id)).limit(1)
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, g.shop)).limit(1)
  const [article] = await db.select({ id: articles.id, title: articles.title }).from(articles).where(eq(articles.kind, 'new')).orderBy(asc(articles.id)).limit(1)
  const [advert] = await db.select({ id: adverts.id }).from(adverts).orderBy(asc(adverts.id)).limit(1)
  const [home] = await db.select({ id: pages.id }).from(pages).orderBy(asc(pages.id)).limit(1)
  const [deal] = await db.select({ id: groupGoods.goodsId }).from(groupGoods).orderBy(asc(groupGoods.id)).limit(1)
  // an order of the walker's own, so the order pages have something to show
  const api = await apiAs(page)
  const addr = await api.post<Address>('/wanlshop/address/address', { type: 'add', data: { name: '林小满', mobile: '13800138000', province: '北京市', city: '北京市', district: '朝阳区', adcode: '110105', address: '建国路 88 号 1201' } })
  assert.equal(addr.body.code, 1, addr.body.msg)
  const order = await api.post<AddOrderResult>('/wanlshop/order/addOrder', {
    token: `walker-${Date.now()}`,
    order: { address_id: addr.body.data.id, lists: [{ shop_id: shop.id, products: [{ goods_id: g.id, sku_id: sku.id, number: 1 }] }] }
  })
  assert.equal(order.body.code, 1, order.body.msg)
  return {
    goods: g.id, sku: sku.id, shop: shop.id, article: article.id, articleTitle: encodeURIComponent(article.title),
    advert: advert.id, page: home.id, order: order.body.data.order_ids[0], groupsGoods: deal?.id ?? 0
  }
}

function fill (path: string, f: Fixtures): string {
  return path.replace(/\{(\w+)\}/g, (_, k: string) => {
    assert.ok(k in f, `no fixture {${k}}`)
    return String(f[k])
  })
}

/** What is on screen: the stationed page's text, and the first Chinese text outside merchant content ('' none). */
async function screenText (page: Page): Promise<{ all: string, platform: string, notFound: boolean }> {
  return await page.evaluate((merchant) => {
    const root = document.querySelector('.taro_page_stationed') ?? document.body
    const all = (root as HTMLElement).innerText
    // H5 navigation bar title
    const bar = document.querySelector<HTMLElement>('.taro-navigation-bar-title')
    const title = bar !== null && bar.offsetParent !== null ? bar.textContent ?? '' : ''
    // where the first Chinese text outside merchant content sits (class path), to name it in a failure
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    let where = ''
    for (let n = walker.nextNode(); n !== null && where === ''; n = walker.nextNode()) {
      const el = n.parentElement
      if (!el || !/[\u3400-\u9fff]/.test(n.textContent ?? '') || el.closest(merchant.join(',')) !== null) continue
      if (el.offsetParent === null && getComputedStyle(el).position !== 'fixed') continue
      const chain: string[] = []
      for (let e: Element | null = el; e && e !== root && chain.length < 4; e = e.parentElement) chain.push(e.className.toString().split(' ').filter((c) => c && !c.startsWith('taro-') && !c.startsWith('hydrated'))[0] || e.tagName.toLowerCase())
      where = `"${(n.textContent ?? '').trim().slice(0, 30)}" in ${chain.join(' < ')}`
    }
    // our own placeholders and the navigation bar's title are platform text too
    const placeholder = [...root.querySelectorAll('input, textarea')].map((i) => i.getAttribute('placeholder') ?? '').find((p) => /[\u3400-\u9fff]/.test(p))
    if (where === '' && placeholder !== undefined) where = `placeholder "${placeholder}"`
    if (where === '' && /[\u3400-\u9fff]/.test(title)) where = `navigation bar title "${title}"`
    return { all: `${all}\n${title}`, platform: where, notFound: root.querySelector('#not-found') !== null }
  }, MERCHANT_CONTENT)
}

/**
 * Visits `routes` in a page of its own (a new context, signed in as a new user with its own order),
 * returning what it found wrong as [route's place in the walk, problem].
 */
async function walkShard (lang: 'zh' | 'en', routes: Array<{ at: number, route: typeof SPEC_ROUTES[number] }>): Promise<Array<[number, string]>> {
  const page = await newPage(Wallet.createRandom())
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await login(page)
  const f = await fixtures(page)
  if (lang === 'en') {
    await page.evaluate(() => localStorage.setItem('wanlshop:lang', JSON.stringify({ data: 'en' })))
  }
  const problems: Array<[number, string]> = []
  for (const { at, route } of routes) {
    const problem = (text: string): void => { problems.push([at, `${route.path}: ${text}`]) }
    const url = fill(route.path, f)
    errors.length = 0
    await openRoute(page, url)
    try {
      await settled(page)
    } catch {
      problem('never settled')
      continue
    }
    // the page's data: nothing still loading (skeletons) — give requests a moment to land
    const loaded = await page.waitForFunction(() => document.querySelector('.taro_page_stationed .skeleton, .taro_page_stationed [class*="skeleton"]') === null, null, { timeout: 10000 }).then(() => true, () => false)
    if (!loaded) problem('still loading after 10 s')
    await page.waitForLoadState('networkidle').catch(() => undefined)
    await page.screenshot({ path: `${SHOTS}/routes/${lang}-${route.path.split('?')[0].replace(/^\//, '').replace(/\//g, '_')}.png` })
    const s = await screenText(page)
    if (s.notFound) problem('the not-found page')
    if (errors.length > 0) problem(`script error ${errors.join(' | ')}`)
    const bad = /\bundefined\b|\bNaN\b/.exec(s.all)
    if (bad) problem(`shows "${bad[0]}"`)
    if (lang === 'en') {
      if (s.platform !== '' && !(route.contentTitle === true && s.platform.startsWith('navigation bar title'))) problem(`Chinese in English: ${s.platform}`)
    } else if (!CJK.test(s.all)) {
      problem('no Chinese on the Chinese page')
    }
  }
  await page.context().close()
  return problems
}

/**
 * The walker spends most of its time waiting (an app load, the network falling quiet for 500 ms,
 * a screenshot per route: ~25 % of one core in a 1.7-s visit), so WALKER_PAGES pages (default 3)
 * each take every third route, side by side.
 */
const WALKER_PAGES = Math.max(1, Number(process.env.WALKER_PAGES ?? 3))

async function walk (lang: 'zh' | 'en'): Promise<void> {
  mkdirSync(`${SHOTS}/routes`, { recursive: true })
  const visit = SPEC_ROUTES.filter((r) => r.pending === undefined).map((route, at) => ({ at, route }))
  const shards = Array.from({ length: WALKER_PAGES }, (_, i) => visit.filter(({ at }) => at % WALKER_PAGES === i))
  const found = (await Promise.all(shards.map(async (routes) => await walkShard(lang, routes)))).flat()
  const problems = found.sort((a, b) => a[0] - b[0]).map(([, text]) => text)
  const pending = SPEC_ROUTES.filter((r) => r.pending !== undefined)
  const byIssue = new Map<number, number>()
  for (const r of pending) byIssue.set(r.pending!, (byIssue.get(r.pending!) ?? 0) + 1)
  console.log(`  [${lang}] ${visit.length} routes walked in ${shards.length} pages, ${pending.length} pending: ${[...byIssue].map(([i, n]) => `#${i} ×${n}`).join(', ')}`)
  assert.deepEqual(problems, [], problems.join('\n'))
}

test('route walker: every spec §2 route opens in Chinese, with no script error, undefined or NaN', async () => {
  await walk('zh')
})

test('route walker: every spec §2 route opens in English, with no Chinese outside merchant content', async () => {
  await walk('en')
})
