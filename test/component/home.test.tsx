import { act, fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { GoodsCard, PageModule } from '../../types/common'
import Home from '@/pages/index'
import { interruptions } from '@/lib/interruptions'
import { type Harness, renderWith, setup, teardown } from './render'

const goods = (id: number, over: Partial<GoodsCard> = {}): GoodsCard => ({
  id, title: `Goods ${id}`, image: `/uploads/g${id}.png`, price: '49', bbt_price: '0', market_price: '66.9', sales: 1250,
  shop_id: 1, shop_name: 'Pet Land', ...over
})

const MODULES: PageModule[] = [
  { id: 'search', type: 'search', name: 'Search', style: {}, params: { placeholder: '搜索好物' }, data: [] },
  {
    id: 'banner', type: 'banner', name: 'Banner', style: { height: 160 }, params: {},
    data: [{ image: '/uploads/b0.png', url: '/pages/product/goods?id=3' }, { image: '/uploads/b1.png', url: 'https://example.com/promo' }]
  },
  {
    id: 'category', type: 'category', name: 'Categories', style: { columns: 5 }, params: {},
    data: [{ id: 11, text: '数码', image: '/uploads/c0.png' }, { id: 12, text: '家电', image: '/uploads/c1.png', url: '/pages/goodslist?category_id=12' }]
  },
  { id: 'notice', type: 'notice', name: 'News', style: {}, params: {}, data: [{ id: 7, title: '春季焕新节' }] },
  { id: 'hot', type: 'goods', name: '热卖推荐', style: { columns: 2 }, params: { title: '热卖推荐' }, data: [goods(1), goods(2, { market_price: '0' })] as never },
  { id: 'mystery', type: 'unknown-module', name: '?', style: {}, params: {}, data: [] }
]

/** common/adverts answered, without an open-screen advert: the pop-up may come */
const NO_ADVERTS = { openAdverts: null, pageAdverts: [], categoryAdverts: {}, firstAdverts: [], otherAdverts: [] }

let h: Harness
beforeEach(() => { h = setup() })
afterEach(() => teardown(h))

test('renders banner, category and goods modules from the app store', async () => {
  const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: '' } as never)
  act(() => { h.root.app.homeModules = MODULES })
  const { container, getByText } = renderWith(h.root, <Home />)
  // the recommend feed under the modules asks the server; with no network here it offers a retry
  await waitFor(() => expect(container.querySelector('#feed-retry')).not.toBeNull())

  expect(container.querySelector('#home')).not.toBeNull()
  // banner: both slides (plus the loop copy of the first)
  const slides = container.querySelectorAll('.home-banner .carousel__slide')
  expect(slides.length).toBe(3)
  expect(container.querySelectorAll('.home-banner .carousel__dot').length).toBe(2)
  // categories
  expect(getByText('数码')).toBeTruthy()
  expect(getByText('家电')).toBeTruthy()
  // notice headline
  expect(getByText('春季焕新节')).toBeTruthy()
  // goods section: title, two cards, ¥ price with 2 decimals, struck market price only when higher
  expect(getByText('热卖推荐')).toBeTruthy()
  const cards = container.querySelectorAll('.goods-card')
  expect(cards.length).toBe(2)
  expect(cards[0].querySelector('.price:not(.price--strike)')?.textContent).toBe('¥352.80') // 49 USDT at 7.20
  expect(cards[0].querySelector('.price--strike')?.textContent).toBe('¥481.68')
  expect(cards[1].querySelector('.price--strike')).toBeNull()
  expect(cards[0].textContent).toContain('已售1.2k')
  // the search module's placeholder is used by the top bar
  expect(getByText('搜索好物')).toBeTruthy()

  // taps navigate: goods → detail, category without link → goods list, banner http link → advert page
  fireEvent.click(cards[0])
  expect(nav).toHaveBeenLastCalledWith({ url: '/pages/product/goods?id=1' })
  fireEvent.click(getByText('数码'))
  expect(nav).toHaveBeenLastCalledWith({ url: '/pages/goodslist?category_id=11' })
  const bannerImgs = container.querySelectorAll('.home-banner__image')
  fireEvent.click(bannerImgs[1])
  expect(nav).toHaveBeenLastCalledWith({ url: `/pages/article/advert?url=${encodeURIComponent('https://example.com/promo')}` })
})

test('loading shows a skeleton; an error shows a retry that reloads', async () => {
  act(() => { h.root.app.loading = true })
  const { container, getByText } = renderWith(h.root, <Home />)
  expect(container.querySelector('.skeleton')).not.toBeNull()
  expect(container.querySelector('.goods-card')).toBeNull()

  const loadInit = jest.spyOn(h.root.app, 'loadInit').mockResolvedValue()
  const loadAdverts = jest.spyOn(h.root.app, 'loadAdverts').mockResolvedValue()
  act(() => { h.root.app.loading = false; h.root.app.error = 'boom' })
  await waitFor(() => expect(getByText('加载失败')).toBeTruthy())
  fireEvent.click(container.querySelector('#home-retry') as HTMLElement)
  expect(loadInit).toHaveBeenCalledTimes(1)
  expect(loadAdverts).toHaveBeenCalledTimes(1)
})

