import { sub, type Id } from './types'

// Marketing (issue 18): the coupon centre, the caller's coupons, a coupon's details and the goods
// it applies to; daily sign-in — in the user subpackage.
export const marketingRoutes = {
  'pages/user/coupon/list': sub<{ type?: 'reduction' | 'discount' | 'shipping' | 'vip' }>('pages/user'),
  'pages/user/coupon/mycard': sub<{ state?: 1 | 2 | 3 }>('pages/user'),
  'pages/user/coupon/details': sub<{ id: Id }>('pages/user'),
  /** id: a held coupon, or a template with template=1 */
  'pages/user/coupon/apply': sub<{ id: Id, template?: 1 }>('pages/user'),
  /** a shop owner's coupons */
  'pages/user/coupon/shop': sub('pages/user'),
  /** daily sign-in: the month's calendar, today's button, streak and rewards; my history; the ranking */
  'pages/user/signin/signin': sub('pages/user'),
  'pages/user/signin/log': sub('pages/user'),
  'pages/user/signin/rank': sub('pages/user')
}
