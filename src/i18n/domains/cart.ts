import { registerDomain } from '../index'
import type { DictShape } from '../types'

// The Cart tab (pages/cart).
// Every file that uses these keys imports this module, so the text ships with those pages'
// code instead of the start-up bundle (see i18n/index.ts).

const zh = {
  cart: {
    emptyTitle: '购物车还是空的',
    emptyDesc: '去挑几件喜欢的商品吧',
    goShopping: '去逛逛',
    summary: '共 {n} 件商品',
    manage: '管理',
    done: '完成',
    selectAll: '全选',
    total: '合计：',
    freightHint: '不含运费',
    settle: '结算({n})',
    delete: '删除',
    moveToFavorites: '移入收藏',
    deleteConfirm: '确定删除选中的 {n} 件商品吗？',
    clearConfirm: '确定清空购物车吗？',
    moveConfirm: '确定将选中的 {n} 件商品移入收藏吗？',
    deleted: '已删除',
    moved: '已移入收藏',
    noneSelected: '请先选择商品',
    minOne: '数量不能少于 1 件',
    stockLimit: '库存仅剩 {n} 件',
    stockLeft: '仅剩 {n} 件',
    likes: '猜你喜欢',
    loginHint: '登录后同步购物车，在任何设备都能看到',
    login: '登录'
  }
}

const en: DictShape<typeof zh> = {
  cart: {
    emptyTitle: 'Your cart is empty',
    emptyDesc: 'Find something you like',
    goShopping: 'Go shopping',
    summary: '{n} {n|item|items}',
    manage: 'Edit',
    done: 'Done',
    selectAll: 'All',
    total: 'Total: ',
    freightHint: 'Shipping not included',
    settle: 'Checkout ({n})',
    delete: 'Delete',
    moveToFavorites: 'Move to favourites',
    deleteConfirm: 'Delete the {n} selected {n|item|items}?',
    clearConfirm: 'Empty the whole cart?',
    moveConfirm: 'Move the {n} selected {n|item|items} to your favourites?',
    deleted: 'Deleted',
    moved: 'Moved to favourites',
    noneSelected: 'Select some items first',
    minOne: 'The quantity cannot be less than 1',
    stockLimit: 'Only {n} left in stock',
    stockLeft: 'Only {n} left',
    likes: 'You may also like',
    loginHint: 'Log in to keep your cart on every device',
    login: 'Log in'
  }
}

export default registerDomain('cart', { zh, en })
