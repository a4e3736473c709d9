import { act, fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import CreatorPage from '@/pages/apps/find/user'
import FansPage from '@/pages/apps/find/user/fans'
import AddPage from '@/pages/apps/find/user/add'
import FindListPage from '@/pages/apps/find/list'
import VideoPage from '@/pages/apps/find/details/video'
import { setCurrentLang } from '@/i18n'
import type { FindCreator, FindPost } from '../../types/find'
import { ADDRESS_A, calls, payload, routeApi } from '../unit/helpers/fakes'
import { type Harness, renderWith, setup, teardown, textOf } from './render'

// The discovery pages of issue 17 against a routed API: what the user sees and what is sent.

let h: Harness
let opened: string[]
beforeEach(() => {
  h = setup()
  opened = []
  const record = (o: { url: string }) => { opened.push(o.url); return Promise.resolve({ errMsg: 'ok' }) }
  jest.spyOn(Taro, 'navigateTo').mockImplementation(record as never)
  jest.spyOn(Taro, 'redirectTo').mockImplementation(record as never)
})
afterEach(() => {
  Current.router = null
  teardown(h)
})

function route (path: string, params: Record<string, string> = {}) {
  Current.router = { path, params, onReady: '', onHide: '', onShow: '' } as never
}
const paged = (data: unknown[], last = 1, page = 1) => ({ total: data.length, per_page: 10, current_page: page, last_page: last, data })
const signIn = () => { act(() => { h.root.session.onLoggedIn(payload(), ADDRESS_A) }) }

function post (id: number, over: Partial<FindPost> = {}): FindPost {
  return {
    id, type: 'new', content: `post ${id}`, images: ['/uploads/202601/a.png'], video: '', goods: [], live_id: null,
    views: 0, likes: 3, comments: 1, state: 'normal', createtime: 1700000000,
    user: { id: 7, nickname: 'Bob', avatar: '', shop_id: null, shop_name: null },
    is_like: false, is_follow: false, is_mine: false, ...over
  }
}
const BOB: FindCreator = { id: 7, nickname: 'Bob', avatar: '', bio: 'I post things', posts: 2, praised: 6, follow: 1, fans: 4, is_follow: false, is_me: false }

test('creator page: counts, posts as a grid or a list, follow moves the fans count once, counts open the lists', async () => {
  route('/pages/apps/find/user', { id: '7' })
  signIn()
  const api = routeApi({
    '/wanlshop/find/user/userInfo': { data: BOB },
    '/wanlshop/find/find/getList': { data: paged([post(1), post(2, { video: '/uploads/202601/v.mp4', type: 'video', images: [] })]) },
    '/wanlshop/find/user/setFollow': (req) => ({ data: { follow: req.data.follow } })
  })
  const { container } = renderWith(h.root, <CreatorPage />)
  await waitFor(() => expect(container.querySelectorAll('.post-grid__tile')).toHaveLength(2))
  expect(calls(api, '/wanlshop/find/find/getList')[0].data).toEqual(expect.objectContaining({ type: 'user', user_id: 7, page: 1 }))
  expect(textOf(container, 'creator-name')).toBe('Bob')
  expect(textOf(container, 'creator-count-fans')).toBe('4粉丝')
  expect(textOf(container, 'creator-count-praised')).toBe('6获赞')

  fireEvent.click(container.querySelector('#creator-follow')!)
  await waitFor(() => expect(textOf(container, 'creator-count-fans')).toBe('5粉丝'))
  expect(calls(api, '/wanlshop/find/user/setFollow')[0].data).toEqual({ id: 7, follow: true })
  expect(textOf(container, 'creator-follow')).toBe('已关注')

  // a video tile opens the vertical player, a picture post its page
  fireEvent.click(container.querySelector('#tile-2')!)
  fireEvent.click(container.querySelector('#tile-1')!)
  fireEvent.click(container.querySelector('#creator-count-fans')!)
  expect(opened.slice(0, 3)).toEqual([
    '/pages/apps/find/details/video?id=2',
    '/pages/apps/find/details/details?id=1',
    '/pages/apps/find/user/fans?id=7'
  ])

  fireEvent.click(container.querySelector('#creator-layout-list')!)
  await waitFor(() => expect(container.querySelectorAll('.post')).toHaveLength(2))
})

test('my own page (no id): post and "liked by me" instead of follow; logged out it asks to log in', async () => {
  route('/pages/apps/find/user')
  const first = renderWith(h.root, <CreatorPage />)
  expect(first.container.querySelector('.sign-in-prompt--creator')).not.toBeNull()
  first.unmount()

  signIn()
  const api = routeApi({
    '/wanlshop/find/user/userInfo': { data: { ...BOB, id: 1, nickname: 'Alice', is_me: true } },
    '/wanlshop/find/find/getList': { data: paged([post(3, { state: 'examine', is_mine: true })]) }
  })
  const { container } = renderWith(h.root, <CreatorPage />)
  await waitFor(() => expect(container.querySelector('#tile-3')).not.toBeNull())
  expect(calls(api, '/wanlshop/find/user/userInfo')[0].data).toEqual({ id: 1 })
  expect(container.querySelector('#creator-follow')).toBeNull()
  // my post in review says so
  expect(container.querySelector('#tile-3')!.textContent).toContain('审核中')
  fireEvent.click(container.querySelector('#creator-add')!)
  fireEvent.click(container.querySelector('#creator-likes')!)
  expect(opened).toEqual(['/pages/apps/find/user/add', '/pages/apps/find/list?type=likes'])
})

test('fans list in English: rows open the person, follow back from the row, no follow button on myself', async () => {
  setCurrentLang('en')
  route('/pages/apps/find/user/fans', { id: '7' })
  signIn()
  const api = routeApi({
    '/wanlshop/find/user/getList': { data: paged([{ id: 8, nickname: 'Carol', avatar: '', is_follow: false }, { id: 1, nickname: 'Alice', avatar: '', is_follow: true }]) },
    '/wanlshop/find/user/setFollow': (req) => ({ data: { follow: req.data.follow } })
  })
  const { container } = renderWith(h.root, <FansPage />)
  await waitFor(() => expect(container.querySelectorAll('.people__row')).toHaveLength(2))
  expect(calls(api, '/wanlshop/find/user/getList')[0].data).toEqual(expect.objectContaining({ id: 7, type: 'fans', page: 1 }))
  expect(container.querySelector('#person-follow-1')).toBeNull()
  fireEvent.click(container.querySelector('#person-follow-8')!)
  await waitFor(() => expect(textOf(container, 'person-follow-8')).toBe('Following'))
  expect(opened).toEqual([])
  fireEvent.click(container.querySelector('#person-8')!)
  expect(opened).toEqual(['/pages/apps/find/user?id=8'])
})

test('empty fans list says so', async () => {
  route('/pages/apps/find/user/fans', { id: '7' })
  routeApi({ '/wanlshop/find/user/getList': { data: paged([]) } })
  const { findByText } = renderWith(h.root, <FansPage />)
  await findByText('还没有粉丝')
})

/** Taro.uploadFile as both builds give it (a promise with .progress(cb)); the answer waits for finish(). */
function fakeUpload (url: string) {
  let finish: () => void = () => undefined
  const spy = jest.spyOn(Taro, 'uploadFile').mockImplementation((() => {
    let cb: ((p: { progress: number }) => void) | null = null
    const p = new Promise((resolve) => {
      finish = () => { resolve({ statusCode: 200, data: JSON.stringify({ code: 1, msg: 'ok', time: 0, data: { url, fullurl: url } }) }) }
    }) as Promise<unknown> & { progress: (f: typeof cb) => void }
    p.progress = (f) => { cb = f }
    setTimeout(() => { cb?.({ progress: 40 }) }, 0)
    return p
  }) as never)
  return { spy, finish: () => { finish() } }
}

test('publish: pictures upload with progress, goods from my favourites, then "sent for review" when it waits', async () => {
  route('/pages/apps/find/user/add')
  signIn()
  const api = routeApi({
    '/wanlshop/find/user/goods': { data: paged([{ id: 31, title: 'Aurora phone', image: '/g.png', price: '10.00', market_price: '12.00', sales: 0, shop_id: 2, shop_name: 'S' }]) },
    '/wanlshop/find/find/addData': { data: { id: 9, state: 'examine' } }
  })
  jest.spyOn(Taro, 'chooseImage').mockResolvedValue({ tempFilePaths: ['blob:1', 'blob:2'], tempFiles: [{ path: 'blob:1', size: 1000 }, { path: 'blob:2', size: 3 * 1024 * 1024 }], errMsg: '' } as never)
  const up = fakeUpload('/uploads/202601/abc.png')
  const { container, findByText } = renderWith(h.root, <AddPage />)
  await waitFor(() => expect(container.querySelector('#find-add-goods-31')).not.toBeNull())

  fireEvent.click(container.querySelector('#find-add-image')!)
  // the 3 MB picture is over the cap: one upload, and the toast says why
  await findByText('上传中 40%')
  expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '图片不能超过 2 MB' }))
  expect(textOf(container, 'find-add-submit')).toBe('请等待上传完成')
  act(() => { up.finish() })
  await waitFor(() => expect(container.querySelector('[data-state="done"]')).not.toBeNull())
  expect(up.spy).toHaveBeenCalledTimes(1)
  // once a picture is in, a video can no longer be added (pictures or one video)
  expect(container.querySelector('#find-add-video-pick')).toBeNull()

  fireEvent.click(container.querySelector('#find-add-goods-31')!)
  fireEvent.click(container.querySelector('#find-add-submit')!)
  await waitFor(() => expect(container.querySelector('#find-add-done')).not.toBeNull())
  expect(calls(api, '/wanlshop/find/find/addData')[0].data).toEqual({ content: '', images: ['/uploads/202601/abc.png'], video: '', goods_ids: [31] })
  expect(container.querySelector('#find-add-done')!.textContent).toContain('已提交，等待审核')
  fireEvent.click(container.querySelector('#find-add-mine')!)
  expect(opened).toEqual(['/pages/apps/find/user'])
})

