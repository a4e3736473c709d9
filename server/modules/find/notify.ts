import type { Db } from '../../db/client'
import type { MsgParam, MsgParams } from '../../lib/i18n'
import { storeNotice, type StoredNotice } from '../notice/service'

// The author of a post hears the review's decision (issue 16: "review results" notices): a system
// notice stored as a key and parameters and rendered in the reader's language when read — the
// post named by its first words (or "your photo post" / "your video post" in both languages when
// it has no text), the reviewer's reason as they wrote it.

export type ReviewAction = 'approve' | 'reject' | 'takedown'

const KEY: Record<ReviewAction, string> = { approve: 'find.post_approved', reject: 'find.post_rejected', takedown: 'find.post_hidden' }
const EXCERPT = 20

function postName (p: { content: string, video: string }): MsgParam {
  const text = p.content.replace(/\s+/g, ' ').trim()
  if (text !== '') return [...text].length > EXCERPT ? `${[...text].slice(0, EXCERPT).join('')}…` : text
  return p.video !== '' ? { zh: '视频动态', en: 'video post' } : { zh: '图片动态', en: 'photo post' }
}

/** In the decision's transaction: exactly one notice per decision that commits; push it after. */
export async function noticeReview (tx: Db, post: { id: number, userId: number, content: string, video: string }, action: ReviewAction, reason: string): Promise<StoredNotice> {
  const params: MsgParams = action === 'approve' ? { post: postName(post) } : { post: postName(post), reason }
  return await storeNotice(tx, post.userId, { type: 'notice', key: KEY[action], params, modules: 'find', modulesId: post.id })
}
