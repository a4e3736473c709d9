import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { CollectItem, DeleteResult, FollowResult, FootprintItem } from '../../../types/catalog'
import type { Paginated } from '../../../types/envelope'
import type { Db } from '../../db/client'
import { footprints, goods, goodsFollows, shops } from '../../db/schema'
import { refuse, type Refusal } from '../../lib/envelope'
import type { Lang } from '../../lib/i18n'
import { paginated, type Page } from '../../lib/paging'
import { intArray, rows } from '../../lib/sql'
import { now } from '../../lib/time'
import { cardColumnsIn, toCard } from '../catalog/cards'

// Favourites ("collect") and footprints: rows owned by one user, every query bound to that user.

export type GoodsType = 'goods' | 'groups'

/**
 * product/follow: add the goods to the user's favourites, or take it out when it is there; goods.like
 * follows in the same transaction. Only goods on sale can be added.
 */
export async function toggleGoodsFollow (db: Db, userId: number, goodsId: number): Promise<FollowResult | Refusal> {
  return await db.transaction(async (tx) => {
    const removed = await tx.delete(goodsFollows)
      .where(and(eq(goodsFollows.userId, userId), eq(goodsFollows.goodsId, goodsId), eq(goodsFollows.goodsType, 'goods')))
      .returning({ id: goodsFollows.id })
    if (removed.length > 0) {
      const [g] = await tx.update(goods).set({ like: sql`greatest(${goods.like} - 1, 0)` }).where(eq(goods.id, goodsId)).returning({ like: goods.like })
      return { follow: false, like: g?.like ?? 0 }
    }
    const [target] = await tx.select({ like: goods.like }).from(goods)
      .innerJoin(shops, eq(shops.id, goods.shopId))
      .where(and(eq(goods.id, goodsId), eq(goods.status, 'normal'), eq(shops.status, 'normal'))).limit(1)
    if (target === undefined) return refuse('goods.not_found')
    const added = await tx.insert(goodsFollows).values({ userId, goodsId, goodsType: 'goods', createdAt: now() })
      .onConflictDoNothing().returning({ id: goodsFollows.id })
    if (added.length === 0) return { follow: true, like: target.like } // a concurrent request added it first
    const [g] = await tx.update(goods).set({ like: sql`${goods.like} + 1` }).where(eq(goods.id, goodsId)).returning({ like: goods.like })
    return { follow: true, like: g.like }
  })
}

/** product/collect: the user's favourites, newest first. */
export async function collectList (db: Db, userId: number, type: GoodsType, p: Page, lang: Lang = 'zh'): Promise<Paginated<CollectItem>> {
  // group-buy goods come with the group-buy module; until then that list is empty
  if (type === 'groups') return paginated(p, 0, [])
  const where = and(eq(goodsFollows.userId, userId), eq(goodsFollows.goodsType, type))
  const totalQuery = db.select({ n: count() }).from(goodsFollows)
    .innerJoin(goods, eq(goods.id, goodsFollows.goodsId)).innerJoin(shops, eq(shops.id, goods.shopId)).where(where)
  const [totalRows, list] = await Promise.all([
    totalQuery,
    p.beyond
      ? []
      : db.select({ ...cardColumnsIn(lang), collectId: goodsFollows.id, createdAt: goodsFollows.createdAt, goodsType: goodsFollows.goodsType })
        .from(goodsFollows).innerJoin(goods, eq(goods.id, goodsFollows.goodsId)).innerJoin(shops, eq(shops.id, goods.shopId))
        .where(where).orderBy(desc(goodsFollows.createdAt), desc(goodsFollows.id)).limit(p.limit).offset(p.offset)
  ])
  return paginated(p, Number(totalRows[0]?.n ?? 0), list.map((r) => ({
    ...toCard(r), collect_id: r.collectId, createtime: r.createdAt, goods_type: r.goodsType as GoodsType
  })))
}

/** product/collectDel: remove favourites by collect id — only the caller's rows; goods.like follows. */
export async function deleteCollects (db: Db, userId: number, ids: number[]): Promise<DeleteResult> {
  if (ids.length === 0) return { deleted: 0 }
  const [row] = await rows<{ n: number }>(db, sql`
    with d as (
      delete from goods_follows where user_id = ${userId} and id = any(${intArray(ids)}::int[])
      returning goods_id, goods_type
    ), liked as (
      update goods set "like" = greatest(goods."like" - x.n, 0)
      from (select goods_id, count(*)::int as n from d where goods_type = 'goods' group by goods_id) x
      where goods.id = x.goods_id
    )
    select count(*)::int as n from d`)
  return { deleted: row?.n ?? 0 }
}

/** product/footprint: what the user viewed, last view first. */
export async function footprintList (db: Db, userId: number, p: Page, lang: Lang = 'zh'): Promise<Paginated<FootprintItem>> {
  const where = and(eq(footprints.userId, userId), eq(footprints.goodsType, 'goods'))
  const [totalRows, list] = await Promise.all([
    db.select({ n: count() }).from(footprints)
      .innerJoin(goods, eq(goods.id, footprints.goodsId)).innerJoin(shops, eq(shops.id, goods.shopId)).where(where),
    p.beyond
      ? []
      : db.select({ ...cardColumnsIn(lang), footprintId: footprints.id, createdAt: footprints.createdAt })
        .from(footprints).innerJoin(goods, eq(goods.id, footprints.goodsId)).innerJoin(shops, eq(shops.id, goods.shopId))
        .where(where).orderBy(desc(footprints.createdAt), desc(footprints.id)).limit(p.limit).offset(p.offset)
  ])
  return paginated(p, Number(totalRows[0]?.n ?? 0), list.map((r) => ({ ...toCard(r), footprint_id: r.footprintId, createtime: r.createdAt })))
}

/** product/footprintDel: some footprints by id, or all of them — only the caller's rows. */
export async function deleteFootprints (db: Db, userId: number, what: { ids?: number[], all?: boolean }): Promise<DeleteResult | Refusal> {
  if (what.all === true) {
    const gone = await db.delete(footprints).where(eq(footprints.userId, userId)).returning({ id: footprints.id })
    return { deleted: gone.length }
  }
  if (what.ids === undefined || what.ids.length === 0) return refuse('list.delete_nothing')
  const gone = await db.delete(footprints)
    .where(and(eq(footprints.userId, userId), sql`${footprints.id} = any(${intArray(what.ids)}::int[])`))
    .returning({ id: footprints.id })
  return { deleted: gone.length }
}
