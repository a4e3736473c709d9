import { registerDomain } from '../index'
import type { DictShape } from '../types'

// WeChat Pay on the cashier and the recharge page (spec §4 payment screen states, §8 messages).

const zh = {
  wxpay: {
    name: '微信支付',
    desc: '使用微信零钱或银行卡支付人民币',
    amount: '约 ¥{v}',
    rate: '按 1 USDT = ¥{rate} 折算',
    submit: '微信支付 ¥{v}',
    submitPlain: '微信支付',
    processing: '正在打开微信支付…',
    confirming: '正在确认支付结果…',
    cancelled: '支付失败，已取消',
    cancelledDesc: '订单已保留，可在订单关闭前重新支付',
    failed: '支付失败：{reason}',
    retry: '重新支付',
    unconfirmed: '尚未收到微信支付结果',
    unconfirmedDesc: '如已在微信中完成支付，请点击下方按钮确认',
    confirm: '我已完成支付',
    authorize: '正在获取微信授权…',
    codeFailed: '获取微信code失败',
    recharge: '微信充值',
    rechargeDesc: '用人民币购买USDT，支付成功后立即到账',
    rechargeAmount: '充值USDT数量',
    rechargePlaceholder: '请输入USDT数量',
    rechargeCost: '需支付 ¥{v}',
    rechargeDone: '充值成功，{v} USDT 已到账',
    rechargeInvalid: '请输入有效的充值金额（0.01–100000 USDT）'
  }
}

const en: DictShape<typeof zh> = {
  wxpay: {
    name: 'WeChat Pay',
    desc: 'Pay in CNY from WeChat balance or a bank card',
    amount: 'about ¥{v}',
    rate: 'at 1 USDT = ¥{rate}',
    submit: 'WeChat Pay ¥{v}',
    submitPlain: 'WeChat Pay',
    processing: 'Opening WeChat Pay…',
    confirming: 'Confirming the payment…',
    cancelled: 'Payment failed and cancelled',
    cancelledDesc: 'Your order is kept; you can pay before it closes',
    failed: 'Payment failed: {reason}',
    retry: 'Try again',
    unconfirmed: 'WeChat has not confirmed the payment yet',
    unconfirmedDesc: 'If you completed the payment in WeChat, tap below to confirm',
    confirm: 'I have completed payment',
    authorize: 'Getting WeChat authorisation…',
    codeFailed: 'Failed to get the WeChat code',
    recharge: 'Recharge with WeChat',
    rechargeDesc: 'Buy USDT with CNY; credited as soon as it is paid',
    rechargeAmount: 'USDT to buy',
    rechargePlaceholder: 'Enter a USDT amount',
    rechargeCost: 'You pay ¥{v}',
    rechargeDone: 'Recharged: {v} USDT credited',
    rechargeInvalid: 'Enter a valid recharge amount (0.01–100000 USDT)'
  }
}

export default registerDomain('wxpay', { zh, en })
