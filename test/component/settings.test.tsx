import { act, fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import Setting from '@/pages/user/setting/setting'
import Me from '@/pages/user'
import { ADDRESS_A, payload } from '../unit/helpers/fakes'
import { type Harness, renderWith, setup, teardown } from './render'

let h: Harness
beforeEach(() => { h = setup() })
afterEach(() => teardown(h))

// Taro.showModal's DOM on H5 (one instance, hidden between uses): .taro__modal with
// .taro-modal__text and the buttons .taro-model__cancel / .taro-model__confirm (Taro's spelling)
const modal = () => document.querySelector('.taro__modal') as HTMLElement | null
const modalVisible = () => !!modal() && modal()!.style.display !== 'none'
const modalText = () => (modalVisible() ? modal()!.querySelector('.taro-modal__text')?.textContent ?? '' : '')
const modalButton = (which: 'confirm' | 'cancel') => modal()!.querySelector(`.taro-model__${which}`) as HTMLElement

test('the language switch re-renders every screen in English and is remembered', async () => {
  const { container, getByText, queryByText } = renderWith(h.root, <><Setting /><Me /></>)
  expect(getByText('多语言')).toBeTruthy()
  expect(getByText('连接钱包')).toBeTruthy()

  fireEvent.click(container.querySelector('#setting-language') as HTMLElement)
  await waitFor(() => expect(container.querySelector('#lang-en')).not.toBeNull())
  fireEvent.click(container.querySelector('#lang-en') as HTMLElement)

  await waitFor(() => expect(getByText('Language')).toBeTruthy())
  expect(getByText('Clear cache')).toBeTruthy()
  expect(getByText('New message notifications')).toBeTruthy()
  expect(queryByText('多语言')).toBeNull()
  // the Me tab (another screen) follows at once
  expect(getByText('Connect wallet')).toBeTruthy()
  expect(getByText('My orders')).toBeTruthy()
  expect(h.root.locale.lang).toBe('en')
  expect(JSON.parse(localStorage.getItem('wanlshop:lang') ?? '{}').data).toBe('en')
  // native chrome: the tab-bar labels are set in English
  expect(Taro.setTabBarItem).toHaveBeenCalledWith({ index: 3, text: 'Me' })

  fireEvent.click(container.querySelector('#setting-language') as HTMLElement)
  fireEvent.click(container.querySelector('#lang-zh') as HTMLElement)
  await waitFor(() => expect(getByText('多语言')).toBeTruthy())
  expect(Taro.setTabBarItem).toHaveBeenLastCalledWith({ index: 3, text: '我的' })
})

test('notification switches write the preferences; logout asks first, then clears the session', async () => {
  act(() => { h.root.session.onLoggedIn(payload(), ADDRESS_A) })
  jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: '' } as never)
  const { container } = renderWith(h.root, <Setting />)

  const voice = container.querySelector('#setting-voice .nut-switch') as HTMLElement
  expect(voice).not.toBeNull()
  fireEvent.click(voice)
  await waitFor(() => expect(h.root.session.prefs.voice).toBe(false))
  expect(h.root.session.prefs.pushs).toBe(true)

  // Taro's confirm (on H5 a DOM modal appended to <body>); cancel keeps the session
  fireEvent.click(container.querySelector('#setting-logout') as HTMLElement)
  await waitFor(() => expect(modalText()).toBe('确定要退出当前账户吗？'))
  expect(modalButton('confirm').textContent).toBe('退出登录')
  expect(modalButton('cancel').textContent).toBe('取消')
  fireEvent.click(modalButton('cancel'))
  await waitFor(() => expect(modalVisible()).toBe(false))
  expect(h.root.session.isLogin).toBe(true)

  fireEvent.click(container.querySelector('#setting-logout') as HTMLElement)
  await waitFor(() => expect(modalVisible()).toBe(true))
  fireEvent.click(modalButton('confirm'))
  await waitFor(() => expect(h.root.session.isLogin).toBe(false))
  expect(container.querySelector('#setting-logout')).toBeNull()
})

test('clear cache keeps the session and the cart, drops the rest', async () => {
  act(() => { h.root.session.onLoggedIn(payload(), ADDRESS_A) })
  localStorage.setItem('some:cache', JSON.stringify({ data: 'x' }))
  localStorage.setItem('wanlshop:cart', JSON.stringify({ data: [] }))
  const { container } = renderWith(h.root, <Setting />)
  fireEvent.click(container.querySelector('#setting-cache') as HTMLElement)
  await waitFor(() => expect(modalText()).toContain('确定清除吗'))
  fireEvent.click(modalButton('confirm'))
  await waitFor(() => expect(localStorage.getItem('some:cache')).toBeNull())
  expect(localStorage.getItem('wanlshop:user')).not.toBeNull()
  expect(localStorage.getItem('wanlshop:cart')).not.toBeNull()
  expect(h.root.session.isLogin).toBe(true)
})
