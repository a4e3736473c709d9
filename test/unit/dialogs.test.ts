import Taro from '@tarojs/taro'
import * as h5 from '@/platform/dialogs.h5'
import * as direct from '@/platform/dialogs'

// platform/dialogs: the H5 build loads Taro's toast and modal on the first use (they are not on the
// start-up path); both builds must behave alike for the caller — a toast never throws, a modal
// that cannot open answers "not confirmed".
// the H5 module's load is a chain of promises (no timers): one macrotask runs all of it
const flushPromises = async (): Promise<void> => { await new Promise((resolve) => { setTimeout(resolve, 0) }) }

describe('dialogs', () => {
  afterEach(() => jest.restoreAllMocks())

  it.each([['H5 (loaded on first use)', h5], ['mini program (direct)', direct]])('%s: toasts with no icon unless asked, survives a failing toast', async (_name, d) => {
    const toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: '' } as never)
    d.showToast({ title: '网络错误' })
    await flushPromises()
    expect(toast).toHaveBeenCalledWith({ icon: 'none', title: '网络错误' })
    toast.mockImplementation(() => { throw new Error('no toast here') })
    expect(() => { d.showToast({ title: 'x', icon: 'success' }) }).not.toThrow()
    await flushPromises()
    expect(toast).toHaveBeenLastCalledWith({ icon: 'success', title: 'x' })
  })

  it.each([['H5', h5], ['mini program', direct]])('%s: a modal answers what the user tapped, and "not confirmed" when it cannot open', async (_name, d) => {
    const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: '' } as never)
    await expect(d.showModal({ title: '提示', content: '已在其他设备登录', showCancel: false })).resolves.toEqual({ confirm: true })
    modal.mockRejectedValue(new Error('showModal:fail'))
    await expect(d.showModal({ content: 'x' })).resolves.toEqual({ confirm: false })
  })
})
