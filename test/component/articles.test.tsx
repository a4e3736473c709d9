import { fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import ArticleList from '@/pages/article/list'
import ArticleDetails from '@/pages/article/details'
import AdvertPage from '@/pages/article/advert'
import Help from '@/pages/user/help'
import { calls, routeApi } from '../unit/helpers/fakes'
import { type Harness, renderWith, setup, teardown } from './render'

const art = (id: number, kind: string, over: Record<string, unknown> = {}) => ({
  id, kind, title: `Article ${id}`, image: '', description: `About ${id}`, views: 1234, createtime: Math.floor(Date.now() / 1000) - 3 * 86400, ...over
})
const page = (data: unknown[]) => ({ total: data.length, per_page: 15, current_page: 1, last_page: 1, data })

let h: Harness
beforeEach(() => { h = setup() })
afterEach(() => { teardown(h); Current.router = null })

function at (path: string, params: Record<string, string>) {
  Current.router = { params, path, onReady: '', onHide: '', onShow: '' } as never
}

test('article list: tabs load their own kind; a row opens the article with its title', async () => {
  const api = routeApi({ '/wanlshop/article/getList': (req) => ({ data: page([art(req.data.type === 'sys' ? 9 : 1, String(req.data.type))]) }) })
  const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: '' } as never)
  at('/pages/article/list', {})
  const { container, getByText } = renderWith(h.root, <ArticleList />)
  await waitFor(() => expect(getByText('Article 1')).toBeTruthy())
  expect(calls(api, '/wanlshop/article/getList')[0].data).toEqual({ type: 'new', page: 1 })
  expect(getByText('3天前')).toBeTruthy()
  expect(getByText('1.2k次浏览')).toBeTruthy()
  fireEvent.click(container.querySelector('#article-tab-sys') as HTMLElement)
  await waitFor(() => expect(getByText('Article 9')).toBeTruthy())
  expect(calls(api, '/wanlshop/article/getList')[1].data).toEqual({ type: 'sys', page: 1 })
  fireEvent.click(container.querySelector('.article-row') as HTMLElement)
  expect(nav).toHaveBeenLastCalledWith({ url: `/pages/article/details?id=9&title=${encodeURIComponent('Article 9')}` })
  // back to a loaded tab: no second request
  fireEvent.click(container.querySelector('#article-tab-new') as HTMLElement)
  await waitFor(() => expect(getByText('Article 1')).toBeTruthy())
  expect(calls(api, '/wanlshop/article/getList')).toHaveLength(2)
})

test('article details: title, time, views and sanitised HTML content', async () => {
  routeApi({ '/wanlshop/article/details': { data: { ...art(5, 'new', { views: 88 }), content: '<p>Hello <b>world</b></p><script>alert(1)</script>' } } })
  at('/pages/article/details', { id: '5', title: encodeURIComponent('From link') })
  const { container, getByText } = renderWith(h.root, <ArticleDetails />)
  expect(Taro.setNavigationBarTitle).toHaveBeenCalledWith({ title: 'From link' })
  await waitFor(() => expect(getByText('Article 5')).toBeTruthy())
  expect(getByText('88次浏览')).toBeTruthy()
  // RichText gets the prepared HTML as its nodes (it draws them itself)
  const content = container.querySelector('.article-detail__content') as HTMLElement & { nodes?: unknown }
  expect(String(content.nodes)).toContain('<p style="margin:0 0 12px;line-height:1.8;">Hello <b>world</b></p>')
  expect(String(content.nodes)).not.toContain('script')
})

test('article details: a refused id shows the server message and no retry loop', async () => {
  routeApi({ '/wanlshop/article/details': { code: 0, msg: '文章不存在' } })
  at('/pages/article/details', { id: '404' })
  const { getByText } = renderWith(h.root, <ArticleDetails />)
  await waitFor(() => expect(getByText('文章不存在')).toBeTruthy())
})

test('advert page: media, text and a link button that opens the in-app path', async () => {
  routeApi({ '/wanlshop/article/adDetails': { data: { id: 2, title: '收藏专区上线', media: '/a.png', type: 'banner', content: '一站淘好物', url: '/pages/goodslist?category_id=48', views: 3 } } })
  const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: '' } as never)
  at('/pages/article/advert', { id: '2' })
  const { container, getByText } = renderWith(h.root, <AdvertPage />)
  await waitFor(() => expect(getByText('收藏专区上线')).toBeTruthy())
  expect(getByText('3次浏览')).toBeTruthy()
  fireEvent.click(container.querySelector('#advert-link') as HTMLElement)
  expect(nav).toHaveBeenLastCalledWith({ url: '/pages/goodslist?category_id=48' })
})

test('help centre: questions open to their summary and a link to the full article', async () => {
  const api = routeApi({ '/wanlshop/article/getList': { data: page([art(1, 'help', { title: '如何申请退款', description: '订单页面即可发起售后' })]) } })
  const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: '' } as never)
  const { container, getByText, queryByText } = renderWith(h.root, <Help />)
  await waitFor(() => expect(getByText('如何申请退款')).toBeTruthy())
  expect(calls(api, '/wanlshop/article/getList')[0].data).toEqual({ type: 'help', page: 1 })
  expect(queryByText('订单页面即可发起售后')).toBeNull()
  fireEvent.click(container.querySelector('#help-q-1') as HTMLElement)
  expect(getByText('订单页面即可发起售后')).toBeTruthy()
  fireEvent.click(container.querySelector('#help-more-1') as HTMLElement)
  expect(nav).toHaveBeenLastCalledWith({ url: `/pages/article/details?id=1&title=${encodeURIComponent('如何申请退款')}` })
  fireEvent.click(container.querySelector('#help-q-1') as HTMLElement)
  expect(queryByText('订单页面即可发起售后')).toBeNull()
})
