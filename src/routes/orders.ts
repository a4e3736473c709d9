import type { RouteGroup } from './types'

// Payment, payment password, orders and their lifecycle, merchant shipping (buying issue).
export const orderRoutes: RouteGroup = {
  main: [],
  sub: {}
}
