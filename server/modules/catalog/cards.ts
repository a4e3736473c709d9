import type { GoodsCard } from '../../../types/common'
import type { GoodsListItem } from '../../../types/catalog'
import type { SQL } from 'drizzle-orm'
import { goods, shops } from '../../db/schema'
import { colIn } from '../../lib/content'
import type { Lang } from '../../lib/i18n'
import { money as decimalMoney } from '../../lib/money'

// Goods cards and list items: the Drizzle columns of a card (goods inner join shops), the row
// shapes (also produced by the raw list SQL in filters.ts) and their wire form.

/** numeric(18,2) text is already in wire form ("12.50"); anything else goes through decimal.js. */
function money (v: string): string {
  return /^\d+\.\d\d$/.test(v) ? v : decimalMoney(v)
}

export const cardColumns = {
  id: goods.id,
  title: goods.title,
  image: goods.image,
  price: goods.price,
  bbtPrice: goods.bbtPrice,
  marketPrice: goods.marketPrice,
  sales: goods.sales,
  shopId: goods.shopId,
  shopName: shops.shopname
}

/** cardColumns with the title in the reader's language (the merchant's English title when there is one). */
export function cardColumnsIn (lang: Lang): Omit<typeof cardColumns, 'title'> & { title: SQL<string> } {
  return { ...cardColumns, title: colIn(lang, goods.title, goods.titleEn) }
}

export interface CardRow {
  id: number
  title: string
  image: string
  price: string
  bbtPrice: string
  marketPrice: string
  sales: number
  shopId: number
  shopName: string
}

export function toCard (r: CardRow): GoodsCard {
  return {
    id: r.id,
    title: r.title,
    image: r.image,
    price: money(r.price),
    bbt_price: money(r.bbtPrice),
    market_price: money(r.marketPrice),
    sales: r.sales,
    shop_id: r.shopId,
    shop_name: r.shopName
  }
}

export interface ListItemRow extends CardRow {
  categoryId: number
  comment: number
  praise: number
  shopCity: string
  shopIsSelf: boolean
}

export function toListItem (r: ListItemRow): GoodsListItem {
  // one object literal (a list page makes 15 of them per request)
  return {
    id: r.id,
    title: r.title,
    image: r.image,
    price: money(r.price),
    bbt_price: money(r.bbtPrice),
    market_price: money(r.marketPrice),
    sales: r.sales,
    shop_id: r.shopId,
    shop_name: r.shopName,
    category_id: r.categoryId,
    comment: r.comment,
    praise: r.praise,
    shop_city: r.shopCity,
    shop_isself: r.shopIsSelf
  }
}
