import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Paginated } from '../../../types/envelope'
import {
  type CommentOrderRequest, type DeliveryRequest, type Logistics, type OrderDetail, type OrderListItem,
  type OrderState, type OrderTab, type PayAsset
} from '../../../types/order'
import type { Db } from '../../db/client'
import { carrierName, type LogisticsAdapter } from '../../adapters/logistics'
import type { Lang } from '../../lib/i18n'
import { rawIn } from '../../lib/content'
import { notices, orderAddresses, orderGoods, orders, shops } from '../../db/schema'
import { refuse, type Refusal } from '../../lib/envelope'
import { Decimal, amount, money } from '../../lib/money'
import { paginated, type Page } from '../../lib/paging'
import { intArray, rows } from '../../lib/sql'
import { writeNotice } from '../notice/service'
import { now } from '../../lib/time'
import { inTransaction } from '../../lib/tx'
import type { Hub } from '../../realtime/hub'
import { ownAddress } from '../address/service'
import { servedImagePath } from '../user/service'
import type { ActorRef } from '../../lib/state-machine'
import { DEFAULT_REVIEW, type Review } from './effects'
import { ORDER_TEAM_JSON_TEXT, ORDER_TEAM_STATE_SQL } from '../groups/hooks'
import { ADDRESS_EDITABLE_STATES, DELETABLE_STATES, orderCan, orderDeadlines, orderMachine, type OrderFacts, type OrderTimers } from './machine'

// The order lifecycle after checkout: lists and detail for buyer and merchant, cancel, delete,
// address change, shipping, receipt (escrow released to the shop owner), review. Someone else's
// order is always "order does not exist".

/**
 * SQL: order `o` with shop `s` and buyer `u` as an OrderListItem (plus the buyer), the lines' titles
 * in the reader's language (one fixed text per language, so each stays one prepared statement).
 */
const itemJson = (lang: Lang): string => `json_build_object(
  'id', o.id, 'order_no', o.order_no, 'shop', json_build_object('id', s.id, 'shopname', s.shopname), 'state', o.state,
  'goods', coalesce((select json_agg(json_build_object('id', og.id, 'goods_id', og.goods_id, 'sku_id', og.sku_id, 'title', ${rawIn(lang, 'og.title', 'og.title_en')},
      'image', og.image, 'difference', og.difference, 'price', og.price::text, 'number', og.number,
      'refund_status', og.refund_status, 'refund_id', (select max(r.id) from refunds r where r.order_goods_id = og.id), 'commented', og.commented) order by og.id)
    from order_goods og where og.order_id = o.id), '[]'),
  'number', o.number, 'price', o.price::text, 'freight_price', o.freight_price::text, 'createtime', o.created_at,
  'order_type', o.order_type, 'team', ${ORDER_TEAM_JSON_TEXT},
  'buyer', json_build_object('id', u.id, 'nickname', u.nickname))`
const ITEM_JSON_IN = { zh: sql.raw(itemJson('zh')), en: sql.raw(itemJson('en')) }

/** SQL: how many refunds of order `o`'s lines are open (they hold back its completion). */
const OPEN_REFUNDS = sql.raw('(select count(*) from refunds r where r.order_id = o.id and r.state in (0, 1, 2, 3, 6, 7, 8))::int')

