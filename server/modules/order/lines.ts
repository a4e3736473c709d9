import { sql, type SQL } from 'drizzle-orm'
import type { CheckoutItem } from '../../../types/order'
import type { Db } from '../../db/client'
import { refuse, type Refusal } from '../../lib/envelope'
import type { MsgParams } from '../../lib/i18n'
import { intArray, preparedRows, rows } from '../../lib/sql'

// What a checkout names (goods, SKU, quantity), checked against the catalogue: the goods exist and
// are on sale in an open shop, the SKU belongs to the goods (the study's price hole), quantities are
// positive integers. Stock is taken and given back here, one SKU at a time in id order, each a
// conditional UPDATE — concurrent checkouts lock SKUs in the same order and never oversell.

export interface Line {
  goodsId: number
  skuId: number
  number: number
  shopId: number
  shopName: string
  shopCity: string
  title: string
  /** the merchant's English title ('' = none) */
  titleEn: string
  image: string
  difference: string[]
  price: string
  stock: number
  pickup: boolean
  stockMethod: 'porder' | 'payment'
}

const MAX_QUANTITY = 99_999

export function validQuantity (n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 1 && n <= MAX_QUANTITY
}

interface FoundRow {
  goodsId: number
  skuId: number
  gid: number | null
  title: string | null
  titleEn: string | null
  goodsImage: string | null
  goodsStatus: string | null
  shopStatus: string | null
  shopId: number | null
  shopName: string | null
  shopCity: string | null
  pickup: boolean | null
  stockMethod: string | null
  kid: number | null
  skuImage: string | null
  difference: string[] | null
  price: string | null
  stock: number | null
}

/** The same SKU twice is one item with the quantities added; every quantity in range. */
function mergeItems (items: CheckoutItem[]): CheckoutItem[] | Refusal {
  const merged = new Map<number, CheckoutItem>()
  for (const it of items) {
    if (!validQuantity(it.number)) return refuse('field.range', { field: 'number' })
    const seen = merged.get(it.sku_id)
    if (seen !== undefined) {
      if (seen.goods_id !== it.goods_id) return refuse('goods.sku_mismatch')
      seen.number += it.number
      if (!validQuantity(seen.number)) return refuse('field.range', { field: 'number' })
    } else {
      merged.set(it.sku_id, { ...it })
    }
  }
  return [...merged.values()]
}

/** The catalogue rows of the items (a FoundRow each, in their order), as SQL: `select … order by i.n`. */
function foundQuery (list: CheckoutItem[]): SQL {
  return sql`
    select i.n, i.goods_id as "goodsId", i.sku_id as "skuId", g.id as gid, g.title, g.title_en as "titleEn", g.image as "goodsImage", g.status as "goodsStatus",
      s.status as "shopStatus", s.id as "shopId", s.shopname as "shopName", s.city as "shopCity", g.pickup, g.stock_method as "stockMethod",
      k.id as kid, k.image as "skuImage", k.difference, k.price::text as price, k.stock
    from unnest(${intArray(list.map((l) => l.goods_id))}::int[], ${intArray(list.map((l) => l.sku_id))}::int[]) with ordinality as i(goods_id, sku_id, n)
    left join goods g on g.id = i.goods_id
    left join shops s on s.id = g.shop_id
    left join goods_sku k on k.id = i.sku_id and k.goods_id = i.goods_id and k.state = 0
    order by i.n`
}

