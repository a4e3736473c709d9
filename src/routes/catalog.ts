import type { GoodsSort, SortOrder } from '../../types/catalog'
import { main, sub, type Id } from './types'

/** The goods list's query (goodslist/store.ts parseRouteParams reads it). */
export interface GoodsListParams {
  [k: string]: string | number | undefined
  keyword?: string
  category_id?: Id
  brand_id?: Id
  shop_id?: Id
  sort?: GoodsSort
  order?: SortOrder
}

// Discovery: categories, goods lists, search, articles and help (browsing issue).
// 'pages/category' is in the main package because it is also a tab in the discover tab mode
// (app.config lists a page once); the goods list is main too, opened from every tab.
export const catalogRoutes = {
  'pages/category': main(),
  'pages/categoryNew': main(),
  'pages/cate1': main(),
  'pages/goodslist': main<GoodsListParams>(),
  'pages/product/list': sub<GoodsListParams>('pages/product'),
  'pages/page/search': sub<{ keyword?: string }>('pages/page'),
  'pages/article/list': sub<{ type?: string }>('pages/article'),
  'pages/article/details': sub<{ id: Id, title?: string }>('pages/article'),
  /** an advert by id, or an outside link shown in the page */
  'pages/article/advert': sub<{ id?: Id | string, url?: string }>('pages/article'),
  'pages/user/help': sub('pages/user')
}
