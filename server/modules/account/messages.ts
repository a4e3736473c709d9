// The account module's messages (settings, devices, e-mail), both languages.

export const messages = {
  'account.notice_saved': { zh: '已保存', en: 'Saved' },
  'account.device_unknown': { zh: '该设备已退出或不存在', en: 'That device is already signed out' },
  'account.device_current': { zh: '当前设备请在设置中退出登录', en: 'To sign out this device, use Log out in Settings' },
  'account.device_signed_out': { zh: '该设备已退出登录', en: 'That device has been signed out' },
  'account.email_none': { zh: '请先在个人资料中填写邮箱', en: 'Please add an e-mail to your profile first' },
  'account.email_already_verified': { zh: '邮箱已验证', en: 'Your e-mail is already verified' },
  'account.email_no_verified': { zh: '您还没有已验证的邮箱', en: 'You have no verified e-mail yet' },
  'account.email_same': { zh: '新邮箱与当前邮箱相同', en: 'The new e-mail is the same as the current one' },
  'account.old_code_required': { zh: '请输入发送到原邮箱的验证码', en: 'Please enter the code sent to your current e-mail' },
  'account.code_sent': { zh: '验证码已发送到 {email}', en: 'A code has been sent to {email}' },
  'account.email_verified': { zh: '邮箱验证成功', en: 'E-mail verified' },
  'account.email_changed': { zh: '邮箱修改成功', en: 'E-mail changed' },
  'account.page_missing': { zh: '页面不存在或已下线', en: 'This page does not exist or has been taken down' },
  'account.mail_subject': { zh: '【BB商城】邮箱验证码', en: 'BB Mall e-mail code' }
} as const