test('publish: a video over 20 MB is refused before uploading; an empty post is not sent', async () => {
  route('/pages/apps/find/user/add')
  signIn()
  const api = routeApi({ '/wanlshop/find/user/goods': { data: paged([]) }, '/wanlshop/find/find/addData': { data: { id: 1, state: 'normal' } } })
  jest.spyOn(Taro, 'chooseVideo').mockResolvedValue({ tempFilePath: 'blob:v', size: 21 * 1024 * 1024, duration: 10, height: 1, width: 1, errMsg: '' } as never)
  const up = jest.spyOn(Taro, 'uploadFile')
  const { container, findByText } = renderWith(h.root, <AddPage />)
  await findByText('还没有可关联的商品：收藏喜欢的商品后可在这里选择')
  fireEvent.click(container.querySelector('#find-add-video-pick')!)
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '视频不能超过 20 MB' })))
  expect(up).not.toHaveBeenCalled()
  fireEvent.click(container.querySelector('#find-add-submit')!)
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '写点什么，或添加图片、视频' })))
  expect(calls(api, '/wanlshop/find/find/addData')).toHaveLength(0)
})

test('"liked by me": unliking a post takes it off the list', async () => {
  route('/pages/apps/find/list', { type: 'likes' })
  signIn()
  const api = routeApi({
    '/wanlshop/find/find/getList': { data: paged([post(1, { is_like: true }), post(2, { is_like: true })]) },
    '/wanlshop/find/find/like': { data: { like: false, likes: 2 } }
  })
  const { container } = renderWith(h.root, <FindListPage />)
  await waitFor(() => expect(container.querySelectorAll('.post')).toHaveLength(2))
  expect(calls(api, '/wanlshop/find/find/getList')[0].data).toEqual(expect.objectContaining({ type: 'likes', page: 1 }))
  fireEvent.click(container.querySelector('#post-like-1')!)
  await waitFor(() => expect(container.querySelectorAll('.post')).toHaveLength(1))
  expect(calls(api, '/wanlshop/find/find/like')[0].data).toEqual({ id: 1, like: false })
  // the author opens the creator page
  fireEvent.click(container.querySelector('#post-author-2')!)
  expect(opened).toEqual(['/pages/apps/find/user?id=7'])
})

