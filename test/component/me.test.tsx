import { act, fireEvent, waitFor } from '@testing-library/react'
import Me from '@/pages/user'
import type { LoginOutcome } from '@/platform/login'
import { ADDRESS_A, payload } from '../unit/helpers/fakes'
import { type Harness, renderWith, setup, teardown, textOf } from './render'

let h: Harness
beforeEach(() => { h = setup() })
afterEach(() => teardown(h))

test('logged out: shows the connect button; tapping it starts the wallet login with a loading state', async () => {
  let finish!: (o: LoginOutcome) => void
  h.login.outcome = () => new Promise<LoginOutcome>((resolve) => { finish = resolve })
  const { container, getByText } = renderWith(h.root, <Me />)

  const button = container.querySelector('#connect-wallet') as HTMLElement
  expect(button).not.toBeNull()
  expect(getByText('连接钱包')).toBeTruthy()
  expect(container.querySelector('#me-nickname')).toBeNull()
  expect(textOf(container, 'me-balance-usdt')).toBe('--')

  fireEvent.click(button)
  expect(h.login.login).toHaveBeenCalledTimes(1)
  expect(h.login.login.mock.calls[0][0].interactive).toBe(true)
  await waitFor(() => expect(getByText('连接中...')).toBeTruthy())
  expect(h.root.session.loggingIn).toBe(true)

  await act(async () => { finish({ status: 'cancelled' }) })
  await waitFor(() => expect(getByText('连接钱包')).toBeTruthy())
  expect(h.root.session.isLogin).toBe(false)
})

test('logged in: nickname, the four balances and the order badges come from the stores', async () => {
  act(() => { h.root.session.onLoggedIn(payload({ nickname: 'Alice' }), ADDRESS_A) })
  const { container, getByText } = renderWith(h.root, <Me />)

  expect(container.querySelector('#connect-wallet')).toBeNull()
  expect(textOf(container, 'me-nickname')).toBe('Alice')
  // fakes: usdt_amount 45.10, bbc 3.25, bbt 100, score 12.5 — tokens keep 4 decimals, money 2
  expect(textOf(container, 'me-balance-usdt')).toBe('45.10')
  expect(textOf(container, 'me-balance-bbc')).toBe('3.2500')
  expect(textOf(container, 'me-balance-bbt')).toBe('100.0000')
  expect(textOf(container, 'me-balance-score')).toBe('12.50')
  expect(getByText('0x7099…79C8')).toBeTruthy()
  // statistics: pay 2, evaluate 120 → "99+", collection 4
  expect(container.querySelector('#me-order-pay')?.textContent).toContain('2')
  expect(container.querySelector('#me-order-evaluate')?.textContent).toContain('99+')
  expect(container.querySelector('#me-dynamic-collection')?.textContent).toContain('4')

  // the store drives the view: a refresh with new balances re-renders
  act(() => { h.root.session.onLoggedIn(payload({ nickname: 'Alice', usdt_amount: '7.5' }), ADDRESS_A) })
  await waitFor(() => expect(textOf(container, 'me-balance-usdt')).toBe('7.50'))

  act(() => { void h.root.session.logout() })
  await waitFor(() => expect(container.querySelector('#connect-wallet')).not.toBeNull())
})
