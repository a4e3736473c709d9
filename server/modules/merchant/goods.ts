import { and, eq, sql } from 'drizzle-orm'
import Decimal from 'decimal.js'
import {
  GALLERY_MAX, GOODS_TYPES, LISTING_STATE, PROFIT_RATIO_MAX, SALE_STATUSES, STOCK_METHODS, combinations,
  type ListingState, type ListingTab, type MerchantGoodsRow, type ProductInput, type SkuInput
} from '../../../types/merchant'
import { AMOUNT_PATTERN } from '../../../types/validate'
import type { Db } from '../../db/client'
import { brands, categories, goods, goodsSku, goodsSpu, shopCategories, shopFreights } from '../../db/schema'
import { refuse, isRefusal, type Refusal } from '../../lib/envelope'
import type { Lang } from '../../lib/i18n'
import { colIn } from '../../lib/content'
import { sanitizeRichHtml } from '../../lib/rich-text'
import { intArray, rows } from '../../lib/sql'
import { forgetCatalogCaches } from '../catalog/service'
import { ownImages } from './images'
import { deleteEvent, editEvent, listingMachine, moveListing } from './machine'
import { myShop } from './shop'

// A merchant's goods (spec §3 Product, §4 Product listing, §5 the 12 upload rules in order). Every
// query names the caller's shop, so a merchant cannot read or change another shop's goods (the
// state changes carry `shop_id = <mine>` in the guarded UPDATE itself). Every change makes the
// catalogue forget its cached totals at once.

const L = LISTING_STATE
const TAB_STATE: Record<ListingTab, ListingState> = { review: L.review, onSale: L.onSale, rejected: L.rejected, banned: L.banned, hidden: L.hidden }
const TAB_OF: Partial<Record<ListingState, ListingTab>> = { 1: 'review', 2: 'onSale', 3: 'rejected', 4: 'banned', 5: 'hidden' }
const AMOUNT = new RegExp(AMOUNT_PATTERN)
const WEIGHT = /^\d{1,7}(\.\d{1,3})?$/
const filled = (s: unknown): s is string => typeof s === 'string' && s.trim() !== ''

/** The caller's open-or-not shop id, or "apply as a merchant first". */
export async function shopOf (db: Db, userId: number): Promise<{ id: number, status: string } | Refusal> {
  const s = await myShop(db, userId)
  return isRefusal(s) ? s : { id: s.id, status: s.status }
}

export interface UploadOptions {
  goods_types: string[]
  categories: Array<{ id: number, name: string, pid: number }>
  brands: Array<{ id: number, name: string }>
  shop_categories: Array<{ id: number, name: string }>
  freights: Array<{ id: number, name: string, first_fee: string, additional_fee: string, free_over: string | null }>
}

export async function uploadOptions (db: Db, shopId: number, lang: Lang): Promise<UploadOptions> {
  const [cats, brandList, shopCats, freights] = await Promise.all([
    db.select({ id: categories.id, name: colIn(lang, categories.name, categories.nameEn), pid: categories.pid }).from(categories)
      .where(and(eq(categories.type, 'goods'), eq(categories.status, 'normal'))).orderBy(categories.pid, categories.weigh, categories.id),
    db.select({ id: brands.id, name: colIn(lang, brands.name, brands.nameEn) }).from(brands).where(eq(brands.state, 1)).orderBy(brands.id),
    db.select({ id: shopCategories.id, name: colIn(lang, shopCategories.name, shopCategories.nameEn) }).from(shopCategories).where(eq(shopCategories.shopId, shopId)).orderBy(shopCategories.weigh, shopCategories.id),
    db.select().from(shopFreights).where(eq(shopFreights.shopId, shopId)).orderBy(shopFreights.id)
  ])
  return {
    goods_types: [...GOODS_TYPES],
    categories: cats,
    brands: brandList,
    shop_categories: shopCats,
    freights: freights.map((f) => ({ id: f.id, name: f.name, first_fee: String(Number(f.firstFee)), additional_fee: String(Number(f.additionalFee)), free_over: f.freeOver === null ? null : String(Number(f.freeOver)) }))
  }
}

interface CleanProduct {
  title: string, titleEn: string, goodsType: string, shopCategoryId: number, categoryId: number, brandId: number
  spu: Array<{ name: string, item: string[] }>, sku: Array<{ difference: string[], price: string, bbtPrice: string, marketPrice: string, stock: number, weight: string }>
  image: string, images: string[], description: string, descriptionEn: string, content: string, contentEn: string
  stockMethod: string, freightId: number, pickup: boolean, saleStatus: string, profitRatio: string
}

