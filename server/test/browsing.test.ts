import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { Wallet } from 'ethers'
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type {
  Article, ArticleItem, AdvertDetail, CategoryPage, CollectItem, CommentPage, DeleteResult, DrawerData, FollowResult,
  FollowedShop, FootprintItem, GoodsDetail, GoodsListItem, GoodsPage, SearchSuggest, ShopFollowResult, ShopInfo
} from '../../types/catalog'
import type { CategoryNode, InitData } from '../../types/common'
import type { Paginated } from '../../types/envelope'
import type { SessionPayload } from '../../types/user'
import {
  adverts, articles, brands, categories, couponTemplates, footprints, goods, goodsViews, goodsComments, goodsFollows, goodsSku,
  searchKeywords, shopCategories, shopFollows, shops
} from '../db/schema'
import { Decimal } from '../lib/money'
import { isRefusal, type Refusal } from '../lib/envelope'
import type { Lang } from '../lib/i18n'
import { forgetCatalogCaches, goodsDetail } from '../modules/catalog/service'
import { now, DAY } from '../lib/time'
import { startServer, type TestServer } from './helpers/server'
import { ApiClient, newUser } from './helpers/client'
import { buildRichNodes } from '../lib/rich-text'

// Browsing through real HTTP on one seeded server: the public catalogue (lists with filters, sorts,
// paging and hostile input; the drawer, the detail page, comments, categories, search terms, shops,
// articles), then what a signed-in shopper leaves behind (favourites, followed shops, footprints —
// their counters and owners — and the recommendations built from them).

let srv: TestServer
let api: ApiClient
let zh: ApiClient
/** the same anonymous client, named for the shopper tests */
let anon: ApiClient
let a: ApiClient
let aId: number
let b: ApiClient

before(async () => {
  srv = await startServer({ seed: true })
  api = anon = new ApiClient(srv.url)
  zh = new ApiClient(srv.url, '/ws', 'zh-CN')
  const made = await newUser(anon, Wallet.createRandom())
  a = made.api
  aId = made.session.userinfo.id
  b = (await newUser(anon, Wallet.createRandom())).api
})
after(async () => { await srv.close() })

type List = Paginated<GoodsListItem>
const LISTS = '/wanlshop/product/lists'

async function list (query: Record<string, string | number>): Promise<List> {
  // in Chinese: the tests compare the titles shown with the Chinese titles in the database
  const res = await zh.get<List>(LISTS, query)
  assert.equal(res.status, 200)
  assert.equal(res.body.code, 1, res.body.msg)
  return res.body.data
}

async function refusal (path: string, query: Record<string, string | number>): Promise<string> {
  const res = await api.get(path, query)
  assert.equal(res.status, 200)
  assert.equal(res.body.code, 0, `expected a refusal for ${JSON.stringify(query).slice(0, 80)}`)
  assert.equal(res.body.data, null)
  return res.body.msg
}

async function categoryId (name: string): Promise<number> {
  const [row] = await srv.db.select({ id: categories.id }).from(categories).where(and(eq(categories.name, name), eq(categories.type, 'goods')))
  assert.ok(row !== undefined, `category ${name}`)
  return row.id
}

/** ids of a category and all below it, from the table */
async function subtree (id: number): Promise<number[]> {
  const rows = await srv.db.select({ id: categories.id, pid: categories.pid }).from(categories).where(eq(categories.type, 'goods'))
  const out = [id]
  for (let i = 0; i < out.length; i++) for (const r of rows) if (r.pid === out[i]) out.push(r.id)
  return out
}

async function countGoods (where: ReturnType<typeof sql>): Promise<number> {
  const [row] = await srv.db.select({ n: count() }).from(goods).where(and(eq(goods.status, 'normal'), where))
  return Number(row.n)
}

const ITEM_KEYS = ['bbt_price', 'category_id', 'comment', 'id', 'image', 'market_price', 'praise', 'price', 'sales', 'shop_city', 'shop_id', 'shop_isself', 'shop_name', 'title']

describe('product/lists: filters', () => {
  test('without filters: every goods on sale, 15 per page, list items with money strings', async () => {
    const page = await list({})
    assert.equal(page.total, await countGoods(sql`true`))
    assert.equal(page.per_page, 15)
    assert.equal(page.current_page, 1)
    assert.equal(page.last_page, Math.ceil(page.total / 15))
    assert.equal(page.data.length, 15)
    for (const item of page.data) {
      assert.deepEqual(Object.keys(item).sort(), ITEM_KEYS)
      assert.match(item.price, /^\d+\.\d{2}$/)
      assert.match(item.market_price, /^\d+\.\d{2}$/)
      assert.equal(typeof item.shop_isself, 'boolean')
    }
  })

  test('a keyword matches titles', async () => {
    const page = await list({ search: '降噪', limit: 50 })
    assert.ok(page.total > 0)
    assert.equal(page.total, await countGoods(sql`${goods.title} like '%降噪%'`))
    for (const item of page.data) assert.ok(item.title.includes('降噪'), item.title)
    // and within a category
    const digital = await subtree(await categoryId('数码'))
    const everywhere = await list({ search: '官方' })
    const inCategory = await list({ search: '官方', category_id: digital[0], limit: 50 })
    assert.equal(inCategory.total, await countGoods(sql`${goods.title} like '%官方%' and ${inArray(goods.categoryId, digital)}`))
    assert.ok(inCategory.total > 0 && inCategory.total < everywhere.total)
    assert.ok(inCategory.data.every((g) => g.title.includes('官方') && digital.includes(g.category_id)))
  })

  test('keywords ignore letter case; one-character and edited titles are found too', async () => {
    const hifi = await list({ search: 'hifi', limit: 50 })
    assert.ok(hifi.total > 0)
    assert.equal(hifi.total, await countGoods(sql`${goods.title} ilike '%hifi%'`))
    assert.ok(hifi.data.every((g) => g.title.includes('HiFi')))
    assert.equal((await list({ search: '茶' })).total, await countGoods(sql`${goods.title} like '%茶%' or ${goods.categoryId} in (select id from categories where name like '%茶%')`))
    const [g] = await srv.db.select({ id: goods.id, title: goods.title }).from(goods).orderBy(asc(goods.id)).limit(1)
    await srv.db.update(goods).set({ title: `${g.title} 限量珍藏版` }).where(eq(goods.id, g.id))
    try {
      assert.deepEqual((await list({ search: '量珍藏' })).data.map((x) => x.id), [g.id])
    } finally {
      await srv.db.update(goods).set({ title: g.title }).where(eq(goods.id, g.id))
    }
    // the total of a filter is shared for a few seconds (the rows are always current) unless the
    // code that changed goods says so
    assert.deepEqual((await list({ search: '量珍藏' })).data, [])
    forgetCatalogCaches(srv.db)
    assert.equal((await list({ search: '量珍藏' })).total, 0)
  })

  test('a keyword matches the name of the category or of an ancestor', async () => {
    const digital = await subtree(await categoryId('数码'))
    const titles = await countGoods(sql`${goods.title} like '%数码%'`)
    assert.equal(titles, 0, 'no title says 数码: only the category name can match')
    const page = await list({ search: '数码', limit: 50 })
    assert.equal(page.total, await countGoods(inArray(goods.categoryId, digital)))
    assert.ok(page.total > 20)
    for (const item of page.data) assert.ok(digital.includes(item.category_id))
  })

  test('several words must all match (each in the title or a category name)', async () => {
    const audio = await subtree(await categoryId('耳机音响'))
    const page = await list({ search: '  星辰   耳机 ', limit: 50 })
    const expected = await countGoods(sql`${goods.title} like '%星辰%' and (${goods.title} like '%耳机%' or ${inArray(goods.categoryId, audio)})`)
    assert.equal(page.total, expected)
    assert.ok(expected > 0)
    for (const item of page.data) {
      assert.ok(item.title.includes('星辰'))
      assert.ok(item.title.includes('耳机') || audio.includes(item.category_id))
    }
  })

  test('a category includes its whole sub-tree', async () => {
    const phones = await categoryId('手机')
    const tree = await subtree(phones)
    assert.equal(tree.length, 3, '手机 has two children')
    const page = await list({ category_id: phones, limit: 50 })
    assert.equal(page.total, await countGoods(inArray(goods.categoryId, tree)))
    const seen = new Set(page.data.map((g) => g.category_id))
    for (const id of seen) assert.ok(tree.includes(id))
    assert.ok(seen.size >= 2, 'goods of the children are listed')
    const top = await list({ category_id: await categoryId('数码'), limit: 1 })
    assert.ok(top.total > page.total, 'a top category holds all three levels')
  })

  test('brand, shop and shop category filters', async () => {
    const [brand] = await srv.db.select({ id: brands.id }).from(brands).orderBy(asc(brands.id)).limit(1)
    const byBrand = await list({ brand_id: brand.id, limit: 50 })
    const brandIds = (await srv.db.select({ id: goods.id }).from(goods).where(and(eq(goods.brandId, brand.id), eq(goods.status, 'normal')))).map((r) => r.id)
    assert.ok(brandIds.length > 0)
    assert.equal(byBrand.total, brandIds.length)
    for (const item of byBrand.data) assert.ok(brandIds.includes(item.id))

    const [shop] = await srv.db.select({ id: shops.id }).from(shops).where(eq(shops.isSelf, true))
    const byShop = await list({ shop_id: shop.id, limit: 50 })
    assert.equal(byShop.total, await countGoods(eq(goods.shopId, shop.id)))
    assert.ok(byShop.data.every((g) => g.shop_id === shop.id && g.shop_isself))
    // the self-owned shop groups its categories: the parent includes its children
    const [parent] = await srv.db.select({ id: shopCategories.id }).from(shopCategories)
      .where(and(eq(shopCategories.shopId, shop.id), eq(shopCategories.pid, 0))).orderBy(asc(shopCategories.id)).limit(1)
    const children = (await srv.db.select({ id: shopCategories.id }).from(shopCategories).where(eq(shopCategories.pid, parent.id))).map((r) => r.id)
    const byShopCategory = await list({ shop_id: shop.id, shop_category_id: parent.id, limit: 50 })
    assert.ok(byShopCategory.total > 0)
    assert.equal(byShopCategory.total, await countGoods(inArray(goods.shopCategoryId, children)))
    assert.ok(byShopCategory.total < byShop.total)
  })

  test('the drawer attribute filter filters (one and several pairs)', async () => {
    const one = await list({ attrs: JSON.stringify({ 产地: '深圳' }), limit: 50 })
    const expected = await countGoods(sql`${goods.attributes} ->> '产地' = '深圳'`)
    assert.ok(expected > 0)
    assert.equal(one.total, expected)
    const two = await list({ attrs: JSON.stringify({ 产地: '深圳', 保修: '两年保修' }), limit: 50 })
    assert.equal(two.total, await countGoods(sql`${goods.attributes} ->> '产地' = '深圳' and ${goods.attributes} ->> '保修' = '两年保修'`))
    assert.ok(two.total < one.total)
    const none = await list({ attrs: JSON.stringify({ 产地: '火星' }) })
    assert.equal(none.total, 0)
    const empty = await list({ attrs: '{}' })
    assert.equal(empty.total, await countGoods(sql`true`), '{} filters nothing')
  })

  test('price range (decimal strings, inclusive)', async () => {
    const page = await list({ price_min: '100', price_max: '199.9', limit: 50 })
    assert.equal(page.total, await countGoods(sql`${goods.price} >= 100 and ${goods.price} <= 199.9`))
    assert.ok(page.total > 0)
    for (const item of page.data) assert.ok(new Decimal(item.price).gte(100) && new Decimal(item.price).lte('199.9'), item.price)
    const onlyMin = await list({ price_min: '3000' })
    assert.equal(onlyMin.total, await countGoods(sql`${goods.price} >= 3000`))
    const upside = await list({ price_min: '200', price_max: '100' })
    assert.equal(upside.total, 0, 'min above max matches nothing')
    assert.deepEqual(upside.data, [])
  })

  test('empty parameters mean "not given"', async () => {
    const page = await list({ search: '', category_id: '', price_min: '', sort: '' })
    assert.equal(page.total, await countGoods(sql`true`))
  })

  test('hidden goods and goods of a closed shop are never listed', async () => {
    const [g] = await srv.db.select({ id: goods.id, title: goods.title }).from(goods).orderBy(desc(goods.id)).limit(1)
    await srv.db.update(goods).set({ status: 'hidden' }).where(eq(goods.id, g.id))
    try {
      const page = await list({ search: g.title })
      assert.ok(!page.data.some((x) => x.id === g.id))
    } finally {
      await srv.db.update(goods).set({ status: 'normal' }).where(eq(goods.id, g.id))
    }
    const [shop] = await srv.db.select({ id: shops.id }).from(shops).orderBy(desc(shops.id)).limit(1)
    await srv.db.update(shops).set({ status: 'hidden' }).where(eq(shops.id, shop.id))
    try {
      const page = await list({ shop_id: shop.id })
      assert.equal(page.total, 0)
      assert.deepEqual(page.data, [])
    } finally {
      await srv.db.update(shops).set({ status: 'normal' }).where(eq(shops.id, shop.id))
    }
  })
})

