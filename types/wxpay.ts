// WeChat Pay (issue 21) on the wire: GET wxpay/channels, POST wxpay/prepay, POST wxpay/confirm.

export type WxPayChannel = 'jsapi' | 'miniapp'

export interface WxPayChannels {
  /** WeChat's in-app browser (official-account JSAPI) */
  jsapi: boolean
  /** the mini program (Taro.requestPayment) */
  miniapp: boolean
  /** the official account's app id (its web authorisation gives the payer's openid) */
  mp_app_id: string
}

export interface WxPrepayRequest {
  channel: WxPayChannel
  /** unpaid orders (one, or several: a merged payment) … */
  order_ids?: number[]
  /** … or a USDT amount to buy with CNY */
  recharge?: string
  /** the official-account web authorisation code (jsapi, first payment) */
  code?: string
}

/** What WeixinJSBridge getBrandWCPayRequest / Taro.requestPayment take (signed by the server). */
export interface WxClientPayParams {
  appId: string
  timeStamp: string
  nonceStr: string
  package: string
  signType: 'RSA'
  paySign: string
}

export interface WxPrepayResult {
  trade_no: string
  /** yuan, 2 decimals: what WeChat charges */
  total_cny: string
  params: WxClientPayParams
}

export type WxTradeState = 'created' | 'paid' | 'closed' | 'refunding' | 'refunded'

export interface WxTradeStatus {
  trade_no: string
  state: WxTradeState
  kind: 'order' | 'recharge'
  order_ids: number[]
  total_cny: string
}
