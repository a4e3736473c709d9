import { sql } from 'drizzle-orm'
import { ORDER_STATE, type OrderCan, type OrderDetail, type OrderState } from '../../../types/order'
import { refuse } from '../../lib/envelope'
import { defineMachine, type Actor, type RuleContext, type Timer } from '../../lib/state-machine'
import { DAY } from '../../lib/time'
import { settleOrders } from '../agents/settle'
import { DEFAULT_RATINGS, giveBackOrderStock, releaseEscrow, writeReviews, type ReviewInput } from './effects'
import { giveBackCoupons } from '../coupon/service'
import { groupOrdersClosed, groupOrdersPaid } from '../groups/hooks'
import { giveBackStock } from './lines'
import { intArray, rows } from '../../lib/sql'

// The order state machine (study §4.1): 1 unpaid, 2 paid, 3 shipped, 4 received (pending review),
// 6 completed, 7 closed (also when every line was refunded). Every rule about order states lives here: who may fire which event, the
// timers (and so every deadline), the guards, the effects, and the actions that do not change the
// state. Services, the scheduler, statistics, the API's `can` flags and the client all read it.

const S = ORDER_STATE

/** ORDER_CLOSE_MINUTES, ORDER_CONFIRM_DAYS, ORDER_REVIEW_DAYS (config.orderTimers) */
export interface OrderTimers { closeMinutes: number, confirmDays: number, reviewDays: number }

/** What the rules read of an order. */
export interface OrderFacts {
  state: OrderState
  createdAt: number
  delivertime: number | null
  taketime: number | null
  isaddress: boolean
  pickup: boolean
  /** refunds of its lines still open (they hold back completion); absent: none known */
  openRefunds?: number
  /** a group order's team state (modules/groups); null/absent: not in a team */
  teamState?: string | null
}

const closeTimer: Timer<OrderFacts, OrderTimers> = { column: 'created_at', field: 'createdAt', seconds: (t) => t.closeMinutes * 60 }
const confirmTimer: Timer<OrderFacts, OrderTimers> = { column: 'delivertime', field: 'delivertime', seconds: (t) => t.confirmDays * DAY }
const reviewTimer: Timer<OrderFacts, OrderTimers> = { column: 'taketime', field: 'taketime', seconds: (t) => t.reviewDays * DAY }

/** An unpaid order may be paid until it closes by itself. */
const notExpired = {
  check: (o: OrderFacts, { at, settings }: RuleContext<OrderTimers>) => o.createdAt + closeTimer.seconds(settings) > at ? null : refuse('order.expired'),
  where: ({ at, settings }: RuleContext<OrderTimers>) => sql`created_at > ${at - closeTimer.seconds(settings)}`
}

/** An order with a refund still open cannot complete (completing pays the shop): the refund is settled first. */
const OPEN_REFUND = sql.raw('exists (select 1 from refunds r where r.order_id = orders.id and r.state in (0, 1, 2, 3, 6, 7, 8))')
const noOpenRefund = {
  check: (o: OrderFacts) => (o.openRefunds ?? 0) > 0 ? refuse('order.refund_pending') : null,
  where: () => sql`not ${OPEN_REFUND}`
}

/** A group order ships once its team has succeeded (types/groups.ts). */
const teamSucceeded = {
  check: (o: OrderFacts) => o.teamState !== undefined && o.teamState !== null && o.teamState !== 'success' ? refuse('groups.team_pending') : null,
  where: () => sql`(group_team_id is null or exists (select 1 from group_teams gt where gt.id = orders.group_team_id and gt.state = 'success'))`
}

const autoReview: ReviewInput = { reviewsOf: () => [], ratings: DEFAULT_RATINGS }

