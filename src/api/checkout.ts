import type { AddOrderRequest, AddOrderResult, CheckoutItem, CheckoutPreview } from '../../types/order'
import { defineApi, POST } from './define'

// The order confirmation (types/order.ts, study §2.5): the preview with its idempotency token,
// and placing the orders (one per shop). The order lifecycle itself is api/order.ts.
export const checkoutApi = defineApi({
  /** the preview; toasts are the page's (it shows the server's message as its error state) */
  preview: POST<{ data: CheckoutItem[], address_id?: number }, CheckoutPreview>('/wanlshop/order/getOrderGoodsList', { toast: false }),
  /** retrying with the same token returns the first result */
  addOrder: POST<AddOrderRequest, AddOrderResult>('/wanlshop/order/addOrder')
})
