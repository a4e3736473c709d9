import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { Wallet } from 'ethers'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Article, ArticleItem, AdvertDetail, CategoryPage, CollectItem, DrawerData, FootprintItem, GoodsDetail, GoodsListItem, SearchSuggest, ShopInfo } from '../../types/catalog'
import type { AdvertsData, CategoryNode, InitData, PageModule } from '../../types/common'
import type { Paginated } from '../../types/envelope'
import type { AddOrderResult, CartLine, CheckoutPreview, OrderDetail, OrderListItem } from '../../types/order'
import type { AgencyGoods } from '../../types/agents'
import { adverts, articles, categories, couponTemplates, goods, goodsSku, orderGoods, shops } from '../db/schema'
import { forgetCatalogCaches } from '../modules/catalog/service'
import { ARTICLES } from '../seed/data'
import { translateDemo } from '../seed/translate'
import { translate } from '../lib/i18n'
import { startServer, type TestServer } from './helpers/server'
import { ApiClient, newUser } from './helpers/client'

// Platform content in both languages through real HTTP: the same endpoint read with
// `Accept-Language: zh-CN` and `en` gives the Chinese and the English of categories, home modules,
// adverts, the pop-up, articles and help, filter facets and coupons, in the same shape; English
// keywords find goods by their category's English name or an English title; an empty English
// text falls back to the Chinese.

let srv: TestServer
let zh: ApiClient
let en: ApiClient

before(async () => {
  srv = await startServer({ seed: true })
  zh = new ApiClient(srv.url, '/ws', 'zh-CN')
  en = new ApiClient(srv.url, '/ws', 'en')
})
after(async () => { await srv.close() })

const CJK = /[\u3400-\u9fff]/
/** Full-width punctuation has no place in English text. */
const FULL_WIDTH = /[\u3000-\u303f\uff00-\uffef]/

async function data<T> (client: ApiClient, path: string, query: Record<string, string | number> = {}): Promise<T> {
  const res = await client.get<T>(path, query)
  assert.equal(res.status, 200)
  assert.equal(res.body.code, 1, res.body.msg)
  return res.body.data
}

/** An English platform text: some Latin letters, no Chinese, no full-width punctuation. */
function assertEnglish (text: string, where: string): void {
  assert.ok(/[A-Za-z]/.test(text) && !CJK.test(text) && !FULL_WIDTH.test(text), `${where}: not English: ${JSON.stringify(text)}`)
}

function walkTree (nodes: CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((n) => [n, ...walkTree(n.children ?? [])])
}

/** The same JSON with every string replaced by a marker: what "the same wire shape" compares. */
function shape (v: unknown): unknown {
  if (Array.isArray(v)) return v.map(shape)
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shape(x)]))
  return typeof v === 'string' ? 's' : v
}

async function categoryId (name: string): Promise<number> {
  const [row] = await srv.db.select({ id: categories.id }).from(categories).where(and(eq(categories.name, name), eq(categories.type, 'goods')))
  return row.id
}

