import { and, eq, sql } from 'drizzle-orm'
import type { AddOrderRequest, AddOrderResult, CheckoutItem, CheckoutPreview, CheckoutProduct, CheckoutShop } from '../../../types/order'
import type { Db } from '../../db/client'
import { carts, orderAddresses, orderGoods, orders } from '../../db/schema'
import { refuse, type Refusal } from '../../lib/envelope'
import { Decimal, money } from '../../lib/money'
import { intArray, rows } from '../../lib/sql'
import { now } from '../../lib/time'
import { randomId } from '../../lib/tokens'
import { inTransaction } from '../../lib/tx'
import { checkName, defaultAddress, normalMobile, ownAddress, toAddress } from '../address/service'
import { freightFor, freightTemplates, type Freight } from './freight'
import { claimKey, requestHash, storeResult } from '../../lib/idempotency'
import { loadLines, takeStock, titleOfSku, type Line } from './lines'
import { orderMachine } from './machine'

// Checkout: the preview (order/getOrderGoodsList) and placing the orders (order/addOrder) — one
// order per shop, all in one transaction with the stock taken and the idempotency key stored.

interface ShopGroup {
  shopId: number
  shopName: string
  lines: Line[]
  number: number
  goodsTotal: Decimal
  freight: Freight
  total: Decimal
}

async function group (db: Db, lines: Line[], pickup: boolean): Promise<ShopGroup[]> {
  const byShop = new Map<number, Line[]>()
  for (const l of lines) byShop.set(l.shopId, [...(byShop.get(l.shopId) ?? []), l])
  const templates = await freightTemplates(db, [...byShop.keys()])
  return [...byShop].map(([shopId, list]) => {
    const number = list.reduce((n, l) => n + l.number, 0)
    const goodsTotal = list.reduce((sum, l) => sum.plus(new Decimal(l.price).mul(l.number)), new Decimal(0))
    const freight = freightFor(templates.get(shopId), number, goodsTotal, pickup)
    return { shopId, shopName: list[0].shopName, lines: list, number, goodsTotal, freight, total: goodsTotal.plus(freight.price) }
  })
}

function product (l: Line): CheckoutProduct {
  return {
    goods_id: l.goodsId,
    sku_id: l.skuId,
    title: l.title,
    image: l.image,
    difference: l.difference,
    price: money(l.price),
    number: l.number,
    subtotal: money(new Decimal(l.price).mul(l.number)),
    pickup: l.pickup,
    stock: l.stock
  }
}

function shortOf (lines: Line[]): Line | undefined {
  return lines.find((l) => l.number > l.stock)
}

/** order/getOrderGoodsList: what these lines cost, per shop, to the given (or default) address. */
export async function checkoutPreview (db: Db, userId: number, items: CheckoutItem[], addressId: number | undefined): Promise<CheckoutPreview | Refusal> {
  const lines = await loadLines(db, items)
  if ('refusal' in lines) return lines
  const short = shortOf(lines)
  if (short !== undefined) return refuse('goods.stock_short', { title: short.title })
  const address = addressId === undefined ? await defaultAddress(db, userId) : await ownAddress(db, userId, addressId)
  if (addressId !== undefined && address === null) return refuse('address.not_found')
  const groups = await group(db, lines, false)
  const lists: CheckoutShop[] = groups.map((g) => ({
    shop_id: g.shopId,
    shop_name: g.shopName,
    products: g.lines.map(product),
    freight: g.freight,
    number: g.number,
    sub_price: money(g.goodsTotal),
    order_price: money(g.total)
  }))
  const sum = (f: (g: ShopGroup) => Decimal.Value): Decimal => groups.reduce((s, g) => s.plus(f(g)), new Decimal(0))
  return {
    addressData: address === null ? null : toAddress(address),
    orderData: {
      lists,
      statis: {
        allnum: groups.reduce((n, g) => n + g.number, 0),
        allsub: money(sum((g) => g.goodsTotal)),
        allfreight: money(sum((g) => g.freight.price)),
        alltotal: money(sum((g) => g.total))
      },
      pickup_available: lines.every((l) => l.pickup)
    },
    token: randomId(16)
  }
}

