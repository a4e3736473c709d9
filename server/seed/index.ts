import { count, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import {
  adverts, appVersions, articles, brands, categories, categoryAttributes, couponTemplates, goods, goodsComments, goodsSku,
  goodsSpu, goodsViews, pages, searchKeywords, settings, shopCategories, shops, users
} from '../db/schema'
import { Decimal } from '../lib/money'
import { RATE_DEFAULTS } from '../modules/common/rates'
import { now, DAY } from '../lib/time'
import { createUser } from '../modules/user/service'
import { ADJECTIVES, ARTICLES, ATTRIBUTES, BUYERS, CATALOGUE, COMMENTS, KEYWORDS, SHOPS, SUFFIXES, type Leaf } from './data'
import { ensureDemoImages } from './images'
import { translateDemo } from './translate'
import type { DomainModule } from '../lib/module'

/** USDT of a demo amount written in yuan, at the seeded usdt_cny (2 decimals). */
export function usdtOf (yuan: Decimal.Value): Decimal {
  return new Decimal(yuan).div(RATE_DEFAULTS.usdt_cny).toDecimalPlaces(2)
}
const yuanStr = (yuan: number): string => usdtOf(yuan).toFixed(2)

// Demo data for `npm start`: seeded once, when the database has no goods (running again adds nothing).

export interface SeedCounts { goods: number, categories: number, shops: number, skus: number, users: number, articles: number, adverts: number, comments: number, coupons: number }
export interface SeedResult { seeded: boolean, counts: SeedCounts }

export const GOODS_PER_CATEGORY = 6

/** Deterministic pseudo-random numbers, so every fresh install shows the same shop. */
function rng (seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export async function countDemo (db: Db): Promise<SeedCounts> {
  const n = async (p: Promise<Array<{ n: number }>>): Promise<number> => Number((await p)[0]?.n ?? 0)
  return {
    goods: await n(db.select({ n: count() }).from(goods)),
    categories: await n(db.select({ n: count() }).from(categories).where(eq(categories.type, 'goods'))),
    shops: await n(db.select({ n: count() }).from(shops)),
    skus: await n(db.select({ n: count() }).from(goodsSku)),
    users: await n(db.select({ n: count() }).from(users)),
    articles: await n(db.select({ n: count() }).from(articles)),
    adverts: await n(db.select({ n: count() }).from(adverts)),
    comments: await n(db.select({ n: count() }).from(goodsComments)),
    coupons: await n(db.select({ n: count() }).from(couponTemplates))
  }
}

interface GoodsCategory { id: number, top: number, leaf: Leaf, name: string, nouns: string[], shopCategoryName: string }

/**
 * The demo data: every module's `seed` of the list, in list order (each idempotent: databases
 * seeded before a module came get its data at the next start).
 */
export async function seedDemo (db: Db, uploadDir: string, list: readonly DomainModule[]): Promise<SeedResult> {
  const before = await countDemo(db)
  for (const m of list) await m.seed?.(db, { uploadDir })
  return { seeded: before.goods === 0, counts: await countDemo(db) }
}

/**
 * The catalogue module's seed: people, shops, categories, goods, content, settings (once), then
 * the English twins of the platform texts (en.ts) — at every start, never overwriting a written one.
 */
export async function seedCatalogue (db: Db, uploadDir: string): Promise<void> {
  await seedCatalogueOnce(db, uploadDir)
  await translateDemo(db)
}

async function seedCatalogueOnce (db: Db, uploadDir: string): Promise<void> {
  const img = ensureDemoImages(uploadDir)
  const before = await countDemo(db)
  if (before.goods > 0) {
    await img.draw() // pictures missing from the upload dir (a cleared cache) come back
    return
  }

  await db.transaction(async (tx) => {
    const rand = rng(20_250_101)
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]
    const between = (a: number, b: number): number => Math.floor(a + rand() * (b - a + 1))
    const t = now()

    // People: a platform admin, a merchant, and an owner for every other shop (no wallets: demo accounts).
    const admin = await createUser(tx, { username: 'admin', nickname: '平台管理员', isAdmin: true, avatar: img.logo })
    const merchant = await createUser(tx, { username: 'merchant', nickname: '星辰数码', avatar: img.shopLogos[1] })
    if (admin === null || merchant === null) throw new Error('seed: could not create demo users')
    // Shoppers who wrote the demo comments.
    const buyerIds: number[] = []
    for (const [i, nickname] of BUYERS.entries()) {
      const buyer = await createUser(tx, { username: `buyer${i + 1}`, nickname, avatar: img.avatars[i] })
      if (buyer === null) throw new Error('seed: could not create a demo shopper')
      buyerIds.push(buyer.id)
    }

    // Goods categories: 12 top-level, 2–4 children each, some with a third level.
    const goodsCats: GoodsCategory[] = []
    const topIds: number[] = []
    for (const [p, top] of CATALOGUE.entries()) {
      const [topRow] = await tx.insert(categories).values({ pid: 0, type: 'goods', name: top.name, image: img.categoryIcon(p, 0), weigh: 100 - p }).returning({ id: categories.id })
      topIds.push(topRow.id)
      for (const [i, leaf] of top.leaves.entries()) {
        const [leafRow] = await tx.insert(categories).values({ pid: topRow.id, type: 'goods', name: leaf.name, image: img.categoryIcon(p, i + 1, leaf.nouns[0]), weigh: 50 - i }).returning({ id: categories.id })
        if (leaf.children === undefined) {
          goodsCats.push({ id: leafRow.id, top: p, leaf, name: leaf.name, nouns: leaf.nouns, shopCategoryName: leaf.name })
          continue
        }
        for (const [j, child] of leaf.children.entries()) {
          const [childRow] = await tx.insert(categories).values({ pid: leafRow.id, type: 'goods', name: child.name, image: img.categoryIcon(p, i + j + 2, child.nouns[0]), weigh: 20 - j }).returning({ id: categories.id })
          goodsCats.push({ id: childRow.id, top: p, leaf, name: child.name, nouns: child.nouns, shopCategoryName: leaf.name })
        }
      }
    }
    const articleCats = await tx.insert(categories).values([
      { pid: 0, type: 'article', name: '帮助中心', isNav: false },
      { pid: 0, type: 'article', name: '商城资讯', isNav: false },
      { pid: 0, type: 'article', name: '系统公告', isNav: false }
    ]).returning({ id: categories.id })
    const articleCatOf = { help: articleCats[0].id, new: articleCats[1].id, sys: articleCats[2].id }

    // Filter attributes of every goods category (each goods carries one value of each); brands per top category.
    await tx.insert(categoryAttributes).values(goodsCats.flatMap((c) => ATTRIBUTES[c.top].map((a) => ({ categoryId: c.id, name: a.name, values: a.values }))))
    const brandIds = new Map<string, number>()
    for (const [p, top] of CATALOGUE.entries()) {
      const rows = await tx.insert(brands).values(top.brands.map((name, i) => ({ categoryId: topIds[p], name, image: img.categoryIcon(p, i) }))).returning({ id: brands.id, name: brands.name })
      for (const r of rows) brandIds.set(`${p}:${r.name}`, r.id)
    }

    // Shops: the first is self-owned by the platform, the second belongs to the demo merchant.
    const shopRows: Array<{ id: number, cats: number[] }> = []
    const shopCategoryIds = new Map<string, number>()
    for (const [i, s] of SHOPS.entries()) {
      let ownerId = i === 0 ? admin.id : i === 1 ? merchant.id : 0
      if (ownerId === 0) {
        const owner = await createUser(tx, { username: `shop${i}`, nickname: s.name, avatar: img.shopLogos[i] })
        if (owner === null) throw new Error('seed: could not create a shop owner')
        ownerId = owner.id
      }
      const [row] = await tx.insert(shops).values({
        userId: ownerId,
        shopname: s.name,
        avatar: img.shopLogos[i],
        image: img.shopHeaders[i],
        bio: s.bio,
        description: `${s.name}创立于${2012 + (i % 9)}年，${s.bio}。店内商品均由品牌方或一级代理直供，支持七天无理由退换；下单后 48 小时内发货，售后问题请联系在线客服。`,
        storeType: s.storeType,
        isSelf: s.storeType === 'self-owned',
        city: s.city,
        address: `${s.city}市${s.street}`,
        tel: `400-800-${String(1000 + i * 37).slice(0, 4)}`,
        businessHours: s.hours,
        like: between(100, 20_000),
        scoreDescribe: (4.6 + rand() * 0.4).toFixed(1),
        scoreService: (4.6 + rand() * 0.4).toFixed(1),
        scoreDeliver: (4.6 + rand() * 0.4).toFixed(1),
        scoreLogistics: (4.6 + rand() * 0.4).toFixed(1),
        weigh: 100 - i,
        createdAt: t - (400 - i * 20) * DAY
      }).returning({ id: shops.id })
      shopRows.push({ id: row.id, cats: s.cats })
      // The shop's own categories: one per leaf it sells; a shop selling several top categories groups them under those.
      for (const [n, p] of s.cats.entries()) {
        let pid = 0
        if (s.cats.length > 1) {
          const [parent] = await tx.insert(shopCategories).values({ shopId: row.id, name: CATALOGUE[p].name, image: img.categoryIcon(p, 0), weigh: 100 - n })
            .returning({ id: shopCategories.id })
          pid = parent.id
        }
        const rows = await tx.insert(shopCategories).values(CATALOGUE[p].leaves.map((leaf, k) => ({ shopId: row.id, pid, name: leaf.name, image: img.categoryIcon(p, k + 1, leaf.nouns[0]), weigh: 10 - k })))
          .returning({ id: shopCategories.id, name: shopCategories.name })
        for (const r of rows) shopCategoryIds.set(`${row.id}:${r.name}`, r.id)
      }
    }

    // Goods: six per goods category, each with two specs and 3–6 SKUs.
    const SHAPES_OF_SKUS: Array<[number, number]> = [[1, 3], [3, 1], [2, 2], [2, 3], [3, 2]]
    interface Draft {
      row: typeof goods.$inferInsert
      views: number
      spus: Array<{ name: string, item: string[] }>
      skus: Array<Omit<typeof goodsSku.$inferInsert, 'goodsId'>>
      comments: Array<Omit<typeof goodsComments.$inferInsert, 'goodsId'>>
    }
    const drafts: Draft[] = []
    for (const c of goodsCats) {
      const top = CATALOGUE[c.top]
      const sellers = shopRows.filter((s) => s.cats.includes(c.top))
      for (let k = 0; k < GOODS_PER_CATEGORY; k++) {
        const shop = sellers[(k + c.id) % sellers.length]
        const brand = pick(top.brands)
        const noun = c.nouns[k % c.nouns.length]
        const feature = pick(c.leaf.features)
        const title = `${brand} ${pick(ADJECTIVES)}${noun} ${feature} ${pick(SUFFIXES)}`
        const [s1, s2] = c.leaf.spus
        const options = SHAPES_OF_SKUS.filter(([a, b]) => a <= s1.values.length && b <= s2.values.length)
        const [na, nb] = pick(options)
        const off1 = between(0, s1.values.length - na)
        const off2 = between(0, s2.values.length - nb)
        const v1 = s1.values.slice(off1, off1 + na)
        const v2 = s2.values.slice(off2, off2 + nb)
        const base = new Decimal(between(c.leaf.price[0], c.leaf.price[1])).plus(rand() < 0.5 ? '0.00' : '0.90')
        const step1 = base.mul('0.08').toDecimalPlaces(0)
        const step2 = base.mul('0.15').toDecimalPlaces(0)
        const markup = new Decimal(1.2 + Math.round(rand() * 40) / 100)
        const skus: Draft['skus'] = []
        for (const [i, a] of v1.entries()) {
          for (const [j, b] of v2.entries()) {
            // goods are priced in USDT (ECONOMY §1): the yuan the demo was written in ÷ usdt_cny,
            // so the ¥ a shopper sees is the familiar one
            const yuan = base.plus(step1.mul(i)).plus(step2.mul(j))
            const price = usdtOf(yuan)
            skus.push({
              difference: [a, b],
              price: price.toFixed(2),
              // the BBT price column at bbt_usdt 1.00 (ECONOMY §1): one BBT is worth one USDT
              bbtPrice: price.toFixed(2),
              marketPrice: usdtOf(yuan.mul(markup).toDecimalPlaces(0).minus('0.10')).toFixed(2),
              stock: between(20, 500),
              weight: (0.2 + rand() * 2).toFixed(3),
              sn: `BB${String(c.id).padStart(3, '0')}${k}${i}${j}`,
              sales: between(0, 300)
            })
          }
        }
        // pictures of this very product (its noun, brand and colours: seed/images.ts); a colour SKU shows its colour
        const art = img.goodsArt({ top: c.top, noun, brand, key: `${c.id}-${k}`, values: v1 })
        const images = art.images
        for (const s of skus) s.image = art.skuImage(s.difference as string[])
        const sales = skus.reduce((sum, s) => sum + (s.sales ?? 0), 0)
        const createdAt = t - between(1, 300) * DAY
        // 0–12 comments, mostly good, some with pictures
        const comments: Draft['comments'] = []
        const commentCount = between(0, 12)
        for (let n = 0; n < commentCount; n++) {
          const r = rand()
          const state = r < 0.8 ? 0 : r < 0.93 ? 1 : 2
          const text = pick(COMMENTS[state]).replace('{c}', c.name)
          const sku = pick(skus).difference as string[]
          const pictures = state !== 1 && rand() < 0.35 ? images.slice(0, between(1, 3)) : []
          comments.push({
            userId: pick(buyerIds),
            shopId: shop.id,
            sku: sku.join(' / '),
            state,
            content: text,
            images: pictures,
            score: state === 0 ? pick(['5.0', '5.0', '4.8', '4.5']) : state === 1 ? pick(['3.0', '3.5', '4.0']) : pick(['1.0', '2.0', '2.5']),
            createdAt: Math.min(t - 60, createdAt + between(1, Math.max(1, Math.floor((t - createdAt) / DAY))) * DAY - between(0, DAY))
          })
        }
        const goodAttrs = Object.fromEntries(ATTRIBUTES[c.top].map((a) => [a.name, pick(a.values)]))
        // drawn in the order the row's fields once drew them, so the seed's random sequence stays as it was
        const description = `${feature}，${pick(SUFFIXES)}`
        const stockMethod = rand() < 0.7 ? 'porder' : 'payment'
        const pickup = rand() < 0.2
        const views = between(50, 50_000)
        drafts.push({
          views,
          row: {
            shopId: shop.id,
            shopCategoryId: shopCategoryIds.get(`${shop.id}:${c.shopCategoryName}`) ?? null,
            categoryId: c.id,
            brandId: brandIds.get(`${c.top}:${brand}`) ?? null,
            title,
            image: images[0],
            images,
            description,
            content: `<p>${brand}出品，${feature}。精选优质材料，严格品控，${c.leaf.spus[0].name}可选：${v1.join('、')}。</p><p><img src="${images[1]}" /></p><p>支持七天无理由退换，下单后 48 小时内发货。</p>`,
            goodsType: top.goodsType,
            flag: k === 0 ? 'hot' : k === 1 ? 'recommend' : k === 2 ? 'index' : '',
            stockMethod,
            pickup,
            price: skus[0].price,
            bbtPrice: skus[0].bbtPrice,
            marketPrice: skus[0].marketPrice,
            attributes: goodAttrs,
            sales,
            payment: Math.floor(sales * 0.8),
            comment: comments.length,
            praise: comments.filter((m) => m.state === 0).length,
            like: between(0, 3000),
            weigh: between(0, 100),
            status: 'normal',
            createdAt,
            updatedAt: t
          },
          spus: [{ name: s1.name, item: v1 }, { name: s2.name, item: v2 }],
          skus,
          comments
        })
      }
    }
    const goodsIds: number[] = []
    for (let i = 0; i < drafts.length; i += 100) {
      const rows = await tx.insert(goods).values(drafts.slice(i, i + 100).map((d) => d.row)).returning({ id: goods.id })
      goodsIds.push(...rows.map((r) => r.id))
    }
    await tx.insert(goodsViews).values(drafts.map((d, i) => ({ goodsId: goodsIds[i], views: d.views })))
    await tx.insert(goodsSpu).values(drafts.flatMap((d, i) => d.spus.map((s) => ({ goodsId: goodsIds[i], name: s.name, item: s.item }))))
    const skuRows = drafts.flatMap((d, i) => d.skus.map((s) => ({ ...s, goodsId: goodsIds[i] })))
    for (let i = 0; i < skuRows.length; i += 500) await tx.insert(goodsSku).values(skuRows.slice(i, i + 500))
    const commentRows = drafts.flatMap((d, i) => d.comments.map((m) => ({ ...m, goodsId: goodsIds[i] })))
    for (let i = 0; i < commentRows.length; i += 500) await tx.insert(goodsComments).values(commentRows.slice(i, i + 500))

    // Coupon templates: every shop offers some; all four types, fixed dates and days-after-claiming.
    const coupons: Array<typeof couponTemplates.$inferInsert> = []
    for (const [i, shop] of shopRows.entries()) {
      const own = drafts.flatMap((d, k) => d.row.shopId === shop.id ? [{ id: goodsIds[k], categoryId: d.row.categoryId }] : [])
      const base = { shopId: shop.id, createdAt: t - 5 * DAY }
      const fixed = { pretype: 'fixed', startdate: t - 3 * DAY, enddate: t + 30 * DAY }
      // amounts in USDT like every price; the names are the yuan a shopper sees
      coupons.push({ ...base, ...fixed, type: 'reduction', name: '满199减20', price: yuanStr(20), limit: yuanStr(199), grantTotal: 1000, surplus: between(100, 900), drawlimit: 1 })
      coupons.push({ ...base, type: 'shipping', name: '运费券', price: yuanStr(10), limit: yuanStr(59), pretype: 'appoint', validity: 15, grantTotal: -1, drawlimit: 2 })
      if (i % 2 === 0) coupons.push({ ...base, type: 'discount', name: '全店9折', discount: '9.0', limit: '0', pretype: 'appoint', validity: 7, grantTotal: 500, surplus: between(50, 400), drawlimit: 1 })
      if (i % 3 === 0) coupons.push({ ...base, ...fixed, type: 'vip', name: '会员专享 满500减60', price: yuanStr(60), limit: yuanStr(500), grantTotal: 200, surplus: between(20, 150), drawlimit: 1, content: '会员等级 2 及以上可领' })
      if (own.length > 0 && i % 2 === 1) {
        coupons.push({ ...base, ...fixed, type: 'reduction', name: '指定商品满99减15', price: yuanStr(15), limit: yuanStr(99), rangetype: 'goods', range: own.slice(0, 3).map((g) => g.id), grantTotal: -1, drawlimit: 1 })
        coupons.push({ ...base, type: 'discount', name: '品类8.5折', discount: '8.5', limit: yuanStr(100), rangetype: 'category', range: [own[0].categoryId], pretype: 'appoint', validity: 10, grantTotal: 300, surplus: between(30, 300), drawlimit: 1 })
      }
    }
    await tx.insert(couponTemplates).values(coupons)

    // Articles, adverts, the home page.
    const articleRows = await tx.insert(articles).values(ARTICLES.map((a, i) => ({
      categoryId: articleCatOf[a.kind],
      kind: a.kind,
      title: a.title,
      image: img.articleCovers[i],
      description: a.description,
      content: a.paragraphs.map((p) => `<p>${p}</p>`).join(''),
      flag: a.kind === 'help' ? '' : 'index',
      views: between(100, 9000),
      weigh: ARTICLES.length - i,
      createdAt: t - (i + 1) * 3 * DAY
    }))).returning({ id: articles.id, title: articles.title, kind: articles.kind })

    const goodsUrl = (id: number): string => `/pages/product/goods?id=${id}`
    const listUrl = (categoryId: number): string => `/pages/goodslist?category_id=${categoryId}`
    const articleUrl = (a: { id: number, title: string }): string => `/pages/article/details?id=${a.id}&title=${encodeURIComponent(a.title)}`
    const hot = drafts.map((d, i) => ({ id: goodsIds[i], sales: d.row.sales ?? 0, type: d.row.goodsType }))
      .sort((a, b) => b.sales - a.sales)
    const hotIds = hot.filter((g) => g.type === 'hot').slice(0, 6).map((g) => g.id)
    const collectIds = hot.filter((g) => g.type === 'collectible').slice(0, 6).map((g) => g.id)
    const healthIds = hot.filter((g) => g.type === 'health').slice(0, 4).map((g) => g.id)
    const news = articleRows.filter((a) => a.kind !== 'help')

    const advertRows = await tx.insert(adverts).values([
      { module: 'open', type: 'image', title: '春季焕新节', media: img.open, url: goodsUrl(hotIds[0]), weigh: 10 },
      { module: 'page', type: 'banner', title: '收藏专区上线', media: img.adverts[0], url: articleUrl(news[0]), content: '钱币、邮票、书画、文玩，一站淘好物。', weigh: 9 },
      { module: 'page', type: 'banner', title: '健康生活季', media: img.adverts[1], url: listUrl(topIds[9]), weigh: 8 },
      { module: 'first', type: 'image', title: '新人好物指南', media: img.adverts[2], url: '/pages/goodslist?sort=sales', weigh: 7 },
      { module: 'first', type: 'image', title: '数码好价', media: img.adverts[3], url: listUrl(topIds[0]), weigh: 6 },
      { module: 'other', type: 'image', title: '邀请好友得积分', media: img.adverts[4], url: '/pages/user/inviter/index', weigh: 5 },
      { module: 'other', type: 'image', title: 'BBT 质押', media: img.adverts[5], url: '/pages/pledge', weigh: 4 },
      ...[0, 2, 3, 4, 10].map((p) => ({ module: 'category', categoryId: topIds[p], type: 'image', title: `${CATALOGUE[p].name}精选`, media: img.categoryAdverts[p], url: listUrl(topIds[p]), weigh: 3 }))
    ]).returning({ id: adverts.id, module: adverts.module })
    const pageAdvert = advertRows.find((a) => a.module === 'page')

    await tx.insert(pages).values({
      pageToken: 'index',
      shopId: 0,
      type: 'index',
      name: '首页',
      page: { title: 'BB商城', background: '#F7F7F7', navigation_color: '#ff448f', share_title: 'BB商城：好物精选，品质生活' },
      item: [
        { id: 'search', type: 'search', name: '搜索', style: { background: '#ff448f', radius: 16 }, params: { placeholder: '搜索商品、店铺' }, data: [] },
        {
          id: 'banner', type: 'banner', name: '轮播图', style: { height: 160, radius: 8, margin: 12 }, params: { interval: 4000, autoplay: true },
          data: [
            { image: img.banners[0], title: '春季焕新节', url: goodsUrl(hotIds[0]) },
            { image: img.banners[1], title: news[0].title, url: articleUrl(news[0]) },
            { image: img.banners[2], title: '健康生活季', url: `/pages/article/advert?id=${pageAdvert?.id ?? 1}` },
            { image: img.banners[3], title: '收藏专区', url: listUrl(topIds[10]) }
          ]
        },
        {
          id: 'category', type: 'category', name: '分类导航', style: { columns: 5, radius: 8 }, params: {},
          data: CATALOGUE.slice(0, 10).map((c, p) => ({ id: topIds[p], text: c.name, image: img.categoryIcon(p, 0), url: listUrl(topIds[p]) }))
        },
        {
          id: 'notice', type: 'notice', name: '商城头条', style: { color: '#ff448f' }, params: { title: '商城头条' },
          data: news.map((a) => ({ id: a.id, title: a.title, url: articleUrl(a) }))
        },
        { id: 'hot', type: 'goods', name: '热卖推荐', style: { columns: 2, radius: 8 }, params: { title: '热卖推荐', ids: hotIds, more: '/pages/goodslist?sort=sales' }, data: [] },
        { id: 'collect', type: 'goods', name: '收藏专区', style: { columns: 3, radius: 8 }, params: { title: '收藏专区', ids: collectIds, more: listUrl(topIds[10]) }, data: [] },
        { id: 'health', type: 'goods', name: '健康好物', style: { columns: 2, radius: 8 }, params: { title: '健康好物', ids: healthIds, more: listUrl(topIds[9]) }, data: [] },
        { id: 'likes', type: 'likes', name: '猜你喜欢', style: { columns: 2 }, params: { title: '猜你喜欢', pages: 'index' }, data: [] }
      ]
    })

    await tx.insert(searchKeywords).values(KEYWORDS.map(([keywords, views], i) => ({ keywords, views, flag: i < 5 })))
    await tx.insert(appVersions).values({
      versionName: '1.1.24', versionCode: 1124, content: '全新钱包登录；商品与订单体验优化。', downloadUrl: '', enforce: false, createdAt: t
    })
    await tx.insert(settings).values([
      { key: 'app', value: { name: 'BB商城', logo: img.logo } },
      { key: 'rates', value: { usdt_cny: '7.20', bbc_usdt: '0.10', score_price: '0.01' } },
      // order and refund timers, in days (WanlShop defaults)
      { key: 'order', value: { cancel: 3, receiving: 7, comment: 7, customer: 7, autoagree: 3, returntime: 7, receivingtime: 7 } },
      // a welcome that promises only what exists (no first-order discount: coupons are not applied yet)
      { key: 'syspopup', value: { title: '欢迎来到BB商城', content: '连接钱包即可登录，USDT、BBC 和积分都能付款。先看看大家都在买的热卖好物吧！', image: img.adverts[2], url: '/pages/goodslist?sort=sales' } }
    ]).onConflictDoNothing()
  })
  await img.draw()
}
