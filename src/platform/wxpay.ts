import type { WxClientPayParams, WxPayChannel } from '../../types/wxpay'

// Paying in WeChat's own payment sheet. This neutral file is what tsc checks against and what
// platforms without a suffix file get (no WeChat: no channel); Taro resolves `./wxpay` to
// wxpay.h5.ts (WeChat's in-app browser: WeixinJSBridge) or wxpay.weapp.ts (Taro.requestPayment).

/** ok: WeChat says paid (still to be confirmed by the server); cancel: the buyer closed the sheet; fail: WeChat refused. */
export type WxSheetResult = { result: 'ok' } | { result: 'cancel' } | { result: 'fail', reason: string }

/** The channel this client can pay through, or null (plain browsers: no H5 payment). */
export function wxpayChannel (): WxPayChannel | null {
  return null
}

export async function requestWxPay (_params: WxClientPayParams): Promise<WxSheetResult> {
  return { result: 'fail', reason: 'WeChat Pay is not available here' }
}

/** The official-account web authorisation code brought back in the URL, once (then forgotten). */
export function takeWechatCode (): string | undefined {
  return undefined
}

/** Leaves for WeChat's web authorisation, which comes back to this page with `?code=`. */
export function authorizeWechat (_mpAppId: string): void {}
