import { ORDER_STATE, type OrderDetail, type OrderListItem, type OrderState, type OrderTab } from '../../../../types/order'
import type { CountdownKind } from '@/lib/countdown'

// Order rules of the list and details pages (spec §4 Order), pure so they are unit-tested.

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
 * Buttons of a list card, in display order (the last one is the emphasised one).
 * Buyer: unpaid → cancel, pay; shipped → logistics, confirm; received → logistics, review;
 * completed → delete, logistics; closed → delete. Seller: paid → ship; shipped or later → logistics.
 */
export function listActions (o: Pick<OrderListItem, 'state'>, role: OrderRole): OrderAction[] {
  if (role === 'sell') {
    if (o.state === STATE.paid) return ['deliver']
    if (o.state === STATE.shipped || o.state === STATE.received || o.state === STATE.completed) return ['logistics']
    return []
  }
  switch (o.state) {
    case STATE.unpaid: return ['cancel', 'pay']
    case STATE.shipped: return ['logistics', 'confirm']
    case STATE.received: return ['logistics', 'comment']
    case STATE.completed: return ['delete', 'logistics']
    case STATE.closed: return ['delete']
    default: return []
  }
}

/** Buttons of the details page: what the server says the caller may do, plus logistics once shipped. */
export function detailActions (o: Pick<OrderDetail, 'can' | 'express' | 'state'>): OrderAction[] {
  const out: OrderAction[] = []
  if (o.can.delete) out.push('delete')
  if (o.can.cancel) out.push('cancel')
  if (o.express && o.state !== STATE.unpaid && o.state !== STATE.paid) out.push('logistics')
  if (o.can.deliver) out.push('deliver')
  if (o.can.confirm) out.push('confirm')
  if (o.can.comment) out.push('comment')
  if (o.can.pay) out.push('pay')
  return out
}

/** The running countdown of an order, if any: the first deadline set. */
export function runningCountdown (o: Pick<OrderDetail, 'deadline' | 'state'>): { kind: CountdownKind, at: number } | null {
  if (o.state === STATE.unpaid && o.deadline.close) return { kind: 'close', at: o.deadline.close }
  if (o.state === STATE.shipped && o.deadline.confirm) return { kind: 'confirm', at: o.deadline.confirm }
  if (o.state === STATE.received && o.deadline.review) return { kind: 'review', at: o.deadline.review }
  return null
}

/** Actions that ask "are you sure?" first. */
export const CONFIRMED_ACTIONS: ReadonlySet<OrderAction> = new Set<OrderAction>(['cancel', 'confirm', 'delete'])
