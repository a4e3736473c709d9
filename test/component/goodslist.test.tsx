import { act, fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { Current, getPageInstance, HOOKS_APP_ID } from '@tarojs/runtime'
import GoodsList from '@/pages/goodslist'
import { calls, routeApi } from '../unit/helpers/fakes'
import { type Harness, renderWith, setup, teardown } from './render'

// Goods list screen: rows/grid, sort → request params, filter drawer, empty and error states.

const item = (id: number, over: Record<string, unknown> = {}) => ({
  id, title: `Goods ${id}`, image: `/g${id}.png`, price: '12.5', bbt_price: '0', market_price: '20', sales: 1500, shop_id: 3, shop_name: 'Tea House',
  category_id: 4, comment: 10, praise: 9, shop_city: '杭州', shop_isself: id === 1, ...over
})
const page = (data: unknown[], current = 1, last = 1) => ({ total: 30, per_page: 15, current_page: current, last_page: last, data })

let h: Harness
beforeEach(() => { h = setup() })
afterEach(() => { teardown(h); Current.router = null })

function open (params: Record<string, string>) {
  Current.router = { params, path: '/pages/goodslist', onReady: '', onHide: '', onShow: '' } as never
  return renderWith(h.root, <GoodsList />)
}

/** Taro's Input reports `detail.value` (the H5 build renders a native input, jsdom the custom element) */
function typeInto (el: Element, value: string) {
  act(() => { el.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true })) })
}

/** Runs a page hook (useReachBottom, usePullDownRefresh) the way the page would. */
function fireHook (name: 'onReachBottom' | 'onPullDownRefresh') {
  const list = (getPageInstance(HOOKS_APP_ID) as unknown as Record<string, unknown> | undefined)?.[name]
  act(() => { for (const f of Array.isArray(list) ? list : [list]) if (typeof f === 'function') f() })
}

const listCalls = (api: jest.SpyInstance) => calls(api, '/wanlshop/product/lists').map((c) => c.data)

test('renders the goods as rows (price with ¥, comments, shop) and as a grid', async () => {
  const api = routeApi({ '/wanlshop/product/lists': { data: page([item(1), item(2, { comment: 0, market_price: '0' })], 1, 2) } })
  const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: '' } as never)
  act(() => { h.root.app.categoryModules = [{ id: 4, pid: 0, name: '茶叶', image: '' }] })
  const { container, getByText } = open({ category_id: '4' })
  await waitFor(() => expect(container.querySelectorAll('.goods-row').length).toBe(2))
  expect(listCalls(api)[0]).toEqual({ page: 1, sort: 'composite', category_id: 4 })
  expect(Taro.setNavigationBarTitle).toHaveBeenCalledWith({ title: '茶叶' })

  const [first, second] = Array.from(container.querySelectorAll('.goods-row'))
  expect(first.querySelector('.price:not(.price--strike)')?.textContent).toBe('¥90.00') // 12.5 USDT at 7.20
  expect(first.querySelector('.price--strike')?.textContent).toBe('¥144.00')
  expect(first.textContent).toContain('自营')
  expect(first.textContent).toContain('10条评价')
  expect(first.textContent).toContain('好评90%')
  expect(first.textContent).toContain('已售1.5k')
  expect(second.textContent).toContain('暂无评价')
  expect(second.querySelector('.price--strike')).toBeNull()
  expect(getByText('共30件商品')).toBeTruthy()

  // the shop button opens the shop, the row the goods
  fireEvent.click(first.querySelector('.goods-row__enter') as HTMLElement)
  expect(nav).toHaveBeenLastCalledWith({ url: '/pages/shop/index?id=3' })
  fireEvent.click(first)
  expect(nav).toHaveBeenLastCalledWith({ url: '/pages/product/goods?id=1' })

  fireEvent.click(container.querySelector('#glist-view') as HTMLElement)
  await waitFor(() => expect(container.querySelectorAll('.goods-grid .goods-card').length).toBe(2))
  expect(container.querySelector('.goods-row')).toBeNull()
})

