import type { ModuleMsgKey } from '../modules'

// Server messages in Chinese (default) and English, chosen by Accept-Language (`en*` → English).
// The messages below are the platform's own (requests, fields, sign-in...); each domain module
// declares its messages in its manifest (modules/<domain>/messages.ts) and buildApp registers them
// here, so MsgKey covers both and a key nobody declared does not compile.

export type Lang = 'zh' | 'en'

const messages = {
  ok: { zh: 'ok', en: 'ok' },
  'api.not_found': { zh: '接口不存在', en: 'API interface does not exist' },
  'server.busy': { zh: '服务器繁忙，请稍后再试', en: 'API server busy, please try again later' },
  'request.sign_invalid': { zh: '请求签名无效', en: 'Request signature is invalid' },
  'request.bad': { zh: '请求无效', en: 'Bad request' },
  'request.bad_json': { zh: '请求数据格式错误', en: 'Malformed request body' },
  'request.too_large': { zh: '请求数据过大', en: 'Request body is too large' },
  'request.content_type': { zh: '不支持的请求类型', en: 'Unsupported content type' },
  'request.rate_limited': { zh: '操作太频繁，请{n}秒后再试', en: 'Too many requests, please try again in {n} seconds' },
  'field.invalid': { zh: '{field} 格式不正确', en: '{field} is invalid' },
  'field.required': { zh: '缺少 {field}', en: '{field} is required' },
  'field.type': { zh: '{field} 类型错误，应为{type}', en: '{field} must be {type}' },
  'field.too_long': { zh: '{field} 不能超过{limit}个字符', en: '{field} must not be longer than {limit} characters' },
  'field.too_short': { zh: '{field} 不能少于{limit}个字符', en: '{field} must be at least {limit} characters' },
  'field.range': { zh: '{field} 超出范围', en: '{field} is out of range' },
  'field.unknown': { zh: '不支持的字段 {field}', en: 'Unknown field {field}' },
  'field.control_chars': { zh: '{field} 不能包含控制字符', en: '{field} must not contain control characters' },
  'request.too_deep': { zh: '请求数据嵌套过深', en: 'Request body is nested too deeply' },
  'auth.login_required': { zh: '请先登录', en: 'Please log in' },
  'admin.login_required': { zh: '请先登录管理后台', en: 'Please sign in to the admin console' },
  'admin.forbidden': { zh: '您的角色无权执行此操作', en: 'Your role may not do this' },
  'auth.nonce_unavailable': { zh: '无法生成登录随机数', en: 'Could not create a login nonce' },
  'auth.message_invalid': { zh: '登录消息格式错误', en: 'The login message is not a valid Sign-In with Ethereum message' },
  'auth.signature_mismatch': { zh: '签名与钱包地址不匹配', en: 'Signature does not match the address' },
  'auth.nonce_used': { zh: '登录消息已过期或已被使用', en: 'Login message has expired or was already used' },
  'auth.wrong_network': { zh: '网络错误，请切换到链 {chain}', en: 'Wrong network, please switch to chain {chain}' },
  'auth.wrong_domain': { zh: '登录域名不匹配', en: 'Wrong domain' },
  'auth.message_expired': { zh: '登录消息已过期', en: 'Login message has expired' },
  'auth.message_future': { zh: '登录消息时间无效', en: 'Login message is not valid yet' },
  'auth.account_disabled': { zh: '账号已被禁用', en: 'This account is disabled' },
  'wechat.not_configured': { zh: '未配置微信登录', en: 'WeChat login is not configured' },
  'wechat.code_failed': { zh: '获取微信code失败', en: 'Failed to get the WeChat code' },
  'wechat.jssdk_not_configured': { zh: '未配置微信公众号', en: 'WeChat JSSDK is not configured' },
  'wechat.jssdk_failed': { zh: '获取微信配置失败', en: 'Failed to get the WeChat configuration' },
  'user.logout_ok': { zh: '退出成功', en: 'Logged out' },
  'user.email_invalid': { zh: '请输入有效的邮箱', en: 'Please enter a valid e-mail' },
  'user.avatar_invalid': { zh: '头像必须是本站上传的图片', en: 'The avatar must be an image uploaded to this site' },
  'user.birthday_invalid': { zh: '生日格式应为 YYYY-MM-DD', en: 'Birthday must be a date like YYYY-MM-DD' },
  'user.nickname_empty': { zh: '昵称不能为空', en: 'Nickname cannot be empty' },
  'user.profile_ok': { zh: '修改成功', en: 'Profile updated' },
  'upload.no_file': { zh: '请选择要上传的文件', en: 'Please choose a file to upload' },
  'upload.too_large': { zh: '图片不能超过2MB', en: 'Image cannot exceed 2MB' },
  'upload.bad_type': { zh: '只能上传 JPG、PNG、GIF、WEBP 图片', en: 'Only JPG, PNG, GIF or WEBP images can be uploaded' },
  'upload.ok': { zh: '上传成功', en: 'Image uploaded successfully' },
  'chat.bind_ok': { zh: '绑定成功', en: 'Bound' },
  'goods.not_found': { zh: '商品不存在', en: 'Product does not exist' },
  'goods.follow_ok': { zh: '收藏成功', en: 'Added to favourites' },
  'goods.unfollow_ok': { zh: '已取消收藏', en: 'Removed from favourites' },
  'shop.not_found': { zh: '店铺不存在', en: 'Shop does not exist' },
  'shop.follow_ok': { zh: '关注成功', en: 'Following the shop' },
  'shop.unfollow_ok': { zh: '已取消关注', en: 'Unfollowed the shop' },
  'category.not_found': { zh: '分类不存在', en: 'Category does not exist' },
  'article.not_found': { zh: '文章不存在', en: 'Article does not exist' },
  'advert.not_found': { zh: '广告不存在', en: 'Advert does not exist' },
  'filter.attrs_invalid': { zh: '属性筛选格式不正确', en: 'attrs must be a JSON object of at most 10 text pairs' },
  'list.delete_nothing': { zh: '请选择要删除的记录', en: 'Choose what to delete (ids or all)' },
  'list.deleted': { zh: '删除成功', en: 'Deleted' },
  'machine.actor_forbidden': { zh: '无权执行此操作', en: 'You may not do this' },
  'machine.wrong_state': { zh: '当前状态不允许此操作', en: 'This is not allowed in the current state' },
  // buying: cart, addresses, checkout, payment, orders
  'goods.off_sale': { zh: '「{title}」已下架', en: '"{title}" is no longer on sale' },
  'goods.sku_mismatch': { zh: '所选规格不属于该商品', en: 'The chosen specification does not belong to this product' },
  'goods.stock_short': { zh: '「{title}」库存不足', en: 'Insufficient stock for "{title}"' },
  'pay.password_not_set': { zh: '请先设置支付密码', en: 'Please set a payment password first' },
  'pay.password_wrong': { zh: '支付密码错误，还可尝试{n}次', en: 'Wrong payment password, {n} tries left' },
  'pay.password_locked': { zh: '支付密码错误次数过多，请{n}分钟后再试', en: 'Too many wrong payment passwords; try again in {n} minutes' },
  'pay.insufficient_usdt': { zh: 'USDT余额不足，可用 {available}', en: 'Insufficient USDT balance, available {available}' },
  'pay.insufficient_bbc': { zh: 'BBC余额不足，可用 {available}', en: 'Insufficient BBC balance, available {available}' },
  'pay.insufficient_score': { zh: '积分不足，可用积分 {available}', en: 'Insufficient points balance, available {available}' },
  'pay.stale_key': { zh: '该支付已提交过且内容不同，请刷新后重试', en: 'This payment was already submitted with different content (stale idempotency key); please refresh and try again' },
  'pay.paid': { zh: '支付成功', en: 'Payment successful' },
  'paypwd.code_sent': { zh: '验证码已发送到您的邮箱', en: 'A code has been sent to your e-mail' },
  'paypwd.code_sent_verified': { zh: '验证码已发送到您已验证的邮箱 {email}', en: 'The code was sent to your verified e-mail {email}' },
  'paypwd.too_many_codes': { zh: '验证码请求过多，请一小时后再试', en: 'Too many codes requested; please try again in an hour' },
  'paypwd.code_required': { zh: '请输入邮箱验证码', en: 'Please enter the e-mail code' },
  'paypwd.code_invalid': { zh: '验证码错误或已过期', en: 'The code is wrong or has expired' },
  'paypwd.digits': { zh: '支付密码必须是6位数字', en: 'The payment password must be 6 digits' },
  'paypwd.mismatch': { zh: '两次输入的密码不一致', en: 'Passwords do not match' },
  'paypwd.saved': { zh: '支付密码设置成功', en: 'Payment password set' },
  'paypwd.mail_subject': { zh: '【BB商城】支付密码验证码', en: 'BB Mall payment password code' },
  'paypwd.mail_text': { zh: '您的验证码是 {code}，10分钟内有效。如非本人操作，请忽略本邮件。', en: 'Your code is {code}. It is valid for 10 minutes. If you did not ask for it, ignore this e-mail.' },
  'mail.failed': { zh: '邮件发送失败，请稍后再试', en: 'The e-mail could not be sent, please try again later' }
} as const satisfies Record<string, { zh: string, en: string }>