describe('product/lists: sorts and paging', () => {
  const goodsRows = async (): Promise<Map<number, { weigh: number, sales: number, createdAt: number, price: string }>> => {
    const rows = await srv.db.select({ id: goods.id, weigh: goods.weigh, sales: goods.sales, createdAt: goods.createdAt, price: goods.price }).from(goods)
    return new Map(rows.map((r) => [r.id, r]))
  }

  /** -1, 0, 1 comparing two goods under a sort (with the id tie-break) */
  type Key = (id: number) => Array<Decimal | number>
  function assertOrdered (ids: number[], key: Key, dir: 'asc' | 'desc'): void {
    for (let i = 1; i < ids.length; i++) {
      const a = key(ids[i - 1])
      const b = key(ids[i])
      let cmp = 0
      for (let k = 0; k < a.length && cmp === 0; k++) cmp = new Decimal(a[k]).cmp(new Decimal(b[k]))
      assert.ok(dir === 'asc' ? cmp < 0 : cmp > 0, `${ids[i - 1]} before ${ids[i]} (${dir})`)
    }
  }

  test('every sort in both directions orders the whole list (checked over three pages)', async () => {
    const db = await goodsRows()
    const keys: Record<string, Key> = {
      composite: (id) => [db.get(id)!.weigh, db.get(id)!.sales, id],
      sales: (id) => [db.get(id)!.sales, id],
      price: (id) => [new Decimal(db.get(id)!.price), id],
      newest: (id) => [db.get(id)!.createdAt, id]
    }
    for (const sort of ['composite', 'sales', 'price', 'newest']) {
      for (const order of ['asc', 'desc'] as const) {
        const ids: number[] = []
        for (let page = 1; page <= 3; page++) {
          const p = await list({ sort, order, page, limit: 20 })
          ids.push(...p.data.map((g) => g.id))
          if (sort === 'price') {
            // the wire prices themselves are in order
            for (let i = 1; i < p.data.length; i++) {
              const cmp = new Decimal(p.data[i - 1].price).cmp(p.data[i].price)
              assert.ok(order === 'asc' ? cmp <= 0 : cmp >= 0)
            }
          }
          if (sort === 'sales') {
            for (let i = 1; i < p.data.length; i++) assert.ok(order === 'asc' ? p.data[i - 1].sales <= p.data[i].sales : p.data[i - 1].sales >= p.data[i].sales)
          }
        }
        assert.equal(ids.length, 60)
        assert.equal(new Set(ids).size, 60, `${sort} ${order}: pages do not overlap`)
        assertOrdered(ids, keys[sort], order)
      }
    }
  })

  test('default orders: composite for no sort, cheapest first for price, best sellers first for sales', async () => {
    assert.deepEqual((await list({})).data.map((g) => g.id), (await list({ sort: 'composite', order: 'desc' })).data.map((g) => g.id))
    assert.deepEqual((await list({ sort: 'price' })).data.map((g) => g.id), (await list({ sort: 'price', order: 'asc' })).data.map((g) => g.id))
    assert.deepEqual((await list({ sort: 'sales' })).data.map((g) => g.id), (await list({ sort: 'sales', order: 'desc' })).data.map((g) => g.id))
  })

  test('sort with filters: a category by price', async () => {
    const phones = await subtree(await categoryId('手机'))
    const p = await list({ category_id: phones[0], sort: 'price', order: 'desc' })
    assert.ok(p.data.length > 1)
    for (let i = 1; i < p.data.length; i++) assert.ok(new Decimal(p.data[i - 1].price).gte(p.data[i].price))
  })

  test('paging edges: page 0 is refused, a page past the end is empty, limit is capped at 50', async () => {
    assert.equal(await refusal(LISTS, { page: 0 }), 'page is out of range')
    assert.equal(await refusal(LISTS, { page: -3 }), 'page is out of range')
    assert.equal(await refusal(LISTS, { limit: 0 }), 'limit is out of range')
    assert.equal(await refusal(LISTS, { page: 'two' }), 'page must be an integer')
    const all = await list({})
    const past = await list({ page: all.last_page + 1 })
    assert.deepEqual(past.data, [])
    assert.equal(past.total, all.total, 'the total is still told')
    assert.equal(past.current_page, all.last_page + 1)
    const far = await list({ page: 10_000_000 })
    assert.deepEqual(far.data, [])
    const last = await list({ page: all.last_page })
    assert.equal(last.data.length, all.total - (all.last_page - 1) * 15)
    const big = await list({ limit: 100 })
    assert.equal(big.per_page, 50)
    assert.equal(big.data.length, 50)
    const small = await list({ limit: 4, page: 2 })
    assert.equal(small.per_page, 4)
    assert.deepEqual(small.data.map((g) => g.id), (await list({ limit: 8 })).data.slice(4).map((g) => g.id))
  })
})

