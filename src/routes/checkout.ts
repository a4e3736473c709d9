import { sub, type Id } from './types'

// Cart checkout: addresses and order confirmation (buying issue).
// spec §2 also names /choose-location: Taro pages must live under src/pages, so the map choice
// is /pages/user/address/addressMap (Taro.chooseLocation on weapp; manual entry on H5).
export const checkoutRoutes = {
  /** choose=1: pick an address for the order confirmation (selected = the current one) */
  'pages/user/address/address': sub<{ choose?: 1, selected?: Id }>('pages/user'),
  /** id: edit that address; none: a new one */
  'pages/user/address/addressManage': sub<{ id?: Id }>('pages/user'),
  'pages/user/address/addressMap': sub('pages/user'),
  /** data: the settlement lines as JSON (spec §2: a type and a data list of goods) */
  'pages/user/order/addorder': sub<{ type: 'cart' | 'buy-now', data: string }>('pages/user')
}
