import type { RouteGroup } from './types'

// Product detail, comments, shops, favourites, followed stores and footprints (browsing issue).
export const productRoutes: RouteGroup = {
  main: [],
  sub: {}
}
