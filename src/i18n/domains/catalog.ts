import { registerDomain } from '../index'
import type { DictShape } from '../types'

// Category pages, the goods list with its sort bar and filter drawer, and the home feed.
// Every file that uses these keys imports this module, so the text ships with those pages'
// code instead of the start-up bundle (see i18n/index.ts).

const zh = {
  catalog: {
    feed: {
      recommend: '推荐',
      recommendSub: '猜你喜欢',
      follow: '关注',
      followSub: '店铺上新',
      loginTitle: '登录后查看关注店铺的上新',
      loginDesc: '关注喜欢的店铺，上新第一时间知道',
      login: '连接钱包登录',
      emptyTitle: '关注的店铺暂无上新',
      emptyDesc: '去逛逛，关注喜欢的店铺吧',
      seeRecommend: '看看推荐',
      errorTitle: '加载失败，请稍后重试'
    },
    list: {
      title: '商品列表',
      composite: '综合',
      sales: '销量',
      price: '价格',
      newest: '新品',
      filter: '筛选',
      self: '自营',
      comments: '{n}条评价',
      noComments: '暂无评价',
      tryThese: '大家都在搜',
      praise: '好评{n}%',
      enterShop: '进店',
      total: '共{n}件商品',
      errorTitle: '加载失败',
      errorDesc: '网络开小差了，请检查网络后重试',
      retry: '重新加载',
      emptyTitle: '没有找到相关商品',
      emptyFiltered: '试试减少筛选条件',
      clearFilters: '清除筛选',
      emptyKeyword: '没有与“{q}”相关的商品，换个关键词试试',
      searchAgain: '重新搜索',
      emptyDesc: '这里还没有商品，去首页逛逛吧',
      goHome: '去首页'
    },
    drawer: {
      title: '筛选',
      price: '价格区间（元）',
      min: '最低价',
      max: '最高价',
      brand: '品牌',
      reset: '重置',
      confirm: '确定',
      priceInvalid: '请输入正确的价格'
    },
    category: {
      all: '全部',
      allOf: '全部{name}',
      viewAll: '查看全部',
      count: '{n}个子类',
      errorTitle: '分类加载失败',
      errorDesc: '网络开小差了，请稍后重试',
      emptyTitle: '暂无分类',
      emptyDesc: '商品分类正在整理中',
      layoutSide: '侧栏分类',
      layoutTabs: '图标分类',
      layoutList: '全部分类列表'
    }
  }
}

const en: DictShape<typeof zh> = {
  catalog: {
    feed: {
      recommend: 'For you',
      recommendSub: 'You may like',
      follow: 'Following',
      followSub: 'New arrivals',
      loginTitle: 'Log in to see new arrivals',
      loginDesc: 'Follow shops you like and never miss what they add',
      login: 'Connect wallet',
      emptyTitle: 'Nothing new from followed shops',
      emptyDesc: 'Look around and follow shops you like',
      seeRecommend: 'See picks for you',
      errorTitle: 'Could not load, please try again'
    },
    list: {
      title: 'Products',
      composite: 'Best match',
      sales: 'Sales',
      price: 'Price',
      newest: 'New',
      filter: 'Filter',
      self: 'Official',
      comments: '{n} {n|review|reviews}',
      noComments: 'No reviews yet',
      tryThese: 'Popular searches',
      praise: '{n}% positive',
      enterShop: 'Shop',
      total: '{n} {n|product|products}',
      errorTitle: 'Could not load',
      errorDesc: 'The network is acting up. Check it and try again',
      retry: 'Reload',
      emptyTitle: 'No matching products',
      emptyFiltered: 'Try removing some filters',
      clearFilters: 'Clear filters',
      emptyKeyword: 'Nothing found for "{q}". Try another word',
      searchAgain: 'Search again',
      emptyDesc: 'No products here yet. Have a look on the home page',
      goHome: 'Go to home'
    },
    drawer: {
      title: 'Filter',
      price: 'Price range (¥)',
      min: 'Min',
      max: 'Max',
      brand: 'Brand',
      reset: 'Reset',
      confirm: 'Apply',
      priceInvalid: 'Please enter a valid price'
    },
    category: {
      all: 'All',
      allOf: 'All in {name}',
      viewAll: 'View all',
      count: '{n} {n|subcategory|subcategories}',
      errorTitle: 'Could not load categories',
      errorDesc: 'The network is acting up. Please try again',
      emptyTitle: 'No categories yet',
      emptyDesc: 'Categories are being set up',
      layoutSide: 'Side bar layout',
      layoutTabs: 'Picture tabs layout',
      layoutList: 'List of all categories'
    }
  }
}

export default registerDomain('catalog', { zh, en })
