// The admin console's own messages (sign-in, accounts, audit), both languages.

export const messages = {
  'admin.login_failed': { zh: '用户名或密码错误', en: 'Wrong username or password' },
  'admin.login_failed_left': { zh: '用户名或密码错误，还可尝试{n}次', en: 'Wrong username or password, {n} tries left' },
  'admin.otp_required': { zh: '请输入动态验证码', en: 'Enter the code from your authenticator app' },
  'admin.otp_wrong': { zh: '动态验证码错误，还可尝试{n}次', en: 'Wrong authenticator code, {n} tries left' },
  'admin.locked': { zh: '登录失败次数过多，请{n}分钟后再试', en: 'Too many failed sign-ins; try again in {n} minutes' },
  'admin.disabled': { zh: '该管理员账号已停用', en: 'This admin account is disabled' },
  'admin.logged_in': { zh: '登录成功', en: 'Signed in' },
  'admin.logged_out': { zh: '已退出登录', en: 'Signed out' },
  'admin.saved': { zh: '已保存', en: 'Saved' }
} as const
