import DataLoader from 'dataloader'
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { GoodsCard } from '../../../types/common'
import type {
  CategoryPage, CommentPage, CommentStatistics, CommentTag, DrawerData, GoodsComment, GoodsDetail, GoodsListItem,
  GoodsPage, GoodsSort, SortOrder
} from '../../../types/catalog'
import type { Paginated } from '../../../types/envelope'
import type { Db } from '../../db/client'
import { brands, categoryAttributes, footprints, goods, goodsFollows } from '../../db/schema'
import { colIn, listIn } from '../../lib/content'
import { refuse, type Refusal } from '../../lib/envelope'
import type { Lang } from '../../lib/i18n'
import { paginated, type Page } from '../../lib/paging'
import { intArray, preparedRows, rows, shapedRows } from '../../lib/sql'
import { now } from '../../lib/time'
import { toCard, toListItem, type CardRow, type ListItemRow } from './cards'
import { categoryIndex, categoryNodeOf, forgetCategories } from './categories'
import { cardColumnsIn, GOODS_FROM, listItemColumnsIn, goodsConditions, goodsOrder, sortDirection, type GoodsFilter } from './filters'
import type { ViewCounter } from './views'
import { richNodes, sanitizeRichHtml } from '../../lib/rich-text'
import { BriefCache } from '../../lib/brief-cache'
import { forgetMatches, idsOf, matchesOf, MATCHES_TTL_MS, pageIds } from './matches'

// Browsing the catalogue: lists, the filter drawer, the detail page, comments, recommendations.
// Platform texts (category, brand, attribute and coupon names) and goods titles come in the
// reader's language (lib/content.ts); what matches a filter does not depend on it.

/** product/lists: one page of goods matching the filter, in a whitelisted order. */
export async function goodsList (db: Db, f: GoodsFilter, sort: GoodsSort = 'composite', order: SortOrder | undefined, p: Page, lang: Lang = 'zh'): Promise<Paginated<GoodsListItem>> {
  const where = goodsConditions(f, await categoryIndex(db))
  // the matches in the sort's order, usually shared with an earlier page of the same list
  const m = await matchesOf(db, `lists:${JSON.stringify(f)}`, where, sort)
  if (p.beyond || m.total === 0) return paginated(p, m.total, [])
  const kept = idsOf(m)
  if (kept !== null) {
    const ascending = sortDirection(sort, order) === 'asc'
    return paginated(p, m.total, await listItemsById(db, pageIds(kept, ascending, p.offset, p.limit), where, lang))
  }
  // more matches than are kept: walk the sort's index. The limit is a literal (1–50): a LIMIT
  // parameter keeps PostgreSQL from reusing the plan.
  const list = await shapedRows<ListItemRow>(db, sql`select ${listItemColumnsIn(lang)} from ${GOODS_FROM} where ${where}
    order by ${goodsOrder(sort, order)} limit ${sql.raw(String(p.limit))} offset ${p.offset}`)
  return paginated(p, m.total, list.map(toListItem))
}

/**
 * The list items of these goods in this order, read now and checked against the filter again: the
 * ids may be a few seconds old (matches.ts), so a goods that no longer matches — taken off sale,
 * its shop closed, its title edited — is left out.
 */
async function listItemsById (db: Db, ids: number[], where: SQL, lang: Lang): Promise<GoodsListItem[]> {
  if (ids.length === 0) return []
  const found = await shapedRows<ListItemRow>(db, sql`select ${listItemColumnsIn(lang)} from ${GOODS_FROM}
    where g.id = any(${intArray(ids)}::int[]) and ${where}`)
  const byId = new Map(found.map((r) => [r.id, r]))
  return ids.flatMap((id) => {
    const r = byId.get(id)
    return r === undefined ? [] : [toListItem(r)]
  })
}

