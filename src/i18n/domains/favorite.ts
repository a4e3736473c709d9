import { registerDomain } from '../index'
import type { DictShape } from '../types'

// Favourites, followed stores and footprints (pages/user/collect, follow, footprint).
// Every file that uses these keys imports this module, so the text ships with those pages'
// code instead of the start-up bundle (see i18n/index.ts).

const zh = {
  favorite: {
    collectTitle: '我的收藏',
    followTitle: '关注店铺',
    footprintTitle: '浏览足迹',
    goods: '商品',
    groups: '拼团',
    manage: '管理',
    done: '完成',
    selectAll: '全选',
    delete: '删除',
    deleteCount: '删除（{n}）',
    clearAll: '清空',
    deleteConfirm: '确定删除选中的 {n} 项吗？',
    clearConfirm: '确定清空全部浏览足迹吗？',
    deleted: '已删除',
    cleared: '已清空',
    noneSelected: '请先选择要删除的内容',
    emptyGoods: '还没有收藏的商品',
    emptyGoodsDesc: '看到喜欢的商品点一下收藏，方便下次找到它',
    emptyGroups: '暂无拼团收藏',
    emptyGroupsDesc: '拼团活动即将上线，敬请期待',
    emptyFollow: '还没有关注的店铺',
    emptyFollowDesc: '关注喜欢的店铺，第一时间获取上新和优惠',
    emptyFootprint: '暂无浏览足迹',
    emptyFootprintDesc: '去逛逛，发现更多好物',
    goShopping: '去逛逛',
    loginTitle: '连接钱包后查看',
    loginDesc: '登录后即可查看你的收藏、关注的店铺和浏览足迹',
    login: '连接钱包',
    unfollow: '取消关注',
    unfollowConfirm: '确定不再关注「{name}」吗？',
    followedAt: '{date} 关注',
    today: '今天',
    yesterday: '昨天',
    count: '共 {n} 件'
  }
}

const en: DictShape<typeof zh> = {
  favorite: {
    collectTitle: 'Favourites',
    followTitle: 'Followed shops',
    footprintTitle: 'Browsing history',
    goods: 'Products',
    groups: 'Group buys',
    manage: 'Edit',
    done: 'Done',
    selectAll: 'All',
    delete: 'Delete',
    deleteCount: 'Delete ({n})',
    clearAll: 'Clear',
    deleteConfirm: 'Delete the {n} selected {n|item|items}?',
    clearConfirm: 'Clear your whole browsing history?',
    deleted: 'Deleted',
    cleared: 'Cleared',
    noneSelected: 'Select something to delete first',
    emptyGoods: 'No favourites yet',
    emptyGoodsDesc: 'Tap Save on a product you like to find it here later',
    emptyGroups: 'No saved group buys',
    emptyGroupsDesc: 'Group buying is coming soon',
    emptyFollow: 'You follow no shops yet',
    emptyFollowDesc: 'Follow shops you like to hear about new arrivals and offers',
    emptyFootprint: 'No browsing history',
    emptyFootprintDesc: 'Go shopping and discover more',
    goShopping: 'Go shopping',
    loginTitle: 'Connect your wallet',
    loginDesc: 'Log in to see your favourites, followed shops and browsing history',
    login: 'Connect wallet',
    unfollow: 'Unfollow',
    unfollowConfirm: 'Stop following "{name}"?',
    followedAt: 'Followed {date}',
    today: 'Today',
    yesterday: 'Yesterday',
    count: '{n} {n|item|items}'
  }
}

export default registerDomain('favorite', { zh, en })
