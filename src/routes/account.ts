import type { RouteGroup } from './types'

// Account pages (settings).
export const accountRoutes: RouteGroup = {
  main: [],
  sub: { 'pages/user': ['setting/setting'] }
}
