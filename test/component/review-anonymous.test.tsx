import { act, fireEvent, waitFor } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import CommentPage from '@/pages/user/order/comment'
import type { OrderDetail } from '../../types/order'
import { ADDRESS_A, calls, payload, routeApi } from '../unit/helpers/fakes'
import { type Harness, renderWith, setup, teardown } from './render'

// The review page's "review anonymously" checkbox reaches the server as anonymous: true.

let h: Harness
beforeEach(() => { h = setup() })
afterEach(() => {
  Current.router = null
  teardown(h)
})

const order = {
  id: 9, order_no: 'NO9', shop: { id: 1, shopname: 'Aurora Store' }, state: 4, number: 1, price: '10.00', freight_price: '0.00', createtime: 1700000000,
  goods: [{ id: 90, goods_id: 7, sku_id: 3, title: 'Aurora phone', image: '/a.png', difference: ['Black'], price: '10.00', number: 1, refund_status: 0, refund_id: null, commented: false }],
  remarks: '', address: null, pickup: null, isaddress: false, paytime: 1, delivertime: 2, taketime: 3, dealtime: null,
  pay: { asset: 'usdt', amount: '10.00' }, express: null, deadline: { close: null, confirm: null, review: null },
  can: { cancel: false, pay: false, delete: false, edit_address: false, confirm: false, comment: true, deliver: false }
} as OrderDetail

test('review anonymously: a checkbox in both languages; ticked, the request says anonymous: true', async () => {
  Current.router = { path: '/pages/user/order/comment', params: { id: '9' }, onReady: '', onHide: '', onShow: '' } as never
  act(() => { h.root.session.onLoggedIn(payload(), ADDRESS_A) })
  const api = routeApi({ '/wanlshop/order/getOrderInfo': { data: order }, '/wanlshop/order/commentOrder': { data: null } })
  const { container } = renderWith(h.root, <CommentPage />)
  await waitFor(() => expect(container.querySelector('#comment-anonymous')).not.toBeNull())
  const box = container.querySelector('#comment-anonymous [role="checkbox"]')!
  expect(container.querySelector('#comment-anonymous')!.textContent).toContain('匿名评价')
  expect(box.getAttribute('aria-checked')).toBe('false')
  fireEvent.click(container.querySelector('#comment-anonymous')!)
  expect(box.getAttribute('aria-checked')).toBe('true')
  act(() => { h.root.locale.setLang('en') })
  expect(container.querySelector('#comment-anonymous')!.textContent).toContain('Review anonymously')
  fireEvent.click(container.querySelector('#comment-submit')!)
  await waitFor(() => expect(calls(api, '/wanlshop/order/commentOrder')).toHaveLength(1))
  expect(calls(api, '/wanlshop/order/commentOrder')[0].data).toMatchObject({ order_id: 9, anonymous: true })
})