test('sorting reloads page 1 with sort and order; price toggles up and down', async () => {
  const api = routeApi({ '/wanlshop/product/lists': { data: page([item(1)]) } })
  const { container } = open({ keyword: 'tea' })
  await waitFor(() => expect(listCalls(api)).toHaveLength(1))
  expect(listCalls(api)[0]).toEqual({ page: 1, sort: 'composite', search: 'tea' })

  fireEvent.click(container.querySelector('#sort-sales') as HTMLElement)
  await waitFor(() => expect(listCalls(api)).toHaveLength(2))
  expect(listCalls(api)[1]).toEqual({ page: 1, sort: 'sales', order: 'desc', search: 'tea' })
  expect(container.querySelector('#sort-sales')?.className).toContain('sort-bar__item--on')

  fireEvent.click(container.querySelector('#sort-price') as HTMLElement)
  await waitFor(() => expect(listCalls(api)).toHaveLength(3))
  expect(listCalls(api)[2]).toMatchObject({ sort: 'price', order: 'asc' })
  fireEvent.click(container.querySelector('#sort-price') as HTMLElement)
  await waitFor(() => expect(listCalls(api)).toHaveLength(4))
  expect(listCalls(api)[3]).toMatchObject({ sort: 'price', order: 'desc' })

  // tapping the active "sales" again changes nothing
  fireEvent.click(container.querySelector('#sort-newest') as HTMLElement)
  await waitFor(() => expect(listCalls(api)).toHaveLength(5))
  fireEvent.click(container.querySelector('#sort-newest') as HTMLElement)
  await new Promise((r) => setTimeout(r, 20))
  expect(listCalls(api)).toHaveLength(5)
})

test('the drawer applies a brand, an attribute and a price range; the badge counts them', async () => {
  const api = routeApi({
    '/wanlshop/product/lists': { data: page([item(1)]) },
    '/wanlshop/product/drawer': { data: { brand: [{ id: 7, name: 'Acme', image: '' }, { id: 8, name: 'Bolt', image: '' }], attribute: [{ name: '颜色', values: ['黑色', '白色'] }] } }
  })
  const { container, getByText } = open({ category_id: '4' })
  await waitFor(() => expect(listCalls(api)).toHaveLength(1))
  fireEvent.click(container.querySelector('#sort-filter') as HTMLElement)
  await waitFor(() => expect(container.querySelector('#brand-7')).not.toBeNull())
  expect(calls(api, '/wanlshop/product/drawer')[0].data).toEqual({ category_id: 4 })

  fireEvent.click(container.querySelector('#brand-7') as HTMLElement)
  fireEvent.click(getByText('白色'))
  expect(container.querySelector('#brand-7')?.className).toContain('filter-chip--on')
  const min = container.querySelector('#price-min') as HTMLElement
  const max = container.querySelector('#price-max') as HTMLElement
  typeInto(min, '300')
  typeInto(max, '99.5x')
  fireEvent.click(container.querySelector('#drawer-confirm') as HTMLElement)

  await waitFor(() => expect(listCalls(api)).toHaveLength(2))
  // min above max: swapped; the ¥ range typed is sent as USDT at 7.20 (¥99.5 → 13.81, ¥300 → 41.67)
  expect(listCalls(api)[1]).toEqual({
    page: 1, sort: 'composite', category_id: 4, brand_id: 7, attrs: JSON.stringify({ 颜色: '白色' }), price_min: '13.81', price_max: '41.67'
  })
  await waitFor(() => expect(container.querySelector('.sort-bar__count')?.textContent).toBe('3'))

  // reset + confirm clears everything
  fireEvent.click(container.querySelector('#sort-filter') as HTMLElement)
  fireEvent.click(container.querySelector('#drawer-reset') as HTMLElement)
  fireEvent.click(container.querySelector('#drawer-confirm') as HTMLElement)
  await waitFor(() => expect(listCalls(api)).toHaveLength(3))
  expect(listCalls(api)[2]).toEqual({ page: 1, sort: 'composite', category_id: 4 })
  expect(container.querySelector('.sort-bar__count')).toBeNull()
})

