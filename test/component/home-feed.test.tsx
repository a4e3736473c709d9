import { act, fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { getPageInstance, HOOKS_APP_ID } from '@tarojs/runtime'
import type { GoodsCard, PageModule } from '../../types/common'
import Home from '@/pages/index'
import { calls, payload, ADDRESS_A, routeApi } from '../unit/helpers/fakes'
import { type Harness, renderWith, setup, teardown } from './render'

const goods = (id: number): GoodsCard => ({
  id, title: `Goods ${id}`, image: `/g${id}.png`, price: '9.9', bbt_price: '0', market_price: '0', sales: 3, shop_id: 1, shop_name: 'Shop'
})
const LIKES: PageModule = { id: 'likes', type: 'likes', name: '猜你喜欢', style: {}, params: {}, data: Array.from({ length: 15 }, (_, i) => goods(i + 1)) as never }
const MODULES: PageModule[] = [
  { id: 'notice', type: 'notice', name: 'News', style: {}, params: {}, data: [{ id: 7, title: '春季焕新节' }] },
  LIKES
]
const feedPage = (ids: number[], current: number, last: number) => ({ data: ids.map(goods), current_page: current, last_page: last, total: 40, per_page: 15 })

function fireHook (name: 'onReachBottom' | 'onPullDownRefresh') {
  const list = (getPageInstance(HOOKS_APP_ID) as unknown as Record<string, unknown> | undefined)?.[name]
  act(() => { for (const f of Array.isArray(list) ? list : [list]) if (typeof f === 'function') f() })
}

let h: Harness
beforeEach(() => { h = setup() })
afterEach(() => teardown(h))

test('"recommend" starts with the likes module and loads page 2 on reaching the bottom', async () => {
  const api = routeApi({ '/wanlshop/product/likes': (req) => ({ data: feedPage([100 + Number(req.data.page)], Number(req.data.page), 2) }) })
  act(() => { h.root.app.homeModules = MODULES })
  const { container } = renderWith(h.root, <Home />)
  expect(container.querySelector('#feed-tab-likes')?.className).toContain('home-feed__tab--on')
  expect(container.querySelectorAll('#home-feed .goods-card').length).toBe(15)
  expect(calls(api, '/wanlshop/product/likes')).toHaveLength(0)

  fireHook('onReachBottom')
  await waitFor(() => expect(container.querySelectorAll('#home-feed .goods-card').length).toBe(16))
  expect(calls(api, '/wanlshop/product/likes')[0].data).toEqual({ page: 2 })
  await waitFor(() => expect(container.querySelector('#home-feed .load-more')?.textContent).toBe('没有更多了'))
})

test('"follow" asks a visitor to log in; logged in it shows the followed shops\' goods or an empty state', async () => {
  let feed = feedPage([], 1, 1)
  const api = routeApi({ '/wanlshop/product/followFeed': () => ({ data: feed }) })
  act(() => { h.root.app.homeModules = MODULES })
  const { container, getByText } = renderWith(h.root, <Home />)
  fireEvent.click(container.querySelector('#feed-tab-follow') as HTMLElement)
  expect(getByText('登录后查看关注店铺的上新')).toBeTruthy()
  expect(calls(api, '/wanlshop/product/followFeed')).toHaveLength(0)

  const login = jest.spyOn(h.root.session, 'login').mockImplementation(async () => {
    h.root.session.onLoggedIn(payload(), ADDRESS_A)
    return true
  })
  fireEvent.click(container.querySelector('#login-prompt') as HTMLElement)
  expect(login).toHaveBeenCalledWith({ interactive: true })
  await waitFor(() => expect(getByText('关注的店铺暂无上新')).toBeTruthy())
  expect(calls(api, '/wanlshop/product/followFeed')).toHaveLength(1)

  // the empty state leads back to the recommendations
  fireEvent.click(container.querySelector('#feed-recommend') as HTMLElement)
  await waitFor(() => expect(container.querySelector('#feed-tab-likes')?.className).toContain('home-feed__tab--on'))

  feed = feedPage([41, 42], 1, 1)
  jest.spyOn(Taro, 'stopPullDownRefresh').mockResolvedValue({ errMsg: '' } as never)
  jest.spyOn(h.root.app, 'loadInit').mockResolvedValue()
  jest.spyOn(h.root.app, 'loadAdverts').mockResolvedValue()
  fireHook('onPullDownRefresh')
  await waitFor(() => expect(calls(api, '/wanlshop/product/followFeed')).toHaveLength(2))
  fireEvent.click(container.querySelector('#feed-tab-follow') as HTMLElement)
  await waitFor(() => expect(container.querySelectorAll('#home-feed .goods-card').length).toBe(2))
})

test('without a likes module the feed still comes after the modules and loads page 1', async () => {
  const api = routeApi({ '/wanlshop/product/likes': { data: feedPage([5, 6], 1, 1) } })
  act(() => { h.root.app.homeModules = [MODULES[0]] })
  const { container } = renderWith(h.root, <Home />)
  await waitFor(() => expect(container.querySelectorAll('#home-feed .goods-card').length).toBe(2))
  expect(calls(api, '/wanlshop/product/likes')[0].data).toEqual({ page: 1 })
})
