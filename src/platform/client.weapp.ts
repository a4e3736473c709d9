import type { AppClient } from './client'

/** The WeChat mini program. */
export function appClientHeader (): AppClient {
  return 'mp-wanlshop'
}
