import { and, eq, inArray, sql } from 'drizzle-orm'
import type { PayAsset } from '../../../types/order'
import type { Db } from '../../db/client'
import { goodsComments, orderGoods, orders, shopRatings, shops } from '../../db/schema'
import { Decimal } from '../../lib/money'
import { paymentsOf } from '../pay/records'
import { applyLedger } from '../wallet/ledger'
import { giveBackStock } from './lines'

// What happens after an order changes state (the effects of the order machine's events), in the
// transaction of the change, for the orders actually moved.

/** `anonymous`: the comment lists show a masked name and no avatar */
export interface Review { orderGoodsId: number, state: 0 | 1 | 2, content: string, images: string[], anonymous?: boolean }
export interface Ratings { describe: number, service: number, deliver: number, logistics: number }

export const DEFAULT_REVIEW = '系统默认好评'
/** The review the auto_review timer writes. */
export const DEFAULT_RATINGS: Ratings = { describe: 5, service: 5, deliver: 5, logistics: 5 }

/** cancel / auto_close: the orders' 'porder' stock goes back (the lines keep the method they were bought with). */
export async function giveBackOrderStock (tx: Db, closed: number[]): Promise<void> {
  const lines = await tx.select({ skuId: orderGoods.skuId, number: orderGoods.number }).from(orderGoods)
    .where(and(inArray(orderGoods.orderId, closed), eq(orderGoods.stockMethod, 'porder')))
  await giveBackStock(tx, lines)
}

/**
 * comment / auto_review (and an order closed by refunds), the escrow release: each order's shop
 * owner is credited, per payment record, with what the buyer paid minus what was refunded, in the
 * asset it was paid with (nothing is lost to conversion and every asset's ledger balances). A
 * refund inside the after-sales window therefore never takes money back from a merchant.
 */
export async function releaseEscrow (tx: Db, moved: number[]): Promise<void> {
  const owners = new Map((await tx.select({ id: orders.id, owner: shops.userId }).from(orders).innerJoin(shops, eq(shops.id, orders.shopId))
    .where(inArray(orders.id, moved))).map((o) => [o.id, o.owner]))
  const due = (await paymentsOf(tx, moved)).map((p) => ({ ...p, owner: owners.get(p.orderId) ?? 0, left: new Decimal(p.amount).minus(p.refunded) }))
  // balance rows locked in one order (owner, asset) whatever the batch
  due.sort((a, b) => a.owner - b.owner || a.asset.localeCompare(b.asset) || a.orderId - b.orderId)
  for (const p of due) {
    if (p.left.lte(0)) continue
    const after = await applyLedger(tx, {
      userId: p.owner, asset: p.asset as PayAsset, delta: p.left.toFixed(), billType: 'goods', refType: 'order', refId: p.orderId, memo: 'order settlement'
    })
    if (after === null) throw new Error(`escrow credit of order ${p.orderId} failed`)
  }
}

/** What a review event carries: the buyer's reviews (none: the default five-star review) and ratings. */
export interface ReviewInput {
  reviewsOf: (orderId: number, lines: Array<{ id: number }>) => Review[]
  ratings: Ratings
}

/**
 * comment / auto_review: goods_comments rows, goods comment/praise counters, the shop rating and
 * the shop's score averages.
 */
export async function writeReviews (tx: Db, done: number[], at: number, input: ReviewInput): Promise<void> {
  const { ratings } = input
  const lines = await tx.select({ id: orderGoods.id, orderId: orderGoods.orderId, goodsId: orderGoods.goodsId, shopId: orderGoods.shopId, difference: orderGoods.difference, userId: orders.userId })
    .from(orderGoods).innerJoin(orders, eq(orders.id, orderGoods.orderId)).where(inArray(orderGoods.orderId, done)).orderBy(orderGoods.id)
  const score = ((ratings.describe + ratings.service + ratings.deliver + ratings.logistics) / 4).toFixed(1)
  const comments: Array<typeof goodsComments.$inferInsert> = []
  const counters = new Map<number, { comment: number, praise: number }>()
  for (const orderId of done) {
    const own = lines.filter((l) => l.orderId === orderId)
    const reviews = new Map(input.reviewsOf(orderId, own).map((r) => [r.orderGoodsId, r]))
    for (const l of own) {
      const r = reviews.get(l.id) ?? { orderGoodsId: l.id, state: 0, content: DEFAULT_REVIEW, images: [] }
      comments.push({
        userId: l.userId, shopId: l.shopId, orderId, goodsId: l.goodsId, sku: l.difference.join(' / '), state: r.state,
        content: r.content, images: r.images, score, anonymous: r.anonymous === true, createdAt: at
      })
      const c = counters.get(l.goodsId) ?? { comment: 0, praise: 0 }
      c.comment++
      if (r.state === 0) c.praise++
      counters.set(l.goodsId, c)
    }
  }
  if (comments.length > 0) await tx.insert(goodsComments).values(comments)
  await tx.update(orderGoods).set({ commented: true }).where(inArray(orderGoods.orderId, done))
  for (const [goodsId, c] of [...counters].sort((a, b) => a[0] - b[0])) {
    await tx.execute(sql`update goods set comment = comment + ${c.comment}, praise = praise + ${c.praise} where id = ${goodsId}`)
  }
  const owners = await tx.select({ id: orders.id, shopId: orders.shopId, userId: orders.userId }).from(orders).where(inArray(orders.id, done))
  await tx.insert(shopRatings).values(owners.map((o) => ({ orderId: o.id, shopId: o.shopId, userId: o.userId, ...ratings, createdAt: at }))).onConflictDoNothing()
  for (const shopId of [...new Set(owners.map((o) => o.shopId))].sort((a, b) => a - b)) {
    await tx.execute(sql`update shops set
        score_describe = x.d, score_service = x.s, score_deliver = x.v, score_logistics = x.l
      from (select round(avg(describe), 1) as d, round(avg(service), 1) as s, round(avg(deliver), 1) as v, round(avg(logistics), 1) as l
        from shop_ratings where shop_id = ${shopId}) x
      where shops.id = ${shopId}`)
  }
}
