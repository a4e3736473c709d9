import { act, fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import { TabBar } from '@/components/TabBar/index.h5'
import { type Harness, renderWith, setup, teardown } from './render'

// The H5 tab bar the app draws itself (tabBar.custom on H5). Taro's H5 app loader puts the bundled
// icon URLs into window.__taroAppConfig; the bar reads them there.

const ICONS = ['pages/index', 'pages/pledge', 'pages/cart', 'pages/user'].map((p) => ({
  pagePath: p, text: '', iconPath: `/static/${p}.png`, selectedIconPath: `/static/${p}-on.png`
}))

let h: Harness
beforeEach(() => {
  h = setup()
  ;(window as unknown as { __taroAppConfig: unknown }).__taroAppConfig = { tabBar: { custom: true, list: ICONS } }
  Current.router = { path: '/pages/cart', params: {}, onReady: '', onHide: '', onShow: '' } as never
})
afterEach(() => {
  teardown(h)
  Current.router = null
  delete (window as unknown as { __taroAppConfig?: unknown }).__taroAppConfig
})

const items = (c: HTMLElement) => [...c.querySelectorAll('.weui-tabbar__item')] as HTMLElement[]
/** Taro's <Image> is a custom element in jest (src on it), a div around an <img> in the H5 build */
const iconSrc = (tab: HTMLElement) => {
  const el = tab.querySelector('.app-tabbar__icon')
  return el?.getAttribute('src') ?? el?.querySelector('img')?.getAttribute('src')
}

test('four tabs in order with the current one selected; labels follow the language at once', async () => {
  const { container } = renderWith(h.root, <TabBar />)
  const tabs = items(container)
  expect(tabs.map((t) => t.textContent)).toEqual(['首页', '兑换', '购物车', '我的'])
  expect(tabs.map((t) => t.classList.contains('app-tabbar__item--on'))).toEqual([false, false, true, false])
  // selected tab shows its selected icon
  expect(iconSrc(tabs[2])).toBe('/static/pages/cart-on.png')
  expect(iconSrc(tabs[0])).toBe('/static/pages/index.png')

  act(() => { h.root.locale.setLang('en') })
  await waitFor(() => expect(items(container).map((t) => t.textContent)).toEqual(['Home', 'Exchange', 'Cart', 'Me']))
})

test('tapping another tab switches to it; the cart tab carries the piece count badge', async () => {
  const switchTab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: '' } as never)
  localStorage.setItem('wanlshop:cart', JSON.stringify({
    data: [{ shop_id: 1, shop_name: 'Pet Land', products: [
      { goods_id: 5, shop_id: 1, sku_id: 51, title: 'Cat food', image: '', sku: { id: 51, price: '49' }, number: 2 },
      { goods_id: 6, shop_id: 1, sku_id: 61, title: 'Cat toy', image: '', sku: { id: 61, price: '9.9' }, number: 1 }
    ] }]
  }))
  const { container } = renderWith(h.root, <TabBar />)
  expect(container.querySelector('.app-tabbar__badge')).toBeNull()
  act(() => { h.root.cart.load() })
  await waitFor(() => expect(container.querySelector('.app-tabbar__badge')?.textContent).toBe('3'))
  expect(items(container)[2].querySelector('.app-tabbar__badge')).not.toBeNull()

  fireEvent.click(items(container)[3])
  expect(switchTab).toHaveBeenLastCalledWith({ url: '/pages/user' })
  // the current tab does nothing
  fireEvent.click(items(container)[2])
  expect(switchTab).toHaveBeenCalledTimes(1)
})
