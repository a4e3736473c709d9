import type { Money, UnixSeconds } from './envelope'
import type { CheckoutCoupon } from './coupon'
import type { OrderTeam } from './groups'

// Buying: cart, addresses, checkout, payment from balances, the order lifecycle, shipping.
// Paths under /api/wanlshop/... as in WanlShop (study §2.4–§2.6).

// ── Cart ────────────────────────────────────────────────────────────────────────────────────
/** One line as the client keeps it (spec §3 Cart item) and as cart/synchro returns it. */
export interface CartLine {
  goods_id: number
  shop_id: number
  shop_name: string
  sku_id: number
  title: string
  image: string
  sku: { id: number, price: Money, difference: string[], stock: number }
  number: number
  /** price × number, decimal string */
  sum: Money
  checked: boolean
}

/** POST cart/synchro {cart: local lines (goods_id, shop_id, sku_id, number) | null} → the server's cart */
export interface CartSyncRequest { cart: Array<{ goods_id: number, shop_id?: number, sku_id: number, number: number }> | null }

/** POST cart/storage — every change of a logged-in user's cart */
export type CartStorageRequest =
  | { type: 'empty' }
  | { type: 'add', data: { goods_id: number, shop_id: number, sku_id: number, number: number } }
  /** number = the new quantity */
  | { type: 'bcadd' | 'bcsub', goods_id: number, sku_id: number, number: number }
  | { type: 'del' | 'follow', data: Array<{ goods_id: number, sku_id: number }> }
/** for `follow`: how many goods were added to favourites; otherwise null */
export type CartStorageResult = { collection: number } | null

// ── Addresses ───────────────────────────────────────────────────────────────────────────────
export interface Address {
  id: number
  name: string
  mobile: string
  province: string
  city: string
  district: string
  /** area code of the district */
  adcode: string
  /** street and number */
  address: string
  /** "province city district address" */
  formatted_address: string
  /** "lng,lat" when chosen on a map, else '' */
  location: string
  default: boolean
}
export type AddressInput = Omit<Address, 'id' | 'formatted_address'> & { id?: number }
/** GET address/getaddress?page → Paginated<Address>; POST address/address {type: add|edit, data}; POST address/deladdress {id} */
export interface AddressSaveRequest { type: 'add' | 'edit', data: AddressInput }

/** GET common/area → the region tree (province → city → district) */
export interface AreaNode { code: string, name: string, children?: AreaNode[] }

// ── Checkout ────────────────────────────────────────────────────────────────────────────────
export interface CheckoutItem { goods_id: number, sku_id: number, number: number }

export interface CheckoutProduct {
  goods_id: number
  sku_id: number
  title: string
  image: string
  difference: string[]
  price: Money
  number: number
  /** price × number */
  subtotal: Money
  pickup: boolean
  stock: number
}

export interface CheckoutShop {
  shop_id: number
  shop_name: string
  products: CheckoutProduct[]
  freight: { id: number | null, name: string, price: Money }
  number: number
  /** goods total */
  sub_price: Money
  /** goods + freight − coupon */
  order_price: Money
  /** the caller's coupons of this shop, usable or not (issue 18) */
  coupons: CheckoutCoupon[]
  /** the coupon applied: the one asked for, else the best one; null = none */
  coupon_id: number | null
  /** what the coupon takes off (goods and covered freight) */
  coupon_price: Money
}

/** POST order/getOrderGoodsList {data: CheckoutItem[], address_id?, pickup?, coupons?} — coupons: the buyer's choice per shop, coupon_id 0 = none */
export interface CouponChoice { shop_id: number, coupon_id: number }
export interface CheckoutPreview {
  addressData: Address | null
  orderData: {
    lists: CheckoutShop[]
    statis: { allnum: number, allsub: Money, allfreight: Money, allcoupon: Money, alltotal: Money }
    /** every product supports self-pickup */
    pickup_available: boolean
  }
  /** a fresh idempotency key for order/addOrder */
  token: string
}

/** POST order/addOrder — one order per shop, in one transaction; retrying with the same token returns the first result */
export interface AddOrderRequest {
  token: string
  order: {
    address_id?: number
    /** self-pickup instead of delivery: only when every product supports it */
    pickup?: { name: string, mobile: string }
    lists: Array<{ shop_id: number, remarks?: string, products: CheckoutItem[], /** a held coupon of this shop */ coupon_id?: number }>
  }
}
export interface AddOrderResult { order_ids: number[], total: Money }

// ── Payment ─────────────────────────────────────────────────────────────────────────────────
export const PAY_ASSETS = ['usdt', 'bbc', 'score'] as const
export type PayAsset = typeof PAY_ASSETS[number]

/** POST pay/getPay {order_ids} — what paying these unpaid orders costs in each asset */
export interface PayPreview {
  orders: Array<{ id: number, order_no: string, price: Money }>
  /** total in USDT (prices are USDT) */
  total: Money
  /** the same total converted with the platform's rates, and the caller's balance; rate = USDT value of one unit of the asset */
  options: Array<{ asset: PayAsset, amount: Money, balance: Money, enough: boolean, rate: Money }>
  set_paypwd: boolean
  /** when the first of these orders closes unpaid (unix seconds) */
  close_at: UnixSeconds
}

