import { sql } from 'drizzle-orm'
import type { AddOrderRequest, AddOrderResult, CheckoutItem, CheckoutPreview, CheckoutProduct, CheckoutShop, CouponChoice } from '../../../types/order'
import type { Db } from '../../db/client'
import { refuse, type Refusal } from '../../lib/envelope'
import { Decimal, money } from '../../lib/money'
import { abortIf, intArray, preparedRows, rows, statementAborted } from '../../lib/sql'
import { now } from '../../lib/time'
import { randomId } from '../../lib/tokens'
import { checkName, defaultAddress, normalMobile, ownAddress, toAddress } from '../address/service'
import { freightTemplates, type Freight, type FreightTemplate } from './freight'
import { claimInsert, replayOr, requestHash, storedResult } from '../../lib/idempotency'
import { bySku, loadLinesWith, titleParams, type Line } from './lines'
import { orderMachine } from './machine'
import { bestCoupon, priceShop, type PriceLine } from './pricing'
import { checkHeld, checkoutCoupons, goodsCategoriesSql, heldCouponsSql, usableCouponsSql, type HeldCoupon } from '../coupon/checkout'
import { COUPON_STATE } from '../../db/schema'
import type { Lang } from '../../lib/i18n'
import { inLang } from '../../lib/content'

// Checkout: the preview (order/getOrderGoodsList) and placing the orders (order/addOrder) — one
// order per shop, all in one transaction with the stock taken and the idempotency key stored.

interface ShopGroup {
  shopId: number
  shopName: string
  lines: Line[]
  priced: PriceLine[]
  template: FreightTemplate | undefined
  number: number
  goodsTotal: Decimal
  freight: Freight
  coupon: HeldCoupon | null
  couponOff: Decimal
  /** each line's share of the coupon's goods discount, in `lines` order */
  lineOff: Decimal[]
  total: Decimal
}

/** A shop's coupon: the one asked for (checked), none, or — in the preview — the best; or why not. */
type ChooseCoupon = (shopId: number, priced: PriceLine[], template: FreightTemplate | undefined) => HeldCoupon | null | Refusal

/** The lines by shop, each priced by the pipeline (modules/order/pricing.ts) with its coupon. */
function group (lines: Line[], templates: Map<number, FreightTemplate>, pickup: boolean, categories: Map<number, number[]>, choose: ChooseCoupon): ShopGroup[] | Refusal {
  const byShop = new Map<number, Line[]>()
  for (const l of lines) byShop.set(l.shopId, [...(byShop.get(l.shopId) ?? []), l])
  const out: ShopGroup[] = []
  for (const [shopId, list] of byShop) {
    const priced = list.map((l) => ({ goodsId: l.goodsId, price: l.price, number: l.number, categories: categories.get(l.goodsId) ?? [] }))
    const template = templates.get(shopId)
    const coupon = choose(shopId, priced, template)
    if (coupon !== null && 'refusal' in coupon) return coupon
    const p = priceShop(priced, template, pickup, coupon)
    if ('refusal' in p) return refuse(p.refusal.reason)
    out.push({ shopId, shopName: list[0].shopName, lines: list, priced, template, number: p.number, goodsTotal: p.goodsTotal, freight: p.freight, coupon, couponOff: p.couponOff, lineOff: p.lineOff, total: p.total })
  }
  return out
}

