import type { WxClientPayParams, WxPayChannel } from '../../types/wxpay'
import { appClientHeader } from './client'
import type { WxSheetResult } from './wxpay'

// H5: only inside WeChat's in-app browser (App-Client wechat-wanlshop), through the page's
// WeixinJSBridge (getBrandWCPayRequest, the official-account JSAPI). The payer's openid comes
// from the official account's web authorisation (snsapi_base): WeChat returns to this page with
// `?code=…&state=wxpay`, which the server exchanges once.

export type { WxSheetResult }

interface Bridge { invoke: (api: string, params: Record<string, string>, cb: (res: { err_msg?: string, errMsg?: string }) => void) => void }

export function wxpayChannel (): WxPayChannel | null {
  return appClientHeader() === 'wechat-wanlshop' ? 'jsapi' : null
}

function bridge (): Promise<Bridge> {
  const w = window as unknown as { WeixinJSBridge?: Bridge }
  if (w.WeixinJSBridge) return Promise.resolve(w.WeixinJSBridge)
  // WeChat injects it after the page loads
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { reject(new Error('WeixinJSBridge missing')) }, 5000)
    document.addEventListener('WeixinJSBridgeReady', () => { clearTimeout(timer); if (w.WeixinJSBridge) resolve(w.WeixinJSBridge) }, { once: true })
  })
}

export async function requestWxPay (params: WxClientPayParams): Promise<WxSheetResult> {
  let b: Bridge
  try { b = await bridge() } catch (e) { return { result: 'fail', reason: e instanceof Error ? e.message : '' } }
  return await new Promise((resolve) => {
    b.invoke('getBrandWCPayRequest', { ...params }, (res) => {
      const msg = res.err_msg ?? res.errMsg ?? ''
      if (/:ok$/.test(msg)) resolve({ result: 'ok' })
      else if (/cancel/.test(msg)) resolve({ result: 'cancel' })
      else resolve({ result: 'fail', reason: msg.replace(/^get_brand_wcpay_request:?/, '') })
    })
  })
}

export function takeWechatCode (): string | undefined {
  const url = new URL(location.href)
  const code = url.searchParams.get('code')
  if (code === null || url.searchParams.get('state') !== 'wxpay') return undefined
  url.searchParams.delete('code')
  url.searchParams.delete('state')
  // a code works once: a reload must not send it again
  history.replaceState(history.state, '', url.toString())
  return code
}

export function authorizeWechat (mpAppId: string): void {
  const back = location.href
  location.href = `https://open.weixin.qq.com/connect/oauth2/authorize?appid=${encodeURIComponent(mpAppId)}&redirect_uri=${encodeURIComponent(back)}&response_type=code&scope=snsapi_base&state=wxpay#wechat_redirect`
}
