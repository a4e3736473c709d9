import Taro from '@tarojs/taro'
import { canCopyLink, canShareNatively, share, shareUrl } from '@/platform/share.h5'
import { setCurrentLang } from '@/i18n'

// H5 share tap outside WeChat's browser (issue 18): the system share sheet (navigator.share) with
// the link — spec §9's default share type — when the browser has one, else the link is copied.

// under jest './clipboard' resolves to the neutral file: give share.h5 the H5 clipboard it has in the build
jest.mock('@/platform/clipboard', () => jest.requireActual('@/platform/clipboard.h5'))

let toast: jest.SpyInstance
const toasts = (): string[] => toast.mock.calls.map((c) => c[0].title)
const nav = navigator as unknown as { share?: unknown, clipboard?: unknown }
const content = { title: '极光手机', path: '/pages/product/goods?id=3&invite_code=AB12', desc: '66W' }

beforeEach(() => {
  toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: '' } as never)
})
afterEach(() => {
  jest.restoreAllMocks()
  delete nav.share
  delete nav.clipboard
  setCurrentLang('zh')
})

describe('H5 share', () => {
  it('hands the link to navigator.share when there is one', async () => {
    const s = jest.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'share', { value: s, configurable: true })
    expect(canShareNatively()).toBe(true)
    await share(content)
    expect(s).toHaveBeenCalledWith({ title: '极光手机', text: '66W', url: shareUrl(content.path) })
    expect(shareUrl(content.path)).toBe('http://localhost/#/pages/product/goods?id=3&invite_code=AB12')
    expect(toasts()).toEqual([])
  })
  it('says nothing when the user closes the system sheet', async () => {
    Object.defineProperty(navigator, 'share', { value: jest.fn().mockRejectedValue(Object.assign(new Error('x'), { name: 'AbortError' })), configurable: true })
    const writeText = jest.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await share(content)
    expect(writeText).not.toHaveBeenCalled()
    expect(toasts()).toEqual([])
  })
  it('copies the link when the system sheet is refused or missing', async () => {
    Object.defineProperty(navigator, 'share', { value: jest.fn().mockRejectedValue(new Error('NotAllowedError')), configurable: true })
    const writeText = jest.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    setCurrentLang('en')
    await share(content)
    expect(writeText).toHaveBeenCalledWith('http://localhost/#/pages/product/goods?id=3&invite_code=AB12')
    expect(toasts()).toEqual(['Copied successfully'])
    delete nav.share
    expect(canShareNatively()).toBe(false)
    expect(canCopyLink()).toBe(true)
  })
  it('refuses an empty share (spec §5)', async () => {
    await share({ title: '', path: '/pages/index' })
    expect(toasts()).toEqual(['分享内容和图片不能为空'])
  })
})
