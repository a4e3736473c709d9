// `App-Client` request header (spec §7). This neutral file is what tsc type-checks against and
// what platforms without a suffix file get; Taro's build resolves `./client` to client.h5.ts or
// client.weapp.ts. The server uses the value to pick feed tabs and payment methods.

export type AppClient = 'wechat-wanlshop' | 'h5-wanlshop' | 'mp-wanlshop'

export function appClientHeader (): AppClient {
  return 'h5-wanlshop'
}
