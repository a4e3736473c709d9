import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { and, count, eq, gt, lt, sql } from 'drizzle-orm'
import { Wallet } from 'ethers'
import type { AdvertsData, InitData, GoodsCard, CategoryNode } from '../../types/common'
import type { SessionPayload } from '../../types/user'
import { appVersions, categories, goods, goodsSku, goodsSpu, pages, shops, users } from '../db/schema'
import { countDemo, seedDemo } from '../seed'
import { bindDemoMerchant } from '../seed/merchant'
import { loadConfig } from '../config'
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
    const again = await seedDemo(srv.db, srv.uploadDir)
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

  test('demo images are real PNGs served under /uploads/demo', async () => {
    const [g] = await srv.db.select({ image: goods.image }).from(goods).limit(1)
    const res = await fetch(srv.url + g.image)
    assert.equal(res.status, 200)
    assert.equal(res.headers.get('content-type'), 'image/png')
    const bytes = Buffer.from(await res.arrayBuffer())
    assert.deepEqual([...bytes.subarray(1, 4)], [0x50, 0x4e, 0x47])
    assert.equal(bytes.readUInt32BE(16), 400)
    assert.equal(bytes.readUInt32BE(20), 400)
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
    assert.deepEqual(d.appConfig.rates, { bbc_usdt: '0.5', score_usdt: '0.01' })
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
