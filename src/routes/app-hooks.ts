import Taro from '@tarojs/taro'
import { href, navigate, type Href } from './navigate'
import { isRoute } from './index'
import { onNetworkChange } from '../platform/network'

// App-level navigation the app shell wires up (app.tsx): the sign-in page after an unresolved 401,
// the offline page when the network goes.

/** The page on top, as an in-app URL ('' when none or not a route). */
function currentUrl (): string {
  const pages = Taro.getCurrentPages?.() ?? []
  const top = pages[pages.length - 1] as { route?: string, path?: string, options?: Record<string, string> } | undefined
  // weapp: route + options; H5: path carries the query
  const raw = top?.path && top.path.includes('?') ? top.path : (top?.route ?? top?.path ?? '')
  const [bare, query = ''] = raw.replace(/^\//, '').split('?')
  if (!bare || !isRoute(bare)) return ''
  const params = query ? Object.fromEntries(new URLSearchParams(query)) : (top?.options ?? {})
  const q = Object.entries(params).filter(([k, v]) => k !== '$taroTimestamp' && k !== 'stamp' && v !== '').map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')
  return `/${bare}${q ? `?${q}` : ''}`
}

function onPage (path: string): boolean {
  return currentUrl().split('?')[0] === `/${path}`
}

/** The sign-in page, remembering where to come back to (not twice on top of itself). */
export function openSignInPage (): void {
  if (onPage('pages/user/auth/auth')) return
  const back = currentUrl()
  void navigate(href('pages/user/auth/auth', { back: back || undefined }) as Href)
}

/** Shows the offline page when the connection goes. */
export function watchNetwork (): void {
  onNetworkChange((online) => {
    if (online || onPage('pages/page/no_network')) return
    const back = currentUrl()
    void navigate('pages/page/no_network', { back: back || undefined })
  })
}
