import { act, fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import OrderListPage from '@/pages/user/order/order'
import OrderDetailsPage from '@/pages/user/order/details'
import type { OrderDetail, OrderListItem } from '../../types/order'
import { ADDRESS_A, calls, payload, routeApi } from '../unit/helpers/fakes'
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

const NONE = { cancel: false, pay: false, delete: false, edit_address: false, confirm: false, comment: false, deliver: false, logistics: false }
/** the flags the server sends with a list item of this state (buy list; sell list for 'sell') */
const CAN: Record<string, Partial<typeof NONE>> = {
  1: { cancel: true, pay: true, edit_address: true },
  2: { edit_address: true },
  3: { logistics: true, confirm: true },
  4: { logistics: true, comment: true },
  6: { delete: true, logistics: true },
  7: { delete: true },
  'sell 2': { deliver: true }
}

function item (id: number, state: OrderListItem['state'], role: 'buy' | 'sell' = 'buy'): OrderListItem {
  return {
    id,
    order_no: `NO${id}`,
    shop: { id: 1, shopname: 'Aurora Store' },
    state,
    goods: [{ id: id * 10, goods_id: 7, sku_id: 3, title: 'Aurora phone', image: '/a.png', difference: ['Black'], price: '10.00', number: 2, refund_status: 0, refund_id: null, commented: false }],
    number: 2,
    price: '25.00',
    freight_price: '5.00',
    createtime: 1700000000,
    can: { ...NONE, ...CAN[role === 'sell' ? `sell ${state}` : state] }
  }
}
const paged = (data: unknown[]) => ({ total: data.length, per_page: 15, current_page: 1, last_page: 1, data })

function route (path: string, params: Record<string, string>) {
  Current.router = { path, params, onReady: '', onHide: '', onShow: '' } as never
}

test('order list: the tab from Me, actions by state, confirm receipt after a confirmation', async () => {
  route('/pages/user/order/order', { type: 'receiving' })
  act(() => { h.root.session.onLoggedIn(payload(), ADDRESS_A) })
  const api = routeApi({
    '/wanlshop/order/getOrderList': (req) => ({ data: paged(Number(req.data.state) === 3 ? [item(1, 3)] : [item(2, 1), item(3, 4), item(4, 6), item(5, 7)]) }),
    '/wanlshop/order/confirmOrder': { data: null },
    '/wanlshop/user/refresh': { data: payload() }
  })
  const { container } = renderWith(h.root, <OrderListPage />)
  await waitFor(() => expect(container.querySelectorAll('.order-card')).toHaveLength(1))
  expect(calls(api, '/wanlshop/order/getOrderList')[0].data).toEqual(expect.objectContaining({ state: 3, role: 'buy', page: 1 }))
  expect(container.querySelector('#order-tab-receiving')!.className).toContain('active')
  // not a merchant: no buy/sell switch
  expect(container.querySelector('#orders-role-sell')).toBeNull()
  const card = container.querySelector('.order-card[data-id="1"]')!
  expect(card.textContent).toContain('待收货')
  expect(card.querySelector('.order-action-logistics')).not.toBeNull()

  fireEvent.click(card.querySelector('.order-action-confirm')!)
  await confirmModal()
  await waitFor(() => expect(calls(api, '/wanlshop/order/confirmOrder')).toHaveLength(1))
  expect(calls(api, '/wanlshop/order/confirmOrder')[0].data).toEqual({ id: 1 })
  await waitFor(() => expect(container.querySelectorAll('.order-card')).toHaveLength(0))

  fireEvent.click(container.querySelector('#order-tab-all')!)
  await waitFor(() => expect(container.querySelectorAll('.order-card')).toHaveLength(4))
  const actions = (id: number) => [...container.querySelectorAll(`.order-card[data-id="${id}"] .order-action`)].map((e) => e.className.match(/order-action-(\w+)/)![1])
  expect(actions(2)).toEqual(['cancel', 'pay'])
  expect(actions(3)).toEqual(['logistics', 'comment'])
  // finished orders end with "buy again"
  expect(actions(4)).toEqual(['delete', 'logistics', 'rebuy'])
  expect(actions(5)).toEqual(['delete', 'rebuy'])

  const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: '' } as never)
  fireEvent.click(container.querySelector('.order-card[data-id="2"] .order-action-pay')!)
  expect(nav).toHaveBeenCalledWith({ url: '/pages/user/money/pay?order_ids=2' })
  fireEvent.click(container.querySelector('.order-card[data-id="3"] .order-action-comment')!)
  expect(nav).toHaveBeenLastCalledWith({ url: '/pages/user/order/comment?id=3' })
})

