import type { RouteGroup } from './types'

// Cart checkout: addresses and order confirmation (buying issue).
export const checkoutRoutes: RouteGroup = {
  main: [],
  sub: {}
}
