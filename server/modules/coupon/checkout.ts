import { sql, type SQL } from 'drizzle-orm'
import type { CheckoutCoupon } from '../../../types/coupon'
import { COUPON_STATE } from '../../db/schema'
import { refuse, type Refusal } from '../../lib/envelope'
import { translate, type Lang } from '../../lib/i18n'
import { Decimal, money } from '../../lib/money'
import { intArray } from '../../lib/sql'
import type { CouponTerms, PriceLine } from '../order/pricing'
import { priceShop } from '../order/pricing'
import type { FreightTemplate } from '../order/freight'

// What checkout needs of the coupons a buyer holds: SQL pieces read in the checkout's own
// statement (one round trip), the holder's rules (owner, unused, valid now, this shop) and the
// per-shop list the preview offers. Threshold and range are the pricing pipeline's coupon step.

export interface HeldCoupon extends CouponTerms {
  userId: number
  /** null: a platform coupon, usable on any one shop's order */
  shopId: number | null
  name: string
  state: number
  startsAt: number
  expiresAt: number
}

const heldColumns = sql`r.id, r.user_id as "userId", r.shop_id as "shopId", r.type, r.name, r.price::text as price, r.discount::text as discount,
  r.limit::text as limit, r.rangetype, r.range, r.state, r.starts_at::float8 as "startsAt", r.expires_at::float8 as "expiresAt"`

/** JSON array of the caller's coupons among `ids` (someone else's are simply absent). */
export function heldCouponsSql (userId: number, ids: number[]): SQL {
  return sql`coalesce((select json_agg(x) from (select ${heldColumns} from coupon_receives r
    where r.id = any(${intArray(ids)}::int[]) and r.user_id = ${userId}::int) x), '[]'::json)`
}

/** JSON array of the caller's unused coupons valid at `at` in the shops of `goodsIds` (and platform coupons), soonest expiring first. */
export function usableCouponsSql (userId: number, goodsIds: SQL, at: number): SQL {
  return sql`coalesce((select json_agg(x order by x."expiresAt", x.id) from (select ${heldColumns} from coupon_receives r
    where r.user_id = ${userId}::int and r.state = ${COUPON_STATE.unused}::int and r.starts_at <= ${at}::bigint and r.expires_at > ${at}::bigint
      and (r.shop_id is null or r.shop_id in (select shop_id from goods where id = any(${goodsIds})))) x), '[]'::json)`
}

/** JSON array of {goodsId, categories}: each goods' category and its ancestors (category-range coupons). */
export function goodsCategoriesSql (goodsIds: SQL): SQL {
  return sql`coalesce((select json_agg(json_build_object('goodsId', g.id, 'categories', (
      with recursive anc as (select id, pid from categories where id = g.category_id union select c.id, c.pid from categories c join anc on c.id = anc.pid)
      select coalesce(json_agg(id), '[]'::json) from anc)))
    from goods g where g.id = any(${goodsIds})), '[]'::json)`
}

/** The holder's rules for using a coupon on a shop's order now (threshold and range are pricing's). */
export function checkHeld (c: HeldCoupon | undefined, shopId: number, at: number): Refusal | null {
  if (c === undefined) return refuse('coupon.not_found')
  if (c.state === COUPON_STATE.used) return refuse('coupon.used')
  if (c.state === COUPON_STATE.expired || c.expiresAt <= at) return refuse('coupon.expired')
  if (c.startsAt > at) return refuse('coupon.not_started')
  if (c.shopId !== null && c.shopId !== shopId) return refuse('coupon.wrong_shop')
  return null
}

/** The preview's list for one shop: each usable coupon with what it saves, or why it does not apply. */
export function checkoutCoupons (held: readonly HeldCoupon[], lines: readonly PriceLine[], template: FreightTemplate | undefined, pickup: boolean, lang: Lang): CheckoutCoupon[] {
  return held.map((c) => {
    const p = priceShop(lines, template, pickup, c)
    const usable = !('refusal' in p) && p.couponOff.gt(0)
    return {
      id: c.id,
      type: c.type,
      name: c.name,
      price: money(c.price),
      discount: new Decimal(c.discount).toFixed(1),
      limit: money(c.limit),
      expires_at: c.expiresAt,
      usable,
      saving: usable && !('refusal' in p) ? money(p.couponOff) : money(0),
      reason: 'refusal' in p ? translate(lang, p.refusal.reason) : usable ? '' : translate(lang, 'coupon.nothing_to_save')
    }
  })
}
