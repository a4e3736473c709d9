import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { orderAddresses, orderGoods, orderLogs, orders, shops, users } from '../../db/schema'
import { refuse, type Refusal } from '../../lib/envelope'
import { paginated, pageOf } from '../../lib/paging'
import { money } from '../../lib/money'
import { platformRefundable } from '../refund/platform'
import type { AdminOrder, AdminOrderDetail, ContentPage } from '../../../types/admin'

// The Orders screen: search by number, buyer, shop and state; an order's lines, address and its
// state log (order_logs: every transition with who did it).

const columns = {
  id: orders.id, orderNo: orders.orderNo, userId: orders.userId, nickname: users.nickname, shopId: orders.shopId, shopName: shops.shopname,
  state: orders.state, status: orders.status, number: orders.number, price: orders.price, payAsset: orders.payAsset, payAmount: orders.payAmount,
  createdAt: orders.createdAt, paytime: orders.paytime
}

function orderOut (r: { [K in keyof typeof columns]: unknown }): AdminOrder {
  return {
    id: r.id as number, order_no: r.orderNo as string, user_id: r.userId as number, nickname: r.nickname as string, shop_id: r.shopId as number,
    shop_name: r.shopName as string, state: r.state as number, status: r.status as string, number: r.number as number, price: money(r.price as string),
    pay_asset: r.payAsset as string | null, pay_amount: r.payAmount === null ? null : money(r.payAmount as string),
    created_at: r.createdAt as number, paytime: r.paytime as number | null
  }
}

export async function orderList (db: Db, q: { order_no?: string, user_id?: number, shop_id?: number, state?: number, page?: number, limit?: number }): Promise<ContentPage<AdminOrder>> {
  const p = pageOf(q.page, q.limit, 20)
  const where: SQL[] = []
  if (q.order_no !== undefined) where.push(eq(orders.orderNo, q.order_no.trim()))
  if (q.user_id !== undefined) where.push(eq(orders.userId, q.user_id))
  if (q.shop_id !== undefined) where.push(eq(orders.shopId, q.shop_id))
  if (q.state !== undefined) where.push(eq(orders.state, q.state))
  const cond = where.length === 0 ? undefined : and(...where)
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(orders).where(cond),
    db.select(columns).from(orders).innerJoin(users, eq(users.id, orders.userId)).innerJoin(shops, eq(shops.id, orders.shopId))
      .where(cond).orderBy(desc(orders.id)).limit(p.limit).offset(p.offset)
  ])
  return paginated(p, Number(n), rows.map(orderOut))
}

export async function orderDetailForAdmin (db: Db, id: number): Promise<AdminOrderDetail | Refusal> {
  const [row] = await db.select({ ...columns, freight: orders.freightPrice, remarks: orders.remarks, expressCode: orders.expressCode, expressNo: orders.expressNo, delivertime: orders.delivertime, taketime: orders.taketime, dealtime: orders.dealtime })
    .from(orders).innerJoin(users, eq(users.id, orders.userId)).innerJoin(shops, eq(shops.id, orders.shopId)).where(eq(orders.id, id))
  if (row === undefined) return refuse('admin.order_not_found')
  const [lines, address, logs] = await Promise.all([
    db.select().from(orderGoods).where(eq(orderGoods.orderId, id)).orderBy(asc(orderGoods.id)),
    db.select().from(orderAddresses).where(eq(orderAddresses.orderId, id)).limit(1),
    db.select().from(orderLogs).where(eq(orderLogs.orderId, id)).orderBy(asc(orderLogs.id))
  ])
  const a = address[0]
  return {
    order: orderOut(row),
    freight: money(row.freight),
    remarks: row.remarks,
    express: row.expressNo === null ? null : { code: row.expressCode ?? '', no: row.expressNo },
    times: { delivertime: row.delivertime, taketime: row.taketime, dealtime: row.dealtime },
    address: a === undefined ? null : { name: a.name, mobile: a.mobile, address: [a.city, a.address].filter((s) => s !== '').join(' ') },
    goods: lines.map((g) => ({ id: g.id, goods_id: g.goodsId, title: g.title, title_en: g.titleEn, image: g.image, difference: g.difference.join(' / '), price: money(g.price), number: g.number })),
    refundable: await platformRefundable(db, id),
    logs: logs.map((l) => ({ id: l.id, from: l.from, to: l.to, event: l.event, actor: l.actor, actor_id: l.actorId, note: l.note, created_at: l.createdAt }))
  }
}