describe('categories', () => {
  test('the navigation tree and a category page name every category in the reader\'s language', async () => {
    const [zhInit, enInit] = await Promise.all([data<InitData>(zh, '/wanlshop/common/init'), data<InitData>(en, '/wanlshop/common/init')])
    const zhTree = walkTree(zhInit.modulesData.categoryModules)
    const enTree = walkTree(enInit.modulesData.categoryModules)
    assert.deepEqual(enTree.map((c) => c.id), zhTree.map((c) => c.id))
    assert.ok(zhTree.length >= 50)
    const byId = new Map(enTree.map((c) => [c.id, c.name]))
    for (const c of zhTree) {
      assert.ok(CJK.test(c.name), `zh: ${c.name}`)
      assertEnglish(byId.get(c.id)!, `category ${c.name}`)
    }
    const phones = await categoryId('手机')
    assert.equal(byId.get(phones), 'Phones')
    assert.equal(enInit.appConfig.name, 'BB Mall')
    assert.equal(zhInit.appConfig.name, 'BB商城')

    const digital = await categoryId('数码')
    const [zhPage, enPage] = await Promise.all([
      data<CategoryPage>(zh, '/wanlshop/common/category', { id: digital }),
      data<CategoryPage>(en, '/wanlshop/common/category', { id: digital })
    ])
    assert.equal(zhPage.category.name, '数码')
    assert.equal(enPage.category.name, 'Electronics')
    assert.deepEqual(walkTree(enPage.category.children ?? []).map((c) => c.name).slice(0, 3), ['Phones', '5G Phones', 'Gaming Phones'])
    assert.deepEqual(enPage.goods.data.map((g) => g.id), zhPage.goods.data.map((g) => g.id))
  })

  test('a shop\'s own categories, named after the platform\'s, read in English too', async () => {
    const [shop] = await srv.db.select({ id: shops.id }).from(shops).where(eq(shops.shopname, '星辰数码专营店'))
    const [zhShop, enShop] = await Promise.all([
      data<ShopInfo>(zh, '/wanlshop/shop/getShopInfo', { id: shop.id }),
      data<ShopInfo>(en, '/wanlshop/shop/getShopInfo', { id: shop.id })
    ])
    assert.ok(walkTree(zhShop.category).some((c) => c.name === '手机'))
    assert.ok(walkTree(enShop.category).some((c) => c.name === 'Phones'))
    for (const c of walkTree(enShop.category)) assertEnglish(c.name, 'shop category')
    // what the merchant wrote stays as written
    assert.equal(enShop.shopname, '星辰数码专营店')
  })
})

describe('home modules', () => {
  test('section titles, banners, the category grid and the headlines in English, in the same shape', async () => {
    const [zhInit, enInit] = await Promise.all([data<InitData>(zh, '/wanlshop/common/init'), data<InitData>(en, '/wanlshop/common/init')])
    const zhHome = zhInit.modulesData.homeModules
    const enHome = enInit.modulesData.homeModules
    assert.deepEqual(shape(enHome), shape(zhHome), 'no extra keys: the client reads the same fields')
    assert.ok(!JSON.stringify(enHome).includes('_en"'), 'the twins stay in the database')
    const mod = (home: InitData['modulesData']['homeModules'], id: string): PageModule => home.item.find((m) => m.id === id)!
    assert.equal(mod(zhHome, 'hot').params.title, '热卖推荐')
    assert.equal(mod(enHome, 'hot').params.title, 'Best sellers')
    assert.equal(mod(enHome, 'likes').params.title, 'You may also like')
    assert.equal(mod(enHome, 'search').params.placeholder, 'Search goods and shops')
    assert.equal(enHome.page.title, 'BB Mall')
    for (const m of enHome.item) {
      assertEnglish(m.name, `module ${m.id}`)
      if (typeof m.params.title === 'string') assertEnglish(m.params.title, `module ${m.id} title`)
    }
    for (const b of mod(enHome, 'banner').data) assertEnglish(b.title as string, 'banner')
    for (const c of mod(enHome, 'category').data) assertEnglish(c.text as string, 'category grid')
    for (const n of mod(enHome, 'notice').data) {
      assertEnglish(n.title as string, 'headline')
      // the link's title (shown while the article loads) is the English one too
      assert.ok(!CJK.test(decodeURIComponent(n.url as string)), `headline link ${n.url as string}`)
    }
    assert.ok(mod(zhHome, 'category').data.every((c) => CJK.test(c.text as string)))
    for (const g of mod(enHome, 'hot').data) assertEnglish(g.title as string, 'best seller card')
  })
})