/** order/getOrderList: the caller's orders (buy) or the orders of the caller's shops (sell). */
export async function orderList (db: Db, userId: number, tab: OrderTab, role: 'buy' | 'sell', p: Page, timers: OrderTimers, at = now(), type?: 'goods' | 'groups', lang: Lang = 'zh'): Promise<Paginated<OrderListItem>> {
  const who0 = role === 'buy'
    ? sql`o.user_id = ${userId} and o.status = 'normal'`
    : sql`o.shop_id in (select id from shops where user_id = ${userId})`
  // type=groups: only group orders (the group order pages)
  const who = type === undefined ? who0 : sql`${who0} and o.order_type = ${type}`
  const where = tab === 0 ? who : sql`${who} and o.state = ${tab}`
  const [totalRows, list] = await Promise.all([
    rows<{ n: number }>(db, sql`select count(*)::int as n from orders o where ${where}`),
    p.beyond
      ? []
      : rows<{ item: OrderListItem } & OrderFacts>(db, sql`select ${ITEM_JSON_IN[lang]} as item, o.state, o.created_at::int as "createdAt",
            o.delivertime::int as delivertime, o.taketime::int as taketime, o.isaddress, o.pickup, ${OPEN_REFUNDS} as "openRefunds",
            ${ORDER_TEAM_STATE_SQL} as "teamState"
          from orders o join shops s on s.id = o.shop_id join users u on u.id = o.user_id
          where ${where} order by o.id desc limit ${sql.raw(String(p.limit))} offset ${p.offset}`)
  ])
  const roles = { buyer: role === 'buy', seller: role === 'sell' }
  return paginated(p, totalRows[0]?.n ?? 0, list.map((r) => {
    if (role === 'buy') delete r.item.buyer
    // `can` as the list's role (a buyer's own shop order shows in both lists, each with its side);
    // unpaid cards count down to the auto-close
    return { ...r.item, can: orderCan(r, roles, { at, settings: timers }), close_at: orderDeadlines(r, timers).close }
  }))
}

interface OrderRow {
  id: number
  userId: number
  shopId: number
  shopOwner: number
  shopCity: string
  state: OrderState
  status: string
  pickup: boolean
  isaddress: boolean
  remarks: string
  createdAt: number
  paytime: number | null
  delivertime: number | null
  taketime: number | null
  dealtime: number | null
  payAsset: string | null
  payAmount: string | null
  expressCode: string | null
  expressNo: string | null
  orderNo: string
  openRefunds: number
  teamState: string | null
}

/** The order if the caller is its buyer (not deleted) or owns its shop; with the caller's roles. */
async function visibleOrder (db: Db, userId: number, id: number): Promise<{ order: OrderRow, buyer: boolean, seller: boolean } | null> {
  const [o] = await db.select({
    id: orders.id,
    userId: orders.userId,
    shopId: orders.shopId,
    shopOwner: shops.userId,
    shopCity: shops.city,
    state: orders.state,
    status: orders.status,
    pickup: orders.pickup,
    isaddress: orders.isaddress,
    remarks: orders.remarks,
    createdAt: orders.createdAt,
    paytime: orders.paytime,
    delivertime: orders.delivertime,
    taketime: orders.taketime,
    dealtime: orders.dealtime,
    payAsset: orders.payAsset,
    payAmount: orders.payAmount,
    expressCode: orders.expressCode,
    expressNo: orders.expressNo,
    orderNo: orders.orderNo,
    openRefunds: sql<number>`(select count(*) from refunds r where r.order_id = ${orders.id} and r.state in (0, 1, 2, 3, 6, 7, 8))::int`,
    teamState: sql<string | null>`(select gt.state from group_teams gt where gt.id = ${orders.groupTeamId})`
  }).from(orders).innerJoin(shops, eq(shops.id, orders.shopId)).where(eq(orders.id, id)).limit(1)
  if (o === undefined) return null
  const buyer = o.userId === userId && o.status === 'normal'
  const seller = o.shopOwner === userId
  if (!buyer && !seller) return null
  return { order: o as OrderRow, buyer, seller }
}

