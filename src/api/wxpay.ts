import type { WxPayChannels, WxPrepayRequest, WxPrepayResult, WxTradeStatus } from '../../types/wxpay'
import { defineApi, GET, POST } from './define'

// WeChat Pay (types/wxpay.ts). The cashier shows its own failure states, so nothing toasts here.
export const wxpayApi = defineApi({
  /** which WeChat Pay channels the server offers (none unless configured) */
  channels: GET<void, WxPayChannels>('/wanlshop/wxpay/channels', { auth: false, toast: false }),
  /** a WeChat prepay order for unpaid orders or a USDT recharge, with the signed client parameters */
  prepay: POST<WxPrepayRequest, WxPrepayResult>('/wanlshop/wxpay/prepay', { toast: false }),
  /** "I have paid": the payment's state, WeChat asked when its notification has not come yet */
  confirm: POST<{ trade_no: string }, WxTradeStatus>('/wanlshop/wxpay/confirm', { toast: false })
})
