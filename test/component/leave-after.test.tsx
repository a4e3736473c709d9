import { act, render } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { useLeaveAfter } from '@/components/useLeaveAfter'
import { href } from '@/routes/navigate'

// A form page leaves by itself after its success toast — but never after the user has already
// left: a late navigateBack would close the page they opened in the meantime.

let leave: ReturnType<typeof useLeaveAfter>
function Form () {
  leave = useLeaveAfter()
  return null
}

beforeEach(() => { jest.useFakeTimers() })
afterEach(() => { jest.useRealTimers(); jest.restoreAllMocks() })

test('goes back after the delay when there is a page to go back to', () => {
  const back = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: '' } as never)
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}, {}] as never)
  render(<Form />)
  act(() => leave(href('pages/user/setting/setting')))
  jest.advanceTimersByTime(799)
  expect(back).not.toHaveBeenCalled()
  jest.advanceTimersByTime(1)
  expect(back).toHaveBeenCalledTimes(1)
})

test('opened directly (no page behind it): goes to the fallback instead', () => {
  const back = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: '' } as never)
  const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: '' } as never)
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}] as never)
  render(<Form />)
  act(() => leave(href('pages/user/order/details', { id: 3 })))
  jest.advanceTimersByTime(800)
  expect(back).not.toHaveBeenCalled()
  expect(redirect).toHaveBeenCalledWith({ url: '/pages/user/order/details?id=3' })
})

test('the page is gone before the delay ends: nothing happens', () => {
  const back = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: '' } as never)
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}, {}] as never)
  const view = render(<Form />)
  act(() => leave(undefined, 600))
  view.unmount()
  jest.advanceTimersByTime(2000)
  expect(back).not.toHaveBeenCalled()
})
