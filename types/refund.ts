// After-sales (spec §3 Refund, §4 Refund statuses). The refund screens and routes arrive with their
// own issue; the states are part of the contract now so both sides name them from one place.

/**
 * A refund's state (spec §4, the 9 statuses in the spec's order; codes 0–6 are WanlShop's
 * `wanlshop_refund.state`, study §4.4, and 7–8 the spec's two more).
 */
export const REFUND_STATE = {
  /** awaiting the seller's approval */
  applied: 0,
  /** the seller agreed: awaiting the buyer's return */
  awaiting_return: 1,
  /** the seller rejected it: the buyer may edit and resubmit */
  rejected: 2,
  /** platform intervention */
  arbitration: 3,
  completed: 4,
  /** closed (the buyer may close a refund) */
  closed: 5,
  /** the buyer shipped the return: awaiting the seller's receipt */
  returned: 6,
  /** refunding: third-party refunds return within 24 hours */
  refunding: 7,
  /** refund failed: contact the seller */
  failed: 8
} as const
export type RefundState = typeof REFUND_STATE[keyof typeof REFUND_STATE]

/** The refund sub-state of one order line (spec §4 Order: 6 sub-states; `order_goods.refund_status`, study §4.4). */
export const GOODS_REFUND_STATUS = { none: 0, refunding: 1, awaiting_return: 2, refunded: 3, closed: 4, rejected: 5 } as const
export type GoodsRefundStatus = typeof GOODS_REFUND_STATUS[keyof typeof GOODS_REFUND_STATUS]

/** Refund type: money only, or return the goods and get the money back (spec §5). */
export const REFUND_TYPES = ['refund', 'return'] as const
export type RefundType = typeof REFUND_TYPES[number]
