// Every route of spec §2, in one list, for the route walker (e2e/journeys/routes.ts).
//
// `pending: N` marks a route that an open issue builds (N = the issue number): the walker lists it as
// pending instead of visiting it. When that issue merges, delete its `pending` here, and the walker
// visits the page in both languages like the others.
//
// Parameters in braces are filled by the walker from the seeded data and a fresh order of its own:
// {goods} {sku} {shop} {article} {articleTitle} {advert} {page} {order}.

export interface SpecRoute {
  /** the H5 path, as the spec writes it, with its query */
  path: string
  /** the open issue that builds it */
  pending?: number
  /** its navigation bar title is merchant content (the chat with a shop is titled with the shop's name) */
  contentTitle?: boolean
}

const r = (path: string, pending?: number, contentTitle?: boolean): SpecRoute => ({ path, pending, contentTitle })

export const SPEC_ROUTES: SpecRoute[] = [
  // tab bar
  r('/pages/index'),
  r('/pages/pledge'),
  r('/pages/cart'),
  r('/pages/user'),
  // other general pages
  r('/pages/category'),
  r('/pages/categoryNew'),
  r('/pages/find'),
  r('/pages/pledgeRecord'),
  r('/pages/pledgeEquities'),
  r('/pages/cate1'),
  r('/pages/goodslist'),
  r('/pages/page/index?id={page}'),
  r('/pages/page/search'),
  r('/pages/page/success?type=pay&order_ids={order}'),
  r('/pages/page/end_live'),
  r('/pages/page/no_network'),
  r('/choose-location'),
  r('/open-location?latitude=22.543096&longitude=114.057865&name=%E5%B8%82%E6%B0%91%E4%B8%AD%E5%BF%83&address=%E6%B7%B1%E5%9C%B3%E5%B8%82%E7%A6%8F%E7%94%B0%E5%8C%BA'),
  // routes with parameters
  r('/pages/product/goods?id={goods}'),
  r('/pages/user/order/details?id={order}'),
  r('/pages/user/order/logistics?id={order}'),
  r('/pages/shop/index?id={shop}'),
  r('/pages/shop/product/list?shop_id={shop}'),
  r('/pages/notice/chat?shop_id={shop}', undefined, true),
  r('/pages/article/details?id={article}&title={articleTitle}'),
  r('/pages/article/advert?id={advert}'),
  r('/pages/apps/find/details/live?id=1'),
  r('/pages/apps/find/details/video?id=1'),
  r('/pages/apps/find/details/details?id=1'),
  // articles
  r('/pages/article/list'),
  // notices
  r('/pages/notice/notice'),
  r('/pages/notice/notify/notify'),
  r('/pages/notice/system/system'),
  r('/pages/notice/logistics/logistics'),
  // products
  r('/pages/product/list'),
  r('/pages/product/comment?id={goods}'),
  // auth
  r('/pages/user/auth/auth'),
  r('/pages/user/auth/name'),
  r('/pages/user/auth/perfect'),
  r('/pages/user/auth/phone'),
  r('/pages/user/auth/register'),
  r('/pages/user/auth/retrieve'),
  r('/pages/user/auth/thirdreg'),
  r('/pages/user/auth/validcode'),
  r('/pages/user/auth/resetpwd'),
  r('/pages/user/auth/resetpaypwd'),
  r('/pages/user/auth/resetEmail'),
  // merchant
  r('/pages/user/merchantsMy/goods/goodsList'),
  r('/pages/user/merchantsMy/goods/uploadProduct'),
  r('/pages/user/merchantsSettleIn/index'),
  r('/pages/user/merchantsSettleIn/applyAuth'),
  r('/pages/user/merchantsSettleIn/applyFor'),
  // bank cards
  r('/pages/user/bank/bank'),
  r('/pages/user/bank/add'),
  r('/pages/user/bank/details'),
  // coupons
  r('/pages/user/coupon/list'),
  r('/pages/user/coupon/mycard'),
  r('/pages/user/coupon/details'),
  r('/pages/user/coupon/apply'),
  // user pages
  r('/pages/user/help'),
  r('/pages/user/service'),
  r('/pages/user/theme'),
  r('/pages/user/footprint'),
  r('/pages/user/follow'),
  r('/pages/user/collect'),
  r('/pages/user/contractAnalysis'),
  r('/pages/user/transfer'),
  r('/pages/user/inviter/index'),
  r('/pages/user/msgManagement/index'),
  r('/pages/user/distribution/distribution'),
  r('/pages/user/portrait/portrait'),
  r('/pages/user/realName/realName'),
  r('/pages/user/poontValue/poontValue'),
  r('/pages/user/consumer/consumer'),
  r('/pages/user/myFirends/myFirends'),
  r('/pages/user/tokenPoints/tokenPoints'),
  r('/pages/user/voucherDetails/voucherDetails'),
  // agent
  r('/pages/user/shopInfoArr/agentCenter'),
  r('/pages/user/shopInfoArr/agencyShop'),
  r('/pages/user/shopInfoArr/revenueRecord'),
  r('/pages/user/shopInfoArr/shopInfo'),
  // sign-in (daily)
  r('/pages/user/signin/signin'),
  r('/pages/user/signin/log'),
  r('/pages/user/signin/rank'),
  // settings
  r('/pages/user/setting/notice'),
  r('/pages/user/setting/privacy'),
  r('/pages/user/setting/security'),
  r('/pages/user/setting/currency'),
  r('/pages/user/setting/securityCenter'),
  r('/pages/user/setting/about'),
  r('/pages/user/setting/setting'),
  r('/pages/user/setting/user'),
  // feedback and complaints
  r('/pages/user/feedback/feedback'),
  r('/pages/user/feedback/lists'),
  r('/pages/user/complaint/complaint'),
  r('/pages/user/complaint/lists'),
  // orders
  r('/pages/user/order/order'),
  r('/pages/user/order/orderDelivery?id={order}'),
  r('/pages/user/order/addorder?type=buy-now&data=%5B%7B%22goods_id%22%3A{goods}%2C%22sku_id%22%3A{sku}%2C%22number%22%3A1%7D%5D'),
  r('/pages/user/order/comment?id={order}'),
  // wallet
  r('/pages/user/money/money'),
  r('/pages/user/money/list'),
  r('/pages/user/money/pay?order_ids={order}'),
  r('/pages/user/money/recharge'),
  r('/pages/user/money/withdraw'),
  r('/pages/user/money/witlist'),
  r('/pages/user/money/details'),
  // addresses
  r('/pages/user/address/address'),
  r('/pages/user/address/addressMap'),
  r('/pages/user/address/addressManage'),
  // assets
  r('/pages/user/asset/index'),
  r('/pages/user/asset/detail'),
  r('/pages/user/asset/bbtDetail'),
  // comments
  r('/pages/user/comment/comment'),
  // refunds
  r('/pages/user/refund/lists'),
  r('/pages/user/refund/apply'),
  r('/pages/user/refund/details'),
  r('/pages/user/refund/log'),
  r('/pages/user/refund/edit'),
  // shop
  r('/pages/shop/info?id={shop}'),
  r('/pages/shop/live/live'),
  // discovery
  r('/pages/apps/find/list'),
  r('/pages/apps/find/user'),
  r('/pages/apps/find/user/add'),
  r('/pages/apps/find/user/follow'),
  r('/pages/apps/find/user/fans'),
  // group buying
  r('/pages/apps/groups/index'),
  r('/pages/apps/groups/goods?id={groupsGoods}'),
  r('/pages/apps/groups/order/order'),
  r('/pages/apps/groups/order/confirm'),
  r('/pages/apps/groups/order/details?id={order}'),
  r('/pages/apps/groups/order/comment'),
  r('/pages/apps/groups/order/logistics'),
  r('/pages/apps/groups/team')
]

