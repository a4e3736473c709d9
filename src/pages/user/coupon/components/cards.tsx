import type { CouponCard as Card } from '../../../../../types/catalog'
import type { MyCoupon } from '../../../../../types/coupon'

/** A held coupon drawn by CouponCard: its own dates (a fixed range), no "left" count. */
export function heldAsCard (c: MyCoupon): Card {
  return {
    id: c.id,
    shop_id: c.shop_id,
    type: c.type,
    name: c.name,
    price: c.price,
    discount: c.discount,
    limit: c.limit,
    pretype: 'fixed',
    validity: 0,
    startdate: c.starts_at,
    enddate: c.expires_at,
    surplus: -1
  }
}