test('no result for a keyword: empty state with a new search and popular terms', async () => {
  routeApi({ '/wanlshop/product/lists': { data: { total: 0, per_page: 15, current_page: 1, last_page: 1, data: [] } } })
  const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: '' } as never)
  const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: '' } as never)
  act(() => { h.root.app.searchModules = ['zzz', '手机', '茶叶'] })
  const { container, getByText } = open({ keyword: 'zzz' })
  await waitFor(() => expect(getByText('没有找到相关商品')).toBeTruthy())
  expect(getByText('没有与“zzz”相关的商品，换个关键词试试')).toBeTruthy()
  fireEvent.click(container.querySelector('#glist-search') as HTMLElement)
  expect(nav).toHaveBeenLastCalledWith({ url: '/pages/page/search?keyword=zzz' })
  const chips = container.querySelectorAll('#glist-popular .glist__popular-chip')
  expect(Array.from(chips).map((c) => c.textContent)).toEqual(['手机', '茶叶'])
  fireEvent.click(chips[1])
  expect(redirect).toHaveBeenCalledWith({ url: `/pages/goodslist?keyword=${encodeURIComponent('茶叶')}` })
  expect(container.querySelector('.load-more')).toBeNull()
})

test('an empty filtered result offers to clear the filters', async () => {
  const api = routeApi({ '/wanlshop/product/lists': { data: { total: 0, per_page: 15, current_page: 1, last_page: 1, data: [] } } })
  const { container, getByText } = open({ brand_id: '9' })
  await waitFor(() => expect(getByText('试试减少筛选条件')).toBeTruthy())
  fireEvent.click(container.querySelector('#glist-clear') as HTMLElement)
  await waitFor(() => expect(listCalls(api)).toHaveLength(2))
  expect(listCalls(api)[1]).toEqual({ page: 1, sort: 'composite' })
})

test('a failed first page shows the error state with retry; reaching the bottom loads page 2, a failure there shows "load failed"', async () => {
  let fail = true
  const api = routeApi({
    '/wanlshop/product/lists': (req) => {
      if (fail) return { status: 500, code: 0, msg: 'boom' }
      return { data: page([item(Number(req.data.page) * 10)], Number(req.data.page), 3) }
    }
  })
  const stop = jest.spyOn(Taro, 'stopPullDownRefresh').mockResolvedValue({ errMsg: '' } as never)
  const { container, getByText } = open({})
  await waitFor(() => expect(getByText('加载失败')).toBeTruthy())
  expect(Taro.showToast).not.toHaveBeenCalled()
  fail = false
  fireEvent.click(container.querySelector('#glist-retry') as HTMLElement)
  await waitFor(() => expect(container.querySelectorAll('.goods-row').length).toBe(1))

  fireHook('onReachBottom')
  await waitFor(() => expect(container.querySelectorAll('.goods-row').length).toBe(2))
  expect(listCalls(api).pop()).toMatchObject({ page: 2 })

  fail = true
  fireHook('onReachBottom')
  await waitFor(() => expect(container.querySelector('.load-more--error')?.textContent).toBe('加载失败，点击重试'))
  expect(container.querySelectorAll('.goods-row').length).toBe(2)
  fail = false
  fireEvent.click(container.querySelector('.load-more--error') as HTMLElement)
  await waitFor(() => expect(container.querySelectorAll('.goods-row').length).toBe(3))
  await waitFor(() => expect(container.querySelector('.load-more')?.textContent).toBe('没有更多了'))

  // pull-down refresh: page 1 again, and the spinner is stopped
  fireHook('onPullDownRefresh')
  await waitFor(() => expect(stop).toHaveBeenCalled())
  expect(listCalls(api).pop()).toMatchObject({ page: 1 })
})