function checkFound (list: CheckoutItem[], found: FoundRow[]): Line[] | Refusal {
  const out: Line[] = []
  for (const [i, r] of found.entries()) {
    if (r.gid === null) return refuse('goods.not_found')
    if (r.goodsStatus !== 'normal' || r.shopStatus !== 'normal') return refuse('goods.off_sale', titleParams(r))
    if (r.kid === null) return refuse('goods.sku_mismatch')
    out.push({
      goodsId: r.gid,
      skuId: r.kid,
      number: list[i].number,
      shopId: r.shopId!,
      shopName: r.shopName!,
      shopCity: r.shopCity ?? '',
      title: r.title!,
      titleEn: r.titleEn ?? '',
      image: r.skuImage !== null && r.skuImage !== '' ? r.skuImage : r.goodsImage!,
      difference: r.difference ?? [],
      price: r.price!,
      stock: r.stock!,
      pickup: r.pickup === true,
      stockMethod: r.stockMethod === 'payment' ? 'payment' : 'porder'
    })
  }
  return out
}

/**
 * The checked lines (the same SKU twice is one line with the quantities added), or the first
 * refusal: unknown goods, goods off sale, a SKU of other goods, a bad quantity.
 */
export async function loadLines (db: Db, items: CheckoutItem[]): Promise<Line[] | Refusal> {
  const list = mergeItems(items)
  if ('refusal' in list) return list
  return checkFound(list, await rows<FoundRow>(db, foundQuery(list)))
}

/**
 * loadLines() and more in ONE round trip: `extra` maps names to SQL expressions (scalar
 * subqueries, e.g. a JSON value) read in the same statement; prepared under `name` (the SQL text
 * must not vary with the values). The lines come back with the extra values.
 */
export async function loadLinesWith<X extends Record<string, unknown>> (db: Db, items: CheckoutItem[], name: string, extra: (goodsIds: SQL) => Record<keyof X, SQL>): Promise<{ lines: Line[], extra: X } | Refusal> {
  const list = mergeItems(items)
  if ('refusal' in list) return list
  const cols = Object.entries(extra(sql`${intArray(list.map((l) => l.goods_id))}::int[]`) as Record<string, SQL>)
  const [row] = await preparedRows<{ found: FoundRow[] } & X>(db, name, sql`
    select coalesce((select json_agg(f order by f.n) from (${foundQuery(list)}) f), '[]'::json) as found,
      ${sql.join(cols.map(([k, v]) => sql`${v} as ${sql.identifier(k)}`), sql`, `)}`)
  const lines = checkFound(list, row.found)
  if ('refusal' in lines) return lines
  return { lines, extra: row }
}

export interface StockLine { skuId: number, number: number }

export function bySku (lines: StockLine[]): StockLine[] {
  const m = new Map<number, number>()
  for (const l of lines) m.set(l.skuId, (m.get(l.skuId) ?? 0) + l.number)
  return [...m].map(([skuId, number]) => ({ skuId, number })).sort((a, b) => a.skuId - b.skuId)
}

/** Takes stock for every line or returns the first SKU that is short (the caller rolls back). */
export async function takeStock (tx: Db, lines: StockLine[]): Promise<number | null> {
  for (const l of bySku(lines)) {
    const done = await rows<{ id: number }>(tx, sql`
      update goods_sku set stock = stock - ${l.number} where id = ${l.skuId} and stock >= ${l.number} returning id`)
    if (done.length === 0) return l.skuId
  }
  return null
}

export async function giveBackStock (tx: Db, lines: StockLine[]): Promise<void> {
  for (const l of bySku(lines)) {
    await tx.execute(sql`update goods_sku set stock = stock + ${l.number} where id = ${l.skuId}`)
  }
}

/** A goods title as a message's `{title}`: the English message shows the English title when there is one. */
export function titleParams (l: { title: string | null, titleEn: string | null }): MsgParams {
  return { title: { zh: l.title ?? '', en: l.titleEn ?? '' } }
}

/** titleParams() of the goods an SKU belongs to. */
export async function titleParamsOfSku (db: Db, skuId: number): Promise<MsgParams> {
  const [row] = await rows<{ title: string, titleEn: string }>(db, sql`select g.title, g.title_en as "titleEn" from goods_sku k join goods g on g.id = k.goods_id where k.id = ${skuId}`)
  return titleParams(row ?? { title: '', titleEn: '' })
}
