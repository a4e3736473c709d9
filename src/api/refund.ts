import type { Paginated } from '../../types/envelope'
import type {
  ComplaintItem, ComplaintRequest, FeedbackItem, FeedbackRequest, RefundApplyRequest, RefundDetail, RefundEditRequest, RefundListItem,
  RefundListQuery, RefundLogEntry, RefundPreview
} from '../../types/refund'
import { defineApi, GET, POST } from './define'

// /wanlshop/refund/* (after-sales, study §2.7), feedback/* and complaint/* (types/refund.ts).
export const refundApi = defineApi({
  /** no toast: the apply page shows its own error state */
  preview: GET<{ goods_id: number }, RefundPreview>('/wanlshop/refund/preview', { toast: false }),
  apply: POST<RefundApplyRequest, { id: number }>('/wanlshop/refund/addApply'),
  edit: POST<RefundEditRequest, null>('/wanlshop/refund/editRefund'),
  list: GET<RefundListQuery, Paginated<RefundListItem>>('/wanlshop/refund/refundList', { toast: false }),
  info: GET<{ id: number }, RefundDetail>('/wanlshop/refund/getRefundInfo', { toast: false }),
  log: GET<{ id: number }, RefundLogEntry[]>('/wanlshop/refund/getRefundLog', { toast: false }),
  express: POST<{ id: number, express_name: string, express_no: string }, null>('/wanlshop/refund/toExpress'),
  close: POST<{ id: number }, null>('/wanlshop/refund/closeRefund'),
  arbitrate: POST<{ id: number }, null>('/wanlshop/refund/arbitrationRefund'),
  /** the seller */
  agree: POST<{ id: number, key: string }, null>('/wanlshop/refund/agree'),
  refuse: POST<{ id: number, refuse_content: string }, null>('/wanlshop/refund/refuse'),
  receive: POST<{ id: number, key: string }, null>('/wanlshop/refund/receive')
})

export const feedbackApi = defineApi({
  add: POST<FeedbackRequest, { id: number }>('/wanlshop/feedback/add'),
  list: GET<{ page: number }, Paginated<FeedbackItem>>('/wanlshop/feedback/lists', { toast: false })
})

export const complaintApi = defineApi({
  add: POST<ComplaintRequest, { id: number }>('/wanlshop/complaint/add'),
  list: GET<{ page: number }, Paginated<ComplaintItem>>('/wanlshop/complaint/lists', { toast: false })
})
