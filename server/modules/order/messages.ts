// The order module's messages (zh default, en), registered from its manifest.

export const messages = {
  'order.not_found': { zh: '订单不存在', en: 'Order does not exist' },
  'order.address_required': { zh: '请选择收货地址或填写自提联系人', en: 'Please choose a delivery address or enter a pickup contact' },
  'order.pickup_unavailable': { zh: '自提仅适用于支持自提的商品', en: 'Self-pickup is only available for products that support it' },
  'order.shop_mismatch': { zh: '商品不属于所选店铺', en: 'A product does not belong to the shop it is listed under' },
  'order.stale_token': { zh: '该订单已提交过且内容不同，请刷新后重新下单', en: 'This checkout was already submitted with different content (stale idempotency key); please refresh and try again' },
  'order.wrong_state': { zh: '订单状态已变化，无法执行此操作', en: 'The order is not in a state that allows this' },
  'order.not_payable': { zh: '订单已支付或已关闭', en: 'The order has already been paid or closed' },
  'order.expired': { zh: '订单已超时，请重新下单', en: 'The order has expired; please order again' },
  'order.address_once': { zh: '收货地址只能在发货前修改一次', en: 'The delivery address can be changed once, before shipping' },
  'order.comment_incomplete': { zh: '请评价订单中的每一件商品', en: 'Please rate every product of the order' },
  'order.comment_image': { zh: '评价图片必须是本站上传的图片', en: 'Review pictures must be images uploaded to this site' },
  'order.not_shipped': { zh: '订单尚未发货', en: 'The order has not been shipped yet' },
  'order.carrier_unknown': { zh: '请选择快递公司', en: 'Please choose a carrier' },
  'order.express_no_invalid': { zh: '快递单号应为6–30位字母或数字', en: 'The tracking number must be 6–30 letters or digits' },
  'order.refund_pending': { zh: '该订单有进行中的退款，处理完成后才能评价', en: 'This order has a refund in progress; it can be reviewed once the refund is settled' },
  'order.created': { zh: '下单成功', en: 'Order placed' },
  'order.cancelled': { zh: '订单已取消', en: 'Order cancelled' },
  'order.deleted': { zh: '订单已删除', en: 'Order deleted' },
  'order.address_changed': { zh: '收货地址已修改', en: 'Delivery address changed' },
  'order.confirmed': { zh: '已确认收货', en: 'Receipt confirmed' },
  'order.commented': { zh: '评价成功', en: 'Thank you for your review' },
  'order.delivered': { zh: '发货成功', en: 'Order shipped' },
  'order.shipped_title': { zh: '订单已发货', en: 'Your order has been shipped' },
  'order.shipped_content': { zh: '您的订单 {no} 已由{carrier}发出，运单号 {express_no}', en: 'Order {no} is on its way with {carrier}, tracking number {express_no}' }
} as const
