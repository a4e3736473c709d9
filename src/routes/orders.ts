import { sub, type Id } from './types'

/** The order list's `type` (Me's order icons; rules.ts TAB_OF_TYPE; customer: the refund/after-sales tab) */
export type OrderListType = 'all' | 'pay' | 'delive' | 'receiving' | 'evaluate' | 'customer'

// Payment, payment password, orders and their lifecycle, merchant shipping (buying issue).
export const orderRoutes = {
  /** after paying a group order: team → that team's page; groups=1 without team (bought alone) → the group order's details */
  'pages/user/money/pay': sub<{ order_ids: readonly number[], team?: Id, groups?: 1 }>('pages/user'),
  /** from=pay: back to the unpaid orders afterwards */
  'pages/user/auth/resetpaypwd': sub<{ from?: 'pay' }>('pages/user'),
  'pages/user/order/order': sub<{ type?: OrderListType, role?: 'sell' }>('pages/user'),
  'pages/user/order/details': sub<{ id: Id, role?: 'sell' }>('pages/user'),
  'pages/user/order/logistics': sub<{ id: Id }>('pages/user'),
  'pages/user/order/comment': sub<{ id: Id }>('pages/user'),
  'pages/user/order/orderDelivery': sub<{ id: Id }>('pages/user'),
  'pages/page/success': sub<{ type: 'pay', order_ids: readonly number[] }>('pages/page')
}
