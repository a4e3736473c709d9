import Taro from '@tarojs/taro'
import { RootStore } from '../../src/stores/root'
import { groupLines, normalizeCart, type CartAddInput } from '../../src/stores/cart'
import { cartRules } from '../../src/stores/cartRules'
import { validateAddress } from '../../src/pages/user/address/validate'
import { calls, FakeLogin, fakeUpdate, payload, routeApi } from './helpers/fakes'
import { installSessionBridge } from '../../src/api/bridge'

// Every rule of spec §4 Cart and §5 (Cart, Address) as a store test. Test names quote the spec.

function item (over: Partial<CartAddInput> = {}): CartAddInput {
  return {
    goods_id: 7, shop_id: 2, shop_name: 'Star Digital', sku_id: 11, title: 'Phone', image: '/g.png',
    sku: { id: 11, price: '0.1', difference: 'Red,S', stock: 5 }, number: 1, ...over
  }
}

let root: RootStore
const rules = () => cartRules(root)
beforeEach(() => {
  localStorage.clear()
  root = new RootStore({ login: new FakeLogin(), update: fakeUpdate(), installBridge: false })
})
afterEach(() => { root.dispose(); jest.restoreAllMocks() })

/** three lines: shop 2 (two lines), shop 9 (one line) */
function fill (): void {
  root.cart.add(item())
  root.cart.add(item({ sku_id: 12, sku: { id: 12, price: '0.2', stock: 2 }, number: 2 }))
  root.cart.add(item({ shop_id: 9, shop_name: 'Tea', goods_id: 8, sku_id: 81, sku: { id: 81, price: '120.5', stock: 10 } }))
}