describe('adverts and the pop-up', () => {
  test('every advert title and the pop-up read in the reader\'s language', async () => {
    const [zhAds, enAds] = await Promise.all([data<AdvertsData>(zh, '/wanlshop/common/adverts'), data<AdvertsData>(en, '/wanlshop/common/adverts')])
    const all = (d: AdvertsData): Array<{ id: number, title: string }> => [
      ...(d.data.openAdverts === null ? [] : [d.data.openAdverts]), ...d.data.pageAdverts, ...Object.values(d.data.categoryAdverts).flat(),
      ...d.data.firstAdverts, ...d.data.otherAdverts
    ]
    const enTitles = new Map(all(enAds).map((a) => [a.id, a.title]))
    assert.ok(all(zhAds).length >= 10)
    for (const a of all(zhAds)) {
      assert.ok(CJK.test(a.title) || a.title.startsWith('BBT'), `zh: ${a.title}`)
      assertEnglish(enTitles.get(a.id)!, `advert ${a.title}`)
    }
    assert.equal(zhAds.syspopup?.title, '欢迎来到BB商城')
    assert.equal(enAds.syspopup?.title, 'Welcome to BB Mall')
    assertEnglish(enAds.syspopup!.content, 'pop-up')
    assert.deepEqual(shape(enAds.syspopup), shape(zhAds.syspopup))

    const page = enAds.data.pageAdverts.find((a) => a.title === 'The Collectibles corner is open')!
    const [zhAd, enAd] = await Promise.all([
      data<AdvertDetail>(zh, '/wanlshop/article/adDetails', { id: page.id }),
      data<AdvertDetail>(en, '/wanlshop/article/adDetails', { id: page.id })
    ])
    assert.equal(zhAd.title, '收藏专区上线')
    assert.equal(enAd.content, 'Coins, stamps, paintings and curios, all in one place.')
  })
})

describe('articles and help', () => {
  test('the help centre and the news list: titles and descriptions', async () => {
    for (const type of ['help', 'new', 'sys'] as const) {
      const [zhList, enList] = await Promise.all([
        data<Paginated<ArticleItem>>(zh, '/wanlshop/article/getList', { type }),
        data<Paginated<ArticleItem>>(en, '/wanlshop/article/getList', { type })
      ])
      assert.equal(zhList.total, ARTICLES.filter((a) => a.kind === type).length)
      assert.deepEqual(enList.data.map((a) => a.id), zhList.data.map((a) => a.id))
      for (const [i, a] of enList.data.entries()) {
        assert.ok(CJK.test(zhList.data[i].title))
        assertEnglish(a.title, `${type} title`)
        assertEnglish(a.description, `${type} description`)
      }
    }
    const help = await data<Paginated<ArticleItem>>(en, '/wanlshop/article/getList', { type: 'help' })
    assert.ok(help.data.some((a) => a.title === 'How to sign in with a wallet'))
  })

  test('an article\'s text', async () => {
    const [row] = await srv.db.select({ id: articles.id }).from(articles).where(eq(articles.title, '如何申请退款'))
    const [zhArticle, enArticle] = await Promise.all([
      data<Article>(zh, '/wanlshop/article/details', { id: row.id }),
      data<Article>(en, '/wanlshop/article/details', { id: row.id })
    ])
    assert.equal(zhArticle.title, '如何申请退款')
    assert.ok(zhArticle.content.includes('申请退款'))
    assert.equal(enArticle.title, 'How to ask for a refund')
    assert.ok(enArticle.content.startsWith('<p>Go to My orders'))
    assertEnglish(enArticle.content, 'article content')
  })
})

