import type { ReactElement } from 'react'
import Taro from '@tarojs/taro'
import { render } from '@testing-library/react'
import { RootStore } from '@/stores/root'
import { StoresContext } from '@/stores'
import { resetSessionBridge } from '@/api/bridge'
import { setCurrentLang } from '@/i18n'
import { FakeLogin, fakeSockets, fakeUpdate } from '../unit/helpers/fakes'

// Component-test harness: a fresh RootStore with fake platforms, provided through StoresContext;
// no request reaches the network (Taro.request is stubbed to fail unless a test routes it).

// jsdom has no IntersectionObserver; Taro's <Image lazyLoad> asks for one
if (!('IntersectionObserver' in globalThis)) {
  ;(globalThis as Record<string, unknown>).IntersectionObserver = class {
    observe (): void {}
    unobserve (): void {}
    disconnect (): void {}
    takeRecords (): unknown[] { return [] }
  }
}

export interface Harness {
  root: RootStore
  login: FakeLogin
  update: ReturnType<typeof fakeUpdate>
}

export function setup (): Harness {
  localStorage.clear()
  // what the build does at app start (config/index.ts designWidth / deviceRatio)
  Taro.initPxTransform({ designWidth: 750, deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 } } as never)
  fakeSockets()
  jest.spyOn(Taro, 'request').mockImplementation((() => Promise.reject(new Error('network disabled in component tests'))) as never)
  jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: '' } as never)
  jest.spyOn(Taro, 'setNavigationBarTitle').mockResolvedValue({ errMsg: '' } as never)
  jest.spyOn(Taro, 'setTabBarItem').mockResolvedValue({ errMsg: '' } as never)
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  // console.error: test/console-guard.ts fails the test on any (findDOMNode's deprecation aside)
  const login = new FakeLogin()
  const update = fakeUpdate()
  const root = new RootStore({ login, update, installBridge: false })
  return { root, login, update }
}

export function teardown (h: Harness): void {
  h.root.dispose()
  jest.restoreAllMocks()
  resetSessionBridge()
  setCurrentLang('zh')
}

export function renderWith (root: RootStore, ui: ReactElement) {
  return render(<StoresContext.Provider value={root}>{ui}</StoresContext.Provider>)
}

/** text content of the element with this id (Taro components render as custom elements) */
export function textOf (container: HTMLElement, id: string): string {
  return container.querySelector(`#${id}`)?.textContent?.trim() ?? ''
}
