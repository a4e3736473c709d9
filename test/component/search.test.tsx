import { act, fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import Search from '@/pages/page/search'
import { calls, routeApi } from '../unit/helpers/fakes'
import { type Harness, renderWith, setup, teardown } from './render'

let h: Harness
beforeEach(() => { h = setup() })
afterEach(() => { teardown(h); Current.router = null })

function open (params: Record<string, string> = {}) {
  Current.router = { params, path: '/pages/page/search', onReady: '', onHide: '', onShow: '' } as never
  return renderWith(h.root, <Search />)
}
function typeInto (el: Element, value: string) {
  act(() => { el.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true })) })
}
const modal = () => document.querySelector('.taro__modal') as HTMLElement | null
const modalButton = (which: 'confirm' | 'cancel') => modal()!.querySelector(`.taro-model__${which}`) as HTMLElement

test('shows the stored history (newest first) and the hot terms; a term opens the goods list and is remembered', async () => {
  localStorage.setItem('wanlshop:search_history', JSON.stringify({ data: ['茶叶', '手机'] }))
  const api = routeApi({ '/wanlshop/common/searchList': { data: ['蓝牙耳机', '面膜', '零食', '口红'] }, '/wanlshop/common/setSearch': { data: null } })
  const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: '' } as never)
  act(() => { h.root.app.searchModules = ['init-term'] })
  const { container } = open()
  const history = () => Array.from(container.querySelectorAll('#search-history .search-chip')).map((c) => c.textContent)
  expect(history()).toEqual(['茶叶', '手机'])
  // the init terms until the server answers, then the server's
  expect(container.querySelector('#search-hot')?.textContent).toContain('init-term')
  await waitFor(() => expect(container.querySelector('#search-hot')?.textContent).toContain('蓝牙耳机'))
  const hot = container.querySelectorAll('.search-hot__item')
  expect(hot.length).toBe(4)
  expect(hot[0].querySelector('.search-hot__rank--1')?.textContent).toBe('1')
  expect(hot[3].querySelector('.search-hot__rank--n')?.textContent).toBe('4')

  fireEvent.click(hot[1])
  expect(nav).toHaveBeenLastCalledWith({ url: `/pages/goodslist?keyword=${encodeURIComponent('面膜')}` })
  expect(calls(api, '/wanlshop/common/setSearch')[0].data).toEqual({ keywords: '面膜' })
  await waitFor(() => expect(history()).toEqual(['面膜', '茶叶', '手机']))

  // a history chip searches again and moves to the front
  fireEvent.click(container.querySelectorAll('#search-history .search-chip')[2])
  expect(nav).toHaveBeenLastCalledWith({ url: `/pages/goodslist?keyword=${encodeURIComponent('手机')}` })
  await waitFor(() => expect(history()).toEqual(['手机', '面膜', '茶叶']))
})

test('clearing the history asks first; cancel keeps it, confirm empties it', async () => {
  localStorage.setItem('wanlshop:search_history', JSON.stringify({ data: ['茶叶'] }))
  routeApi({ '/wanlshop/common/searchList': { data: [] } })
  const { container } = open()
  fireEvent.click(container.querySelector('#search-history-clear') as HTMLElement)
  await waitFor(() => expect(modal()?.textContent).toContain('确定清空全部搜索历史吗？'))
  fireEvent.click(modalButton('cancel'))
  await new Promise((r) => setTimeout(r, 10))
  expect(container.querySelector('#search-history')).not.toBeNull()

  fireEvent.click(container.querySelector('#search-history-clear') as HTMLElement)
  await waitFor(() => expect(modal()!.style.display).not.toBe('none'))
  fireEvent.click(modalButton('confirm'))
  await waitFor(() => expect(container.querySelector('#search-history')).toBeNull())
  expect(localStorage.getItem('wanlshop:search_history')).toBeNull()
})

test('typing shows suggestions (categories and terms); the clear button and an empty search', async () => {
  const api = routeApi({
    '/wanlshop/common/searchList': { data: [] },
    '/wanlshop/common/search': { data: { categoryList: [{ id: 2, name: '手机' }], searchList: ['手机壳', '手机支架'] } },
    '/wanlshop/common/setSearch': { data: null }
  })
  const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: '' } as never)
  const { container, getByText } = open()
  const input = container.querySelector('#search-input') as HTMLElement
  typeInto(input, '手机')
  expect(getByText('搜索“手机”')).toBeTruthy()
  await waitFor(() => expect(calls(api, '/wanlshop/common/search')).toHaveLength(1))
  expect(calls(api, '/wanlshop/common/search')[0].data).toEqual({ search: '手机' })
  await waitFor(() => expect(container.querySelectorAll('#search-suggest .search-suggest__item').length).toBe(4))
  expect(container.querySelector('.search-suggest__hit')?.textContent).toBe('手机')

  // a category suggestion opens its goods list
  fireEvent.click(container.querySelectorAll('#search-suggest .search-suggest__item')[1])
  expect(nav).toHaveBeenLastCalledWith({ url: '/pages/goodslist?category_id=2' })
  // a term suggestion searches it
  fireEvent.click(getByText('支架').parentElement!.parentElement!)
  expect(nav).toHaveBeenLastCalledWith({ url: `/pages/goodslist?keyword=${encodeURIComponent('手机支架')}` })

  fireEvent.click(container.querySelector('#search-clear') as HTMLElement)
  await waitFor(() => expect(container.querySelector('#search-suggest')).toBeNull())
  const before = nav.mock.calls.length
  fireEvent.click(container.querySelector('#search-submit') as HTMLElement)
  expect(nav.mock.calls.length).toBe(before)
  expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请输入搜索内容' }))
})

test('a keyword from the route pre-fills the input', () => {
  routeApi({ '/wanlshop/common/searchList': { data: [] } })
  const { container } = open({ keyword: encodeURIComponent('茶 叶') })
  expect((container.querySelector('#search-input') as HTMLInputElement).getAttribute('value') ?? (container.querySelector('#search-input') as HTMLInputElement).value).toBe('茶 叶')
})
