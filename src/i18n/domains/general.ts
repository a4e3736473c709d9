import { registerDomain } from '../index'
import type { DictShape } from '../types'

// Texts of the app-wide pieces: the sign-in prompt (components/SignInPrompt) with one title and
// hint per page that needs a session, the "page not found" page (pages/page/notfound) and the
// payment-success page's states (pages/page/success).

const zh = {
  signIn: {
    connect: '连接钱包登录',
    wechat: '微信一键登录',
    orders: { title: '登录后查看订单', desc: '连接钱包登录后，即可查看和管理你的订单' },
    orderDetail: { title: '登录后查看订单详情', desc: '连接钱包登录后，即可查看这笔订单' },
    logistics: { title: '登录后查看物流', desc: '连接钱包登录后，即可查看包裹到了哪里' },
    review: { title: '登录后评价订单', desc: '连接钱包登录后，即可评价收到的商品' },
    shipping: { title: '登录后处理发货', desc: '用店铺的钱包登录后，即可为订单发货' },
    pay: { title: '登录后完成支付', desc: '连接钱包登录后，即可支付这笔订单' },
    payPassword: { title: '登录后设置支付密码', desc: '连接钱包登录后，即可设置或找回支付密码' },
    checkout: { title: '登录后确认订单', desc: '连接钱包登录后即可下单' },
    addresses: { title: '登录后管理收货地址', desc: '连接钱包登录后即可添加和选择收货地址' },
    favorites: { title: '登录后查看收藏', desc: '连接钱包登录后，即可查看你收藏的商品' },
    follow: { title: '登录后查看关注的店铺', desc: '连接钱包登录后，即可查看你关注的店铺' },
    footprints: { title: '登录后查看浏览足迹', desc: '连接钱包登录后，即可查看你看过的商品' },
    assets: { title: '连接钱包查看资产', desc: '连接支持 BSC 的钱包后即可查看你的通证余额' },
    coupons: { title: '连接钱包查看优惠券', desc: '登录后即可领取和使用店铺优惠券' },
    signin: { title: '登录后每日签到', desc: '连接钱包登录后，每天签到领积分' },
    feed: { title: '登录后查看关注店铺的上新', desc: '关注喜欢的店铺，上新第一时间知道' },
    creator: { title: '登录后查看我的动态', desc: '发布图文和视频，关注喜欢的创作者' },
    account: { title: '登录后管理账户', desc: '连接钱包登录后，即可编辑资料、管理安全设置' },
    reviews: { title: '登录后查看我的评价', desc: '连接钱包登录后，即可查看你写过的评价' },
    messages: { title: '登录后查看消息', desc: '连接钱包登录后，即可和商家、平台客服聊天，查看订单与系统通知' }
  },
  notFound: {
    title: '页面不存在',
    heading: '这个页面不存在',
    desc: '链接可能有误，或页面已下线',
    home: '返回首页',
    back: '返回上一页'
  },
  paidPage: {
    title: '支付结果',
    orderNo: '订单编号',
    missingTitle: '没有找到这笔支付',
    missingDesc: '支付完成后会自动来到这里，你可以在订单中查看支付结果',
    viewOrders: '查看我的订单',
    loadFailed: '支付结果加载失败',
    retry: '重新加载'
  }
}

const en: DictShape<typeof zh> = {
  signIn: {
    connect: 'Connect wallet',
    wechat: 'Log in with WeChat',
    orders: { title: 'Log in to see your orders', desc: 'Connect your wallet to see and manage your orders' },
    orderDetail: { title: 'Log in to see this order', desc: 'Connect your wallet to see the order details' },
    logistics: { title: 'Log in to track your parcel', desc: 'Connect your wallet to see where your parcel is' },
    review: { title: 'Log in to review', desc: 'Connect your wallet to review what you received' },
    shipping: { title: 'Log in to ship orders', desc: "Log in with your shop's wallet to ship orders" },
    pay: { title: 'Log in to pay', desc: 'Connect your wallet to pay for this order' },
    payPassword: { title: 'Log in to set a payment password', desc: 'Connect your wallet to set or reset your payment password' },
    checkout: { title: 'Log in to check out', desc: 'Connect your wallet to place orders' },
    addresses: { title: 'Log in to manage addresses', desc: 'Connect your wallet to add and choose delivery addresses' },
    favorites: { title: 'Log in to see your favourites', desc: 'Connect your wallet to see the goods you saved' },
    follow: { title: 'Log in to see followed shops', desc: 'Connect your wallet to see the shops you follow' },
    footprints: { title: 'Log in to see your history', desc: 'Connect your wallet to see the goods you viewed' },
    assets: { title: 'Connect a wallet to see your assets', desc: 'Connect a BSC-capable wallet to see your token balances' },
    coupons: { title: 'Connect a wallet to see your coupons', desc: 'Sign in to claim and use shop coupons' },
    signin: { title: 'Log in to sign in daily', desc: 'Connect your wallet and sign in every day to earn points' },
    feed: { title: 'Log in to see new arrivals', desc: 'Follow shops you like and never miss what they add' },
    creator: { title: 'Log in to see your posts', desc: 'Post pictures and videos, and follow creators you like' },
    account: { title: 'Log in to manage your account', desc: 'Connect your wallet to edit your profile and security settings' },
    reviews: { title: 'Log in to see your reviews', desc: 'Connect your wallet to see the reviews you wrote' },
    messages: { title: 'Log in to see your messages', desc: 'Connect your wallet to chat with shops and customer service and read your order and system notices' }
  },
  notFound: {
    title: 'Page not found',
    heading: 'This page does not exist',
    desc: 'The link may be wrong, or the page was taken down',
    home: 'Back to Home',
    back: 'Go back'
  },
  paidPage: {
    title: 'Payment result',
    orderNo: 'Order no.',
    missingTitle: 'No payment found',
    missingDesc: 'You land here after paying; your orders show every payment',
    viewOrders: 'View my orders',
    loadFailed: 'Could not load the payment',
    retry: 'Reload'
  }
}

export default registerDomain('general', { zh, en })