describe('spec §4 Cart', () => {
  it('"Items are grouped by shop."', () => {
    fill()
    expect(root.cart.groups.map((g) => [g.shop_id, g.products.length])).toEqual([[2, 2], [9, 1]])
    expect(groupLines([
      { goods_id: 1, shop_id: 3, shop_name: 'A', sku_id: 1, title: 'x', image: '', sku: { id: 1, price: '1', difference: ['L'], stock: 3 }, number: 1, sum: '1', checked: false },
      { goods_id: 2, shop_id: 4, shop_name: 'B', sku_id: 2, title: 'y', image: '', sku: { id: 2, price: '2', difference: [], stock: 3 }, number: 1, sum: '2', checked: false },
      { goods_id: 3, shop_id: 3, shop_name: 'A', sku_id: 3, title: 'z', image: '', sku: { id: 3, price: '3', difference: ['M', 'Red'], stock: 3 }, number: 2, sum: '6', checked: false }
    ]).map((g) => [g.shop_name, g.products.map((p) => p.sku.difference ?? '')])).toEqual([['A', ['L', 'M,Red']], ['B', ['']]])
  })

  it('"Selecting or deselecting an item updates its shop\'s selected count and the select-all flag. It adds or subtracts the item\'s sum and number from the totals."', () => {
    fill()
    const c = root.cart
    const r = rules()
    r.toggleItem(7, 11)
    expect(c.groups[0].choose).toBe(1)
    expect(c.groups[0].check).toBe(false)
    expect([r.allchoose, r.allnum, r.allsum]).toEqual([1, 1, '0.1'])
    r.toggleItem(7, 12)
    expect(c.groups[0].check).toBe(true)
    // decimal-safe: 0.1 + 0.4 (0.2 × 2)
    expect([r.allchoose, r.allnum, r.allsum]).toEqual([2, 3, '0.5'])
    expect(r.status).toBe(false)
    r.toggleItem(8, 81)
    expect(r.status).toBe(true)
    expect(r.allsum).toBe('121')
    r.toggleItem(7, 11)
    expect([c.groups[0].choose, c.groups[0].check, r.status, r.allnum, r.allsum]).toEqual([1, false, false, 3, '120.9'])
  })

  it('"Selecting a shop applies to all its items. Select-all applies to all shops."', () => {
    fill()
    const c = root.cart
    const r = rules()
    r.toggleShop(2)
    expect(c.groups[0].products.every((p) => p.checked)).toBe(true)
    expect([c.groups[0].choose, c.groups[0].check]).toEqual([2, true])
    expect(c.groups[1].choose).toBe(0)
    r.toggleShop(2)
    expect(r.allchoose).toBe(0)
    r.toggleAll()
    expect(r.status).toBe(true)
    expect(c.groups.every((g) => g.check && g.choose === g.products.length)).toBe(true)
    expect([r.allchoose, r.allnum]).toEqual([3, 4])
    r.toggleAll()
    expect([r.status, r.allchoose, r.allsum]).toEqual([false, 0, '0'])
  })

  it('"Increasing a quantity adds the unit price to the item\'s sum. Decreasing works only while the quantity is above 1."', () => {
    root.cart.add(item({ sku: { id: 11, price: '0.1', stock: 5 } }))
    const line = () => root.cart.groups[0].products[0]
    expect(rules().increase(7, 11)).toBeNull()
    expect(rules().increase(7, 11)).toBeNull()
    expect([line().number, line().sum]).toEqual([3, '0.3'])
    expect(rules().decrease(7, 11)).toBeNull()
    expect(rules().decrease(7, 11)).toBeNull()
    expect([line().number, line().sum]).toEqual([1, '0.1'])
    expect(rules().decrease(7, 11)).toBe('min')
    expect(line().number).toBe(1)
  })

  it('§5 "Quantity must not exceed stock"', () => {
    root.cart.add(item({ sku: { id: 11, price: '3', stock: 2 }, number: 2 }))
    expect(rules().increase(7, 11)).toBe('stock')
    expect(root.cart.groups[0].products[0].number).toBe(2)
    // adding more than the stock caps the quantity
    root.cart.add(item({ sku: { id: 11, price: '3', stock: 2 }, number: 5 }))
    expect(root.cart.groups[0].products[0].number).toBe(2)
  })

  it('"Adding a product with the same goods and sku increases its quantity and recomputes the sum."', () => {
    root.cart.add(item({ number: 2 }))
    root.cart.add(item({ number: 1 }))
    expect(root.cart.groups[0].products).toHaveLength(1)
    expect(root.cart.groups[0].products[0].number).toBe(3)
    expect(root.cart.groups[0].products[0].sum).toBe('0.3')
  })

  it('"A product new to an existing shop group is added unselected and clears that shop\'s selected state. A new shop creates a new group."', () => {
    root.cart.add(item())
    rules().toggleShop(2, true)
    expect(root.cart.groups[0].check).toBe(true)
    root.cart.add(item({ sku_id: 12, sku: { id: 12, price: '1', stock: 3 } }))
    expect(root.cart.groups[0].products[1].checked).toBe(false)
    expect(root.cart.groups[0].check).toBe(false)
    expect(root.cart.groups[0].choose).toBe(1)
    root.cart.add(item({ shop_id: 9, shop_name: 'Tea', goods_id: 8, sku_id: 81 }))
    expect(root.cart.groups).toHaveLength(2)
    expect(root.cart.groups[1].shop_name).toBe('Tea')
  })

  it('"Delete removes the selected items, or empties everything if select-all is on. Edit mode is switched off after deletion"', async () => {
    fill()
    rules().setOperate(true)
    expect(await rules().removeSelected()).toBe('none')
    rules().toggleItem(7, 12)
    expect(await rules().removeSelected()).toBe('ok')
    expect(root.cart.groups.flatMap((g) => g.products.map((p) => p.sku_id))).toEqual([11, 81])
    expect(root.cart.operate).toBe(false)
    // the shop left with nothing disappears
    rules().toggleItem(8, 81)
    await rules().removeSelected()
    expect(root.cart.groups.map((g) => g.shop_id)).toEqual([2])
    rules().toggleAll(true)
    rules().setOperate(true)
    await rules().removeSelected()
    expect(root.cart.isEmpty).toBe(true)
    expect(root.cart.operate).toBe(false)
    expect(normalizeCart(JSON.parse(localStorage.getItem('wanlshop:cart') ?? '{}').data)).toEqual([])
  })

  it('"Move-to-favourites removes the selected items and needs login." (§5: when not logged in → the auth page)', async () => {
    fill()
    rules().toggleItem(7, 11)
    const login = jest.spyOn(root.session, 'login').mockResolvedValue(false)
    expect(await rules().moveSelectedToFavorites()).toBe('login')
    expect(login).toHaveBeenCalled()
    expect(rules().allchoose).toBe(1)
  })

  it('§5 "Settlement ... when not logged in send the user to the auth page"', async () => {
    fill()
    rules().toggleItem(7, 11)
    const login = jest.spyOn(root.session, 'login').mockResolvedValue(false)
    expect((await rules().settle()).result).toBe('login')
    expect(login).toHaveBeenCalled()
  })

  it('"The cart loads ... from local storage" when logged out; malformed lines are dropped and sums recomputed', async () => {
    localStorage.setItem('wanlshop:cart', JSON.stringify({ data: [{ shop_id: 2, shop_name: 'S', products: [{ goods_id: 1, sku_id: 2, sku: { id: 2, price: '0.1' }, number: 3, sum: '999', checked: true }, { title: 'bad' }] }] }))
    await root.cart.load()
    expect(root.cart.groups[0].products).toHaveLength(1)
    expect(root.cart.groups[0].products[0].sum).toBe('0.3')
    expect([root.cart.groups[0].choose, root.cart.groups[0].check, rules().status]).toEqual([1, true, true])
  })
})

