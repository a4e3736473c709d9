import { sub, type Id } from './types'

// After-sales: refunds (buyer and seller), feedback, complaints (after-sales issue).
export const aftersalesRoutes = {
  'pages/user/refund/lists': sub<{ role?: 'sell' }>('pages/user'),
  /** goods_id: the order goods line */
  'pages/user/refund/apply': sub<{ goods_id: Id }>('pages/user'),
  'pages/user/refund/details': sub<{ id: Id, role?: 'sell' }>('pages/user'),
  'pages/user/refund/edit': sub<{ id: Id }>('pages/user'),
  'pages/user/refund/log': sub<{ id: Id }>('pages/user'),
  'pages/user/feedback/feedback': sub('pages/user'),
  'pages/user/feedback/lists': sub('pages/user'),
  /** what the complaint is about, when opened from a shop, an order or a product */
  'pages/user/complaint/complaint': sub<{ target?: 'shop' | 'order' | 'goods', id?: Id }>('pages/user'),
  'pages/user/complaint/lists': sub('pages/user')
}
