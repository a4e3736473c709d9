import type { Paginated } from '../../types/envelope'
import type { FollowedShop, GoodsListItem, GoodsListQuery, ShopFollowResult, ShopInfo } from '../../types/catalog'
import { defineApi, GET, POST } from './define'

// /wanlshop/shop/* — a shop's page and info, following shops; and the shop's goods
// (product/lists filtered by shop_id / shop_category_id / search).
export const shopApi = defineApi({
  /** no toast: the shop page shows its own "does not exist" state */
  info: GET<{ id: number }, ShopInfo>('/wanlshop/shop/getShopInfo', { auth: false, toast: false }),
  /** toggles following */
  follow: POST<{ id: number }, ShopFollowResult>('/wanlshop/shop/follow'),
  followList: GET<{ page?: number, limit?: number }, Paginated<FollowedShop>>('/wanlshop/shop/followList'),
  goods: GET<GoodsListQuery & { shop_id: number }, Paginated<GoodsListItem>>('/wanlshop/product/lists', { auth: false })
})
