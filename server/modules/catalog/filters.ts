import { sql, type SQL } from 'drizzle-orm'
import type { GoodsSort, SortOrder } from '../../../types/catalog'
import { refuse, type Refusal } from '../../lib/envelope'
import { rawIn } from '../../lib/content'
import type { Lang } from '../../lib/i18n'
import { containsPattern, intArray } from '../../lib/sql'
import { attrKey, namedIds, subtreeIds, type CategoryIndex } from './categories'

// The goods-list filters and sorts (product/lists, product/drawer, common/category, shop lists).
// Everything the client sends is validated into this shape first; the SQL below only ever binds it
// as parameters, and sorts come from a fixed table (WanlShop let clients name columns: never again).

export interface GoodsFilter {
  /**
   * every word must hit the title (Chinese or the merchant's English one) or the name (either
   * language) of the goods' category or one of its ancestors
   */
  words: string[]
  categoryId?: number
  brandId?: number
  /** attribute name → value, all must match */
  attrs: Array<[string, string]>
  /** decimal strings */
  priceMin?: string
  priceMax?: string
  shopId?: number
  shopCategoryId?: number
}

export const MAX_WORDS = 5
export const MAX_ATTRS = 10
export const MAX_ATTR_TEXT = 50

/** `"  5G  手机 5G "` → `['5G', '手机']` (at most 5 distinct words). */
export function searchWords (search: string | undefined): string[] {
  if (search === undefined) return []
  const words = search.split(/[\s\u3000]+/).filter((w) => w !== '')
  return [...new Set(words)].slice(0, MAX_WORDS)
}

/**
 * The drawer's attribute filter: a JSON object of up to 10 `name: value` text pairs, each at most
 * 50 characters. Anything else is refused (never passed on).
 */
export function parseAttrs (text: string | undefined): Array<[string, string]> | Refusal {
  if (text === undefined || text.trim() === '') return []
  let value: unknown
  try { value = JSON.parse(text) } catch { return refuse('filter.attrs_invalid') }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return refuse('filter.attrs_invalid')
  const pairs = Object.entries(value)
  if (pairs.length > MAX_ATTRS) return refuse('filter.attrs_invalid')
  const out: Array<[string, string]> = []
  for (const [k, v] of pairs) {
    if (typeof v !== 'string') return refuse('filter.attrs_invalid')
    const key = k.trim()
    const val = v.trim()
    if (key === '' || val === '' || key.length > MAX_ATTR_TEXT || val.length > MAX_ATTR_TEXT) return refuse('filter.attrs_invalid')
    out.push([key, val])
  }
  return out
}

function inIds (ids: number[]): SQL {
  return ids.length === 0 ? sql`false` : sql`g.category_id = any(${intArray(ids)}::int[])`
}

function shopCategorySubtree (id: number): SQL {
  return sql`(with recursive sub(id) as (
    select ${id}::int union select c.id from shop_categories c join sub on c.pid = sub.id
  ) select id from sub)`
}

/**
 * The two-character pieces of a word as cjk_bigrams() (migration 0001) makes them from titles, or
 * null when there are none (one character) or when lower-casing could differ between JavaScript
 * and the database (cased letters outside ASCII): such words are matched by LIKE alone.
 */
export function bigrams (word: string): string[] | null {
  const chars = [...word]
  if (chars.length < 2) return null
  if (chars.some((c) => c.charCodeAt(0) > 0x7f && c.toLowerCase() !== c.toUpperCase())) return null
  const lower = chars.map((c) => c.toLowerCase())
  const out = new Set<string>()
  for (let i = 0; i + 1 < lower.length; i++) {
    const g = lower[i] + lower[i + 1]
    if (!/\s/.test(g)) out.add(g)
  }
  return out.size === 0 ? null : [...out]
}

/** A regular expression (PostgreSQL ARE) for `word`, taken literally, at the start of a word. */
export function wordStartRegex (word: string): string {
  return `(^|[^[:alnum:]])${word.replace(/[\\^$.|?*+()[\]{}]/g, (c) => `\\${c}`)}`
}

/** A text[] parameter in array syntax, every element quoted. */
function textArray (items: string[]): string {
  return `{${items.map((t) => `"${t.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`
}

/** The FROM of every goods list: goods `g` in shop `s`. */
export const GOODS_FROM = sql`goods g join shops s on s.id = g.shop_id`

/**
 * WHERE conditions over GOODS_FROM: on sale, in an open shop, and the filter. Category sub-trees
 * come from the category index as id arrays; every value is a bound parameter.
 */
