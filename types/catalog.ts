import type { Money, Paginated, UnixSeconds } from './envelope'
import type { CategoryNode, GoodsCard } from './common'
import type { RichNode } from './rich-text'

// Browsing and discovery (issue: home, categories, search, lists, detail, shops, favourites,
// articles). Paths follow WanlShop under /api/wanlshop/...; see each type's comment.

/** Sorts a goods list accepts (whitelisted on the server). composite = weigh, then sales. */
export const GOODS_SORTS = ['composite', 'sales', 'price', 'newest'] as const
export type GoodsSort = typeof GOODS_SORTS[number]
export type SortOrder = 'asc' | 'desc'

/** GET product/lists */
export interface GoodsListQuery {
  page?: number
  /** at most 50 */
  limit?: number
  /** space-separated words matched against the title and category names */
  search?: string
  /** includes the whole sub-tree */
  category_id?: number
  brand_id?: number
  /** JSON object { attributeName: value } from the drawer, e.g. {"颜色":"黑色"} */
  attrs?: string
  price_min?: Money
  price_max?: Money
  sort?: GoodsSort
  order?: SortOrder
  shop_id?: number
  /** a shop's own category (with shop_id) */
  shop_category_id?: number
}

/** A list item: the card plus what list rows show. */
export interface GoodsListItem extends GoodsCard {
  category_id: number
  comment: number
  praise: number
  shop_city: string
  shop_isself: boolean
}

/** GET product/drawer?search&category_id — filters that make sense for the current list. */
export interface DrawerData {
  brand: Array<{ id: number, name: string, image: string }>
  attribute: Array<{ name: string, values: string[] }>
}

export interface Spu { id: number, name: string, item: string[] }
export interface Sku {
  id: number
  /** one value per spu, in spu order */
  difference: string[]
  image: string
  price: Money
  bbt_price: Money
  market_price: Money
  stock: number
}

export type CouponType = 'reduction' | 'discount' | 'shipping' | 'vip'
/** A coupon template a product can use (claiming comes with the coupons issue). */
export interface CouponCard {
  id: number
  shop_id: number
  type: CouponType
  name: string
  /** face value for reduction/shipping coupons */
  price: Money
  /** e.g. "8.5" = 15% off, for discount coupons */
  discount: Money
  /** minimum spend, "0" = none */
  limit: Money
  /** fixed: startdate..enddate; appoint: `validity` days after claiming */
  pretype: 'fixed' | 'appoint'
  validity: number
  startdate: UnixSeconds | null
  enddate: UnixSeconds | null
  /** left to claim; -1 = unlimited */
  surplus: number
}

export interface ShopCard {
  id: number
  shopname: string
  avatar: string
  isself: boolean
  city: string
  /** followers */
  like: number
  goods_count: number
  score_describe: Money
  score_service: Money
  score_deliver: Money
  isFollow: boolean
}

export interface CommentUser { id: number, nickname: string, avatar: string }
/** state: 0 good, 1 medium ("pertinent"), 2 poor */
export interface GoodsComment {
  id: number
  user: CommentUser
  state: 0 | 1 | 2
  content: string
  images: string[]
  /** chosen spec values, e.g. "黑色 / 128G" */
  sku: string
  score: Money
  createtime: UnixSeconds
  /** reviewed anonymously: `user` carries a masked nickname, id 0 and no avatar */
  anonymous: boolean
}
export interface CommentStatistics {
  /** share of good comments, "98.5" (percent) */
  rate: Money
  total: number
  good: number
  pertinent: number
  poor: number
  /** with pictures */
  figure: number
}
export type CommentTag = 'all' | 'good' | 'pertinent' | 'poor' | 'figure'

/** GET product/comment?id&tag&page */
export interface CommentPage {
  comment: Paginated<GoodsComment>
  statistics: CommentStatistics
}

/** GET product/goods?id — also writes a footprint when the caller is logged in. */
export interface GoodsDetail {
  id: number
  title: string
  image: string
  images: string[]
  description: string
  /** HTML, allow-list sanitized by the server */
  content: string
  /** the same content as RichText nodes: what the client renders */
  content_nodes: RichNode[]
  price: Money
  bbt_price: Money
  market_price: Money
  sales: number
  views: number
  like: number
  stock: number
  stock_method: 'porder' | 'payment'
  pickup: boolean
  status: string
  category: { id: number, name: string }
  brand: { id: number, name: string, image: string } | null
  spu: Spu[]
  sku: Sku[]
  coupon: CouponCard[]
  /** the caller has it in favourites */
  follow: boolean
  shop: ShopCard
  comment_list: { statistics: CommentStatistics, data: GoodsComment[] }
  shop_recommend: GoodsCard[]
}

/** POST product/follow {id} (toggle favourite) */
export interface FollowResult { follow: boolean, like: number }

/** GET product/collect?type=goods|groups&page — favourites; DELETE with POST product/collectDel {ids} */
export interface CollectItem extends GoodsCard { collect_id: number, createtime: UnixSeconds, goods_type: 'goods' | 'groups' }

/** GET product/footprint?page — newest first; the client groups by day. POST product/footprintDel {ids?, all?} */
export interface FootprintItem extends GoodsCard { footprint_id: number, createtime: UnixSeconds }

/** The answer of product/collectDel and product/footprintDel: how many of the caller's rows went. */
export interface DeleteResult { deleted: number }

/** GET shop/getShopInfo?id */
export interface ShopInfo extends ShopCard {
  image: string
  bio: string
  description: string
  store_type: 'self-owned' | 'personal' | 'enterprise' | 'flagship'
  address: string
  tel: string
  business_hours: string
  createtime: UnixSeconds
  /** the shop's own category tree */
  category: CategoryNode[]
}

/** POST shop/follow {id} (toggle) */
export interface ShopFollowResult { isFollow: boolean, like: number }

/** GET shop/followList?page — followed stores */
export interface FollowedShop extends ShopCard { followtime: UnixSeconds }

/** GET common/searchList → string[] (20 hot terms); POST common/setSearch {keywords} → null; GET common/search?search → suggestions */
export interface SearchSuggest {
  categoryList: Array<{ id: number, name: string }>
  searchList: string[]
}

/** GET common/category?id&page — a category with its children and goods of its sub-tree */
export interface CategoryPage {
  category: CategoryNode
  goods: Paginated<GoodsCard>
}

export type ArticleKind = 'help' | 'new' | 'sys'
export interface ArticleItem {
  id: number
  kind: ArticleKind
  title: string
  image: string
  description: string
  views: number
  createtime: UnixSeconds
}
/** GET article/getList?type&page → Paginated<ArticleItem>; GET article/details?id → Article */
export interface Article extends ArticleItem {
  /** HTML, allow-list sanitized by the server */
  content: string
  /** the same content as RichText nodes: what the client renders */
  content_nodes: RichNode[]
}

/** GET article/adDetails?id — an advert's own page */
export interface AdvertDetail {
  id: number
  title: string
  media: string
  type: 'image' | 'banner' | 'video'
  /** HTML, allow-list sanitized by the server */
  content: string
  /** the same content as RichText nodes */
  content_nodes: RichNode[]
  url: string
  views: number
}

/** GET product/likes?page — "guess you like"; GET product/followFeed?page (login) — goods of followed shops */
export type GoodsPage = Paginated<GoodsCard>