/** product/drawer: the brands and attributes of the goods the list would show. */
export async function drawer (db: Db, f: GoodsFilter, lang: Lang = 'zh'): Promise<DrawerData> {
  const found = await shapedRows<{ categoryId: number, brandId: number | null }>(db, sql`
    select distinct g.category_id as "categoryId", g.brand_id as "brandId" from ${GOODS_FROM}
    where ${goodsConditions(f, await categoryIndex(db))} limit 1000`)
  const categoryIds = [...new Set(found.map((r) => r.categoryId))]
  const brandIds = [...new Set(found.flatMap((r) => r.brandId === null ? [] : [r.brandId]))]
  const [brandRows, attrRows] = await Promise.all([
    brandIds.length === 0
      ? []
      : db.select({ id: brands.id, name: colIn(lang, brands.name, brands.nameEn), image: brands.image }).from(brands)
        .where(and(inArray(brands.id, brandIds), eq(brands.state, 1))).orderBy(asc(brands.id)),
    categoryIds.length === 0
      ? []
      : db.select({ name: colIn(lang, categoryAttributes.name, categoryAttributes.nameEn), values: categoryAttributes.values, valuesEn: categoryAttributes.valuesEn })
        .from(categoryAttributes)
        .where(inArray(categoryAttributes.categoryId, categoryIds)).orderBy(asc(categoryAttributes.id))
  ])
  // categories sharing an attribute name share one drawer row with the union of their values
  const merged = new Map<string, Set<string>>()
  for (const a of attrRows) {
    const set = merged.get(a.name) ?? new Set<string>()
    const values = Array.isArray(a.values) ? a.values.filter((v) => typeof v === 'string') : []
    for (const v of listIn(lang, values, a.valuesEn)) set.add(v)
    merged.set(a.name, set)
  }
  return {
    brand: brandRows,
    attribute: [...merged].map(([name, values]) => ({ name, values: [...values] }))
  }
}

/** A page of goods cards over GOODS_FROM with extra conditions and an order, with the total. */
async function cardPage (db: Db, where: SQL, orderBy: SQL, p: Page, totalKey: string | null, lang: Lang): Promise<GoodsPage> {
  const [total, list] = await Promise.all([
    totalKey === null ? countNow(db, where) : countGoods(db, totalKey, where),
    p.beyond
      ? []
      : shapedRows<CardRow>(db, sql`select ${cardColumnsIn(lang)} from ${GOODS_FROM} where ${where}
          order by ${orderBy} limit ${sql.raw(String(p.limit))} offset ${p.offset}`)
  ])
  return paginated(p, total, list.map(toCard))
}

/** How long a list total may be reused: paging through a list asks for the same total again. */
const totals = new BriefCache<number>(MATCHES_TTL_MS, 2_000)

/**
 * The number of goods over GOODS_FROM matching `where`, shared for a few seconds by requests with
 * the same conditions (every page and sort of one list), so a page costs one query, not two.
 * `key` names the conditions (e.g. the filter as JSON).
 */
async function countGoods (db: Db, key: string, where: SQL): Promise<number> {
  return await totals.get(db, key, async () => await countNow(db, where))
}

/**
 * For modules that change goods, shops or categories (merchant uploads, admin): this instance
 * forgets its shared list matches and totals, shop goods counts and category tree at once (other
 * instances catch up within seconds).
 */
export function forgetCatalogCaches (db: Db): void {
  totals.forget(db)
  forgetMatches(db)
  shopCounts.forget(db)
  forgetCategories(db)
}

async function countNow (db: Db, where: SQL): Promise<number> {
  return (await shapedRows<{ n: number }>(db, sql`select count(*)::int as n from ${GOODS_FROM} where ${where}`))[0]?.n ?? 0
}

function rate (good: number, total: number): string {
  return total === 0 ? '0.0' : (Math.round(good * 1000 / total) / 10).toFixed(1)
}

interface StatsRow { total: number, good: number, pertinent: number, poor: number, figure: number }

function statistics (s: StatsRow): CommentStatistics {
  return { rate: rate(s.good, s.total), total: s.total, good: s.good, pertinent: s.pertinent, poor: s.poor, figure: s.figure }
}

