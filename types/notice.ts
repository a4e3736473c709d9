/** Notice lists (spec §2 notify / system / logistics pages): order notices, system notices, shipments. */
export const NOTICE_TYPES = ['order', 'notice', 'logistics'] as const
export type NoticeType = typeof NOTICE_TYPES[number]

/** One notice, in the reader's language. */
export interface NoticeItem {
  id: number
  type: NoticeType
  title: string
  content: string
  /** what it is about (order, refund...) and its id: the client opens that page */
  modules: string
  modules_id: number
  read: boolean
  createtime: number
}
