import { act, fireEvent, waitFor } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import WithdrawPage from '@/pages/user/money/withdraw'
import TransferPage from '@/pages/user/transfer'
import RechargePage from '@/pages/user/money/recharge'
import { ADDRESS_A, calls, payload, routeApi } from '../unit/helpers/fakes'
import { type Harness, renderWith, setup, teardown } from './render'

// The wallet forms as a user sees them: the fee preview, the server's refusal shown on the page,
// one idempotency key per attempt; the transfer quota; the recharge page without chain configuration.

let h: Harness
beforeEach(() => { h = setup() })
afterEach(() => {
  Current.router = null
  teardown(h)
})

function typeInto (el: Element, value: string): void {
  act(() => { el.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true })) })
}

function login (): void {
  Current.router = { path: '/pages/user/money/withdraw', params: {}, onReady: '', onHide: '', onShow: '' } as never
  act(() => { h.root.session.onLoggedIn(payload({ set_paypwd: true }), ADDRESS_A) })
}

const INFO = { balance: '50.00', min: '10.00', fee_rate: '0.01', fee_min: '1.00', bsc_address: ADDRESS_A.toLowerCase(), cards: [], needs_realname: false, realname: 'none', set_paypwd: true }

test('withdraw: live fee preview, the refusal on the page, a new key after it', async () => {
  login()
  let n = 0
  const api = routeApi({
    '/wanlshop/pay/initialWithdraw': { data: INFO },
    '/wanlshop/pay/withdraw': () => (++n === 1 ? { code: 0, msg: 'Insufficient USDT balance, available 5.00 (fee 1.50 included)' } : { data: { id: 1, amount: '150.00', fee: '1.50', type: 'bsc', account: INFO.bsc_address, state: 1, reason: '', reference: '', createtime: 1, transfertime: null } }),
    '/wanlshop/user/refresh': { data: payload() }
  })
  const { container, findByText } = renderWith(h.root, <WithdrawPage />)
  await waitFor(() => expect(container.querySelector('#withdraw-amount')).not.toBeNull())
  typeInto(container.querySelector('#withdraw-amount')!, '150')
  await waitFor(() => expect(container.querySelector('#withdraw-fee')!.textContent).toContain('手续费 1.50'))
  expect(container.querySelector('#withdraw-fee')!.textContent).toContain('共扣除 151.50')
  typeInto(container.querySelector('#withdraw-password')!, '123456')
  fireEvent.click(container.querySelector('#withdraw-submit')!)
  await findByText('Insufficient USDT balance, available 5.00 (fee 1.50 included)')
  typeInto(container.querySelector('#withdraw-password')!, '123456')
  fireEvent.click(container.querySelector('#withdraw-submit')!)
  await waitFor(() => expect(calls(api, '/wanlshop/pay/withdraw')).toHaveLength(2))
  const [a, b] = calls(api, '/wanlshop/pay/withdraw').map((c) => c.data)
  expect(a).toMatchObject({ amount: '150', type: 'bsc', pay_password: '123456' })
  expect(a.key).not.toBe(b.key)
})

test('withdraw: below the minimum is said before anything is sent', async () => {
  login()
  const api = routeApi({ '/wanlshop/pay/initialWithdraw': { data: INFO } })
  const { container, findByText } = renderWith(h.root, <WithdrawPage />)
  await waitFor(() => expect(container.querySelector('#withdraw-amount')).not.toBeNull())
  typeInto(container.querySelector('#withdraw-amount')!, '9')
  typeInto(container.querySelector('#withdraw-password')!, '123456')
  fireEvent.click(container.querySelector('#withdraw-submit')!)
  await findByText('最低提现 10.00 USDT')
  expect(calls(api, '/wanlshop/pay/withdraw')).toHaveLength(0)
})

test('transfer: the remaining quota of the asset shown, switching asset reloads it', async () => {
  login()
  const api = routeApi({
    '/wanlshop/wallet/transferInfo': (req: { data: Record<string, unknown> }) => ({ data: { asset: req.data.asset, balance: '10.00', quota: req.data.asset === 'usdt' ? '10000.00' : '100000.00', remaining: '9990.00' } })
  })
  const { container } = renderWith(h.root, <TransferPage />)
  await waitFor(() => expect(container.querySelector('#transfer-quota')?.textContent).toBe('今日剩余额度 9990.00 / 10000.00'))
  fireEvent.click(container.querySelector('#transfer-asset-bbc')!)
  await waitFor(() => expect(container.querySelector('#transfer-quota')?.textContent).toBe('今日剩余额度 9990.00 / 100000.00'))
  expect(calls(api, '/wanlshop/wallet/transferInfo').map((c) => c.data.asset)).toEqual(['usdt', 'bbc'])
})

test('recharge without chain configuration says so plainly', async () => {
  login()
  routeApi({
    '/wanlshop/wallet/depositInfo': { data: { configured: false, chain_id: 56, usdt_contract: '', deposit_address: '', confirmations: 0, wallet_address: '' } },
    '/wanlshop/wallet/deposits': { data: { total: 0, per_page: 10, current_page: 1, last_page: 1, data: [] } }
  })
  const { findByText } = renderWith(h.root, <RechargePage />)
  await findByText('本站未配置链上充值，暂时无法充值 USDT')
})