describe('filter facets', () => {
  test('the drawer\'s brands and attributes, and an English value filters like the Chinese one', async () => {
    const phones = await categoryId('手机')
    const [zhDrawer, enDrawer] = await Promise.all([
      data<DrawerData>(zh, '/wanlshop/product/drawer', { category_id: phones }),
      data<DrawerData>(en, '/wanlshop/product/drawer', { category_id: phones })
    ])
    assert.deepEqual(enDrawer.brand.map((b) => b.id), zhDrawer.brand.map((b) => b.id))
    for (const b of enDrawer.brand) assertEnglish(b.name, 'brand')
    assert.ok(zhDrawer.brand.every((b) => CJK.test(b.name)))
    assert.deepEqual(enDrawer.attribute.map((a) => a.name).sort(), ['Origin', 'Warranty'])
    for (const a of enDrawer.attribute) for (const v of a.values) assertEnglish(v, `attribute ${a.name}`)
    const origin = enDrawer.attribute.find((a) => a.name === 'Origin')!
    assert.ok(origin.values.includes('Shenzhen'))

    const [byZh, byEn, all] = await Promise.all([
      data<Paginated<GoodsListItem>>(zh, '/wanlshop/product/lists', { category_id: phones, attrs: JSON.stringify({ 产地: '深圳' }) }),
      data<Paginated<GoodsListItem>>(en, '/wanlshop/product/lists', { category_id: phones, attrs: JSON.stringify({ Origin: 'Shenzhen' }) }),
      data<Paginated<GoodsListItem>>(en, '/wanlshop/product/lists', { category_id: phones })
    ])
    assert.ok(byZh.total > 0 && byZh.total < all.total)
    assert.equal(byEn.total, byZh.total)
    assert.deepEqual(byEn.data.map((g) => g.id), byZh.data.map((g) => g.id))
  })

  test('the search drawer in English', async () => {
    const drawer = await data<DrawerData>(en, '/wanlshop/product/drawer', { search: 'cat food' })
    assert.ok(drawer.attribute.some((a) => a.name === 'Life stage'), JSON.stringify(drawer.attribute))
  })
})

describe('coupons and the detail page', () => {
  test('coupon names, the category and the brand of a product in the reader\'s language', async () => {
    const [coupon] = await srv.db.select({ shopId: couponTemplates.shopId }).from(couponTemplates).where(eq(couponTemplates.name, '满199减20')).limit(1)
    const [g] = await srv.db.select({ id: goods.id }).from(goods).where(and(eq(goods.shopId, coupon.shopId ?? 0), eq(goods.status, 'normal'))).limit(1)
    const [zhDetail, enDetail] = await Promise.all([
      data<GoodsDetail>(zh, '/wanlshop/product/goods', { id: g.id }),
      data<GoodsDetail>(en, '/wanlshop/product/goods', { id: g.id })
    ])
    assert.ok(zhDetail.coupon.some((c) => c.name === '满199减20'))
    assert.ok(enDetail.coupon.some((c) => c.name === '20 off orders over 199'))
    assert.deepEqual(enDetail.coupon.map((c) => c.id), zhDetail.coupon.map((c) => c.id))
    for (const c of enDetail.coupon) assertEnglish(c.name, 'coupon')
    assert.ok(CJK.test(zhDetail.category.name))
    assertEnglish(enDetail.category.name, 'detail category')
    assertEnglish(enDetail.brand!.name, 'detail brand')
    // the demo merchants wrote their titles, descriptions and details in both languages; the
    // details' picture is the same
    assert.ok(CJK.test(zhDetail.title) && CJK.test(zhDetail.description) && CJK.test(zhDetail.content))
    assertEnglish(enDetail.title, 'detail title')
    assertEnglish(enDetail.description, 'detail description')
    assertEnglish(enDetail.content, 'detail content')
    const pictures = (html: string): string[] => [...html.matchAll(/<img[^>]*src="([^"]+)"/g)].map((m) => m[1])
    assert.deepEqual(pictures(enDetail.content), pictures(zhDetail.content))
    assert.equal(pictures(zhDetail.content).length, 1)
    for (const r of enDetail.shop_recommend) assertEnglish(r.title, 'recommended goods')
  })

  test('a title without English reads as written, in both languages', async () => {
    const [g] = await srv.db.select({ id: goods.id, title: goods.title }).from(goods).where(eq(goods.status, 'normal')).limit(1)
    await srv.db.update(goods).set({ titleEn: '' }).where(eq(goods.id, g.id))
    try {
      const enDetail = await data<GoodsDetail>(en, '/wanlshop/product/goods', { id: g.id })
      assert.equal(enDetail.title, g.title)
    } finally {
      await translateDemo(srv.db)
    }
  })
})

