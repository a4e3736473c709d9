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

test('article details: title, time, views and the server\'s rich-text nodes (never HTML)', async () => {
  const nodes = [{ name: 'p', children: [{ type: 'text', text: 'Hello ' }, { name: 'img', attrs: { src: '/uploads/a.png' } }] }]
  routeApi({ '/wanlshop/article/details': { data: { ...art(5, 'new', { views: 88 }), content: '<p>ignored</p>', content_nodes: nodes } } })
  at('/pages/article/details', { id: '5', title: encodeURIComponent('From link') })
  const { container, getByText } = renderWith(h.root, <ArticleDetails />)
  expect(Taro.setNavigationBarTitle).toHaveBeenCalledWith({ title: 'From link' })
  await waitFor(() => expect(getByText('Article 5')).toBeTruthy())
  expect(getByText('88次浏览')).toBeTruthy()
  // RichText gets the node array (it draws elements itself, no innerHTML); images get loadable URLs
  const content = container.querySelector('.article-detail__content') as HTMLElement & { nodes?: unknown }
  expect(Array.isArray(content.nodes)).toBe(true)
  const [p] = content.nodes as Array<{ name: string, children: Array<{ type?: string, text?: string, attrs?: { src: string } }> }>
  expect(p.name).toBe('p')
  expect(p.children[0]).toEqual({ type: 'text', text: 'Hello ' })
  expect(p.children[1].attrs?.src).toMatch(/^https?:\/\/.+\/uploads\/a\.png$|^\/uploads\/a\.png$/)
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