describe('product/lists: hostile input', () => {
  test('SQL-looking text is only ever a search term', async () => {
    const before = await countGoods(sql`true`)
    for (const search of ["' OR 1=1 --", "'; drop table goods; --", '") or ("1"="1', '%', '_', '\\', '%%%', '1/*', 'union select * from users']) {
      const page = await list({ search })
      assert.equal(page.total, 0, `"${search}" matches nothing literally`)
    }
    assert.equal(await countGoods(sql`true`), before)
    assert.equal((await list({})).total, before)
  })

  test('wildcards in a term are literal', async () => {
    const [g] = await srv.db.select({ id: goods.id, title: goods.title }).from(goods).orderBy(asc(goods.id)).limit(1)
    await srv.db.update(goods).set({ title: `${g.title} 100%纯棉_特价` }).where(eq(goods.id, g.id))
    try {
      assert.deepEqual((await list({ search: '100%纯棉_特价' })).data.map((x) => x.id), [g.id])
      assert.equal((await list({ search: '100%纯棉x特价' })).total, 0, '_ is not "any character"')
    } finally {
      await srv.db.update(goods).set({ title: g.title }).where(eq(goods.id, g.id))
    }
  })

  test('sorts and orders outside the whitelist are refused', async () => {
    assert.equal(await refusal(LISTS, { sort: 'id; drop table goods' }), 'sort is invalid')
    assert.equal(await refusal(LISTS, { sort: 'views' }), 'sort is invalid')
    assert.equal(await refusal(LISTS, { order: 'desc, id' }), 'order is invalid')
  })

  test('attribute filters must be a small JSON object of texts', async () => {
    const msg = 'attrs must be a JSON object of at most 10 text pairs'
    for (const attrs of ['[1,2]', '"text"', '42', 'null', '{"产地": 1}', '{"产地": ["深圳"]}', '{"产地": {"$ne": 1}}', '{', 'not json',
      JSON.stringify({ 产地: 'x'.repeat(51) }), JSON.stringify({ ['k'.repeat(51)]: 'v' }), JSON.stringify({ '': 'v' }),
      JSON.stringify(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, 'v'])))]) {
      assert.equal(await refusal(LISTS, { attrs }), msg, attrs)
    }
    const res = await zh.get(LISTS, { attrs: '[]' })
    assert.equal(res.body.msg, '属性筛选格式不正确')
    // quotes and operators inside values are plain text
    assert.equal((await list({ attrs: JSON.stringify({ 产地: "深圳' or '1'='1" }) })).total, 0)
    assert.equal((await list({ attrs: JSON.stringify({ __proto__: 'x', constructor: 'y' }) })).total, 0)
  })

  test('prices must be plain non-negative amounts', async () => {
    for (const price of ['-1', '-0.01', '1e3', 'NaN', 'Infinity', '12.345', '0x10', '1,5', ' 5', '99999999999999']) {
      assert.equal(await refusal(LISTS, { price_min: price }), 'price_min is invalid', price)
    }
    assert.equal(await refusal(LISTS, { price_max: '-5' }), 'price_max is invalid')
    assert.ok((await list({ price_min: '0', price_max: '0.5' })).total === 0)
  })

  test('very long keywords and ids are refused, unknown ids are empty', async () => {
    assert.equal(await refusal(LISTS, { search: '手'.repeat(101) }), 'search must not be longer than 100 characters')
    const huge = await api.get(LISTS, { search: 'x'.repeat(10_000) })
    assert.notEqual(huge.status, 500)
    assert.equal(huge.body.code, 0)
    assert.equal(await refusal(LISTS, { category_id: 99_999_999_999 }), 'category_id is out of range')
    assert.equal(await refusal(LISTS, { brand_id: -1 }), 'brand_id is out of range')
    assert.equal((await list({ category_id: 2_000_000_000 })).total, 0)
    assert.equal((await list({ brand_id: 2_000_000_000 })).total, 0)
    assert.equal((await list({ shop_id: 2_000_000_000, shop_category_id: 5 })).total, 0)
    const many = await api.get<List>(LISTS, { search: 'a b c d e f g h i j k l' })
    assert.equal(many.body.code, 1, 'many words are no error (only the first five count)')
  })
})

describe('product/drawer', () => {
  test('brands and attributes of the goods in the list', async () => {
    const phones = await categoryId('手机')
    // in Chinese: the names the goods carry (content-i18n.test.ts reads it in English)
    const res = await zh.get<DrawerData>('/wanlshop/product/drawer', { category_id: phones })
    assert.equal(res.body.code, 1)
    const tree = await subtree(phones)
    const brandRows = await srv.db.selectDistinct({ id: goods.brandId }).from(goods).where(and(inArray(goods.categoryId, tree), eq(goods.status, 'normal')))
    assert.deepEqual(res.body.data.brand.map((b) => b.id).sort(), brandRows.map((b) => b.id).sort())
    for (const b of res.body.data.brand) assert.ok(b.name !== '' && b.image.startsWith('/uploads/'))
    const names = res.body.data.attribute.map((a) => a.name)
    assert.deepEqual(names.sort(), ['产地', '保修'].sort())
    const origin = res.body.data.attribute.find((a) => a.name === '产地')!
    assert.ok(origin.values.includes('深圳'))
    // a value the drawer offers really narrows the list
    const filtered = await list({ category_id: phones, attrs: JSON.stringify({ 产地: origin.values[0] }) })
    const all = await list({ category_id: phones })
    assert.ok(filtered.total > 0 && filtered.total < all.total)
  })

  test('follows the search too; nothing matched → empty drawer', async () => {
    const res = await zh.get<DrawerData>('/wanlshop/product/drawer', { search: '猫粮' })
    assert.equal(res.body.code, 1)
    assert.ok(res.body.data.attribute.some((a) => a.name === '适用阶段'))
    assert.ok(!res.body.data.attribute.some((a) => a.name === '保修'), 'only the attributes of matching goods')
    const none = await api.get<DrawerData>('/wanlshop/product/drawer', { search: 'zzzz' })
    assert.deepEqual(none.body.data, { brand: [], attribute: [] })
  })
})

