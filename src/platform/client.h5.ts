import type { AppClient } from './client'

/** H5: 'wechat-wanlshop' inside the WeChat in-app browser (its UA says MicroMessenger), else 'h5-wanlshop'. */
export function appClientHeader (ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): AppClient {
  return /MicroMessenger/i.test(ua) ? 'wechat-wanlshop' : 'h5-wanlshop'
}
