import { act, waitFor } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import AddressPage from '@/pages/user/address/address'
import AddressManage from '@/pages/user/address/addressManage'
import { maskMobile } from '@/pages/user/address/mask'
import { ADDRESS_A, payload, routeApi } from '../unit/helpers/fakes'
import { type Harness, renderWith, setup, teardown } from './render'

// Phone numbers are masked in address lists (138****5678); the edit form shows the whole number.

let h: Harness
beforeEach(() => { h = setup() })
afterEach(() => {
  Current.router = null
  teardown(h)
})

const address = { id: 4, name: 'Li Lei', mobile: '13812345678', province: '广东省', city: '深圳市', district: '南山区', adcode: '440305', address: 'Keyuan Rd 1', formatted_address: '广东省 深圳市 南山区 Keyuan Rd 1', location: '', default: true }
const list = { total: 1, per_page: 50, current_page: 1, last_page: 1, data: [address] }

test('maskMobile keeps the ends: 138****5678', () => {
  expect(maskMobile('13812345678')).toBe('138****5678')
  expect(maskMobile(' 8613812345678 ')).toBe('861****5678')
  expect(maskMobile('0755123')).toBe('07****23')
  expect(maskMobile('123')).toBe('1****')
  expect(maskMobile('')).toBe('')
})

test('the address list shows 138****5678; the edit form the full number', async () => {
  act(() => { h.root.session.onLoggedIn(payload(), ADDRESS_A) })
  routeApi({ '/wanlshop/address/getaddress': { data: list } })
  Current.router = { path: '/pages/user/address/address', params: {}, onReady: '', onHide: '', onShow: '' } as never
  const page = renderWith(h.root, <AddressPage />)
  await waitFor(() => expect(page.container.querySelector('.addr-card__mobile')).not.toBeNull())
  expect(page.container.querySelector('.addr-card__mobile')!.textContent).toBe('138****5678')
  expect(page.container.textContent).not.toContain('13812345678')
  page.unmount()

  Current.router = { path: '/pages/user/address/addressManage', params: { id: '4' }, onReady: '', onHide: '', onShow: '' } as never
  const form = renderWith(h.root, <AddressManage />)
  await waitFor(() => expect((form.container.querySelector('#address-mobile') as HTMLInputElement | null)?.getAttribute('value') ?? (form.container.querySelector('#address-mobile') as unknown as { value?: string })?.value).toBe('13812345678'))
})
