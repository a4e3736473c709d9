import { act, fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import GoodsPage from '@/pages/product/goods'
import { ADDRESS_A, calls, payload, routeApi } from '../unit/helpers/fakes'
import { goodsDetail } from '../unit/helpers/catalog'
import { type Harness, renderWith, setup, teardown, textOf } from './render'

let h: Harness
beforeEach(() => {
  h = setup()
  Current.router = { path: '/pages/product/goods', params: { id: '7' }, onReady: '', onHide: '', onShow: '' } as never
})
afterEach(() => {
  Current.router = null
  teardown(h)
})

const $ = (sel: string) => document.querySelector(sel) as HTMLElement
const option = (label: string) => [...document.querySelectorAll('.sku-option')].find((e) => e.textContent === label) as HTMLElement
const toasts = () => (Taro.showToast as jest.Mock).mock.calls.map((c) => c[0].title)

async function open (over = {}) {
  const api = routeApi({
    '/wanlshop/product/goods': { data: goodsDetail(over) },
    '/wanlshop/user/refresh': { data: payload() }
  })
  const r = renderWith(h.root, <GoodsPage />)
  await waitFor(() => expect(r.container.querySelector('#goods-title')).not.toBeNull())
  // what is below the first screen renders right after, in a transition (pages/product/goods.tsx)
  await waitFor(() => expect(r.container.querySelector('#goods-sec-detail')).not.toBeNull())
  return { ...r, api }
}

test('the detail shows the ¥ price, struck market price, BBT price, sales, stock, coupons and review summary', async () => {
  const { container, api } = await open()
  expect(calls(api, '/wanlshop/product/goods')[0].data).toEqual({ id: 7 })
  expect(textOf(container, 'goods-title')).toBe('Aurora phone')
  expect(container.querySelector('.goods-price__now')?.textContent).toBe('¥72.00') // 10 USDT at 7.20
  expect(container.querySelector('.goods-price__market')?.textContent).toBe('¥108.00')
  expect(textOf(container, 'goods-bbt-price')).toBe('20.00 BBT')
  expect(textOf(container, 'goods-sales')).toBe('已售 1.2k')
  expect(textOf(container, 'goods-stock')).toBe('库存 8')
  expect(textOf(container, 'goods-coupons')).toContain('满199减20')
  expect(textOf(container, 'goods-specs-text')).toBe('请选择 颜色 / 尺码')
  // two latest reviews, the tag counts and the good rate
  expect(container.querySelectorAll('#goods-comments .comment-item')).toHaveLength(2)
  expect(textOf(container, 'goods-comments')).toContain('好评率 75.0%')
  expect(textOf(container, 'goods-comments')).toContain('有图 4')
})

test('the SKU popup enforces the rules: specs first, disabled options, 1..stock, then the item lands in the cart', async () => {
  const { container } = await open()
  fireEvent.click($('#goods-add-cart'))
  await waitFor(() => expect($('#sku-popup')).not.toBeNull())

  fireEvent.click($('#sku-confirm'))
  expect(toasts()).toContain('请选择规格')
  expect(h.root.cart.cartnum).toBe(0)

  fireEvent.click(option('Red'))
  // Red / M is out of stock
  await waitFor(() => expect(option('M').className).toContain('sku-option--disabled'))
  fireEvent.click(option('M'))
  expect(option('M').className).not.toContain('sku-option--active')
  fireEvent.click(option('S'))
  await waitFor(() => expect($('#sku-price').textContent).toBe('¥72.00'))
  expect($('#sku-stock').textContent).toBe('库存 5 件')

  fireEvent.click($('#sku-minus'))
  expect(toasts()).toContain('数量不能少于 1 件')
  for (let i = 0; i < 4; i++) fireEvent.click($('#sku-plus'))
  await waitFor(() => expect($('#sku-quantity').textContent).toBe('5'))
  fireEvent.click($('#sku-plus'))
  expect(toasts()).toContain('数量不能超过库存')
  expect($('#sku-quantity').textContent).toBe('5')

  fireEvent.click($('#sku-confirm'))
  expect(toasts()).toContain('已加入购物车')
  expect(h.root.cart.groups[0].products[0]).toMatchObject({ goods_id: 7, sku_id: 11, number: 5, sum: '50' })
  await waitFor(() => expect(container.querySelector('#goods-bar-cart .badge__count')?.textContent).toBe('5'))
})

test('buy now goes to the order confirmation with the settlement list (login first)', async () => {
  const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: '' } as never)
  await open()
  fireEvent.click($('#goods-buy-now'))
  await waitFor(() => expect($('#sku-confirm')).not.toBeNull())
  fireEvent.click(option('Blue'))
  fireEvent.click(option('M'))
  fireEvent.click($('#sku-confirm'))
  await waitFor(() => expect(nav).toHaveBeenCalled())
  expect(h.login.login).toHaveBeenCalledTimes(1)
  const url = (nav.mock.calls[0][0] as { url: string }).url
  expect(url.startsWith('/pages/user/order/addorder?type=buy-now&data=')).toBe(true)
  expect(JSON.parse(decodeURIComponent(url.split('data=')[1]))).toEqual([{ goods_id: 7, number: 1, sku_id: 14 }])
})

