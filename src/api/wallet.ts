import type { Paginated } from '../../types/envelope'
import type {
  BankCard, BankCardInput, Bill, BillDetail, BillType, Deposit, DepositInfo, PointsInfo, RealName, RealNameInput, TransferAsset,
  TransferInfo, TransferRequest, TransferResult, VoucherInfo, WalletAsset, WalletOverview, Withdrawal, WithdrawInfo, WithdrawRequest
} from '../../types/wallet'
import { defineApi, GET, POST } from './define'

// The wallet (types/wallet.ts): balances and bills, on-chain recharge, withdrawals, transfers,
// bank cards, real name, points and vouchers. Forms show their own refusals, so the money-moving
// calls do not toast.
export const walletApi = defineApi({
  assets: GET<void, WalletOverview>('/wanlshop/wallet/assets'),
  bills: GET<{ page: number, asset?: WalletAsset, type?: BillType }, Paginated<Bill>>('/wanlshop/pay/moneyLog'),
  bill: GET<{ id: number }, BillDetail>('/wanlshop/pay/details', { toast: false }),
  depositInfo: GET<void, DepositInfo>('/wanlshop/wallet/depositInfo'),
  deposit: POST<{ tx_hash: string }, Deposit>('/wanlshop/wallet/deposit', { toast: false }),
  deposits: GET<{ page: number }, Paginated<Deposit>>('/wanlshop/wallet/deposits'),
  withdrawInfo: GET<void, WithdrawInfo>('/wanlshop/pay/initialWithdraw'),
  withdraw: POST<WithdrawRequest, Withdrawal>('/wanlshop/pay/withdraw', { toast: false }),
  withdrawals: GET<{ page: number }, Paginated<Withdrawal>>('/wanlshop/pay/withdrawLog'),
  transferInfo: GET<{ asset: TransferAsset }, TransferInfo>('/wanlshop/wallet/transferInfo'),
  transfer: POST<TransferRequest, TransferResult>('/wanlshop/wallet/transfer', { toast: false }),
  cards: GET<void, BankCard[]>('/wanlshop/pay/getPayAccount'),
  card: GET<{ id: number }, BankCard>('/wanlshop/pay/payAccount', { toast: false }),
  addCard: POST<BankCardInput, BankCard>('/wanlshop/pay/addPayAccount', { toast: false }),
  deleteCard: POST<{ id: number }, null>('/wanlshop/pay/delPayAccount'),
  realName: GET<void, RealName>('/wanlshop/user/realName'),
  submitRealName: POST<RealNameInput, RealName>('/wanlshop/user/realName', { toast: false }),
  points: GET<void, PointsInfo>('/wanlshop/wallet/points'),
  vouchers: GET<void, VoucherInfo>('/wanlshop/wallet/vouchers')
})
