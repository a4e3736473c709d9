import { sql } from 'drizzle-orm'
import type { ShopCoupon, ShopCouponInput } from '../../../types/coupon'
import type { Db } from '../../db/client'
import { refuse, type Refusal } from '../../lib/envelope'
import type { Lang } from '../../lib/i18n'
import { Decimal } from '../../lib/money'
import { rows } from '../../lib/sql'
import { now } from '../../lib/time'

// A shop owner's coupons (the merchant side of WanlShop's coupon table): list, create, stop. Only
// the shop's owner; a stopped template can no longer be claimed, coupons already held stay valid.

async function ownsShop (db: Db, userId: number, shopId: number): Promise<boolean> {
  const [s] = await rows<{ id: number }>(db, sql`select id from shops where id = ${shopId}::int and user_id = ${userId}::int`)
  return s !== undefined
}

/** The caller's (first) shop, for the merchant's coupon page; null when the caller owns none. */
export async function myShop (db: Db, userId: number): Promise<{ id: number, shopname: string } | null> {
  const [s] = await rows<{ id: number, shopname: string }>(db, sql`select id, shopname from shops where user_id = ${userId}::int order by id limit 1`)
  return s ?? null
}

export async function shopCoupons (db: Db, userId: number, shopId: number, lang: Lang): Promise<ShopCoupon[] | Refusal> {
  if (!await ownsShop(db, userId, shopId)) return refuse('coupon.not_your_shop')
  return await rows<ShopCoupon>(db, sql`select c.id, c.shop_id, c.type, (case when ${lang === 'en'}::boolean then coalesce(nullif(c.name_en, ''), c.name) else c.name end) as name,
    c.price::text as price, c.discount::text as discount, c.limit::text as limit, c.pretype, c.validity, c.startdate, c.enddate,
    (case when c.grant_total = -1 then -1 else c.surplus end)::int as surplus, s.shopname as shop_name, c.rangetype, c.drawlimit, c.content,
    0 as claimed, false as can_claim, c.status, c.grant_total, c.already_grant
    from coupon_templates c join shops s on s.id = c.shop_id where c.shop_id = ${shopId}::int order by c.id desc`)
}

const MAX_MONEY = new Decimal('1000000')

/** The rules of a new template; the refusal names the field. */
export function checkShopCoupon (input: ShopCouponInput, at: number): Refusal | null {
  const bad = (field: string): Refusal => refuse('coupon.invalid', { field })
  const dec = (v: string | undefined): Decimal | null => { try { return new Decimal(v ?? '0') } catch { return null } }
  const price = dec(input.price)
  const limit = dec(input.limit)
  const discount = dec(input.discount)
  if (input.name.trim() === '' || input.name.length > 40) return bad('name')
  if (price === null || price.isNeg() || price.gt(MAX_MONEY) || price.decimalPlaces() > 2) return bad('price')
  if (limit === null || limit.isNeg() || limit.gt(MAX_MONEY) || limit.decimalPlaces() > 2) return bad('limit')
  if ((input.type === 'reduction' || input.type === 'vip') && price.lte(0)) return bad('price')
  // "满100减120" would make goods free and more: the face value stays below the threshold
  if ((input.type === 'reduction' || input.type === 'vip') && limit.gt(0) && price.gte(limit)) return bad('price')
  if (input.type === 'discount' && (discount === null || discount.lte(0) || discount.gte(10) || discount.decimalPlaces() > 1)) return bad('discount')
  if (input.pretype === 'appoint' && (input.validity === undefined || input.validity < 1 || input.validity > 365)) return bad('validity')
  if (input.pretype === 'fixed' && (input.enddate === undefined || input.enddate <= at || (input.startdate !== undefined && input.startdate >= input.enddate))) return bad('enddate')
  if (input.grant_total !== -1 && (input.grant_total < 1 || input.grant_total > 1_000_000)) return bad('grant_total')
  if (input.drawlimit < 0 || input.drawlimit > 100) return bad('drawlimit')
  return null
}

export async function addShopCoupon (db: Db, userId: number, input: ShopCouponInput, at = now()): Promise<{ id: number } | Refusal> {
  if (!await ownsShop(db, userId, input.shop_id)) return refuse('coupon.not_your_shop')
  const bad = checkShopCoupon(input, at)
  if (bad !== null) return bad
  const [made] = await rows<{ id: number }>(db, sql`
    insert into coupon_templates (shop_id, type, name, price, discount, "limit", rangetype, range, pretype, validity, startdate, enddate, drawlimit, grant_total, already_grant, surplus, status, created_at)
    values (${input.shop_id}::int, ${input.type}, ${input.name.trim()}, ${input.price ?? '0'}::numeric, ${input.type === 'discount' ? input.discount ?? '0' : '0'}::numeric,
      ${input.limit ?? '0'}::numeric, 'all', '[]'::jsonb, ${input.pretype}, ${input.pretype === 'appoint' ? input.validity ?? 0 : 0}::int,
      ${input.pretype === 'fixed' ? input.startdate ?? at : null}::bigint, ${input.pretype === 'fixed' ? input.enddate ?? null : null}::bigint,
      ${input.drawlimit}::int, ${input.grant_total}::int, 0, ${input.grant_total === -1 ? 0 : input.grant_total}::int, 'normal', ${at}::bigint)
    returning id`)
  return made
}

/** Stops (status hidden) or restarts a template of the caller's shop. */
export async function setShopCouponStatus (db: Db, userId: number, id: number, status: 'normal' | 'hidden'): Promise<null | Refusal> {
  const done = await rows<{ id: number }>(db, sql`update coupon_templates c set status = ${status}
    from shops s where s.id = c.shop_id and s.user_id = ${userId}::int and c.id = ${id}::int returning c.id`)
  return done.length === 0 ? refuse('coupon.not_found') : null
}