/** POST pay/payment — merged payment of several orders; one charge per key */
export interface PaymentRequest { order_ids: number[], asset: PayAsset, pay_password: string, key: string }
export interface PaymentResult { order_ids: number[], asset: PayAsset, amount: Money, balance: Money }

/** POST user/payPwdCode {email} sends a 6-digit code (valid 10 minutes, 5 attempts) */
export interface PayPasswordCodeRequest { email: string }
/** POST user/resetPayPwd {email, code, password, repassword}: password = 6 digits; sets UserInfo.set_paypwd and saves the e-mail */
export interface ResetPayPasswordRequest { email: string, code: string, password: string, repassword: string }

// ── Orders ──────────────────────────────────────────────────────────────────────────────────
/** wanlshop_order.state (study §4.1) */
export const ORDER_STATE = { unpaid: 1, paid: 2, shipped: 3, received: 4, completed: 6, closed: 7 } as const
export type OrderState = typeof ORDER_STATE[keyof typeof ORDER_STATE]
/** list tabs: 0 all, 1 pending payment, 2 pending shipment, 3 pending receipt, 4 pending review */
export type OrderTab = 0 | 1 | 2 | 3 | 4

export interface OrderGoods {
  id: number
  goods_id: number
  sku_id: number
  title: string
  image: string
  difference: string[]
  price: Money
  number: number
  /** the line's refund sub-state: types/refund.ts GOODS_REFUND_STATUS (0 none, 1 refunding, 2 awaiting return, 3 refunded, 4 closed, 5 rejected) */
  refund_status: number
  /** its latest refund, if any */
  refund_id: number | null
  commented: boolean
}

/** What the caller may do with an order now (the server's state machine decides; the client only shows it). */
export interface OrderCan {
  cancel: boolean
  pay: boolean
  delete: boolean
  edit_address: boolean
  confirm: boolean
  comment: boolean
  deliver: boolean
  /** shipped or later: the parcel can be tracked */
  logistics: boolean
}

export interface OrderListItem {
  id: number
  order_no: string
  shop: { id: number, shopname: string }
  state: OrderState
  goods: OrderGoods[]
  number: number
  /** goods + freight − coupon (what the buyer pays) */
  price: Money
  freight_price: Money
  createtime: UnixSeconds
  /** unpaid orders: when they close unless paid (unix seconds); null otherwise */
  close_at?: UnixSeconds | null
  /** for sell lists: the buyer */
  buyer?: { id: number, nickname: string }
  /** 'groups' for a group-buy order (types/groups.ts); its team, null when bought alone or not a group order */
  order_type?: 'goods' | 'groups'
  team?: OrderTeam | null
  /** the caller may: */
  can: OrderCan
}

export interface OrderDetail extends OrderListItem {
  /** the goods before the coupon (price = goods_price + freight_price − coupon.price) */
  goods_price: Money
  /** the shop coupon the order used (issue 18): its name and what it took off the goods and shipping; null = none */
  coupon: { name: string, price: Money } | null
  remarks: string
  address: { name: string, mobile: string, address: string } | null
  pickup: { name: string, mobile: string } | null
  isaddress: boolean
  paytime: UnixSeconds | null
  delivertime: UnixSeconds | null
  taketime: UnixSeconds | null
  dealtime: UnixSeconds | null
  pay: { asset: PayAsset | null, amount: Money | null }
  express: { name: string, no: string } | null
  /** when the running timer fires (unix seconds): unpaid auto-close, auto-confirm, auto-review */
  deadline: { close: UnixSeconds | null, confirm: UnixSeconds | null, review: UnixSeconds | null }
}

/** GET order/getOrderList?state&page&role=buy|sell → Paginated<OrderListItem>; GET order/getOrderInfo?id → OrderDetail */
export interface OrderListQuery { state?: OrderTab, page?: number, role?: 'buy' | 'sell' }

/** POST order/delivery (merchant); express_name: a carrier's code or name from order/carriers; express_no: 6–30 letters or digits */
export interface DeliveryRequest { id: number, express_name: string, express_no: string }

/** GET order/carriers → Carrier[] (public) */
export interface Carrier { code: string, name: string }

/** POST order/getLogistics {id} */
export interface Logistics {
  express_name: string
  express_no: string
  company: { name: string, tel: string }
  traces: Array<{ time: UnixSeconds, context: string }>
}

/** POST order/commentOrder */
export interface CommentOrderRequest {
  order_id: number
  shop: { describe: number, service: number, deliver: number, logistics: number }
  goodsList: Array<{ id: number, state: 0 | 1 | 2, comment: string, imgList: string[] }>
  /** review anonymously: comments show a masked name ("张***三") and no avatar */
  anonymous?: boolean
}