/** A module's messages: every key in both languages. */
export type Messages = Readonly<Record<string, { readonly zh: string, readonly en: string }>>

export type MsgKey = keyof typeof messages | ModuleMsgKey
/**
 * A message parameter: shown as it is, or `{ zh, en }` — a text written in both languages (a goods
 * title, an announcement) — of which the reader's language is shown, the Chinese when the English
 * is empty.
 */
export type MsgParam = string | number | { readonly zh: string, readonly en: string }
export type MsgParams = Record<string, MsgParam>

export function paramIn (lang: Lang, v: MsgParam): string {
  if (typeof v !== 'object') return String(v)
  return lang === 'en' && v.en !== '' ? v.en : v.zh
}

const catalogue = new Map<string, { zh: string, en: string }>(Object.entries(messages))
const ownerOf = new Map<string, string>()

/** Adds a module's messages (buildApp, for every module of its list); a key two modules define differently is refused. */
export function registerMessages (owner: string, m: Messages): void {
  for (const [key, text] of Object.entries(m)) {
    const had = catalogue.get(key)
    if (had !== undefined && (had.zh !== text.zh || had.en !== text.en)) {
      throw new Error(`i18n: ${owner} redefines the message ${key} of ${ownerOf.get(key) ?? 'the platform'}`)
    }
    if (text.zh === '' || text.en === '') throw new Error(`i18n: ${owner}'s message ${key} is empty in a language`)
    catalogue.set(key, text)
    ownerOf.set(key, owner)
  }
}

export function langFrom (acceptLanguage: string | string[] | undefined): Lang {
  const v = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage
  return typeof v === 'string' && /^\s*en/i.test(v) ? 'en' : 'zh'
}

export function translate (lang: Lang, key: MsgKey, params?: MsgParams): string {
  const entry = catalogue.get(key)
  if (entry === undefined) throw new Error(`i18n: no message ${key} (is its module in the list?)`)
  const text = entry[lang]
  if (params === undefined) return text
  return text.replace(/\{(\w+)\}/g, (all, name: string) => (name in params ? paramIn(lang, params[name]) : all))
}

export function isMsgKey (key: string): key is MsgKey {
  return catalogue.has(key)
}
