import { WechatPayAdapter } from '../../adapters/wechat-pay'
import type { Config } from '../../config'

// One WeChat Pay adapter per configuration (routes, jobs and the refund effect all reach it from
// the config they are given; the scheduler's job context carries only the config and database).

const adapters = new WeakMap<Config, WechatPayAdapter>()

/** The adapter, or null when WECHAT_PAY_* is not configured (the channel is hidden). */
export function wechatPayOf (config: Config): WechatPayAdapter | null {
  if (config.wechatPay === null) return null
  let a = adapters.get(config)
  if (a === undefined) {
    a = new WechatPayAdapter(config.wechatPay)
    adapters.set(config, a)
  }
  return a
}