/** 18 characters: the date in China (UTC+8) and the id. */
export function orderNo (id: number, at: number): string {
  const d = new Date((at + 8 * 3600) * 1000)
  const ymd = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`
  return `${ymd}${String(id).padStart(10, '0')}`
}

/**
 * order/addOrder. Every check happens before anything is written; stock of 'porder' goods is taken
 * with conditional updates (a short SKU refuses the whole checkout and nothing is created);
 * 'payment' goods only need enough stock now and are taken at payment.
 */
export async function addOrder (db: Db, userId: number, req: AddOrderRequest, at = now()): Promise<AddOrderResult | Refusal> {
  const hash = requestHash(req.order)
  return await inTransaction<AddOrderResult>(db, async (tx) => {
    const claim = await claimKey<AddOrderResult>(tx, userId, 'order', req.token, hash, at, 'order.stale_token')
    if ('refusal' in claim) return claim
    if (!claim.fresh) return claim.result

    const items = req.order.lists.flatMap((l) => l.products)
    const lines = await loadLines(tx, items)
    if ('refusal' in lines) return lines
    // each list names its shop: its products must be that shop's
    for (const list of req.order.lists) {
      for (const p of list.products) {
        const line = lines.find((l) => l.skuId === p.sku_id)
        if (line === undefined || line.shopId !== list.shop_id) return refuse('order.shop_mismatch')
      }
    }

    // where it goes: the caller's address, or a pickup contact when every product allows pickup
    const pickup = req.order.pickup
    let destination: { kind: 'address' | 'pickup', name: string, mobile: string, address: string, city: string, adcode: string, location: string }
    if (pickup !== undefined) {
      if (!lines.every((l) => l.pickup)) return refuse('order.pickup_unavailable')
      const name = checkName(pickup.name)
      if (typeof name !== 'string') return name
      const mobile = normalMobile(pickup.mobile)
      if (mobile === null) return refuse('address.mobile_invalid')
      destination = { kind: 'pickup', name, mobile, address: '', city: '', adcode: '', location: '' }
    } else {
      if (req.order.address_id === undefined) return refuse('order.address_required')
      const a = await ownAddress(tx, userId, req.order.address_id)
      if (a === null) return refuse('address.not_found')
      destination = { kind: 'address', name: a.name, mobile: a.mobile, address: `${a.province} ${a.city} ${a.district} ${a.address}`, city: a.city, adcode: a.adcode, location: a.location }
    }

    const short = lines.find((l) => l.stockMethod === 'payment' && l.number > l.stock)
    if (short !== undefined) return refuse('goods.stock_short', { title: short.title })
    const failed = await takeStock(tx, lines.filter((l) => l.stockMethod === 'porder'))
    if (failed !== null) return refuse('goods.stock_short', { title: await titleOfSku(tx, failed) })

    const groups = await group(tx, lines, pickup !== undefined)
    const ids = (await rows<{ id: number }>(tx, sql`
      select nextval(pg_get_serial_sequence('orders', 'id'))::int as id from generate_series(1, ${groups.length})`)).map((r) => r.id)
    const remarksOf = new Map(req.order.lists.map((l) => [l.shop_id, (l.remarks ?? '').trim()]))
    await tx.insert(orders).values(groups.map((g, i) => ({
      id: ids[i],
      orderNo: orderNo(ids[i], at),
      userId,
      shopId: g.shopId,
      state: orderMachine.spec.initial,
      pickup: pickup !== undefined,
      remarks: remarksOf.get(g.shopId) ?? '',
      number: g.number,
      goodsPrice: money(g.goodsTotal),
      freightPrice: g.freight.price,
      freightId: g.freight.id,
      freightName: g.freight.name,
      price: money(g.total),
      createdAt: at,
      updatedAt: at
    })))
    await tx.insert(orderGoods).values(groups.flatMap((g, i) => g.lines.map((l) => ({
      orderId: ids[i],
      shopId: g.shopId,
      goodsId: l.goodsId,
      skuId: l.skuId,
      title: l.title,
      image: l.image,
      difference: l.difference,
      price: money(l.price),
      number: l.number,
      stockMethod: l.stockMethod
    }))))
    await tx.insert(orderAddresses).values(ids.map((orderId) => ({ orderId, userId, ...destination, createdAt: at })))
    await orderMachine.logCreated(tx, ids, { kind: 'buyer', id: userId }, at)
    await tx.delete(carts).where(and(eq(carts.userId, userId), sql`${carts.skuId} = any(${intArray(lines.map((l) => l.skuId))}::int[])`))

    const result: AddOrderResult = { order_ids: ids, total: money(groups.reduce((s, g) => s.plus(g.total), new Decimal(0))) }
    await storeResult(tx, userId, 'order', req.token, result)
    return result
  })
}