export function goodsConditions (f: GoodsFilter, index: CategoryIndex): SQL {
  const conds: SQL[] = [sql`g.status = 'normal' and s.status = 'normal'`]
  for (const word of f.words) {
    const named = namedIds(index, word)
    // LIKE when the word has no letter case (Chinese): same matches, without lower-casing every title.
    // Both titles: title_grams holds the pieces of both, so the index still narrows first.
    // An English title matches at the start of a word, like English category names ("phone" finds
    // "Kids' Phone Watch", not "Headphones"); a Chinese title anywhere.
    const pattern = containsPattern(word)
    const like = word.toLowerCase() === word.toUpperCase()
      ? sql`(g.title like ${pattern} or g.title_en like ${pattern})`
      : sql`(g.title ilike ${pattern} or g.title_en ~* ${wordStartRegex(word)})`
    // two characters or more: the title_grams index narrows it down first
    const grams = bigrams(word)
    const title = grams === null ? like : sql`(g.title_grams @> ${textArray(grams)}::text[] and ${like})`
    // the category test first: it settles most rows without looking at the title
    conds.push(named.length === 0 ? title : sql`(${inIds(named)} or ${title})`)
  }
  if (f.categoryId !== undefined) conds.push(inIds(subtreeIds(index, f.categoryId)))
  if (f.brandId !== undefined) conds.push(sql`g.brand_id = ${f.brandId}`)
  for (const [k, v] of f.attrs) {
    // the drawer showed an English reader the English name and value: the goods carry the Chinese
    const pairs: Array<[string, string]> = [[k, v], ...(index.attrsFromEn.get(attrKey(k, v)) ?? [])]
    // a single value ("产地": "深圳") or one of several (["黑色", "白色"]); both use the GIN index
    conds.push(sql`(${sql.join(pairs.map(([name, value]) =>
      sql`g.attributes @> ${JSON.stringify({ [name]: value })}::jsonb or g.attributes @> ${JSON.stringify({ [name]: [value] })}::jsonb`), sql` or `)})`)
  }
  if (f.priceMin !== undefined) conds.push(sql`g.price >= ${f.priceMin}::numeric`)
  if (f.priceMax !== undefined) conds.push(sql`g.price <= ${f.priceMax}::numeric`)
  if (f.shopId !== undefined) conds.push(sql`g.shop_id = ${f.shopId}`)
  if (f.shopCategoryId !== undefined) conds.push(sql`g.shop_category_id in ${shopCategorySubtree(f.shopCategoryId)}`)
  return sql.join(conds, sql` and `)
}

/** The whitelisted sorts: each a fixed column list, ending in id so pages never overlap. */
const SORT_COLUMNS: Record<GoodsSort, string[]> = {
  composite: ['g.weigh', 'g.sales', 'g.id'],
  sales: ['g.sales', 'g.id'],
  price: ['g.price', 'g.id'],
  newest: ['g.created_at', 'g.id']
}

/** A whitelisted sort's direction: price cheapest first unless told otherwise, the others biggest/newest first. */
export function sortDirection (sort: GoodsSort, order?: SortOrder): SortOrder {
  return (order ?? (sort === 'price' ? 'asc' : 'desc')) === 'asc' ? 'asc' : 'desc'
}

/** ORDER BY of a whitelisted sort, in sortDirection's direction. */
export function goodsOrder (sort: GoodsSort = 'composite', order?: SortOrder): SQL {
  const dir = sortDirection(sort, order)
  return sql.raw(SORT_COLUMNS[sort].map((c) => `${c} ${dir}`).join(', '))
}

/**
 * Card columns of GOODS_FROM, named as CardRow / ListItemRow expect, the title in the reader's
 * language (one fixed SQL text per language, so each stays one prepared statement).
 */
const cardColumns = (lang: Lang): string => `g.id, ${rawIn(lang, 'g.title', 'g.title_en')} as title, g.image, g.price::text as price,
  g.bbt_price::text as "bbtPrice", g.market_price::text as "marketPrice", g.sales, g.shop_id as "shopId", s.shopname as "shopName"`
const CARD_COLUMNS_IN = { zh: sql.raw(cardColumns('zh')), en: sql.raw(cardColumns('en')) }
const LIST_ITEM_COLUMNS_IN = {
  zh: sql.raw(`${cardColumns('zh')}, g.category_id as "categoryId", g.comment, g.praise, s.city as "shopCity", s.is_self as "shopIsSelf"`),
  en: sql.raw(`${cardColumns('en')}, g.category_id as "categoryId", g.comment, g.praise, s.city as "shopCity", s.is_self as "shopIsSelf"`)
}
export function cardColumnsIn (lang: Lang): SQL { return CARD_COLUMNS_IN[lang] }
export function listItemColumnsIn (lang: Lang): SQL { return LIST_ITEM_COLUMNS_IN[lang] }