export const orderMachine = defineMachine<OrderState, OrderEvent, OrderActionName, OrderFacts, OrderTimers, ReviewInput>({
  name: 'order',
  tables: { table: 'orders', log: 'order_logs', logKey: 'order_id' },
  states: S,
  initial: S.unpaid,
  final: [S.completed, S.closed],
  wrongState: 'order.wrong_state',
  events: {
    // (pay/service.ts settles balance payments in one statement and calls groupOrdersPaid itself)
    pay: { from: S.unpaid, to: S.paid, actors: ['buyer'], stamps: ['paytime'], guard: notExpired, effect: async (tx, ids, ctx) => { await groupOrdersPaid(tx, ids, ctx.at, ctx.settings) } },
    // an unpaid order closed: its porder stock and its coupons (while still valid) come back, a group order's seat too
    cancel: { from: S.unpaid, to: S.closed, actors: ['buyer'], stamps: ['dealtime'], effect: async (tx, ids, ctx) => { await giveBackOrderStock(tx, ids); await giveBackCoupons(tx, ids, ctx.at); await groupOrdersClosed(tx, ids, ctx.at) } },
    auto_close: { from: S.unpaid, to: S.closed, actors: ['system'], stamps: ['dealtime'], after: closeTimer, effect: async (tx, ids, ctx) => { await giveBackOrderStock(tx, ids); await giveBackCoupons(tx, ids, ctx.at); await groupOrdersClosed(tx, ids, ctx.at) } },
    deliver: { from: S.paid, to: S.shipped, actors: ['seller'], stamps: ['delivertime'], guard: teamSucceeded },
    // a paid group order of a failed team (modules/groups refunds it through the ledger): every line's stock comes back
    group_fail: { from: S.paid, to: S.closed, actors: ['system'], stamps: ['dealtime'], effect: async (tx, ids) => { await giveBackStock(tx, await rows<{ skuId: number, number: number }>(tx, sql`select sku_id as "skuId", number from order_goods where order_id = any(${intArray(ids)}::int[])`)) } },
    confirm: { from: S.shipped, to: S.received, actors: ['buyer'], stamps: ['taketime'] },
    auto_confirm: { from: S.shipped, to: S.received, actors: ['system'], stamps: ['taketime'], after: confirmTimer },
    // completing pays the shop (what was paid minus what was refunded): after-sales ends here; then
    // the sale is settled once (modules/agents: profit pool, bonuses, power, dividend pool)
    comment: {
      from: S.received, to: S.completed, actors: ['buyer'], stamps: ['dealtime'], guard: noOpenRefund,
      effect: async (tx, ids, c) => { await writeReviews(tx, ids, c.at, c.input ?? autoReview); await releaseEscrow(tx, ids); await settleOrders(tx, ids, c.at) }
    },
    auto_review: {
      from: S.received, to: S.completed, actors: ['system'], stamps: ['dealtime'], after: reviewTimer, guard: noOpenRefund,
      effect: async (tx, ids, c) => { await writeReviews(tx, ids, c.at, autoReview); await releaseEscrow(tx, ids); await settleOrders(tx, ids, c.at) }
    },
    // every line refunded in full (modules/refund): the order closes; the shop gets what was not refunded (e.g. shipping once sent)
    refund_close_paid: { from: S.paid, to: S.closed, actors: ['system'], stamps: ['dealtime'], effect: async (tx, ids) => { await releaseEscrow(tx, ids) } },
    refund_close_shipped: { from: S.shipped, to: S.closed, actors: ['system'], stamps: ['dealtime'], effect: async (tx, ids) => { await releaseEscrow(tx, ids) } },
    refund_close_received: { from: S.received, to: S.closed, actors: ['system'], stamps: ['dealtime'], effect: async (tx, ids) => { await releaseEscrow(tx, ids) } }
  },
  actions: {
    /** completed or closed orders leave the buyer's lists */
    delete: { in: [S.completed, S.closed], actors: ['buyer'] },
    /** once, before shipping, for delivered (not pickup) orders */
    edit_address: { in: [S.unpaid, S.paid], actors: ['buyer'], guard: (o) => !o.isaddress && !o.pickup },
    logistics: { in: [S.shipped, S.received, S.completed], actors: ['buyer', 'seller'] }
  }
})

export type OrderEvent = 'pay' | 'cancel' | 'auto_close' | 'deliver' | 'group_fail' | 'confirm' | 'auto_confirm' | 'comment' | 'auto_review'
  | 'refund_close_paid' | 'refund_close_shipped' | 'refund_close_received'
export type OrderActionName = 'delete' | 'edit_address' | 'logistics'

/** The states of the actions that change no state (the services' UPDATEs read them here). */
export const DELETABLE_STATES = orderMachine.spec.actions?.delete.in ?? []
export const ADDRESS_EDITABLE_STATES = orderMachine.spec.actions?.edit_address.in ?? []

/** The `can` flags of the API: what the caller (as buyer and/or seller of the order) may do now. */
export function orderCan (o: OrderFacts, roles: { buyer: boolean, seller: boolean }, ctx: RuleContext<OrderTimers>): OrderCan {
  const actors: Actor[] = [...(roles.buyer ? ['buyer' as const] : []), ...(roles.seller ? ['seller' as const] : [])]
  const flags = actors.map((a) => orderMachine.allowed(o, a, ctx))
  const any = (k: OrderEvent | OrderActionName): boolean => flags.some((f) => f[k])
  return {
    cancel: any('cancel'),
    pay: any('pay'),
    delete: any('delete'),
    edit_address: any('edit_address'),
    confirm: any('confirm'),
    comment: any('comment'),
    deliver: any('deliver'),
    logistics: any('logistics')
  }
}

/** When each running timer fires (the order detail's `deadline`). */
export function orderDeadlines (o: OrderFacts, t: OrderTimers): OrderDetail['deadline'] {
  return {
    close: orderMachine.deadline(o, 'auto_close', t),
    confirm: orderMachine.deadline(o, 'auto_confirm', t),
    review: orderMachine.deadline(o, 'auto_review', t)
  }
}
