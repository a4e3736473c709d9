// The platform's parameters an operator sets in the admin console (Settings screen): the order
// timers and every rate and parameter of ECONOMY.md, typed and bounded. One catalogue for both
// sides: the server validates and stores by it (server/lib/platform-settings.ts), the console
// builds its form from it. `store` names the settings row a parameter lives in: `rates` (read by
// modules/common/rates.ts), `order_timers` (the order machine's timers; the environment's
// ORDER_* values are the defaults), `economy` (everything else).

export type SettingKind = 'decimal' | 'integer' | 'rate' | 'boolean'
export type SettingGroup = 'order' | 'rates' | 'wallet' | 'payment' | 'rewards' | 'nodes' | 'agents' | 'merchant' | 'discover'
export type SettingStore = 'rates' | 'order_timers' | 'economy'
export type SettingValue = string | number | boolean

export interface SettingParam {
  key: string
  group: SettingGroup
  store: SettingStore
  kind: SettingKind
  /** decimal/rate: a decimal string; integer: a number; boolean */
  default: SettingValue
  /** inclusive bounds (decimal strings for decimal/rate, numbers for integer) */
  min?: string | number
  max?: string | number
  label: { zh: string, en: string }
  unit?: string
}

const p = (key: string, group: SettingGroup, kind: SettingKind, def: SettingValue, zh: string, en: string, extra: Partial<SettingParam> = {}): SettingParam => ({
  key, group, store: group === 'rates' ? 'rates' : group === 'order' ? 'order_timers' : 'economy', kind, default: def, label: { zh, en }, ...extra
})
const rate = (key: string, group: SettingGroup, def: string, zh: string, en: string, max = '1'): SettingParam => p(key, group, 'rate', def, zh, en, { min: '0', max })
const money = (key: string, group: SettingGroup, def: string, zh: string, en: string, unit = 'USDT'): SettingParam => p(key, group, 'decimal', def, zh, en, { min: '0', max: '1000000000', unit })
const int = (key: string, group: SettingGroup, def: number, zh: string, en: string, min: number, max: number, unit?: string): SettingParam => p(key, group, 'integer', def, zh, en, { min, max, unit })