test('order list: merchants switch to their shop orders and ship', async () => {
  route('/pages/user/order/order', { type: 'all' })
  act(() => { h.root.session.onLoggedIn(payload({ is_merchant_open: true }), ADDRESS_A) })
  const api = routeApi({
    '/wanlshop/order/getOrderList': (req) => ({ data: paged(req.data.role === 'sell' ? [{ ...item(8, 2, 'sell'), buyer: { id: 2, nickname: 'Bob' } }] : []) })
  })
  const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: '' } as never)
  const { container } = renderWith(h.root, <OrderListPage />)
  await waitFor(() => expect(container.querySelector('.empty-state')).not.toBeNull())
  fireEvent.click(container.querySelector('#orders-role-sell')!)
  await waitFor(() => expect(container.querySelectorAll('.order-card')).toHaveLength(1))
  expect(calls(api, '/wanlshop/order/getOrderList').pop()!.data.role).toBe('sell')
  expect(container.querySelector('.order-card')!.textContent).toContain('买家：Bob')
  fireEvent.click(container.querySelector('.order-action-deliver')!)
  expect(nav).toHaveBeenCalledWith({ url: '/pages/user/order/orderDelivery?id=8' })
})

test('order list: a non-merchant asking for sell orders is told to apply first', async () => {
  route('/pages/user/order/order', { type: 'all', role: 'sell' })
  act(() => { h.root.session.onLoggedIn(payload(), ADDRESS_A) })
  const api = routeApi({})
  const { getByText } = renderWith(h.root, <OrderListPage />)
  expect(getByText('您还不是商家')).toBeTruthy()
  expect(calls(api, '/wanlshop/order/getOrderList')).toHaveLength(0)
})

function detail (over: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...item(9, 1),
    goods_price: '20.00',
    coupon: null,
    remarks: '',
    address: { name: 'Ann', mobile: '13800000000', address: 'Guangdong Shenzhen 1 Road' },
    pickup: null,
    isaddress: false,
    paytime: null,
    delivertime: null,
    taketime: null,
    dealtime: null,
    pay: { asset: null, amount: null },
    express: null,
    deadline: { close: null, confirm: null, review: null },
    can: { cancel: true, pay: true, delete: false, edit_address: true, confirm: false, comment: false, deliver: false, logistics: false },
    ...over
  }
}

test('order details: the unpaid countdown in minutes and seconds, refreshing the order when it reaches 0', async () => {
  jest.useFakeTimers({ now: new Date('2024-01-01T00:00:00Z'), doNotFake: ['nextTick', 'setImmediate'] })
  try {
    const now = Math.floor(Date.now() / 1000)
    route('/pages/user/order/details', { id: '9' })
    act(() => { h.root.session.onLoggedIn(payload(), ADDRESS_A) })
    const api = routeApi({ '/wanlshop/order/getOrderInfo': { data: detail({ deadline: { close: now + 125, confirm: null, review: null } }) } })
    const { container } = renderWith(h.root, <OrderDetailsPage />)
    await waitFor(() => expect(container.querySelector('#order-banner')).not.toBeNull())
    expect(container.querySelector('.order-countdown')!.textContent).toBe('剩余 2分05秒 自动关闭')
    expect(textOf(container, 'order-no')).toBe('NO9')
    expect([...container.querySelectorAll('.od-bar .order-action')].map((e) => e.textContent)).toEqual(['取消订单', '立即付款'])
    act(() => { jest.advanceTimersByTime(65_000) })
    expect(container.querySelector('.order-countdown')!.textContent).toBe('剩余 1分00秒 自动关闭')
    act(() => { jest.advanceTimersByTime(61_000) })
    expect(container.querySelector('.order-countdown')!.textContent).toBe('正在更新订单状态…')
    await act(async () => { jest.advanceTimersByTime(2000) })
    await waitFor(() => expect(calls(api, '/wanlshop/order/getOrderInfo').length).toBeGreaterThanOrEqual(2))
  } finally {
    jest.useRealTimers()
  }
})

