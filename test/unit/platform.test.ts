import Taro from '@tarojs/taro'
import { apiBase } from '@/env'
import { appClientHeader as h5Client } from '@/platform/client.h5'
import { appClientHeader as weappClient } from '@/platform/client.weapp'
import { copyText as copyH5 } from '@/platform/clipboard.h5'
import { copyText as copyWeapp } from '@/platform/clipboard.weapp'
import { loginPlatform as weappLogin } from '@/platform/login.weapp'
import { updatePlatform as weappUpdate } from '@/platform/update.weapp'
import { launchUrl as weappLaunch } from '@/platform/launch.weapp'
import { setCurrentLang } from '@/i18n'
import { calls, payload, routeApi } from './helpers/fakes'

let toast: jest.SpyInstance
const toasts = (): string[] => toast.mock.calls.map((c) => c[0].title)

beforeEach(() => {
  toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: '' } as never)
})
afterEach(() => {
  jest.restoreAllMocks()
  setCurrentLang('zh')
})

describe('App-Client header', () => {
  it('H5: wechat-wanlshop in the WeChat browser, else h5-wanlshop', () => {
    expect(h5Client('Mozilla/5.0 (iPhone) AppleWebKit MicroMessenger/8.0.40 NetType/WIFI')).toBe('wechat-wanlshop')
    expect(h5Client('Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile Safari')).toBe('h5-wanlshop')
    expect(h5Client()).toBe('h5-wanlshop') // jsdom
  })
  it('mini program: mp-wanlshop', () => {
    expect(weappClient()).toBe('mp-wanlshop')
  })
})

describe('copy (spec §8 messages)', () => {
  const nav = navigator as unknown as { clipboard?: unknown }
  const doc = document as unknown as { execCommand?: unknown }
  let savedExec: unknown
  beforeEach(() => { savedExec = doc.execCommand })
  afterEach(() => {
    delete nav.clipboard
    doc.execCommand = savedExec
  })

  it('copies with the clipboard API and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    setCurrentLang('en')
    await expect(copyH5('0xabc')).resolves.toBe(true)
    expect(writeText).toHaveBeenCalledWith('0xabc')
    expect(toasts()).toEqual(['Copied successfully'])
  })

  it('falls back to execCommand when the clipboard API is refused', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) }, configurable: true })
    doc.execCommand = jest.fn().mockReturnValue(true)
    await expect(copyH5('x')).resolves.toBe(true)
    expect(toasts()).toEqual(['复制成功'])
  })

  it('"copy failed" when nothing works', async () => {
    doc.execCommand = jest.fn().mockReturnValue(false)
    await expect(copyH5('x')).resolves.toBe(false)
    expect(toasts()).toEqual(['复制失败'])
  })

  it('"browser not supported" without any clipboard', async () => {
    doc.execCommand = undefined
    setCurrentLang('en')
    await expect(copyH5('x')).resolves.toBe(false)
    expect(toasts()).toEqual(['Browser not supported'])
  })

  it('mini program: setClipboardData, then our toast', async () => {
    const set = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: '' } as never)
    await expect(copyWeapp('abc')).resolves.toBe(true)
    expect(set).toHaveBeenCalledWith({ data: 'abc' })
    expect(toasts()).toEqual(['复制成功'])
    set.mockRejectedValueOnce(new Error('x') as never)
    await expect(copyWeapp('abc')).resolves.toBe(false)
    expect(toasts()).toEqual(['复制成功', '复制失败'])
  })
})

describe('mini program login', () => {
  it('swaps the Taro.login code at /login/wechat', async () => {
    jest.spyOn(Taro, 'login').mockResolvedValue({ code: 'wx-code-1', errMsg: 'login:ok' } as never)
    const api = routeApi({ '/login/wechat': { data: payload({ wallet_address: '' }) } })
    const out = await weappLogin.login({ inviteCode: 'I1', clientId: 'c', clientSecret: 's', interactive: false })
    expect(out.status).toBe('ok')
    const req = calls(api, '/login/wechat')[0]
    expect(req.url).toBe(`${apiBase()}/login/wechat`)
    expect(req.data).toEqual({ code: 'wx-code-1', invite_code: 'I1', client_id: 'c', client_secret: 's' })
    expect(weappLogin.kind).toBe('wechat')
    await expect(weappLogin.currentAccount()).resolves.toBeNull()
  })

  it('no code: "failed to get the WeChat code"', async () => {
    jest.spyOn(Taro, 'login').mockRejectedValue(new Error('login:fail') as never)
    setCurrentLang('en')
    const out = await weappLogin.login({ inviteCode: '', clientId: '', interactive: true })
    expect(out.status).toBe('failed')
    expect(toasts()).toEqual(['Failed to get the WeChat code'])
  })
})

describe('mini program update manager and launch query', () => {
  it('wires onCheckForUpdate / onUpdateReady / applyUpdate', () => {
    const m = { onCheckForUpdate: jest.fn(), onUpdateReady: jest.fn(), onUpdateFailed: jest.fn(), applyUpdate: jest.fn() }
    ;(Taro as unknown as { getUpdateManager: unknown }).getUpdateManager = () => m
    const seen: string[] = []
    weappUpdate.watchNative({ onAvailable: () => seen.push('available'), onReady: () => seen.push('ready'), onFailed: () => seen.push('failed') })
    m.onCheckForUpdate.mock.calls[0][0]({ hasUpdate: true })
    m.onCheckForUpdate.mock.calls[0][0]({ hasUpdate: false })
    m.onUpdateReady.mock.calls[0][0]()
    m.onUpdateFailed.mock.calls[0][0]()
    expect(seen).toEqual(['available', 'ready', 'failed'])
    weappUpdate.applyNative()
    expect(m.applyUpdate).toHaveBeenCalledTimes(1)
    delete (Taro as unknown as { getUpdateManager?: unknown }).getUpdateManager
  })

  it('turns the launch query into a URL the invite parser reads', () => {
    jest.spyOn(Taro, 'getLaunchOptionsSync').mockReturnValue({ path: 'pages/index', query: { invite_code: 'MP7' } } as never)
    expect(weappLaunch()).toBe('pages/index?invite_code=MP7')
  })
})
