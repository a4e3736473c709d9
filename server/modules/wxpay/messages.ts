// The WeChat Pay module's messages (spec §8: "payment failed with reason", "payment failed and
// cancelled", "failed to get the WeChat code").

export const messages = {
  'wxpay.not_configured': { zh: '暂不支持微信支付', en: 'WeChat Pay is not available' },
  'wxpay.channel_unavailable': { zh: '当前环境不支持微信支付', en: 'WeChat Pay is not available here' },
  'wxpay.no_openid': { zh: '请先使用微信登录', en: 'Sign in with WeChat first' },
  'wxpay.code_required': { zh: '需要微信授权', en: 'WeChat authorisation is needed' },
  'wxpay.code_failed': { zh: '获取微信code失败', en: 'Failed to get the WeChat code' },
  'wxpay.failed': { zh: '支付失败：{reason}', en: 'Payment failed: {reason}' },
  'wxpay.unreachable': { zh: '微信支付暂时无法连接，请稍后重试', en: 'WeChat Pay cannot be reached, try again shortly' },
  'wxpay.trade_not_found': { zh: '支付单不存在', en: 'Payment not found' },
  'wxpay.recharge_amount': { zh: '请输入有效的充值金额（0.01–100000 USDT）', en: 'Enter a valid recharge amount (0.01–100000 USDT)' },
  'wxpay.paid': { zh: '支付成功', en: 'Payment successful' },
  'wxpay.groups_balance_only': { zh: '拼团订单请使用余额支付', en: 'Pay group orders from your balance' },
  'wxpay.pending': { zh: '尚未收到微信支付结果', en: 'WeChat has not confirmed the payment yet' }
} as const
