import { act, fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import AddOrder from '@/pages/user/order/addorder'
import AddressManage from '@/pages/user/address/addressManage'
import { ADDRESS_A, calls, payload, routeApi } from '../unit/helpers/fakes'
import { type Harness, renderWith, setup, teardown } from './render'

// The order confirmation (spec §5 Order: pickup only when every product supports it; an address
// or a pickup contact is required; one order per tap) and the address form's checks.

let h: Harness
beforeEach(() => { h = setup() })
afterEach(() => {
  Current.router = null
  teardown(h)
})

const toasts = () => (Taro.showToast as jest.Mock).mock.calls.map((c) => c[0].title)
const $ = (sel: string) => document.querySelector(sel) as HTMLElement
/** Taro's Input reports `detail.value` (jsdom renders the custom element) */
function typeInto (el: Element, value: string) {
  act(() => { el.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true })) })
}

const address = { id: 4, name: 'Li Lei', mobile: '13800138000', province: '广东省', city: '深圳市', district: '南山区', adcode: '440305', address: 'Keyuan Rd 1', formatted_address: '广东省 深圳市 南山区 Keyuan Rd 1', location: '', default: true }

function preview (over: { pickup?: boolean, address?: typeof address | null } = {}) {
  return {
    addressData: over.address === undefined ? address : over.address,
    orderData: {
      lists: [{
        shop_id: 3, shop_name: 'Star Digital',
        products: [{ goods_id: 7, sku_id: 11, title: 'Phone', image: '', difference: ['Red'], price: '10.50', number: 2, subtotal: '21', pickup: !!over.pickup, stock: 9 }],
        freight: { id: 1, name: 'Express', price: '5' }, number: 2, sub_price: '21', order_price: '26', coupons: [], coupon_id: null, coupon_price: '0.00'
      }],
      statis: { allnum: 2, allsub: '21', allfreight: '5', allcoupon: '0.00', alltotal: '26' },
      pickup_available: !!over.pickup
    },
    token: 'tok-123'
  }
}

function open (data: unknown, routes: Parameters<typeof routeApi>[0]) {
  Current.router = { path: '/pages/user/order/addorder', params: { type: 'cart', data: encodeURIComponent(JSON.stringify(data)) }, onReady: '', onHide: '', onShow: '' } as never
  act(() => { h.root.session.onLoggedIn(payload(), ADDRESS_A) })
  const api = routeApi({ '/wanlshop/user/refresh': { data: payload() }, ...routes })
  return { api, ...renderWith(h.root, <AddOrder />) }
}

const lines = [{ goods_id: 7, sku_id: 11, number: 2 }]

test('the preview shows address, goods, freight and totals; submit places the order once and goes to pay', async () => {
  let resolve: (v: { data: unknown }) => void = () => undefined
  const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: '' } as never)
  const { api, container } = open(lines, {
    '/wanlshop/order/getOrderGoodsList': { data: preview() },
    '/wanlshop/order/addOrder': () => new Promise<{ data: unknown }>((r) => { resolve = r })
  })
  await waitFor(() => expect(container.querySelector('#addorder-submit')).not.toBeNull())
  expect(calls(api, '/wanlshop/order/getOrderGoodsList')[0].data).toEqual({ data: lines })
  expect(container.querySelector('#addorder-address')?.textContent).toContain('Li Lei')
  expect(container.querySelector('#addorder-pickup')).toBeNull()
  // goods are priced in USDT: 26 USDT is shown as ¥187.20 at 7.20, never "¥26"
  expect(container.querySelector('.co-bar')?.textContent).toContain('¥187.20')
  expect(container.querySelector('.co-bar')?.textContent).not.toContain('¥26.00')
  // what each asset would be charged and at what rate
  const payWith = container.querySelector('#addorder-pay-with')!.textContent
  expect(payWith).toContain('26.00 USDT')
  expect(payWith).toContain('260.00 BBC1 BBC = 0.10 USDT')
  expect(payWith).toContain('2600.00 积分1 积分 = 0.01 USDT')
  typeInto($('.addorder-remarks'), 'ring first')
  // a double tap: one request
  fireEvent.click($('#addorder-submit'))
  fireEvent.click($('#addorder-submit'))
  expect(calls(api, '/wanlshop/order/addOrder')).toHaveLength(1)
  const body = calls(api, '/wanlshop/order/addOrder')[0].data
  expect(body.token).toBe('tok-123')
  expect(body.order).toMatchObject({ address_id: 4, lists: [{ shop_id: 3, remarks: 'ring first', products: lines }] })
  await act(async () => { resolve({ data: { order_ids: [31], total: '26' } }) })
  await waitFor(() => expect(redirect).toHaveBeenCalledWith({ url: '/pages/user/money/pay?order_ids=31' }))
})

