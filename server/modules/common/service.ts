import crypto from 'node:crypto'
import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm'
import type { Advert, AdvertsData, AppConfig, AppUpdate, CategoryNode, GoodsCard, InitData, PageModule } from '../../../types/common'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { adverts, appVersions, categories, goods, pages, searchKeywords, settings, shops } from '../../db/schema'
import { colIn, inLang, jsonIn } from '../../lib/content'
import type { Lang } from '../../lib/i18n'
import { money } from '../../lib/money'
import { pageOf } from '../../lib/paging'
import { now } from '../../lib/time'
import { likes } from '../catalog/service'
import { rateSettings } from './rates'

export const APP_STYLE: InitData['appStyle'] = {
  main_color: '#ff448f',
  background: '#F7F7F7',
  tabbar_color: '#666666',
  tabbar_selected: '#07c160'
}

export async function getSetting<T> (db: Db, key: string): Promise<T | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1)
  return row === undefined ? null : row.value as T
}

/** Goods cards in the order of `ids` (missing or off-sale goods are left out). */
export async function goodsCards (db: Db, ids: number[], lang: Lang = 'zh'): Promise<GoodsCard[]> {
  const wanted = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))]
  if (wanted.length === 0) return []
  const rows = await db.select({
    id: goods.id,
    title: colIn(lang, goods.title, goods.titleEn),
    image: goods.image,
    price: goods.price,
    bbtPrice: goods.bbtPrice,
    marketPrice: goods.marketPrice,
    sales: goods.sales,
    shopId: goods.shopId,
    shopName: shops.shopname
  }).from(goods).innerJoin(shops, eq(shops.id, goods.shopId))
    // only on-sale goods of open shops (a closed or expired shop's goods leave every list)
    .where(and(inArray(goods.id, wanted), eq(goods.status, 'normal'), eq(shops.status, 'normal')))
  const byId = new Map(rows.map((r) => [r.id, r]))
  return wanted.flatMap((id) => {
    const r = byId.get(id)
    return r === undefined
      ? []
      : [{ id: r.id, title: r.title, image: r.image, price: money(r.price), bbt_price: money(r.bbtPrice), market_price: money(r.marketPrice), sales: r.sales, shop_id: r.shopId, shop_name: r.shopName }]
  })
}

/** The goods category tree shown in navigation (is_nav), named in the reader's language. */
export async function categoryTree (db: Db, lang: Lang = 'zh'): Promise<CategoryNode[]> {
  const rows = await db.select({ id: categories.id, pid: categories.pid, name: colIn(lang, categories.name, categories.nameEn), image: categories.image })
    .from(categories)
    .where(and(eq(categories.type, 'goods'), eq(categories.isNav, true), eq(categories.status, 'normal')))
    .orderBy(desc(categories.weigh), asc(categories.id))
  const nodes = new Map<number, CategoryNode>(rows.map((r) => [r.id, { ...r }]))
  const roots: CategoryNode[] = []
  for (const node of nodes.values()) {
    const parent = node.pid === 0 ? undefined : nodes.get(node.pid)
    if (parent === undefined) {
      if (node.pid === 0) roots.push(node)
    } else {
      (parent.children ??= []).push(node)
    }
  }
  return roots
}


/**
 * The home page modules: goods modules filled with their goods cards, a likes module with exactly
 * product/likes page 1 (same page size), so the client goes on with page 2. Their texts are in the
 * reader's language (`title` / `title_en` siblings in the stored JSON).
 */
export async function homeModules (db: Db, userId: number | null = null, lang: Lang = 'zh'): Promise<InitData['modulesData']['homeModules']> {
  const [row] = await db.select({ page: pages.page, item: pages.item }).from(pages)
    .where(and(eq(pages.type, 'index'), eq(pages.shopId, 0))).orderBy(asc(pages.id)).limit(1)
  if (row === undefined) return { page: {}, item: [] }
  return await filledPage(db, row, userId, lang)
}

/** A platform page of modules by id (/pages/page/index?id): the home page's blocks, filled the same way; null when there is none. */
export async function customPage (db: Db, id: number, userId: number | null = null, lang: Lang = 'zh'): Promise<InitData['modulesData']['homeModules'] | null> {
  const [row] = await db.select({ page: pages.page, item: pages.item }).from(pages)
    .where(and(eq(pages.id, id), eq(pages.shopId, 0))).limit(1)
  return row === undefined ? null : await filledPage(db, row, userId, lang)
}

async function filledPage (db: Db, row: { page: Record<string, unknown>, item: Array<Record<string, unknown>> }, userId: number | null, lang: Lang): Promise<InitData['modulesData']['homeModules']> {
  const items = jsonIn(lang, row.item) as unknown as PageModule[]
  const goodsIds = (m: PageModule): number[] => Array.isArray(m.params?.ids) ? (m.params.ids as unknown[]).filter((x): x is number => typeof x === 'number') : []
  const [cards, liked] = await Promise.all([
    goodsCards(db, items.filter((m) => m.type === 'goods').flatMap(goodsIds), lang),
    items.some((m) => m.type === 'likes') ? likes(db, userId, pageOf(1, undefined), lang) : null
  ])
  const byId = new Map(cards.map((c) => [c.id, c]))
  const item = items.map((m) => m.type === 'goods'
    ? { ...m, data: goodsIds(m).flatMap((id) => { const c = byId.get(id); return c === undefined ? [] : [c as unknown as Record<string, unknown>] }) }
    : m.type === 'likes' && liked !== null
      ? { ...m, data: liked.data as unknown as Array<Record<string, unknown>> }
      : m)
  return { page: jsonIn(lang, row.page), item }
}

