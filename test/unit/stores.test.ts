import Taro from '@tarojs/taro'
import { RootStore } from '@/stores/root'
import { CART_LOAD_DELAY, normalizeCart } from '@/stores/cart'
import { TAB_LABELS } from '@/stores/locale'
import { storage } from '@/lib/storage'
import { resetSessionBridge } from '@/api/bridge'
import { setCurrentLang, t } from '@/i18n'
import { calls, fakeSockets, FakeLogin, fakeUpdate, routeApi } from './helpers/fakes'

const MODULE = { id: 'b1', type: 'banner', name: 'Banner', style: { padding: '10px 5px', height: 150 }, params: { radius: '6px' }, data: [{ image: '/uploads/10px.png' }] }
const INIT = {
  modulesData: { homeModules: { page: { title: 'Home' }, item: [MODULE] }, categoryModules: [{ id: 1, pid: 0, name: 'Phones', image: '' }], searchModules: ['tea', 'phone'] },
  appConfig: { name: 'BBMall', version_code: 1124 },
  appStyle: { main_color: '#ff448f', background: '#F7F7F7', tabbar_color: '#666666', tabbar_selected: '#07c160' },
  update: null as null | Record<string, unknown>
}
const ADVERTS = {
  data: { openAdverts: { id: 1, module: 'open', type: 'image', title: 'Open', media: '/a.png', url: '', category_id: null }, pageAdverts: [], categoryAdverts: {}, firstAdverts: [], otherAdverts: [] },
  version: '1',
  syspopup: { title: 'Notice', content: 'Welcome', image: '', url: '' }
}

let root: RootStore
let upd: ReturnType<typeof fakeUpdate>

beforeEach(() => {
  localStorage.clear()
  fakeSockets()
  jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: '' } as never)
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  upd = fakeUpdate()
  root = new RootStore({ login: new FakeLogin(), update: upd })
})

afterEach(() => {
  root.dispose()
  jest.useRealTimers()
  jest.restoreAllMocks()
  resetSessionBridge()
  setCurrentLang('zh')
})

describe('AppStore', () => {
  it('loadInit keeps config, style and modules, with pixel values doubled to rpx', async () => {
    const api = routeApi({ '/wanlshop/common/init': { data: INIT } })
    await root.app.loadInit()
    expect(calls(api, '/wanlshop/common/init')[0].data).toEqual({ version: 1124 })
    expect(root.app.config?.name).toBe('BBMall')
    expect(root.app.style?.main_color).toBe('#ff448f')
    expect(root.app.homePage).toEqual({ title: 'Home' })
    expect(root.app.homeModules[0].style).toEqual({ padding: '20rpx 10rpx', height: 150 })
    expect(root.app.homeModules[0].params).toEqual({ radius: '12rpx' })
    expect(root.app.homeModules[0].data).toEqual(MODULE.data)
    expect(root.app.categoryModules[0].name).toBe('Phones')
    expect(root.app.searchModules).toEqual(['tea', 'phone'])
    expect(root.app.loading).toBe(false)
    expect(root.app.error).toBe('')
  })

  it('loadInit failure sets error (catalogue text) without a toast', async () => {
    routeApi({ '/wanlshop/common/init': { status: 500, code: 0 } })
    const p = root.app.loadInit()
    expect(root.app.loading).toBe(true)
    await p
    expect(root.app.error).toBe(t('api.busy'))
    expect(root.app.loading).toBe(false)
    expect(Taro.showToast).not.toHaveBeenCalled()
  })

  it('loadAdverts keeps the ads and the system popup until dismissed', async () => {
    routeApi({ '/wanlshop/common/adverts': { data: ADVERTS } })
    await root.app.loadAdverts()
    expect(root.app.adverts?.openAdverts?.title).toBe('Open')
    expect(root.app.syspopup?.content).toBe('Welcome')
    root.app.dismissSyspopup()
    expect(root.app.syspopup).toBeNull()
  })
})

