import Taro from '@tarojs/taro'
import {
  buildQuery, emptyFilters, filterCount, GoodsListStore, nextSort, normalisePrice, parseRouteParams, sanitizePriceInput,
  validateFilters
} from '@/pages/goodslist/store'
import { calls, routeApi } from './helpers/fakes'

const page = (data: unknown[] = [], last = 1) => ({ total: data.length, per_page: 15, current_page: 1, last_page: last, data })

afterEach(() => { jest.restoreAllMocks() })

describe('sort toggling', () => {
  it('price starts ascending and toggles on every tap; other sorts are descending', () => {
    let s = nextSort({ sort: 'composite', order: 'desc' }, 'price')
    expect(s).toEqual({ sort: 'price', order: 'asc' })
    s = nextSort(s, 'price')
    expect(s).toEqual({ sort: 'price', order: 'desc' })
    s = nextSort(s, 'price')
    expect(s).toEqual({ sort: 'price', order: 'asc' })
    expect(nextSort(s, 'sales')).toEqual({ sort: 'sales', order: 'desc' })
    expect(nextSort({ sort: 'sales', order: 'desc' }, 'sales')).toEqual({ sort: 'sales', order: 'desc' })
    // back to price after another sort starts low → high again
    expect(nextSort({ sort: 'newest', order: 'desc' }, 'price')).toEqual({ sort: 'price', order: 'asc' })
  })
})

describe('route params', () => {
  it('keeps only the known parameters, as positive integers and known sorts', () => {
    const r = parseRouteParams({
      keyword: encodeURIComponent('  蓝牙   耳机 '), category_id: '12', brand_id: '0', shop_id: '-3', sort: 'sales', order: 'up', evil: '1'
    } as never)
    expect(r).toEqual({ search: '蓝牙 耳机', category_id: 12, sort: 'sales' })
    expect(parseRouteParams({ search: 'tea', brand_id: '7', shop_id: '2', sort: 'drop table', order: 'asc' })).toEqual({ search: 'tea', brand_id: 7, shop_id: 2, order: 'asc' })
    expect(parseRouteParams(undefined)).toEqual({ search: '' })
    expect(parseRouteParams({ category_id: '1e3' }).category_id).toBeUndefined()
    expect(parseRouteParams({ keyword: '%E0%A4%A' }).search).toBe('%E0%A4%A')
  })
})

describe('price inputs', () => {
  it('typing keeps digits, one dot and two decimals', () => {
    expect(sanitizePriceInput('1a2.345')).toBe('12.34')
    expect(sanitizePriceInput('.5')).toBe('0.5')
    expect(sanitizePriceInput('1.2.3')).toBe('1.23')
    expect(sanitizePriceInput('-5')).toBe('5')
    expect(sanitizePriceInput('1234567890123')).toBe('123456789')
  })

  it('a bound is a decimal string or nothing', () => {
    expect(normalisePrice('')).toBe('')
    expect(normalisePrice(' 12. ')).toBe('12')
    expect(normalisePrice('12.50')).toBe('12.50')
    expect(normalisePrice('1e3')).toBeNull()
    expect(normalisePrice('12.345')).toBeNull()
    expect(normalisePrice('abc')).toBeNull()
  })

  it('min above max swaps them (decimal comparison, not text); invalid bounds refuse', () => {
    expect(validateFilters({ ...emptyFilters(), priceMin: '100', priceMax: '20.5' })).toMatchObject({ priceMin: '20.5', priceMax: '100' })
    expect(validateFilters({ ...emptyFilters(), priceMin: '9', priceMax: '10' })).toMatchObject({ priceMin: '9', priceMax: '10' })
    expect(validateFilters({ ...emptyFilters(), priceMin: '0.1', priceMax: 'x' })).toBeNull()
  })
})

