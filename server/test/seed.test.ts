import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { createCanvas, loadImage } from '@napi-rs/canvas'
import { and, count, eq, gt, lt, sql } from 'drizzle-orm'
import { Wallet } from 'ethers'
import type { AdvertsData, InitData, GoodsCard, CategoryNode } from '../../types/common'
import type { SessionPayload } from '../../types/user'
import { appVersions, categories, goods, goodsSku, goodsSpu, pages, shops, users } from '../db/schema'
import { modules } from '../modules'
import { countDemo, seedDemo } from '../seed'
import { bindDemoMerchant } from '../seed/merchant'
import { ensureDemoImages } from '../seed/images'
import { ADVERTS, BANNERS, OPEN } from '../seed/art/copy'
import { uncovered } from '../seed/art/fonts'
import { CATALOGUE, SHOPS } from '../seed/data'
import { loadConfig } from '../config'
import { rows } from '../lib/sql'
import { startServer, type TestServer } from './helpers/server'
import { ApiClient, newUser } from './helpers/client'

let srv: TestServer
let api: ApiClient

before(async () => {
  srv = await startServer({ seed: true })
  api = new ApiClient(srv.url)
})
after(async () => { await srv.close() })

describe('demo data', () => {
  test('is rich enough and seeding again adds nothing', async () => {
    const first = await countDemo(srv.db)
    assert.ok(first.goods >= 220, `${first.goods} goods`)
    assert.ok(first.categories >= 20, `${first.categories} categories`)
    assert.ok(first.shops >= 10, `${first.shops} shops`)
    assert.ok(first.articles >= 8, `${first.articles} articles`)
    const again = await seedDemo(srv.db, srv.uploadDir, modules)
    assert.equal(again.seeded, false)
    assert.deepEqual(await countDemo(srv.db), first)
  })

  test('every goods has two specs, 3–6 SKUs with decimal prices under the market price', async () => {
    const spuCounts = await srv.db.select({ goodsId: goodsSpu.goodsId, n: count() }).from(goodsSpu).groupBy(goodsSpu.goodsId)
    assert.ok(spuCounts.every((r) => Number(r.n) === 2))
    const skuCounts = await srv.db.select({ goodsId: goodsSku.goodsId, n: count() }).from(goodsSku).groupBy(goodsSku.goodsId)
    assert.equal(skuCounts.length, (await countDemo(srv.db)).goods)
    assert.ok(skuCounts.every((r) => Number(r.n) >= 3 && Number(r.n) <= 6))
    const [bad] = await srv.db.select({ n: count() }).from(goodsSku).where(sql`${goodsSku.marketPrice} <= ${goodsSku.price} or ${goodsSku.price} <= 0 or ${goodsSku.stock} <= 0`)
    assert.equal(Number(bad.n), 0)
    const [cheapest] = await srv.db.select({ n: count() }).from(goods)
      .where(sql`${goods.price} <> (select min(s.price) from goods_sku s where s.goods_id = ${goods.id})`)
    assert.equal(Number(cheapest.n), 0, 'goods.price is the cheapest SKU')
  })

  test('goods are priced in USDT so that their ¥ at usdt_cny is what a shopper expects', async () => {
    // the catalogue was written in yuan; stored prices are that ÷ 7.20 (a 899 yuan phone ≈ 124.86 USDT)
    const [r] = await srv.db.select({
      min: sql<string>`min(${goodsSku.price})::text`, max: sql<string>`max(${goodsSku.price})::text`, avg: sql<string>`avg(${goods.price})::text`
    }).from(goodsSku).innerJoin(goods, eq(goods.id, goodsSku.goodsId))
    assert.ok(Number(r.min) >= 2 && Number(r.min) < 5, `cheapest SKU ${r.min} USDT (≈ ¥15)`)
    assert.ok(Number(r.max) < 2000, `dearest SKU ${r.max} USDT`)
    assert.ok(Number(r.avg) > 20 && Number(r.avg) < 150, `average goods price ${r.avg} USDT`)
    const phones = await srv.db.execute(sql`select g.price::text as price from goods g join categories c on c.id = g.category_id
      join categories p on p.id = c.pid where p.name = '手机' or c.name = '手机'`) as unknown as { rows: Array<{ price: string }> }
    assert.ok(phones.rows.length > 0)
    for (const { price } of phones.rows) assert.ok(Number(price) * 7.2 >= 898 && Number(price) * 7.2 <= 4001, `phone at ${price} USDT`)
    // the BBT price beside it is at bbt_usdt 1.00 (ECONOMY §1), not a multiple of it
    const [{ off }] = await srv.db.select({ off: count() }).from(goodsSku).where(sql`${goodsSku.bbtPrice} <> ${goodsSku.price}`)
    assert.equal(off, 0)
  })

  test('a product page says its title once: the description does not repeat it', async () => {
    const rows = await srv.db.select({ title: goods.title, content: goods.content }).from(goods)
    assert.ok(rows.length > 0)
    const repeating = rows.filter((r) => (r.content ?? '').includes(r.title))
    assert.deepEqual(repeating.map((r) => r.title), [])
  })

  test('categories form a 2–3 level tree; one shop is self-owned', async () => {
    const rows = await srv.db.select().from(categories).where(eq(categories.type, 'goods'))
    const byId = new Map(rows.map((r) => [r.id, r]))
    const depth = (id: number): number => { const r = byId.get(id)!; return r.pid === 0 ? 1 : 1 + depth(r.pid) }
    const depths = new Set(rows.map((r) => depth(r.id)))
    assert.deepEqual([...depths].sort(), [1, 2, 3])
    const [self] = await srv.db.select({ n: count() }).from(shops).where(eq(shops.isSelf, true))
    assert.equal(Number(self.n), 1)
    const [under] = await srv.db.select({ n: count() }).from(goods).where(and(gt(goods.id, 0), lt(goods.sales, 0)))
    assert.equal(Number(under.n), 0)
  })

  test('demo images are real pictures served under /uploads/demo', async () => {
    const [g] = await srv.db.select({ image: goods.image }).from(goods).limit(1)
    const res = await fetch(srv.url + g.image)
    assert.equal(res.status, 200)
    assert.equal(res.headers.get('content-type'), 'image/jpeg')
    const picture = await loadImage(Buffer.from(await res.arrayBuffer()))
    assert.deepEqual([picture.width, picture.height], [480, 480])
  })
})

