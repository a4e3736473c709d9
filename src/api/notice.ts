import type { Paginated } from '../../types/envelope'
import type { NoticeItem, NoticeType } from '../../types/notice'
import { defineApi, GET, POST } from './define'

// Notices (order, system, logistics), in the reader's language.
export const noticeApi = defineApi({
  list: GET<{ type: NoticeType, page?: number }, Paginated<NoticeItem>>('/wanlshop/notice/getNoticeList'),
  /** one notice (id), one list (type) or all */
  read: POST<{ id?: number, type?: NoticeType } | void, { read: number }>('/wanlshop/notice/read', { toast: false })
})