describe('product/goods', () => {
  async function someGoods (): Promise<number> {
    // a goods with comments in all three states and some with pictures
    const [row] = await srv.db.select({ id: goodsComments.goodsId }).from(goodsComments)
      .groupBy(goodsComments.goodsId)
      .having(sql`count(distinct ${goodsComments.state}) = 3 and count(*) filter (where ${goodsComments.images} <> '[]'::jsonb) > 0`)
      .orderBy(asc(goodsComments.goodsId)).limit(1)
    assert.ok(row !== undefined, 'the seed has a goods with good, medium and poor comments and pictures')
    return row.id
  }

  test('the detail: SKUs, specs, category, brand, shop card, coupons, comments, recommendations', async () => {
    const id = await someGoods()
    const res = await api.get<GoodsDetail>('/wanlshop/product/goods', { id })
    assert.equal(res.body.code, 1, res.body.msg)
    const d = res.body.data
    const [row] = await srv.db.select().from(goods).where(eq(goods.id, id))
    assert.equal(d.id, id)
    assert.equal(d.title, row.titleEn, 'an English reader gets the English title (content-i18n.test.ts)')
    assert.equal(d.price, new Decimal(row.price).toFixed(2))
    assert.equal(d.images.length, 3)
    assert.equal(d.status, 'normal')
    assert.equal(d.follow, false)
    const skus = await srv.db.select().from(goodsSku).where(eq(goodsSku.goodsId, id)).orderBy(asc(goodsSku.id))
    assert.deepEqual(d.sku.map((s) => s.id), skus.map((s) => s.id))
    assert.equal(d.stock, skus.reduce((n, s) => n + s.stock, 0))
    assert.equal(d.spu.length, 2)
    for (const s of d.sku) {
      assert.equal(s.difference.length, 2)
      s.difference.forEach((v, i) => { assert.ok(d.spu[i].item.includes(v)) })
      assert.match(s.price, /^\d+\.\d{2}$/)
    }
    assert.equal(d.category.id, row.categoryId)
    assert.equal(d.brand?.id, row.brandId)
    assert.equal(d.shop.id, row.shopId)
    assert.equal(d.shop.goods_count, await countGoods(eq(goods.shopId, row.shopId)))
    assert.equal(d.shop.isFollow, false)
    assert.match(d.shop.score_service, /^\d\.\d$/)
    // comments: the statistics are those of product/comment, at most three newest
    const comments = await api.get<CommentPage>('/wanlshop/product/comment', { id })
    assert.deepEqual(d.comment_list.statistics, comments.body.data.statistics)
    assert.ok(d.comment_list.data.length <= 3)
    assert.deepEqual(d.comment_list.data, comments.body.data.comment.data.slice(0, d.comment_list.data.length))
    // recommendations: other goods of the shop, best sellers first
    assert.ok(d.shop_recommend.length > 0 && d.shop_recommend.length <= 6)
    assert.ok(d.shop_recommend.every((g) => g.shop_id === row.shopId && g.id !== id))
    for (let i = 1; i < d.shop_recommend.length; i++) assert.ok(d.shop_recommend[i - 1].sales >= d.shop_recommend[i].sales)
  })

  test('coupons: the shop\'s usable templates only (range, dates, stock)', async () => {
    const id = await someGoods()
    const [row] = await srv.db.select({ shopId: goods.shopId, categoryId: goods.categoryId }).from(goods).where(eq(goods.id, id))
    const [parentCat] = await srv.db.select({ pid: categories.pid }).from(categories).where(eq(categories.id, row.categoryId))
    const t = now()
    const base = { shopId: row.shopId, type: 'reduction', price: '5', limit: '50', createdAt: t }
    const made = await srv.db.insert(couponTemplates).values([
      { ...base, name: 'T-this-goods', rangetype: 'goods', range: [id], grantTotal: -1 },
      { ...base, name: 'T-other-goods', rangetype: 'goods', range: [id + 100_000], grantTotal: -1 },
      { ...base, name: 'T-ancestor-category', rangetype: 'category', range: [parentCat.pid === 0 ? row.categoryId : parentCat.pid], grantTotal: 10, surplus: 3 },
      { ...base, name: 'T-expired', pretype: 'fixed', startdate: t - 10 * DAY, enddate: t - DAY, grantTotal: -1 },
      { ...base, name: 'T-gone', grantTotal: 10, surplus: 0 },
      { ...base, name: 'T-hidden', grantTotal: -1, status: 'hidden' }
    ]).returning({ id: couponTemplates.id })
    try {
      const d = (await api.get<GoodsDetail>('/wanlshop/product/goods', { id })).body.data
      const names = d.coupon.map((c) => c.name)
      assert.ok(names.includes('T-this-goods'))
      assert.ok(names.includes('T-ancestor-category'))
      for (const no of ['T-other-goods', 'T-expired', 'T-gone', 'T-hidden']) assert.ok(!names.includes(no), no)
      assert.ok(d.coupon.every((c) => c.shop_id === row.shopId))
      const unlimited = d.coupon.find((c) => c.name === 'T-this-goods')!
      assert.equal(unlimited.surplus, -1)
      assert.equal(unlimited.price, '5.00')
      assert.equal(d.coupon.find((c) => c.name === 'T-ancestor-category')!.surplus, 3)
    } finally {
      await srv.db.delete(couponTemplates).where(inArray(couponTemplates.id, made.map((m) => m.id)))
    }
  })

  test('every view counts (the answer at once, the table within a second)', async () => {
    const id = await someGoods()
    await srv.app.ctx.views.flush()
    const [before] = await srv.db.select({ views: goodsViews.views }).from(goodsViews).where(eq(goodsViews.goodsId, id))
    const first = (await api.get<GoodsDetail>('/wanlshop/product/goods', { id })).body.data
    const second = (await api.get<GoodsDetail>('/wanlshop/product/goods', { id })).body.data
    // (a batch being written at that very moment can make an answer run one ahead, never behind)
    assert.ok(first.views >= before.views + 1 && first.views <= before.views + 2, `${first.views}`)
    assert.ok(second.views >= before.views + 2 && second.views <= before.views + 3, `${second.views}`)
    await srv.app.ctx.views.flush()
    const [after] = await srv.db.select({ views: goodsViews.views }).from(goodsViews).where(eq(goodsViews.goodsId, id))
    assert.equal(after.views, before.views + 2)
  })

  test('a goods never viewed before (no views row yet) starts at 0 and gets its row at the flush', async () => {
    const id = await someGoods()
    await srv.app.ctx.views.flush()
    await srv.db.delete(goodsViews).where(eq(goodsViews.goodsId, id))
    const first = (await api.get<GoodsDetail>('/wanlshop/product/goods', { id })).body.data
    assert.equal(first.views, 1)
    await srv.app.ctx.views.flush()
    const [row] = await srv.db.select({ views: goodsViews.views }).from(goodsViews).where(eq(goodsViews.goodsId, id))
    assert.equal(row.views, 1)
    assert.equal((await api.get<GoodsDetail>('/wanlshop/product/goods', { id })).body.data.views, 2)
  })

  test('unknown, hidden or out-of-range ids: "Product does not exist"', async () => {
    assert.equal(await refusal('/wanlshop/product/goods', { id: 2_000_000_000 }), 'Product does not exist')
    const zhRes = await zh.get('/wanlshop/product/goods', { id: 2_000_000_000 })
    assert.equal(zhRes.body.msg, '商品不存在')
    const [g] = await srv.db.select({ id: goods.id }).from(goods).orderBy(desc(goods.id)).limit(1)
    await srv.db.update(goods).set({ status: 'hidden' }).where(eq(goods.id, g.id))
    try {
      assert.equal(await refusal('/wanlshop/product/goods', { id: g.id }), 'Product does not exist')
    } finally {
      await srv.db.update(goods).set({ status: 'normal' }).where(eq(goods.id, g.id))
    }
    assert.equal(await refusal('/wanlshop/product/goods', {}), 'id is required')
    assert.equal(await refusal('/wanlshop/product/goods', { id: 0 }), 'id is out of range')
    assert.equal(await refusal('/wanlshop/product/goods', { id: "1' or '1'='1" }), 'id must be an integer')
  })
})

describe('product/comment', () => {
  async function goodsWithMixedComments (): Promise<number> {
    const [row] = await srv.db.select({ id: goodsComments.goodsId }).from(goodsComments)
      .groupBy(goodsComments.goodsId)
      .having(sql`count(distinct ${goodsComments.state}) = 3 and count(*) filter (where ${goodsComments.images} <> '[]'::jsonb) > 0`)
      .orderBy(desc(sql`count(*)`), asc(goodsComments.goodsId)).limit(1)
    return row.id
  }

  test('tags filter, statistics count every tag', async () => {
    const id = await goodsWithMixedComments()
    const rows = await srv.db.select().from(goodsComments).where(eq(goodsComments.goodsId, id))
    const all = await api.get<CommentPage>('/wanlshop/product/comment', { id })
    assert.equal(all.body.code, 1)
    const st = all.body.data.statistics
    const good = rows.filter((r) => r.state === 0).length
    assert.deepEqual(st, {
      rate: (Math.round(good * 1000 / rows.length) / 10).toFixed(1),
      total: rows.length,
      good,
      pertinent: rows.filter((r) => r.state === 1).length,
      poor: rows.filter((r) => r.state === 2).length,
      figure: rows.filter((r) => r.images.length > 0).length
    })
    assert.equal(all.body.data.comment.total, rows.length)
    assert.equal(all.body.data.comment.per_page, 10)
    const c = all.body.data.comment.data[0]
    assert.deepEqual(Object.keys(c).sort(), ['anonymous', 'content', 'createtime', 'id', 'images', 'score', 'sku', 'state', 'user'])
    assert.deepEqual(Object.keys(c.user).sort(), ['avatar', 'id', 'nickname'])
    assert.ok(c.user.nickname !== '' && c.user.avatar.startsWith('/uploads/'))
    assert.match(c.score, /^\d\.\d$/)
    for (let i = 1; i < all.body.data.comment.data.length; i++) assert.ok(all.body.data.comment.data[i - 1].createtime >= all.body.data.comment.data[i].createtime, 'newest first')

    const expect: Record<string, (r: typeof rows[number]) => boolean> = {
      good: (r) => r.state === 0, pertinent: (r) => r.state === 1, poor: (r) => r.state === 2, figure: (r) => r.images.length > 0
    }
    for (const [tag, pred] of Object.entries(expect)) {
      const res = await api.get<CommentPage>('/wanlshop/product/comment', { id, tag, limit: 50 })
      assert.equal(res.body.code, 1)
      assert.deepEqual(res.body.data.comment.data.map((x) => x.id).sort((a, b) => a - b), rows.filter(pred).map((r) => r.id).sort((a, b) => a - b), tag)
      assert.equal(res.body.data.comment.total, rows.filter(pred).length)
      assert.deepEqual(res.body.data.statistics, st, 'statistics do not depend on the tag')
    }
  })

  test('paging, unknown goods, bad tags', async () => {
    const id = await goodsWithMixedComments()
    const p1 = await api.get<CommentPage>('/wanlshop/product/comment', { id, limit: 2 })
    const p2 = await api.get<CommentPage>('/wanlshop/product/comment', { id, limit: 2, page: 2 })
    assert.equal(p1.body.data.comment.data.length, 2)
    assert.ok(!p2.body.data.comment.data.some((c) => p1.body.data.comment.data.some((d) => d.id === c.id)))
    const past = await api.get<CommentPage>('/wanlshop/product/comment', { id, page: 99 })
    assert.deepEqual(past.body.data.comment.data, [])
    assert.equal(await refusal('/wanlshop/product/comment', { id: 2_000_000_000 }), 'Product does not exist')
    assert.equal(await refusal('/wanlshop/product/comment', { id, tag: 'best' }), 'tag is invalid')
    // a goods without comments: zeroes, not an error
    const [bare] = await srv.db.select({ id: goods.id }).from(goods).where(eq(goods.comment, 0)).limit(1)
    const empty = await api.get<CommentPage>('/wanlshop/product/comment', { id: bare.id })
    assert.deepEqual(empty.body.data.statistics, { rate: '0.0', total: 0, good: 0, pertinent: 0, poor: 0, figure: 0 })
  })
})

