import { registerDomain } from '../index'
import type { DictShape } from '../types'

// Product detail, SKU popup, coupons and comments (pages/product/*); shop pages, favourites and
// the H5 share fallback borrow a few of its texts.
// Every file that uses these keys imports this module, so the text ships with those pages'
// code instead of the start-up bundle (see i18n/index.ts).

const zh = {
  product: {
    title: '商品详情',
    sold: '已售 {n}',
    stock: '库存 {n}',
    views: '{n} 人浏览',
    likes: '{n} 人收藏',
    bbtPrice: 'BBT 价',
    favorite: '收藏',
    favorited: '已收藏',
    favoriteOn: '已加入收藏',
    favoriteOff: '已取消收藏',
    share: '分享',
    shop: '店铺',
    chat: '客服',
    cart: '购物车',
    addToCart: '加入购物车',
    buyNow: '立即购买',
    added: '已加入购物车',
    coupons: '优惠',
    couponsTitle: '店铺优惠券',
    couponsHint: '领取后在结算时使用，默认选择最优惠的一张',
    couponsCount: '{n} 张',
    specs: '规格',
    choose: '请选择 {names}',
    chosen: '已选：{text}',
    brand: '品牌',
    pickup: '支持到店自提',
    detail: '图文详情',
    tab: { goods: '商品', reviews: '评价', detail: '详情' },
    detailEmpty: '商家暂未上传图文详情',
    recommend: '店铺推荐',
    comments: '商品评价（{n}）',
    goodRate: '好评率 {rate}%',
    viewAll: '查看全部',
    noComments: '暂无评价，购买后快来分享你的体验吧',
    missingTitle: '商品不存在',
    missingDesc: '该商品可能已下架或被删除，去看看其他好物吧',
    backHome: '返回首页',
    errorTitle: '加载失败',
    errorDesc: '网络开小差了，请检查网络后重试',
    retry: '重新加载',
    orderSoon: '订单确认页即将上线，敬请期待',
    end: '— 已经到底啦 —',
    menu: {
      messages: '消息',
      home: '首页',
      me: '我的',
      cart: '购物车',
      service: '客服',
      share: '分享'
    },
    shareWechat: '点击右上角「···」分享给好友',
    sku: {
      quantity: '购买数量',
      stock: '库存 {n} 件',
      chooseHint: '请选择 {names}',
      confirm: '确定',
      selectSpecs: '请选择规格',
      minOne: '数量不能少于 1 件',
      maxStock: '数量不能超过库存',
      soldOut: '该规格已售罄'
    },
    coupon: {
      reduction: '满减券',
      discount: '折扣券',
      shipping: '运费券',
      vip: '会员券',
      noThreshold: '无门槛使用',
      threshold: '满 {v} 可用',
      discountValue: '{v}折',
      freeShipping: '免运费',
      validRange: '{from} - {to}',
      validUntil: '有效期至 {date}',
      validDays: '领取后 {n} 天内有效',
      surplus: '剩余 {n} 张',
      empty: '暂无可用优惠券'
    },
    comment: {
      title: '商品评价',
      expand: '展开',
      collapse: '收起',
      anonymous: '匿名用户',
      empty: '暂无相关评价',
      emptyDesc: '换个标签看看吧',
      rate: '好评率',
      total: '共 {n} 条评价'
    },
    tags: {
      all: '全部',
      good: '好评',
      pertinent: '中评',
      poor: '差评',
      figure: '有图'
    }
  }
}

const en: DictShape<typeof zh> = {
  product: {
    title: 'Product details',
    sold: '{n} sold',
    stock: 'Stock {n}',
    views: '{n} {n|view|views}',
    likes: '{n} saved',
    bbtPrice: 'BBT price',
    favorite: 'Save',
    favorited: 'Saved',
    favoriteOn: 'Added to favourites',
    favoriteOff: 'Removed from favourites',
    share: 'Share',
    shop: 'Shop',
    chat: 'Chat',
    cart: 'Cart',
    addToCart: 'Add to cart',
    buyNow: 'Buy now',
    added: 'Added to cart',
    coupons: 'Offers',
    couponsTitle: 'Shop coupons',
    couponsHint: 'Claim them here; checkout applies the best one by default',
    couponsCount: '{n} {n|coupon|coupons}',
    specs: 'Options',
    choose: 'Choose {names}',
    chosen: 'Selected: {text}',
    brand: 'Brand',
    pickup: 'In-store pickup available',
    detail: 'Details',
    tab: { goods: 'Item', reviews: 'Reviews', detail: 'Details' },
    detailEmpty: 'The seller has not added details yet',
    recommend: 'From this shop',
    comments: 'Reviews ({n})',
    goodRate: '{rate}% positive',
    viewAll: 'View all',
    noComments: 'No reviews yet. Share your experience after buying!',
    missingTitle: 'Product not found',
    missingDesc: 'This product may have been removed. Have a look at other great finds.',
    backHome: 'Back to home',
    errorTitle: 'Failed to load',
    errorDesc: 'The network hiccuped. Check your connection and try again.',
    retry: 'Reload',
    orderSoon: 'Checkout is coming soon',
    end: '— You have reached the end —',
    menu: {
      messages: 'Messages',
      home: 'Home',
      me: 'Me',
      cart: 'Cart',
      service: 'Service',
      share: 'Share'
    },
    shareWechat: 'Tap "···" at the top right to share with friends',
    sku: {
      quantity: 'Quantity',
      stock: '{n} in stock',
      chooseHint: 'Choose {names}',
      confirm: 'Confirm',
      selectSpecs: 'Please select the specs',
      minOne: 'The quantity cannot be less than 1',
      maxStock: 'The quantity cannot exceed the stock',
      soldOut: 'This option is sold out'
    },
    coupon: {
      reduction: 'Money off',
      discount: 'Discount',
      shipping: 'Shipping',
      vip: 'VIP',
      noThreshold: 'No minimum spend',
      threshold: 'Min. spend {v}',
      discountValue: '{v}% off',
      freeShipping: 'Free shipping',
      validRange: '{from} - {to}',
      validUntil: 'Valid until {date}',
      validDays: 'Valid {n} {n|day|days} after claiming',
      surplus: '{n} left',
      empty: 'No coupons available'
    },
    comment: {
      title: 'Reviews',
      expand: 'More',
      collapse: 'Less',
      anonymous: 'Anonymous',
      empty: 'No reviews here',
      emptyDesc: 'Try another tag',
      rate: 'Positive',
      total: '{n} {n|review|reviews}'
    },
    tags: {
      all: 'All',
      good: 'Positive',
      pertinent: 'Neutral',
      poor: 'Negative',
      figure: 'With photos'
    }
  }
}

export default registerDomain('product', { zh, en })
