import { act, fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import SystemPage from '@/pages/notice/system/system'
import type { NoticeItem } from '../../types/notice'
import { ADDRESS_A, calls, payload, routeApi } from '../unit/helpers/fakes'
import { type Harness, renderWith, setup, teardown } from './render'

// The message centre's system notices (issue 16): review results — a merchant application, a
// product, a post — and announcements, "written in the recipient's language at read time". The
// server renders each notice in the language the request's Accept-Language asks for (tested in
// server/test/merchant.test.ts and find.test.ts); the page shows what it gets, asks again when the
// language changes, marks the list read, and has no link for notices that open nothing.

let h: Harness
beforeEach(() => { h = setup() })
afterEach(() => { teardown(h) })

const at = Math.floor(Date.now() / 1000) - 60
const item = (id: number, modules: string, title: string, content: string, read = false): NoticeItem =>
  ({ id, type: 'notice', title, content, modules, modules_id: id * 10, read, createtime: at })

// what the server answers, by language (the texts of server/modules/{merchant,find,notice}/messages.ts)
const BY_LANG: Record<'zh' | 'en', NoticeItem[]> = {
  zh: [
    item(4, 'find', '动态已被下架', '你的动态「图片动态」已被平台下架。原因：spam'),
    item(3, 'goods', '商品审核未通过', '「回声音箱」：blurry photos'),
    item(2, 'merchant_application', '入驻申请未通过', '原因：licence unreadable。修改后可重新提交'),
    item(1, '', '系统维护通知', '今晚 23:00 维护一小时', true)
  ],
  en: [
    item(4, 'find', 'Post taken down', 'Your post "photo post" was taken down by the platform. Reason: spam'),
    item(3, 'goods', 'Product review failed', '"Echo speaker": blurry photos'),
    item(2, 'merchant_application', 'Your merchant application was rejected', 'Reason: licence unreadable. Edit it and submit again'),
    item(1, '', 'Maintenance notice', 'One hour of maintenance tonight at 23:00', true)
  ]
}

function serve (items: (lang: 'zh' | 'en') => NoticeItem[]) {
  return routeApi({
    '/wanlshop/notice/getNoticeList': (req: { header: Record<string, string> }) => {
      const lang = req.header['Accept-Language'] === 'en' ? 'en' : 'zh'
      const list = items(lang)
      return { data: { total: list.length, per_page: 10, current_page: 1, last_page: 1, data: list } }
    },
    '/wanlshop/notice/read': { data: { read: 3 } }
  } as never)
}

const cards = (c: HTMLElement) => [...c.querySelectorAll('.nl-card')].map((e) => ({
  title: e.querySelector('.nl-title')?.textContent, content: e.querySelector('.nl-content')?.textContent, unread: e.querySelector('.nl-dot') !== null
}))

test('review results and announcements show in Chinese, then in English once the language changes (asked again in that language); the list is marked read; they link nowhere', async () => {
  act(() => { h.root.session.onLoggedIn(payload(), ADDRESS_A) })
  const api = serve((lang) => BY_LANG[lang])
  const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: '' } as never)
  const { container } = renderWith(h.root, <SystemPage />)
  await waitFor(() => expect(cards(container)).toHaveLength(4))
  expect(cards(container)).toEqual(BY_LANG.zh.map((n) => ({ title: n.title, content: n.content, unread: !n.read })))
  expect(calls(api, '/wanlshop/notice/getNoticeList')[0].header['Accept-Language']).toBe('zh-CN')
  expect(calls(api, '/wanlshop/notice/getNoticeList')[0].data).toMatchObject({ type: 'notice' })
  await waitFor(() => expect(calls(api, '/wanlshop/notice/read')).toHaveLength(1))
  expect(calls(api, '/wanlshop/notice/read')[0].data).toEqual({ type: 'notice' })
  await waitFor(() => expect(h.root.statistics.notice.notice).toBe(0))
  // a review result opens nothing: no "view order" foot, a tap goes nowhere
  expect(container.querySelector('.nl-foot')).toBeNull()
  fireEvent.click(container.querySelector('#notice-item-3') as HTMLElement)
  expect(nav).not.toHaveBeenCalled()

  act(() => { h.root.locale.setLang('en') })
  await waitFor(() => expect(cards(container)[0]?.title).toBe('Post taken down'))
  expect(calls(api, '/wanlshop/notice/getNoticeList').at(-1)?.header['Accept-Language']).toBe('en')
  expect(cards(container).map((c) => [c.title, c.content])).toEqual(BY_LANG.en.map((n) => [n.title, n.content]))
  const text = container.textContent ?? ''
  expect(text).not.toMatch(/[\u4e00-\u9fff]/)
  expect(text).not.toMatch(/undefined|NaN/)
})

test('no notices: the empty state; a failed load: the error state, and retry loads them', async () => {
  act(() => { h.root.session.onLoggedIn(payload(), ADDRESS_A) })
  serve(() => [])
  const empty = renderWith(h.root, <SystemPage />)
  await waitFor(() => expect(empty.getByText('暂无通知')).toBeTruthy())
  empty.unmount()

  let fail = true
  routeApi({
    '/wanlshop/notice/getNoticeList': () => fail
      ? { status: 500, code: 0, msg: 'down' }
      : { data: { total: 1, per_page: 10, current_page: 1, last_page: 1, data: BY_LANG.zh.slice(1, 2) } },
    '/wanlshop/notice/read': { data: { read: 0 } }
  } as never)
  const { container, getByText } = renderWith(h.root, <SystemPage />)
  await waitFor(() => expect(getByText('加载失败')).toBeTruthy())
  fail = false
  fireEvent.click(container.querySelector('#notice-retry') as HTMLElement)
  await waitFor(() => expect(cards(container).map((c) => c.title)).toEqual(['商品审核未通过']))
})
