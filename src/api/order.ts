import type { Paginated } from '../../types/envelope'
import type {
  CommentOrderRequest, DeliveryRequest, Logistics, OrderDetail, OrderListItem, OrderListQuery
} from '../../types/order'
import { defineApi, GET, POST } from './define'

export interface Carrier { code: string, name: string }

// /wanlshop/order/* — the order lifecycle after checkout (types/order.ts).
export const orderApi = defineApi({
  list: GET<OrderListQuery, Paginated<OrderListItem>>('/wanlshop/order/getOrderList', { toast: false }),
  /** no toast: the details page shows its own error state */
  info: GET<{ id: number }, OrderDetail>('/wanlshop/order/getOrderInfo', { toast: false }),
  cancel: POST<{ id: number }, null>('/wanlshop/order/cancelOrder'),
  remove: POST<{ id: number }, null>('/wanlshop/order/delOrder'),
  editAddress: POST<{ id: number, address_id: number }, null>('/wanlshop/order/editOrderAddress'),
  confirm: POST<{ id: number }, null>('/wanlshop/order/confirmOrder'),
  comment: POST<CommentOrderRequest, null>('/wanlshop/order/commentOrder'),
  logistics: POST<{ id: number }, Logistics>('/wanlshop/order/getLogistics', { toast: false }),
  carriers: GET<void, Carrier[]>('/wanlshop/order/carriers', { auth: false, toast: false }),
  /** merchant: ships a paid order of the caller's shop */
  delivery: POST<DeliveryRequest, null>('/wanlshop/order/delivery')
})
