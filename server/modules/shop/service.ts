import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import type { CategoryNode } from '../../../types/common'
import type { FollowedShop, ShopCard, ShopFollowResult, ShopInfo } from '../../../types/catalog'
import type { Paginated } from '../../../types/envelope'
import type { Db } from '../../db/client'
import { shopCategories, shopFollows, shops } from '../../db/schema'
import { colIn } from '../../lib/content'
import { refuse, type Refusal } from '../../lib/envelope'
import type { Lang } from '../../lib/i18n'
import { paginated, type Page } from '../../lib/paging'
import { now } from '../../lib/time'

// Shops as shoppers see them: the shop page, following a shop, the shops one follows.

const cardColumns = {
  id: shops.id,
  shopname: shops.shopname,
  avatar: shops.avatar,
  isSelf: shops.isSelf,
  city: shops.city,
  like: shops.like,
  scoreDescribe: shops.scoreDescribe,
  scoreService: shops.scoreService,
  scoreDeliver: shops.scoreDeliver,
  // spelled out: Drizzle leaves the table off columns of a single-table select
  goodsCount: sql<number>`(select count(*)::int from goods x where x.shop_id = "shops"."id" and x.status = 'normal')`
}

interface CardRow {
  id: number
  shopname: string
  avatar: string
  isSelf: boolean
  city: string
  like: number
  scoreDescribe: string
  scoreService: string
  scoreDeliver: string
  goodsCount: number
}

function toShopCard (r: CardRow, isFollow: boolean): ShopCard {
  return {
    id: r.id,
    shopname: r.shopname,
    avatar: r.avatar,
    isself: r.isSelf,
    city: r.city,
    like: r.like,
    goods_count: Number(r.goodsCount),
    score_describe: r.scoreDescribe,
    score_service: r.scoreService,
    score_deliver: r.scoreDeliver,
    isFollow
  }
}

async function isFollowing (db: Db, userId: number | null, shopId: number): Promise<boolean> {
  if (userId === null) return false
  const [row] = await db.select({ id: shopFollows.id }).from(shopFollows)
    .where(and(eq(shopFollows.userId, userId), eq(shopFollows.shopId, shopId))).limit(1)
  return row !== undefined
}

/** The shop's own category tree, named in the reader's language where the shop gave an English name. */
async function shopCategoryTree (db: Db, shopId: number, lang: Lang): Promise<CategoryNode[]> {
  const list = await db.select({ id: shopCategories.id, pid: shopCategories.pid, name: colIn(lang, shopCategories.name, shopCategories.nameEn), image: shopCategories.image })
    .from(shopCategories).where(eq(shopCategories.shopId, shopId)).orderBy(desc(shopCategories.weigh), asc(shopCategories.id))
  const nodes = new Map<number, CategoryNode>(list.map((r) => [r.id, { ...r }]))
  const roots: CategoryNode[] = []
  for (const node of nodes.values()) {
    const parent = node.pid === 0 ? undefined : nodes.get(node.pid)
    if (parent === undefined) roots.push(node)
    else (parent.children ??= []).push(node)
  }
  return roots
}

/** shop/getShopInfo: the shop page header and its category tree; isFollow for a signed-in caller. */
export async function shopInfo (db: Db, shopId: number, userId: number | null, lang: Lang = 'zh'): Promise<ShopInfo | Refusal> {
  const [shopRows, follow, category] = await Promise.all([
    db.select({
      ...cardColumns,
      image: shops.image,
      bio: shops.bio,
      description: shops.description,
      storeType: shops.storeType,
      address: shops.address,
      tel: shops.tel,
      businessHours: shops.businessHours,
      createdAt: shops.createdAt
    }).from(shops).where(and(eq(shops.id, shopId), eq(shops.status, 'normal'))).limit(1),
    isFollowing(db, userId, shopId),
    shopCategoryTree(db, shopId, lang)
  ])
  const s = shopRows[0]
  if (s === undefined) return refuse('shop.not_found')
  return {
    ...toShopCard(s, follow),
    image: s.image,
    bio: s.bio,
    description: s.description,
    store_type: s.storeType as ShopInfo['store_type'],
    address: s.address,
    tel: s.tel,
    business_hours: s.businessHours,
    createtime: s.createdAt,
    category
  }
}

/** shop/follow: follow the shop, or stop following it; shops.like follows in the same transaction. */
export async function toggleShopFollow (db: Db, userId: number, shopId: number): Promise<ShopFollowResult | Refusal> {
  return await db.transaction(async (tx) => {
    const removed = await tx.delete(shopFollows)
      .where(and(eq(shopFollows.userId, userId), eq(shopFollows.shopId, shopId))).returning({ id: shopFollows.id })
    if (removed.length > 0) {
      const [s] = await tx.update(shops).set({ like: sql`greatest(${shops.like} - 1, 0)` }).where(eq(shops.id, shopId)).returning({ like: shops.like })
      return { isFollow: false, like: s?.like ?? 0 }
    }
    const [target] = await tx.select({ like: shops.like }).from(shops)
      .where(and(eq(shops.id, shopId), eq(shops.status, 'normal'))).limit(1)
    if (target === undefined) return refuse('shop.not_found')
    const added = await tx.insert(shopFollows).values({ userId, shopId, createdAt: now() })
      .onConflictDoNothing().returning({ id: shopFollows.id })
    if (added.length === 0) return { isFollow: true, like: target.like } // a concurrent request added it first
    const [s] = await tx.update(shops).set({ like: sql`${shops.like} + 1` }).where(eq(shops.id, shopId)).returning({ like: shops.like })
    return { isFollow: true, like: s.like }
  })
}

/** shop/followList: the shops the user follows, latest first. */
export async function followedShops (db: Db, userId: number, p: Page): Promise<Paginated<FollowedShop>> {
  const where = and(eq(shopFollows.userId, userId), eq(shops.status, 'normal'))
  const [totalRows, list] = await Promise.all([
    db.select({ n: count() }).from(shopFollows).innerJoin(shops, eq(shops.id, shopFollows.shopId)).where(where),
    p.beyond
      ? []
      : db.select({ ...cardColumns, followedAt: shopFollows.createdAt, followId: shopFollows.id })
        .from(shopFollows).innerJoin(shops, eq(shops.id, shopFollows.shopId))
        .where(where).orderBy(desc(shopFollows.createdAt), desc(shopFollows.id)).limit(p.limit).offset(p.offset)
  ])
  return paginated(p, Number(totalRows[0]?.n ?? 0), list.map((r) => ({ ...toShopCard(r, true), followtime: r.followedAt })))
}
