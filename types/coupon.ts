import type { CouponCard, CouponType } from './catalog'
import type { Money, UnixSeconds } from './envelope'

// Coupons (issue 18, spec §3 Coupon; WanlShop coupon/* API, study §2.8): the coupon centre's
// templates, the ones a user holds (claimed copies), and what checkout offers per shop.

/** A template in the coupon centre or a product's popup, with the caller's claims. */
export interface CouponOffer extends CouponCard {
  shop_name: string
  rangetype: 'all' | 'goods' | 'category'
  drawlimit: number
  /** how many the caller holds of it (0 signed out) */
  claimed: number
  /** the caller may claim one more now */
  can_claim: boolean
  content: string
}

/** 1 unused, 2 used, 3 expired */
export type CouponState = 1 | 2 | 3

/** A coupon the caller holds. */
export interface MyCoupon {
  id: number
  coupon_no: string
  template_id: number
  shop_id: number
  shop_name: string
  type: CouponType
  name: string
  price: Money
  discount: Money
  limit: Money
  rangetype: 'all' | 'goods' | 'category'
  starts_at: UnixSeconds
  expires_at: UnixSeconds
  state: CouponState
  order_id: number | null
  /** what it took off its order */
  discount_amount: Money | null
  created_at: UnixSeconds
}

/** A held coupon at checkout: whether it applies to this shop's order and what it saves. */
export interface CheckoutCoupon {
  id: number
  type: CouponType
  name: string
  price: Money
  discount: Money
  limit: Money
  expires_at: UnixSeconds
  usable: boolean
  /** what it takes off (goods and covered freight), when usable */
  saving: Money
  /** why not, in the caller's language, when not usable */
  reason: string
}

/** POST coupon/claim → the new coupon */
export interface ClaimResult { coupon: MyCoupon, offer: CouponOffer }

/** A shop owner's template list row */
export interface ShopCoupon extends CouponOffer {
  status: 'normal' | 'hidden'
  grant_total: number
  already_grant: number
}

/** POST coupon/shopAdd — a new template of the caller's shop */
export interface ShopCouponInput {
  shop_id: number
  type: CouponType
  name: string
  price?: Money
  discount?: Money
  limit?: Money
  pretype: 'fixed' | 'appoint'
  /** appoint: days after claiming */
  validity?: number
  startdate?: UnixSeconds
  enddate?: UnixSeconds
  drawlimit: number
  /** -1 unlimited */
  grant_total: number
}

/**
 * The admin console's platform coupons (no shop: usable on any one shop's order): the merchant's
 * fields plus an English name, the applicable range, and what has been claimed and used.
 */
export interface PlatformCouponInput extends Omit<ShopCouponInput, 'shop_id'> {
  name_en?: string
  rangetype: 'all' | 'goods' | 'category'
  /** goods ids (rangetype goods) or category ids (category); empty for all */
  range?: number[]
}

export interface PlatformCoupon {
  id: number
  type: CouponType
  name: string
  name_en: string
  price: Money
  discount: Money
  limit: Money
  rangetype: 'all' | 'goods' | 'category'
  range: number[]
  pretype: 'fixed' | 'appoint'
  validity: number
  startdate: UnixSeconds | null
  enddate: UnixSeconds | null
  drawlimit: number
  /** -1 unlimited */
  grant_total: number
  already_grant: number
  used: number
  status: 'normal' | 'hidden'
  created_at: UnixSeconds
}
