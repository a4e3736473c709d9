import { makeAutoObservable, runInAction } from '@/lib/state'
import { GOODS_SORTS, type DrawerData, type GoodsListItem, type GoodsListQuery, type GoodsSort, type SortOrder } from '../../../types/catalog'
import { isAmount } from '../../../types/validate'
import { catalogApi } from '../../api/catalog'
import { compare, fromDisplay, type MoneyDisplay } from '../../lib/money'
import { PagedList } from '../../stores/paged'

// The goods list screen's state (/pages/goodslist, /pages/product/list): route filters, sort,
// the filter drawer (draft → applied), list/grid view and the paged list. The rules are pure
// functions below so they are tested without the screen.

/** What the route may set (anything else in the URL is ignored). */
export interface RouteFilters {
  search: string
  category_id?: number
  brand_id?: number
  shop_id?: number
  sort?: GoodsSort
  order?: SortOrder
}

/** The drawer's choices (the draft while it is open, then the applied ones). */
export interface DrawerFilters {
  brandId: number | null
  /** attribute name → chosen value (one per attribute) */
  attrs: Record<string, string>
  /** decimal strings as typed, '' = no bound */
  priceMin: string
  priceMax: string
}

export interface SortState { sort: GoodsSort, order: SortOrder }

export type ViewMode = 'list' | 'grid'


const INT = /^[1-9]\d{0,8}$/
/** a price bound's integer digits (what the input keeps) */
const PRICE_DIGITS = 9
const MAX_SEARCH = 100

export const emptyFilters = (): DrawerFilters => ({ brandId: null, attrs: {}, priceMin: '', priceMax: '' })

function decode (v: string): string {
  try { return decodeURIComponent(v) } catch { return v }
}

function positiveInt (v: unknown): number | undefined {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : ''
  return INT.test(s) ? Number(s) : undefined
}

/** Route params → filters: keyword (or search), category_id, brand_id, shop_id, sort, order. */
export function parseRouteParams (params: Record<string, string | undefined> | null | undefined): RouteFilters {
  const p = params ?? {}
  const raw = p.keyword ?? p.search ?? ''
  const search = decode(String(raw)).replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH)
  const out: RouteFilters = { search }
  const category = positiveInt(p.category_id)
  const brand = positiveInt(p.brand_id)
  const shop = positiveInt(p.shop_id)
  if (category) out.category_id = category
  if (brand) out.brand_id = brand
  if (shop) out.shop_id = shop
  if (p.sort && (GOODS_SORTS as readonly string[]).includes(p.sort)) out.sort = p.sort as GoodsSort
  if (p.order === 'asc' || p.order === 'desc') out.order = p.order
  return out
}

/** Default order of a sort: price starts low → high, the others high → low. */
export const defaultOrder = (sort: GoodsSort): SortOrder => (sort === 'price' ? 'asc' : 'desc')

/** Tapping a sort: price toggles up/down when already active; the others are always descending. */
export function nextSort (cur: SortState, tapped: GoodsSort): SortState {
  if (tapped === 'price' && cur.sort === 'price') return { sort: 'price', order: cur.order === 'asc' ? 'desc' : 'asc' }
  return { sort: tapped, order: defaultOrder(tapped) }
}

/** Keeps digits and one dot with at most 2 decimals while typing ("1a2.345" → "12.34"). */
export function sanitizePriceInput (text: string): string {
  const cleaned = text.replace(/[^\d.]/g, '')
  const dot = cleaned.indexOf('.')
  if (dot < 0) return cleaned.slice(0, PRICE_DIGITS)
  const int = cleaned.slice(0, dot).slice(0, PRICE_DIGITS)
  const dec = cleaned.slice(dot + 1).replace(/\./g, '').slice(0, 2)
  return `${int || '0'}.${dec}`
}

/** A typed bound as sent: '' stays '', "12." → "12", invalid → null. */
export function normalisePrice (text: string): string | null {
  const s = text.trim().replace(/\.$/, '')
  if (s === '') return ''
  return isAmount(s, PRICE_DIGITS) ? s : null
}

/**
 * Validates the drawer's price range: each bound a decimal (or empty); min above max swaps them.
 * Returns the filters to apply, or null when a bound is not a price.
 */
export function validateFilters (f: DrawerFilters): DrawerFilters | null {
  let min = normalisePrice(f.priceMin)
  let max = normalisePrice(f.priceMax)
  if (min === null || max === null) return null
  if (min !== '' && max !== '' && compare(min, max) > 0) [min, max] = [max, min]
  return { brandId: f.brandId, attrs: { ...f.attrs }, priceMin: min, priceMax: max }
}

/** Number of drawer choices in effect (the badge on "filter"). */
export function filterCount (f: DrawerFilters): number {
  return (f.brandId ? 1 : 0) + Object.keys(f.attrs).length + (f.priceMin !== '' || f.priceMax !== '' ? 1 : 0)
}

