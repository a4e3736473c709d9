import { fireEvent } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { QuickMenu } from '@/components/QuickMenu'
import { type Harness, renderWith, setup, teardown } from './render'

// Spec §2 quick-access menu: messages, home, me, cart, service, feedback, share — each shortcut
// opens its page (the tabs by switchTab), in that order.

let h: Harness
let opened: string[]
beforeEach(() => {
  h = setup()
  opened = []
  const record = (o: { url: string }) => { opened.push(o.url); return Promise.resolve({ errMsg: 'ok' }) }
  jest.spyOn(Taro, 'navigateTo').mockImplementation(record as never)
  jest.spyOn(Taro, 'switchTab').mockImplementation(record as never)
})
afterEach(() => { teardown(h) })

test('the quick menu lists the spec\'s shortcuts in order and each opens its page', async () => {
  const { container } = renderWith(h.root, <QuickMenu />)
  expect(container.querySelector('#quick-menu-panel')).toBeNull()
  fireEvent.click(container.querySelector('#quick-menu')!)
  const ids = Array.from(container.querySelectorAll('#quick-menu-panel .quick-menu__item')).map((e) => e.id)
  expect(ids).toEqual(['quick-messages', 'quick-home', 'quick-me', 'quick-cart', 'quick-service', 'quick-feedback', 'quick-share'])
  for (const id of ids.filter((i) => i !== 'quick-share')) {
    if (container.querySelector('#quick-menu-panel') === null) fireEvent.click(container.querySelector('#quick-menu')!)
    fireEvent.click(container.querySelector(`#${id}`)!)
    expect(container.querySelector('#quick-menu-panel')).toBeNull()
  }
  await Promise.resolve()
  expect(opened.map((u) => u.split('?')[0])).toEqual(['/pages/notice/notice', '/pages/index', '/pages/user', '/pages/cart', '/pages/user/service', '/pages/user/feedback/feedback'])
})
