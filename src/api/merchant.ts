import type { Paginated } from '../../types/envelope'
import type { ApplicationData, ApplicationView, ListingState, ListingTab, MerchantGoodsRow, ProductInput } from '../../types/merchant'
import { defineApi, GET, POST } from './define'

// Merchants (types/merchant.ts): the settle-in application and its draft, the shop (certification,
// renewal), the merchant's goods. Forms show their own refusals (the server's messages, in the
// spec's order), so the form calls do not toast.

export interface MyShop {
  id: number, shopname: string, bio: string, business_hours: string, tel: string, city: string, address: string,
  avatar: string, image: string, status: string, close_reason: string, expires_at: number | null, year_fee: string
}
export interface UploadOptions {
  goods_types: string[]
  categories: Array<{ id: number, name: string, pid: number }>
  brands: Array<{ id: number, name: string }>
  shop_categories: Array<{ id: number, name: string }>
  freights: Array<{ id: number, name: string, first_fee: string, additional_fee: string, free_over: string | null }>
}
export type ProductForm = ProductInput & { id: number, listing_state: ListingState, reason: string, sku_ids: number[] }

export const merchantApi = defineApi({
  application: GET<void, ApplicationView>('/wanlshop/merchant/application'),
  draft: POST<{ step: 1 | 2 | 3, data: ApplicationData }, ApplicationView>('/wanlshop/merchant/draft', { toast: false }),
  submit: POST<{ years: number, agreement: boolean, pay_password?: string }, ApplicationView>('/wanlshop/merchant/submit', { toast: false }),
  shop: GET<void, MyShop>('/wanlshop/merchant/shop', { toast: false }),
  saveShop: POST<Omit<MyShop, 'id' | 'status' | 'close_reason' | 'expires_at' | 'year_fee'>, MyShop>('/wanlshop/merchant/shop', { toast: false }),
  renew: POST<{ pay_password: string }, MyShop>('/wanlshop/merchant/renew', { toast: false }),
  options: GET<void, UploadOptions>('/wanlshop/merchant/goods/options', { toast: false }),
  goods: GET<{ tab: ListingTab, page: number }, Paginated<MerchantGoodsRow>>('/wanlshop/merchant/goods'),
  product: GET<{ id: number }, ProductForm>('/wanlshop/merchant/goods/detail', { toast: false }),
  save: POST<ProductInput & { id?: number }, { id: number }>('/wanlshop/merchant/goods/save', { toast: false }),
  publish: POST<{ id: number }, { id: number }>('/wanlshop/merchant/goods/publish'),
  unpublish: POST<{ id: number }, { id: number }>('/wanlshop/merchant/goods/unpublish'),
  remove: POST<{ id: number }, { id: number }>('/wanlshop/merchant/goods/delete'),
  stock: POST<{ sku_id: number, stock: number }, { sku_id: number, stock: number }>('/wanlshop/merchant/goods/stock'),
  addFreight: POST<{ name: string, first_fee: string, additional_fee: string, free_over: string | null }, { id: number }>('/wanlshop/merchant/freight', { toast: false })
})
