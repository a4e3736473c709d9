import { act, fireEvent } from '@testing-library/react'
import { UpdateDialog } from '@/components/UpdateDialog'
import { type Harness, renderWith, setup, teardown } from './render'

const NEWER = { version_name: '1.2.0', version_code: 1200, content: 'Faster checkout', download_url: 'https://dl.example/app.apk', enforce: false }

let h: Harness
beforeEach(() => { h = setup() })
afterEach(() => teardown(h))

const click = (c: HTMLElement, id: string) => fireEvent.click(c.querySelector(`#${id}`) as HTMLElement)

test('nothing without a newer version', () => {
  act(() => { h.root.update.check({ ...NEWER, version_code: 1000 }) })
  const { container } = renderWith(h.root, <UpdateDialog />)
  expect(container.textContent).toBe('')
})

test('shows version and notes; upgrade now and download open the link (H5), ignore hides it for good', () => {
  act(() => { h.root.update.check(NEWER) })
  const { container, getByText, queryByText } = renderWith(h.root, <UpdateDialog />)
  expect(getByText('发现新版本 v1.2.0')).toBeTruthy()
  expect(getByText('Faster checkout')).toBeTruthy()

  click(container, 'update-now')
  expect(h.update.opened).toEqual([NEWER.download_url])
  click(container, 'update-download')
  expect(h.update.opened).toEqual([NEWER.download_url, NEWER.download_url])
  // download on H5 hides a non-enforced dialog; show it again to try ignore
  act(() => { h.root.update.check(NEWER) })
  click(container, 'update-ignore')
  expect(queryByText('Faster checkout')).toBeNull()
  expect(h.root.update.visible).toBe(false)
  expect(JSON.parse(localStorage.getItem('wanlshop:update_ignore') ?? '{}').data).toBe(1200)
})

test('an enforced update cannot be ignored; progress and install follow the store', () => {
  act(() => { h.root.update.check({ ...NEWER, enforce: true }) })
  const { container, getByText } = renderWith(h.root, <UpdateDialog />)
  expect(container.querySelector('#update-ignore')).toBeNull()

  act(() => { h.root.update.setProgress(40) })
  expect(getByText('正在下载 40%')).toBeTruthy()
  expect(container.querySelector('.update-dialog__bar-fill')?.getAttribute('style')).toContain('40%')

  act(() => { h.root.update.setProgress(100) })
  const install = jest.spyOn(h.root.update, 'install')
  click(container, 'update-install')
  expect(install).toHaveBeenCalledTimes(1)
})
