import { and, eq, sql } from 'drizzle-orm'
import type { CartLine, CartStorageResult } from '../../../types/order'
import type { Db } from '../../db/client'
import { carts } from '../../db/schema'
import { colIn } from '../../lib/content'
import { refuse, type Refusal } from '../../lib/envelope'
import type { Lang } from '../../lib/i18n'
import { Decimal, money } from '../../lib/money'
import { intArray, rows } from '../../lib/sql'
import { now } from '../../lib/time'
import { inTransaction } from '../../lib/tx'
import { loadLines, titleParams, validQuantity } from '../order/lines'

// The server cart of a signed-in user: one line per SKU. cart/synchro merges what the device kept
// while logged out (lines the server lacks are added; bad lines are skipped) and answers the whole
// cart; cart/storage applies one change.

const MAX_ID = 2_147_483_647
const validId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 1 && v <= MAX_ID

interface CartRow {
  goodsId: number
  shopId: number
  shopName: string
  skuId: number
  title: string
  image: string
  difference: string[]
  price: string
  stock: number
  number: number
}

/** The cart as the client shows it: goods on sale with stock, quantities capped at the stock. */
export async function cartLines (db: Db, userId: number, lang: Lang): Promise<CartLine[]> {
  const found = await rows<CartRow>(db, sql`
    select c.goods_id as "goodsId", g.shop_id as "shopId", s.shopname as "shopName", c.sku_id as "skuId", ${colIn(lang, sql`g.title`, sql`g.title_en`)} as title,
      case when k.image <> '' then k.image else g.image end as image, k.difference, k.price::text as price, k.stock, c.number
    from carts c join goods g on g.id = c.goods_id join shops s on s.id = g.shop_id
    join goods_sku k on k.id = c.sku_id and k.goods_id = c.goods_id and k.state = 0
    where c.user_id = ${userId} and g.status = 'normal' and s.status = 'normal' and k.stock > 0
    order by c.created_at desc, c.id desc`)
  return found.map((r) => {
    const number = Math.min(r.number, r.stock)
    return {
      goods_id: r.goodsId,
      shop_id: r.shopId,
      shop_name: r.shopName,
      sku_id: r.skuId,
      title: r.title,
      image: r.image,
      sku: { id: r.skuId, price: money(r.price), difference: r.difference, stock: r.stock },
      number,
      sum: money(new Decimal(r.price).mul(number)),
      checked: false
    }
  })
}

export interface LocalLine { goods_id: unknown, sku_id: unknown, number: unknown, shop_id?: unknown }

/** cart/synchro: add the device's lines the server cart lacks (insert-if-absent), skip bad ones. */
export async function syncCart (db: Db, userId: number, local: LocalLine[] | null, lang: Lang): Promise<CartLine[]> {
  const t = now()
  for (const l of local ?? []) {
    if (!validId(l.goods_id) || !validId(l.sku_id) || !validQuantity(l.number)) continue
    const lines = await loadLines(db, [{ goods_id: l.goods_id, sku_id: l.sku_id, number: l.number }])
    if ('refusal' in lines) continue
    const line = lines[0]
    if (line.stock < 1) continue
    await db.insert(carts).values({ userId, shopId: line.shopId, goodsId: line.goodsId, skuId: line.skuId, number: Math.min(line.number, line.stock), createdAt: t })
      .onConflictDoNothing()
  }
  return await cartLines(db, userId, lang)
}

export type StorageChange =
  | { type: 'empty' }
  | { type: 'add', goods_id: number, sku_id: number, number: number }
  | { type: 'bcadd' | 'bcsub', goods_id: number, sku_id: number, number: number }
  | { type: 'del' | 'follow', pairs: Array<{ goods_id: number, sku_id: number }> }

/** cart/storage */
export async function changeCart (db: Db, userId: number, c: StorageChange): Promise<CartStorageResult | Refusal> {
  switch (c.type) {
    case 'empty':
      await db.delete(carts).where(eq(carts.userId, userId))
      return null
    case 'add': {
      const lines = await loadLines(db, [{ goods_id: c.goods_id, sku_id: c.sku_id, number: c.number }])
      if ('refusal' in lines) return lines
      const line = lines[0]
      if (line.stock < 1) return refuse('goods.stock_short', titleParams(line))
      // the same SKU adds to its line, never past the stock
      await db.execute(sql`
        insert into carts (user_id, shop_id, goods_id, sku_id, number, created_at)
        values (${userId}, ${line.shopId}, ${line.goodsId}, ${line.skuId}, ${Math.min(line.number, line.stock)}, ${now()})
        on conflict (user_id, sku_id) do update set number = least(carts.number + excluded.number, ${line.stock})`)
      return null
    }
    case 'bcadd':
    case 'bcsub': {
      const lines = await loadLines(db, [{ goods_id: c.goods_id, sku_id: c.sku_id, number: 1 }])
      if ('refusal' in lines) return lines
      const stock = lines[0].stock
      if (!validQuantity(c.number) || c.number > stock) return refuse('cart.quantity_range', { stock: Math.max(stock, 1) })
      const changed = await db.update(carts).set({ number: c.number })
        .where(and(eq(carts.userId, userId), eq(carts.skuId, c.sku_id), eq(carts.goodsId, c.goods_id))).returning({ id: carts.id })
      return changed.length === 0 ? refuse('cart.line_not_found') : null
    }
    case 'del':
      await deleteLines(db, userId, c.pairs)
      return null
    case 'follow':
      return await inTransaction(db, async (tx) => {
        const goodsIds = [...new Set(c.pairs.map((p) => p.goods_id))]
        // favourites for goods on sale not yet followed; goods.like follows in the same transaction
        const added = await rows<{ goodsId: number }>(tx, sql`
          insert into goods_follows (user_id, goods_id, goods_type, created_at)
          select ${userId}, g.id, 'goods', ${now()} from goods g join shops s on s.id = g.shop_id
          where g.id = any(${intArray(goodsIds)}::int[]) and g.status = 'normal' and s.status = 'normal'
          order by g.id
          on conflict (user_id, goods_id, goods_type) do nothing
          returning goods_id as "goodsId"`)
        for (const id of added.map((a) => a.goodsId).sort((a, b) => a - b)) {
          await tx.execute(sql`update goods set "like" = "like" + 1 where id = ${id}`)
        }
        await deleteLines(tx, userId, c.pairs)
        return { collection: added.length }
      })
  }
}

async function deleteLines (db: Db, userId: number, pairs: Array<{ goods_id: number, sku_id: number }>): Promise<void> {
  if (pairs.length === 0) return
  await db.execute(sql`
    delete from carts c using unnest(${intArray(pairs.map((p) => p.goods_id))}::int[], ${intArray(pairs.map((p) => p.sku_id))}::int[]) as x(goods_id, sku_id)
    where c.user_id = ${userId} and c.goods_id = x.goods_id and c.sku_id = x.sku_id`)
}