describe('search in both languages', () => {
  async function subtreeIds (name: string): Promise<number[]> {
    const root = await categoryId(name)
    return (await srv.db.execute(sql`with recursive t(id) as (select ${root}::int union select c.id from categories c join t on c.pid = t.id) select id from t`) as unknown as { rows: Array<{ id: number }> }).rows.map((r) => r.id)
  }

  async function subtreeGoods (name: string): Promise<number> {
    const ids = await subtreeIds(name)
    const [row] = await srv.db.select({ n: sql<number>`count(*)::int` }).from(goods).where(and(inArray(goods.categoryId, ids), eq(goods.status, 'normal')))
    return row.n
  }

  test('an English keyword finds goods by their category\'s English name', async () => {
    const phones = await subtreeIds('手机')
    const phoneGoods = await srv.db.select({ id: goods.id }).from(goods).where(and(inArray(goods.categoryId, phones), eq(goods.status, 'normal')))
    const [byZh, byEn, byPlural] = await Promise.all([
      data<Paginated<GoodsListItem>>(zh, '/wanlshop/product/lists', { search: '手机', limit: 50 }),
      data<Paginated<GoodsListItem>>(en, '/wanlshop/product/lists', { search: 'phone', limit: 50 }),
      data<Paginated<GoodsListItem>>(zh, '/wanlshop/product/lists', { search: 'Phones', limit: 50 })
    ])
    assert.ok(phoneGoods.length > 0 && byEn.total <= 50)
    const found = new Set(byEn.data.map((g) => g.id))
    assert.ok(phoneGoods.every((g) => found.has(g.id)), '"phone" finds every goods in 手机 and below')
    for (const g of byEn.data) {
      // the rest say "phone" at the start of a word of their English title ("Kids' Phone Watch"), never inside one ("Headphones")
      assert.ok(phones.includes(g.category_id) || /(^|[^a-z0-9])phone/i.test(g.title), g.title)
      assert.ok(!/headphone/i.test(g.title) || phones.includes(g.category_id), g.title)
    }
    assert.ok(byZh.data.every((g) => phones.includes(g.category_id) || g.title.includes('手机')))
    assert.deepEqual(byPlural.data.map((g) => g.id).sort(), phoneGoods.map((g) => g.id).sort(), '"Phones" in either language: the category')
    // "phone" starts no word of "Headphones & Speakers": earphones are not phones
    const headphones = await data<Paginated<GoodsListItem>>(en, '/wanlshop/product/lists', { search: 'headphones' })
    assert.equal(headphones.total, await subtreeGoods('耳机音响'))
    const words = await data<Paginated<GoodsListItem>>(en, '/wanlshop/product/lists', { search: 'cat food' })
    assert.equal(words.total, await subtreeGoods('猫粮猫砂'))
    // words are taken literally, also where a regular expression would read them
    for (const search of ['(', '[a-z]', 'phone\\', '.*', 'a|b', '?', '{2}']) {
      assert.equal((await data<Paginated<GoodsListItem>>(en, '/wanlshop/product/lists', { search })).total, 0, search)
    }
    const suggest = await data<SearchSuggest>(en, '/wanlshop/common/search', { search: 'phone' })
    assert.ok(suggest.categoryList.some((c) => c.name === 'Phones'), JSON.stringify(suggest.categoryList))
  })

  test('the demo goods\' English titles are found by English words', async () => {
    const kettles = await data<Paginated<GoodsListItem>>(en, '/wanlshop/product/lists', { search: 'kettle', limit: 50 })
    const [row] = await srv.db.select({ n: sql<number>`count(*)::int` }).from(goods).where(and(eq(goods.status, 'normal'), sql`${goods.title} like '%电热水壶%'`))
    assert.ok(row.n > 0)
    assert.equal(kettles.total, row.n, '"kettle" finds every 电热水壶 (no category is named so)')
    for (const k of kettles.data) assert.match(k.title, /Electric Kettle/)
  })

  test('an English title is found and shown to English readers; the Chinese one stays for Chinese readers', async () => {
    const [g] = await srv.db.select({ id: goods.id, title: goods.title }).from(goods).where(eq(goods.status, 'normal')).limit(1)
    await srv.db.update(goods).set({ titleEn: 'Aurora Quantum Kettle' }).where(eq(goods.id, g.id))
    forgetCatalogCaches(srv.db)
    for (const client of [zh, en]) {
      const found = await data<Paginated<GoodsListItem>>(client, '/wanlshop/product/lists', { search: 'QUANTUM' })
      assert.deepEqual(found.data.map((x) => x.id), [g.id])
    }
    const [zhList, enList] = await Promise.all([
      data<Paginated<GoodsListItem>>(zh, '/wanlshop/product/lists', { search: 'quantum kettle' }),
      data<Paginated<GoodsListItem>>(en, '/wanlshop/product/lists', { search: 'quantum kettle' })
    ])
    assert.equal(zhList.data[0].title, g.title)
    assert.equal(enList.data[0].title, 'Aurora Quantum Kettle')
    assert.equal((await data<GoodsDetail>(en, '/wanlshop/product/goods', { id: g.id })).title, 'Aurora Quantum Kettle')
    // a Chinese keyword still finds it through the Chinese title
    const word = [...g.title.replace(/\s/g, '')].slice(-4).join('')
    const zhFound = await data<Paginated<GoodsListItem>>(en, '/wanlshop/product/lists', { search: word, limit: 50 })
    assert.ok(zhFound.total > 0)
  })
})

