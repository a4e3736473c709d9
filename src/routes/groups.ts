import { sub, type Id } from './types'

/** The group orders list's tabs (the ordinary order list's, filtered to group orders). */
export type GroupOrderListType = 'all' | 'pay' | 'delive' | 'receiving' | 'evaluate'

// Group buying (拼团, issue 18, spec §2 /pages/apps/groups/*), in the pages/apps subpackage. A group
// order is an ordinary order (types/groups.ts): its details, review and tracking pages are the
// ordinary ones with the team shown.
export const groupsRoutes = {
  'pages/apps/groups/index': sub('pages/apps'),
  /** team: the team to join, when opened from a team's share */
  'pages/apps/groups/goods': sub<{ id: Id, team?: Id }>('pages/apps'),
  /**
   * type: alone | group | ladder; team: the team to join (group); ladder: the ladder's people_num;
   * number: units of the SKU
   */
  'pages/apps/groups/order/confirm': sub<{ goods_id: Id, sku_id: Id, number: Id, type: 'alone' | 'group' | 'ladder', team?: Id, ladder?: Id }>('pages/apps'),
  'pages/apps/groups/order/order': sub<{ type?: GroupOrderListType }>('pages/apps'),
  'pages/apps/groups/order/details': sub<{ id: Id }>('pages/apps'),
  'pages/apps/groups/order/comment': sub<{ id: Id }>('pages/apps'),
  'pages/apps/groups/order/logistics': sub<{ id: Id }>('pages/apps'),
  /** a team (its id); paid=1: just paid for a seat in it */
  'pages/apps/groups/team': sub<{ id: Id, paid?: 1 }>('pages/apps')
}