/** SQL: comment counts of goods `g` (a row alias in scope) as JSON. */
const STATS_JSON = sql.raw(`(select json_build_object(
    'total', count(*), 'good', count(*) filter (where m.state = 0), 'pertinent', count(*) filter (where m.state = 1),
    'poor', count(*) filter (where m.state = 2), 'figure', count(*) filter (where m.images <> '[]'::jsonb))
  from goods_comments m where m.goods_id = g.id and m.status = 'normal')`)

/**
 * SQL: a comment row `m` joined with its author `u`, as a GoodsComment. An anonymous review shows
 * the name masked to its first and last character ("张***三"), no avatar and no user id.
 */
const COMMENT_JSON = sql.raw(`json_build_object(
    'id', m.id, 'anonymous', m.anonymous,
    'user', case when m.anonymous
      then json_build_object('id', 0, 'avatar', '', 'nickname', case when char_length(u.nickname) <= 1
        then u.nickname || '***' else left(u.nickname, 1) || '***' || right(u.nickname, 1) end)
      else json_build_object('id', u.id, 'nickname', u.nickname, 'avatar', u.avatar) end,
    'state', m.state, 'content', m.content, 'images', m.images, 'sku', m.sku, 'score', m.score::text, 'createtime', m.created_at)`)

/** SQL: a goods row `x` joined with its shop `xs`, as a GoodsCard (title by the detail's $en flag). */
function cardJson (title: SQL): SQL {
  return sql`json_build_object(
    'id', x.id, 'title', ${title}, 'image', x.image, 'price', x.price::text, 'bbt_price', x.bbt_price::text,
    'market_price', x.market_price::text, 'sales', x.sales, 'shop_id', x.shop_id, 'shop_name', xs.shopname)`
}

export const SHOP_RECOMMEND = 6
export const DETAIL_COMMENTS = 3

type DetailRow = Omit<GoodsDetail, 'comment_list'> & { statistics: StatsRow, comments: GoodsComment[] }

/** How long the goods counts of shops on a detail page may lag behind (they are display figures). */
const SHOP_COUNTS_TTL_MS = 60_000
const shopCounts = new BriefCache<Map<number, number>>(SHOP_COUNTS_TTL_MS, 1)

/**
 * Goods on sale per shop, for the shop card of the detail page: one grouped count for all shops,
 * shared for a minute and renewed in the background (counting a shop's goods on every view was the
 * largest part of the page's database time). shop/getShopInfo counts live.
 */
async function shopGoodsCount (db: Db, shopId: number): Promise<number> {
  const counts = await shopCounts.get(db, 'all', async () => {
    const list = await rows<{ shopId: number, n: number }>(db, sql`
      select shop_id as "shopId", count(*)::int as n from goods where status = 'normal' group by shop_id`)
    return new Map(list.map((r) => [r.shopId, r.n]))
  })
  return counts.get(shopId) ?? 0
}

/**
 * product/goods: the detail page in one prepared statement (SKUs, coupons, shop, comments,
 * recommendations), shared with the detail pages asked for at the same moment (detailLoader). The
 * view is counted in memory (ViewCounter), and a signed-in caller's footprint is written alongside
 * — on a re-view moved to now and given a new id, so it also sorts first among views of the same
 * second.
 */
export async function goodsDetail (db: Db, views: ViewCounter, id: number, userId: number | null, lang: Lang = 'zh'): Promise<GoodsDetail | Refusal> {
  const t = now()
  const [detailRow] = await Promise.all([
    detailLoader(db).load({ id, uid: userId ?? 0, lang }),
    userId === null ? null : db.execute(sql`
      insert into footprints (user_id, goods_id, goods_type, created_at)
      select ${userId}, g.id, 'goods', ${t} from goods g join shops s on s.id = g.shop_id
      where g.id = ${id} and g.status = 'normal' and s.status = 'normal'
      on conflict (user_id, goods_type, goods_id) do update set created_at = excluded.created_at, id = excluded.id`)
  ])
  if (detailRow === null) return refuse('goods.not_found')
  const { statistics: stats, comments, ...detail } = detailRow
  detail.views += views.add(id)
  detail.shop.goods_count = await shopGoodsCount(db, detail.shop.id)
  // merchant HTML: served allow-list sanitized, and as RichText nodes (lib/rich-text.ts)
  return { ...detail, content: sanitizeRichHtml(detail.content), content_nodes: richNodes(detail.content), comment_list: { statistics: statistics(stats), data: comments } }
}

