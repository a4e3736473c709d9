import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { notices } from '../../db/schema'
import { translate } from '../../lib/i18n'
import { rows } from '../../lib/sql'
import { now } from '../../lib/time'
import type { Hub } from '../../realtime/hub'

// The other side hears about a refund's step: a notice row (type order, modules refund) and a socket
// push, in the default language like the order's shipping notice.

export type Audience = 'buyer' | 'seller' | 'both'

export async function noticeRefund (db: Db, hub: Hub, refundId: number, to: Audience): Promise<void> {
  const [r] = await rows<{ buyer: number, seller: number, state: number, title: string }>(db, sql`
    select r.user_id as buyer, s.user_id as seller, r.state, og.title
    from refunds r join shops s on s.id = r.shop_id join order_goods og on og.id = r.order_goods_id where r.id = ${refundId}`)
  if (r === undefined) return
  const users = [...new Set(to === 'both' ? [r.buyer, r.seller] : [to === 'buyer' ? r.buyer : r.seller])]
  const title = translate('zh', 'refund.notice_title')
  const content = translate('zh', 'refund.notice_content', { goods: r.title, state: translate('zh', `refund.state_${r.state as 0}`) })
  const at = now()
  await db.insert(notices).values(users.map((userId) => ({ userId, title, content, type: 'order', modules: 'refund', modulesId: refundId, createdAt: at })))
  for (const userId of users) await hub.pushToUser(userId, { type: 'order', title, content, modules: 'refund', modules_id: refundId })
}