describe('common/category', () => {
  test('a category with its children (images) and a page of its sub-tree\'s goods', async () => {
    const id = await categoryId('服饰')
    const res = await api.get<CategoryPage>('/wanlshop/common/category', { id })
    assert.equal(res.body.code, 1)
    const { category, goods: page } = res.body.data
    assert.equal(category.id, id)
    assert.ok((category.children ?? []).length >= 3)
    const walk = (n: CategoryNode): CategoryNode[] => [n, ...(n.children ?? []).flatMap(walk)]
    const nodes = walk(category)
    assert.ok(nodes.every((n) => n.image.startsWith('/uploads/')))
    assert.ok(nodes.some((n) => (n.children ?? []).length > 0 && n.id !== id), 'three levels')
    const tree = await subtree(id)
    assert.deepEqual(nodes.map((n) => n.id).sort((a, b) => a - b), [...tree].sort((a, b) => a - b))
    assert.equal(page.total, await countGoods(inArray(goods.categoryId, tree)))
    assert.deepEqual(Object.keys(page.data[0]).sort(), ['bbt_price', 'id', 'image', 'market_price', 'price', 'sales', 'shop_id', 'shop_name', 'title'])
    const p2 = await api.get<CategoryPage>('/wanlshop/common/category', { id, page: 2 })
    assert.ok(!p2.body.data.goods.data.some((g) => page.data.some((x) => x.id === g.id)))
    assert.equal(await refusal('/wanlshop/common/category', { id: 2_000_000_000 }), 'Category does not exist')
    const [articleCat] = await srv.db.select({ id: categories.id }).from(categories).where(eq(categories.type, 'article')).limit(1)
    assert.equal(await refusal('/wanlshop/common/category', { id: articleCat.id }), 'Category does not exist')
  })
})

describe('search terms', () => {
  test('searchList: the 20 most searched terms', async () => {
    const res = await api.get<string[]>('/wanlshop/common/searchList')
    const rows = await srv.db.select({ k: searchKeywords.keywords }).from(searchKeywords).orderBy(desc(searchKeywords.views), asc(searchKeywords.id)).limit(20)
    assert.deepEqual(res.body.data, rows.map((r) => r.k))
  })

  test('a keyword search that finds goods counts its term (normalised) once per visitor; setSearch only validates', async () => {
    const [phone] = await srv.db.select().from(searchKeywords).where(eq(searchKeywords.keywords, '手机'))
    assert.equal((await api.get('/wanlshop/product/lists', { search: ' 手机 ' })).body.code, 1)
    assert.equal((await api.get('/wanlshop/product/lists', { search: '手机' })).body.code, 1)
    const [after] = await srv.db.select().from(searchKeywords).where(eq(searchKeywords.keywords, '手机'))
    assert.equal(after.views, phone.views + 1, 'once per visitor per day')
    assert.equal((await api.post('/wanlshop/common/setSearch', { keywords: '折叠 屏' })).body.code, 1)
    assert.equal((await srv.db.select().from(searchKeywords).where(eq(searchKeywords.keywords, '折叠 屏'))).length, 0, 'setSearch counts nothing')
    assert.equal((await api.post('/wanlshop/common/setSearch', { keywords: '' })).body.msg, 'keywords must be at least 1 characters')
    assert.equal((await api.post('/wanlshop/common/setSearch', { keywords: 'x'.repeat(51) })).body.msg, 'keywords must not be longer than 50 characters')
    assert.equal((await api.post('/wanlshop/common/setSearch', { keywords: 5 })).body.code, 0)
    assert.equal((await srv.db.select().from(searchKeywords).where(eq(searchKeywords.keywords, ''))).length, 0, 'blank terms are not stored')
  })

  test('setSearch is rate limited per client', async () => {
    const limited = await startServer({ database: srv.database, env: { RATE_LIMIT_SEARCH: '2/min' } })
    try {
      const c = new ApiClient(limited.url)
      assert.equal((await c.post('/wanlshop/common/setSearch', { keywords: '限流' })).body.code, 1)
      assert.equal((await c.post('/wanlshop/common/setSearch', { keywords: '限流' })).body.code, 1)
      const third = await c.post('/wanlshop/common/setSearch', { keywords: '限流' })
      assert.equal(third.status, 429)
      assert.equal(third.body.code, 0)
    } finally {
      await limited.close()
    }
  })

  test('search suggests categories and known terms (prefix matches first), at most 10 each', async () => {
    await srv.db.insert(searchKeywords).values([{ keywords: '蓝牙耳机降噪', views: 1 }, { keywords: '无线耳机', views: 5000 }]).onConflictDoNothing()
    const res = await zh.get<SearchSuggest>('/wanlshop/common/search', { search: '耳机' })
    assert.equal(res.body.code, 1)
    assert.deepEqual(res.body.data.categoryList.map((c) => c.name), ['耳机音响'])
    const terms = res.body.data.searchList
    assert.ok(terms.includes('蓝牙耳机') && terms.includes('无线耳机') && terms.includes('蓝牙耳机降噪'))
    const phone = await zh.get<SearchSuggest>('/wanlshop/common/search', { search: '手' })
    assert.ok(phone.body.data.categoryList.length <= 10)
    assert.ok(phone.body.data.categoryList.some((c) => c.name === '手机'))
    assert.equal(phone.body.data.searchList[0], '手机', 'a term starting with the text comes first')
    const many = await api.get<SearchSuggest>('/wanlshop/common/search', { search: '子' })
    assert.ok(many.body.data.searchList.length <= 10)
    // wildcards are literal: only terms containing them (a search above for 100%纯棉_特价 found goods, so it is a term)
    for (const s of ['%', '_', "' or 1=1 --"]) {
      const found = (await api.get<SearchSuggest>('/wanlshop/common/search', { search: s })).body.data
      assert.deepEqual(found.categoryList, [])
      assert.ok(found.searchList.every((t) => t.includes(s)), `${s}: ${found.searchList.join(', ')}`)
    }
    assert.deepEqual((await api.get<SearchSuggest>('/wanlshop/common/search', {})).body.data, { categoryList: [], searchList: [] })
    assert.equal(await refusal('/wanlshop/common/search', { search: 'x'.repeat(51) }), 'search must not be longer than 50 characters')
  })
})

describe('shop/getShopInfo', () => {
  test('the shop page: details, goods count, its own category tree', async () => {
    const [shop] = await srv.db.select().from(shops).where(eq(shops.isSelf, true))
    const res = await api.get<ShopInfo>('/wanlshop/shop/getShopInfo', { id: shop.id })
    assert.equal(res.body.code, 1)
    const d = res.body.data
    assert.equal(d.shopname, shop.shopname)
    assert.equal(d.store_type, 'self-owned')
    assert.equal(d.isself, true)
    assert.equal(d.isFollow, false)
    assert.equal(d.like, shop.like)
    assert.equal(d.goods_count, await countGoods(eq(goods.shopId, shop.id)))
    assert.ok(d.address.startsWith(shop.city) && d.tel !== '' && d.business_hours !== '' && d.bio !== '' && d.description.length > 20)
    assert.match(d.score_describe, /^\d\.\d$/)
    assert.ok(d.category.length >= 2)
    assert.ok(d.category.every((c) => c.pid === 0 && (c.children ?? []).length > 0 && c.image !== ''))
    const flat = await srv.db.select().from(shops).where(eq(shops.isSelf, false)).limit(1)
    const other = await api.get<ShopInfo>('/wanlshop/shop/getShopInfo', { id: flat[0].id })
    assert.ok(other.body.data.category.length > 0)
    assert.equal(await refusal('/wanlshop/shop/getShopInfo', { id: 2_000_000_000 }), 'Shop does not exist')
    assert.equal((await zh.get('/wanlshop/shop/getShopInfo', { id: 2_000_000_000 })).body.msg, '店铺不存在')
  })
})

