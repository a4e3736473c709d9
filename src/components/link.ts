import Taro from '@tarojs/taro'

/** Tab pages must be opened with switchTab (both tab modes). */
const TAB_PAGES = new Set(['/pages/index', '/pages/pledge', '/pages/category', '/pages/find', '/pages/cart', '/pages/user'])

const isHttp = (url: string) => /^https?:\/\//i.test(url)

/** Opens an in-app path such as `/pages/product/goods?id=3` (tab pages via switchTab). */
export function navigate (url: string): Promise<unknown> {
  const path = url.startsWith('/') ? url : `/${url}`
  const bare = path.split('?')[0]
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
  settings: () => '/pages/user/setting/setting'
}
