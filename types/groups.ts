import type { Money, UnixSeconds, Paginated } from './envelope'
import type { Address } from './order'

// Group buying (拼团, spec §2 /pages/apps/groups/*, WanlShop study §2.9) — the contract between the
// server module `server/modules/groups` and the pages under src/pages/apps/groups.
//
// A group order IS an order (orders.order_type = 'groups'): payment (pay/getPay, pay/payment),
// details, cancel, delete, confirm, comment, logistics and after-sales use the ordinary order
// routes. Only what is particular to groups lives under /api/wanlshop/groups/….
//
// Team life: ready (opened; the leader has not paid) → start (the leader paid; others may join until
// `validitytime`) → success (every seat taken and paid: the orders go to shipping) | fail (expired,
// or the leader's order closed unpaid: every paid member refunded through the ledger, bill type
// `groups_refund`, unpaid member orders closed, stock restored).
// A seat is taken when the member's order is created (a conditional update: never more members than
// people_num) and given back if that order closes unpaid. The merchant cannot ship a group order
// before its team succeeds; a member cannot ask for a refund while the team is open.

export type GroupBuyType = 'alone' | 'group' | 'ladder'
export type TeamState = 'ready' | 'start' | 'success' | 'fail'

/** A bigger team for a bigger discount: `discount` = percent of the SKU price paid (80 = 20 % off). */
export interface GroupLadder { people_num: number, discount: number }

/** A shop's terms for one of its goods (merchant-set; one row per goods). */
export interface GroupTerms {
  goods_id: number
  /** seats in a team, 2–50 */
  people_num: number
  /** hours a started team stays open, 1–72 */
  group_hour: number
  /** most units one user may buy of it in group orders, 0 = no limit */
  purchase_limit: number
  /** percent of the SKU price paid in a normal team, 1–100 */
  discount: number
  ladders: GroupLadder[]
  status: 'normal' | 'hidden'
}

/** GET groups/product/lists?page&search? → Paginated<GroupGoodsCard> (on sale, status normal) */
export interface GroupGoodsCard {
  goods_id: number
  shop_id: number
  title: string
  image: string
  /** the cheapest SKU's group price and its price bought alone */
  group_price: Money
  alone_price: Money
  people_num: number
  /** teams that succeeded with this goods */
  success_count: number
}
export type GroupGoodsList = Paginated<GroupGoodsCard>

/** One SKU's prices: alone = the SKU price; group = price × discount %; each ladder likewise (rounded down to the cent). */
export interface GroupSkuPrice { sku_id: number, alone: Money, group: Money, ladders: Array<{ people_num: number, price: Money }> }

/** An open team others may join (state start, seats left, not expired). */
export interface OpenTeam {
  id: number
  group_no: string
  leader: { nickname: string, avatar: string }
  people_num: number
  join_num: number
  seats_left: number
  validitytime: UnixSeconds
}

/** GET groups/product/goods?id → what the goods page adds to product/goods: terms, prices, ≤ 10 open teams (fewest seats left first). */
export interface GroupGoodsDetail {
  terms: GroupTerms
  prices: GroupSkuPrice[]
  teams: OpenTeam[]
  /** units the caller may still buy (purchase_limit − bought; null = no limit or logged out) */
  remaining_limit: number | null
}

/** POST groups/order/getOrderGoodsList — the confirm page's preview. team_id: join that team; 0 or absent with type group|ladder = open a new one. */
export interface GroupCheckoutRequest {
  goods_id: number
  sku_id: number
  number: number
  type: GroupBuyType
  /** type ladder: which ladder (its people_num) */
  ladder_people?: number
  team_id?: number
  address_id?: number
}
export interface GroupCheckoutPreview {
  addressData: Address | null
  product: { goods_id: number, sku_id: number, shop_id: number, shop_name: string, title: string, image: string, difference: string[], price: Money, number: number, stock: number }
  type: GroupBuyType
  /** the team to join, or null when opening one / buying alone */
  team: OpenTeam | null
  people_num: number
  goods_price: Money
  freight_price: Money
  total: Money
  /** idempotency key for groups/order/addOrder */
  token: string
}

/** POST groups/order/addOrder → the unpaid order (pay it with pay/getPay + pay/payment {order_ids: [order_id]}) and its team (null when alone). */
export interface GroupAddOrderRequest extends GroupCheckoutRequest { token: string, address_id: number, remarks?: string }
export interface GroupAddOrderResult { order_id: number, team_id: number | null, total: Money }

/** What an order row carries when it is a group order (OrderListItem.team / order details). */
export interface OrderTeam { id: number, group_no: string, state: TeamState, people_num: number, join_num: number, validitytime: UnixSeconds | null }

/** GET groups/team/getGroupsDetails?id (team id) → the team page. Members show avatar and nickname only. */
export interface GroupTeamDetail {
  id: number
  group_no: string
  state: TeamState
  people_num: number
  join_num: number
  seats_left: number
  validitytime: UnixSeconds | null
  goods: { goods_id: number, title: string, image: string, group_price: Money, alone_price: Money }
  leader: { nickname: string, avatar: string }
  members: Array<{ nickname: string, avatar: string, leader: boolean }>
  /** the caller is a member / may join (logged out: false / true when seats are left and it is started) */
  mine: boolean
  can_join: boolean
}

/** Merchant: GET groups/shop/lists?page → Paginated<GroupTerms & {title, image}>; POST groups/shop/save GroupTerms (one of the caller's shop's goods); the admin console lists teams. */
export type GroupTermsInput = Omit<GroupTerms, 'status'> & { status?: GroupTerms['status'] }