describe('UpdateStore', () => {
  const newer = { version_name: '1.2.0', version_code: 1200, content: 'Fixes', download_url: 'https://dl.example.com/app.apk', enforce: false }

  it('shows a newer version from init, not the same or older one', async () => {
    root.update.check({ ...newer, version_code: 1124 })
    expect(root.update.visible).toBe(false)
    expect(root.update.info).toBeNull()
    routeApi({ '/wanlshop/common/init': { data: { ...INIT, update: newer } } })
    await root.app.loadInit()
    expect(root.update.info?.version_name).toBe('1.2.0')
    expect(root.update.visible).toBe(true)
  })

  it('ignore persists that version and hides it on the next start', () => {
    root.update.check(newer)
    root.update.ignore()
    expect(root.update.visible).toBe(false)
    expect(storage.get('updateIgnore')).toBe(1200)
    const next = new RootStore({ login: new FakeLogin(), update: fakeUpdate(), installBridge: false })
    next.update.check(newer)
    expect(next.update.ignored).toBe(true)
    expect(next.update.visible).toBe(false)
    next.update.check({ ...newer, version_code: 1300 })
    expect(next.update.visible).toBe(true)
    next.dispose()
  })

  it('an enforced update cannot be ignored', () => {
    storage.set('updateIgnore', 1200)
    root.update.check({ ...newer, enforce: true })
    expect(root.update.visible).toBe(true)
    root.update.ignore()
    expect(root.update.visible).toBe(true)
  })

  it('H5: download / upgrade now open the link', async () => {
    root.update.check(newer)
    await root.update.download()
    await root.update.upgradeNow()
    expect(upd.opened).toEqual([newer.download_url, newer.download_url])
  })

  it('weapp: the update manager\'s ready package is installed by applyUpdate', async () => {
    const native = fakeUpdate('native')
    const r = new RootStore({ login: new FakeLogin(), update: native, installBridge: false })
    r.update.watchNative()
    native.handlers?.onAvailable()
    expect(r.update.progress).toBe(0)
    await r.update.install()
    expect(native.applied).toBe(0) // not downloaded yet
    native.handlers?.onReady()
    expect(r.update.progress).toBe(100)
    expect(r.update.visible).toBe(true)
    await r.update.upgradeNow()
    expect(native.applied).toBe(1)
    await r.update.download()
    expect(native.opened).toEqual([])
    r.dispose()
  })
})

describe('LocaleStore', () => {
  it('setLang switches t(), the header, persists, and sets tab labels and the navigation title', () => {
    const tab = jest.spyOn(Taro, 'setTabBarItem').mockResolvedValue({ errMsg: '' } as never)
    const title = jest.spyOn(Taro, 'setNavigationBarTitle').mockResolvedValue({ errMsg: '' } as never)
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { path: '/pages/cart' } } as never)
    expect(root.locale.header).toBe('zh-CN')
    root.locale.setLang('en')
    expect(root.locale.lang).toBe('en')
    expect(root.locale.header).toBe('en')
    expect(t('tab.cart')).toBe('Cart')
    expect(storage.get('lang')).toBe('en')
    expect(tab.mock.calls.map((c) => c[0])).toEqual([
      { index: 0, text: 'Home' }, { index: 1, text: 'Exchange' }, { index: 2, text: 'Cart' }, { index: 3, text: 'Me' }
    ])
    expect(title).toHaveBeenCalledWith({ title: 'Cart' })
  })

  it('Chinese at start sets nothing; English at start does', () => {
    const tab = jest.spyOn(Taro, 'setTabBarItem').mockResolvedValue({ errMsg: '' } as never)
    root.locale.applyNativeLabels()
    expect(tab).not.toHaveBeenCalled()
    storage.set('lang', 'en')
    root.locale.restore()
    root.locale.applyNativeLabels()
    expect(tab).toHaveBeenCalledTimes(TAB_LABELS.exchange.length)
  })

  it('a missing tab bar does not throw', () => {
    jest.spyOn(Taro, 'setTabBarItem').mockRejectedValue(new Error('no tabbar') as never)
    expect(() => root.locale.setLang('en')).not.toThrow()
  })

  it('sends Accept-Language from the store', async () => {
    const api = routeApi({ '/wanlshop/common/adverts': { data: ADVERTS } })
    root.locale.setLang('en')
    await root.app.loadAdverts()
    expect(calls(api, '/wanlshop/common/adverts')[0].header['Accept-Language']).toBe('en')
  })
})