describe('articles and advert pages', () => {
  test('getList by type, GET or POST, pinned first', async () => {
    for (const type of ['help', 'new', 'sys'] as const) {
      const get = await api.get<Paginated<ArticleItem>>('/wanlshop/article/getList', { type })
      const post = await api.post<Paginated<ArticleItem>>('/wanlshop/article/getList', { type })
      assert.equal(get.body.code, 1)
      assert.deepEqual(get.body.data, post.body.data)
      const rows = await srv.db.select({ id: articles.id }).from(articles).where(eq(articles.kind, type)).orderBy(desc(articles.weigh), desc(articles.createdAt))
      assert.deepEqual(get.body.data.data.map((a) => a.id), rows.map((r) => r.id))
      assert.ok(get.body.data.data.every((a) => a.kind === type))
      assert.deepEqual(Object.keys(get.body.data.data[0]).sort(), ['createtime', 'description', 'id', 'image', 'kind', 'title', 'views'])
    }
    const all = await api.post<Paginated<ArticleItem>>('/wanlshop/article/getList', {})
    assert.equal(all.body.data.total, (await srv.db.select({ n: count() }).from(articles))[0].n)
    const paged = await api.get<Paginated<ArticleItem>>('/wanlshop/article/getList', { page: 2, limit: 2 })
    assert.equal(paged.body.data.data.length, 2)
    assert.equal(await refusal('/wanlshop/article/getList', { type: 'news' }), 'type is invalid')
  })

  test('details counts the view; unknown or hidden → refused', async () => {
    const [a] = await srv.db.select().from(articles).limit(1)
    const res = await api.get<Article>('/wanlshop/article/details', { id: a.id })
    assert.equal(res.body.code, 1)
    assert.equal(res.body.data.views, a.views + 1)
    assert.ok(res.body.data.content.startsWith('<p>'))
    assert.equal(await refusal('/wanlshop/article/details', { id: 2_000_000_000 }), 'Article does not exist')
    await srv.db.update(articles).set({ status: 'hidden' }).where(eq(articles.id, a.id))
    try {
      assert.equal(await refusal('/wanlshop/article/details', { id: a.id }), 'Article does not exist')
    } finally {
      await srv.db.update(articles).set({ status: 'normal' }).where(eq(articles.id, a.id))
    }
  })

  test('adDetails: an advert\'s page, counting the view', async () => {
    const [ad] = await srv.db.select().from(adverts).where(eq(adverts.module, 'page')).limit(1)
    const res = await zh.get<AdvertDetail>('/wanlshop/article/adDetails', { id: ad.id })
    assert.equal(res.body.code, 1)
    // plain-text content comes back as it is, and as paragraph nodes (lib/rich-text.ts)
    assert.deepEqual(res.body.data, { id: ad.id, title: ad.title, media: ad.media, type: ad.type, content: ad.content, content_nodes: buildRichNodes(ad.content), url: ad.url, views: ad.views + 1 })
    assert.equal(await refusal('/wanlshop/article/adDetails', { id: 2_000_000_000 }), 'Advert does not exist')
  })
})

describe('home modules', () => {
  test('the likes module is product/likes page 1; the category tree has images and children', async () => {
    const init = await api.get<InitData>('/wanlshop/common/init')
    const likesModule = init.body.data.modulesData.homeModules.item.find((m) => m.type === 'likes')!
    const likes = await api.get<GoodsPage>('/wanlshop/product/likes')
    assert.equal(likes.body.data.data.length, 15)
    assert.deepEqual(likesModule.data, likes.body.data.data)
    const tree = init.body.data.modulesData.categoryModules
    const walk = (n: CategoryNode[]): CategoryNode[] => n.flatMap((c) => [c, ...walk(c.children ?? [])])
    assert.ok(walk(tree).every((c) => c.image.startsWith('/uploads/')))
    assert.ok(tree.every((c) => (c.children ?? []).length > 0))
  })

  test('anonymous likes: best sellers, pages never repeat', async () => {
    const seen = new Set<number>()
    let last = Infinity
    for (let page = 1; page <= 4; page++) {
      const res = await api.get<GoodsPage>('/wanlshop/product/likes', { page })
      for (const g of res.body.data.data) {
        assert.ok(!seen.has(g.id))
        seen.add(g.id)
        assert.ok(g.sales <= last)
        last = g.sales
      }
    }
    assert.equal(seen.size, 60)
  })
})

describe('demo data for browsing', () => {
  test('comments, coupons of every type and both validity kinds, attributes, brands', async () => {
    const perGoods = await srv.db.select({ n: count() }).from(goodsComments).groupBy(goodsComments.goodsId)
    assert.ok(perGoods.length > 150 && perGoods.every((r) => Number(r.n) <= 12))
    const states = await srv.db.selectDistinct({ s: goodsComments.state }).from(goodsComments)
    assert.deepEqual(states.map((s) => s.s).sort(), [0, 1, 2])
    const [withPictures] = await srv.db.select({ n: count() }).from(goodsComments).where(sql`${goodsComments.images} <> '[]'::jsonb`)
    assert.ok(Number(withPictures.n) > 50)
    const [mismatch] = await srv.db.select({ n: count() }).from(goods)
      .where(sql`${goods.comment} <> (select count(*) from goods_comments c where c.goods_id = ${goods.id})`)
    assert.equal(Number(mismatch.n), 0, 'goods.comment counts its comments')
    const types = await srv.db.selectDistinct({ t: couponTemplates.type, p: couponTemplates.pretype }).from(couponTemplates)
    assert.deepEqual([...new Set(types.map((r) => r.t))].sort(), ['discount', 'reduction', 'shipping', 'vip'])
    assert.deepEqual([...new Set(types.map((r) => r.p))].sort(), ['appoint', 'fixed'])
    const shopsWithCoupons = await srv.db.selectDistinct({ s: couponTemplates.shopId }).from(couponTemplates)
    assert.ok(shopsWithCoupons.length >= 10)
    const [noBrand] = await srv.db.select({ n: count() }).from(goods).where(sql`${goods.brandId} is null or ${goods.attributes} = '{}'::jsonb`)
    assert.equal(Number(noBrand.n), 0)
  })
})

// ——— signed-in shoppers ———

async function ok<T> (p: Promise<{ status: number, body: { code: number, msg: string, data: T } }>): Promise<T> {
  const res = await p
  assert.equal(res.status, 200)
  assert.equal(res.body.code, 1, res.body.msg)
  return res.body.data
}

/** goods on sale, in id order, skipping `skip` */
async function goodsIds (n: number, skip = 0): Promise<number[]> {
  const rows = await srv.db.select({ id: goods.id }).from(goods).where(eq(goods.status, 'normal')).orderBy(asc(goods.id)).offset(skip).limit(n)
  return rows.map((r) => r.id)
}

async function likeOf (id: number): Promise<number> {
  const [row] = await srv.db.select({ like: goods.like }).from(goods).where(eq(goods.id, id))
  return row.like
}

async function dynamic (c: ApiClient): Promise<SessionPayload['statistics']['dynamic']> {
  return (await ok(c.post<SessionPayload>('/wanlshop/user/refresh', {}))).statistics.dynamic
}

describe('login required', () => {
  test('favourites, footprints, follows and the feed need a token', async () => {
    const calls: Array<[string, string, Record<string, unknown>]> = [
      ['POST', '/wanlshop/product/follow', { id: 1 }],
      ['GET', '/wanlshop/product/collect', {}],
      ['POST', '/wanlshop/product/collectDel', { ids: [1] }],
      ['GET', '/wanlshop/product/footprint', {}],
      ['POST', '/wanlshop/product/footprintDel', { all: true }],
      ['GET', '/wanlshop/product/followFeed', {}],
      ['POST', '/wanlshop/shop/follow', { id: 1 }],
      ['GET', '/wanlshop/shop/followList', {}]
    ]
    for (const [method, path, body] of calls) {
      const res = method === 'GET' ? await anon.get(path, body as Record<string, string>) : await anon.post(path, body)
      assert.equal(res.status, 401, path)
      assert.equal(res.body.code, 401)
    }
  })
})