/** The picture at a public path, decoded to RGBA pixels. */
async function pixels (url: string): Promise<{ width: number, height: number, data: Uint8ClampedArray, bytes: Buffer }> {
  const res = await fetch(srv.url + url)
  assert.equal(res.status, 200, url)
  const bytes = Buffer.from(await res.arrayBuffer())
  const picture = await loadImage(bytes)
  const canvas = createCanvas(picture.width, picture.height)
  const ctx = canvas.getContext('2d')
  ctx.drawImage(picture, 0, 0)
  return { width: picture.width, height: picture.height, data: ctx.getImageData(0, 0, picture.width, picture.height).data, bytes }
}

/** Most switches between near-white and other pixels along one row of a band: lettering gives many, a blank bar two. */
function inkTransitions (p: { width: number, data: Uint8ClampedArray }, x0: number, x1: number, y0: number, y1: number): number {
  let best = 0
  for (let y = Math.floor(y0); y < y1; y++) {
    let n = 0
    let prev = false
    for (let x = Math.floor(x0); x < x1; x++) {
      const i = (y * p.width + x) * 4
      const white = Math.min(p.data[i], p.data[i + 1], p.data[i + 2]) > 225
      if (x > x0 && white !== prev) n++
      prev = white
    }
    best = Math.max(best, n)
  }
  return best
}

const sha1 = (b: Buffer): string => createHash('sha1').update(b).digest('hex')