test('a retry after a failure sends the same token', async () => {
  let fail = true
  jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: '' } as never)
  const { api, container } = open(lines, {
    '/wanlshop/order/getOrderGoodsList': { data: preview() },
    '/wanlshop/order/addOrder': () => fail ? { code: 0, msg: '库存不足' } : { data: { order_ids: [1, 2], total: '26' } }
  })
  await waitFor(() => expect(container.querySelector('#addorder-submit')).not.toBeNull())
  await act(async () => { fireEvent.click($('#addorder-submit')) })
  await waitFor(() => expect(toasts()).toContain('库存不足'))
  fail = false
  await act(async () => { fireEvent.click($('#addorder-submit')) })
  const tokens = calls(api, '/wanlshop/order/addOrder').map((c) => c.data.token)
  expect(tokens).toEqual(['tok-123', 'tok-123'])
})

test('without an address the page asks for one; submit is refused with the spec message', async () => {
  const { api, container } = open(lines, { '/wanlshop/order/getOrderGoodsList': { data: preview({ address: null }) } })
  await waitFor(() => expect(container.querySelector('#addorder-submit')).not.toBeNull())
  expect($('#addorder-address').textContent).toContain('添加收货地址')
  await act(async () => { fireEvent.click($('#addorder-submit')) })
  expect(toasts()).toContain('请选择收货地址')
  expect(calls(api, '/wanlshop/order/addOrder')).toHaveLength(0)
})

test('self-pickup only when every product supports it; then a contact name and phone are required', async () => {
  const { api, container } = open(lines, {
    '/wanlshop/order/getOrderGoodsList': { data: preview({ pickup: true }) },
    '/wanlshop/order/addOrder': { data: { order_ids: [5], total: '21' } }
  })
  jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: '' } as never)
  await waitFor(() => expect(container.querySelector('#addorder-pickup')).not.toBeNull())
  fireEvent.click($('#addorder-pickup'))
  // freight does not apply
  expect(container.querySelector('.co-bar')?.textContent).toContain('¥151.20') // 21 USDT at 7.20
  typeInto($('#addorder-pickup-name'), '')
  await act(async () => { fireEvent.click($('#addorder-submit')) })
  expect(toasts()).toContain('请填写提货人姓名')
  typeInto($('#addorder-pickup-name'), 'Han Meimei')
  typeInto($('#addorder-pickup-mobile'), '123')
  await act(async () => { fireEvent.click($('#addorder-submit')) })
  expect(toasts()).toContain('请填写正确的提货人手机号')
  expect(calls(api, '/wanlshop/order/addOrder')).toHaveLength(0)
  typeInto($('#addorder-pickup-mobile'), '13900139000')
  await act(async () => { fireEvent.click($('#addorder-submit')) })
  expect(calls(api, '/wanlshop/order/addOrder')[0].data.order).toEqual({
    pickup: { name: 'Han Meimei', mobile: '13900139000' }, lists: [{ shop_id: 3, products: lines }]
  })
})

test('a product no longer available: the server message and a way back', async () => {
  const back = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: '' } as never)
  const { container } = open(lines, { '/wanlshop/order/getOrderGoodsList': { code: 0, msg: '商品已下架' } })
  await waitFor(() => expect(container.textContent).toContain('商品已下架'))
  fireEvent.click($('#addorder-back'))
  expect(back).toHaveBeenCalled()
})

test('the address form checks name, phone, region and detail before sending', async () => {
  Current.router = { path: '/pages/user/address/addressManage', params: {}, onReady: '', onHide: '', onShow: '' } as never
  act(() => { h.root.session.onLoggedIn(payload(), ADDRESS_A) })
  const api = routeApi({ '/wanlshop/user/refresh': { data: payload() } })
  const { container } = renderWith(h.root, <AddressManage />)
  const save = () => fireEvent.click(container.querySelector('#address-save') as HTMLElement)
  const input = (id: string, value: string) => typeInto(container.querySelector(`#${id}`) as HTMLElement, value)
  save()
  expect(toasts()).toContain('请填写收货人姓名')
  input('address-name', 'Li Lei')
  input('address-mobile', '12345')
  save()
  expect(toasts()).toContain('请填写正确的手机号码')
  input('address-mobile', '13800138000')
  save()
  expect(toasts()).toContain('请选择所在地区')
  input('address-name', 'x'.repeat(21))
  save()
  expect(toasts()).toContain('收货人姓名不能超过20个字')
  expect(calls(api, '/wanlshop/address/address')).toHaveLength(0)
})