/** order/getOrderInfo (viewing it marks the buyer's notices about it read). */
export async function orderDetail (db: Db, logistics: LogisticsAdapter, userId: number, id: number, timers: OrderTimers, lang: Lang = 'zh', at = now()): Promise<OrderDetail | Refusal> {
  const seen = await visibleOrder(db, userId, id)
  if (seen === null) return refuse('order.not_found')
  const { order: o, buyer, seller } = seen
  const [[item], [addr]] = await Promise.all([
    rows<{ item: OrderListItem, goodsPrice: string, couponOff: string, couponName: string | null }>(db, sql`select ${ITEM_JSON_IN[lang]} as item,
        o.goods_price::text as "goodsPrice", greatest(o.goods_price + o.freight_price - o.price, 0)::text as "couponOff",
        (select c.name from coupon_receives c where c.order_id = o.id) as "couponName"
      from orders o join shops s on s.id = o.shop_id join users u on u.id = o.user_id where o.id = ${id}`),
    db.select().from(orderAddresses).where(eq(orderAddresses.orderId, id)).orderBy(desc(orderAddresses.id)).limit(1),
    buyer
      ? db.update(notices).set({ read: true }).where(and(eq(notices.userId, userId), eq(notices.modules, 'order'), eq(notices.modulesId, id), eq(notices.read, false)))
      : null
  ])
  if (!seller) delete item.item.buyer
  const deadline = orderDeadlines(o, timers)
  const carrier = o.expressCode === null ? null : logistics.carrier(o.expressCode)
  return {
    ...item.item,
    close_at: deadline.close,
    goods_price: money(item.goodsPrice),
    // what the coupon took off is what the order's goods and shipping cost beyond its price
    coupon: new Decimal(item.couponOff).gt(0) ? { name: item.couponName ?? '', price: money(item.couponOff) } : null,
    remarks: o.remarks,
    address: addr === undefined || addr.kind !== 'address' ? null : { name: addr.name, mobile: addr.mobile, address: addr.address },
    pickup: addr === undefined || addr.kind !== 'pickup' ? null : { name: addr.name, mobile: addr.mobile },
    isaddress: o.isaddress,
    paytime: o.paytime,
    delivertime: o.delivertime,
    taketime: o.taketime,
    dealtime: o.dealtime,
    pay: { asset: o.payAsset as PayAsset | null, amount: o.payAmount === null ? null : amount(o.payAmount) },
    express: o.expressNo === null ? null : { name: carrier === null ? o.expressCode ?? '' : carrierName(carrier, lang), no: o.expressNo },
    deadline,
    can: orderCan(o, { buyer, seller }, { at, settings: timers })
  }
}

/** Why an action found nothing to change: the order is not the caller's, or not in the right state. */
async function whyNot (db: Db, userId: number, id: number, as: 'buyer' | 'seller'): Promise<Refusal> {
  const seen = await visibleOrder(db, userId, id)
  const mine = seen !== null && (as === 'buyer' ? seen.buyer : seen.seller)
  return refuse(mine ? 'order.wrong_state' : 'order.not_found')
}

const ownedByBuyer = (userId: number) => sql`user_id = ${userId} and status = 'normal'`

/** 1 → 7 (cancel or auto_close): the orders' 'porder' stock goes back (the machine's effect). Returns the ids closed. */
export async function closeOrders (tx: Db, ids: number[], event: 'cancel' | 'auto_close', actor: ActorRef, at: number, timers: OrderTimers, where?: SQL): Promise<number[]> {
  return await orderMachine.fire(tx, ids, event, actor, { at, where, settings: timers })
}

/** order/cancelOrder */
export async function cancelOrder (db: Db, userId: number, id: number, timers: OrderTimers, at = now()): Promise<null | Refusal> {
  return await inTransaction(db, async (tx) => {
    const closed = await closeOrders(tx, [id], 'cancel', { kind: 'buyer', id: userId }, at, timers, ownedByBuyer(userId))
    return closed.length === 1 ? null : await whyNot(tx, userId, id, 'buyer')
  })
}

