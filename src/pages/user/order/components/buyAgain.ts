import type { OrderListItem, OrderState } from '../../../../../types/order'
import type { CartStore } from '@/stores'
import { switchTab } from '@/routes/navigate'
import { STATE, type OrderRole } from '../rules'

// "Buy again" on a finished order (completed or closed): its lines go back into the cart, ticked
// for checkout, and the cart opens. Prices and stock are the cart's (the server answers with the
// current ones), not the order's.

export function canBuyAgain (state: OrderState, role: OrderRole): boolean {
  return role === 'buy' && (state === STATE.completed || state === STATE.closed)
}

export function buyAgain (cart: CartStore, order: Pick<OrderListItem, 'shop' | 'goods'>): void {
  for (const g of order.goods) {
    cart.add({
      goods_id: g.goods_id,
      shop_id: order.shop.id,
      shop_name: order.shop.shopname,
      sku_id: g.sku_id,
      title: g.title,
      image: g.image,
      sku: { id: g.sku_id, price: g.price, difference: g.difference.join(',') },
      number: g.number
    })
  }
  void switchTab('pages/cart')
}
