import type { AccountSecurity, ChangeEmailRequest, EmailCodeRequest, MyComment, NoticeSettings, VerifyEmailRequest } from '../../types/account'
import type { InitData } from '../../types/common'
import type { Paginated } from '../../types/envelope'
import { defineApi, GET, POST } from './define'

// Account settings and security (types/account.ts, server modules/account).
export const accountApi = defineApi({
  /** message settings kept on the server (push, sound, vibration; all on by default) */
  notice: GET<void, NoticeSettings>('/wanlshop/user/notice'),
  saveNotice: POST<Partial<NoticeSettings>, NoticeSettings>('/wanlshop/user/notice'),
  security: GET<void, AccountSecurity>('/wanlshop/user/security'),
  deviceLogout: POST<{ id: string }, null>('/wanlshop/user/deviceLogout'),
  emailCode: POST<EmailCodeRequest, null>('/wanlshop/user/emailCode'),
  verifyEmail: POST<VerifyEmailRequest, null>('/wanlshop/user/verifyEmail'),
  changeEmail: POST<ChangeEmailRequest, null>('/wanlshop/user/changeEmail'),
  comments: GET<{ page: number }, Paginated<MyComment>>('/wanlshop/user/comments'),
  /** a platform page of modules by id (/pages/page/index) */
  page: GET<{ id: number }, InitData['modulesData']['homeModules']>('/wanlshop/common/page', { auth: false, toast: false })
})