interface DetailAsk { id: number, uid: number, lang: Lang }

/** At most this many detail pages in one statement; a bigger wave is split over several connections. */
const DETAIL_BATCH = 64

/**
 * Detail pages asked for while the event loop reads its sockets go to PostgreSQL together, in one
 * statement, once that round is over (setImmediate): under load one round trip serves several
 * requests, where each round trip, not the reading, was most of a page's cost (on the benchmark's
 * two processes: 2.3× the pages a second, each for half the server CPU and a third of PostgreSQL's).
 * Nothing is cached: each request reads rows as they are after it arrived.
 */
function detailLoader (db: Db): DataLoader<DetailAsk, DetailRow | null> {
  let loader = detailLoaders.get(db)
  if (loader === undefined) {
    loader = new DataLoader(async (asks) => {
      const found = await preparedRows<{ detail: DetailRow, n: number }>(db, 'goods_detail', detailQuery([...asks], now()))
      const byAsk = new Map(found.map((r) => [r.n, r.detail]))
      return asks.map((_, i) => byAsk.get(i + 1) ?? null)
    }, { cache: false, maxBatchSize: DETAIL_BATCH, batchScheduleFn: (run) => { setImmediate(run) } })
    detailLoaders.set(db, loader)
  }
  return loader
}
const detailLoaders = new WeakMap<Db, DataLoader<DetailAsk, DetailRow | null>>()

/**
 * The detail of every goods asked for in one batch (detailLoader): row `n` answers ask `n`
 * (its goods, its caller and its language). Limits are literals: a LIMIT parameter would make
 * PostgreSQL re-plan the prepared statement every time; everything else is an array parameter, so
 * every batch, of any size, shares the one statement.
 */
