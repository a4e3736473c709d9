import assert from 'node:assert/strict'
import type { Paginated } from '../../../types/envelope'
import type { NoticeItem } from '../../../types/notice'
import type { ApiClient } from './client'

// A user's system notices as the message centre's system page reads them (notice/getNoticeList,
// type notice), in a language: what the reader sees, newest first.

export type SeenNotice = Pick<NoticeItem, 'title' | 'content' | 'modules' | 'modules_id'>

export async function systemNotices (api: ApiClient, lang: 'zh' | 'en', modules?: string): Promise<SeenNotice[]> {
  const res = await api.get<Paginated<NoticeItem>>('/wanlshop/notice/getNoticeList', { type: 'notice', limit: 50 }, { lang })
  assert.equal(res.body.code, 1, res.body.msg)
  return res.body.data.data
    .filter((n) => modules === undefined || n.modules === modules)
    .map((n) => ({ title: n.title, content: n.content, modules: n.modules, modules_id: n.modules_id }))
}