const skuComplete = (s: SkuInput | undefined): boolean => s !== undefined &&
  AMOUNT.test(String(s.price)) && new Decimal(String(s.price)).gt(0) && AMOUNT.test(String(s.bbt_price)) && AMOUNT.test(String(s.market_price)) &&
  /^\d{1,9}$/.test(String(s.stock)) && WEIGHT.test(String(s.weight))

/** The first of the spec's 12 upload rules (after the title) the input breaks, in order, or the clean product. */
export async function checkProduct (db: Db, userId: number, shopId: number, p: ProductInput, maxBytes: number): Promise<CleanProduct | Refusal> {
  if (!filled(p.title) || p.title.length > 120) return refuse('merchant.goods_title')
  // 1. product category (the goods type: collectibles zone, health mall, hot items zone)
  if (!(GOODS_TYPES as readonly string[]).includes(p.goods_type ?? '')) return refuse('merchant.goods_type')
  // 2. store category — one of this shop's
  const [sc] = p.shop_category_id === undefined ? [] : await db.select({ id: shopCategories.id }).from(shopCategories).where(and(eq(shopCategories.id, p.shop_category_id), eq(shopCategories.shopId, shopId)))
  if (sc === undefined) return refuse('merchant.goods_shop_category')
  // 3. goods category
  const [gc] = p.category_id === undefined ? [] : await db.select({ id: categories.id }).from(categories).where(and(eq(categories.id, p.category_id), eq(categories.type, 'goods'), eq(categories.status, 'normal')))
  if (gc === undefined) return refuse('merchant.goods_category')
  // 4. brand
  const [br] = p.brand_id === undefined ? [] : await db.select({ id: brands.id }).from(brands).where(and(eq(brands.id, p.brand_id), eq(brands.state, 1)))
  if (br === undefined) return refuse('merchant.goods_brand')
  // 5. specs: each with a name and distinct values
  const spu = (p.spu ?? []).map((s) => ({ name: String(s.name ?? '').trim(), item: (s.item ?? []).map((v) => String(v).trim()) }))
  if (spu.length === 0 || spu.length > 3 || spu.some((s) => s.name === '' || s.item.length === 0 || s.item.length > 20 || s.item.some((v) => v === '') || new Set(s.item).size !== s.item.length)) return refuse('merchant.goods_specs')
  // 6. every row of the combination table complete, in the table's order
  const combos = combinations(spu)
  const given = new Map((p.sku ?? []).map((s) => [JSON.stringify((s.difference ?? []).map((v) => String(v).trim())), s]))
  for (const [i, c] of combos.entries()) {
    if (!skuComplete(given.get(JSON.stringify(c)))) return refuse('merchant.goods_spec_incomplete', { n: String(i + 1) })
  }
  // 7. main image, 8. gallery (1–9), each an own upload ≤ 2 MB
  if (!filled(p.image) || !await ownImages(db, userId, [p.image], maxBytes)) return refuse('merchant.goods_image')
  const images = p.images ?? []
  if (images.length === 0 || images.length > GALLERY_MAX || !await ownImages(db, userId, images, maxBytes)) return refuse('merchant.goods_images')
  // 9. description, 10. content (paragraphs and images, stored allow-list sanitized)
  if (!filled(p.description)) return refuse('merchant.goods_description')
  const content = sanitizeRichHtml(p.content ?? '')
  if (content.replace(/<[^>]*>/g, '').trim() === '' && !/<img\s/i.test(content)) return refuse('merchant.goods_content')
  // their English twins are optional; English details without a word of text are none (an English
  // reader then gets the Chinese details, pictures and all)
  const contentEn = sanitizeRichHtml(p.content_en ?? '')
  // 11. inventory method
  if (!(STOCK_METHODS as readonly string[]).includes(p.stock_method ?? '')) return refuse('merchant.goods_stock_method')
  // 12. shipping template — one of this shop's
  const [fr] = p.freight_id === undefined ? [] : await db.select({ id: shopFreights.id }).from(shopFreights).where(and(eq(shopFreights.id, p.freight_id), eq(shopFreights.shopId, shopId)))
  if (fr === undefined) return refuse('merchant.goods_freight')
  // then the sale status (not one of the 12 rules; absent means on sale once approved)
  const saleStatus = p.sale_status ?? 'on_sale'
  if (!(SALE_STATUSES as readonly string[]).includes(saleStatus)) return refuse('merchant.goods_sale_status')
  const ratio = p.profit_ratio ?? '0'
  if (!AMOUNT.test(ratio) || Number(ratio) > PROFIT_RATIO_MAX) return refuse('merchant.goods_profit_ratio')
  return {
    title: p.title.trim(), titleEn: (p.title_en ?? '').trim(), goodsType: p.goods_type ?? 'hot', shopCategoryId: sc.id, categoryId: gc.id, brandId: br.id, spu,
    sku: combos.map((c) => {
      const s = given.get(JSON.stringify(c)) as SkuInput
      return { difference: c, price: String(s.price), bbtPrice: String(s.bbt_price), marketPrice: String(s.market_price), stock: Number(s.stock), weight: String(s.weight) }
    }),
    image: p.image, images, description: p.description.trim(), descriptionEn: (p.description_en ?? '').trim(), content,
    contentEn: contentEn.replace(/<[^>]*>/g, '').trim() === '' ? '' : contentEn, stockMethod: p.stock_method ?? 'porder', freightId: fr.id, pickup: p.pickup === true, saleStatus, profitRatio: ratio
  }
}

