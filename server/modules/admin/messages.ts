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
  'admin.saved': { zh: '已保存', en: 'Saved' },
  'admin.deleted': { zh: '已删除', en: 'Deleted' },
  'admin.advert_category': { zh: '分类广告需要选择分类', en: 'A category advert needs a category_id' },
  'admin.time_order': { zh: '结束时间必须晚于开始时间', en: 'end_at must be later than start_at' },
  'admin.home_missing': { zh: '首页装修不存在', en: 'The home page has not been set up' },
  'admin.home_module_invalid': { zh: '每个首页模块都需要唯一的 id 和 type', en: 'Every home module needs a unique id and a type' },
  'admin.setting_invalid': { zh: '{field} 取值无效：{reason}', en: '{field} is invalid: {reason}' },
  'admin.user_not_found': { zh: '用户不存在', en: 'User does not exist' },
  'admin.order_not_found': { zh: '订单不存在', en: 'Order does not exist' },
  'admin.close_reason': { zh: '请填写关闭原因（商家可见）', en: 'Please give the reason for closing (shown to the merchant)' },
  'admin.already': { zh: '状态未变化', en: 'Nothing to change: it is already so' },
  'admin.signed_out': { zh: '已结束该用户的 {n} 个登录', en: 'Sessions ended: {n}' },
  'admin.no_sessions': { zh: '该用户当前没有登录中的设备', en: 'This user is not signed in anywhere' }
} as const
