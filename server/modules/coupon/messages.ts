// The coupon module's messages (zh default, en): spec §3 Coupon.

export const messages = {
  'coupon.not_found': { zh: '优惠券不存在', en: 'Coupon does not exist' },
  'coupon.sold_out': { zh: '优惠券已领完', en: 'This coupon has all been claimed' },
  'coupon.limit_reached': { zh: '您已领取过该优惠券', en: 'You have already claimed this coupon' },
  'coupon.ended': { zh: '优惠券活动已结束', en: 'This coupon offer has ended' },
  'coupon.claimed': { zh: '领取成功', en: 'Claimed' },
  'coupon.used': { zh: '优惠券已使用', en: 'This coupon has already been used' },
  'coupon.expired': { zh: '优惠券已过期', en: 'This coupon has expired' },
  'coupon.not_started': { zh: '优惠券尚未生效', en: 'This coupon is not valid yet' },
  'coupon.wrong_shop': { zh: '该优惠券不能用于此店铺', en: 'This coupon cannot be used in this shop' },
  'coupon.out_of_range': { zh: '订单中没有该优惠券适用的商品', en: 'No product in this order is covered by the coupon' },
  'coupon.below_threshold': { zh: '未达到优惠券使用门槛', en: 'The order does not reach the coupon\'s minimum spend' },
  'coupon.taken': { zh: '优惠券已被其他订单使用', en: 'The coupon was used by another order' },
  'coupon.not_your_shop': { zh: '您不是该店铺的店主', en: 'You do not own this shop' },
  'coupon.invalid': { zh: '优惠券设置不正确：{field}', en: 'The coupon settings are not valid: {field}' },
  'coupon.nothing_to_save': { zh: '此订单用不上该优惠券', en: 'This coupon saves nothing on this order' },
  'coupon.stopped': { zh: '优惠券已停止发放', en: 'The coupon has stopped' },
  'coupon.platform': { zh: '平台通用券', en: 'Platform coupon (all shops)' },
  'coupon.range_invalid': { zh: '适用范围不正确：{ids} 不存在', en: 'The applicable range is not valid: {ids} not found' },
  'coupon.range_empty': { zh: '请选择适用的商品或分类', en: 'Choose the products or categories the coupon applies to' },
  'coupon.twice': { zh: '一张优惠券只能用于一个店铺订单', en: 'One coupon can pay for only one shop\'s order' }
} as const
