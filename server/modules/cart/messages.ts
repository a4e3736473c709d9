// The cart module's messages (zh default, en), registered from its manifest.

export const messages = {
  'cart.line_not_found': { zh: '购物车中没有该商品', en: 'This product is not in your cart' },
  'cart.quantity_range': { zh: '数量应在 1 到 {stock} 之间', en: 'Quantity must be between 1 and {stock}' },
  'cart.data_required': { zh: '请选择商品', en: 'Choose the products (data)' },
  'cart.updated': { zh: '购物车已更新', en: 'Cart updated' },
  'cart.followed': { zh: '已移入收藏', en: 'Moved to favourites' }
} as const
