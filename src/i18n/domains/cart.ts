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
    summary: '共 {n} 件商品'
  }
}

const en: DictShape<typeof zh> = {
  cart: {
    emptyTitle: 'Your cart is empty',
    emptyDesc: 'Find something you like',
    goShopping: 'Go shopping',
    summary: '{n} items'
  }
}

export default registerDomain('cart', { zh, en })
