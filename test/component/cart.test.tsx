import { act, fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import Cart from '@/pages/cart'
import { type Harness, renderWith, setup, teardown } from './render'

let h: Harness
beforeEach(() => { h = setup() })
afterEach(() => teardown(h))

/** The cart screen, once its "you may also like" request has failed (no network in these tests). */
async function renderCart () {
  const r = renderWith(h.root, <Cart />)
  await waitFor(() => expect(r.container.querySelector('.cart-likes')).toBeNull())
  return r
}

test('an empty cart shows the designed empty state; "go shopping" switches to Home', async () => {
  const sw = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: '' } as never)
  act(() => { h.root.cart.load() })
  const { container, getByText } = await renderCart()
  expect(getByText('购物车还是空的')).toBeTruthy()
  expect(container.querySelector('.cart-item')).toBeNull()
  fireEvent.click(container.querySelector('#cart-go-shopping') as HTMLElement)
  expect(sw).toHaveBeenCalledWith({ url: '/pages/index' })
})

test('a cart with items is grouped by shop with spec, price and quantity', async () => {
  localStorage.setItem('wanlshop:cart', JSON.stringify({
    data: [
      { shop_id: 1, shop_name: 'Pet Land', check: false, choose: 0, products: [
        { goods_id: 5, shop_id: 1, sku_id: 51, title: 'Cat food', image: '/g5.png', sku: { id: 51, price: '49', difference: 'Large' }, number: 2, sum: '98', checked: false },
        { goods_id: 6, shop_id: 1, sku_id: 61, title: 'Cat toy', image: '/g6.png', sku: { id: 61, price: '9.9' }, number: 1, sum: '9.9', checked: false }
      ] },
      { shop_id: 2, shop_name: 'Tea House', check: false, choose: 0, products: [
        { goods_id: 8, shop_id: 2, sku_id: 81, title: 'Green tea', image: '/g8.png', sku: { id: 81, price: '120.5' }, number: 3, sum: '361.5', checked: false }
      ] }
    ]
  }))
  act(() => { h.root.cart.load() })
  const { container, getByText, queryByText } = await renderCart()
  expect(queryByText('购物车还是空的')).toBeNull()
  const shops = container.querySelectorAll('.cart-shop')
  expect(shops.length).toBe(2)
  expect(shops[0].textContent).toContain('Pet Land')
  expect(shops[0].querySelectorAll('.cart-item').length).toBe(2)
  expect(getByText('Large')).toBeTruthy()
  const items = container.querySelectorAll('.cart-item')
  expect(items[0].querySelector('.price')?.textContent).toBe('¥352.80') // 49 USDT at 7.20
  expect(items[0].querySelector('.cart-stepper__value')?.textContent).toBe('2')
  expect(items[2].querySelector('.price')?.textContent).toBe('¥867.60')
  expect(getByText('共 3 件商品')).toBeTruthy()
})

test('before the cart has loaded it shows a placeholder, not the empty state', async () => {
  const { container, queryByText } = await renderCart()
  expect(container.querySelector('.skeleton')).not.toBeNull()
  expect(queryByText('购物车还是空的')).toBeNull()
})
