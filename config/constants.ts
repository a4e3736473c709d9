// Build-time configuration baked into the client. Every value can be set with an environment
// variable of the same name when building (see README "Configuration").
export interface ClientBuildEnv {
  API_BASE: string      // '' on H5 = same origin as the page; weapp needs an absolute URL
  SOCKET_URL: string    // relative paths are resolved against API_BASE / the page origin
  CHAIN_ID: number      // 56 BSC main net, 97 BSC test net
  TAB_MODE: 'exchange' | 'discover'
  APP_VERSION: string
  APP_VERSION_CODE: number
  /** map service key for the location pages (spec §3 configuration "map key"); '' = none: manual entry */
  MAP_PROVIDER: '' | 'tencent' | 'amap'
  MAP_KEY: string
  /** the place picker's address when it is not the provider's own (a self-hosted copy; the tests' fake) */
  MAP_PICKER_URL: string
}

export function clientBuildEnv (env: NodeJS.ProcessEnv = process.env): ClientBuildEnv {
  const isWeapp = env.TARO_ENV === 'weapp'
  return {
    API_BASE: env.API_BASE ?? (isWeapp ? 'http://127.0.0.1:3000' : ''),
    SOCKET_URL: env.SOCKET_URL ?? '/ws',
    CHAIN_ID: Number(env.CHAIN_ID ?? 56),
    TAB_MODE: env.TAB_MODE === 'discover' ? 'discover' : 'exchange',
    APP_VERSION: '1.1.24',
    APP_VERSION_CODE: 1124,
    MAP_PROVIDER: env.MAP_KEY ? (env.MAP_PROVIDER === 'amap' ? 'amap' : 'tencent') : '',
    MAP_KEY: env.MAP_KEY ?? '',
    MAP_PICKER_URL: env.MAP_PICKER_URL ?? ''
  }
}

export function buildConstants (): Record<string, string> {
  const e = clientBuildEnv()
  return { __APP_ENV__: JSON.stringify(e) }
}
