import { act, fireEvent, waitFor } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import CommentsPage from '@/pages/product/comment'
import { calls, routeApi } from '../unit/helpers/fakes'
import { comment, paged } from '../unit/helpers/catalog'
import { type Harness, renderWith, setup, teardown, textOf } from './render'

let h: Harness
beforeEach(() => {
  h = setup()
  Current.router = { path: '/pages/product/comment', params: { id: '7' }, onReady: '', onHide: '', onShow: '' } as never
})
afterEach(() => {
  Current.router = null
  teardown(h)
})

const statistics = { rate: '75.0', total: 8, good: 6, pertinent: 1, poor: 1, figure: 4 }
const long = '收到货了，包装很仔细，手机外观漂亮，运行流畅，拍照清晰，电池也耐用，用了一周没发现任何问题，推荐购买！'

test('tag tabs show the counts and change the request; long text clamps with expand; pages load on', async () => {
  const api = routeApi({
    '/wanlshop/product/comment': (req) => {
      const tag = req.data.tag as string
      const page = Number(req.data.page)
      const data = tag === 'figure'
        ? [comment({ id: 50, content: 'With photos', images: ['/a.png', '/b.png'] })]
        : [comment({ id: page * 10, content: page === 1 ? long : 'Page two' })]
      return { data: { comment: paged(data, page, tag === 'all' ? 2 : 1, tag === 'all' ? 2 : 1), statistics } }
    }
  })
  const { container, getByText } = renderWith(h.root, <CommentsPage />)
  await waitFor(() => expect(container.querySelectorAll('.comment-item')).toHaveLength(1))
  expect(calls(api, '/wanlshop/product/comment')[0].data).toMatchObject({ id: 7, tag: 'all', page: 1 })
  expect(textOf(container, 'comment-tag-all')).toBe('全部 8')
  expect(textOf(container, 'comment-tag-poor')).toBe('差评 1')
  expect(textOf(container, 'comments-rate')).toBe('75.0%')

  // two-line clamp with an expand toggle
  const content = container.querySelector('.comment-item__content') as HTMLElement
  expect(content.className).toContain('comment-item__content--clamp')
  fireEvent.click(getByText('展开'))
  await waitFor(() => expect(content.className).not.toContain('comment-item__content--clamp'))

  fireEvent.click(container.querySelector('#comment-tag-figure') as HTMLElement)
  await waitFor(() => expect(getByText('With photos')).toBeTruthy())
  expect(calls(api, '/wanlshop/product/comment').at(-1)?.data).toMatchObject({ id: 7, tag: 'figure', page: 1 })
  expect(container.querySelectorAll('.comment-item__image')).toHaveLength(2)
  expect(container.querySelector('#comment-tag-figure')?.className).toContain('comments-tags__tag--active')
  expect(textOf(container, 'comments')).toContain('没有更多了')
})

test('an anonymous review shows the masked name with "匿名用户 / Anonymous" and no avatar', async () => {
  routeApi({
    '/wanlshop/product/comment': {
      data: {
        comment: paged([comment({ id: 1, anonymous: true, user: { id: 0, nickname: '张***丰', avatar: '' } }), comment({ id: 2 })], 1, 1, 1),
        statistics
      }
    }
  })
  const { container } = renderWith(h.root, <CommentsPage />)
  await waitFor(() => expect(container.querySelectorAll('.comment-item')).toHaveLength(2))
  const anon = container.querySelector('.comment-item[data-id="1"]')!
  expect(anon.querySelector('.comment-item__name')!.textContent).toBe('张***丰')
  expect(anon.querySelector('.comment-item__anon')!.textContent).toBe('匿名用户')
  expect(anon.querySelector('.comment-item__avatar-img')).toBeNull()
  expect(container.querySelector('.comment-item[data-id="2"] .comment-item__anon')).toBeNull()
  act(() => { h.root.locale.setLang('en') })
  expect(anon.querySelector('.comment-item__anon')!.textContent).toBe('Anonymous')
})
