import type { Paginated } from '../../types/envelope'
import type { CouponType } from '../../types/catalog'
import type { CouponOffer, CouponState, MyCoupon, ShopCoupon, ShopCouponInput } from '../../types/coupon'
import { defineApi, GET, POST } from './define'

export interface ApplyGoods { id: number, title: string, image: string, price: string, sales: number }

// /wanlshop/coupon/* (issue 18, study §2.8): the coupon centre, a product's coupons, claiming, the
// caller's coupons, the goods a coupon applies to, and a shop owner's templates (types/coupon.ts).
export const couponApi = defineApi({
  /** the centre; with a token the caller's claims are counted */
  center: GET<{ type?: CouponType, page?: number }, Paginated<CouponOffer>>('/wanlshop/coupon/getList', { auth: false, toast: false }),
  forGoods: GET<{ goods_id: number }, CouponOffer[]>('/wanlshop/coupon/query', { auth: false, toast: false }),
  offer: GET<{ id: number }, CouponOffer>('/wanlshop/coupon/offer', { auth: false, toast: false }),
  receive: POST<{ id: number }, MyCoupon>('/wanlshop/coupon/receive'),
  mine: GET<{ state: CouponState, page?: number }, Paginated<MyCoupon>>('/wanlshop/coupon/getMyList', { toast: false }),
  details: GET<{ id: number }, MyCoupon>('/wanlshop/coupon/details', { toast: false }),
  /** template = 1: the id is a template (from the centre), else a held coupon */
  apply: GET<{ id: number, template?: 0 | 1, page?: number }, { coupon: MyCoupon | CouponOffer, goods: Paginated<ApplyGoods> }>('/wanlshop/coupon/apply', { auth: false, toast: false }),
  /** the caller's shop, null when they own none */
  myShop: GET<void, { id: number, shopname: string } | null>('/wanlshop/coupon/myShop', { toast: false }),
  shopList: GET<{ shop_id: number }, ShopCoupon[]>('/wanlshop/coupon/shopList', { toast: false }),
  shopAdd: POST<ShopCouponInput, { id: number }>('/wanlshop/coupon/shopAdd'),
  shopStatus: POST<{ id: number, status: 'normal' | 'hidden' }, null>('/wanlshop/coupon/shopStatus')
})