/**
 * The product/lists query: only the whitelisted parameters, and only those that are set. The
 * price bounds are typed in the display currency (¥ by default) and sent as USDT, the currency
 * goods are priced in (ECONOMY §1); without `display` they are sent as typed.
 */
export function buildQuery (route: RouteFilters, f: DrawerFilters, s: SortState, page: number, display?: MoneyDisplay | null): GoodsListQuery {
  const q: GoodsListQuery = { page, sort: s.sort }
  if (s.sort !== 'composite') q.order = s.order
  if (route.search) q.search = route.search
  if (route.category_id) q.category_id = route.category_id
  if (route.shop_id) q.shop_id = route.shop_id
  if (f.brandId) q.brand_id = f.brandId
  const attrs = Object.entries(f.attrs).filter(([k, v]) => k && v)
  if (attrs.length > 0) q.attrs = JSON.stringify(Object.fromEntries(attrs))
  const min = normalisePrice(f.priceMin)
  const max = normalisePrice(f.priceMax)
  if (min) q.price_min = display ? fromDisplay(min, display, 'min') : min
  if (max) q.price_max = display ? fromDisplay(max, display, 'max') : max
  return q
}

export class GoodsListStore {
  route: RouteFilters
  sort: SortState
  applied: DrawerFilters
  draft: DrawerFilters = emptyFilters()
  drawerOpen = false
  drawer: DrawerData | null = null
  drawerLoading = false
  view: ViewMode = 'list'
  readonly list: PagedList<GoodsListItem>

  /** @param display the shopper's display currency (AppStore.moneyDisplay), read at each query */
  constructor (params: Record<string, string | undefined> | null | undefined, private readonly display: () => MoneyDisplay | null = () => null) {
    this.route = parseRouteParams(params)
    const sort = this.route.sort ?? 'composite'
    this.sort = { sort, order: this.route.order ?? defaultOrder(sort) }
    this.applied = { ...emptyFilters(), brandId: this.route.brand_id ?? null }
    this.list = new PagedList<GoodsListItem>((page) => catalogApi.goodsList(this.query(page), { toast: false }))
    makeAutoObservable<this, 'list' | 'display'>(this, { list: false, display: false })
  }

  query (page: number): GoodsListQuery {
    return buildQuery(this.route, this.applied, this.sort, page, this.display())
  }

  get filterCount (): number {
    return filterCount(this.applied)
  }

  /** true when something narrows the list beyond the route (an empty result can be widened) */
  get filtered (): boolean {
    return this.filterCount > 0
  }

  load (): Promise<void> {
    return this.list.refresh()
  }

  setSort (tapped: GoodsSort): void {
    const next = nextSort(this.sort, tapped)
    if (next.sort === this.sort.sort && next.order === this.sort.order) return
    this.sort = next
    void this.list.refresh()
  }

  toggleView (): void {
    this.view = this.view === 'list' ? 'grid' : 'list'
  }

  openDrawer (): void {
    this.draft = { ...this.applied, attrs: { ...this.applied.attrs } }
    this.drawerOpen = true
    if (!this.drawer && !this.drawerLoading) void this.loadDrawer()
  }

  closeDrawer (): void {
    this.drawerOpen = false
  }

  async loadDrawer (): Promise<void> {
    this.drawerLoading = true
    try {
      const data = await catalogApi.drawer({ search: this.route.search || undefined, category_id: this.route.category_id })
      runInAction(() => { this.drawer = { brand: data?.brand ?? [], attribute: data?.attribute ?? [] } })
    } catch {
      // the drawer still offers the price range
      runInAction(() => { this.drawer = null })
    } finally {
      runInAction(() => { this.drawerLoading = false })
    }
  }

  toggleBrand (id: number): void {
    this.draft.brandId = this.draft.brandId === id ? null : id
  }

  toggleAttr (name: string, value: string): void {
    const attrs = { ...this.draft.attrs }
    if (attrs[name] === value) delete attrs[name]
    else attrs[name] = value
    this.draft.attrs = attrs
  }

  setPrice (which: 'priceMin' | 'priceMax', text: string): string {
    const v = sanitizePriceInput(text)
    this.draft[which] = v
    return v
  }

  resetDraft (): void {
    this.draft = emptyFilters()
  }

  /** Applies the draft; false (and the drawer stays open) when a price bound is not a price. */
  confirmDraft (): boolean {
    const valid = validateFilters(this.draft)
    if (!valid) return false
    this.applied = valid
    this.draft = { ...valid, attrs: { ...valid.attrs } }
    this.drawerOpen = false
    void this.list.refresh()
    return true
  }

  /** The empty state's "clear filters". */
  clearFilters (): void {
    this.applied = emptyFilters()
    void this.list.refresh()
  }
}
