import { registerDomain } from '../index'
import type { DictShape } from '../types'

// Shop home, info and goods pages (pages/shop/*); the product page's shop card and the followed-
// stores page borrow a few of its texts.
// Every file that uses these keys imports this module, so the text ships with those pages'
// code instead of the start-up bundle (see i18n/index.ts).

const zh = {
  shop: {
    title: '店铺',
    infoTitle: '店铺信息',
    goodsTitle: '店铺商品',
    follow: '关注',
    chat: '联系客服',
    followed: '已关注',
    followers: '粉丝 {n}',
    goodsCount: '商品 {n}',
    enter: '进店逛逛',
    self: '自营',
    followOn: '关注成功',
    followOff: '已取消关注',
    searchPlaceholder: '搜索店内商品',
    search: '搜索',
    hot: '热销榜单',
    newest: '新品上架',
    more: '查看全部',
    all: '全部',
    allGoods: '全部商品',
    emptyGoods: '暂无商品',
    emptyGoodsDesc: '店铺正在上新，稍后再来看看吧',
    emptySearch: '没有找到相关商品',
    emptySearchDesc: '换个关键词试试吧',
    noCategory: '店铺暂未设置分类',
    missingTitle: '店铺不存在',
    missingDesc: '该店铺可能已关闭或暂停营业',
    rank: 'TOP{n}',
    tabs: {
      home: '首页',
      all: '全部商品',
      dynamics: '动态',
      category: '分类'
    },
    sort: {
      composite: '综合',
      sales: '销量',
      newest: '新品',
      price: '价格'
    },
    scores: {
      describe: '描述相符',
      service: '服务态度',
      deliver: '物流服务'
    },
    fields: {
      intro: '店铺简介',
      hours: '营业时间',
      phone: '联系电话',
      region: '所在地区',
      address: '详细地址',
      openDate: '开店时间',
      type: '店铺类型',
      scores: '店铺评分',
      logo: '店铺标志',
      header: '店招背景',
      call: '拨打'
    },
    types: {
      selfOwned: '官方自营',
      personal: '个人店铺',
      enterprise: '企业店铺',
      flagship: '品牌旗舰店'
    }
  }
}

const en: DictShape<typeof zh> = {
  shop: {
    title: 'Shop',
    infoTitle: 'Shop info',
    goodsTitle: 'Shop products',
    follow: 'Follow',
    chat: 'Chat with the shop',
    followed: 'Following',
    followers: '{n} {n|follower|followers}',
    goodsCount: '{n} {n|product|products}',
    enter: 'Visit shop',
    self: 'Official',
    followOn: 'Followed',
    followOff: 'Unfollowed',
    searchPlaceholder: 'Search this shop',
    search: 'Search',
    hot: 'Best sellers',
    newest: 'New arrivals',
    more: 'View all',
    all: 'All',
    allGoods: 'All products',
    emptyGoods: 'No products yet',
    emptyGoodsDesc: 'New items are on the way. Check back soon.',
    emptySearch: 'No matching products',
    emptySearchDesc: 'Try another keyword',
    noCategory: 'This shop has no categories yet',
    missingTitle: 'Shop not found',
    missingDesc: 'This shop may be closed or suspended',
    rank: 'TOP{n}',
    tabs: {
      home: 'Home',
      all: 'All products',
      dynamics: 'Posts',
      category: 'Categories'
    },
    sort: {
      composite: 'Popular',
      sales: 'Sales',
      newest: 'New',
      price: 'Price'
    },
    scores: {
      describe: 'Description',
      service: 'Service',
      deliver: 'Delivery'
    },
    fields: {
      intro: 'About',
      hours: 'Business hours',
      phone: 'Phone',
      region: 'Region',
      address: 'Address',
      openDate: 'Opened',
      type: 'Shop type',
      scores: 'Ratings',
      logo: 'Logo',
      header: 'Header image',
      call: 'Call'
    },
    types: {
      selfOwned: 'Self-operated',
      personal: 'Personal shop',
      enterprise: 'Business shop',
      flagship: 'Flagship store'
    }
  }
}

export default registerDomain('shop', { zh, en })