export const SETTING_PARAMS: readonly SettingParam[] = [
  int('close_minutes', 'order', 30, '未付款订单自动关闭', 'Unpaid orders close after', 1, 1440, 'min'),
  int('confirm_days', 'order', 7, '发货后自动确认收货', 'Shipped orders count as received after', 1, 60, 'd'),
  int('review_days', 'order', 7, '收货后自动好评', 'Received orders are reviewed after', 1, 60, 'd'),
  int('refund_agree_days', 'order', 3, '卖家未处理退款自动同意', 'Refunds the seller leaves unanswered are agreed after', 1, 60, 'd'),
  int('refund_return_days', 'order', 7, '买家未寄回退货自动关闭', 'Returns not shipped back close after', 1, 60, 'd'),
  int('refund_receive_days', 'order', 7, '卖家未确认收到退货自动收货', 'Returns the seller does not confirm count as received after', 1, 60, 'd'),

  p('usdt_cny', 'rates', 'decimal', '7.20', 'USDT 兑人民币（仅显示）', 'CNY per USDT (display only)', { min: '0.0001', max: '1000' }),
  p('bbc_usdt', 'rates', 'decimal', '0.10', '1 BBC 的 USDT 价值', 'USDT value of one BBC', { min: '0.00000001', max: '1000000' }),
  p('bbt_usdt', 'rates', 'decimal', '1.00', '1 BBT 的 USDT 价值', 'USDT value of one BBT', { min: '0.00000001', max: '1000000' }),
  p('score_price', 'rates', 'decimal', '0.01', '1 积分的 USDT 价值', 'USDT value of one point', { min: '0.00000001', max: '1000' }),

  int('deposit_confirmations', 'wallet', 15, '充值确认区块数', 'Deposit confirmations', 1, 200, 'blocks'),
  money('withdraw_min', 'wallet', '10', '最低提现金额', 'Minimum withdrawal'),
  rate('withdraw_fee_rate', 'wallet', '0.01', '提现手续费率', 'Withdrawal fee rate', '0.5'),
  money('withdraw_fee_min', 'wallet', '1', '最低提现手续费', 'Minimum withdrawal fee'),
  p('withdraw_needs_realname', 'wallet', 'boolean', false, '提现需实名认证', 'Withdrawals need real-name verification'),
  money('transfer_quota_usdt', 'wallet', '10000', '每日 USDT 转账额度', 'Daily USDT transfer quota'),
  money('transfer_quota_bbc', 'wallet', '100000', '每日 BBC 转账额度', 'Daily BBC transfer quota', 'BBC'),
  rate('exchange_fee_rate', 'wallet', '0.005', '兑换手续费率', 'Exchange fee rate', '0.5'),

  rate('voucher_max_share', 'payment', '0.5', '消费券最高抵扣比例', 'Vouchers pay at most this share of an order'),
  int('voucher_days', 'payment', 90, '消费券有效天数', 'Vouchers expire after', 1, 3650, 'd'),

  p('power_factor', 'rewards', 'decimal', '1', '算力系数', 'Computing power per USDT paid', { min: '0', max: '100' }),
  p('power_factor_collectibles', 'rewards', 'decimal', '2', '收藏专区算力系数', 'Computing power per USDT (collectibles zone)', { min: '0', max: '100' }),
  p('points_per_usdt', 'rewards', 'decimal', '1', '每 USDT 赠送积分', 'Points per USDT paid', { min: '0', max: '10000' }),
  rate('direct_bonus_rate', 'rewards', '0.10', '直推奖比例（利润池）', 'Direct referral bonus (share of the profit pool)'),
  rate('agent_direct_bonus_rate', 'rewards', '0.05', '代理直推奖比例', 'Agent direct referral bonus'),
  rate('diff_bonus_l1', 'rewards', '0.05', '级差奖 L1', 'Differential bonus L1'),
  rate('diff_bonus_l2', 'rewards', '0.10', '级差奖 L2', 'Differential bonus L2'),
  rate('diff_bonus_l3', 'rewards', '0.15', '级差奖 L3', 'Differential bonus L3'),
  rate('diff_bonus_l4', 'rewards', '0.20', '级差奖 L4', 'Differential bonus L4'),
  rate('diff_bonus_l5', 'rewards', '0.25', '级差奖 L5', 'Differential bonus L5'),
  rate('level_bonus_rate', 'rewards', '0.10', '平级奖比例', 'Equal-level bonus'),
  p('daily_bbc_emission', 'rewards', 'decimal', '10000', '每日 BBC 产出', 'Daily BBC emission', { min: '0', max: '1000000000', unit: 'BBC' }),
  rate('points_daily_rate', 'rewards', '0.001', '积分每日增值率', 'Daily points appreciation', '0.1'),

  money('node_ordinary_bbt', 'nodes', '1000', '普通节点质押 BBT', 'Ordinary node: staked BBT', 'BBT'),
  money('node_senior_bbt', 'nodes', '5000', '高级节点质押 BBT', 'Senior node: staked BBT', 'BBT'),
  money('node_super_bbt', 'nodes', '20000', '超级节点质押 BBT', 'Super node: staked BBT', 'BBT'),
  int('node_weight_ordinary', 'nodes', 1, '普通节点分红权重', 'Ordinary node dividend weight', 0, 1000),
  int('node_weight_senior', 'nodes', 2, '高级节点分红权重', 'Senior node dividend weight', 0, 1000),
  int('node_weight_super', 'nodes', 5, '超级节点分红权重', 'Super node dividend weight', 0, 1000),

  ...[1, 2, 3, 4, 5].flatMap((l) => {
    const team = ['1000', '5000', '20000', '100000', '500000'][l - 1]
    const direct = [3, 5, 8, 12, 20][l - 1]
    return [
      money(`agent_l${l}_team`, 'agents', team, `L${l} 代理团队业绩`, `Agent L${l}: team sales`),
      int(`agent_l${l}_direct`, 'agents', direct, `L${l} 代理直推人数`, `Agent L${l}: direct invitees`, 0, 100000)
    ]
  }),

  money('shop_fee_year2', 'merchant', '100', '店铺第二年年费', 'Shop fee, year 2'),
  money('shop_fee_year3', 'merchant', '100', '店铺第三年年费', 'Shop fee, year 3'),
  rate('goods_profit_share_max', 'merchant', '0.5', '商品利润分成比例上限', 'Highest profit-share ratio of a goods'),

  // issue 17: users' feed posts wait in the admin Posts queue while this is on (shops publish directly)
  p('find_review_user_posts', 'discover', 'boolean', true, '用户动态需审核后展示', "Users' posts show only after review")
]

export const SETTING_GROUPS: ReadonlyArray<{ key: SettingGroup, label: { zh: string, en: string } }> = [
  { key: 'order', label: { zh: '订单与售后时限', en: 'Order and refund timers' } },
  { key: 'rates', label: { zh: '汇率', en: 'Rates' } },
  { key: 'wallet', label: { zh: '钱包与手续费', en: 'Wallet and fees' } },
  { key: 'payment', label: { zh: '支付', en: 'Payment' } },
  { key: 'rewards', label: { zh: '奖励与产出', en: 'Rewards and emission' } },
  { key: 'nodes', label: { zh: '节点', en: 'Nodes' } },
  { key: 'agents', label: { zh: '代理等级', en: 'Agent levels' } },
  { key: 'merchant', label: { zh: '商家', en: 'Merchants' } },
  { key: 'discover', label: { zh: '发现', en: 'Discovery' } }
]

/** Every parameter's value in force, by key. */
export type PlatformSettings = Record<string, SettingValue>