test('the system popup shows once the open-screen advert is done, and dismisses', async () => {
  act(() => {
    h.root.app.homeModules = MODULES
    h.root.app.adverts = NO_ADVERTS
    h.root.app.syspopup = { title: '欢迎', content: '新人首单立减', image: '', url: '' }
  })
  const { queryByText, getByText } = renderWith(h.root, <Home />)
  await waitFor(() => expect(getByText('新人首单立减')).toBeTruthy())
  fireEvent.click(getByText('我知道了'))
  await waitFor(() => expect(queryByText('新人首单立减')).toBeNull())
  expect(h.root.app.syspopup).toBeNull()
})

test('a system popup with a link offers close and view; view opens the link', async () => {
  const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: '' } as never)
  act(() => {
    h.root.app.homeModules = MODULES
    h.root.app.adverts = NO_ADVERTS
    h.root.app.syspopup = { title: '新品', content: '春季上新', image: '', url: '/pages/product/goods?id=3' }
  })
  const { container, queryByText, getByText } = renderWith(h.root, <Home />)
  await waitFor(() => expect(getByText('春季上新')).toBeTruthy())
  const popup = container.querySelector('.sys-popup') as HTMLElement
  expect(popup.querySelector('.sys-popup-close')?.textContent).toBe('关闭')
  expect(popup.querySelector('.sys-popup-view')?.textContent).toBe('查看详情')
  fireEvent.click(popup.querySelector('.sys-popup-view') as HTMLElement)
  await waitFor(() => expect(queryByText('春季上新')).toBeNull())
  expect(nav).toHaveBeenLastCalledWith({ url: '/pages/product/goods?id=3' })
  expect(h.root.app.syspopup).toBeNull()
})

test('the close button of a system popup only dismisses it', async () => {
  const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: '' } as never)
  act(() => {
    h.root.app.homeModules = MODULES
    h.root.app.adverts = NO_ADVERTS
    h.root.app.syspopup = { title: '新品', content: '春季上新', image: '', url: '/pages/product/goods?id=3' }
  })
  const { container, queryByText, getByText } = renderWith(h.root, <Home />)
  await waitFor(() => expect(getByText('春季上新')).toBeTruthy())
  fireEvent.click(container.querySelector('.sys-popup .sys-popup-close') as HTMLElement)
  await waitFor(() => expect(queryByText('春季上新')).toBeNull())
  expect(nav).not.toHaveBeenCalled()
})

test('the home category grid shows nine categories and "All", which opens every category', async () => {
  const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: '' } as never)
  const twelve = Array.from({ length: 12 }, (_, i) => ({ id: 100 + i, text: `类目${i + 1}`, image: `/uploads/c${i}.png` }))
  act(() => { h.root.app.homeModules = [{ id: 'category', type: 'category', name: 'Categories', style: {}, params: {}, data: twelve }] })
  const { container, getByText, queryByText } = renderWith(h.root, <Home />)
  // the recommend feed under the modules asks the server; with no network here it offers a retry
  await waitFor(() => expect(container.querySelector('#feed-retry')).not.toBeNull())
  const items = container.querySelectorAll('.home-category__item')
  expect(items.length).toBe(10)
  expect(getByText('类目9')).toBeTruthy()
  expect(queryByText('类目10')).toBeNull()
  expect(items[9].textContent).toBe('全部分类')
  fireEvent.click(container.querySelector('#home-category-all') as HTMLElement)
  expect(nav).toHaveBeenLastCalledWith({ url: '/pages/category' })
})

test('a system pop-up already seen on this device is not shown again; a new version is', async () => {
  const seen = { title: '欢迎', content: '连接钱包即可登录', image: '', url: '' }
  interruptions.markPopupShown(seen)
  act(() => { h.root.app.homeModules = MODULES; h.root.app.adverts = NO_ADVERTS; h.root.app.syspopup = { ...seen } })
  const { queryByText, getByText, unmount } = renderWith(h.root, <Home />)
  await waitFor(() => expect(h.root.app.syspopup).toBeNull())
  expect(queryByText('连接钱包即可登录')).toBeNull()
  unmount()

  act(() => { h.root.app.adverts = NO_ADVERTS; h.root.app.syspopup = { ...seen, content: '春季上新，连接钱包即可登录' } })
  renderWith(h.root, <Home />)
  await waitFor(() => expect(getByText('春季上新，连接钱包即可登录')).toBeTruthy())
})

test('the pop-up waits for the open-screen advert, and comes after it is closed', async () => {
  const advert = { id: 1, module: 'open' as const, category_id: null, type: 'image' as const, title: '春季焕新节', media: '/uploads/open.png', url: '' }
  act(() => { h.root.app.homeModules = MODULES })
  const { container, queryByText, getByText } = renderWith(h.root, <Home />)
  // the adverts and the pop-up arrive together
  act(() => { h.root.app.applyAdverts({ data: { ...NO_ADVERTS, openAdverts: advert }, version: 'v1', syspopup: { title: '欢迎', content: '连接钱包即可登录', image: '', url: '' } }) })
  await waitFor(() => expect(container.querySelector('#open-advert-skip')).not.toBeNull())
  expect(queryByText('连接钱包即可登录')).toBeNull()
  fireEvent.click(container.querySelector('#open-advert-skip') as HTMLElement)
  await waitFor(() => expect(getByText('连接钱包即可登录')).toBeTruthy())
})
