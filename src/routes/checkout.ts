import type { RouteGroup } from './types'

// Cart checkout: addresses and order confirmation (buying issue).
// spec §2 also names /choose-location: Taro pages must live under src/pages, so the map choice
// is /pages/user/address/addressMap (Taro.chooseLocation on weapp; manual entry on H5).
export const checkoutRoutes: RouteGroup = {
  main: [],
  sub: {
    'pages/user': ['address/address', 'address/addressManage', 'address/addressMap', 'order/addorder']
  }
}
