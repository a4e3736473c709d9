import { act, fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { CategoryNode } from '../../types/common'
import Category from '@/pages/category'
import CategoryNew from '@/pages/categoryNew'
import Cate1 from '@/pages/cate1'
import { type Harness, renderWith, setup, teardown } from './render'

const TREE: CategoryNode[] = [
  { id: 1, pid: 0, name: '数码', image: '/c1.png', children: [
    { id: 2, pid: 1, name: '手机', image: '/c2.png', children: [{ id: 3, pid: 2, name: '5G手机', image: '/c3.png' }, { id: 4, pid: 2, name: '游戏手机', image: '/c4.png' }] },
    { id: 5, pid: 1, name: '平板电脑', image: '/c5.png' }
  ] },
  { id: 12, pid: 0, name: '美妆', image: '/c12.png', children: [{ id: 13, pid: 12, name: '护肤', image: '/c13.png' }] }
]
const AD = { id: 8, module: 'category' as const, category_id: 1, type: 'image' as const, title: '数码精选', media: '/ad.png', url: '/pages/goodslist?category_id=1' }

let h: Harness
beforeEach(() => { h = setup() })
afterEach(() => teardown(h))

function withTree () {
  act(() => {
    h.root.app.categoryModules = TREE
    h.root.app.adverts = { openAdverts: null, pageAdverts: [], categoryAdverts: { 1: [AD] }, firstAdverts: [], otherAdverts: [] }
  })
}

test('category: the first level on the left; tapping a second or third level opens its goods list', async () => {
  withTree()
  const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: '' } as never)
  const { container, getByText, queryByText } = renderWith(h.root, <Category />)
  expect(container.querySelectorAll('.cat__side-item').length).toBe(2)
  expect(container.querySelector('#cat-side-1')?.className).toContain('cat__side-item--on')
  // second level as tiles, the second level with children as its own section
  expect(getByText('平板电脑')).toBeTruthy()
  expect(getByText('5G手机')).toBeTruthy()
  expect(getByText('数码精选')).toBeTruthy()

  fireEvent.click(getByText('游戏手机'))
  expect(nav).toHaveBeenLastCalledWith({ url: '/pages/goodslist?category_id=4' })
  fireEvent.click(getByText('平板电脑'))
  expect(nav).toHaveBeenLastCalledWith({ url: '/pages/goodslist?category_id=5' })
  // the advert opens its in-app link
  fireEvent.click(container.querySelector('.cat-advert') as HTMLElement)
  expect(nav).toHaveBeenLastCalledWith({ url: '/pages/goodslist?category_id=1' })

  fireEvent.click(container.querySelector('#cat-side-12') as HTMLElement)
  await waitFor(() => expect(getByText('护肤')).toBeTruthy())
  expect(queryByText('5G手机')).toBeNull()
  expect(container.querySelector('.cat-advert')).toBeNull()
  fireEvent.click(getByText('护肤'))
  expect(nav).toHaveBeenLastCalledWith({ url: '/pages/goodslist?category_id=13' })
  // search entry
  fireEvent.click(container.querySelector('#cat-search') as HTMLElement)
  expect(nav).toHaveBeenLastCalledWith({ url: '/pages/page/search' })
})

test('category: loading, then a failed init offers a retry', async () => {
  act(() => { h.root.app.loading = true })
  const { container, getByText, queryByText } = renderWith(h.root, <Category />)
  // a skeleton shaped like the screen, not a bare "loading..." line
  expect(container.querySelector('.skeleton--category')).not.toBeNull()
  expect(queryByText('加载中...')).toBeNull()
  const load = jest.spyOn(h.root.app, 'loadInit').mockResolvedValue()
  act(() => { h.root.app.loading = false; h.root.app.error = 'down' })
  await waitFor(() => expect(getByText('分类加载失败')).toBeTruthy())
  fireEvent.click(container.querySelector('#cat-retry') as HTMLElement)
  expect(load).toHaveBeenCalledTimes(1)
})

test('categoryNew: top tabs switch the grid below; a tile opens its goods list', async () => {
  withTree()
  const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: '' } as never)
  const { container, getByText } = renderWith(h.root, <CategoryNew />)
  expect(container.querySelectorAll('.catn__tab').length).toBe(2)
  expect(getByText('全部数码')).toBeTruthy()
  fireEvent.click(container.querySelector('#catn-tab-12') as HTMLElement)
  await waitFor(() => expect(getByText('全部美妆')).toBeTruthy())
  fireEvent.click(getByText('护肤'))
  expect(nav).toHaveBeenLastCalledWith({ url: '/pages/goodslist?category_id=13' })
})

test('cate1: every first level with its children; third levels as tags', () => {
  withTree()
  const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: '' } as never)
  const { container, getByText } = renderWith(h.root, <Cate1 />)
  expect(container.querySelectorAll('.cate1__card').length).toBe(2)
  expect(getByText('2个子类')).toBeTruthy()
  fireEvent.click(container.querySelector('.cate1__tag[data-id="3"]') as HTMLElement)
  expect(nav).toHaveBeenLastCalledWith({ url: '/pages/goodslist?category_id=3' })
  fireEvent.click(container.querySelector('#cate1-12 .cate1__head') as HTMLElement)
  expect(nav).toHaveBeenLastCalledWith({ url: '/pages/goodslist?category_id=12' })
})

test('the three category layouts reach each other from the switch beside the search bar', () => {
  withTree()
  const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: '' } as never)
  const pages = [
    { Page: Category, on: 'side', others: { tabs: '/pages/categoryNew', list: '/pages/cate1' } },
    { Page: CategoryNew, on: 'tabs', others: { side: '/pages/category', list: '/pages/cate1' } },
    { Page: Cate1, on: 'list', others: { side: '/pages/category', tabs: '/pages/categoryNew' } }
  ]
  for (const { Page, on, others } of pages) {
    const { container, unmount } = renderWith(h.root, <Page />)
    expect(container.querySelector(`#cat-layout-${on}`)?.className).toContain('cat-layouts__item--on')
    for (const [key, url] of Object.entries(others)) {
      fireEvent.click(container.querySelector(`#cat-layout-${key}`) as HTMLElement)
      expect(redirect).toHaveBeenLastCalledWith({ url })
    }
    unmount()
  }
})
