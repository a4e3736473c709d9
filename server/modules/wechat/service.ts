import type { WechatJsConfig } from '../../../types/common'
import type { WechatAdapter } from '../../adapters/wechat'
import { refuse, type Refusal } from '../../lib/envelope'

export const JS_API_LIST = [
  'updateAppMessageShareData', 'updateTimelineShareData', 'onMenuShareAppMessage', 'onMenuShareTimeline',
  'chooseWXPay', 'chooseImage', 'previewImage', 'getLocation', 'openLocation', 'scanQRCode'
]

export async function jsConfig (wechat: WechatAdapter, url: string): Promise<WechatJsConfig | Refusal> {
  if (!wechat.jssdkConfigured) return refuse('wechat.jssdk_not_configured')
  try {
    const s = await wechat.jsSignature(url)
    return { appId: s.appId, timestamp: s.timestamp, nonceStr: s.nonceStr, signature: s.signature, jsApiList: JS_API_LIST }
  } catch {
    return refuse('wechat.jssdk_failed')
  }
}