/**
 * Creates a product (under review) or saves an edit: an edit of a product on sale, refused,
 * removed sends it back to review — it is off sale until the platform approves it again.
 */
export async function saveProduct (db: Db, userId: number, id: number | null, p: ProductInput, at: number, maxBytes: number): Promise<{ id: number } | Refusal> {
  const shop = await shopOf(db, userId)
  if (isRefusal(shop)) return shop
  if (shop.status !== 'normal') return refuse('merchant.shop_closed')
  const c = await checkProduct(db, userId, shop.id, p, maxBytes)
  if (isRefusal(c)) return c
  const lowest = c.sku.reduce((m, s) => (new Decimal(s.price).lt(m.price) ? s : m), c.sku[0])
  const columns = {
    shopCategoryId: c.shopCategoryId, categoryId: c.categoryId, brandId: c.brandId, title: c.title, titleEn: c.titleEn, image: c.image, images: c.images,
    description: c.description, descriptionEn: c.descriptionEn, content: c.content, contentEn: c.contentEn, goodsType: c.goodsType, stockMethod: c.stockMethod, freightId: c.freightId, pickup: c.pickup, saleStatus: c.saleStatus,
    price: lowest.price, bbtPrice: lowest.bbtPrice, marketPrice: lowest.marketPrice, profitRatio: c.profitRatio, updatedAt: at
  }
  const out = await db.transaction(async (t): Promise<{ id: number } | Refusal> => {
    const tx = t as unknown as Db
    let goodsId: number
    if (id === null) {
      const [g] = await tx.insert(goods).values({ ...columns, shopId: shop.id, status: 'review', listingState: L.review, createdAt: at }).returning({ id: goods.id })
      goodsId = g.id
      await listingMachine.logCreated(tx, [goodsId], { kind: 'seller', id: userId }, at)
    } else {
      const [g] = await tx.select({ state: goods.listingState }).from(goods).where(and(eq(goods.id, id), eq(goods.shopId, shop.id))).for('update')
      if (g === undefined || g.state === L.deleted) return refuse('merchant.goods_not_found')
      const ev = editEvent(g.state as ListingState)
      if (ev !== null && (await moveListing(tx, [id], ev, { kind: 'seller', id: userId }, at, { shopId: shop.id })).length === 0) return refuse('merchant.goods_wrong_state')
      await tx.update(goods).set(columns).where(and(eq(goods.id, id), eq(goods.shopId, shop.id)))
      goodsId = id
    }
    await tx.delete(goodsSpu).where(eq(goodsSpu.goodsId, goodsId))
    await tx.insert(goodsSpu).values(c.spu.map((s) => ({ goodsId, name: s.name, item: s.item })))
    // SKUs kept by their values (carts and orders name them); rows no longer in the table: gone
    // from carts, deleted unless an order names them (then stock 0, never sold again)
    const old = await tx.select({ id: goodsSku.id, difference: goodsSku.difference }).from(goodsSku).where(eq(goodsSku.goodsId, goodsId))
    const oldBy = new Map(old.map((o) => [JSON.stringify(o.difference), o.id]))
    for (const s of c.sku) {
      const row = { price: s.price, bbtPrice: s.bbtPrice, marketPrice: s.marketPrice, stock: s.stock, weight: s.weight, image: c.image }
      const keep = oldBy.get(JSON.stringify(s.difference))
      if (keep !== undefined) {
        await tx.update(goodsSku).set(row).where(eq(goodsSku.id, keep))
        oldBy.delete(JSON.stringify(s.difference))
      } else await tx.insert(goodsSku).values({ ...row, goodsId, difference: s.difference })
    }
    const gone = [...oldBy.values()]
    if (gone.length > 0) {
      await tx.execute(sql`delete from carts where sku_id = any(${intArray(gone)}::int[])`)
      await tx.execute(sql`update goods_sku set stock = 0, difference = difference || '["—"]'::jsonb where id = any(${intArray(gone)}::int[]) and exists (select 1 from order_goods o where o.sku_id = goods_sku.id)`)
      await tx.execute(sql`delete from goods_sku where id = any(${intArray(gone)}::int[]) and not exists (select 1 from order_goods o where o.sku_id = goods_sku.id)`)
    }
    return { id: goodsId }
  })
  if (!isRefusal(out)) forgetCatalogCaches(db)
  return out
}

