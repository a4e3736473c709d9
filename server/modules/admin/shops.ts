import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { shops, users } from '../../db/schema'
import { refuse, type Refusal } from '../../lib/envelope'
import { inTransaction } from '../../lib/tx'
import { writeAudit } from '../../lib/audit'
import { paginated, pageOf } from '../../lib/paging'
import { containsPattern } from '../../lib/sql'
import { forgetCatalogCaches } from '../catalog/service'
import { notify } from '../merchant/application'
import { now } from '../../lib/time'
import type { AdminIdentity, AdminShop, ContentPage } from '../../../types/admin'

// The Shops screen: list and search, details, close with a reason (status `closed`: the shop page,
// follows and checkout refuse it; the merchant is told why) and reopen. The catalogue caches are dropped so the change shows at once.

const columns = {
  id: shops.id, userId: shops.userId, owner: users.nickname, shopname: shops.shopname, avatar: shops.avatar, storeType: shops.storeType,
  city: shops.city, tel: shops.tel, bio: shops.bio, status: shops.status, closeReason: shops.closeReason, createdAt: shops.createdAt,
  goods: sql<number>`(select count(*)::int from goods g where g.shop_id = ${shops.id} and g.status = 'normal')`,
  orders: sql<number>`(select count(*)::int from orders o where o.shop_id = ${shops.id})`
}

type Row = { [K in keyof typeof columns]: unknown }

function shopOut (r: Row): AdminShop {
  return {
    id: r.id as number, user_id: r.userId as number, owner: r.owner as string, shopname: r.shopname as string, avatar: r.avatar as string,
    store_type: r.storeType as string, city: r.city as string, tel: r.tel as string, bio: r.bio as string, status: r.status as string, close_reason: r.closeReason as string,
    created_at: r.createdAt as number, goods: Number(r.goods), orders: Number(r.orders)
  }
}

export async function shopList (db: Db, q: { keyword?: string, status?: string, page?: number, limit?: number }): Promise<ContentPage<AdminShop>> {
  const p = pageOf(q.page, q.limit, 20)
  const where: SQL[] = []
  const k = q.keyword?.trim()
  if (k !== undefined && k !== '') where.push(or(ilike(shops.shopname, containsPattern(k)), ...(/^\d{1,9}$/.test(k) ? [eq(shops.id, Number(k))] : []))!)
  if (q.status !== undefined) where.push(eq(shops.status, q.status))
  const cond = where.length === 0 ? undefined : and(...where)
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(shops).where(cond),
    db.select(columns).from(shops).innerJoin(users, eq(users.id, shops.userId)).where(cond).orderBy(desc(shops.id)).limit(p.limit).offset(p.offset)
  ])
  return paginated(p, Number(n), rows.map(shopOut))
}

export async function shopDetail (db: Db, id: number): Promise<AdminShop | Refusal> {
  const [row] = await db.select(columns).from(shops).innerJoin(users, eq(users.id, shops.userId)).where(eq(shops.id, id))
  return row === undefined ? refuse('shop.not_found') : shopOut(row)
}

/**
 * Close (with the reason, required: the merchant is told it and their shop settings show it) or
 * reopen a shop; audited in the same transaction.
 */
export async function setShopClosed (db: Db, admin: AdminIdentity, id: number, closed: boolean, reason = ''): Promise<AdminShop | Refusal> {
  const why = closed ? reason.trim() : ''
  if (closed && why === '') return refuse('admin.close_reason')
  const res = await inTransaction(db, async (tx) => {
    const [before] = await tx.select({ status: shops.status, close_reason: shops.closeReason, userId: shops.userId, shopname: shops.shopname }).from(shops).where(eq(shops.id, id)).for('update')
    if (before === undefined) return refuse('shop.not_found')
    const status = closed ? 'closed' : 'normal'
    if (before.status === status) return refuse('admin.already')
    await tx.update(shops).set({ status, closeReason: why }).where(eq(shops.id, id))
    await writeAudit(tx, admin, { action: closed ? 'shop.close' : 'shop.reopen', target: `shop:${id}`, before: { status: before.status, close_reason: before.close_reason }, after: { status, close_reason: why } })
    await notify(tx, before.userId, closed ? 'merchant.shop_closed_by_platform' : 'merchant.shop_reopened', { name: before.shopname, reason: why }, now())
    return null
  })
  if (res !== null) return res
  forgetCatalogCaches(db)
  return await shopDetail(db, id)
}
