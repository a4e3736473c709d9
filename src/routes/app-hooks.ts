import Taro from '@tarojs/taro'
import { href, navigate, switchTab, type Href, type TabPath } from './navigate'
import { isRoute } from './index'
import { onNetworkChange } from '../platform/network'

export { prefetchOfflinePage } from '../platform/network'

// App-level navigation the app shell wires up (app.tsx): the sign-in page after an unresolved 401,
// the offline page when the network goes.

type PageLike = { route?: string, path?: string, options?: Record<string, string> }

/** A page of the stack as an in-app URL ('' when not a route). */
function pageUrl (page: PageLike | undefined): string {
  // weapp: route + options; H5: path carries the query
  const raw = page?.path && page.path.includes('?') ? page.path : (page?.route ?? page?.path ?? '')
  const [bare, query = ''] = raw.replace(/^\//, '').split('?')
  if (!bare || !isRoute(bare)) return ''
  const params = query ? Object.fromEntries(new URLSearchParams(query)) : (page?.options ?? {})
  const q = Object.entries(params).filter(([k, v]) => k !== '$taroTimestamp' && k !== 'stamp' && v !== '').map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')
  return `/${bare}${q ? `?${q}` : ''}`
}

function stack (): PageLike[] {
  return (Taro.getCurrentPages?.() ?? []) as PageLike[]
}

/** The page on top, as an in-app URL ('' when none or not a route). */
function currentUrl (): string {
  const pages = stack()
  return pageUrl(pages[pages.length - 1])
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

/** Shows the offline page when the connection goes (call prefetchOfflinePage once started). */
export function watchNetwork (): void {
  onNetworkChange((online) => {
    if (online || onPage('pages/page/no_network')) return
    const back = currentUrl()
    void navigate('pages/page/no_network', { back: back || undefined })
  })
}

/**
 * Leaves a page that stood in for another (sign-in, offline): to `back` (an in-app URL) when it names
 * a route, else to the previous page, else to the tab `fallback`.
 */
export async function returnTo (back: string, fallback: TabPath): Promise<void> {
  const path = back.replace(/^\//, '').split('?')[0]
  const pages = stack()
  const below = pageUrl(pages[pages.length - 2]).split('?')[0]
  const fail = () => switchTab(fallback)
  if (back && isRoute(path) && below !== `/${path}`) {
    await Promise.resolve(Taro.redirectTo({ url: back.startsWith('/') ? back : `/${back}` })).catch(fail)
  } else if (pages.length > 1) {
    // the page asked for is the one underneath (or none was named): go back to it
    await Promise.resolve(Taro.navigateBack()).catch(fail)
  } else {
    await fail()
  }
}
