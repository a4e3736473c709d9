import type { Paginated } from '../../types/envelope'
import type {
  GroupAddOrderRequest, GroupAddOrderResult, GroupCheckoutPreview, GroupCheckoutRequest, GroupGoodsDetail,
  GroupGoodsList, GroupTeamDetail
} from '../../types/groups'
import type { OrderListItem, OrderListQuery } from '../../types/order'
import { defineApi, GET, POST } from './define'

// Group buying (拼团, issue 18, study §2.9, types/groups.ts). Only what is particular to groups lives
// under /wanlshop/groups/…: a group order is an ordinary order, paid with api/pay.ts and handled
// (details, cancel, confirm, review, tracking) with api/order.ts.
export const groupsApi = defineApi({
  /** the group goods (on sale, terms shown), 15 a page; the pages show their own error states */
  list: GET<{ page?: number, search?: string }, GroupGoodsList>('/wanlshop/groups/product/lists', { auth: false, toast: false }),
  /** what a goods page adds to product/goods: terms, prices per SKU, open teams, the caller's remaining limit */
  goods: GET<{ id: number }, GroupGoodsDetail>('/wanlshop/groups/product/goods', { auth: false, toast: false }),
  /** the confirm page's preview (the server's refusal is the page's error state) */
  preview: POST<GroupCheckoutRequest, GroupCheckoutPreview>('/wanlshop/groups/order/getOrderGoodsList', { toast: false }),
  /** places the unpaid group order (and opens or joins its team); the preview's token is the idempotency key */
  addOrder: POST<GroupAddOrderRequest, GroupAddOrderResult>('/wanlshop/groups/order/addOrder'),
  /** a team: anyone may look (logged out: mine false) */
  team: GET<{ id: number }, GroupTeamDetail>('/wanlshop/groups/team/getGroupsDetails', { auth: false, toast: false }),
  /** the caller's group orders: the ordinary order list filtered to order_type groups */
  orders: GET<OrderListQuery & { type: 'groups' }, Paginated<OrderListItem>>('/wanlshop/order/getOrderList', { toast: false })
})