function canOf (state: ListingState): MerchantGoodsRow['can'] {
  return { publish: state === L.hidden, unpublish: state === L.onSale, edit: state !== L.deleted, delete: deleteEvent(state) !== null }
}

/** The shop's goods in a tab; each titled in the reader's language, as shoppers see it. */
export async function myGoods (db: Db, shopId: number, tab: ListingTab, page: number, lang: Lang): Promise<{ total: number, per_page: number, current_page: number, last_page: number, data: MerchantGoodsRow[] }> {
  const per = 15
  const state = TAB_STATE[tab]
  const [list, [{ n }]] = await Promise.all([
    rows<{ id: number, title: string, image: string, price: string, stock: number, sales: number, state: ListingState, reason: string, updatedAt: number }>(db, sql`
      select g.id, ${colIn(lang, sql`g.title`, sql`g.title_en`)} as title, g.image, g.price::text as price, coalesce((select sum(k.stock) from goods_sku k where k.goods_id = g.id), 0)::int as stock,
        g.sales, g.listing_state as state, g.listing_reason as reason, g.updated_at as "updatedAt"
      from goods g where g.shop_id = ${shopId} and g.listing_state = ${state} order by g.updated_at desc, g.id desc limit ${per} offset ${(page - 1) * per}`),
    rows<{ n: number }>(db, sql`select count(*)::int as n from goods where shop_id = ${shopId} and listing_state = ${state}`)
  ])
  return {
    total: n, per_page: per, current_page: page, last_page: Math.max(1, Math.ceil(n / per)),
    data: list.map((g) => ({ id: g.id, title: g.title, image: g.image, price: String(Number(g.price)), stock: g.stock, sales: g.sales, listing_state: g.state, tab: TAB_OF[g.state] ?? tab, reason: g.reason, updated_at: Number(g.updatedAt), can: canOf(g.state) }))
  }
}

/** The edit form of one of the caller's goods. */
export async function myProduct (db: Db, shopId: number, id: number): Promise<(ProductInput & { id: number, listing_state: ListingState, reason: string, sku_ids: number[] }) | Refusal> {
  const [g] = await db.select().from(goods).where(and(eq(goods.id, id), eq(goods.shopId, shopId)))
  if (g === undefined || g.listingState === L.deleted) return refuse('merchant.goods_not_found')
  const [spu, sku] = await Promise.all([
    db.select().from(goodsSpu).where(eq(goodsSpu.goodsId, id)).orderBy(goodsSpu.id),
    db.select().from(goodsSku).where(and(eq(goodsSku.goodsId, id))).orderBy(goodsSku.id)
  ])
  const n = spu.length
  const live = sku.filter((k) => k.difference.length === n)
  return {
    id, title: g.title, title_en: g.titleEn, goods_type: g.goodsType, shop_category_id: g.shopCategoryId ?? undefined, category_id: g.categoryId, brand_id: g.brandId ?? undefined,
    spu: spu.map((s) => ({ name: s.name, item: s.item })),
    sku: live.map((k) => ({ difference: k.difference, price: String(Number(k.price)), bbt_price: String(Number(k.bbtPrice)), market_price: String(Number(k.marketPrice)), stock: k.stock, weight: String(Number(k.weight)) })),
    sku_ids: live.map((k) => k.id),
    image: g.image, images: g.images, description: g.description, description_en: g.descriptionEn, content: g.content, content_en: g.contentEn, stock_method: g.stockMethod, freight_id: g.freightId ?? undefined,
    pickup: g.pickup, sale_status: g.saleStatus, profit_ratio: String(Number(g.profitRatio)), listing_state: g.listingState as ListingState, reason: g.listingReason
  }
}

