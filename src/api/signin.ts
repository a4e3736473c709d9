import type { Paginated } from '../../types/envelope'
import type { SigninLogItem, SigninRankItem, SigninResult, SigninState } from '../../types/signin'
import { defineApi, GET, POST } from './define'

// /wanlshop/signin/* (issue 18): the month's sign-ins and streak, signing in today, my history, the ranking.
export const signinApi = defineApi({
  /** month: YYYY-MM (Asia/Shanghai); the current month when left out */
  state: GET<{ month?: string }, SigninState>('/wanlshop/signin/getSignin', { toast: false }),
  sign: POST<void, SigninResult>('/wanlshop/signin/dosign', { toast: false }),
  log: GET<{ page?: number }, Paginated<SigninLogItem>>('/wanlshop/signin/log', { toast: false }),
  rank: GET<void, SigninRankItem[]>('/wanlshop/signin/rank', { toast: false })
})
