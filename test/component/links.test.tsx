import { act, fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import Me from '@/pages/user'
import Exchange from '@/pages/pledge'
import NotFoundPage from '@/pages/page/notfound'
import { href, openLink } from '@/routes/navigate'
import { ADDRESS_A, payload } from '../unit/helpers/fakes'
import { type Harness, renderWith, setup, teardown } from './render'

// Issue 9 item 3: no dead taps. Every link target on Me, Exchange and the order pages is a page
// the app config declares; an entry whose page is not built is not shown; a link to a page that
// does not exist, and an unknown route, land on the not-found page with a way home.

;(globalThis as Record<string, unknown>).defineAppConfig = (c: unknown) => c
// eslint-disable-next-line @typescript-eslint/no-require-imports
const appConfig = require('../../src/app.config').default as { pages: string[], subPackages: Array<{ root: string, pages: string[] }> }
const declared = new Set([
  ...appConfig.pages,
  ...appConfig.subPackages.flatMap((s) => s.pages.map((p) => `${s.root}/${p}`))
].map((p) => `/${p}`))
const pathOf = (url: string) => url.split('?')[0]
const NOT_FOUND_PAGE = '/pages/page/notfound'

let h: Harness
let opened: string[]
beforeEach(() => {
  h = setup()
  opened = []
  const record = (o: { url: string }) => { opened.push(o.url); return Promise.resolve({ errMsg: 'ok' }) }
  jest.spyOn(Taro, 'navigateTo').mockImplementation(record as never)
  jest.spyOn(Taro, 'switchTab').mockImplementation(record as never)
  jest.spyOn(Taro, 'redirectTo').mockImplementation(record as never)
})
afterEach(() => { teardown(h); Current.router = null })

test('every entry on Me opens a declared page, coupons among them', () => {
  act(() => { h.root.session.onLoggedIn(payload({ nickname: 'Alice' }), ADDRESS_A) })
  const { container, queryByText } = renderWith(h.root, <Me />)
  const taps = Array.from(container.querySelectorAll('.me-orders__item, .me-services__item, .me-dynamic__item, .me-orders .me-card__head, #me-settings'))
  expect(taps.length).toBeGreaterThanOrEqual(10)
  for (const el of taps) fireEvent.click(el)
  expect(opened.length).toBe(taps.length)
  for (const url of opened) expect({ url, declared: declared.has(pathOf(url)) }).toEqual({ url, declared: true })
  expect(opened.some((u) => u.startsWith(NOT_FOUND_PAGE))).toBe(false)
  expect(queryByText('优惠券')).not.toBeNull()
  // refunds lead to after-sales (issue 12)
  expect(opened.some((u) => u.startsWith('/pages/user/order/order') || u.startsWith('/pages/user/refund/'))).toBe(true)
  // my assets and the bank-card count lead to the wallet (issue 11)
  expect(opened).toContain('/pages/user/money/money')
  expect(opened).toContain('/pages/user/bank/bank')
  expect(opened).toContain('/pages/user/coupon/mycard')
  expect(container.querySelector('#me-order-customer')).not.toBeNull()
})

test('Exchange\'s links (records, node equities, asset details) open declared pages', async () => {
  // the page loads its overview from the server: answer that one request
  const overview = { balances: { usdt: '1', bbt: '2', bbc: '3' }, rates: { bbt_usdt: '1', bbc_usdt: '0.1', fee_rate: '0.005' }, terms: [30, 90, 180], pledged: '0', node_tier: 'none', pledges: [] }
  jest.spyOn(Taro, 'request').mockImplementation(((o: { url: string }) => o.url.includes('/wanlshop/economy/overview')
    ? Promise.resolve({ statusCode: 200, data: { code: 1, msg: '', time: 0, data: overview }, header: {} })
    : Promise.reject(new Error('network disabled in component tests'))) as never)
  act(() => { h.root.session.onLoggedIn(payload(), ADDRESS_A) })
  const { container } = renderWith(h.root, <Exchange />)
  await waitFor(() => { expect(container.querySelector('#pledge-bbt')).not.toBeNull() })
  for (const id of ['#pledge-records', '#pledge-equities', '#pledge-assets']) fireEvent.click(container.querySelector(id)!)
  expect(opened).toEqual(['/pages/pledgeRecord', '/pages/pledgeEquities', '/pages/user/asset/index'])
  for (const url of opened) expect(declared.has(pathOf(url))).toBe(true)
})

test('every link target of the order pages is a declared page', () => {
  const targets = [href('pages/user/order/order'), href('pages/user/order/order', { type: 'pay', role: 'sell' }), href('pages/user/order/details', { id: 1 }),
    href('pages/user/order/details', { id: 1, role: 'sell' }), href('pages/user/money/pay', { order_ids: [1, 2] }), href('pages/user/order/logistics', { id: 1 }),
    href('pages/user/order/comment', { id: 1 }), href('pages/user/order/orderDelivery', { id: 1 }), href('pages/page/success', { type: 'pay', order_ids: [1] })]
  for (const url of targets) expect({ url, declared: declared.has(pathOf(url)) }).toEqual({ url, declared: true })
  expect(declared.has(NOT_FOUND_PAGE)).toBe(true)
})

test('a link from content to a page that does not exist opens the not-found page, which has a Home button', async () => {
  await openLink('/pages/user/nosuch/page?x=1')
  expect(opened).toEqual([`${NOT_FOUND_PAGE}?path=${encodeURIComponent('/pages/user/nosuch/page')}`])

  Current.router = { path: NOT_FOUND_PAGE, params: { path: encodeURIComponent('/pages/user/nosuch/page') }, onReady: '', onHide: '', onShow: '' } as never
  const { container, getByText } = renderWith(h.root, <NotFoundPage />)
  expect(getByText('这个页面不存在')).toBeTruthy()
  expect(container.querySelector('#not-found-path')?.textContent).toBe('/pages/user/nosuch/page')
  fireEvent.click(container.querySelector('#not-found-home') as HTMLElement)
  expect(opened[opened.length - 1]).toBe('/pages/index')
})
