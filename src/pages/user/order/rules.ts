import { ORDER_STATE, type OrderDetail, type OrderListItem, type OrderState, type OrderTab } from '../../../../types/order'
import type { CountdownKind } from '@/lib/countdown'

// Order rules of the list and details pages (spec §4 Order), pure so they are unit-tested. What
// an order allows comes from the API (`can`, `deadline`); STATE is only for labels and icons.

export const STATE = ORDER_STATE

export type OrderRole = 'buy' | 'sell'
export type OrderAction = 'pay' | 'cancel' | 'confirm' | 'comment' | 'logistics' | 'delete' | 'deliver'

/** The `type` query of /pages/user/order/order (Me's order icons) → list tab. */
export const TAB_OF_TYPE: Record<string, OrderTab> = { all: 0, pay: 1, delive: 2, receiving: 3, evaluate: 4 }
export const TYPE_OF_TAB: Record<OrderTab, string> = { 0: 'all', 1: 'pay', 2: 'delive', 3: 'receiving', 4: 'evaluate' }
export const TABS: OrderTab[] = [0, 1, 2, 3, 4]

export function tabOfType (type: string | undefined): OrderTab {
  return type !== undefined && type in TAB_OF_TYPE ? TAB_OF_TYPE[type] : 0
}

/** i18n key suffix of the state label (order.state.<x>) */
export function stateKey (state: OrderState): 'unpaid' | 'paid' | 'shipped' | 'received' | 'completed' | 'closed' {
  switch (state) {
    case STATE.unpaid: return 'unpaid'
    case STATE.paid: return 'paid'
    case STATE.shipped: return 'shipped'
    case STATE.received: return 'received'
    case STATE.completed: return 'completed'
    default: return 'closed'
  }
}

/**
 * Buttons of an order (list card or details), in display order (the last one is the emphasised
 * one), from the server's `can` flags — the server's state machine decides what the caller may do
 * (as buyer in the buy list, as seller in the sell list), the client only lays it out.
 */
export function orderActions (o: Pick<OrderListItem, 'can'>): OrderAction[] {
  const c = o.can
  const order: Array<[OrderAction, boolean]> = [
    ['delete', c.delete], ['cancel', c.cancel], ['logistics', c.logistics], ['deliver', c.deliver],
    ['confirm', c.confirm], ['comment', c.comment], ['pay', c.pay]
  ]
  return order.filter(([, allowed]) => allowed).map(([a]) => a)
}

/** Buttons of a list card. */
export const listActions = orderActions
/** Buttons of the details page. */
export const detailActions = orderActions

/** The running countdown of an order, if any: the server only sets the deadline of the running timer. */
export function runningCountdown (o: Pick<OrderDetail, 'deadline'>): { kind: CountdownKind, at: number } | null {
  if (o.deadline.close) return { kind: 'close', at: o.deadline.close }
  if (o.deadline.confirm) return { kind: 'confirm', at: o.deadline.confirm }
  if (o.deadline.review) return { kind: 'review', at: o.deadline.review }
  return null
}

/** Actions that ask "are you sure?" first. */
export const CONFIRMED_ACTIONS: ReadonlySet<OrderAction> = new Set<OrderAction>(['cancel', 'confirm', 'delete'])
