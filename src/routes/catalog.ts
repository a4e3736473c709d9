import type { RouteGroup } from './types'

// Discovery: categories, goods lists, search, articles and help (browsing issue).
export const catalogRoutes: RouteGroup = {
  main: [],
  sub: {}
}
