import { registerDomain } from '../index'
import type { DictShape } from '../types'

// The Me tab (pages/user and its components); the Exchange tab borrows its connect-wallet texts.
// Every file that uses these keys imports this module, so the text ships with those pages'
// code instead of the start-up bundle (see i18n/index.ts).

const zh = {
  me: {
    title: '个人中心',
    guest: '未登录',
    guestHint: '连接钱包，开启购物之旅',
    connect: '连接钱包',
    wechatLogin: '微信一键登录',
    connecting: '连接中...',
    loginFirst: '请先连接钱包',
    usdt: 'USDT',
    bbc: 'BBC',
    bbt: 'BBT',
    score: '积分',
    orders: '我的订单',
    allOrders: '全部订单',
    order: {
      pay: '待付款',
      delive: '待发货',
      receiving: '待收货',
      evaluate: '待评价',
      customer: '退款/售后'
    },
    dynamic: {
      collection: '商品收藏',
      concern: '关注店铺',
      footprint: '浏览足迹',
      accountbank: '银行卡'
    },
    services: '我的服务',
    service: {
      assets: '我的资产',
      invite: '邀请好友',
      agent: '代理中心',
      coupon: '优惠券',
      groups: '拼团',
      address: '收货地址',
      feedback: '意见反馈',
      complaint: '投诉',
      help: '帮助中心',
      comment: '我的评价',
      messages: '消息中心',
      customer: '平台客服',
      merchant: '商家入驻',
      myShop: '我的店铺',
      setting: '设置'
    },
    footer: 'BB商城 v{v}'
  }
}

const en: DictShape<typeof zh> = {
  me: {
    title: 'Me',
    guest: 'Not signed in',
    guestHint: 'Connect your wallet to start shopping',
    connect: 'Connect wallet',
    wechatLogin: 'Log in with WeChat',
    connecting: 'Connecting...',
    loginFirst: 'Please connect your wallet first',
    usdt: 'USDT',
    bbc: 'BBC',
    bbt: 'BBT',
    score: 'Points',
    orders: 'My orders',
    allOrders: 'All orders',
    order: {
      pay: 'To pay',
      delive: 'To ship',
      receiving: 'To receive',
      evaluate: 'To review',
      customer: 'Refunds'
    },
    dynamic: {
      collection: 'Favourites',
      concern: 'Followed stores',
      footprint: 'Footprints',
      accountbank: 'Bank cards'
    },
    services: 'My services',
    service: {
      assets: 'Assets',
      invite: 'Invite friends',
      agent: 'Agent center',
      coupon: 'Coupons',
      groups: 'Group buy',
      address: 'Addresses',
      feedback: 'Feedback',
      complaint: 'Complaints',
      help: 'Help',
      comment: 'My reviews',
      messages: 'Messages',
      customer: 'Customer service',
      merchant: 'Become a merchant',
      myShop: 'My shop',
      setting: 'Settings'
    },
    footer: 'BBMall v{v}'
  }
}

export default registerDomain('me', { zh, en })