/** An on-sale SKU in stock whose goods have an English title, with both titles. */
async function englishLine (): Promise<{ goodsId: number, skuId: number, shopId: number, stock: number, title: string, titleEn: string }> {
  const [line] = await srv.db.select({ goodsId: goods.id, skuId: goodsSku.id, shopId: goods.shopId, stock: goodsSku.stock, title: goods.title, titleEn: goods.titleEn }).from(goods)
    .innerJoin(goodsSku, eq(goodsSku.goodsId, goods.id))
    .where(and(eq(goods.status, 'normal'), sql`${goods.titleEn} <> ''`, sql`${goodsSku.stock} > 0`, eq(goodsSku.state, 0))).limit(1)
  return line
}

describe('a shopper\'s own lists', () => {
  test('favourites and footprints show the title in the reader\'s language', async () => {
    const shopper = (await newUser(en, Wallet.createRandom())).api
    const [g] = await srv.db.select({ id: goods.id, title: goods.title, titleEn: goods.titleEn }).from(goods)
      .where(and(eq(goods.status, 'normal'), sql`${goods.titleEn} <> ''`)).limit(1)
    assert.equal((await shopper.post('/wanlshop/product/follow', { id: g.id })).body.code, 1)
    await data(shopper, '/wanlshop/product/goods', { id: g.id })
    const zhShopper = zh.withToken(shopper.token)
    const [enCollect, zhCollect, enFoot, zhFoot] = await Promise.all([
      data<Paginated<CollectItem>>(shopper, '/wanlshop/product/collect'),
      data<Paginated<CollectItem>>(zhShopper, '/wanlshop/product/collect'),
      data<Paginated<FootprintItem>>(shopper, '/wanlshop/product/footprint'),
      data<Paginated<FootprintItem>>(zhShopper, '/wanlshop/product/footprint')
    ])
    assert.deepEqual([enCollect.data[0].title, zhCollect.data[0].title], [g.titleEn, g.title])
    assert.deepEqual([enFoot.data[0].title, zhFoot.data[0].title], [g.titleEn, g.title])
  })

  test('the cart and an agent\'s shop show the title in the reader\'s language', async () => {
    const shopper = (await newUser(en, Wallet.createRandom())).api
    const zhShopper = zh.withToken(shopper.token)
    const line = await englishLine()
    assert.equal((await shopper.post('/wanlshop/cart/storage', { type: 'add', data: { goods_id: line.goodsId, sku_id: line.skuId, number: 1 } })).body.code, 1)
    const cartOf = async (client: ApiClient): Promise<CartLine[]> => {
      const res = await client.post<CartLine[]>('/wanlshop/cart/synchro', { cart: null })
      assert.equal(res.body.code, 1, res.body.msg)
      return res.body.data
    }
    const [enCart, zhCart] = await Promise.all([cartOf(shopper), cartOf(zhShopper)])
    assert.deepEqual([enCart.map((l) => l.title), zhCart.map((l) => l.title)], [[line.titleEn], [line.title]])

    const [enShop, zhShop] = await Promise.all([
      data<Paginated<AgencyGoods>>(shopper, '/wanlshop/agents/goods', { limit: 50 }),
      data<Paginated<AgencyGoods>>(zhShopper, '/wanlshop/agents/goods', { limit: 50 })
    ])
    assert.ok(enShop.data.length > 0, 'the demo has goods with a profit share')
    const titles = new Map((await srv.db.select({ id: goods.id, title: goods.title, titleEn: goods.titleEn }).from(goods)
      .where(inArray(goods.id, enShop.data.map((x) => x.id)))).map((r) => [r.id, r]))
    assert.deepEqual(enShop.data.map((x) => x.title), enShop.data.map((x) => titles.get(x.id)?.titleEn || titles.get(x.id)?.title))
    assert.deepEqual(zhShop.data.map((x) => x.title), zhShop.data.map((x) => titles.get(x.id)?.title))
    assert.ok(enShop.data.some((x) => !CJK.test(x.title)), 'some agency goods have an English title')
  })
})

