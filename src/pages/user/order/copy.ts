import type { OrderDetail, OrderState } from '../../../../types/order'
import type { TKey } from '@/i18n'
import '@/i18n/domains/order'
import { stateKey } from './rules'

// What an order says to whoever looks at it: every state × viewer (the buyer, the shop) has its
// own card label, banner headline, banner hint and the label of the state's own time. A table, so
// a missing pair is a type error and the test walks every cell in both languages. (Buttons and
// what may be done stay in rules.ts.)

export type Viewer = 'buy' | 'sell'
export type StateName = ReturnType<typeof stateKey>

export interface OrderCopy {
  /** the short state on a list card */
  label: TKey
  /** the details banner's title */
  headline: TKey
  /** the line under it when no countdown runs */
  hint: TKey
  /** the label of the moment the order reached this state */
  timeLabel: TKey
}

export const STATE_NAMES: StateName[] = ['unpaid', 'paid', 'shipped', 'received', 'completed', 'closed']
export const VIEWERS: Viewer[] = ['buy', 'sell']

/** The time each state is reached at (OrderDetail field) and its label. */
const TIME_OF_STATE: Record<StateName, { field: TimeField, label: TKey }> = {
  unpaid: { field: 'createtime', label: 'order.createtime' },
  paid: { field: 'paytime', label: 'order.paytime' },
  shipped: { field: 'delivertime', label: 'order.delivertime' },
  received: { field: 'taketime', label: 'order.taketime' },
  completed: { field: 'dealtime', label: 'order.dealtime' },
  // a closed order's dealtime is when it closed (cancelled or not paid in time), not a sale
  closed: { field: 'dealtime', label: 'order.closetime' }
}

function copyOf (viewer: Viewer, s: StateName): OrderCopy {
  return {
    label: `orderCopy.${viewer}.${s}.label`,
    headline: `orderCopy.${viewer}.${s}.headline`,
    hint: `orderCopy.${viewer}.${s}.hint`,
    timeLabel: TIME_OF_STATE[s].label
  }
}

export const ORDER_COPY: Record<Viewer, Record<StateName, OrderCopy>> = {
  buy: Object.fromEntries(STATE_NAMES.map((s) => [s, copyOf('buy', s)])) as Record<StateName, OrderCopy>,
  sell: Object.fromEntries(STATE_NAMES.map((s) => [s, copyOf('sell', s)])) as Record<StateName, OrderCopy>
}

export function orderCopy (state: OrderState, viewer: Viewer): OrderCopy {
  return ORDER_COPY[viewer][stateKey(state)]
}

type TimeField = 'createtime' | 'paytime' | 'delivertime' | 'taketime' | 'dealtime'

/**
 * The time rows of the details page, in order, only those set: placed, paid, shipped, received,
 * then the end — "Completed" for a completed order, "Closed" for a closed one.
 */
export function timeRows (o: Pick<OrderDetail, 'state' | TimeField>): Array<[TKey, number]> {
  const end: TKey = stateKey(o.state) === 'closed' ? TIME_OF_STATE.closed.label : TIME_OF_STATE.completed.label
  const rows: Array<[TKey, number | null]> = [
    ['order.createtime', o.createtime], ['order.paytime', o.paytime], ['order.delivertime', o.delivertime],
    ['order.taketime', o.taketime], [end, o.dealtime]
  ]
  return rows.filter((r): r is [TKey, number] => typeof r[1] === 'number' && r[1] > 0)
}
