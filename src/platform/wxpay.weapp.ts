import Taro from '@tarojs/taro'
import type { WxClientPayParams, WxPayChannel } from '../../types/wxpay'
import type { WxSheetResult } from './wxpay'

// Mini program: Taro.requestPayment with the server-signed parameters; the payer's openid is the
// one of WeChat login, so no authorisation step.

export type { WxSheetResult }

export function wxpayChannel (): WxPayChannel | null {
  return 'miniapp'
}

export async function requestWxPay (params: WxClientPayParams): Promise<WxSheetResult> {
  try {
    await Taro.requestPayment({ timeStamp: params.timeStamp, nonceStr: params.nonceStr, package: params.package, signType: params.signType, paySign: params.paySign })
    return { result: 'ok' }
  } catch (e) {
    const msg = (e as { errMsg?: string } | null)?.errMsg ?? ''
    return /cancel/.test(msg) ? { result: 'cancel' } : { result: 'fail', reason: msg.replace(/^requestPayment:fail\s*/, '') }
  }
}

export function takeWechatCode (): string | undefined {
  return undefined
}

export function authorizeWechat (_mpAppId: string): void {}
