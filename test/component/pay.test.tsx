import { act, fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import PayPage from '@/pages/user/money/pay'
import ResetPayPwdPage from '@/pages/user/auth/resetpaypwd'
import { ADDRESS_A, calls, payload, routeApi } from '../unit/helpers/fakes'
import { type Harness, renderWith, setup, teardown, textOf } from './render'

let h: Harness
beforeEach(() => { h = setup() })
afterEach(() => {
  Current.router = null
  teardown(h)
})

function typeInto (el: Element, value: string): void {
  act(() => { el.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true })) })
}

const PREVIEW = {
  orders: [{ id: 1, order_no: 'NO1', price: '10.00' }, { id: 2, order_no: 'NO2', price: '5.00' }],
  total: '15.00',
  options: [
    { asset: 'usdt', amount: '15.00', balance: '3.5', enough: false, rate: '1.00' },
    { asset: 'bbc', amount: '150.00', balance: '1000', enough: true, rate: '0.10' },
    { asset: 'score', amount: '1500', balance: '2000', enough: true, rate: '0.01' }
  ],
  set_paypwd: true,
  // 29 min 5 s from "now" (Date.now is fixed in the test that reads it)
  close_at: Math.floor(Date.now() / 1000) + 29 * 60 + 5
}

function open (ids = '1,2') {
  Current.router = { path: '/pages/user/money/pay', params: { order_ids: ids }, onReady: '', onHide: '', onShow: '' } as never
  act(() => { h.root.session.onLoggedIn(payload({ set_paypwd: true }), ADDRESS_A) })
}

test('pay: choosing an asset, the insufficient message with the available amount, merged payment and the success page', async () => {
  open()
  const api = routeApi({
    '/wanlshop/pay/getPay': { data: PREVIEW },
    '/wanlshop/pay/payment': { data: { order_ids: [1, 2], asset: 'score', amount: '1500.00', balance: '500' } },
    '/wanlshop/user/refresh': { data: payload() }
  })
  const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: '' } as never)
  const { container } = renderWith(h.root, <PayPage />)
  await waitFor(() => expect(container.querySelector('#pay-asset-bbc')).not.toBeNull())
  expect(calls(api, '/wanlshop/pay/getPay')[0].data.order_ids).toEqual([1, 2])
  // the first affordable asset is preselected
  expect(container.querySelector('#pay-asset-bbc')!.className).toContain('pay-asset--on')
  expect(textOf(container, 'pay-asset-usdt')).toContain('余额不足')

  fireEvent.click(container.querySelector('#pay-asset-usdt')!)
  expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'USDT余额不足，可用 3.50' }))
  expect(container.querySelector('#pay-asset-usdt')!.className).not.toContain('pay-asset--on')

  fireEvent.click(container.querySelector('#pay-asset-score')!)
  expect(container.querySelector('#pay-asset-score')!.className).toContain('pay-asset--on')
  expect(textOf(container, 'pay-amount')).toBe('1500.00')

  typeInto(container.querySelector('#pay-password')!, '123456')
  fireEvent.click(container.querySelector('#pay-submit')!)
  await waitFor(() => expect(redirect).toHaveBeenCalledWith({ url: '/pages/page/success?type=pay&order_ids=1,2' }))
  const sent = calls(api, '/wanlshop/pay/payment')
  expect(sent).toHaveLength(1)
  expect(sent[0].data).toEqual(expect.objectContaining({ order_ids: [1, 2], asset: 'score', pay_password: '123456' }))
  expect(String(sent[0].data.key)).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
  await waitFor(() => expect(calls(api, '/wanlshop/user/refresh')).toHaveLength(1))
})

test('pay: what each asset is charged and at what rate, the ¥ the total is worth, the time left to pay (zh and en)', async () => {
  open()
  routeApi({ '/wanlshop/pay/getPay': { data: { ...PREVIEW, close_at: Math.floor(Date.now() / 1000) + 29 * 60 + 5 } } })
  const { container } = renderWith(h.root, <PayPage />)
  await waitFor(() => expect(container.querySelector('#pay-asset-bbc')).not.toBeNull())
  // BBC is preselected: 15 USDT = 150 BBC at 1 BBC = 0.10 USDT, never "15.00 BBC"
  expect(textOf(container, 'pay-amount')).toBe('150.00')
  expect(textOf(container, 'pay-rate')).toBe('扣除 150.00 BBC，按 1 BBC = 0.10 USDT 折算')
  expect(textOf(container, 'pay-asset-bbc')).toContain('1 BBC = 0.10 USDT')
  expect(textOf(container, 'pay-asset-score')).toContain('1 积分 = 0.01 USDT')
  expect(textOf(container, 'pay-worth')).toBe('合计 ¥108.00 = 15.00 USDT · 共 2 个订单')
  expect(textOf(container, 'pay-display-rate')).toBe('¥ 价格按 1 USDT = ¥7.20 折算显示')
  expect(container.querySelector('.pay-hero__countdown')!.textContent).toMatch(/^剩余 29分0[45]秒 自动关闭$/)
  fireEvent.click(container.querySelector('#pay-asset-usdt')!)
  fireEvent.click(container.querySelector('#pay-asset-score')!)
  expect(textOf(container, 'pay-rate')).toBe('扣除 1500.00 积分，按 1 积分 = 0.01 USDT 折算')

  act(() => { h.root.locale.setLang('en') })
  expect(textOf(container, 'pay-rate')).toBe('1500.00 Points charged at 1 point = 0.01 USDT')
  expect(textOf(container, 'pay-worth')).toBe('Total ¥108.00 = 15.00 USDT · 2 orders')
  expect(container.querySelector('.pay-hero__countdown')!.textContent).toMatch(/^29m 0[45]s left to pay$/)
})