function detailQuery (asks: DetailAsk[], t: number): SQL {
  /** `col` or, for an English reader, its non-empty `_en` twin */
  const tr = (col: string): SQL => sql`(case when g.ask_en then coalesce(nullif(${sql.raw(col)}_en, ''), ${sql.raw(col)}) else ${sql.raw(col)} end)`
  return sql`
    with recursive ask as (
      select * from unnest(${intArray(asks.map((a) => a.id))}::int[], ${intArray(asks.map((a) => a.uid))}::int[],
        ${`{${asks.map((a) => a.lang === 'en').join(',')}}`}::boolean[]) with ordinality as ask(id, uid, en, n)
    ), g as (
      select g.*, ask.uid as ask_uid, ask.en as ask_en, ask.n as ask_n from ask join goods g on g.id = ask.id
      join shops s on s.id = g.shop_id
      where g.status = 'normal' and s.status = 'normal'
    ), anc as (
      select id as root, id, pid from categories where id in (select category_id from g)
      union
      select anc.root, c.id, c.pid from categories c join anc on c.id = anc.pid
    )
    select json_build_object(
      'id', g.id, 'title', ${tr('g.title')}, 'image', g.image, 'images', g.images, 'description', ${tr('g.description')},
      'content', ${tr('g.content')}, 'price', g.price::text, 'bbt_price', g.bbt_price::text, 'market_price', g.market_price::text,
      'sales', g.sales, 'views', coalesce((select v.views from goods_views v where v.goods_id = g.id), 0), 'like', g.like, 'stock_method', g.stock_method, 'pickup', g.pickup,
      'status', g.status,
      'stock', (select coalesce(sum(k.stock), 0)::int from goods_sku k where k.goods_id = g.id and k.state = 0),
      'category', (select json_build_object('id', c.id, 'name', ${tr('c.name')}) from categories c where c.id = g.category_id),
      'brand', (select json_build_object('id', b.id, 'name', ${tr('b.name')}, 'image', b.image) from brands b where b.id = g.brand_id),
      'spu', coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name, 'item', p.item) order by p.id)
        from goods_spu p where p.goods_id = g.id), '[]'),
      'sku', coalesce((select json_agg(json_build_object('id', k.id, 'difference', k.difference, 'image', k.image,
          'price', k.price::text, 'bbt_price', k.bbt_price::text, 'market_price', k.market_price::text, 'stock', k.stock) order by k.id)
        from goods_sku k where k.goods_id = g.id and k.state = 0), '[]'),
      -- the shop's coupons and the platform's (shop_id null, sent as 0) that cover this product
      'coupon', coalesce((select json_agg(json_build_object('id', c.id, 'shop_id', coalesce(c.shop_id, 0), 'type', c.type, 'name', ${tr('c.name')},
          'price', c.price::text, 'discount', c.discount::text, 'limit', c.limit::text, 'pretype', c.pretype,
          'validity', c.validity, 'startdate', c.startdate, 'enddate', c.enddate,
          'surplus', case when c.grant_total = -1 then -1 else c.surplus end) order by c.id)
        from coupon_templates c
        where (c.shop_id = g.shop_id or c.shop_id is null) and c.status = 'normal' and (c.enddate is null or c.enddate > ${t}::bigint)
          and (c.grant_total = -1 or c.surplus > 0)
          and (c.rangetype = 'all'
            or (c.rangetype = 'goods' and c.range @> to_jsonb(g.id))
            or (c.rangetype = 'category' and exists (select 1 from anc where anc.root = g.category_id and c.range @> to_jsonb(anc.id))))), '[]'),
      'follow', exists (select 1 from goods_follows f where f.user_id = g.ask_uid and f.goods_id = g.id and f.goods_type = 'goods'),
      'shop', (select json_build_object('id', s.id, 'shopname', s.shopname, 'avatar', s.avatar, 'isself', s.is_self,
          'city', s.city, 'like', s.like,
          'score_describe', s.score_describe::text, 'score_service', s.score_service::text, 'score_deliver', s.score_deliver::text,
          'isFollow', exists (select 1 from shop_follows sf where sf.user_id = g.ask_uid and sf.shop_id = s.id))
        from shops s where s.id = g.shop_id),
      'statistics', ${STATS_JSON},
      'comments', coalesce((select json_agg(${COMMENT_JSON} order by m.created_at desc, m.id desc) from (
          select * from goods_comments m where m.goods_id = g.id and m.status = 'normal'
          order by m.created_at desc, m.id desc limit ${sql.raw(String(DETAIL_COMMENTS))}) m
        join users u on u.id = m.user_id), '[]'),
      'shop_recommend', coalesce((select json_agg(${cardJson(tr('x.title'))} order by x.sales desc, x.id desc) from (
          select * from goods x where x.shop_id = g.shop_id and x.status = 'normal' and x.id <> g.id
          order by x.sales desc, x.id desc limit ${sql.raw(String(SHOP_RECOMMEND))}) x
        join shops xs on xs.id = x.shop_id), '[]')
    ) as detail, g.ask_n::int as n
    from g`
}

const TAG_CONDITIONS: Record<CommentTag, string> = {
  all: 'true',
  good: 'm.state = 0',
  pertinent: 'm.state = 1',
  poor: 'm.state = 2',
  figure: `m.images <> '[]'::jsonb`
}

const TAG_TOTAL: Record<CommentTag, keyof StatsRow> = { all: 'total', good: 'good', pertinent: 'pertinent', poor: 'poor', figure: 'figure' }

