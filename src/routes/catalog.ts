import type { RouteGroup } from './types'

// Discovery: categories, goods lists, search, articles and help (browsing issue).
// 'pages/category' is in the main package because it is also a tab in the discover tab mode
// (app.config lists a page once); the goods list is main too, opened from every tab.
export const catalogRoutes: RouteGroup = {
  main: ['pages/category', 'pages/categoryNew', 'pages/cate1', 'pages/goodslist'],
  sub: {
    'pages/product': ['list'],
    'pages/page': ['search'],
    'pages/article': ['list', 'details', 'advert'],
    'pages/user': ['help']
  }
}