/** order/delOrder: completed or closed orders leave the buyer's lists (the shop still sees them). */
export async function deleteOrder (db: Db, userId: number, id: number): Promise<null | Refusal> {
  const hidden = await db.update(orders).set({ status: 'hidden', updatedAt: now() })
    .where(and(eq(orders.id, id), sql`${ownedByBuyer(userId)} and state = any(${intArray([...DELETABLE_STATES])}::int[])`)).returning({ id: orders.id })
  return hidden.length === 1 ? null : await whyNot(db, userId, id, 'buyer')
}

/** order/editOrderAddress: once, before shipping, to another of the caller's addresses. */
export async function editOrderAddress (db: Db, userId: number, id: number, addressId: number, at = now()): Promise<null | Refusal> {
  return await inTransaction(db, async (tx) => {
    const a = await ownAddress(tx, userId, addressId)
    if (a === null) return refuse('address.not_found')
    const changed = await tx.update(orders).set({ isaddress: true, updatedAt: at })
      .where(and(eq(orders.id, id), sql`${ownedByBuyer(userId)} and state = any(${intArray([...ADDRESS_EDITABLE_STATES])}::int[]) and not isaddress and not pickup`))
      .returning({ id: orders.id })
    if (changed.length === 0) {
      const why = await whyNot(tx, userId, id, 'buyer')
      return why.refusal === 'order.not_found' ? why : refuse('order.address_once')
    }
    await tx.insert(orderAddresses).values({
      orderId: id, userId, kind: 'address', name: a.name, mobile: a.mobile,
      address: `${a.province} ${a.city} ${a.district} ${a.address}`, city: a.city, adcode: a.adcode, location: a.location, createdAt: at
    })
    return null
  })
}

/** 3 → 4 (confirm or auto_confirm) and the escrow release (the machine's effect). Returns the ids moved. */
export async function receiveOrders (tx: Db, ids: number[], event: 'confirm' | 'auto_confirm', actor: ActorRef, at: number, timers: OrderTimers, where?: SQL): Promise<number[]> {
  return await orderMachine.fire(tx, ids, event, actor, { at, where, settings: timers })
}

/** order/confirmOrder */
export async function confirmOrder (db: Db, userId: number, id: number, timers: OrderTimers, at = now()): Promise<null | Refusal> {
  return await inTransaction(db, async (tx) => {
    const moved = await receiveOrders(tx, [id], 'confirm', { kind: 'buyer', id: userId }, at, timers, ownedByBuyer(userId))
    return moved.length === 1 ? null : await whyNot(tx, userId, id, 'buyer')
  })
}

/** order/commentOrder: every product of the order rated; pictures must be uploads this server served. */
export async function commentOrder (db: Db, userId: number, req: CommentOrderRequest, base: string, uploadDir: string, timers: OrderTimers, at = now()): Promise<null | Refusal> {
  const reviews: Review[] = []
  for (const g of req.goodsList) {
    const images: string[] = []
    for (const img of g.imgList) {
      const served = await servedImagePath(db, img, base, uploadDir, userId)
      if (served === null) return refuse('order.comment_image')
      images.push(served)
    }
    const text = g.comment.trim()
    reviews.push({ orderGoodsId: g.id, state: g.state, content: text === '' ? DEFAULT_REVIEW : text, images, anonymous: req.anonymous === true })
  }
  return await inTransaction(db, async (tx) => {
    const lines = await tx.select({ id: orderGoods.id }).from(orderGoods).innerJoin(orders, eq(orders.id, orderGoods.orderId))
      .where(and(eq(orderGoods.orderId, req.order_id), eq(orders.userId, userId), eq(orders.status, 'normal')))
    if (lines.length === 0) return refuse('order.not_found')
    const wanted = new Set(lines.map((l) => l.id))
    const given = new Set(reviews.map((r) => r.orderGoodsId))
    if (given.size !== reviews.length || given.size !== wanted.size || [...given].some((id) => !wanted.has(id))) return refuse('order.comment_incomplete')
    const done = await orderMachine.fire(tx, [req.order_id], 'comment', { kind: 'buyer', id: userId }, {
      at, where: ownedByBuyer(userId), settings: timers, input: { reviewsOf: () => reviews, ratings: req.shop }
    })
    if (done.length === 1) return null
    const seen = await visibleOrder(tx, userId, req.order_id)
    if (seen !== null && seen.buyer) {
      const why = orderMachine.refusal(seen.order, 'comment', 'buyer', { at, settings: timers })
      if (why !== null) return why
    }
    return await whyNot(tx, userId, req.order_id, 'buyer')
  })
}