describe('demo art', () => {
  test('every goods of a category has its own main picture (its kind, brand, colours)', async () => {
    const rows = await srv.db.select({ id: goods.id, categoryId: goods.categoryId, image: goods.image, images: goods.images }).from(goods)
    const byCategory = new Map<number, typeof rows>()
    for (const r of rows) byCategory.set(r.categoryId, [...(byCategory.get(r.categoryId) ?? []), r])
    assert.ok(byCategory.size >= 20)
    for (const [categoryId, list] of byCategory) {
      assert.equal(new Set(list.map((g) => g.image)).size, list.length, `category ${categoryId}: one picture per goods`)
      assert.ok(list.every((g) => g.images.length === 3 && g.images[0] === g.image && new Set(g.images).size === 3), `category ${categoryId}: a gallery of three`)
    }
    // distinct in content too, not only in name: the first two categories' main pictures, fetched
    const sample = [...byCategory.values()].slice(0, 2).flat()
    const hashes = await Promise.all(sample.map(async (g) => sha1((await pixels(g.image)).bytes)))
    assert.equal(new Set(hashes).size, sample.length)
  })

  test('a colour SKU shows its own colour; a picture is 20–80 KB', async () => {
    const [g] = await srv.db.select({ id: goods.id }).from(goods)
      .where(sql`(select count(distinct s.difference->>0) from goods_sku s where s.goods_id = ${goods.id} and s.image <> '') >= 2`).limit(1)
    assert.ok(g !== undefined, 'some goods come in two colours')
    const skus = await srv.db.select({ difference: goodsSku.difference, image: goodsSku.image }).from(goodsSku).where(eq(goodsSku.goodsId, g.id))
    const byColour = new Map<string, Set<string>>()
    for (const s of skus) byColour.set(s.difference[0], (byColour.get(s.difference[0]) ?? new Set()).add(s.image))
    assert.ok([...byColour.values()].every((set) => set.size === 1), 'one picture per colour')
    const pictures = [...byColour.values()].map((set) => [...set][0])
    assert.equal(new Set(pictures).size, byColour.size, 'colours look different')
    for (const url of pictures) {
      const p = await pixels(url)
      assert.ok(p.bytes.length > 8_000 && p.bytes.length < 80_000, `${url}: ${p.bytes.length} bytes`)
    }
  })

  test('home banners carry their headline as lettering, not a blank bar', async () => {
    const res = await api.get<InitData>('/wanlshop/common/init', { version: '1124' })
    const banner = res.body.data.modulesData.homeModules.item.find((m) => m.type === 'banner')!
    const urls = banner.data.map((d) => (d as { image: string }).image)
    assert.equal(new Set(urls).size, urls.length)
    for (const url of urls) {
      const p = await pixels(url)
      assert.deepEqual([p.width, p.height], [750, 320])
      // the headline band, left of the products
      const n = inkTransitions(p, p.width * 0.07, p.width * 0.55, p.height * 0.22, p.height * 0.38)
      assert.ok(n >= 20, `${url}: ${n} edges in the headline band`)
    }
  })

  test('shops have their own logo and header; adverts of a category name it', async () => {
    const rows = await srv.db.select({ avatar: shops.avatar, image: shops.image }).from(shops)
    assert.equal(new Set(rows.map((r) => r.avatar)).size, rows.length)
    assert.equal(new Set(rows.map((r) => r.image)).size, rows.length)
    const logo = await pixels(rows[1].avatar)
    assert.ok(inkTransitions(logo, logo.width * 0.15, logo.width * 0.85, logo.height * 0.35, logo.height * 0.65) >= 8, 'the shop mark is lettered')
    const res = await api.get<AdvertsData>('/wanlshop/common/adverts', { version: '1124' })
    const category = Object.values(res.body.data.data.categoryAdverts).flat()
    assert.equal(new Set(category.map((a) => a.media)).size, category.length, 'each category its own advert')
  })

  test('every word painted is in the bundled font; a restart redraws nothing', async () => {
    const nouns = CATALOGUE.flatMap((c) => [c.name, ...c.brands, ...c.leaves.flatMap((l) => [l.name, ...l.nouns, ...(l.children ?? []).flatMap((x) => x.nouns)])])
    const words = [...BANNERS, ...ADVERTS, OPEN].flatMap((h) => [h.zh, h.sub, h.en, ...(h.cta ?? [])]).concat(SHOPS.map((s) => s.name), nouns)
    assert.deepEqual(uncovered(words.join('')), [])
    const dir = path.join(srv.uploadDir, 'demo')
    const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile()).map((f) => path.join(f.parentPath, f.name))
    const before = files.map((f) => fs.statSync(f).mtimeMs)
    const again = ensureDemoImages(srv.uploadDir)
    assert.ok(again.banners.every((b) => fs.existsSync(path.join(srv.uploadDir, b.slice('/uploads/'.length)))))
    assert.deepEqual(files.map((f) => fs.statSync(f).mtimeMs), before)
  })
})