describe('spec §4 Cart, signed in (server sync)', () => {
  const serverLine = { goods_id: 5, shop_id: 3, shop_name: 'Server Shop', sku_id: 50, title: 'S', image: '', sku: { id: 50, price: '2.5', difference: ['Blue'], stock: 9 }, number: 2, sum: '5', checked: false }

  beforeEach(() => {
    installSessionBridge({ getToken: () => 'tok-a', getWalletAddress: () => '', getLanguageHeader: () => 'zh-CN', onUnauthorized: async () => false })
    root.session.onLoggedIn(payload(), '')
    jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never)
  })

  it('"Login triggers a sync of the local cart to the server. The list is replaced with the server\'s result."', async () => {
    localStorage.setItem('wanlshop:cart', JSON.stringify({ data: [{ shop_id: 2, shop_name: 'Local', products: [{ goods_id: 7, shop_id: 2, sku_id: 11, sku: { id: 11, price: '1' }, number: 4 }] }] }))
    const api = routeApi({ '/wanlshop/cart/synchro': { data: [serverLine] } })
    await root.cart.onLogin()
    expect(calls(api, '/wanlshop/cart/synchro')[0].data.cart).toEqual([{ goods_id: 7, shop_id: 2, sku_id: 11, number: 4 }])
    expect(root.cart.groups.map((g) => g.shop_name)).toEqual(['Server Shop'])
    expect(root.cart.groups[0].products[0].sku.difference).toBe('Blue')
    expect(localStorage.getItem('wanlshop:cart')).toBeNull()
  })

  it('"The cart loads about 1 second after start: from the server if logged in"', async () => {
    const api = routeApi({ '/wanlshop/cart/synchro': { data: [serverLine] } })
    await root.cart.load()
    expect(calls(api, '/wanlshop/cart/synchro')[0].data.cart).toEqual([])
    expect(root.cart.cartnum).toBe(2)
  })

  it('a change is sent to cart/storage (bcadd with the new quantity); a refusal rolls it back', async () => {
    let refuse = false
    const api = routeApi({
      '/wanlshop/cart/synchro': { data: [serverLine] },
      '/wanlshop/cart/storage': () => refuse ? { code: 0, msg: 'Quantity must be between 1 and 3' } : { data: null }
    })
    await root.cart.load()
    rules().increase(5, 50)
    await new Promise((r) => setTimeout(r, 0))
    expect(calls(api, '/wanlshop/cart/storage')[0].data).toMatchObject({ type: 'bcadd', goods_id: 5, sku_id: 50, number: 3 })
    expect(root.cart.groups[0].products[0].sum).toBe('7.5')
    refuse = true
    rules().increase(5, 50)
    expect(root.cart.groups[0].products[0].number).toBe(4)
    await new Promise((r) => setTimeout(r, 10))
    expect(root.cart.groups[0].products[0].number).toBe(3)
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Quantity must be between 1 and 3' }))
  })

  it('delete sends del with the selected lines, or empty when select-all is on; move sends follow', async () => {
    const api = routeApi({
      '/wanlshop/cart/synchro': { data: [serverLine, { ...serverLine, sku_id: 51, sku: { ...serverLine.sku, id: 51 } }, { ...serverLine, goods_id: 6, sku_id: 60, sku: { ...serverLine.sku, id: 60 } }] },
      '/wanlshop/cart/storage': { data: { collection: 1 } }
    })
    await root.cart.load()
    rules().toggleItem(5, 51)
    expect(await rules().removeSelected()).toBe('ok')
    rules().toggleItem(6, 60)
    expect(await rules().moveSelectedToFavorites()).toBe('ok')
    rules().toggleAll(true)
    await rules().removeSelected()
    expect(calls(api, '/wanlshop/cart/storage').map((c) => c.data)).toEqual([
      { type: 'del', data: [{ goods_id: 5, sku_id: 51 }] },
      { type: 'follow', data: [{ goods_id: 6, sku_id: 60 }] },
      { type: 'empty' }
    ])
    expect(root.cart.isEmpty).toBe(true)
  })

  it('ticks survive a reload: the server keeps the lines, the device keeps which are ticked', async () => {
    routeApi({ '/wanlshop/cart/synchro': { data: [serverLine, { ...serverLine, sku_id: 51, sku: { ...serverLine.sku, id: 51 } }] } })
    await root.cart.load()
    rules().toggleItem(5, 51)
    root.cart.groups = []
    await root.cart.load()
    expect(root.cart.items.map((p) => [p.sku_id, p.checked])).toEqual([[50, false], [51, true]])
    expect([root.cart.groups[0].choose, root.cart.groups[0].check, rules().allchoose]).toEqual([1, false, 1])
  })

  it('what the visitor ticked is still ticked after login', async () => {
    localStorage.setItem('wanlshop:cart', JSON.stringify({ data: [{ shop_id: 3, shop_name: 'Local', products: [{ goods_id: 5, shop_id: 3, sku_id: 50, sku: { id: 50, price: '2.5' }, number: 1, checked: true }] }] }))
    routeApi({ '/wanlshop/cart/synchro': { data: [serverLine, { ...serverLine, goods_id: 6, sku_id: 60, sku: { ...serverLine.sku, id: 60 } }] } })
    await root.cart.onLogin()
    expect(root.cart.selected.map((p) => p.sku_id)).toEqual([50])
  })

  it('settlement hands the selected lines to the confirmation page', async () => {
    routeApi({ '/wanlshop/cart/synchro': { data: [serverLine] } })
    await root.cart.load()
    rules().toggleAll(true)
    expect(await rules().settle()).toEqual({ result: 'ok', lines: [{ goods_id: 5, sku_id: 50, number: 2 }] })
  })
})

describe('spec §5 "Address: receiver name, valid phone, region and detailed address are required."', () => {
  const ok = { name: 'Li Lei', mobile: '138 0013 8000', province: '广东省', city: '深圳市', district: '南山区', adcode: '440305', address: 'Keyuan Rd 1' }
  it('accepts a complete address (mainland or +international phone)', () => {
    expect(validateAddress(ok)).toBeNull()
    expect(validateAddress({ ...ok, mobile: '+4915112345678' })).toBeNull()
  })
  it('checks in the spec\'s order: name, phone, region, detail', () => {
    expect(validateAddress({ ...ok, name: '  ', mobile: '' })).toBe('nameRequired')
    expect(validateAddress({ ...ok, name: 'x'.repeat(21) })).toBe('nameTooLong')
    expect(validateAddress({ ...ok, mobile: '12345' })).toBe('mobileInvalid')
    expect(validateAddress({ ...ok, mobile: '12800138000' })).toBe('mobileInvalid')
    expect(validateAddress({ ...ok, adcode: '' })).toBe('regionRequired')
    expect(validateAddress({ ...ok, address: ' x ' })).toBe('detailRequired')
    expect(validateAddress({ ...ok, address: 'x'.repeat(121) })).toBe('detailRequired')
  })
})
