// The sign-in module's messages (zh default, en).

export const messages = {
  'signin.already': { zh: '今天已经签到过了', en: 'You have already signed in today' },
  'signin.done': { zh: '签到成功，获得 {n} 积分', en: 'Signed in: {n} points' },
  'signin.month_invalid': { zh: '月份格式不正确', en: 'The month is not valid' }
} as const
