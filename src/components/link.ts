import Taro from '@tarojs/taro'
import { appEnv } from '@/env'
import { tabsFor } from '../tabbar'
import { mainPages, subPackageLists } from '../routes'

/** Tab pages of this build's tab mode: they must be opened with switchTab, the others must not. */
const TAB_PAGES = new Set(tabsFor(appEnv.TAB_MODE).map((t) => `/${t.pagePath}`))

const isHttp = (url: string) => /^https?:\/\//i.test(url)

/** The page "not found" (pages/page/notfound): where a link to a page that does not exist lands. */
export const NOT_FOUND_PAGE = '/pages/page/notfound'

/** Every page this build has, as '/pages/...' paths (the same lists app.config.ts declares). */
const BUILT_PAGES = new Set([
  ...TAB_PAGES,
  ...mainPages.map((p) => `/${p}`),
  ...Object.entries(subPackageLists).flatMap(([root, pages]) => pages.map((p) => `/${root}/${p}`))
])

/**
 * Whether an in-app path leads to a page of this build. An entry whose page is not built yet is
 * not shown (issue 9: no dead taps); it reappears by itself once its page is in the route lists.
 */
export function hasPage (url: string): boolean {
  const path = (url.startsWith('/') ? url : `/${url}`).split('?')[0]
  return BUILT_PAGES.has(path)
}

/** The not-found page, telling it which path was asked for. */
export function notFoundUrl (path: string): string {
  const bare = path.split('?')[0]
  // weapp names pages without the leading slash, H5 with it: show one form
  return `${NOT_FOUND_PAGE}?path=${encodeURIComponent(bare.startsWith('/') ? bare : `/${bare}`)}`
}

/**
 * Opens an in-app path such as `/pages/product/goods?id=3` (tab pages via switchTab). A path to a
 * page that does not exist opens the not-found page instead of failing silently.
 */
export function navigate (url: string): Promise<unknown> {
  const path = url.startsWith('/') ? url : `/${url}`
  const bare = path.split('?')[0]
  if (!hasPage(bare)) return Promise.resolve(Taro.navigateTo({ url: notFoundUrl(bare) })).catch((e) => { console.warn('[navigate]', path, e) })
  const p = TAB_PAGES.has(bare) ? Taro.switchTab({ url: bare }) : Taro.navigateTo({ url: path })
  return Promise.resolve(p).catch((e) => { console.warn('[navigate]', path, e) })
}

/**
 * Opens a link from an advert or a home module (spec §2): a url that is not http is an in-app path,
 * otherwise the advert page shows it.
 */
export function openLink (url: string | undefined | null, advertId?: number | string | null): Promise<unknown> {
  const u = (url ?? '').trim()
  if (u && !isHttp(u)) return navigate(u)
  if (advertId != null && advertId !== '') return navigate(`/pages/article/advert?id=${advertId}`)
  if (u) return navigate(`/pages/article/advert?url=${encodeURIComponent(u)}`)
  return Promise.resolve()
}

export const routes = {
  search: () => '/pages/page/search',
  goods: (id: number | string) => `/pages/product/goods?id=${id}`,
  goodsList: (categoryId: number | string) => `/pages/goodslist?category_id=${categoryId}`,
  article: (id: number | string) => `/pages/article/details?id=${id}`,
  home: () => '/pages/index',
  settings: () => '/pages/user/setting/setting',
  categories: () => '/pages/category'
}