/** product/comment: one page of a goods' comments under a tag, and the counts of every tag. */
export async function commentPage (db: Db, goodsId: number, tag: CommentTag, p: Page): Promise<CommentPage | Refusal> {
  const [statsRows, list] = await Promise.all([
    rows<{ stats: StatsRow }>(db, sql`select ${STATS_JSON} as stats from goods g where g.id = ${goodsId} and g.status = 'normal'`),
    p.beyond
      ? []
      : rows<{ c: GoodsComment }>(db, sql`
          select ${COMMENT_JSON} as c from goods_comments m join users u on u.id = m.user_id
          where m.goods_id = ${goodsId} and m.status = 'normal' and ${sql.raw(TAG_CONDITIONS[tag])}
          order by m.created_at desc, m.id desc limit ${p.limit} offset ${p.offset}`)
  ])
  const stats = statsRows[0]?.stats
  if (stats === undefined) return refuse('goods.not_found')
  return {
    comment: paginated(p, stats[TAG_TOTAL[tag]], list.map((r) => r.c)),
    statistics: statistics(stats)
  }
}

/** Categories a user has shown interest in: those of their latest footprints and favourites. */
async function interests (db: Db, userId: number): Promise<number[]> {
  const [viewed, liked] = await Promise.all([
    db.select({ categoryId: goods.categoryId }).from(footprints).innerJoin(goods, eq(goods.id, footprints.goodsId))
      .where(and(eq(footprints.userId, userId), eq(footprints.goodsType, 'goods')))
      .orderBy(desc(footprints.createdAt), desc(footprints.id)).limit(20),
    db.select({ categoryId: goods.categoryId }).from(goodsFollows).innerJoin(goods, eq(goods.id, goodsFollows.goodsId))
      .where(and(eq(goodsFollows.userId, userId), eq(goodsFollows.goodsType, 'goods')))
      .orderBy(desc(goodsFollows.createdAt), desc(goodsFollows.id)).limit(20)
  ])
  return [...new Set([...viewed, ...liked].map((r) => r.categoryId))]
}

/**
 * product/likes ("guess you like"): for a signed-in user, goods from the categories they viewed or
 * favourited first, then the best sellers; for everyone else the best sellers. The order is total
 * (ends in id), so pages never repeat an item.
 */
export async function likes (db: Db, userId: number | null, p: Page, lang: Lang = 'zh'): Promise<GoodsPage> {
  const [cats, index] = await Promise.all([userId === null ? [] : interests(db, userId), categoryIndex(db)])
  const where = goodsConditions({ words: [], attrs: [] }, index)
  const orderBy = cats.length === 0
    ? sql`g.sales desc, g.id desc`
    : sql`case when g.category_id = any(${intArray(cats)}::int[]) then 0 else 1 end, g.sales desc, g.id desc`
  // everyone shares the total (all goods on sale); the order is what differs
  return await cardPage(db, where, orderBy, p, 'likes', lang)
}

/** product/followFeed: the newest goods of the shops a user follows. */
export async function followFeed (db: Db, userId: number, p: Page, lang: Lang = 'zh'): Promise<GoodsPage> {
  const where = sql`${goodsConditions({ words: [], attrs: [] }, await categoryIndex(db))}
    and g.shop_id in (select f.shop_id from shop_follows f where f.user_id = ${userId})`
  // counted live: the total changes as soon as the user follows or leaves a shop
  return await cardPage(db, where, sql`g.created_at desc, g.id desc`, p, null, lang)
}

/** common/category: a category with its children and a page of the goods of its sub-tree. */
export async function categoryPage (db: Db, id: number, p: Page, lang: Lang = 'zh'): Promise<CategoryPage | Refusal> {
  const [category, list] = await Promise.all([
    categoryIndex(db).then((index) => categoryNodeOf(index, id, lang)),
    goodsList(db, { words: [], attrs: [], categoryId: id }, 'composite', 'desc', p, lang)
  ])
  if (category === null) return refuse('category.not_found')
  const cards: GoodsCard[] = list.data.map(({ category_id: _c, comment: _n, praise: _p, shop_city: _s, shop_isself: _i, ...card }) => card)
  return { category, goods: { ...list, data: cards } }
}
