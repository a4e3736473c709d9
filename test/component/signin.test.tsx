import { act, fireEvent, waitFor } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import SigninPage from '@/pages/user/signin/signin'
import SigninLogPage from '@/pages/user/signin/log'
import { setCurrentLang } from '@/i18n'
import { monthGrid, shiftMonth } from '@/pages/user/signin/components/calendar'
import { ADDRESS_A, calls, payload, routeApi } from '../unit/helpers/fakes'
import { type Harness, renderWith, setup, teardown } from './render'

// The daily sign-in page as a user sees it (issue 18: "calendar, sign in today, streak
// `successions` and best `maxsuccessions`, the reward table"): the days signed marked, the button
// turning into "signed in" with the points earned, the server's refusal on the page, the prompt
// for a signed-out visitor, and the history's empty state.

let h: Harness
beforeEach(() => { h = setup() })
afterEach(() => {
  Current.router = null
  setCurrentLang('zh')
  teardown(h)
})

function login (): void {
  Current.router = { path: '/pages/user/signin/signin', params: {}, onReady: '', onHide: '', onShow: '' } as never
  act(() => { h.root.session.onLoggedIn(payload(), ADDRESS_A) })
}

const REWARDS = [10, 20, 30, 40, 50, 60, 100]
const BEFORE = { today: '2026-03-11', signed_today: false, successions: 2, maxsuccessions: 5, month: '2026-03', days: ['2026-03-09', '2026-03-10'], rewards: REWARDS, next_reward: 30 }
const AFTER = { ...BEFORE, signed_today: true, successions: 3, days: [...BEFORE.days, '2026-03-11'], next_reward: 30 }

test('the month grid starts on the 1st\'s weekday (March 2026 starts on a Sunday, Feb 2026 on a Sunday too) and months shift across years', () => {
  expect(monthGrid('2026-03').slice(0, 2)).toEqual([{ date: '2026-03-01', day: 1 }, { date: '2026-03-02', day: 2 }])
  expect(monthGrid('2026-04')[3]).toEqual({ date: '2026-04-01', day: 1 })
  expect(monthGrid('2024-02').filter((c) => c.date !== '')).toHaveLength(29)
  expect([shiftMonth('2026-01', -1), shiftMonth('2025-12', 1)]).toEqual(['2025-12', '2026-01'])
})

test('signing in today: streak and best shown, the button becomes "signed in", the points earned are said', async () => {
  login()
  let signed = false
  const api = routeApi({
    '/wanlshop/signin/getSignin': () => ({ data: signed ? AFTER : BEFORE }),
    '/wanlshop/signin/dosign': () => { signed = true; return { data: { day: '2026-03-11', successions: 3, score: 30 }, msg: '签到成功，获得 30 积分' } },
    '/wanlshop/user/refresh': { data: payload() }
  })
  const { container, findByText } = renderWith(h.root, <SigninPage />)
  await waitFor(() => expect(container.querySelector('#signin-successions')?.textContent).toBe('2'))
  expect(container.querySelector('#signin-max')!.textContent).toBe('5')
  expect(container.querySelector('#signin-month')!.textContent).toBe('2026 年 3 月')
  expect(container.querySelector('#signin-day-2026-03-10')!.className).toContain('si-grid__cell--on')
  expect(container.querySelector('#signin-day-2026-03-11')!.className).not.toContain('si-grid__cell--on')
  expect(container.querySelector('#signin-next')!.textContent).toBe('今日签到可得 30 积分')
  // the reward table: day 1…7, the 7th and later earn the last; today is day 3 of the streak
  expect(container.querySelector('#signin-rewards')!.textContent).toContain('第 7 天起+100')
  expect(container.querySelector('.si-rewards__item--now')!.textContent).toBe('第 3 天+30')
  fireEvent.click(container.querySelector('#signin-button')!)
  await findByText('签到成功，获得 30 积分')
  await waitFor(() => expect(container.querySelector('#signin-button')!.textContent).toBe('今日已签到'))
  expect(container.querySelector('#signin-successions')!.textContent).toBe('3')
  expect(container.querySelector('#signin-day-2026-03-11')!.className).toContain('si-grid__cell--on')
  expect(calls(api, '/wanlshop/signin/dosign')).toHaveLength(1)
  // signed in: the button does nothing more
  fireEvent.click(container.querySelector('#signin-button')!)
  expect(calls(api, '/wanlshop/signin/dosign')).toHaveLength(1)
})

test('a refusal (already signed in on another device) is shown on the page, and the page catches up', async () => {
  login()
  let n = 0
  routeApi({
    '/wanlshop/signin/getSignin': () => ({ data: ++n === 1 ? BEFORE : AFTER }),
    '/wanlshop/signin/dosign': { code: 0, msg: 'You have already signed in today' }
  })
  setCurrentLang('en')
  const { container, findByText } = renderWith(h.root, <SigninPage />)
  await waitFor(() => expect(container.querySelector('#signin-button')?.textContent).toBe('Sign in today'))
  fireEvent.click(container.querySelector('#signin-button')!)
  await findByText('You have already signed in today')
  await waitFor(() => expect(container.querySelector('#signin-button')!.textContent).toBe('Signed in today'))
  expect(container.querySelector('#signin-month')!.textContent).toBe('3/2026')
})

test('the previous month is asked for by its YYYY-MM; a failed load offers a retry', async () => {
  login()
  let fail = true
  const api = routeApi({
    '/wanlshop/signin/getSignin': (req: { data: Record<string, unknown> }) => (fail ? { code: 0, msg: 'offline' } : { data: { ...BEFORE, month: req.data.month ?? '2026-03', days: [] } })
  })
  const { container } = renderWith(h.root, <SigninPage />)
  await waitFor(() => expect(container.querySelector('#wallet-retry')).not.toBeNull())
  fail = false
  fireEvent.click(container.querySelector('#wallet-retry')!)
  await waitFor(() => expect(container.querySelector('#signin-prev')).not.toBeNull())
  fireEvent.click(container.querySelector('#signin-prev')!)
  await waitFor(() => expect(container.querySelector('#signin-month')!.textContent).toBe('2026 年 2 月'))
  expect(calls(api, '/wanlshop/signin/getSignin').map((c) => c.data.month)).toEqual([undefined, undefined, '2026-02'])
})

test('signed out: the sign-in prompt, nothing requested', () => {
  const api = routeApi({})
  const { container } = renderWith(h.root, <SigninPage />)
  expect(container.querySelector('.sign-in-prompt--signin')!.textContent).toContain('登录后每日签到')
  expect(api).not.toHaveBeenCalled()
})

test('history: an empty history says so and leads to signing in', async () => {
  login()
  routeApi({ '/wanlshop/signin/log': { data: { total: 0, per_page: 10, current_page: 1, last_page: 1, data: [] } } })
  const { findByText } = renderWith(h.root, <SigninLogPage />)
  await findByText('还没有签到记录')
})
