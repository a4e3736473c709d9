import { act, fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import Cart from '@/pages/cart'
import { ADDRESS_A, calls, payload, routeApi } from '../unit/helpers/fakes'
import { type Harness, renderWith, setup, teardown } from './render'

// The cart screen (spec §4 Cart): select item / shop / all, stepper limits, edit mode with
// delete and move, settlement to the order confirmation.

let h: Harness
beforeEach(() => { h = setup() })
afterEach(() => teardown(h))

const toasts = () => (Taro.showToast as jest.Mock).mock.calls.map((c) => c[0].title)

function seed (): void {
  localStorage.setItem('wanlshop:cart', JSON.stringify({
    data: [
      { shop_id: 1, shop_name: 'Pet Land', products: [
        { goods_id: 5, shop_id: 1, sku_id: 51, title: 'Cat food', image: '/g5.png', sku: { id: 51, price: '0.1', difference: 'Large', stock: 3 }, number: 1 },
        { goods_id: 6, shop_id: 1, sku_id: 61, title: 'Cat toy', image: '/g6.png', sku: { id: 61, price: '0.2', stock: 9 }, number: 2 }
      ] },
      { shop_id: 2, shop_name: 'Tea House', products: [
        { goods_id: 8, shop_id: 2, sku_id: 81, title: 'Green tea', image: '/g8.png', sku: { id: 81, price: '120.5', stock: 5 }, number: 1 }
      ] }
    ]
  }))
  act(() => { void h.root.cart.load() })
}

/** The cart screen, once its "you may also like" request has been answered (none to suggest). */
async function mount () {
  routeApi({ '/wanlshop/product/likes': { data: { total: 0, per_page: 10, current_page: 1, last_page: 1, data: [] } } })
  const r = renderWith(h.root, <Cart />)
  await waitFor(() => expect(r.container.querySelector('.cart-likes')).toBeNull())
  return r
}

const $ = (c: HTMLElement, sel: string) => c.querySelector(sel) as HTMLElement
const $$ = (c: HTMLElement, sel: string) => [...c.querySelectorAll(sel)] as HTMLElement[]

test('ticking items, a shop and select-all updates the checks and the exact total', async () => {
  seed()
  const { container } = await mount()
  const settle = () => $(container, '#cart-settle').textContent
  const total = () => $(container, '.cart-bar__price').textContent
  expect(settle()).toBe('结算(0)')
  fireEvent.click($$(container, '.cart-item__check')[0])
  expect(total()).toBe('¥0.72') // 0.1 USDT at 7.20
  fireEvent.click($$(container, '.cart-item__check')[1])
  // (0.1 + 0.2 × 2) USDT × 7.20, decimal-safe
  expect(total()).toBe('¥3.60')
  expect(settle()).toBe('结算(3)')
  expect($$(container, '.cart-shop__check')[0].className).toContain('cart-check--on')
  fireEvent.click($$(container, '.cart-shop__check')[1])
  expect($(container, '#cart-select-all .cart-check').className).toContain('cart-check--on')
  expect(total()).toBe('¥871.20')
  fireEvent.click($(container, '#cart-select-all'))
  expect(total()).toBe('¥0.00')
  expect($$(container, '.cart-check--on')).toHaveLength(0)
})

test('the stepper: − stops at 1 and + at the stock, with the spec messages', async () => {
  seed()
  const { container } = await mount()
  const first = $$(container, '.cart-item')[0]
  expect($(first, '.cart-stepper__minus').getAttribute('aria-disabled')).toBe('true')
  fireEvent.click($(first, '.cart-stepper__minus'))
  expect(toasts()).toContain('数量不能少于 1 件')
  fireEvent.click($(first, '.cart-stepper__plus'))
  fireEvent.click($(first, '.cart-stepper__plus'))
  expect($(first, '.cart-stepper__value').textContent).toBe('3')
  expect($(first, '.cart-stepper__plus').getAttribute('aria-disabled')).toBe('true')
  fireEvent.click($(first, '.cart-stepper__plus'))
  expect(toasts()).toContain('库存仅剩 3 件')
  expect($(first, '.cart-stepper__value').textContent).toBe('3')
  expect(h.root.cart.cartnum).toBe(6)
})

test('edit mode: delete the selected lines after a confirm, then edit mode is off', async () => {
  seed()
  const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: '' } as never)
  const { container } = await mount()
  fireEvent.click($(container, '#cart-edit'))
  expect($(container, '#cart-edit').textContent).toBe('完成')
  expect(container.querySelector('#cart-settle')).toBeNull()
  fireEvent.click($(container, '#cart-delete'))
  expect(toasts()).toContain('请先选择商品')
  fireEvent.click($$(container, '.cart-item__check')[2])
  await act(async () => { fireEvent.click($(container, '#cart-delete')) })
  expect(modal.mock.calls[0][0]?.content).toBe('确定删除选中的 1 件商品吗？')
  await waitFor(() => expect($$(container, '.cart-shop')).toHaveLength(1))
  expect(h.root.cart.operate).toBe(false)
  expect(container.querySelector('#cart-settle')).not.toBeNull()
})

test('move to favourites and settlement need login when logged out', async () => {
  seed()
  const login = jest.spyOn(h.root.session, 'login').mockResolvedValue(false)
  const { container } = await mount()
  fireEvent.click($$(container, '.cart-item__check')[0])
  await act(async () => { fireEvent.click($(container, '#cart-settle')) })
  expect(login).toHaveBeenCalledTimes(1)
  fireEvent.click($(container, '#cart-edit'))
  await act(async () => { fireEvent.click($(container, '#cart-move')) })
  expect(login).toHaveBeenCalledTimes(2)
})

test('"you may also like" leaves out what is already in the cart', async () => {
  seed()
  const card = (id: number) => ({ id, title: `Goods ${id}`, image: '', price: '1.00', market_price: '0', sales: 0, shop_name: 'S' })
  routeApi({ '/wanlshop/product/likes': { data: { total: 3, per_page: 10, current_page: 1, last_page: 1, data: [card(5), card(7), card(8)] } } })
  const { container } = renderWith(h.root, <Cart />)
  await waitFor(() => expect($$(container, '.cart-likes .goods-card')).toHaveLength(1))
  expect($(container, '.cart-likes .goods-card').getAttribute('data-id')).toBe('7')
})

test('signed in: settle opens the order confirmation with the selected lines', async () => {
  act(() => { h.root.session.onLoggedIn(payload(), ADDRESS_A) })
  const api = routeApi({
    '/wanlshop/product/likes': { data: { total: 0, per_page: 10, current_page: 1, last_page: 1, data: [] } },
    '/wanlshop/cart/synchro': { data: [{ goods_id: 5, shop_id: 1, shop_name: 'Pet Land', sku_id: 51, title: 'Cat food', image: '', sku: { id: 51, price: '3', difference: ['L'], stock: 4 }, number: 2, sum: '6', checked: false }] }
  })
  await act(async () => { await h.root.cart.load() })
  const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: '' } as never)
  const { container } = renderWith(h.root, <Cart />)
  expect(calls(api, '/wanlshop/cart/synchro')).toHaveLength(1)
  fireEvent.click($(container, '#cart-select-all'))
  await act(async () => { fireEvent.click($(container, '#cart-settle')) })
  const url = nav.mock.calls[0][0].url as string
  expect(url.startsWith('/pages/user/order/addorder?type=cart&data=')).toBe(true)
  expect(JSON.parse(decodeURIComponent(url.split('data=')[1]))).toEqual([{ goods_id: 5, sku_id: 51, number: 2 }])
})