describe('favourites', () => {
  test('detail pages asked for at the same moment (one statement for all) each get their own answer', async () => {
    // goods, caller and language differ from ask to ask; an unknown id is refused on its own
    const [x, y, z] = await goodsIds(3, 50)
    await ok(a.post<FollowResult>('/wanlshop/product/follow', { id: x }))
    try {
      const asks: Array<[ApiClient, number | null, Lang, number]> = [
        [a, aId, 'en', x], [anon, null, 'en', x], [zh, null, 'zh', x], [a, aId, 'en', y], [zh, null, 'zh', z],
        [anon, null, 'en', 2_000_000_000], [a, aId, 'en', z], [zh, null, 'zh', y]]
      const shape = (d: GoodsDetail | Refusal | null, msg: string): unknown => {
        if (d === null || isRefusal(d)) return msg
        const { views: _v, ...rest } = d
        return rest
      }
      const served = []
      for (const [who, , , id] of asks) {
        const res = await who.get<GoodsDetail>('/wanlshop/product/goods', { id })
        served.push(shape(res.body.data, res.body.msg))
      }
      // called in one tick, the asks reach PostgreSQL as one batch
      const together = await Promise.all(asks.map(async ([, uid, lang, id]) => await goodsDetail(srv.db, srv.app.ctx.views, id, uid, lang)))
      assert.deepEqual(JSON.parse(JSON.stringify(together.map((d) => shape(d, 'Product does not exist')))), served)
      const [ax, anonx, zhx] = together as GoodsDetail[]
      assert.equal(ax.follow, true)
      assert.equal(anonx.follow, false)
      assert.notEqual(zhx.title, anonx.title, 'the Chinese reader gets the Chinese title')
      assert.equal(served[5], 'Product does not exist')
    } finally {
      await ok(a.post<FollowResult>('/wanlshop/product/follow', { id: x }))
    }
  })

  test('product/follow toggles; goods.like and the statistics follow', async () => {
    const [id] = await goodsIds(1, 10)
    const like = await likeOf(id)
    const start = await dynamic(a)
    const on = await a.post<FollowResult>('/wanlshop/product/follow', { id })
    assert.equal(on.body.code, 1)
    assert.equal(on.body.msg, 'Added to favourites')
    assert.deepEqual(on.body.data, { follow: true, like: like + 1 })
    assert.equal(await likeOf(id), like + 1)
    assert.equal((await dynamic(a)).collection, start.collection + 1)
    assert.equal((await dynamic(b)).collection, 0, 'B is not affected')
    const detail = await ok(a.get<GoodsDetail>('/wanlshop/product/goods', { id }))
    assert.equal(detail.follow, true)
    assert.equal(detail.like, like + 1)
    assert.equal((await ok(b.get<GoodsDetail>('/wanlshop/product/goods', { id }))).follow, false)
    assert.equal((await ok(anon.get<GoodsDetail>('/wanlshop/product/goods', { id }))).follow, false)

    const off = await a.post<FollowResult>('/wanlshop/product/follow', { id })
    assert.equal(off.body.msg, 'Removed from favourites')
    assert.deepEqual(off.body.data, { follow: false, like })
    assert.equal(await likeOf(id), like)
    assert.equal((await dynamic(a)).collection, start.collection)
  })

  test('two shoppers favouriting at once count twice; a double tap of one counts once', async () => {
    const [id] = await goodsIds(1, 11)
    const like = await likeOf(id)
    await Promise.all([a.post('/wanlshop/product/follow', { id }), b.post('/wanlshop/product/follow', { id })])
    assert.equal(await likeOf(id), like + 2)
    const rows = await srv.db.select().from(goodsFollows).where(eq(goodsFollows.goodsId, id))
    assert.equal(rows.length, 2)
    await Promise.all([a.post('/wanlshop/product/follow', { id }), b.post('/wanlshop/product/follow', { id })])
    assert.equal(await likeOf(id), like)
    assert.equal((await srv.db.select().from(goodsFollows).where(eq(goodsFollows.goodsId, id))).length, 0)
  })

  test('unknown or hidden goods cannot be added', async () => {
    const unknown = await a.post('/wanlshop/product/follow', { id: 2_000_000_000 })
    assert.equal(unknown.body.code, 0)
    assert.equal(unknown.body.msg, 'Product does not exist')
    const [id] = await goodsIds(1, 12)
    await srv.db.update(goods).set({ status: 'hidden' }).where(eq(goods.id, id))
    try {
      assert.equal((await a.post('/wanlshop/product/follow', { id })).body.msg, 'Product does not exist')
      assert.equal((await srv.db.select().from(goodsFollows).where(eq(goodsFollows.goodsId, id))).length, 0)
    } finally {
      await srv.db.update(goods).set({ status: 'normal' }).where(eq(goods.id, id))
    }
    assert.equal((await a.post('/wanlshop/product/follow', { id: 'x' })).body.msg, 'id must be an integer')
    assert.equal((await a.post('/wanlshop/product/follow', {})).body.msg, 'id is required')
  })

  test('collect lists the caller\'s favourites, newest first; collectDel removes only the caller\'s rows', async () => {
    const ids = await goodsIds(3, 20)
    for (const id of ids) assert.equal((await ok(a.post<FollowResult>('/wanlshop/product/follow', { id }))).follow, true)
    await ok(b.post<FollowResult>('/wanlshop/product/follow', { id: ids[0] }))
    const likes = await Promise.all(ids.map(likeOf))

    const page = await ok(a.get<Paginated<CollectItem>>('/wanlshop/product/collect', { type: 'goods' }))
    assert.equal(page.total, 3)
    assert.deepEqual(page.data.map((c) => c.id), [...ids].reverse(), 'newest first')
    const item = page.data[0]
    assert.deepEqual(Object.keys(item).sort(), ['bbt_price', 'collect_id', 'createtime', 'goods_type', 'id', 'image', 'market_price', 'price', 'sales', 'shop_id', 'shop_name', 'title'])
    assert.equal(item.goods_type, 'goods')
    assert.match(String(item.createtime), /^\d{10}$/)
    const groups = await ok(a.get<Paginated<CollectItem>>('/wanlshop/product/collect', { type: 'groups' }))
    assert.deepEqual(groups.data, [])
    assert.equal(await (async () => (await a.get('/wanlshop/product/collect', { type: 'cart' })).body.msg)(), 'type is invalid')
    const paged = await ok(a.get<Paginated<CollectItem>>('/wanlshop/product/collect', { limit: 2, page: 2 }))
    assert.deepEqual(paged.data.map((c) => c.id), [ids[0]])

    // B cannot delete A's favourites
    const theirs = page.data.map((c) => c.collect_id)
    assert.deepEqual(await ok(b.post<DeleteResult>('/wanlshop/product/collectDel', { ids: theirs })), { deleted: 0 })
    assert.equal((await ok(a.get<Paginated<CollectItem>>('/wanlshop/product/collect', {}))).total, 3)
    assert.deepEqual(await Promise.all(ids.map(likeOf)), likes, 'and no counter moved')

    // A deletes two of them; the counters follow
    const gone = page.data.filter((c) => c.id !== ids[1]).map((c) => c.collect_id)
    assert.deepEqual(await ok(a.post<DeleteResult>('/wanlshop/product/collectDel', { ids: [...gone, 2_000_000_000] })), { deleted: 2 })
    const left = await ok(a.get<Paginated<CollectItem>>('/wanlshop/product/collect', {}))
    assert.deepEqual(left.data.map((c) => c.id), [ids[1]])
    assert.deepEqual(await Promise.all(ids.map(likeOf)), [likes[0] - 1, likes[1], likes[2] - 1])
    assert.equal((await srv.db.select().from(goodsFollows).where(and(eq(goodsFollows.goodsId, ids[0])))).length, 1, 'B\'s favourite stays')

    for (const bad of [[], ['x'], [0], [-1], Array.from({ length: 101 }, (_, i) => i + 1)]) {
      assert.equal((await a.post('/wanlshop/product/collectDel', { ids: bad })).body.code, 0, JSON.stringify(bad).slice(0, 20))
    }
    assert.equal((await a.post('/wanlshop/product/collectDel', { ids: "1) or (1=1" })).body.code, 0)
    await ok(a.post<DeleteResult>('/wanlshop/product/collectDel', { ids: left.data.map((c) => c.collect_id) }))
    await ok(b.post<FollowResult>('/wanlshop/product/follow', { id: ids[0] }))
  })
})

describe('footprints', () => {
  test('a view with a token writes one, a view without does not; a re-view moves it to the front', async () => {
    const [x, y, z] = await goodsIds(3, 30)
    const all = async (): Promise<number> => (await srv.db.select().from(footprints)).length
    const start = await all()
    await ok(anon.get<GoodsDetail>('/wanlshop/product/goods', { id: x }))
    assert.equal(await all(), start, 'anonymous views leave no footprint')
    const withBadToken = await anon.get<GoodsDetail>('/wanlshop/product/goods', { id: x }, { token: 'f'.repeat(64) })
    assert.equal(withBadToken.body.code, 1, 'an unknown token on a public page is just anonymous')
    assert.equal(await all(), start)

    const had = (await ok(a.get<Paginated<FootprintItem>>('/wanlshop/product/footprint', {}))).total
    const bHad = (await dynamic(b)).footprint
    for (const id of [x, y, z]) await ok(a.get<GoodsDetail>('/wanlshop/product/goods', { id }))
    let page = await ok(a.get<Paginated<FootprintItem>>('/wanlshop/product/footprint', {}))
    assert.deepEqual(page.data.slice(0, 3).map((f) => f.id), [z, y, x])
    assert.deepEqual(Object.keys(page.data[0]).sort(), ['bbt_price', 'createtime', 'footprint_id', 'id', 'image', 'market_price', 'price', 'sales', 'shop_id', 'shop_name', 'title'])
    const firstSeen = page.data[2].createtime

    await ok(a.get<GoodsDetail>('/wanlshop/product/goods', { id: x }))
    page = await ok(a.get<Paginated<FootprintItem>>('/wanlshop/product/footprint', {}))
    assert.deepEqual(page.data.slice(0, 3).map((f) => f.id), [x, z, y], 'moved to now, not duplicated')
    assert.ok(page.data[0].createtime >= firstSeen)
    assert.equal(page.total, had + 3)
    assert.equal((await dynamic(a)).footprint, had + 3)
    assert.equal((await dynamic(b)).footprint, bHad, 'B is not affected')
    // an unknown goods leaves nothing
    await a.get('/wanlshop/product/goods', { id: 2_000_000_000 })
    assert.equal((await dynamic(a)).footprint, had + 3)
  })

  test('footprintDel: by id (only the caller\'s), or all', async () => {
    const [p, q] = await goodsIds(2, 40)
    const bHad = (await dynamic(b)).footprint
    await ok(b.get<GoodsDetail>('/wanlshop/product/goods', { id: p }))
    await ok(b.get<GoodsDetail>('/wanlshop/product/goods', { id: q }))
    const mine = await ok(a.get<Paginated<FootprintItem>>('/wanlshop/product/footprint', {}))
    const theirs = await ok(b.get<Paginated<FootprintItem>>('/wanlshop/product/footprint', {}))
    assert.equal(theirs.total, bHad + 2)

    assert.deepEqual(await ok(a.post<DeleteResult>('/wanlshop/product/footprintDel', { ids: theirs.data.map((f) => f.footprint_id) })), { deleted: 0 })
    assert.equal((await ok(b.get<Paginated<FootprintItem>>('/wanlshop/product/footprint', {}))).total, bHad + 2)

    assert.deepEqual(await ok(a.post<DeleteResult>('/wanlshop/product/footprintDel', { ids: [mine.data[0].footprint_id] })), { deleted: 1 })
    assert.equal((await ok(a.get<Paginated<FootprintItem>>('/wanlshop/product/footprint', {}))).total, mine.total - 1)

    const nothing = await a.post('/wanlshop/product/footprintDel', {})
    assert.equal(nothing.body.code, 0)
    assert.equal(nothing.body.msg, 'Choose what to delete (ids or all)')
    assert.equal((await a.post('/wanlshop/product/footprintDel', { all: 'yes' })).body.code, 0)

    assert.deepEqual(await ok(b.post<DeleteResult>('/wanlshop/product/footprintDel', { all: true })), { deleted: bHad + 2 })
    assert.equal((await ok(b.get<Paginated<FootprintItem>>('/wanlshop/product/footprint', {}))).total, 0)
    assert.ok((await ok(a.get<Paginated<FootprintItem>>('/wanlshop/product/footprint', {}))).total > 0, 'A keeps theirs')
  })
})

