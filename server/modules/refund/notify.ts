import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { translate, type MsgParams } from '../../lib/i18n'
import { rows } from '../../lib/sql'
import { now } from '../../lib/time'
import type { Hub } from '../../realtime/hub'
import { storeNotice, writeNotice } from '../notice/service'

// The other side hears about a refund's step: a notice (type order, modules refund) stored as the
// key `refund.notice` with the goods' title (as bought) and the state in both languages, so each
// reader sees it in their own language when they list it (notice/service.ts renderNotice), and a
// socket push.

export type Audience = 'buyer' | 'seller' | 'both'

interface RefundParty { buyer: number, seller: number, state: number, title: string, titleEn: string }

async function partyOf (db: Db, refundId: number): Promise<RefundParty | undefined> {
  const [r] = await rows<RefundParty>(db, sql`
    select r.user_id as buyer, s.user_id as seller, r.state, og.title, og.title_en as "titleEn"
    from refunds r join shops s on s.id = r.shop_id join order_goods og on og.id = r.order_goods_id where r.id = ${refundId}`)
  return r
}

function paramsOf (r: RefundParty): MsgParams {
  const state = `refund.state_${r.state as 0}` as const
  return { goods: { zh: r.title, en: r.titleEn }, state: { zh: translate('zh', state), en: translate('en', state) } }
}

function audience (r: RefundParty, to: Audience): number[] {
  return [...new Set(to === 'both' ? [r.buyer, r.seller] : [to === 'buyer' ? r.buyer : r.seller])]
}

export async function noticeRefund (db: Db, hub: Hub, refundId: number, to: Audience): Promise<void> {
  const r = await partyOf(db, refundId)
  if (r === undefined) return
  for (const userId of audience(r, to)) {
    await writeNotice(db, hub, userId, { type: 'order', key: 'refund.notice', params: paramsOf(r), modules: 'refund', modulesId: refundId })
  }
}

/**
 * The same notice for moves the timers make (auto-agree, return timeout, auto-receive): written in
 * the job's transaction, so a rolled-back move leaves no notice. No socket push: the scheduler has
 * no hub — the reader sees it in the list and in the unread count of their next refresh.
 */
export async function noticeRefundQuietly (tx: Db, refundIds: number[]): Promise<void> {
  const at = now()
  for (const id of refundIds) {
    const r = await partyOf(tx, id)
    if (r === undefined) continue
    for (const userId of audience(r, 'both')) {
      await storeNotice(tx, userId, { type: 'order', key: 'refund.notice', params: paramsOf(r), modules: 'refund', modulesId: id }, at)
    }
  }
}

/**
 * A platform refund of a completed order (platform.ts): the buyer and the merchant read the order,
 * the amount and the operator's note (the note as written, in both languages).
 */
export async function noticePlatformRefund (db: Db, hub: Hub, orderId: number, amount: string, note: string): Promise<void> {
  const [o] = await rows<{ buyer: number, seller: number, orderNo: string }>(db, sql`
    select o.user_id as buyer, s.user_id as seller, o.order_no as "orderNo" from orders o join shops s on s.id = o.shop_id where o.id = ${orderId}`)
  if (o === undefined) return
  const params = { order: o.orderNo, amount, note }
  // the buyer's notice opens their order; the merchant's opens nothing (the order page is the buyer's)
  await writeNotice(db, hub, o.buyer, { type: 'order', key: 'refund.platform_notice', params, modules: 'order', modulesId: orderId })
  if (o.seller !== o.buyer) await writeNotice(db, hub, o.seller, { type: 'order', key: 'refund.platform_notice', params })
}