describe('common/init', () => {
  test('home modules with goods cards, category tree, keywords, config, style', async () => {
    const res = await api.get<InitData>('/wanlshop/common/init', { version: '1124' })
    assert.equal(res.body.code, 1)
    const d = res.body.data
    const types = d.modulesData.homeModules.item.map((m) => m.type)
    for (const t of ['banner', 'category', 'notice', 'goods', 'likes']) assert.ok(types.includes(t), `has a ${t} module`)
    const banner = d.modulesData.homeModules.item.find((m) => m.type === 'banner')!
    assert.ok(banner.data.length >= 3 && banner.data.length <= 4)
    const category = d.modulesData.homeModules.item.find((m) => m.type === 'category')!
    assert.ok(category.data.length >= 8 && category.data.length <= 10)
    const goodsModules = d.modulesData.homeModules.item.filter((m) => m.type === 'goods')
    assert.ok(goodsModules.length >= 2)
    const card = goodsModules[0].data[0] as unknown as GoodsCard
    assert.equal(goodsModules[0].data.length, 6)
    assert.deepEqual(Object.keys(card).sort(), ['bbt_price', 'id', 'image', 'market_price', 'price', 'sales', 'shop_id', 'shop_name', 'title'])
    assert.match(card.price, /^\d+\.\d{2}$/)
    assert.match(card.market_price, /^\d+\.\d{2}$/)
    assert.equal(typeof card.shop_name, 'string')

    const tree = d.modulesData.categoryModules
    assert.ok(tree.length >= 10)
    const walk = (nodes: CategoryNode[]): number => nodes.reduce((n, c) => n + 1 + walk(c.children ?? []), 0)
    assert.ok(walk(tree) >= 20)
    assert.ok(tree.every((c) => c.pid === 0 && (c.children?.length ?? 0) > 0))
    assert.equal(d.modulesData.searchModules.length, 10)

    assert.equal(d.appConfig.socket_url, '/ws')
    assert.equal(d.appConfig.chain_id, 56)
    assert.equal(d.appConfig.version_code, 1124)
    // ECONOMY §1: the client shows ¥ at usdt_cny and states the BBC and points rates on pay screens
    assert.deepEqual(d.appConfig.rates, { usdt_cny: '7.20', bbc_usdt: '0.10', score_price: '0.01' })
    assert.deepEqual(d.appStyle, { main_color: '#ff448f', background: '#F7F7F7', tabbar_color: '#666666', tabbar_selected: '#07c160' })
    assert.equal(d.update, null, 'the client is current')
  })

  test('offers the update to an older client', async () => {
    await srv.db.insert(appVersions).values({ versionName: '1.1.30', versionCode: 1130, content: '修复若干问题', downloadUrl: 'https://example.com/app.apk', enforce: false, createdAt: 1 })
    const older = await api.get<InitData>('/wanlshop/common/init', { version: '1.1.24' })
    assert.equal(older.body.data.update?.version_code, 1130)
    const current = await api.get<InitData>('/wanlshop/common/init', { version: '1130' })
    assert.equal(current.body.data.update, null)
    await srv.db.delete(appVersions).where(eq(appVersions.versionCode, 1130))
  })

  test('without a home page row the modules are empty, not an error', async () => {
    const [row] = await srv.db.select().from(pages).limit(1)
    await srv.db.delete(pages)
    const res = await api.get<InitData>('/wanlshop/common/init')
    assert.equal(res.body.code, 1)
    assert.deepEqual(res.body.data.modulesData.homeModules.item, [])
    await srv.db.insert(pages).values(row)
  })
})