test('order details: an order that used a coupon shows it as a discount row under the goods and shipping (zh and en); one without shows none', async () => {
  route('/pages/user/order/details', { id: '9' })
  act(() => { h.root.session.onLoggedIn(payload(), ADDRESS_A) })
  // goods 20 + shipping 5 − coupon 3 = 22 paid
  routeApi({ '/wanlshop/order/getOrderInfo': { data: detail({ state: 2, paytime: 1700000100, price: '22.00', coupon: { name: '满20减3', price: '3.00' } }) } })
  const used = renderWith(h.root, <OrderDetailsPage />)
  await waitFor(() => expect(used.container.querySelector('#order-coupon')).not.toBeNull())
  const row = textOf(used.container, 'order-coupon')
  expect(row).toContain('优惠券')
  expect(row).toContain('满20减3')
  expect(used.container.querySelector('#order-coupon .od-coupon__off')!.textContent).toBe('- ¥21.60') // 3.00 USDT in the display currency (¥, at the test rate 7.2)
  const amounts = used.container.querySelector('.od-amounts')!.querySelectorAll('.price')
  expect(Array.from(amounts).map((p) => p.getAttribute('data-usdt'))).toEqual(['20.00', '5.00', '22.00'])
  act(() => { h.root.locale.setLang('en') })
  expect(textOf(used.container, 'order-coupon')).toContain('Coupon')
  used.unmount()

  act(() => { h.root.locale.setLang('zh') })
  routeApi({ '/wanlshop/order/getOrderInfo': { data: detail({ state: 2, paytime: 1700000100 }) } })
  const plain = renderWith(h.root, <OrderDetailsPage />)
  await waitFor(() => expect(plain.container.querySelector('#order-headline')).not.toBeNull())
  expect(plain.container.querySelector('#order-coupon')).toBeNull()
})

test('order details: auto-confirm in days and minutes, logistics and confirm actions', async () => {
  const now = Math.floor(Date.now() / 1000)
  route('/pages/user/order/details', { id: '9' })
  act(() => { h.root.session.onLoggedIn(payload(), ADDRESS_A) })
  routeApi({
    '/wanlshop/order/getOrderInfo': {
      data: detail({
        state: 3, paytime: now - 100, delivertime: now - 50, pay: { asset: 'bbc', amount: '30' }, express: { name: '顺丰速运', no: 'SF1234567' },
        deadline: { close: null, confirm: now + 2 * 86400 + 600, review: null },
        can: { cancel: false, pay: false, delete: false, edit_address: false, confirm: true, comment: false, deliver: false, logistics: true }
      })
    }
  })
  const { container } = renderWith(h.root, <OrderDetailsPage />)
  await waitFor(() => expect(container.querySelector('.order-countdown')).not.toBeNull())
  expect(container.querySelector('.order-countdown')!.textContent).toBe('还剩 2天10分 自动确认收货')
  expect(container.querySelector('.od-bar .order-action-logistics')).not.toBeNull()
  expect(container.querySelector('.od-bar .order-action-confirm')).not.toBeNull()
  expect(textOf(container, 'order-pay-asset')).toContain('30.0000 BBC')
  expect(container.querySelector('#order-change-address')).toBeNull()
})