test('pay: a wrong password shows the reason; closing the sheet cancels', async () => {
  open()
  routeApi({
    '/wanlshop/pay/getPay': { data: PREVIEW },
    '/wanlshop/pay/payment': { code: 0, msg: '支付密码错误，还可尝试4次' }
  })
  const { container } = renderWith(h.root, <PayPage />)
  await waitFor(() => expect(container.querySelector('#pay-submit')).not.toBeNull())
  // no password yet: the keypad sheet opens; closing it cancels
  fireEvent.click(container.querySelector('#pay-submit')!)
  expect(container.querySelector('.pay-sheet')).not.toBeNull()
  fireEvent.click(container.querySelector('#pay-sheet-close')!)
  expect(container.querySelector('#pay-cancelled')).not.toBeNull()

  typeInto(container.querySelector('#pay-password')!, '999999')
  fireEvent.click(container.querySelector('#pay-submit')!)
  await waitFor(() => expect(container.querySelector('#pay-failed')).not.toBeNull())
  expect(textOf(container, 'pay-failed')).toContain('支付密码错误，还可尝试4次')
})

test('pay: without a payment password the prompt leads to the e-mail setting page', async () => {
  open('3')
  routeApi({ '/wanlshop/pay/getPay': { data: { ...PREVIEW, set_paypwd: false } } })
  const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: '' } as never)
  const { container } = renderWith(h.root, <PayPage />)
  await waitFor(() => expect(container.querySelector('#pay-set-password')).not.toBeNull())
  expect(container.querySelector('#pay-password')).toBeNull()
  fireEvent.click(container.querySelector('#pay-set-password')!)
  expect(nav).toHaveBeenCalledWith({ url: '/pages/user/auth/resetpaypwd?from=pay' })
})

test('payment password: validation messages in order, then the code and the save', async () => {
  act(() => { h.root.session.onLoggedIn(payload({ email: '' }), ADDRESS_A) })
  const api = routeApi({
    '/wanlshop/user/payPwdCode': { data: null },
    '/wanlshop/user/resetPayPwd': { data: null },
    '/wanlshop/user/refresh': { data: payload() }
  })
  const { container } = renderWith(h.root, <ResetPayPwdPage />)
  const submit = () => fireEvent.click(container.querySelector('#paypwd-submit')!)
  submit()
  expect(textOf(container, 'paypwd-error')).toBe('请输入有效的邮箱地址')
  fireEvent.click(container.querySelector('#paypwd-send')!)
  expect(calls(api, '/wanlshop/user/payPwdCode')).toHaveLength(0)

  typeInto(container.querySelector('#paypwd-email')!, 'me@example.com')
  fireEvent.click(container.querySelector('#paypwd-send')!)
  await waitFor(() => expect(textOf(container, 'paypwd-send')).toMatch(/^\d+s 后重发$/))
  expect(calls(api, '/wanlshop/user/payPwdCode')[0].data).toEqual({ email: 'me@example.com' })

  submit()
  expect(textOf(container, 'paypwd-error')).toBe('请输入邮箱验证码')
  typeInto(container.querySelector('#paypwd-code')!, '123456')
  typeInto(container.querySelector('#paypwd-password')!, '12345')
  submit()
  expect(textOf(container, 'paypwd-error')).toBe('支付密码必须是6位数字')
  typeInto(container.querySelector('#paypwd-password')!, '123456')
  typeInto(container.querySelector('#paypwd-repassword')!, '654321')
  submit()
  expect(textOf(container, 'paypwd-error')).toBe('两次输入的密码不一致')
  typeInto(container.querySelector('#paypwd-repassword')!, '123456')
  submit()
  await waitFor(() => expect(calls(api, '/wanlshop/user/resetPayPwd')).toHaveLength(1))
  expect(calls(api, '/wanlshop/user/resetPayPwd')[0].data).toEqual({ email: 'me@example.com', code: '123456', password: '123456', repassword: '123456' })
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '支付密码设置成功' })))
})