test('favourite: logged in it calls product/follow; logged out it asks for the wallet login first', async () => {
  act(() => { h.root.session.onLoggedIn(payload(), ADDRESS_A) })
  const { container } = await open()
  const follow = routeApi({
    '/wanlshop/product/goods': { data: goodsDetail() },
    '/wanlshop/product/follow': { data: { follow: true, like: 9 } },
    '/wanlshop/user/refresh': { data: payload() }
  })
  fireEvent.click($('#goods-favorite'))
  await waitFor(() => expect(textOf(container, 'goods-favorite')).toBe('已收藏'))
  expect(calls(follow, '/wanlshop/product/follow')[0].data).toEqual({ id: 7 })
  expect(h.login.login).not.toHaveBeenCalled()
  expect(toasts()).toContain('已加入收藏')

  // logged out: the toggle starts the login; a refused login changes nothing
  await act(async () => { await h.root.session.logout() })
  h.login.outcome = () => ({ status: 'cancelled' })
  fireEvent.click($('#goods-favorite'))
  await waitFor(() => expect(h.login.login).toHaveBeenCalledTimes(1))
  expect(calls(follow, '/wanlshop/product/follow')).toHaveLength(1)
})

test('an unknown product shows the designed "does not exist" state with a way home', async () => {
  const sw = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: '' } as never)
  routeApi({ '/wanlshop/product/goods': { code: 0, msg: '商品不存在' } })
  const { container, getByText } = renderWith(h.root, <GoodsPage />)
  await waitFor(() => expect(getByText('商品不存在')).toBeTruthy())
  fireEvent.click(container.querySelector('#goods-home') as HTMLElement)
  expect(sw).toHaveBeenCalledWith({ url: '/pages/index' })
})

test('sticky goods / reviews / details tabs: in both languages, a tap highlights its tab and scrolls to its section', async () => {
  const { container } = await open()
  // Taro's selector query looks for the current page's element by its path (jsdom has no router page)
  Current.page = { path: 'goods-page-test' } as never
  container.id = 'goods-page-test'
  const tabs = () => [...container.querySelectorAll('#goods-tabs .goods-tabs__item')].map((e) => e.textContent)
  expect(tabs()).toEqual(['商品', '评价', '详情'])
  // the sections the tabs jump to are on the page
  for (const id of ['goods-sec-goods', 'goods-comments', 'goods-sec-detail']) expect(container.querySelector(`#${id}`)).not.toBeNull()
  const scroll = jest.spyOn(Taro, 'pageScrollTo').mockResolvedValue({ errMsg: '' } as never)
  fireEvent.click($('#goods-tab-detail'))
  expect($('#goods-tab-detail').className).toContain('goods-tabs__item--on')
  expect($('#goods-tab-goods').className).not.toContain('goods-tabs__item--on')
  await waitFor(() => expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ scrollTop: expect.any(Number) })))
  act(() => { h.root.locale.setLang('en') })
  expect(tabs()).toEqual(['Item', 'Reviews', 'Details'])
  Current.page = null
})