/**
 * Merchant-written content (shop names, goods titles without an English one, specs, reviews,
 * addresses the buyer typed): Chinese there is not a missing translation. The walker leaves the text
 * of these elements out when it looks for Chinese on an English page.
 */
export const MERCHANT_CONTENT = [
  '[data-merchant]',
  '.price', '.gb-card__title', '.gb-team-row__name', '.gb-seat__name', '.goods-card__title', '.goods-title', '.goods-title__text', '.goods-sku', '.sku',
  '[class*="shop-name"]', '[class*="shopname"]', '[class*="__shop"]', '[class*="shop__name"]',
  '[class*="goods__title"]', '[class*="goods-title"]', '[class*="__title--goods"]',
  '[class*="comment"]', '[class*="review"]', '[class*="address"]', '[class*="addr"]',
  '.rich-text', '.taro-rich-text', '.order-goods', '[class*="order-goods"]', '.cart-item', '[class*="cart-shop"]',
  // shoppers' search terms, a goods' description, shop names and intros, spec names and the chosen
  // values, a shop's freight template name
  '.search-hot__item', '.goods-subtitle', '.shop-header__name-row', '.shop-header__bio', '.shop-info-hero__who', '.shop-info-card__text',
  '.co-goods__info', '.goods-cell__value', '.co-row__sub',
  // the shop's region as the merchant entered it
  '.goods-shop__meta', '.shop-info-cell__value',
  // the goods' detail text
  '.goods-detail__html',
  // a place named in the link (/open-location)
  '.loc-card__name', '.loc-card__addr',
  // a discovery post's author (a shop's or a user's name) and its text, as they wrote them
  '.post__name', '.post__text',
  // the same on the short-video slides, a creator's page and the people lists (names and bios as written)
  '.shorts__name', '.shorts__text', '.shorts__good-title', '.post-grid__text', '.creator__name', '.creator__bio', '.people__name'
]