type ShopAction = 'publish' | 'unpublish' | 'delete'

/** Publish (removed by shop → on sale), unpublish, delete (not while unfinished orders hold it). */
export async function shopAction (db: Db, userId: number, id: number, action: ShopAction, at: number): Promise<{ id: number, listing_state: ListingState } | Refusal> {
  const shop = await shopOf(db, userId)
  if (isRefusal(shop)) return shop
  const out = await db.transaction(async (t): Promise<{ id: number, listing_state: ListingState } | Refusal> => {
    const tx = t as unknown as Db
    const [g] = await tx.select({ state: goods.listingState }).from(goods).where(and(eq(goods.id, id), eq(goods.shopId, shop.id))).for('update')
    if (g === undefined || g.state === L.deleted) return refuse('merchant.goods_not_found')
    const state = g.state as ListingState
    let ev
    if (action === 'publish') {
      if (shop.status !== 'normal') return refuse('merchant.shop_closed')
      ev = state === L.hidden ? 'publish' as const : null
    } else if (action === 'unpublish') ev = state === L.onSale ? 'unpublish' as const : null
    else {
      ev = deleteEvent(state)
      const [busy] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from order_goods og join orders o on o.id = og.order_id
        where og.goods_id = ${id} and o.state in (1, 2, 3)`)
      if (ev !== null && busy.n > 0) return refuse('merchant.goods_in_orders')
    }
    if (ev === null) return refuse('merchant.goods_wrong_state')
    const moved = await moveListing(tx, [id], ev, { kind: 'seller', id: userId }, at, { shopId: shop.id })
    if (moved.length === 0) return refuse('merchant.goods_wrong_state')
    if (action === 'delete') await tx.execute(sql`delete from carts where goods_id = ${id}`)
    return { id, listing_state: listingMachine.spec.events[ev].to }
  })
  if (!isRefusal(out)) forgetCatalogCaches(db)
  return out
}

/** Quick stock edit of one SKU of the caller's goods (no review: stock is not what the platform checks). */
export async function setStock (db: Db, userId: number, skuId: number, stock: number): Promise<{ sku_id: number, stock: number } | Refusal> {
  const shop = await shopOf(db, userId)
  if (isRefusal(shop)) return shop
  if (!Number.isInteger(stock) || stock < 0 || stock > 999_999_999) return refuse('merchant.stock')
  const done = await rows<{ id: number }>(db, sql`update goods_sku k set stock = ${stock} from goods g
    where k.id = ${skuId} and g.id = k.goods_id and g.shop_id = ${shop.id} and g.listing_state <> ${L.deleted} returning k.id`)
  if (done.length === 0) return refuse('merchant.goods_not_found')
  forgetCatalogCaches(db)
  return { sku_id: skuId, stock }
}

export interface FreightInput { name?: string, first_fee?: string, additional_fee?: string, free_over?: string | null }

/** A new shipping template: free, or a first and an additional fee per piece (optionally free over an amount). */
export async function addFreight (db: Db, userId: number, f: FreightInput, at: number): Promise<{ id: number } | Refusal> {
  const shop = await shopOf(db, userId)
  if (isRefusal(shop)) return shop
  if (!filled(f.name) || f.name.length > 40) return refuse('merchant.freight_name')
  for (const v of [f.first_fee ?? '0', f.additional_fee ?? '0', f.free_over ?? '0']) if (!AMOUNT.test(v)) return refuse('merchant.goods_freight')
  const [row] = await db.insert(shopFreights).values({ shopId: shop.id, name: f.name.trim(), firstFee: f.first_fee ?? '0', additionalFee: f.additional_fee ?? '0', freeOver: f.free_over ?? null, createdAt: at }).returning({ id: shopFreights.id })
  return { id: row.id }
}

