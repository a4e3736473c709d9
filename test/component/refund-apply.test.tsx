import { act, fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import RefundApplyPage from '@/pages/user/refund/apply'
import type { RefundPreview } from '../../types/refund'
import { ADDRESS_A, calls, payload, routeApi } from '../unit/helpers/fakes'
import { type Harness, renderWith, setup, teardown } from './render'

// The refund request form: the stated maximum (with or without shipping), the reason is required,
// an amount above the maximum or with three decimals is stopped before the server, a zero amount
// asks to confirm giving up the after-sales rights, and the request carries what was chosen.

let h: Harness
beforeEach(() => { h = setup() })
afterEach(() => {
  Current.router = null
  teardown(h)
})

const preview: RefundPreview = {
  order_id: 9, order_no: '202611250000000009',
  goods: { id: 90, goods_id: 7, title: 'Aurora phone', image: '/a.png', difference: ['Black'], price: '20.00', number: 1 },
  max: '23.50', with_freight: true, freight: '3.50', refunded: '0.00', shipped: false
}

const input = (c: HTMLElement, sel: string, value: string) => {
  const el = c.querySelector(`${sel} input, input${sel}, ${sel} textarea, textarea${sel}`) as HTMLInputElement
  fireEvent.input(el, { target: { value }, detail: { value } })
}

test('apply: stated maximum with shipping, reason required, cap and decimals checked, zero confirmed, the request sent', async () => {
  Current.router = { path: '/pages/user/refund/apply', params: { goods_id: '90' }, onReady: '', onHide: '', onShow: '' } as never
  act(() => { h.root.session.onLoggedIn(payload(), ADDRESS_A) })
  const api = routeApi({ '/wanlshop/refund/preview': { data: preview }, '/wanlshop/refund/addApply': { data: { id: 5 } } })
  const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: false, cancel: true, errMsg: '' } as never)
  const { container } = renderWith(h.root, <RefundApplyPage />)
  await waitFor(() => expect(container.querySelector('#refund-submit')).not.toBeNull())
  expect(container.querySelector('#refund-max')!.textContent).toBe('最多 ¥169.20 = 23.50 USDT（含运费 ¥25.20）')
  // not shipped: no "received" question, and no return type
  expect(container.querySelector('#refund-received-1')).toBeNull()
  expect(container.querySelector('#refund-type-return')).toBeNull()
  fireEvent.click(container.querySelector('#refund-submit')!)
  expect(container.querySelector('#refund-error')!.textContent).toBe('请选择退款原因')
  fireEvent.click(container.querySelector('#refund-reason')!)
  fireEvent.click(container.querySelector('#refund-reason-5')!)
  await waitFor(() => expect(container.querySelector('#refund-amount input, input#refund-amount')).not.toBeNull())
  input(container, '#refund-amount', '23.51')
  fireEvent.click(container.querySelector('#refund-submit')!)
  expect(container.querySelector('#refund-error')!.textContent).toBe('退款金额不能超过23.50')
  input(container, '#refund-amount', '1.005')
  fireEvent.click(container.querySelector('#refund-submit')!)
  expect(container.querySelector('#refund-error')!.textContent).toBe('请输入正确的退款金额（最多两位小数）')
  // zero: asks first; declined, nothing is sent
  input(container, '#refund-amount', '0')
  fireEvent.click(container.querySelector('#refund-submit')!)
  await waitFor(() => expect(modal).toHaveBeenCalledTimes(1))
  expect((modal.mock.calls[0][0] as { content: string }).content).toContain('放弃本商品的售后权利')
  expect(calls(api, '/wanlshop/refund/addApply')).toHaveLength(0)
  input(container, '#refund-amount', '12.5')
  input(container, '#refund-comment', '  少了充电器 ')
  fireEvent.click(container.querySelector('#refund-submit')!)
  await waitFor(() => expect(calls(api, '/wanlshop/refund/addApply')).toHaveLength(1))
  expect(calls(api, '/wanlshop/refund/addApply')[0].data).toEqual({
    order_id: 9, goods_id: 90, type: 'refund', reason: 5, expressType: 0, money: '12.5', images: [], refund_content: '少了充电器'
  })
})