export async function topKeywords (db: Db, limit = 10): Promise<string[]> {
  // pinned first, blocked never (modules/common/search.ts)
  const rows = await db.select({ keywords: searchKeywords.keywords }).from(searchKeywords)
    .where(ne(searchKeywords.state, 'blocked'))
    .orderBy(sql`${searchKeywords.state} = 'pinned' desc`, desc(searchKeywords.views), asc(searchKeywords.id)).limit(limit)
  return rows.map((r) => r.keywords)
}

/** `1124`, `"1124"` or `"1.1.24"` → 1124 (the version-code scheme: 1.1.11 ↔ 1111). */
export function versionCode (v: string | undefined): number | null {
  if (v === undefined) return null
  const s = v.trim()
  if (/^\d{1,9}$/.test(s)) return Number(s)
  if (/^\d{1,3}(\.\d{1,3}){1,3}$/.test(s)) return Number(s.replace(/\./g, ''))
  return null
}

type VersionRow = typeof appVersions.$inferSelect

function toUpdate (r: VersionRow, lang: Lang): AppUpdate {
  return { version_name: r.versionName, version_code: r.versionCode, content: inLang(lang, r.content, r.contentEn), download_url: r.downloadUrl, enforce: r.enforce }
}

export async function initData (db: Db, config: Config, clientVersion: string | undefined, domain: string, userId: number | null = null, lang: Lang = 'zh'): Promise<InitData> {
  const [home, categoryModules, searchModules, latestRows, rates, appSetting] = await Promise.all([
    homeModules(db, userId, lang),
    categoryTree(db, lang),
    topKeywords(db),
    db.select().from(appVersions).orderBy(desc(appVersions.versionCode), desc(appVersions.id)).limit(1),
    rateSettings(db),
    getSetting<{ name?: string, name_en?: string, logo?: string }>(db, 'app')
  ])
  const app = appSetting === null ? null : jsonIn(lang, appSetting)
  const latest = latestRows[0]
  const code = versionCode(clientVersion)
  const appConfig: AppConfig = {
    name: app?.name ?? inLang(lang, 'BB商城', 'BB Mall'),
    logo: app?.logo ?? '',
    domain,
    socket_url: config.socketUrl,
    cdn_url: config.publicUrl,
    version_name: latest?.versionName ?? '1.1.24',
    version_code: latest?.versionCode ?? 1124,
    chain_id: config.chainId,
    rates
  }
  return {
    modulesData: { homeModules: home, categoryModules, searchModules },
    appConfig,
    appStyle: APP_STYLE,
    update: latest !== undefined && code !== null && latest.versionCode > code ? toUpdate(latest, lang) : null
  }
}

type AdvertRow = typeof adverts.$inferSelect

function toAdvert (r: AdvertRow, lang: Lang): Advert {
  return {
    id: r.id,
    module: r.module as Advert['module'],
    category_id: r.categoryId,
    type: r.type as Advert['type'],
    title: inLang(lang, r.title, r.titleEn),
    media: r.media,
    url: r.url
  }
}

export async function advertsData (db: Db, lang: Lang = 'zh'): Promise<AdvertsData> {
  const t = now()
  const rows = await db.select().from(adverts)
    .where(and(
      eq(adverts.status, 'normal'),
      or(isNull(adverts.startAt), lte(adverts.startAt, t)),
      or(isNull(adverts.endAt), gt(adverts.endAt, t))
    ))
    .orderBy(desc(adverts.weigh), asc(adverts.id))
  const list = rows.map((r) => toAdvert(r, lang))
  const open = list.filter((a) => a.module === 'open')
  const categoryAdverts: Record<string, Advert[]> = {}
  for (const a of list) {
    if (a.module !== 'category' || a.category_id === null) continue
    (categoryAdverts[String(a.category_id)] ??= []).push(a)
  }
  const data: AdvertsData['data'] = {
    // one open-screen advert, a different one on each start when there are several
    openAdverts: open.length === 0 ? null : open[crypto.randomInt(open.length)],
    pageAdverts: list.filter((a) => a.module === 'page'),
    categoryAdverts,
    firstAdverts: list.filter((a) => a.module === 'first'),
    otherAdverts: list.filter((a) => a.module === 'other')
  }
  const popup = await getSetting<AdvertsData['syspopup']>(db, 'syspopup')
  const syspopup = popup === null ? null : jsonIn(lang, popup)
  // version: a fingerprint of the advert set, so a client can tell whether its cached copy is current
  const version = crypto.createHash('sha1').update(JSON.stringify(list)).digest('hex').slice(0, 12)
  return { data, version, syspopup: syspopup ?? null }
}
