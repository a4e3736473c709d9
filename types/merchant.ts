// The merchants' contract (issue 13, spec §3 Merchant application / Product / Shop, §4 Product
// listing and Merchant onboarding, §5, §9): states, the settle-in form, the product upload form and
// the unified social credit code check, shared by the server, the app and the admin console.

/** Settle-in application: draft → under review → approved | rejected (edit and resubmit). */
export const APPLICATION_STATE = { draft: 1, review: 2, rejected: 3, approved: 4 } as const
export type ApplicationState = typeof APPLICATION_STATE[keyof typeof APPLICATION_STATE]
export const APPLICATION_STATE_NAME: Record<ApplicationState, 'draft' | 'review' | 'rejected' | 'approved'> = { 1: 'draft', 2: 'review', 3: 'rejected', 4: 'approved' }

/** Goods listing (spec §4): under review, on sale, review failed, removed by platform, removed by shop (+ deleted). */
export const LISTING_STATE = { review: 1, onSale: 2, rejected: 3, banned: 4, hidden: 5, deleted: 6 } as const
export type ListingState = typeof LISTING_STATE[keyof typeof LISTING_STATE]
/** the goods.status text each listing state shows to the catalogue (only 'normal' is on sale) */
export const LISTING_STATUS: Record<ListingState, string> = { 1: 'review', 2: 'normal', 3: 'rejected', 4: 'banned', 5: 'hidden', 6: 'deleted' }
/** the goods-list tabs, in order */
export const LISTING_TABS = ['review', 'onSale', 'rejected', 'banned', 'hidden'] as const
export type ListingTab = typeof LISTING_TABS[number]

export const STORE_TYPES = ['self', 'personal', 'enterprise', 'flagship'] as const
export type StoreType = typeof STORE_TYPES[number]
export const OPERATION_MODES = ['online', 'offline'] as const
export const GOODS_TYPES = ['collectible', 'health', 'hot'] as const
export type GoodsType = typeof GOODS_TYPES[number]
export const STOCK_METHODS = ['porder', 'payment'] as const
/** Sale status at upload (spec §3 Product): on sale once approved, or kept in the warehouse (removed by shop). */
export const SALE_STATUSES = ['on_sale', 'warehouse'] as const
export type SaleStatus = typeof SALE_STATUSES[number]

/** Shop entry (spec §9): year 1 free, years 2 and 3 at 100 USDT each; renewal one year at 100 USDT. */
export const YEAR_FEE = '100'
export const MAX_YEARS = 3
export function packageFee (years: number): string { return String(Math.max(0, years - 1) * Number(YEAR_FEE)) }

/** Store photos required (spec §5): at least 1 front, 2 interior and 1 checkout photo. */
export const PHOTOS_MIN = { front: 1, interior: 2, checkout: 1 } as const
export const PHOTOS_MAX = 9
/** Gallery images of a product at most (each ≤ 2 MB like every upload). */
export const GALLERY_MAX = 9
/** Profit-share ratio bounds in percent (ECONOMY.md §3.5). */
export const PROFIT_RATIO_MAX = 50

/** The settle-in form, saved as a draft step by step. */
export interface ApplicationData {
  store_type?: string
  industry_category?: string
  industry?: string
  operation_mode?: string
  licence_image?: string
  region?: string
  licence_name?: string
  uscc?: string
  valid_from?: string
  valid_to?: string
  legal_phone?: string
  shop_name?: string
  contact_phone?: string
  email?: string
  address?: string
  profile?: string
  front_photos?: string[]
  interior_photos?: string[]
  checkout_photos?: string[]
}

export interface ApplicationView {
  id: number | null
  state: ApplicationState
  state_name: 'draft' | 'review' | 'rejected' | 'approved'
  step: number
  data: ApplicationData
  years: number
  fee: string
  reason: string
  shop_id: number | null
  submitted_at: number | null
  reviewed_at: number | null
  /** the applicant may change the form and submit (draft or rejected) */
  editable: boolean
}

// GB 32100-2015: 18 characters from this alphabet; the last is a check character over the first 17.
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]

/** True when `code` is a unified social credit code with a correct check character. */
export function usccValid (code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return false
  let sum = 0
  for (let i = 0; i < 17; i++) sum += USCC_CHARS.indexOf(code[i]) * USCC_WEIGHTS[i]
  const check = (31 - (sum % 31)) % 31
  return USCC_CHARS[check] === code[17]
}

/** A mainland mobile number or a landline with area code (the app's usual phone rule). */
export function phoneValid (s: string): boolean {
  return /^1[3-9]\d{9}$/.test(s) || /^0\d{2,3}-?\d{7,8}$/.test(s) || /^\+?\d{6,15}$/.test(s)
}

export function emailValid (s: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(s) && s.length <= 100
}

/** One spec (e.g. colour) and its values. */
export interface SpecInput { name: string, item: string[] }
/** One row of the combination table: values in spec order and the row's numbers. */
export interface SkuInput { difference: string[], price: string | number, bbt_price: string | number, market_price: string | number, stock: number | string, weight: string | number }

export interface ProductInput {
  title?: string
  /** the English title English readers see ('' or absent: they see `title`) */
  title_en?: string
  goods_type?: string
  shop_category_id?: number
  category_id?: number
  brand_id?: number
  spu?: SpecInput[]
  sku?: SkuInput[]
  image?: string
  images?: string[]
  description?: string
  /** the English description and details English readers see ('' or absent: the Chinese ones) */
  description_en?: string
  content?: string
  content_en?: string
  stock_method?: string
  freight_id?: number
  pickup?: boolean
  /** on_sale (default) or warehouse: where an approved product goes */
  sale_status?: string
  profit_ratio?: string
}

/** The merchant's view of one of their goods (goodsList rows and the edit form). */
export interface MerchantGoodsRow {
  id: number
  title: string
  image: string
  price: string
  stock: number
  sales: number
  listing_state: ListingState
  tab: ListingTab
  reason: string
  updated_at: number
  can: { publish: boolean, unpublish: boolean, edit: boolean, delete: boolean }
}

/** Every combination of the specs' values, in order (the generated combination table). */
export function combinations (spu: readonly SpecInput[]): string[][] {
  let out: string[][] = [[]]
  for (const s of spu) out = out.flatMap((prefix) => s.item.map((v) => [...prefix, v]))
  return spu.length === 0 ? [] : out
}
