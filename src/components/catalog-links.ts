// In-app paths of the browsing screens (goods lists, search, articles, shops), in one place.

const q = (v: string | number) => encodeURIComponent(String(v))

export const catalogPaths = {
  /** the goods list of a search term */
  goodsSearch: (keyword: string) => `/pages/goodslist?keyword=${q(keyword)}`,
  goodsCategory: (categoryId: number | string) => `/pages/goodslist?category_id=${categoryId}`,
  /** the search page, optionally pre-filled */
  search: (keyword?: string) => (keyword ? `/pages/page/search?keyword=${q(keyword)}` : '/pages/page/search'),
  shop: (shopId: number | string) => `/pages/shop/index?id=${shopId}`,
  article: (id: number | string, title?: string) => `/pages/article/details?id=${id}${title ? `&title=${q(title)}` : ''}`,
  articles: (type?: string) => (type ? `/pages/article/list?type=${type}` : '/pages/article/list'),
  advert: (id: number | string) => `/pages/article/advert?id=${id}`
}

/** A route parameter as text (Taro passes them encoded on weapp, decoded on H5). */
export function routeText (v: string | undefined | null): string {
  if (!v) return ''
  try { return decodeURIComponent(v) } catch { return v }
}
