import type { Money, UnixSeconds } from './envelope'

// After-sales (spec §3 Refund, §4 Refund statuses): refunds, feedback and complaints (the after-sales issue).

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

/** The seven reasons (spec §5 "Refund requires"; WanlShop `reason` 0–6), i18n keys `refund.reason.<n>` on the client. */
export const REFUND_REASONS = [0, 1, 2, 3, 4, 5, 6] as const
export type RefundReason = typeof REFUND_REASONS[number]
/** A refund the platform made of a completed order (never chosen by a buyer): `refund.reasons.r7`. */
export const PLATFORM_REFUND_REASON = 7

/** `expressType`: 0 the goods were not received, 1 received (spec §5: "the logistics or received status"). */
export type RefundExpressType = 0 | 1

/** Up to 9 proof images (spec §9: each ≤ 2 MB). */
export const REFUND_MAX_IMAGES = 9

/** GET refund/preview?goods_id (an order goods line): what the apply page states. */
export interface RefundPreview {
  order_id: number
  order_no: string
  goods: RefundGoods
  /** the most that can be asked for now: paid for the line (with its share of shipping while the order is unshipped) minus what was refunded */
  max: Money
  /** the stated maximum includes the line's share of shipping */
  with_freight: boolean
  freight: Money
  /** already refunded for the line */
  refunded: Money
  /** the order has been shipped: the received question is asked */
  shipped: boolean
}

export interface RefundGoods { id: number, goods_id: number, title: string, image: string, difference: string[], price: Money, number: number }

/** POST refund/addApply. `money`: decimal string, at most 2 decimals, ≤ RefundPreview.max; "0" gives up the after-sales rights. */
export interface RefundApplyRequest {
  order_id: number
  /** the order goods line */
  goods_id: number
  type: RefundType
  reason: RefundReason
  expressType: RefundExpressType
  money: Money
  images: string[]
  refund_content: string
}
/** POST refund/editRefund: a rejected refund changed and submitted again (back to awaiting the seller). */
export interface RefundEditRequest extends Omit<RefundApplyRequest, 'order_id' | 'goods_id'> { id: number }

export type RefundActor = 'buyer' | 'seller' | 'platform' | 'system'

/** What the caller may do with a refund now (the server's state machine decides). */
export interface RefundCan {
  /** buyer */
  edit: boolean
  close: boolean
  express: boolean
  arbitrate: boolean
  /** seller */
  agree: boolean
  refuse: boolean
  receive: boolean
}

/** Which timer runs now: the seller's answer, the buyer's return, the seller's receipt. */
export type RefundTimer = 'agree' | 'return' | 'receive'

export interface RefundListItem {
  id: number
  order_id: number
  order_no: string
  shop: { id: number, shopname: string }
  goods: RefundGoods
  type: RefundType
  state: RefundState
  /** the amount asked for (or decided by the platform) */
  price: Money
  createtime: UnixSeconds
  /** sell lists: the buyer */
  buyer?: { id: number, nickname: string }
  can: RefundCan
}

export interface RefundDetail extends RefundListItem {
  reason: RefundReason | typeof PLATFORM_REFUND_REASON
  expressType: RefundExpressType
  images: string[]
  refund_content: string
  /** the seller's reason for refusing */
  refuse_content: string
  /** the platform's decision, shown to both sides */
  judgement: string
  express: { name: string, no: string } | null
  /** where the return goes (awaiting the return and after) */
  return_address: { name: string, mobile: string, address: string } | null
  /** the running timer and when it fires (unix seconds), or null */
  deadline: { kind: RefundTimer, at: UnixSeconds } | null
  /** what the buyer got back, per asset (completed refunds) */
  payouts: Array<{ asset: string, amount: Money }>
  /** the most the buyer may ask for when editing (this refund's own amount included) */
  max: Money
  agreetime: UnixSeconds | null
  returntime: UnixSeconds | null
  rejecttime: UnixSeconds | null
  closingtime: UnixSeconds | null
  completetime: UnixSeconds | null
}

export interface RefundLogEntry {
  id: number
  from: RefundState | null
  to: RefundState
  event: string
  actor: RefundActor
  note: string
  createtime: UnixSeconds
}

/** GET refund/refundList?page&role=buy|sell&state? */
export interface RefundListQuery { page: number, role?: 'buy' | 'sell', state?: RefundState }

/** Platform decision on a refund in intervention: refund (all of `amount`, ≤ the cap) or reject; the note is shown to both sides. */
export interface RefundDecision { decision: 'refund' | 'reject', amount?: Money, note: string }

// ── Feedback and complaints (spec §3 Feedback; WanlShop feedback/complaint) ─────────────────────
export interface FeedbackRequest { content: string, images: string[], contact: string, score: 1 | 2 | 3 | 4 | 5 }
export interface FeedbackItem extends FeedbackRequest {
  id: number
  /** the official reply, '' until there is one */
  reply: string
  replytime: UnixSeconds | null
  createtime: UnixSeconds
}

export const COMPLAINT_TARGETS = ['shop', 'order', 'goods'] as const
export type ComplaintTarget = typeof COMPLAINT_TARGETS[number]
/** complaint types: 0 counterfeit, 1 misleading description, 2 service attitude, 3 shipping, 4 after-sales, 5 other */
export const COMPLAINT_TYPES = [0, 1, 2, 3, 4, 5] as const
export type ComplaintType = typeof COMPLAINT_TYPES[number]
export interface ComplaintRequest { target: ComplaintTarget, target_id: number, type: ComplaintType, content: string, images: string[] }
export type ComplaintStatus = 'pending' | 'upheld' | 'dismissed'
export interface ComplaintItem extends ComplaintRequest {
  id: number
  /** the shop / order / product named, as the complainer sees it */
  target_name: string
  status: ComplaintStatus
  /** the platform's outcome, '' while pending */
  outcome: string
  decidetime: UnixSeconds | null
  createtime: UnixSeconds
}