describe('following shops', () => {
  async function shopLike (id: number): Promise<number> {
    const [row] = await srv.db.select({ like: shops.like }).from(shops).where(eq(shops.id, id))
    return row.like
  }

  test('shop/follow toggles; shops.like, isFollow, followList and statistics follow', async () => {
    const [s1, s2] = await srv.db.select({ id: shops.id }).from(shops).orderBy(asc(shops.id)).limit(2)
    const like = await shopLike(s1.id)
    const on = await a.post<ShopFollowResult>('/wanlshop/shop/follow', { id: s1.id })
    assert.equal(on.body.msg, 'Following the shop')
    assert.deepEqual(on.body.data, { isFollow: true, like: like + 1 })
    assert.equal(await shopLike(s1.id), like + 1)
    assert.equal((await ok(a.get<ShopInfo>('/wanlshop/shop/getShopInfo', { id: s1.id }))).isFollow, true)
    assert.equal((await ok(b.get<ShopInfo>('/wanlshop/shop/getShopInfo', { id: s1.id }))).isFollow, false)
    assert.equal((await ok(anon.get<ShopInfo>('/wanlshop/shop/getShopInfo', { id: s1.id }))).isFollow, false)
    const [g] = await srv.db.select({ id: goods.id }).from(goods).where(and(eq(goods.shopId, s1.id), eq(goods.status, 'normal'))).limit(1)
    assert.equal((await ok(a.get<GoodsDetail>('/wanlshop/product/goods', { id: g.id }))).shop.isFollow, true)

    await ok(a.post<ShopFollowResult>('/wanlshop/shop/follow', { id: s2.id }))
    const list = await ok(a.get<Paginated<FollowedShop>>('/wanlshop/shop/followList', {}))
    assert.equal(list.total, 2)
    assert.deepEqual(list.data.map((s) => s.id), [s2.id, s1.id], 'latest first')
    assert.ok(list.data.every((s) => s.isFollow && /^\d{10}$/.test(String(s.followtime))))
    assert.deepEqual(Object.keys(list.data[0]).sort(), ['avatar', 'city', 'followtime', 'goods_count', 'id', 'isFollow', 'isself', 'like', 'score_deliver', 'score_describe', 'score_service', 'shopname'])
    const [count1] = await srv.db.select({ id: goods.id }).from(goods).where(and(eq(goods.shopId, s1.id), eq(goods.status, 'normal')))
    assert.ok(count1 !== undefined)
    assert.equal(list.data[1].goods_count, (await srv.db.select({ id: goods.id }).from(goods).where(and(eq(goods.shopId, s1.id), eq(goods.status, 'normal')))).length)
    assert.equal((await dynamic(a)).concern, 2)
    assert.equal((await ok(b.get<Paginated<FollowedShop>>('/wanlshop/shop/followList', {}))).total, 0)

    const off = await a.post<ShopFollowResult>('/wanlshop/shop/follow', { id: s2.id })
    assert.equal(off.body.msg, 'Unfollowed the shop')
    assert.equal(off.body.data.isFollow, false)
    assert.equal((await dynamic(a)).concern, 1)
  })

  test('a missing or closed shop cannot be followed', async () => {
    const missing = await a.post('/wanlshop/shop/follow', { id: 2_000_000_000 })
    assert.equal(missing.body.code, 0)
    assert.equal(missing.body.msg, 'Shop does not exist')
    const [closed] = await srv.db.select({ id: shops.id }).from(shops).orderBy(desc(shops.id)).limit(1)
    await srv.db.update(shops).set({ status: 'hidden' }).where(eq(shops.id, closed.id))
    try {
      assert.equal((await a.post('/wanlshop/shop/follow', { id: closed.id })).body.msg, 'Shop does not exist')
      assert.equal((await srv.db.select().from(shopFollows).where(eq(shopFollows.shopId, closed.id))).length, 0)
      assert.equal((await a.get('/wanlshop/shop/getShopInfo', { id: closed.id })).body.msg, 'Shop does not exist')
    } finally {
      await srv.db.update(shops).set({ status: 'normal' }).where(eq(shops.id, closed.id))
    }
  })

  test('followFeed: the newest goods of followed shops', async () => {
    const empty = await ok(b.get<GoodsPage>('/wanlshop/product/followFeed', {}))
    assert.equal(empty.total, 0)
    const followed = (await srv.db.select({ id: shopFollows.shopId }).from(shopFollows).innerJoin(shops, eq(shops.id, shopFollows.shopId))).map((r) => r.id)
    const feed = await ok(a.get<GoodsPage>('/wanlshop/product/followFeed', { limit: 50 }))
    const expected = await srv.db.select({ id: goods.id }).from(goods)
      .where(and(inArray(goods.shopId, followed), eq(goods.status, 'normal'))).orderBy(desc(goods.createdAt), desc(goods.id))
    assert.equal(feed.total, expected.length)
    assert.deepEqual(feed.data.map((g) => g.id), expected.slice(0, 50).map((r) => r.id))
  })
})

describe('guess you like', () => {
  test('a shopper\'s viewed and favourite categories come first; pages do not repeat', async () => {
    const c = (await newUser(anon, Wallet.createRandom())).api
    // view two goods of one category
    const [pet] = await srv.db.select({ id: goods.id, categoryId: goods.categoryId }).from(goods).where(eq(goods.status, 'normal')).orderBy(desc(goods.id)).limit(1)
    await ok(c.get<GoodsDetail>('/wanlshop/product/goods', { id: pet.id }))
    const inCategory = await srv.db.select({ id: goods.id }).from(goods).where(and(eq(goods.categoryId, pet.categoryId), eq(goods.status, 'normal')))
    const n = inCategory.length
    assert.ok(n >= 2 && n < 15)
    const first = await ok(c.get<GoodsPage>('/wanlshop/product/likes', {}))
    assert.deepEqual(new Set(first.data.slice(0, n).map((g) => g.id)), new Set(inCategory.map((r) => r.id)), 'the viewed category first')
    const rest = first.data.slice(n)
    for (let i = 1; i < rest.length; i++) assert.ok(rest[i - 1].sales >= rest[i].sales, 'then best sellers')
    const anonymous = await ok(anon.get<GoodsPage>('/wanlshop/product/likes', {}))
    assert.notDeepEqual(first.data.map((g) => g.id), anonymous.data.map((g) => g.id))

    const seen = new Set<number>()
    for (let page = 1; page <= 5; page++) {
      for (const g of (await ok(c.get<GoodsPage>('/wanlshop/product/likes', { page }))).data) {
        assert.ok(!seen.has(g.id), `goods ${g.id} repeated on page ${page}`)
        seen.add(g.id)
      }
    }
    assert.equal(seen.size, 75)
    // the home page's likes module is the same page 1 for this shopper
    const init = await ok(c.get<InitData>('/wanlshop/common/init'))
    assert.deepEqual(init.modulesData.homeModules.item.find((m) => m.type === 'likes')!.data, first.data)
  })

  test('favourites count as interest too', async () => {
    const d = (await newUser(anon, Wallet.createRandom())).api
    const [book] = await srv.db.select({ id: goods.id, categoryId: goods.categoryId }).from(goods)
      .where(and(eq(goods.status, 'normal'), ne(goods.categoryId, 0))).orderBy(asc(goods.id)).offset(100).limit(1)
    await ok(d.post<FollowResult>('/wanlshop/product/follow', { id: book.id }))
    const first = await ok(d.get<GoodsPage>('/wanlshop/product/likes', {}))
    const [top] = await srv.db.select({ categoryId: goods.categoryId }).from(goods).where(eq(goods.id, first.data[0].id))
    assert.equal(top.categoryId, book.categoryId)
  })
})
