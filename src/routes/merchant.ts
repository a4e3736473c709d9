import { sub, type Id } from './types'

// Merchants (issue 13): settle-in (process and agreement, the four-step application, its state),
// the merchant's goods (list by listing state, upload / edit) and the shop's settings (certification
// and renewal) — all in the user subpackage.
export const merchantRoutes = {
  'pages/user/merchantsSettleIn/index': sub('pages/user'),
  'pages/user/merchantsSettleIn/applyFor': sub('pages/user'),
  'pages/user/merchantsSettleIn/applyAuth': sub('pages/user'),
  'pages/user/merchantsMy/goods/goodsList': sub<{ tab?: string }>('pages/user'),
  'pages/user/merchantsMy/goods/uploadProduct': sub<{ id?: Id }>('pages/user'),
  'pages/user/merchantsMy/shop': sub('pages/user')
}
