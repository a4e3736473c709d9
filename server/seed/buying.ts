import { and, asc, count, eq, gte, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { goods, goodsSku, orders, shops, users } from '../db/schema'
import { DAY, HOUR, now } from '../lib/time'
import { randomId } from '../lib/tokens'
import { isRefusal } from '../lib/envelope'
import { saveAddress } from '../modules/address/service'
import { addOrder } from '../modules/order/checkout'
import { cancelOrder, commentOrder, confirmOrder, deliverOrder, noticeOrder } from '../modules/order/service'
import { settlePayment } from '../modules/pay/service'
import { applyLedger } from '../modules/wallet/ledger'
import { demoLogistics } from '../adapters/logistics'
import { localBus } from '../realtime/bus'
import { Hub } from '../realtime/hub'

// Buying demo data, idempotent (also added to databases seeded before it existed): a shipping
// template for every shop, and orders of the demo shopper `buyer1` from the demo merchant's shop in
// every state, made through the same services the API uses (stock, ledger, logs all consistent).

// USDT like every price (written so their ¥ at 7.20 is about ¥6 / ¥8 / ¥10 a parcel, free over ¥99 / ¥199)
const FEES: Array<{ name: string, first: string, additional: string, freeOver: string | null }> = [
  { name: '全国包邮', first: '0', additional: '0', freeOver: null },
  { name: '快递配送', first: '0.83', additional: '0.28', freeOver: '13.75' },
  { name: '快递配送', first: '1.11', additional: '0.28', freeOver: '13.75' },
  { name: '顺丰快递', first: '1.39', additional: '0.42', freeOver: '27.64' }
]

export async function seedFreights (db: Db): Promise<number> {
  const missing = await db.execute(sql`select s.id from shops s where not exists (select 1 from shop_freights f where f.shop_id = s.id) order by s.id`) as unknown as { rows: Array<{ id: number }> }
  const t = now()
  for (const { id } of missing.rows) {
    const f = FEES[id % FEES.length]
    await db.execute(sql`insert into shop_freights (shop_id, name, first_fee, additional_fee, free_over, created_at)
      values (${id}, ${f.name}, ${f.first}, ${f.additional}, ${f.freeOver}, ${t})`)
  }
  return missing.rows.length
}

/** the default order timers (the seed's orders are placed in the past) */
const TIMERS = { closeMinutes: 30, confirmDays: 7, reviewDays: 7 }

/** Orders of buyer1 in the merchant's shop, one per state; nothing when buyer1 already has orders. */
export async function seedDemoOrders (db: Db): Promise<number> {
  const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'buyer1')).limit(1)
  const [merchant] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'merchant')).limit(1)
  if (buyer === undefined || merchant === undefined) return 0
  const [{ n }] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, buyer.id))
  if (Number(n) > 0) return 0
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.userId, merchant.id)).orderBy(asc(shops.id)).limit(1)
  if (shop === undefined) return 0
  const skus = await db.select({ goodsId: goods.id, skuId: goodsSku.id, price: goodsSku.price }).from(goodsSku).innerJoin(goods, eq(goods.id, goodsSku.goodsId))
    .where(and(eq(goods.shopId, shop.id), eq(goods.status, 'normal'), eq(goods.stockMethod, 'porder'), gte(goodsSku.stock, 10)))
    .orderBy(asc(goodsSku.price), asc(goodsSku.id))
  // the cheapest SKU of the six cheapest goods: the demo grant pays for them
  const cheapest = new Map<number, typeof skus[number]>()
  for (const s of skus) if (!cheapest.has(s.goodsId)) cheapest.set(s.goodsId, s)
  const picks = [...cheapest.values()].slice(0, 6)
  if (picks.length < 6) return 0

  const hub = new Hub(localBus(), 0)
  const logistics = demoLogistics()
  const t = now()
  const must = <T>(v: T): Exclude<T, { refusal: unknown }> => {
    if (isRefusal(v)) throw new Error(`seed: demo order refused (${v.refusal})`)
    return v as Exclude<T, { refusal: unknown }>
  }
  let made = 0
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db
    // the demo merchant's goods are phones and tablets: the shopper gets a larger grant than new accounts
    for (const [asset, delta] of [['usdt', '20000'], ['bbc', '40000'], ['score', '100000']] as const) {
      await applyLedger(tx, { userId: buyer.id, asset, delta, billType: 'system', refType: 'user', refId: buyer.id, memo: 'demo grant' })
    }
    const address = must(await saveAddress(tx, buyer.id, 'add', {
      name: '林小满', mobile: '13800138000', province: '北京市', city: '北京市', district: '朝阳区', adcode: '110105',
      address: '建国路 88 号 SOHO 现代城 2 号楼 1201', default: true
    }))
    /** an order of one pick, created `ago` seconds before now */
    const place = async (i: number, ago: number, number = 1): Promise<number> => {
      const res = must(await addOrder(tx, buyer.id, {
        token: randomId(12),
        order: { address_id: address.id, lists: [{ shop_id: shop.id, remarks: i === 1 ? '请尽快发货，谢谢' : '', products: [{ goods_id: picks[i].goodsId, sku_id: picks[i].skuId, number }] }] }
      }, t - ago))
      made++
      return res.order_ids[0]
    }
    const pay = async (id: number, at: number, asset: 'usdt' | 'bbc' | 'score' = 'usdt'): Promise<void> => {
      must(await settlePayment(tx, buyer.id, { order_ids: [id], asset, key: randomId(12) }, TIMERS, at))
    }
    const ship = async (id: number, at: number, no: string): Promise<void> => {
      const shipped = must(await deliverOrder(tx, logistics, merchant.id, { id, express_name: 'zhongtong', express_no: no }, TIMERS, at))
      await noticeOrder(tx, hub, id, shipped.buyerId, { no: shipped.orderNo, carrier: shipped.carrier, express_no: no })
    }

    // 1 unpaid (closes by itself after ORDER_CLOSE_MINUTES)
    await place(0, 60)
    // 2 paid, waiting for the merchant to ship
    const paid = await place(1, 2 * HOUR)
    await pay(paid, t - 2 * HOUR + 120)
    // 3 shipped a day ago (the logistics screen shows it under way)
    const shipped = await place(2, 3 * DAY)
    await pay(shipped, t - 3 * DAY + 300, 'bbc')
    await ship(shipped, t - DAY, '73100012345678')
    // 4 received, waiting for a review
    const received = await place(3, 6 * DAY)
    await pay(received, t - 6 * DAY + 300)
    await ship(received, t - 5 * DAY, '73100012340001')
    must(await confirmOrder(tx, buyer.id, received, TIMERS, t - 2 * DAY))
    // 6 completed with a review
    const done = await place(4, 12 * DAY)
    await pay(done, t - 12 * DAY + 300)
    await ship(done, t - 11 * DAY, '73100012340002')
    must(await confirmOrder(tx, buyer.id, done, TIMERS, t - 9 * DAY))
    const [line] = await tx.execute(sql`select id from order_goods where order_id = ${done}`).then((r) => (r as unknown as { rows: Array<{ id: number }> }).rows)
    must(await commentOrder(tx, buyer.id, {
      order_id: done, shop: { describe: 5, service: 5, deliver: 4, logistics: 5 },
      goodsList: [{ id: line.id, state: 0, comment: '包装很用心，发货也快，和描述一致，会回购。', imgList: [] }]
    }, '', '', TIMERS, t - 8 * DAY))
    // 7 cancelled by the buyer
    const cancelled = await place(5, 4 * DAY)
    must(await cancelOrder(tx, buyer.id, cancelled, TIMERS, t - 4 * DAY + 600))
  })
  hub.close()
  return made
}
