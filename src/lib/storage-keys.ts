// The storage keys (spec §9), on their own without Taro: the H5 build's index.html script
// (config/early-requests.ts) reads the language, user and wallet address under the same keys.

/** The real keys. Names follow WanlShop's `wanlshop:` prefix so old installs are recognisable. */
export const KEYS = {
  user: 'wanlshop:user',
  statistics: 'wanlshop:statistics',
  walletAddress: 'wanlshop:wallet_address',
  chatClientId: 'wanlshop:chat_client_id',
  inviteCode: 'wanlshop:invite_code',
  updateIgnore: 'wanlshop:update_ignore',
  cart: 'wanlshop:cart',
  cartChecked: 'wanlshop:cart_checked',
  lang: 'wanlshop:lang',
  searchHistory: 'wanlshop:search_history',
  openAdvertDay: 'wanlshop:open_advert_day',
  popupSeen: 'wanlshop:popup_seen',
  currency: 'wanlshop:currency',
  theme: 'wanlshop:theme'
} as const