describe('common/adverts', () => {
  test('open, page, category, first, other adverts and the system popup', async () => {
    const res = await api.get<AdvertsData>('/wanlshop/common/adverts', { version: '1124' })
    assert.equal(res.body.code, 1)
    const { data, version, syspopup } = res.body.data
    assert.equal(data.openAdverts?.module, 'open')
    assert.ok(data.pageAdverts.length > 0 && data.pageAdverts.every((a) => a.module === 'page'))
    assert.ok(data.firstAdverts.length > 0)
    assert.ok(data.otherAdverts.length > 0)
    const keys = Object.keys(data.categoryAdverts)
    assert.ok(keys.length > 0)
    for (const k of keys) assert.ok(data.categoryAdverts[k].every((a) => String(a.category_id) === k))
    assert.equal(typeof version, 'string')
    assert.ok(syspopup !== null && syspopup.title.length > 0)
    // no first-order offer exists, so the welcome must not promise one; it opens a real page
    assert.doesNotMatch(syspopup.content, /首单|立减|减\s*\d|¥\s*\d|\d+\s*元/)
    assert.match(syspopup.url, /^\/pages\/goodslist\?sort=sales$/)
  })

  test('no advert, article or pop-up promises an offer the app does not have (first-order money off, extra USDT discounts)', async () => {
    const promise = /首单|立减|额外优惠|抵扣|first order|money off|extra discount/i
    const texts: string[] = []
    for (const table of ['adverts', 'articles'] as const) {
      for (const r of await rows<{ j: string }>(srv.db, sql.raw(`select to_jsonb(t)::text as j from ${table} t`))) texts.push(r.j)
    }
    texts.push(JSON.stringify((await api.get<AdvertsData>('/wanlshop/common/adverts', { version: '1124' })).body.data.syspopup))
    assert.ok(texts.length > 10)
    for (const t of texts) assert.doesNotMatch(t, promise)
  })
})

describe('DEMO_MERCHANT_WALLET', () => {
  test('a named wallet signs in as the demo merchant; one that signed in before is given the shops', async () => {
    const [merchant] = await srv.db.select({ id: users.id, nickname: users.nickname }).from(users).where(eq(users.username, 'merchant'))
    const [ownShop] = await srv.db.select({ id: shops.id }).from(shops).where(eq(shops.userId, merchant.id))
    assert.ok(ownShop !== undefined, 'the seed gives the demo merchant a shop')

    // a wallet nobody has used: the demo merchant account takes it
    const a = Wallet.createRandom()
    assert.equal(await bindDemoMerchant(srv.db, a.address.toLowerCase()), 'bound')
    assert.equal(await bindDemoMerchant(srv.db, a.address.toLowerCase()), 'already')
    const asA = await newUser(new ApiClient(srv.url), a)
    assert.equal(asA.session.userinfo.nickname, merchant.nickname)
    assert.equal(asA.session.userinfo.is_merchant_open, true)
    const sell = await asA.api.get('/wanlshop/order/getOrderList', { role: 'sell' })
    assert.equal(sell.body.code, 1, sell.body.msg)

    // a wallet that already has its own account: that account gets the merchant's shops
    const b = Wallet.createRandom()
    const asB = await newUser(new ApiClient(srv.url), b)
    assert.equal(asB.session.userinfo.is_merchant_open, false)
    assert.equal(await bindDemoMerchant(srv.db, b.address.toLowerCase()), 'shops-moved')
    assert.equal(await bindDemoMerchant(srv.db, b.address.toLowerCase()), 'already')
    const again = await asB.api.post<SessionPayload>('/wanlshop/user/refresh', {})
    assert.equal(again.body.data.userinfo.is_merchant_open, true)
    const [moved] = await srv.db.select({ userId: shops.userId }).from(shops).where(eq(shops.id, ownShop.id))
    assert.notEqual(moved.userId, merchant.id)
  })

  test('the setting must be a wallet address', () => {
    assert.throws(() => loadConfig({ DEMO_MERCHANT_WALLET: 'merchant' }), /DEMO_MERCHANT_WALLET must be a 0x… wallet address/)
    assert.equal(loadConfig({ DEMO_MERCHANT_WALLET: ' 0xAbCdEf0123456789abcdef0123456789ABCDEF01 ' }).demoMerchantWallet, '0xabcdef0123456789abcdef0123456789abcdef01')
  })
})
