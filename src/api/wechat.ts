import type { WechatJsConfig } from '../../types/common'
import { defineApi, GET } from './define'

// WeChat JSSDK signature for the page URL (H5 inside the WeChat browser).
export const wechatApi = defineApi({
  config: GET<{ url: string }, WechatJsConfig>('/wanlshop/wechat/config', { auth: false })
})
