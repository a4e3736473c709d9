import type {
  AdvertDetail, Article, ArticleItem, ArticleKind, CategoryPage, DrawerData, GoodsListItem, GoodsListQuery, GoodsPage,
  SearchSuggest
} from '../../types/catalog'
import type { Paginated } from '../../types/envelope'
import { defineApi, GET, POST } from './define'

// Browsing (types/catalog.ts): goods lists and their filters, "guess you like", the followed
// shops' feed, categories, search terms, articles and advert pages. All public but followFeed.

export interface PageParams { page: number, limit?: number }

export const catalogApi = defineApi({
  /** goods list with filters, sort and paging (GoodsListQuery is whitelisted by the server too) */
  goodsList: GET<GoodsListQuery, Paginated<GoodsListItem>>('/wanlshop/product/lists', { auth: false }),
  /** brands and attributes that make sense for the current search/category */
  drawer: GET<{ search?: string, category_id?: number }, DrawerData>('/wanlshop/product/drawer', { auth: false, toast: false }),
  /** "guess you like" (personal when the token is sent) */
  likes: GET<PageParams, GoodsPage>('/wanlshop/product/likes', { auth: false }),
  /** newest goods of the shops the user follows (login) */
  followFeed: GET<PageParams, GoodsPage>('/wanlshop/product/followFeed'),
  /** one category with its children and a page of its sub-tree's goods */
  category: GET<{ id: number, page?: number }, CategoryPage>('/wanlshop/common/category', { auth: false }),
  /** hot search terms (top 20) */
  hotTerms: GET<void, string[]>('/wanlshop/common/searchList', { auth: false, toast: false }),
  /** counts one search for the term */
  recordSearch: POST<{ keywords: string }, null>('/wanlshop/common/setSearch', { auth: false, toast: false }),
  /** suggestions while typing */
  suggest: GET<{ search: string }, SearchSuggest>('/wanlshop/common/search', { auth: false, toast: false }),
  articles: GET<{ type: ArticleKind } & PageParams, Paginated<ArticleItem>>('/wanlshop/article/getList', { auth: false }),
  article: GET<{ id: number }, Article>('/wanlshop/article/details', { auth: false }),
  advert: GET<{ id: number }, AdvertDetail>('/wanlshop/article/adDetails', { auth: false })
})
