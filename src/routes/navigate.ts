import Taro from '@tarojs/taro'
import { appEnv } from '../env'
import { tabsFor } from '../tabbar'
import { isRoute, type RoutePath, type RouteParams } from './index'
import type { ParamValue } from './types'

// Opening pages, typed by the route table: `navigate('pages/product/goods', { id: 3 })`.
// Tab pages of this build's tab mode open with switchTab (a tab cannot be navigated to), any other
// page with navigateTo. Links that come as text (adverts, home modules) go through openLink.

/** An in-app URL made by href(): '/pages/…?query'. Only href() makes one. */
export type Href = string & { readonly __href: true }

/** Parameters are optional when the route has no required one. */
type ParamArgs<P extends RoutePath> = Record<never, never> extends RouteParams<P> ? [params?: RouteParams<P>] : [params: RouteParams<P>]

const TAB_PATHS = new Set(tabsFor(appEnv.TAB_MODE).map((t) => t.pagePath))

function encode (v: ParamValue): string {
  if (typeof v === 'number') return String(v)
  if (typeof v === 'string') return encodeURIComponent(v)
  return v.join(',')
}

/** The URL of a route with its parameters (undefined and '' are left out). */
export function href<P extends RoutePath> (path: P, ...[params]: ParamArgs<P>): Href {
  const query = Object.entries((params ?? {}) as Record<string, ParamValue | undefined>)
    .filter((e): e is [string, ParamValue] => e[1] !== undefined && e[1] !== '')
    .map(([k, v]) => `${k}=${encode(v)}`)
    .join('&')
  return `/${path}${query ? `?${query}` : ''}` as Href
}

function bare (url: string): string {
  return url.replace(/^\//, '').split('?')[0]
}

function quiet (p: unknown, url: string): Promise<unknown> {
  return Promise.resolve(p).catch((e) => { console.warn('[navigate]', url, e) })
}

/** The not-found page's URL, telling it which path was asked for (always shown with its leading slash). */
export function notFoundHref (path: string): Href {
  return href('pages/page/notfound', { path: `/${bare(path)}` })
}

/**
 * Opens an in-app URL: tab pages with switchTab (their query is dropped, as Taro requires). A path
 * this build has no page for (a link from content: adverts, home modules) opens the not-found page.
 */
function open (url: string): Promise<unknown> {
  const path = url.startsWith('/') ? url : `/${url}`
  if (!isRoute(bare(path)) && !TAB_PATHS.has(bare(path))) return quiet(Taro.navigateTo({ url: notFoundHref(path) }), path)
  return quiet(TAB_PATHS.has(bare(path)) ? Taro.switchTab({ url: path.split('?')[0] }) : Taro.navigateTo({ url: path }), path)
}

/** Opens a route: `navigate('pages/shop/index', { id })`, or an Href from href(). */
export function navigate (to: Href): Promise<unknown>
export function navigate<P extends RoutePath> (path: P, ...params: ParamArgs<P>): Promise<unknown>
export function navigate (to: string, params?: Record<string, ParamValue | undefined>): Promise<unknown> {
  return open(to.startsWith('/') ? to : href(to as RoutePath, params as never))
}

/** Replaces the current page with a route (a tab page: switchTab). */
export function redirect (to: Href): Promise<unknown>
export function redirect<P extends RoutePath> (path: P, ...params: ParamArgs<P>): Promise<unknown>
export function redirect (to: string, params?: Record<string, ParamValue | undefined>): Promise<unknown> {
  const url = to.startsWith('/') ? to : href(to as RoutePath, params as never)
  return quiet(TAB_PATHS.has(bare(url)) ? Taro.switchTab({ url: url.split('?')[0] }) : Taro.redirectTo({ url }), url)
}

/** A tab of the tab bar: the table's tab pages. */
export type TabPath = 'pages/index' | 'pages/pledge' | 'pages/cart' | 'pages/user' | 'pages/category'

/** Switches to a tab page. */
export function switchTab (tab: TabPath): Promise<unknown> {
  return quiet(Taro.switchTab({ url: `/${tab}` }), tab)
}

/**
 * Opens a link from an advert or a home module (spec §2): a url that is not http is an in-app path,
 * otherwise the advert page shows it.
 */
export function openLink (url: string | undefined | null, advertId?: number | string | null): Promise<unknown> {
  const u = (url ?? '').trim()
  if (u && !/^https?:\/\//i.test(u)) return open(u)
  if (advertId != null && advertId !== '') return navigate('pages/article/advert', { id: advertId })
  if (u) return navigate('pages/article/advert', { url: u })
  return Promise.resolve()
}

export { isRoute }
