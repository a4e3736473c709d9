import type { ProfileUpdate, SessionPayload, TokenCheck, UserInfo } from '../../types/user'
import { defineApi, GET, POST } from './define'

// Session and profile. check/logout never start a re-login: a 401 there just means "no session".
export const userApi = defineApi({
  /** valid session → {token, expires_in}; 401 otherwise */
  check: GET<void, TokenCheck>('/wanlshop/token/check', { auth: false, toast: false }),
  refresh: POST<void, SessionPayload>('/wanlshop/user/refresh'),
  logout: GET<void, unknown>('/wanlshop/user/logout', { auth: false, toast: false }),
  profile: POST<ProfileUpdate, UserInfo>('/wanlshop/user/profile')
})