describe('orders', () => {
  test('checkout, the order list and the order show each line in the reader\'s language; the order keeps both titles as they were', async () => {
    const shopper = (await newUser(en, Wallet.createRandom())).api
    const zhShopper = zh.withToken(shopper.token)
    const line = await englishLine()
    const item = { goods_id: line.goodsId, sku_id: line.skuId, number: 1 }
    const addr = await shopper.post<{ id: number }>('/wanlshop/address/address', { type: 'add', data: { name: 'Lin', mobile: '13800138000', province: '北京市', city: '北京市', district: '朝阳区', adcode: '110105', address: '建国路 88 号' } })
    assert.equal(addr.body.code, 1, addr.body.msg)
    const preview = async (client: ApiClient): Promise<CheckoutPreview> => {
      const res = await client.post<CheckoutPreview>('/wanlshop/order/getOrderGoodsList', { data: [item], address_id: addr.body.data.id })
      assert.equal(res.body.code, 1, res.body.msg)
      return res.body.data
    }
    const [enPreview, zhPreview] = await Promise.all([preview(shopper), preview(zhShopper)])
    assert.deepEqual([enPreview.orderData.lists[0].products[0].title, zhPreview.orderData.lists[0].products[0].title], [line.titleEn, line.title])

    // ordered in English: the line keeps the Chinese title too, and a later English title does not rewrite it
    const made = await shopper.post<AddOrderResult>('/wanlshop/order/addOrder', {
      token: enPreview.token, order: { address_id: addr.body.data.id, lists: [{ shop_id: line.shopId, products: [item] }] }
    })
    assert.equal(made.body.code, 1, made.body.msg)
    const orderId = made.body.data.order_ids[0]
    assert.deepEqual(await srv.db.select({ title: orderGoods.title, titleEn: orderGoods.titleEn }).from(orderGoods).where(eq(orderGoods.orderId, orderId)),
      [{ title: line.title, titleEn: line.titleEn }])
    await srv.db.update(goods).set({ titleEn: `${line.titleEn} (renamed)` }).where(eq(goods.id, line.goodsId))
    try {
      const [enList, zhList, enInfo, zhInfo] = await Promise.all([
        data<Paginated<OrderListItem>>(shopper, '/wanlshop/order/getOrderList'),
        data<Paginated<OrderListItem>>(zhShopper, '/wanlshop/order/getOrderList'),
        data<OrderDetail>(shopper, '/wanlshop/order/getOrderInfo', { id: orderId }),
        data<OrderDetail>(zhShopper, '/wanlshop/order/getOrderInfo', { id: orderId })
      ])
      const titleOf = (o: OrderListItem | undefined): string | undefined => o?.goods[0]?.title
      assert.deepEqual([titleOf(enList.data.find((o) => o.id === orderId)), titleOf(zhList.data.find((o) => o.id === orderId))], [line.titleEn, line.title])
      assert.deepEqual([titleOf(enInfo), titleOf(zhInfo)], [line.titleEn, line.title])
    } finally {
      await srv.db.update(goods).set({ titleEn: line.titleEn }).where(eq(goods.id, line.goodsId))
    }
  })
})

