import { act, fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import FootprintPage from '@/pages/user/footprint'
import CollectPage from '@/pages/user/collect'
import ShopPage from '@/pages/shop/index'
import { ADDRESS_A, calls, payload, routeApi } from '../unit/helpers/fakes'
import { footprint, paged, shopInfo } from '../unit/helpers/catalog'
import { type Harness, renderWith, setup, teardown, textOf } from './render'

let h: Harness
beforeEach(() => { h = setup() })
afterEach(() => {
  Current.router = null
  teardown(h)
})

const modal = () => document.querySelector('.taro__modal') as HTMLElement
const confirmModal = async () => {
  await waitFor(() => expect(modal() && modal().style.display !== 'none').toBe(true))
  fireEvent.click(modal().querySelector('.taro-model__confirm') as HTMLElement)
}
const secs = (d: Date) => Math.floor(d.getTime() / 1000)

test('footprints: logged out it offers the login; logged in they are grouped by day and ticked ones are deleted', async () => {
  const now = new Date()
  const today = secs(now)
  const yesterday = secs(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 12))
  const old = secs(new Date(now.getFullYear() - 1, 0, 15, 12))
  const api = routeApi({
    '/wanlshop/product/footprint': { data: paged([footprint(1, today), footprint(2, today), footprint(3, yesterday), footprint(4, old)]) },
    '/wanlshop/product/footprintDel': { data: { deleted: 2 } },
    '/wanlshop/user/refresh': { data: payload() }
  })
  const { container, getByText } = renderWith(h.root, <FootprintPage />)
  expect(getByText('登录后查看浏览足迹')).toBeTruthy()
  expect(calls(api, '/wanlshop/product/footprint')).toHaveLength(0)
  fireEvent.click(container.querySelector('#login-prompt') as HTMLElement)
  await waitFor(() => expect(container.querySelectorAll('.foot-day')).toHaveLength(3))
  expect(h.login.login).toHaveBeenCalledTimes(1)

  const heads = [...container.querySelectorAll('.foot-day__label')].map((e) => e.textContent)
  expect(heads).toEqual(['今天', '昨天', `${now.getFullYear() - 1}-01-15`])
  expect(container.querySelectorAll('.foot-day')[0].querySelectorAll('.foot-item')).toHaveLength(2)

  fireEvent.click(container.querySelector('#footprint-manage') as HTMLElement)
  // tick a whole day with its head tick, then delete
  fireEvent.click(container.querySelector('.foot-day__check') as HTMLElement)
  await waitFor(() => expect(textOf(container, 'footprint-delete')).toBe('删除（2）'))
  fireEvent.click(container.querySelector('#footprint-delete') as HTMLElement)
  await confirmModal()
  await waitFor(() => expect(container.querySelectorAll('.foot-item')).toHaveLength(2))
  expect(calls(api, '/wanlshop/product/footprintDel')[0].data.ids).toEqual(expect.arrayContaining([1, 2]))
  expect(container.querySelectorAll('.foot-day')).toHaveLength(2)
  expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '已删除' }))
})

test('favourites: edit mode deletes the ticked ones through product/collectDel; group buys show their empty state', async () => {
  act(() => { h.root.session.onLoggedIn(payload(), ADDRESS_A) })
  const item = (id: number) => ({ ...footprint(id, 1700000000), collect_id: id, goods_type: 'goods' as const })
  const api = routeApi({
    '/wanlshop/product/collect': (req) => ({ data: paged(req.data.type === 'groups' ? [] : [item(1), item(2)]) }),
    '/wanlshop/product/collectDel': { data: { deleted: 1 } },
    '/wanlshop/user/refresh': { data: payload() }
  })
  const { container, getByText } = renderWith(h.root, <CollectPage />)
  await waitFor(() => expect(container.querySelectorAll('.collect-item')).toHaveLength(2))
  fireEvent.click(container.querySelector('#collect-manage') as HTMLElement)
  fireEvent.click(container.querySelectorAll('.collect-item')[1] as HTMLElement)
  fireEvent.click(container.querySelector('#collect-delete') as HTMLElement)
  await confirmModal()
  await waitFor(() => expect(container.querySelectorAll('.collect-item')).toHaveLength(1))
  expect(calls(api, '/wanlshop/product/collectDel')[0].data).toEqual({ ids: [2] })

  fireEvent.click(container.querySelector('#collect-tab-groups') as HTMLElement)
  await waitFor(() => expect(getByText('暂无拼团收藏')).toBeTruthy())
  expect(calls(api, '/wanlshop/product/collect').at(-1)?.data).toMatchObject({ type: 'groups', page: 1 })
})

test('shop: following updates the button and the follower count; logged out it logs in first', async () => {
  Current.router = { path: '/pages/shop/index', params: { id: '2' }, onReady: '', onHide: '', onShow: '' } as never
  let followed = false
  const api = routeApi({
    '/wanlshop/shop/getShopInfo': { data: shopInfo({ like: 999 }) },
    '/wanlshop/product/lists': { data: paged([]) },
    '/wanlshop/shop/follow': () => { followed = !followed; return { data: { isFollow: followed, like: followed ? 1000 : 999 } } },
    '/wanlshop/user/refresh': { data: payload() }
  })
  const { container } = renderWith(h.root, <ShopPage />)
  await waitFor(() => expect(textOf(container, 'shop-followers')).toBe('粉丝 999'))
  fireEvent.click(container.querySelector('#shop-follow') as HTMLElement)
  await waitFor(() => expect(textOf(container, 'shop-followers')).toBe('粉丝 1k'))
  expect(h.login.login).toHaveBeenCalledTimes(1)
  expect(textOf(container, 'shop-follow')).toBe('已关注')
  expect(calls(api, '/wanlshop/shop/follow')[0].data).toEqual({ id: 2 })
  fireEvent.click(container.querySelector('#shop-follow') as HTMLElement)
  await waitFor(() => expect(textOf(container, 'shop-follow')).toBe('关注'))
  expect(textOf(container, 'shop-followers')).toBe('粉丝 999')
  expect(h.login.login).toHaveBeenCalledTimes(1)
})