test('order details: a cancelled order says when it closed; the seller reads seller copy; cancelling offers "再想想 / 取消订单"', async () => {
  route('/pages/user/order/details', { id: '9' })
  act(() => { h.root.session.onLoggedIn(payload(), ADDRESS_A) })
  routeApi({
    '/wanlshop/order/getOrderInfo': { data: detail({ state: 7, dealtime: 1700000500, can: { cancel: false, pay: false, delete: true, edit_address: false, confirm: false, comment: false, deliver: false, logistics: false } }) }
  })
  const closed = renderWith(h.root, <OrderDetailsPage />)
  await waitFor(() => expect(closed.container.querySelector('#order-headline')).not.toBeNull())
  expect(textOf(closed.container, 'order-headline')).toBe('交易关闭')
  const info = closed.container.querySelector('.od-info')!.textContent
  expect(info).toContain('关闭时间')
  expect(info).not.toContain('成交时间')
  closed.unmount()

  route('/pages/user/order/details', { id: '9', role: 'sell' })
  routeApi({
    '/wanlshop/order/getOrderInfo': { data: detail({ state: 2, paytime: 1700000100, buyer: { id: 2, nickname: 'Bob' }, can: { cancel: false, pay: false, delete: false, edit_address: false, confirm: false, comment: false, deliver: true, logistics: false } }) }
  })
  const sold = renderWith(h.root, <OrderDetailsPage />)
  await waitFor(() => expect(sold.container.querySelector('#order-headline')).not.toBeNull())
  expect(textOf(sold.container, 'order-headline')).toBe('买家已付款')
  expect(textOf(sold.container, 'order-hint')).toBe('买家已付款，请尽快发货')
  expect(sold.container.textContent).not.toContain('商家正在备货')
  sold.unmount()

  route('/pages/user/order/details', { id: '9' })
  routeApi({ '/wanlshop/order/getOrderInfo': { data: detail() } })
  const unpaid = renderWith(h.root, <OrderDetailsPage />)
  await waitFor(() => expect(unpaid.container.querySelector('.od-bar .order-action-cancel')).not.toBeNull())
  fireEvent.click(unpaid.container.querySelector('.od-bar .order-action-cancel')!)
  await waitFor(() => expect(modal() && modal().style.display !== 'none').toBe(true))
  expect(modal().querySelector('.taro-model__cancel')!.textContent).toBe('再想想')
  expect(modal().querySelector('.taro-model__confirm')!.textContent).toBe('取消订单')
})

test('order list: unpaid cards count down to the auto-close; finished orders offer "buy again", which fills the cart and opens it', async () => {
  route('/pages/user/order/order', { type: 'all' })
  act(() => { h.root.session.onLoggedIn(payload(), ADDRESS_A) })
  const closeAt = Math.floor(Date.now() / 1000) + 14 * 60 + 30
  const api = routeApi({
    '/wanlshop/order/getOrderList': { data: paged([{ ...item(2, 1), close_at: closeAt }, item(4, 6), item(5, 7), item(6, 3)]) },
    '/wanlshop/cart/storage': { data: null }
  })
  const tab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: '' } as never)
  const { container } = renderWith(h.root, <OrderListPage />)
  await waitFor(() => expect(container.querySelectorAll('.order-card')).toHaveLength(4))
  const card = (id: number) => container.querySelector(`.order-card[data-id="${id}"]`)!
  expect(card(2).querySelector('.order-countdown')!.textContent).toMatch(/^剩余 14分(30|29|28)秒 自动关闭$/)
  expect(card(4).querySelector('.order-countdown')).toBeNull()
  // completed and closed: buy again; in progress: not
  expect(card(4).querySelector('.order-action-rebuy')!.textContent).toBe('再次购买')
  expect(card(5).querySelector('.order-action-rebuy')).not.toBeNull()
  expect(card(2).querySelector('.order-action-rebuy')).toBeNull()
  expect(card(6).querySelector('.order-action-rebuy')).toBeNull()

  fireEvent.click(card(4).querySelector('.order-action-rebuy')!)
  expect(tab).toHaveBeenCalledWith({ url: '/pages/cart' })
  const line = h.root.cart.groups.flatMap((g) => g.products).find((p) => p.goods_id === 7)
  expect(line).toMatchObject({ shop_id: 1, sku_id: 3, number: 2, title: 'Aurora phone' })
  await waitFor(() => expect(calls(api, '/wanlshop/cart/storage')).toHaveLength(1))
  expect(calls(api, '/wanlshop/cart/storage')[0].data).toEqual({ type: 'add', data: { goods_id: 7, shop_id: 1, sku_id: 3, number: 2 } })

  act(() => { h.root.locale.setLang('en') })
  expect(card(5).querySelector('.order-action-rebuy')!.textContent).toBe('Buy again')
  expect(card(2).querySelector('.order-countdown')!.textContent).toMatch(/^14m (30|29|28)s left to pay$/)
})