describe('refusals that name the goods', () => {
  test('"insufficient stock" and "no longer on sale" name the goods in the reader\'s language', async () => {
    const shopper = (await newUser(en, Wallet.createRandom())).api
    const zhShopper = zh.withToken(shopper.token)
    const line = await englishLine()
    const refusal = async (client: ApiClient, number: number): Promise<string> => {
      const res = await client.post('/wanlshop/order/getOrderGoodsList', { data: [{ goods_id: line.goodsId, sku_id: line.skuId, number }] })
      assert.equal(res.body.code, 0, 'refused')
      return res.body.msg
    }
    const more = line.stock + 1
    assert.deepEqual([await refusal(shopper, more), await refusal(zhShopper, more)],
      [`Insufficient stock for "${line.titleEn}"`, `「${line.title}」库存不足`])
    await srv.db.update(goods).set({ status: 'hidden' }).where(eq(goods.id, line.goodsId))
    try {
      assert.deepEqual([await refusal(shopper, 1), await refusal(zhShopper, 1)],
        [`"${line.titleEn}" is no longer on sale`, `「${line.title}」已下架`])
    } finally {
      await srv.db.update(goods).set({ status: 'normal' }).where(eq(goods.id, line.goodsId))
    }
    // goods without an English title: the English message names them as written
    assert.equal(translate('en', 'goods.stock_short', { title: { zh: '无英文标题', en: '' } }), 'Insufficient stock for "无英文标题"')
  })
})

describe('fallback and the seed', () => {
  test('an empty English text reads as the Chinese', async () => {
    const [ad] = await srv.db.select({ id: adverts.id, title: adverts.title }).from(adverts).where(eq(adverts.module, 'other')).limit(1)
    await srv.db.update(adverts).set({ titleEn: '' }).where(eq(adverts.id, ad.id))
    const enAd = await data<AdvertDetail>(en, '/wanlshop/article/adDetails', { id: ad.id })
    assert.equal(enAd.title, ad.title)
    await translateDemo(srv.db)
    assertEnglish((await data<AdvertDetail>(en, '/wanlshop/article/adDetails', { id: ad.id })).title, 'refilled advert')
  })

  test('every platform text of the demo has its English, and a written English is never overwritten', async () => {
    const missing = (await srv.db.execute(sql`
      select 'categories' as t, name as zh from categories where name_en = ''
      union all select 'brands', name from brands where name_en = ''
      union all select 'category_attributes', name from category_attributes where name_en = '' or jsonb_array_length(values_en) <> jsonb_array_length(values)
      union all select 'shop_categories', name from shop_categories where name_en = ''
      union all select 'coupon_templates', name from coupon_templates where name_en = '' or (content <> '' and content_en = '')
      union all select 'adverts', title from adverts where title_en = '' or (content <> '' and content_en = '')
      union all select 'articles', title from articles where title_en = '' or description_en = '' or content_en = ''
      union all select 'app_versions', content from app_versions where content <> '' and content_en = ''
      union all select 'goods', description from goods where title_en = '' or description_en = '' or content_en = ''`) as unknown as { rows: Array<{ t: string, zh: string }> }).rows
    assert.deepEqual(missing, [], 'add the English of these to server/seed/en.ts')

    const phones = await categoryId('手机')
    await srv.db.update(categories).set({ nameEn: 'Mobiles' }).where(eq(categories.id, phones))
    await translateDemo(srv.db)
    const [row] = await srv.db.select({ nameEn: categories.nameEn }).from(categories).where(eq(categories.id, phones))
    assert.equal(row.nameEn, 'Mobiles')
    await srv.db.update(categories).set({ nameEn: 'Phones' }).where(eq(categories.id, phones))
  })
})
