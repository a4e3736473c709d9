import type { CartLine, CartStorageRequest, CartStorageResult, CartSyncRequest } from '../../types/order'
import { defineApi, POST } from './define'

// The signed-in cart (types/order.ts, study §2.4). synchro merges the device's lines and answers
// the whole server cart (also used to load it with cart: null); storage applies one change.
export const cartApi = defineApi({
  synchro: POST<CartSyncRequest, CartLine[]>('/wanlshop/cart/synchro'),
  storage: POST<CartStorageRequest, CartStorageResult>('/wanlshop/cart/storage')
})
