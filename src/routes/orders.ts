import type { RouteGroup } from './types'

// Payment, payment password, orders and their lifecycle, merchant shipping (buying issue).
export const orderRoutes: RouteGroup = {
  main: [],
  sub: {
    'pages/user': ['money/pay', 'auth/resetpaypwd', 'order/order', 'order/details', 'order/logistics', 'order/comment', 'order/orderDelivery'],
    'pages/page': ['success']
  }
}