describe('StatisticsStore', () => {
  it('sets from the server, coercing bad values, and formats badges', () => {
    root.statistics.set({ order: { pay: 3, delive: '120' as never, receiving: -1 as never } as never, notice: { order: 1, notice: 0, chat: 2 } })
    expect(root.statistics.order.pay).toBe(3)
    expect(root.statistics.order.delive).toBe(120)
    expect(root.statistics.order.receiving).toBe(0)
    expect(root.statistics.order.whole).toBe(0)
    expect(root.statistics.orderBadges).toMatchObject({ pay: '3', delive: '99+', receiving: '' })
    expect(root.statistics.noticeTotal).toBe(3)
    expect(storage.get('statistics')?.order.pay).toBe(3)
    root.statistics.clearNotice('chat')
    expect(root.statistics.notice.chat).toBe(0)
    root.statistics.reset()
    expect(root.statistics.order.pay).toBe(0)
  })
})

describe('CartStore (local)', () => {
  const stored = [{
    shop_id: 3, shop_name: 'Tea Shop', check: true, choose: 9,
    products: [
      { goods_id: 1, shop_id: 3, sku_id: 11, title: 'Green tea', image: '', sku: { id: 11, price: '19.90' }, number: 3, sum: '999', checked: true },
      { goods_id: 2, shop_id: 3, sku_id: 12, title: 'Cup', image: '', sku: { id: 12, price: '0.10' }, number: 2, sum: '0', checked: false },
      { title: 'broken' }
    ]
  }, { shop_id: 4, shop_name: 'Empty', products: [] }]

  it('loads the local cart, recomputing sums and counts', () => {
    storage.set('cart', stored as never)
    expect(root.cart.isEmpty).toBe(true)
    root.cart.load()
    expect(root.cart.groups).toHaveLength(1)
    const g = root.cart.groups[0]
    expect(g.products.map((p) => p.sum)).toEqual(['59.7', '0.2'])
    expect(g.choose).toBe(1)
    expect(g.check).toBe(false)
    expect(root.cart.cartnum).toBe(5)
    expect(root.cart.isEmpty).toBe(false)
  })

  it('normalizes garbage to an empty cart', () => {
    expect(normalizeCart('x')).toEqual([])
    expect(normalizeCart(null)).toEqual([])
  })

  it('loads about 1000 ms after start', async () => {
    jest.useFakeTimers()
    routeApi({ '/wanlshop/common/init': { data: INIT }, '/wanlshop/common/adverts': { data: ADVERTS } })
    storage.set('cart', stored as never)
    void root.start()
    await jest.advanceTimersByTimeAsync(CART_LOAD_DELAY - 1)
    expect(root.cart.loaded).toBe(false)
    await jest.advanceTimersByTimeAsync(1)
    expect(root.cart.loaded).toBe(true)
    expect(root.cart.cartnum).toBe(5)
  })
})

describe('RootStore.start', () => {
  it('runs once, connects the chat socket and restores the language', async () => {
    storage.set('lang', 'en')
    const api = routeApi({ '/wanlshop/common/init': { data: INIT }, '/wanlshop/common/adverts': { data: ADVERTS } })
    jest.spyOn(Taro, 'setTabBarItem').mockResolvedValue({ errMsg: '' } as never)
    await Promise.all([root.start(), root.start()])
    expect(calls(api, '/wanlshop/common/init')).toHaveLength(1)
    expect(calls(api, '/wanlshop/common/init')[0].header['Accept-Language']).toBe('en')
    expect(Taro.connectSocket).toHaveBeenCalledTimes(1)
    expect(root.chat.status).toBe('connecting')
    expect(Taro.setTabBarItem).toHaveBeenCalled()
  })
})
