import type { RouteGroup } from './types'

// Product detail, comments, shops, favourites, followed stores and footprints (browsing issue).
export const productRoutes: RouteGroup = {
  main: [],
  sub: {
    'pages/product': ['goods', 'comment'],
    'pages/shop': ['index', 'info', 'product/list'],
    'pages/user': ['collect', 'follow', 'footprint']
  }
}