test('short videos: the opened post first, then the video feed; only the visible slide has a playing video', async () => {
  route('/pages/apps/find/details/video', { id: '5' })
  // jsdom has no media playback; the video element only needs to exist
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined)
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve())
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined)
  const v = (id: number) => post(id, { type: 'video', video: `/uploads/202601/v${id}.mp4`, images: [] })
  const api = routeApi({
    '/wanlshop/find/find/getDetails': { data: v(5) },
    '/wanlshop/find/find/getList': { data: paged([v(6), v(5), v(4)], 2) }
  })
  const { container } = renderWith(h.root, <VideoPage />)
  await waitFor(() => expect(container.querySelectorAll('.shorts__slide')).toHaveLength(3))
  expect(calls(api, '/wanlshop/find/find/getList')[0].data).toEqual(expect.objectContaining({ type: 'video', page: 1 }))
  expect([...container.querySelectorAll('.shorts__slide')].map((s) => s.id)).toEqual(['short-5', 'short-6', 'short-4'])
  expect(container.querySelectorAll('.shorts__slide taro-video-core')).toHaveLength(1)
  expect(container.querySelector('#short-5 taro-video-core')).not.toBeNull()
  expect(container.querySelector('#short-5')!.getAttribute('data-current')).toBe('yes')
  fireEvent.click(container.querySelector('#short-author-5')!)
  fireEvent.click(container.querySelector('#short-comments-5')!)
  expect(opened).toEqual(['/pages/apps/find/user?id=7', '/pages/apps/find/details/details?id=5&afferent=comments'])
})