describe('filters → query', () => {
  const route = { search: 'tea', category_id: 4, shop_id: 9 }
  it('sends only what is set, with the whitelisted names', () => {
    const q = buildQuery(route, { brandId: 3, attrs: { 颜色: '黑色', '': 'x' }, priceMin: '10', priceMax: '' }, { sort: 'price', order: 'desc' }, 2)
    expect(q).toEqual({ page: 2, sort: 'price', order: 'desc', search: 'tea', category_id: 4, shop_id: 9, brand_id: 3, attrs: JSON.stringify({ 颜色: '黑色' }), price_min: '10' })
  })
  it('composite sort sends no order; nothing set sends nothing', () => {
    expect(buildQuery({ search: '' }, emptyFilters(), { sort: 'composite', order: 'desc' }, 1)).toEqual({ page: 1, sort: 'composite' })
  })
  it('counts brand, each attribute and the price range once', () => {
    expect(filterCount({ brandId: 1, attrs: { a: '1', b: '2' }, priceMin: '', priceMax: '5' })).toBe(4)
    expect(filterCount(emptyFilters())).toBe(0)
  })
})

describe('GoodsListStore', () => {
  it('the route brand is the initial brand filter; sort changes reload page 1 with the new params', async () => {
    const api = routeApi({ '/wanlshop/product/lists': { data: page([{ id: 1 }], 3) } })
    const store = new GoodsListStore({ category_id: '5', brand_id: '2' })
    await store.load()
    expect(calls(api, '/wanlshop/product/lists')[0].data).toMatchObject({ page: 1, sort: 'composite', category_id: 5, brand_id: 2 })
    store.setSort('price')
    await Promise.resolve()
    const last = calls(api, '/wanlshop/product/lists').pop()!
    expect(last.data).toMatchObject({ page: 1, sort: 'price', order: 'asc', brand_id: 2 })
    expect(store.filterCount).toBe(1)
  })

  it('the drawer works on a draft: reset and cancel leave the list alone, confirm applies and reloads', async () => {
    const api = routeApi({
      '/wanlshop/product/lists': { data: page([]) },
      '/wanlshop/product/drawer': { data: { brand: [{ id: 7, name: 'Acme', image: '' }], attribute: [{ name: '颜色', values: ['黑色'] }] } }
    })
    const store = new GoodsListStore({ keyword: 'tea' })
    await store.load()
    store.openDrawer()
    await new Promise((r) => setTimeout(r, 0))
    expect(calls(api, '/wanlshop/product/drawer')[0].data).toEqual({ search: 'tea' })
    expect(store.drawer?.brand[0].name).toBe('Acme')
    store.toggleBrand(7)
    store.toggleAttr('颜色', '黑色')
    expect(store.setPrice('priceMin', '50x')).toBe('50')
    store.setPrice('priceMax', '20')
    store.closeDrawer()
    expect(store.applied).toEqual(emptyFilters())
    store.openDrawer()
    expect(store.draft).toEqual(emptyFilters())

    store.toggleBrand(7)
    store.toggleAttr('颜色', '黑色')
    store.setPrice('priceMin', '50')
    store.setPrice('priceMax', '20')
    expect(store.confirmDraft()).toBe(true)
    expect(store.drawerOpen).toBe(false)
    await Promise.resolve()
    expect(calls(api, '/wanlshop/product/lists').pop()!.data).toMatchObject({ search: 'tea', brand_id: 7, attrs: '{"颜色":"黑色"}', price_min: '20', price_max: '50' })

    store.openDrawer()
    store.resetDraft()
    expect(store.draft).toEqual(emptyFilters())
    expect(store.applied.brandId).toBe(7)
  })

  it('an invalid price keeps the drawer open and does not reload', async () => {
    const api = routeApi({ '/wanlshop/product/lists': { data: page([]) }, '/wanlshop/product/drawer': { data: { brand: [], attribute: [] } } })
    const store = new GoodsListStore({})
    await store.load()
    store.openDrawer()
    store.draft.priceMin = '1.234'
    const before = calls(api, '/wanlshop/product/lists').length
    expect(store.confirmDraft()).toBe(false)
    expect(store.drawerOpen).toBe(true)
    expect(calls(api, '/wanlshop/product/lists').length).toBe(before)
  })

  it('a failed drawer request still opens the drawer (price range only)', async () => {
    jest.spyOn(Taro, 'request').mockImplementation((() => Promise.reject(new Error('offline'))) as never)
    const store = new GoodsListStore({})
    store.openDrawer()
    await new Promise((r) => setTimeout(r, 0))
    expect(store.drawerOpen).toBe(true)
    expect(store.drawer).toBeNull()
    expect(store.drawerLoading).toBe(false)
  })
})
