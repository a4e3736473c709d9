import { RootStore } from '../../src/stores/root'
import { FakeLogin, fakeUpdate } from './helpers/fakes'
import type { CartAddInput } from '../../src/stores/cart'

function item (over: Partial<CartAddInput> = {}): CartAddInput {
  return {
    goods_id: 7, shop_id: 2, shop_name: 'Star Digital', sku_id: 11, title: 'Phone', image: '/g.png',
    sku: { id: 11, price: '10.50', difference: 'Red,S', stock: 5 }, number: 1, ...over
  }
}

describe('cart.add (spec §4 Cart) from the product page', () => {
  let root: RootStore
  beforeEach(() => {
    localStorage.clear()
    root = new RootStore({ login: new FakeLogin(), update: fakeUpdate(), installBridge: false })
  })
  afterEach(() => root.dispose())

  it('same goods and sku adds the quantity (capped at stock) and recomputes the sum', () => {
    root.cart.add(item({ number: 2 }))
    root.cart.add(item({ number: 2 }))
    expect(root.cart.groups).toHaveLength(1)
    expect(root.cart.groups[0].products[0].number).toBe(4)
    expect(root.cart.groups[0].products[0].sum).toBe('42')
    root.cart.add(item({ number: 3 }))
    expect(root.cart.groups[0].products[0].number).toBe(5)
    expect(root.cart.cartnum).toBe(5)
    // kept in storage for the cart tab
    expect(JSON.stringify(localStorage.getItem('wanlshop:cart'))).toContain('Red,S')
  })

  it('a new item in an existing shop arrives unselected and clears the shop state; a new shop makes a group', () => {
    root.cart.add(item())
    root.cart.groups[0].products[0].checked = true
    root.cart.groups[0].check = true
    root.cart.add(item({ sku_id: 12, sku: { id: 12, price: '12', stock: 3 } }))
    const g = root.cart.groups[0]
    expect(g.products).toHaveLength(2)
    expect(g.products[1].checked).toBe(false)
    expect(g.check).toBe(false)
    root.cart.add(item({ shop_id: 9, shop_name: 'Tea', goods_id: 8, sku_id: 81 }))
    expect(root.cart.groups.map((x) => x.shop_name)).toEqual(['Star Digital', 'Tea'])
  })
})
