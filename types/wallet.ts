// The wallet's contract: ledger bill types (ECONOMY.md §2, one code each). The server labels
// them in both languages (server/modules/wallet/bills.ts); applyLedger only takes these.

export const BILL_TYPES = [
  'goods', 'groups', 'recharge', 'withdraw', 'refund', 'system', 'groups_refund', 'reward', 'transfer',
  'diff_bonus', 'level_bonus', 'direct_bonus', 'agent_direct_bonus', 'dividend', 'dividend_level_bonus',
  'withdraw_fee', 'points_up', 'dividend_diff_bonus'
] as const
export type BillType = typeof BILL_TYPES[number]

/** What became of one order's payment, derived from its ledger rows. */
export type PaymentStatus = 'paid' | 'refunded' | 'partially_refunded'
