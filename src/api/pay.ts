import type { PaymentRequest, PaymentResult, PayPreview, ResetPayPasswordRequest } from '../../types/order'
import { defineApi, POST } from './define'

// Payment from balances and the payment password (types/order.ts). The pay page shows its own
// failure states, so payment() does not toast.
export const payApi = defineApi({
  /** what paying these unpaid orders costs in each asset, and the caller's balances */
  getPay: POST<{ order_ids: number[] }, PayPreview>('/wanlshop/pay/getPay', { toast: false }),
  /** merged payment of several orders; one charge per idempotency key */
  payment: POST<PaymentRequest, PaymentResult>('/wanlshop/pay/payment', { toast: false }),
  /** sends the e-mail code for setting the payment password */
  payPwdCode: POST<{ email: string }, null>('/wanlshop/user/payPwdCode'),
  resetPayPwd: POST<ResetPayPasswordRequest, null>('/wanlshop/user/resetPayPwd')
})