const EXPRESS_NO = /^[A-Za-z0-9]{6,30}$/

export interface Shipped { buyerId: number, orderNo: string, carrier: { zh: string, en: string } }

/** order/delivery (merchant): 2 → 3 with the carrier and number; a notice row for the buyer. */
export async function deliverOrder (db: Db, logistics: LogisticsAdapter, userId: number, req: DeliveryRequest, timers: OrderTimers, at = now()): Promise<Shipped | Refusal> {
  const carrier = logistics.carrier(req.express_name.trim())
  if (carrier === null) return refuse('order.carrier_unknown')
  const no = req.express_no.trim()
  if (!EXPRESS_NO.test(no)) return refuse('order.express_no_invalid')
  return await inTransaction<Shipped>(db, async (tx) => {
    const moved = await orderMachine.fire(tx, [req.id], 'deliver', { kind: 'seller', id: userId }, {
      settings: timers,
      at,
      where: sql`shop_id in (select id from shops where user_id = ${userId})`,
      set: { express_code: sql`${carrier.code}`, express_no: sql`${no}` }
    })
    if (moved.length === 0) {
      // the machine's word when the caller sells it (a group order waits for its team)
      const seen = await visibleOrder(tx, userId, req.id)
      const why = seen !== null && seen.seller ? orderMachine.refusal(seen.order, 'deliver', 'seller', { at, settings: timers }) : null
      return why ?? await whyNot(tx, userId, req.id, 'seller')
    }
    const [o] = await tx.select({ userId: orders.userId, orderNo: orders.orderNo }).from(orders).where(eq(orders.id, req.id))
    return { buyerId: o.userId, orderNo: o.orderNo, carrier: { zh: carrierName(carrier, 'zh'), en: carrierName(carrier, 'en') } }
  })
}

/** The buyer hears about the shipment: a notice row and a socket push. */
export async function noticeOrder (db: Db, hub: Hub, orderId: number, userId: number, p: { no: string, carrier: { zh: string, en: string }, express_no: string }): Promise<void> {
  await writeNotice(db, hub, userId, { type: 'order', key: 'order.shipped', params: p, modules: 'order', modulesId: orderId })
}

/** order/getLogistics: the carrier and number the merchant entered, and the adapter's traces. */
export async function orderLogistics (db: Db, logistics: LogisticsAdapter, userId: number, id: number, lang: Lang = 'zh', at = now()): Promise<Logistics | Refusal> {
  const seen = await visibleOrder(db, userId, id)
  if (seen === null) return refuse('order.not_found')
  const o = seen.order
  if (o.expressCode === null || o.expressNo === null || o.delivertime === null) return refuse('order.not_shipped')
  const [addr] = await db.select({ city: orderAddresses.city }).from(orderAddresses).where(eq(orderAddresses.orderId, id)).orderBy(desc(orderAddresses.id)).limit(1)
  const carrier = logistics.carrier(o.expressCode)
  const traces = await logistics.track({ carrier: o.expressCode, number: o.expressNo, shippedAt: o.delivertime, from: o.shopCity, to: addr?.city ?? '', now: at, lang })
  const name = carrier === null ? o.expressCode : carrierName(carrier, lang)
  return {
    express_name: name,
    express_no: o.expressNo,
    company: { name, tel: carrier?.tel ?? '' },
    traces
  }
}
