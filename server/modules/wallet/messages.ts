import type { BillType } from '../../../types/wallet'

// The wallet module's messages: the labels of the ledger's bill types (ECONOMY.md §2), every one
// in both languages (the `satisfies` fails to compile when a type lacks its label).

export const messages = {
  'bill.goods': { zh: '商品交易', en: 'Product transaction' },
  'bill.groups': { zh: '拼团', en: 'Group buy' },
  'bill.recharge': { zh: '充值', en: 'Recharge' },
  'bill.withdraw': { zh: '提现', en: 'Withdrawal' },
  'bill.refund': { zh: '退款', en: 'Refund' },
  'bill.system': { zh: '系统业务', en: 'System' },
  'bill.groups_refund': { zh: '拼团退款', en: 'Group buy refund' },
  'bill.reward': { zh: '奖励', en: 'Reward' },
  'bill.transfer': { zh: '转账', en: 'Transfer' },
  'bill.diff_bonus': { zh: '级差奖', en: 'Differential bonus' },
  'bill.level_bonus': { zh: '平级奖', en: 'Equal-level bonus' },
  'bill.direct_bonus': { zh: '直推奖', en: 'Direct referral bonus' },
  'bill.agent_direct_bonus': { zh: '代理直推奖', en: 'Agent direct referral bonus' },
  'bill.dividend': { zh: '分红收益', en: 'Dividend income' },
  'bill.dividend_level_bonus': { zh: '分红平级奖', en: 'Dividend equal-level bonus' },
  'bill.withdraw_fee': { zh: '提现手续费', en: 'Withdrawal fee' },
  'bill.points_up': { zh: '积分增值', en: 'Points appreciation' },
  'bill.dividend_diff_bonus': { zh: '分红级差奖', en: 'Dividend differential bonus' }
} as const satisfies Record<`bill.${BillType}`, { zh: string, en: string }>
