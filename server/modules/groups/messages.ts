// The group-buying module's messages (zh default, en): spec §2 /pages/apps/groups/*, issue 18.

export const messages = {
  'groups.not_found': { zh: '该商品没有拼团活动', en: 'This product has no group deal' },
  'groups.team_not_found': { zh: '拼团不存在', en: 'This group does not exist' },
  'groups.own_team': { zh: '您已在该团中，不能重复参团', en: 'You are already in this group' },
  'groups.team_full': { zh: '该团已满员', en: 'This group is full' },
  'groups.team_closed': { zh: '该团已结束或尚未开团，请选择其他团或重新开团', en: 'This group has ended or has not started; choose another group or start a new one' },
  'groups.team_mismatch': { zh: '该团不属于此商品', en: 'This group is for another product' },
  'groups.ladder_unknown': { zh: '请选择有效的阶梯团', en: 'Please choose one of the tiered group sizes' },
  'groups.limit_reached': { zh: '已超过限购数量，您最多还能购买{n}件', en: 'Over the purchase limit: you may buy {n} more' },
  'groups.stale_token': { zh: '该订单已提交过且内容不同，请刷新后重新下单', en: 'This checkout was already submitted with different content; please refresh and try again' },
  'groups.address_required': { zh: '请选择收货地址', en: 'Please choose a delivery address' },
  'groups.team_pending': { zh: '拼团成功后才能发货', en: 'A group order ships once its group is complete' },
  'groups.refund_team_open': { zh: '拼团进行中，暂不能申请退款；拼团失败将自动退款', en: 'The group is still open; no refund request until it ends (a failed group is refunded automatically)' },
  'groups.goods_not_yours': { zh: '商品不存在或不属于您的店铺', en: 'The product does not exist or is not in your shop' },
  'groups.ladder_invalid': { zh: '阶梯团人数须各不相同且在2–50之间，折扣在1–100之间', en: 'Tier sizes must differ and be 2–50 people, with discounts of 1–100' },
  'groups.created': { zh: '下单成功', en: 'Order placed' },
  'groups.saved': { zh: '拼团设置已保存', en: 'Group deal saved' }
} as const
