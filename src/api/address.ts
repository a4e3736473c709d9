import type { Paginated } from '../../types/envelope'
import type { Address, AddressSaveRequest, AreaNode } from '../../types/order'
import { defineApi, GET, POST } from './define'

// Delivery addresses and the region tree (types/order.ts, study §2.4).
export const addressApi = defineApi({
  list: GET<{ page: number, limit?: number }, Paginated<Address>>('/wanlshop/address/getaddress'),
  /** add or edit; the first address is forced default, a default clears the others */
  save: POST<AddressSaveRequest, Address>('/wanlshop/address/address'),
  remove: POST<{ id: number }, null>('/wanlshop/address/deladdress'),
  /** province → city → district; large and never changing: cached by the caller */
  area: GET<void, AreaNode[]>('/wanlshop/common/area', { auth: false })
})