function product (l: Line, lang: Lang): CheckoutProduct {
  return {
    goods_id: l.goodsId,
    sku_id: l.skuId,
    title: inLang(lang, l.title, l.titleEn),
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

/** order/getOrderGoodsList: what these lines cost, per shop, to the given (or default) address, with the buyer's coupons. */
export async function checkoutPreview (db: Db, userId: number, items: CheckoutItem[], addressId: number | undefined, opts: PreviewOptions = {}, at = now()): Promise<CheckoutPreview | Refusal> {
  const read = await loadLinesWith<{ coupons: HeldCoupon[], categories: Array<{ goodsId: number, categories: number[] }> }>(db, items, 'checkout_preview_read', (goodsIds) => ({
    coupons: usableCouponsSql(userId, goodsIds, at),
    categories: goodsCategoriesSql(goodsIds)
  }))
  if ('refusal' in read) return read
  const { lines } = read
  const short = shortOf(lines)
  if (short !== undefined) return refuse('goods.stock_short', titleParams(short))
  const address = addressId === undefined ? await defaultAddress(db, userId) : await ownAddress(db, userId, addressId)
  if (addressId !== undefined && address === null) return refuse('address.not_found')
  const pickup = opts.pickup === true && lines.every((l) => l.pickup)
  const categories = new Map(read.extra.categories.map((c) => [c.goodsId, c.categories]))
  const chosen = new Map((opts.coupons ?? []).map((c) => [c.shop_id, c.coupon_id]))
  const heldOf = (shopId: number): HeldCoupon[] => read.extra.coupons.filter((c) => c.shopId === shopId || c.shopId === null)
  // a platform coupon fits every shop but pays one shop's order: the buyer's explicit choices are
  // reserved first, and each shop's default is picked among the coupons no other shop has
  const reserved = new Set([...chosen.values()].filter((id) => id !== 0))
  const taken = new Set<number>()
  const groups = group(lines, await freightTemplates(db, [...new Set(lines.map((l) => l.shopId))]), pickup, categories, (shopId, priced, template) => {
    const want = chosen.get(shopId)
    if (want === 0) return null
    // a choice that no longer applies falls back to the best one (the list says why it does not apply)
    const asked = want === undefined || taken.has(want) ? undefined : heldOf(shopId).find((c) => c.id === want)
    const pick = asked !== undefined && !('refusal' in priceShop(priced, template, pickup, asked))
      ? asked
      : bestCoupon(heldOf(shopId).filter((c) => !taken.has(c.id) && (!reserved.has(c.id) || c.id === want)), priced, template, pickup)
    if (pick !== null) taken.add(pick.id)
    return pick
  })
  if ('refusal' in groups) return groups
  const lang = opts.lang ?? 'zh'
  const lists: CheckoutShop[] = groups.map((g) => ({
    shop_id: g.shopId,
    shop_name: g.shopName,
    products: g.lines.map((l) => product(l, lang)),
    freight: g.freight,
    number: g.number,
    sub_price: money(g.goodsTotal),
    order_price: money(g.total),
    coupons: checkoutCoupons(heldOf(g.shopId), g.priced, g.template, pickup, lang),
    coupon_id: g.coupon?.id ?? null,
    coupon_price: money(g.couponOff)
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
        allcoupon: money(sum((g) => g.couponOff)),
        alltotal: money(sum((g) => g.total))
      },
      pickup_available: lines.every((l) => l.pickup)
    },
    token: randomId(16)
  }
}

export interface PreviewOptions {
  /** price as self-pickup (no freight) */
  pickup?: boolean
  coupons?: CouponChoice[]
  lang?: Lang
}

/** 18 characters: the date in China (UTC+8) and the id. */
export function orderNo (id: number, at: number): string {
  const d = new Date((at + 8 * 3600) * 1000)
  const ymd = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`
  return `${ymd}${String(id).padStart(10, '0')}`
}

interface AddressFields { name: string, mobile: string, province: string, city: string, district: string, address: string, adcode: string, location: string }

/**
 * order/addOrder. Every check happens before anything is written, on what one read returns (the
 * lines, the address, the shops' freight templates); then ONE statement (atomic on its own, no
 * transaction round trips) claims the idempotency key (with the result), takes the stock of
 * 'porder' goods (conditional updates, rows locked in id order) and, only when the claim was fresh
 * and every SKU had enough, creates the orders, their goods, addresses and log rows and empties
 * those cart rows. A SKU already short on the read is refused before the statement; one that ran
 * short since aborts it (abortIf), so nothing of it stays. 'payment' goods only need enough stock
 * now and are taken at payment.
 */
export async function addOrder (db: Db, userId: number, req: AddOrderRequest, at = now()): Promise<AddOrderResult | Refusal> {
  const hash = requestHash(req.order)
  const pickup = req.order.pickup
  const addressId = pickup === undefined ? req.order.address_id ?? null : null
  const couponIds = req.order.lists.flatMap((l) => l.coupon_id === undefined ? [] : [l.coupon_id])
  const read = await loadLinesWith<{ address: AddressFields | null, freights: Array<FreightTemplate & { shopId: number }>, coupons: HeldCoupon[], categories: Array<{ goodsId: number, categories: number[] }> }>(db, req.order.lists.flatMap((l) => l.products), 'order_add_read', (goodsIds) => ({
    coupons: heldCouponsSql(userId, couponIds),
    categories: goodsCategoriesSql(goodsIds),
    address: sql`(select json_build_object('name', a.name, 'mobile', a.mobile, 'province', a.province, 'city', a.city, 'district', a.district,
      'address', a.address, 'adcode', a.adcode, 'location', a.location) from addresses a where a.id = ${addressId}::int and a.user_id = ${userId}::int)`,
    freights: sql`coalesce((select json_agg(f) from (
      select distinct on (shop_id) shop_id as "shopId", id, name, first_fee::text as "firstFee", additional_fee::text as "additionalFee", free_over::text as "freeOver"
      from shop_freights where shop_id in (select shop_id from goods where id = any(${goodsIds})) order by shop_id, id) f), '[]'::json)`
  }))
  const checked = 'refusal' in read ? read : checkOrder(req, read.lines, read.extra.address, read.extra.coupons, at)
  // a repeat of a checkout that went through answers with its result, whatever the catalogue says now
  if ('refusal' in checked) return await replayOr(db, userId, 'order', req.token, hash, 'order.stale_token', checked)
  if ('refusal' in read) return read
  const { lines, destination } = checked

  const templates = new Map(read.extra.freights.map((f) => [f.shopId, f]))
  const couponOfShop = new Map(req.order.lists.map((l) => [l.shop_id, read.extra.coupons.find((c) => c.id === l.coupon_id) ?? null]))
  const groups = group(lines, templates, pickup !== undefined, new Map(read.extra.categories.map((c) => [c.goodsId, c.categories])), (shopId) => couponOfShop.get(shopId) ?? null)
  // threshold and range: the pricing pipeline's coupon step (a repeat still answers with its first result)
  if ('refusal' in groups) return await replayOr(db, userId, 'order', req.token, hash, 'order.stale_token', groups)
  const used = groups.flatMap((g, i) => g.coupon === null ? [] : [{ i: i + 1, id: g.coupon.id, off: money(g.couponOff) }])
  const total = money(groups.reduce((s, g) => s.plus(g.total), new Decimal(0)))
  const remarksOf = new Map(req.order.lists.map((l) => [l.shop_id, (l.remarks ?? '').trim()]))
  const taken = bySku(lines.filter((l) => l.stockMethod === 'porder'))
  const orderRows = groups.map((g, i) => ({
    i: i + 1,
    shop_id: g.shopId,
    remarks: remarksOf.get(g.shopId) ?? '',
    number: g.number,
    goods_price: money(g.goodsTotal),
    freight_price: g.freight.price,
    freight_id: g.freight.id,
    freight_name: g.freight.name,
    price: money(g.total)
  }))
  const goodsRows = groups.flatMap((g, i) => g.lines.map((l, k) => ({
    i: i + 1,
    k,
    shop_id: g.shopId,
    goods_id: l.goodsId,
    sku_id: l.skuId,
    title: l.title,
    title_en: l.titleEn,
    image: l.image,
    difference: l.difference,
    price: money(l.price),
    number: l.number,
    coupon_discount: money(g.lineOff[k]),
    stock_method: l.stockMethod
  })))
  const d = new Date((at + 8 * 3600) * 1000)
  const ymd = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`
  const result = sql`jsonb_build_object('order_ids', (select jsonb_agg(id order by i) from ids), 'total', ${total}::text)`

  const skuIds = sql`${intArray(taken.map((t) => t.skuId))}::int[]`
  let done: { fresh: boolean, ids: number[] | null }
  try {
    [done] = await preparedRows<{ fresh: boolean, ids: number[] | null }>(db, 'order_add', sql`
      with ids as materialized (
        select i, nextval(pg_get_serial_sequence('orders', 'id'))::int as id from generate_series(1, ${groups.length}::int) as i
      ), claim as (${claimInsert(userId, 'order', req.token, hash, at, result)}
      ), locked as materialized (
        select id from goods_sku where id = any(${skuIds}) and exists (select 1 from claim) order by id for no key update
      ), took as (
        update goods_sku k set stock = k.stock - v.n
        from unnest(${skuIds}, ${intArray(taken.map((t) => t.number))}::int[]) as v(id, n)
        where k.id = v.id and k.id in (select id from locked) and k.stock >= v.n
        returning k.id
      ), used as (
        -- the coupons, each still unused and valid when its row lock is ours: a concurrent checkout with the same coupon finds it used
        update coupon_receives r set state = ${COUPON_STATE.used}::int, order_id = ids.id, discount_amount = u.off, updated_at = ${at}::bigint
        from jsonb_to_recordset(${JSON.stringify(used)}::jsonb) as u(i int, id int, off numeric)
        join ids on ids.i = u.i
        where r.id = u.id and r.user_id = ${userId}::int and r.state = ${COUPON_STATE.unused}::int and r.expires_at > ${at}::bigint
          and exists (select 1 from claim)
        returning r.id
      ), ok as materialized (
        select 1 as one where exists (select 1 from claim) and (select count(*) from took) = ${taken.length}::int
          and (select count(*) from used) = ${used.length}::int
      ), made as (
        insert into orders (id, order_no, user_id, shop_id, state, pickup, remarks, number, goods_price, freight_price, freight_id, freight_name, price, created_at, updated_at)
        select ids.id, ${ymd}::text || lpad(ids.id::text, 10, '0'), ${userId}::int, o.shop_id, ${orderMachine.spec.initial}::int, ${pickup !== undefined}::boolean,
          o.remarks, o.number, o.goods_price, o.freight_price, o.freight_id, o.freight_name, o.price, ${at}::bigint, ${at}::bigint
        from jsonb_to_recordset(${JSON.stringify(orderRows)}::jsonb) as o(i int, shop_id int, remarks text, number int, goods_price numeric,
          freight_price numeric, freight_id int, freight_name text, price numeric)
        join ids on ids.i = o.i
        where exists (select 1 from ok)
        returning id
      ), made_goods as (
        insert into order_goods (order_id, shop_id, goods_id, sku_id, title, title_en, image, difference, price, number, coupon_discount, stock_method)
        select ids.id, l.shop_id, l.goods_id, l.sku_id, l.title, l.title_en, l.image, l.difference, l.price, l.number, l.coupon_discount, l.stock_method
        from jsonb_to_recordset(${JSON.stringify(goodsRows)}::jsonb) as l(i int, k int, shop_id int, goods_id int, sku_id int, title text, title_en text, image text,
          difference jsonb, price numeric, number int, coupon_discount numeric, stock_method text)
        join ids on ids.i = l.i
        where exists (select 1 from ok)
        -- the lines' ids follow the checkout's order (a hash join may hand them over in any order)
        order by l.i, l.k
      ), made_addresses as (
        insert into order_addresses (order_id, user_id, kind, name, mobile, address, city, adcode, location, created_at)
        select ids.id, ${userId}::int, ${destination.kind}::text, ${destination.name}::text, ${destination.mobile}::text, ${destination.address}::text,
          ${destination.city}::text, ${destination.adcode}::text, ${destination.location}::text, ${at}::bigint
        from ids where exists (select 1 from ok)
      ), logged as (${orderMachine.createdLogSql(sql`select id from ids where exists (select 1 from ok)`, { kind: 'buyer', id: userId }, at)}
      ), uncarted as (
        delete from carts where user_id = ${userId}::int and sku_id = any(${intArray(lines.map((l) => l.skuId))}::int[]) and exists (select 1 from ok)
      )
      select exists (select 1 from claim) as fresh, (select array_agg(id order by i) from ids) as ids,
        ${abortIf(sql`exists (select 1 from claim) and (select count(*) from used) < ${used.length}::int`, 'coupon_taken')} as coupon_gone,
        ${abortIf(sql`exists (select 1 from claim) and not exists (select 1 from ok)`, 'stock_short')} as aborted`)
  } catch (err) {
    const reason = statementAborted(err)
    if (reason === 'coupon_taken') return refuse('coupon.taken')
    if (reason !== 'stock_short') throw err
    // nothing was written; which SKU was short: the first, in id order, that cannot cover its line now
    const [short] = await rows<{ id: number }>(db, sql`
      select k.id from goods_sku k join unnest(${skuIds}, ${intArray(taken.map((t) => t.number))}::int[]) as v(id, n) on v.id = k.id
      where k.stock < v.n order by k.id limit 1`)
    const skuId = short?.id ?? taken[0].skuId
    return refuse('goods.stock_short', titleParams(lines.find((l) => l.skuId === skuId) ?? { title: '', titleEn: '' }))
  }
  if (!done.fresh) {
    const stored = await storedResult<AddOrderResult>(db, userId, 'order', req.token, hash, 'order.stale_token')
    return 'refusal' in stored ? stored : stored.result
  }
  return { order_ids: done.ids ?? [], total }
}

/** The rules of a checkout on what was read: each list names its shop, and where the orders go. */
function checkOrder (req: AddOrderRequest, lines: Line[], address: AddressFields | null, coupons: HeldCoupon[], at: number): { lines: Line[], destination: Destination } | Refusal {
  // a coupon: the caller's, unused, valid now, of that list's shop or the platform's, one list's
  // only (threshold and range: pricing)
  const ids = req.order.lists.flatMap((l) => l.coupon_id === undefined ? [] : [l.coupon_id])
  if (new Set(ids).size < ids.length) return refuse('coupon.twice')
  for (const list of req.order.lists) {
    if (list.coupon_id === undefined) continue
    const bad = checkHeld(coupons.find((c) => c.id === list.coupon_id), list.shop_id, at)
    if (bad !== null) return bad
  }
  // each list names its shop: its products must be that shop's
  for (const list of req.order.lists) {
    for (const p of list.products) {
      const line = lines.find((l) => l.skuId === p.sku_id)
      if (line === undefined || line.shopId !== list.shop_id) return refuse('order.shop_mismatch')
    }
  }
  // where it goes: the caller's address, or a pickup contact when every product allows pickup
  const pickup = req.order.pickup
  let destination: Destination
  if (pickup !== undefined) {
    if (!lines.every((l) => l.pickup)) return refuse('order.pickup_unavailable')
    const name = checkName(pickup.name)
    if (typeof name !== 'string') return name
    const mobile = normalMobile(pickup.mobile)
    if (mobile === null) return refuse('address.mobile_invalid')
    destination = { kind: 'pickup', name, mobile, address: '', city: '', adcode: '', location: '' }
  } else {
    if (req.order.address_id === undefined) return refuse('order.address_required')
    const a = address
    if (a === null) return refuse('address.not_found')
    destination = { kind: 'address', name: a.name, mobile: a.mobile, address: `${a.province} ${a.city} ${a.district} ${a.address}`, city: a.city, adcode: a.adcode, location: a.location }
  }
  // short on what was just read: refused before anything is written. For 'porder' goods the statement
  // checks again under the row lock; refusing here keeps the checkouts that come after a sell-out
  // out of that lock's queue (and the idempotency claim they would write and roll back)
  const want = new Map(bySku(lines).map((w) => [w.skuId, w.number]))
  const short = lines.find((l) => (want.get(l.skuId) ?? l.number) > l.stock)
  if (short !== undefined) return refuse('goods.stock_short', titleParams(short))
  return { lines, destination }
}

interface Destination { kind: 'address' | 'pickup', name: string, mobile: string, address: string, city: string, adcode: string, location: string }
