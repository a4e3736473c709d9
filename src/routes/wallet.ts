import { sub, type Id } from './types'

// The wallet (issue 11): assets, bills, recharge, withdrawal, transfer, bank cards, real name,
// points and vouchers — all in the user subpackage.
export const walletRoutes = {
  'pages/user/money/money': sub('pages/user'),
  'pages/user/money/list': sub<{ asset?: string, type?: string }>('pages/user'),
  'pages/user/money/details': sub<{ id: Id }>('pages/user'),
  'pages/user/money/recharge': sub('pages/user'),
  'pages/user/money/withdraw': sub('pages/user'),
  'pages/user/money/witlist': sub('pages/user'),
  'pages/user/transfer': sub<{ asset?: 'usdt' | 'bbc' }>('pages/user'),
  'pages/user/bank/bank': sub('pages/user'),
  'pages/user/bank/add': sub('pages/user'),
  'pages/user/bank/details': sub<{ id: Id }>('pages/user'),
  'pages/user/realName/realName': sub('pages/user'),
  'pages/user/tokenPoints/tokenPoints': sub('pages/user'),
  'pages/user/poontValue/poontValue': sub('pages/user'),
  'pages/user/consumer/consumer': sub('pages/user'),
  'pages/user/voucherDetails/voucherDetails': sub('pages/user')
}
