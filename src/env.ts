// Build-time configuration (config/constants.ts), resolved for the running platform.
export const appEnv = __APP_ENV__

function origin (): string {
  if (appEnv.API_BASE) return appEnv.API_BASE.replace(/\/+$/, '')
  if (typeof location !== 'undefined' && location.origin && location.origin !== 'null') return location.origin
  return ''
}

/** `{API_BASE}/api` — absolute on weapp, same-origin on H5 by default. */
export function apiBase (): string {
  return `${origin()}/api`
}

/** Absolute websocket URL; a relative SOCKET_URL is resolved against the API origin. */
export function socketUrl (): string {
  const s = appEnv.SOCKET_URL
  if (/^wss?:\/\//.test(s)) return s
  return origin().replace(/^http/, 'ws') + (s.startsWith('/') ? s : `/${s}`)
}

/** Full URL of a server path such as `/uploads/x.png`; absolute URLs are returned unchanged. */
export function assetUrl (path: string): string {
  if (!path || /^(https?:|data:|wxfile:)/.test(path)) return path
  return origin() + (path.startsWith('/') ? path : `/${path}`)
}
