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

/** Withdrawal states (spec §4): created (applying) → successed | rejected. */
export const WITHDRAW_STATE = { created: 1, successed: 2, rejected: 3 } as const
export type WithdrawState = typeof WITHDRAW_STATE[keyof typeof WITHDRAW_STATE]
export const WITHDRAW_STATE_NAME: Record<WithdrawState, 'created' | 'successed' | 'rejected'> = { 1: 'created', 2: 'successed', 3: 'rejected' }

export const WITHDRAW_TYPES = ['bsc', 'bank'] as const
export type WithdrawType = typeof WITHDRAW_TYPES[number]

/** Assets a user can transfer to another user (ECONOMY §3.3). */
export const TRANSFER_ASSETS = ['usdt', 'bbc'] as const
export type TransferAsset = typeof TRANSFER_ASSETS[number]

/** Assets the wallet shows (the money page), in order. */
export const WALLET_ASSETS = ['usdt', 'bbc', 'bbt', 'score', 'voucher'] as const
export type WalletAsset = typeof WALLET_ASSETS[number]

/** Decimals an amount of each asset may have when a user types one. */
export const ASSET_DECIMALS: Record<WalletAsset, number> = { usdt: 2, bbc: 2, bbt: 2, score: 0, voucher: 2 }

export interface AssetLine { asset: WalletAsset, balance: string }

/** GET wallet/assets */
export interface WalletOverview {
  assets: AssetLine[]
  /** on-chain deposits configured on this server */
  chain: boolean
  wallet_address: string
}

/** One ledger row as the bills list shows it. */
export interface Bill {
  id: number
  asset: string
  type: BillType
  type_text: string
  /** signed decimal string */
  delta: string
  balance_after: string
  ref_type: string
  ref_id: string
  memo: string
  createtime: number
}

export interface BillDetail extends Bill {
  /** what the row concerns, when the caller may see it */
  ref: null
  | { kind: 'order', id: number, order_no: string, state: number }
  | { kind: 'withdrawal', id: number, state: WithdrawState, amount: string, fee: string, type: WithdrawType, account: string, reason: string, reference: string }
  | { kind: 'transfer', id: number, direction: 'out' | 'in', counterparty: string, amount: string, asset: string }
  | { kind: 'deposit', id: number, tx_hash: string, amount: string, state: DepositState }
}

export type DepositState = 'pending' | 'credited' | 'failed'

/** GET wallet/depositInfo */
export interface DepositInfo {
  configured: boolean
  chain_id: number
  usdt_contract: string
  deposit_address: string
  confirmations: number
  /** the only address deposits are credited from */
  wallet_address: string
}

export interface Deposit {
  id: number
  tx_hash: string
  amount: string
  state: DepositState
  reason: string
  confirmations: number
  createtime: number
}

/** GET pay/initialWithdraw */
export interface WithdrawInfo {
  balance: string
  min: string
  fee_rate: string
  fee_min: string
  bsc_address: string
  cards: BankCard[]
  needs_realname: boolean
  realname: RealNameState | 'none'
  set_paypwd: boolean
}

export interface WithdrawRequest {
  amount: string
  type: WithdrawType
  /** the bank card when type is bank */
  card_id?: number
  pay_password: string
  key: string
}

export interface Withdrawal {
  id: number
  amount: string
  fee: string
  type: WithdrawType
  account: string
  state: WithdrawState
  reason: string
  reference: string
  createtime: number
  transfertime: number | null
}

export interface TransferInfo {
  asset: TransferAsset
  balance: string
  quota: string
  remaining: string
}

export interface TransferRequest {
  asset: TransferAsset
  /** wallet address or invite code */
  to: string
  amount: string
  pay_password: string
  key: string
}

export interface TransferResult { id: number, amount: string, balance: string, to: string }

export interface BankCard {
  id: number
  holder: string
  bank: string
  /** masked except the last 4 digits */
  card_no: string
  branch: string
  createtime: number
}

export interface BankCardInput { holder: string, bank: string, card_no: string, branch?: string }

export type RealNameState = 'pending' | 'approved' | 'rejected'

export interface RealName {
  state: RealNameState | 'none'
  name: string
  /** masked */
  id_number: string
  front: string
  back: string
  reason: string
  updatetime: number | null
}

export interface RealNameInput { name: string, id_number: string, front: string, back: string }

/** GET wallet/points: points and their value */
export interface PointsInfo {
  balance: string
  score_price: string
  /** balance × score_price, USDT */
  value: string
  history: Array<{ day: string, price: string }>
}

/** GET wallet/vouchers */
export interface VoucherInfo {
  balance: string
  /** credits still within their validity, oldest first, with when they expire */
  lots: Array<{ amount: string, createtime: number, expiretime: number }>
  days: number
}

/** Luhn check of a card number (digits only, 12–19 long). */
export function luhnValid (no: string): boolean {
  if (!/^\d{12,19}$/.test(no)) return false
  let sum = 0
  for (let i = 0; i < no.length; i++) {
    let d = no.charCodeAt(no.length - 1 - i) - 48
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9 }
    sum += d
  }
  return sum % 10 === 0
}

/** Mainland resident ID: 18 characters, a real date, and the ISO 7064 MOD 11-2 check character. */
export function idNumberValid (id: string): boolean {
  if (!/^\d{17}[\dX]$/.test(id)) return false
  const y = Number(id.slice(6, 10)); const m = Number(id.slice(10, 12)); const d = Number(id.slice(12, 14))
  const date = new Date(Date.UTC(y, m - 1, d))
  if (y < 1900 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  let s = 0
  for (let i = 0; i < 17; i++) s += (id.charCodeAt(i) - 48) * w[i]
  return '10X98765432'[s % 11] === id[17]
}

/**
 * A positive decimal amount as a user types it: digits, an optional point and at most `dp`
 * decimals, at most 12 integer digits ("-1", "1e3", "abc", 20 digits are not amounts).
 */
export function amountShape (s: string, dp: number): 'ok' | 'format' | 'decimals' | 'zero' {
  if (!/^\d{1,12}(\.\d+)?$/.test(s)) return 'format'
  const dec = s.split('.')[1] ?? ''
  if (dec.length > dp) return 'decimals'
  if (!/[1-9]/.test(s)) return 'zero'
  return 'ok'
}
