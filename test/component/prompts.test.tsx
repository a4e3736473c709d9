import { act, fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import type { OrderDetail } from '../../types/order'
import OrderListPage from '@/pages/user/order/order'
import LogisticsPage from '@/pages/user/order/logistics'
import PayPage from '@/pages/user/money/pay'
import CollectPage from '@/pages/user/collect'
import SuccessPage from '@/pages/page/success'
import { ADDRESS_A, calls, payload, routeApi } from '../unit/helpers/fakes'
import { type Harness, renderWith, setup, teardown } from './render'

// Issue 9 item 8: one sign-in prompt with each page's own words; a missing order is "not found"
// with a way back, not "Reload"; the success page shows what the server says was paid, and
// refuses to render without an order.

let h: Harness
beforeEach(() => { h = setup() })
afterEach(() => { Current.router = null; teardown(h) })

function route (path: string, params: Record<string, string>) {
  Current.router = { path, params, onReady: '', onHide: '', onShow: '' } as never
}

function paidOrder (id: number, over: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id, order_no: `BB2026112500${id}`, shop: { id: 1, shopname: 'Aurora Store' }, state: 2, goods: [], number: 1,
    price: '25.00', freight_price: '0.00', goods_price: '25.00', coupon: null, createtime: 1700000000, remarks: '', address: null, pickup: null, isaddress: false,
    paytime: 1700000100, delivertime: null, taketime: null, dealtime: null, pay: { asset: 'usdt', amount: '25.00' }, express: null,
    deadline: { close: null, confirm: null, review: null },
    can: { cancel: false, pay: false, delete: false, edit_address: false, confirm: false, comment: false, deliver: false, logistics: false },
    ...over
  }
}

test.each([
  ['orders', OrderListPage, '/pages/user/order/order', { type: 'all' }, '登录后查看订单'],
  ['logistics', LogisticsPage, '/pages/user/order/logistics', { id: '3' }, '登录后查看物流'],
  ['pay', PayPage, '/pages/user/money/pay', { order_ids: '3' }, '登录后完成支付'],
  ['favourites', CollectPage, '/pages/user/collect', {}, '登录后查看收藏']
] as const)('logged out on %s: the shared sign-in prompt with that page\'s words', async (_, Page, path, params, words) => {
  route(path, params)
  const { container, getByText, queryByText } = renderWith(h.root, <Page />)
  expect(container.querySelectorAll('.sign-in-prompt').length).toBe(1)
  expect(getByText(words)).toBeTruthy()
  // not the favourites text on other pages, not a bare "please log in"
  if (words !== '登录后查看收藏') expect(queryByText(/收藏/)).toBeNull()
  expect(queryByText('请先登录')).toBeNull()
  fireEvent.click(container.querySelector('#login-prompt') as HTMLElement)
  expect(h.login.login).toHaveBeenCalledTimes(1)
  // signed in, the page leaves the prompt for its own content
  await waitFor(() => expect(container.querySelector('.sign-in-prompt')).toBeNull())
})

test('tracking a missing order says the order was not found and leads to the orders, not "Reload"', async () => {
  route('/pages/user/order/logistics', { id: '404' })
  act(() => { h.root.session.onLoggedIn(payload(), ADDRESS_A) })
  routeApi({ '/wanlshop/order/getLogistics': { code: 0, msg: '订单不存在' } })
  const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: '' } as never)
  const { container, getByText, queryByText } = renderWith(h.root, <LogisticsPage />)
  await waitFor(() => expect(getByText('订单不存在或已删除')).toBeTruthy())
  expect(queryByText('重新加载')).toBeNull()
  fireEvent.click(container.querySelector('#logistics-orders') as HTMLElement)
  expect(nav).toHaveBeenLastCalledWith({ url: '/pages/user/order/order?type=all' })
})

test('the success page opened without an order refuses: no amount, a way to the orders', () => {
  route('/pages/page/success', { type: 'pay', amount: '100.00', asset: 'usdt' })
  act(() => { h.root.session.onLoggedIn(payload(), ADDRESS_A) })
  const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: '' } as never)
  const { container, getByText, queryByText } = renderWith(h.root, <SuccessPage />)
  expect(getByText('没有找到这笔支付')).toBeTruthy()
  expect(queryByText('支付成功')).toBeNull()
  expect(container.querySelector('#success-amount')).toBeNull()
  expect(container.textContent).not.toContain('100.00')
  expect(Taro.setNavigationBarTitle).toHaveBeenCalledWith({ title: '支付结果' })
  expect(Taro.setNavigationBarTitle).not.toHaveBeenCalledWith({ title: '支付成功' })
  fireEvent.click(container.querySelector('#success-missing') as HTMLElement)
  expect(redirect).toHaveBeenLastCalledWith({ url: '/pages/user/order/order?type=all' })
})

test('the success page shows the paid orders\' numbers and what the server says they were charged', async () => {
  route('/pages/page/success', { type: 'pay', order_ids: '7,8' })
  act(() => { h.root.session.onLoggedIn(payload(), ADDRESS_A) })
  const api = routeApi({ '/wanlshop/order/getOrderInfo': (req) => ({ data: paidOrder(Number(req.data.id), { pay: { asset: 'usdt', amount: Number(req.data.id) === 7 ? '25.00' : '12.50' } }) }) })
  const { container, getByText } = renderWith(h.root, <SuccessPage />)
  await waitFor(() => expect(getByText('支付成功')).toBeTruthy())
  expect(calls(api, '/wanlshop/order/getOrderInfo')).toHaveLength(2)
  expect(Array.from(container.querySelectorAll('.success-order-no')).map((e) => e.textContent)).toEqual(['BB20261125007', 'BB20261125008'])
  expect(container.querySelector('#success-amount')?.textContent).toBe('37.50')
})

test('the success page for an order that is not paid refuses too', async () => {
  route('/pages/page/success', { type: 'pay', order_ids: '9' })
  act(() => { h.root.session.onLoggedIn(payload(), ADDRESS_A) })
  routeApi({ '/wanlshop/order/getOrderInfo': { data: paidOrder(9, { state: 1, paytime: null, pay: { asset: null, amount: null } }) } })
  const { getByText, queryByText } = renderWith(h.root, <SuccessPage />)
  await waitFor(() => expect(getByText('没有找到这笔支付')).toBeTruthy())
  expect(queryByText('支付成功')).toBeNull()
})
