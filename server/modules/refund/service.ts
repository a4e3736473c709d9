import { sql, type SQL } from 'drizzle-orm'
import type { Paginated } from '../../../types/envelope'
import {
  REFUND_STATE, type RefundApplyRequest, type RefundDecision, type RefundDetail, type RefundEditRequest, type RefundListItem,
  type RefundLogEntry, type RefundPreview, type RefundState, type RefundType
} from '../../../types/refund'
import { carrierName, type LogisticsAdapter } from '../../adapters/logistics'
import type { Db } from '../../db/client'
import { refunds } from '../../db/schema'
import { refuse, isRefusal, type Refusal } from '../../lib/envelope'
import type { Lang } from '../../lib/i18n'
import { rawIn } from '../../lib/content'
import { claimKey, requestHash, storeResult } from '../../lib/idempotency'
import { Decimal, money } from '../../lib/money'
import { paginated, type Page } from '../../lib/paging'
import { rows } from '../../lib/sql'
import type { ActorRef } from '../../lib/state-machine'
import { now } from '../../lib/time'
import { inTransaction } from '../../lib/tx'
import { servedImagePath } from '../user/service'
import { lineCap, lineMoney, withFreight } from './effects'
import { CLOSE_EVENT, refundCan, refundDeadline, refundMachine, type RefundEvent, type RefundFacts, type RefundSettings } from './machine'

// After-sales for the buyer (apply, edit and resubmit, return parcel, close, ask the platform), the
// seller (agree, refuse, receive the return) and the platform (decide an intervention, retry a
// failed payout). Someone else's refund is always "refund does not exist".

const S = REFUND_STATE
const OPEN = sql.raw('(0, 1, 2, 3, 6, 7, 8)')

/** "12.5" → Decimal, or why not: negative, not a number, more decimals than USDT has (2). */
export function parseAmount (text: string): Decimal | Refusal {
  const v = text.trim()
  if (/^-/.test(v)) return refuse('refund.amount_negative')
  if (!/^\d+(\.\d+)?$/.test(v)) return refuse('refund.amount_invalid')
  const d = new Decimal(v)
  if (d.decimalPlaces() > 2) return refuse('refund.amount_decimals')
  return d
}

/** The buyer's own paid, not yet completed order line, with its money. */
async function ownLine (db: Db, userId: number, orderGoodsId: number, orderId?: number): Promise<{ orderId: number, orderNo: string, shopId: number } | Refusal> {
  const [l] = await rows<{ orderId: number, orderNo: string, shopId: number, userId: number, status: string, state: number, teamState: string | null }>(db, sql`
    select o.id as "orderId", o.order_no as "orderNo", o.shop_id as "shopId", o.user_id as "userId", o.status, o.state,
      (select gt.state from group_teams gt where gt.id = o.group_team_id) as "teamState"
    from order_goods og join orders o on o.id = og.order_id where og.id = ${orderGoodsId}`)
  if (l === undefined || l.userId !== userId || l.status !== 'normal') return refuse('refund.order_not_found')
  if (orderId !== undefined && l.orderId !== orderId) return refuse('refund.goods_not_in_order')
  if (![2, 3, 4].includes(l.state)) return refuse('refund.order_state')
  // a group order's team still open: no refund until it succeeds (a failed team refunds everyone)
  if (l.teamState !== null && l.teamState !== 'success') return refuse('groups.refund_team_open')
  return { orderId: l.orderId, orderNo: l.orderNo, shopId: l.shopId }
}

/** SQL: order line `og` as a refund's goods, the title in the reader's language. */
const goodsJson = (lang: Lang): string => `json_build_object('id', og.id, 'goods_id', og.goods_id, 'title', ${rawIn(lang, 'og.title', 'og.title_en')}, 'image', og.image,
  'difference', og.difference, 'price', og.price::text, 'number', og.number)`
const GOODS_JSON_IN = { zh: sql.raw(goodsJson('zh')), en: sql.raw(goodsJson('en')) }

/** refund/preview: what the apply page states for a line of the caller's order. */
export async function refundPreview (db: Db, userId: number, orderGoodsId: number, lang: Lang = 'zh'): Promise<RefundPreview | Refusal> {
  const line = await ownLine(db, userId, orderGoodsId)
  if (isRefusal(line)) return line
  const m = await lineMoney(db, orderGoodsId)
  if (m === null) return refuse('refund.order_not_found')
  const [g] = await rows<{ goods: RefundPreview['goods'] }>(db, sql`select ${GOODS_JSON_IN[lang]} as goods from order_goods og where og.id = ${orderGoodsId}`)
  return {
    order_id: line.orderId,
    order_no: line.orderNo,
    goods: g.goods,
    max: money(lineCap(m)),
    with_freight: withFreight(m),
    freight: money(m.freight),
    refunded: money(m.refunded),
    shipped: m.orderState !== 2
  }
}

interface Fields { type: RefundType, reason: number, expressType: 0 | 1, money: string, images: string[], refund_content: string }

/** The checks apply and edit share: amount within the cap, a return only of received goods, own uploads. */
async function checkFields (db: Db, userId: number, orderGoodsId: number, f: Fields, base: string, uploadDir: string): Promise<{ amount: Decimal, images: string[] } | Refusal> {
  const amount = parseAmount(f.money)
  if (isRefusal(amount)) return amount
  const m = await lineMoney(db, orderGoodsId)
  if (m === null) return refuse('refund.order_not_found')
  const cap = lineCap(m)
  if (cap.lte(0)) return refuse('refund.nothing_left')
  if (amount.gt(cap)) return refuse('refund.amount_above_cap', { n: money(cap) })
  if (f.type === 'return' && f.expressType === 0) return refuse('refund.not_received_return')
  const images: string[] = []
  for (const img of f.images) {
    const served = await servedImagePath(db, img, base, uploadDir, userId)
    if (served === null) return refuse('refund.image_invalid')
    images.push(served)
  }
  return { amount, images }
}

/** refund/addApply: one open refund per line (the line is locked while checking; a unique index backs it). */
export async function applyRefund (db: Db, userId: number, req: RefundApplyRequest, base: string, uploadDir: string, at = now()): Promise<{ id: number } | Refusal> {
  return await inTransaction(db, async (tx) => {
    await tx.execute(sql`select id from order_goods where id = ${req.goods_id} for update`)
    const line = await ownLine(tx, userId, req.goods_id, req.order_id)
    if (isRefusal(line)) return line
    const [open] = await rows<{ id: number }>(tx, sql`select id from refunds where order_goods_id = ${req.goods_id} and state in ${OPEN} limit 1`)
    if (open !== undefined) return refuse('refund.already_open')
    const f = await checkFields(tx, userId, req.goods_id, req, base, uploadDir)
    if (isRefusal(f)) return f
    const [r] = await tx.insert(refunds).values({
      userId, shopId: line.shopId, orderId: line.orderId, orderGoodsId: req.goods_id, type: req.type, reason: req.reason, expressType: req.expressType,
      amount: f.amount.toFixed(2), images: f.images, content: req.refund_content.trim(), state: S.applied, createdAt: at, updatedAt: at
    }).onConflictDoNothing().returning({ id: refunds.id })
    if (r === undefined) return refuse('refund.already_open')
    await refundMachine.logCreated(tx, [r.id], { kind: 'buyer', id: userId }, at)
    await tx.execute(sql`update order_goods set refund_status = 1 where id = ${req.goods_id}`)
    return { id: r.id }
  })
}

interface RefundRow extends RefundFacts { id: number, userId: number, shopId: number, shopOwner: number, orderGoodsId: number }

async function loadRefund (db: Db, id: number): Promise<RefundRow | null> {
  const [r] = await rows<RefundRow>(db, sql`select r.id, r.user_id as "userId", r.shop_id as "shopId", s.user_id as "shopOwner", r.order_goods_id as "orderGoodsId",
      r.state, r.type, r.updated_at::int as "updatedAt", r.returntime::int as returntime
    from refunds r join shops s on s.id = r.shop_id where r.id = ${id}`)
  return r ?? null
}

/** Why `event` did not move refund `id` for this actor: not theirs, or the machine's reason (wrong state, wrong type...). */
async function whyNot (db: Db, actor: ActorRef, id: number, event: RefundEvent, settings: RefundSettings, at: number): Promise<Refusal> {
  const r = await loadRefund(db, id)
  const mine = r !== null && (actor.kind === 'platform' || (actor.kind === 'buyer' ? r.userId === actor.id : r.shopOwner === actor.id))
  if (r === null || !mine) return refuse('refund.not_found')
  return refundMachine.refusal(r, event, actor.kind, { at, settings }) ?? refuse('refund.wrong_state')
}

const ownerWhere = (actor: ActorRef): SQL | undefined => actor.kind === 'buyer'
  ? sql`user_id = ${actor.id}`
  : actor.kind === 'seller' ? sql`shop_id in (select id from shops where user_id = ${actor.id})` : undefined

/** Fires one event on one refund as this actor (owner-checked); a refusal says why not. */
async function act (tx: Db, actor: ActorRef, id: number, event: RefundEvent, settings: RefundSettings, at: number, opts: { set?: Record<string, SQL>, note?: string } = {}): Promise<null | Refusal> {
  const moved = await refundMachine.fire(tx, [id], event, actor, { at, settings, where: ownerWhere(actor), set: opts.set, note: opts.note })
  return moved.length === 1 ? null : await whyNot(tx, actor, id, event, settings, at)
}

/** refund/editRefund: a rejected refund changed and submitted again (back to awaiting the seller). */
export async function editRefund (db: Db, userId: number, req: RefundEditRequest, base: string, uploadDir: string, settings: RefundSettings, at = now()): Promise<null | Refusal> {
  return await inTransaction(db, async (tx) => {
    const r = await loadRefund(tx, req.id)
    if (r === null || r.userId !== userId) return refuse('refund.not_found')
    await tx.execute(sql`select id from order_goods where id = ${r.orderGoodsId} for update`)
    const line = await ownLine(tx, userId, r.orderGoodsId)
    if (isRefusal(line)) return line
    const f = await checkFields(tx, userId, r.orderGoodsId, req, base, uploadDir)
    if (isRefusal(f)) return f
    return await act(tx, { kind: 'buyer', id: userId }, req.id, 'resubmit', settings, at, {
      set: {
        type: sql`${req.type}`, reason: sql`${req.reason}`, express_type: sql`${req.expressType}`, amount: sql`${f.amount.toFixed(2)}`,
        images: sql`${JSON.stringify(f.images)}::jsonb`, content: sql`${req.refund_content.trim()}`, refuse_content: sql`''`
      }
    })
  })
}

/** refund/closeRefund (buyer) */
export async function closeRefund (db: Db, userId: number, id: number, settings: RefundSettings, at = now()): Promise<null | Refusal> {
  return await inTransaction(db, async (tx) => {
    const r = await loadRefund(tx, id)
    if (r === null || r.userId !== userId) return refuse('refund.not_found')
    const event = CLOSE_EVENT[r.state]
    if (event === undefined) return refuse('refund.wrong_state')
    return await act(tx, { kind: 'buyer', id: userId }, id, event, settings, at)
  })
}

/** refund/arbitrationRefund (buyer, after a rejection) */
export async function arbitrateRefund (db: Db, userId: number, id: number, settings: RefundSettings, at = now()): Promise<null | Refusal> {
  return await inTransaction(db, async (tx) => await act(tx, { kind: 'buyer', id: userId }, id, 'arbitrate', settings, at))
}

const EXPRESS_NO = /^[A-Za-z0-9]{6,30}$/

/** refund/toExpress (buyer): the return parcel's carrier and tracking number. */
export async function shipReturn (db: Db, logistics: LogisticsAdapter, userId: number, req: { id: number, express_name: string, express_no: string }, settings: RefundSettings, at = now()): Promise<null | Refusal> {
  const carrier = logistics.carrier(req.express_name.trim())
  if (carrier === null) return refuse('refund.carrier_unknown')
  const no = req.express_no.trim()
  if (!EXPRESS_NO.test(no)) return refuse('refund.express_no_invalid')
  return await inTransaction(db, async (tx) => await act(tx, { kind: 'buyer', id: userId }, req.id, 'ship_return', settings, at, {
    set: { express_code: sql`${carrier.code}`, express_no: sql`${no}` }
  }))
}

/** A money-moving action once per idempotency key: a repeat with the same key returns the first result. */
async function once (tx: Db, userId: number, key: string | undefined, body: unknown, at: number, work: () => Promise<null | Refusal>): Promise<null | Refusal> {
  if (key === undefined) return await work()
  const claim = await claimKey<{ done: true }>(tx, userId, 'refund', key, requestHash(body), at, 'refund.stale_key')
  if (isRefusal(claim)) return claim
  if (!claim.fresh) return null
  const res = await work()
  if (!isRefusal(res)) await storeResult(tx, userId, 'refund', key, { done: true })
  return res
}

/** refund/agree (seller): refund only → refunding → completed (paid back now); return → awaiting the buyer's return. */
export async function agreeRefund (db: Db, userId: number, id: number, key: string | undefined, settings: RefundSettings, at = now()): Promise<null | Refusal> {
  return await inTransaction(db, async (tx) => await once(tx, userId, key, { id, action: 'agree' }, at, async () => {
    const r = await loadRefund(tx, id)
    if (r === null || r.shopOwner !== userId) return refuse('refund.not_found')
    return await act(tx, { kind: 'seller', id: userId }, id, r.type === 'refund' ? 'agree' : 'agree_return', settings, at)
  }))
}

/** refund/refuse (seller): with a reason the buyer sees; from awaiting the seller or a received return. */
export async function refuseRefund (db: Db, userId: number, id: number, reason: string, settings: RefundSettings, at = now()): Promise<null | Refusal> {
  const text = reason.trim()
  if (text === '') return refuse('refund.refuse_reason_required')
  return await inTransaction(db, async (tx) => {
    const r = await loadRefund(tx, id)
    if (r === null || r.shopOwner !== userId) return refuse('refund.not_found')
    const event = r.state === S.returned ? 'refuse_return' : 'refuse'
    return await act(tx, { kind: 'seller', id: userId }, id, event, settings, at, { set: { refuse_content: sql`${text}` }, note: text })
  })
}

/** refund/receive (seller): the return parcel arrived → the buyer is paid back. */
export async function receiveReturn (db: Db, userId: number, id: number, key: string | undefined, settings: RefundSettings, at = now()): Promise<null | Refusal> {
  return await inTransaction(db, async (tx) => await once(tx, userId, key, { id, action: 'receive' }, at, async () =>
    await act(tx, { kind: 'seller', id: userId }, id, 'receive', settings, at)))
}

/**
 * The platform decides a refund in intervention: pay back `amount` (default: what was asked; at
 * most the line's cap) or reject; the note is shown to both sides.
 */
export async function decideRefund (db: Db, adminId: number, id: number, d: RefundDecision, settings: RefundSettings, at = now()): Promise<{ before: RefundState, after: RefundState } | Refusal> {
  const note = d.note.trim()
  if (note === '') return refuse('refund.note_required')
  return await inTransaction(db, async (tx) => {
    const r = await loadRefund(tx, id)
    if (r === null) return refuse('refund.not_found')
    const actor: ActorRef = { kind: 'platform', id: adminId }
    const set: Record<string, SQL> = { judgement: sql`${note}` }
    if (d.decision === 'refund' && d.amount !== undefined) {
      const amount = parseAmount(d.amount)
      if (isRefusal(amount)) return amount
      const m = await lineMoney(tx, r.orderGoodsId)
      const cap = m === null ? new Decimal(0) : lineCap(m, true)
      if (amount.gt(cap)) return refuse('refund.amount_above_cap', { n: money(cap) })
      set.amount = sql`${amount.toFixed(2)}`
    }
    const why = await act(tx, actor, id, d.decision === 'refund' ? 'decide_refund' : 'decide_reject', settings, at, { set, note })
    if (why !== null) return why
    const [after] = await rows<{ state: RefundState }>(tx, sql`select state from refunds where id = ${id}`)
    return { before: r.state, after: after.state }
  })
}

/** The platform retries a failed payout. */
export async function retryRefund (db: Db, adminId: number, id: number, settings: RefundSettings, at = now()): Promise<null | Refusal> {
  return await inTransaction(db, async (tx) => await act(tx, { kind: 'platform', id: adminId }, id, 'retry', settings, at))
}

/** SQL: refund `r` (order `o`, shop `s`, line `og`, buyer `u`) as a RefundListItem without `can`. */
const itemJson = (lang: Lang): string => `json_build_object('id', r.id, 'order_id', r.order_id, 'order_no', o.order_no,
  'shop', json_build_object('id', s.id, 'shopname', s.shopname), 'goods', ${goodsJson(lang)},
  'type', r.type, 'state', r.state, 'price', r.amount::text, 'createtime', r.created_at, 'buyer', json_build_object('id', u.id, 'nickname', u.nickname))`
const ITEM_JSON_IN = { zh: sql.raw(itemJson('zh')), en: sql.raw(itemJson('en')) }
const FROM = sql.raw('from refunds r join orders o on o.id = r.order_id join shops s on s.id = r.shop_id join order_goods og on og.id = r.order_goods_id join users u on u.id = r.user_id')
const FACTS = sql.raw('r.state, r.type, r.updated_at::int as "updatedAt", r.returntime::int as returntime')

type Role = 'buy' | 'sell' | 'platform'
const whoSees = (userId: number, role: Role): SQL => role === 'buy'
  ? sql`r.user_id = ${userId}`
  : role === 'sell' ? sql`r.shop_id in (select id from shops where user_id = ${userId})` : sql`true`

/** refund/refundList: the caller's refunds (buy), their shops' (sell), or the platform's queue (platform, by state). */
export async function refundList (db: Db, userId: number, role: Role, state: RefundState | undefined, p: Page, settings: RefundSettings, at = now(), lang: Lang = 'zh'): Promise<Paginated<RefundListItem>> {
  const where = state === undefined ? whoSees(userId, role) : sql`${whoSees(userId, role)} and r.state = ${state}`
  const [total, list] = await Promise.all([
    rows<{ n: number }>(db, sql`select count(*)::int as n from refunds r where ${where}`),
    p.beyond ? [] : rows<{ item: RefundListItem } & RefundFacts>(db, sql`select ${ITEM_JSON_IN[lang]} as item, ${FACTS} ${FROM} where ${where}
      order by r.id desc limit ${sql.raw(String(p.limit))} offset ${p.offset}`)
  ])
  const roles = { buyer: role === 'buy', seller: role === 'sell' }
  return paginated(p, total[0]?.n ?? 0, list.map((r) => {
    if (role === 'buy') delete r.item.buyer
    return { ...r.item, price: money(r.item.price), can: refundCan(r, roles, { at, settings }) }
  }))
}

/** refund/getRefundInfo: for its buyer, its shop's owner, or the platform. */
export async function refundDetail (db: Db, logistics: LogisticsAdapter, userId: number, id: number, settings: RefundSettings, lang: Lang, platform = false, at = now()): Promise<RefundDetail | Refusal> {
  const [r] = await rows<RefundFacts & {
    item: RefundListItem, userId: number, shopOwner: number, orderGoodsId: number, reason: number, expressType: 0 | 1, images: string[], content: string,
    refuseContent: string, judgement: string, expressCode: string | null, expressNo: string | null, shopname: string, tel: string, city: string, address: string,
    agreetime: number | null, returntime: number | null, rejecttime: number | null, closingtime: number | null, completetime: number | null
  }>(db, sql`select ${ITEM_JSON_IN[lang]} as item, ${FACTS}, r.user_id as "userId", s.user_id as "shopOwner", r.order_goods_id as "orderGoodsId", r.reason,
      r.express_type as "expressType", r.images, r.content, r.refuse_content as "refuseContent", r.judgement, r.express_code as "expressCode",
      r.express_no as "expressNo", s.shopname, s.tel, s.city, s.address, r.agreetime::int as agreetime,
      r.rejecttime::int as rejecttime, r.closingtime::int as closingtime, r.completetime::int as completetime
    ${FROM} where r.id = ${id}`)
  if (r === undefined) return refuse('refund.not_found')
  const buyer = r.userId === userId && !platform
  const seller = r.shopOwner === userId && !platform
  if (!buyer && !seller && !platform) return refuse('refund.not_found')
  if (!seller && !platform) delete r.item.buyer
  const m = await lineMoney(db, r.orderGoodsId)
  const payouts = r.state === S.completed
    ? await rows<{ asset: string, amount: string }>(db, sql`select asset, delta::text as amount from ledger
        where bill_type = 'refund' and ref_type = 'order' and ref_id = ${String(r.item.order_id)} and memo = ${`refund ${id}`} order by id`)
    : []
  const carrier = r.expressCode === null ? null : logistics.carrier(r.expressCode)
  const showAddress = r.type === 'return' && ([S.awaiting_return, S.returned, S.refunding, S.completed] as number[]).includes(r.state)
  return {
    ...r.item,
    price: money(r.item.price),
    can: refundCan(r, { buyer, seller }, { at, settings }),
    reason: r.reason as RefundDetail['reason'],
    expressType: r.expressType,
    images: r.images,
    refund_content: r.content,
    refuse_content: r.refuseContent,
    judgement: r.judgement,
    express: r.expressNo === null ? null : { name: carrier === null ? r.expressCode ?? '' : carrierName(carrier, lang), no: r.expressNo },
    return_address: showAddress ? { name: r.shopname, mobile: r.tel, address: [r.city, r.address].filter((x) => x !== '').join(' ') } : null,
    deadline: refundDeadline(r, settings),
    payouts: payouts.map((p) => ({ asset: p.asset, amount: new Decimal(p.amount).toFixed() })),
    max: money(m === null ? 0 : lineCap(m)),
    agreetime: r.agreetime,
    returntime: r.returntime,
    rejecttime: r.rejecttime,
    closingtime: r.closingtime,
    completetime: r.completetime
  }
}

/** refund/getRefundLog: every step and who took it. */
export async function refundLog (db: Db, userId: number, id: number, platform = false): Promise<RefundLogEntry[] | Refusal> {
  const r = await loadRefund(db, id)
  if (r === null || (!platform && r.userId !== userId && r.shopOwner !== userId)) return refuse('refund.not_found')
  const list = await rows<RefundLogEntry>(db, sql`select id, "from", "to", event, actor, note, created_at::int as createtime
    from refund_logs where refund_id = ${id} order by id`)
  return list
}

/** user/refresh statistics: the buyer's open refunds (the order icons' 退款/售后 badge). */
export async function customerCount (db: Db, userId: number): Promise<{ customer: number }> {
  const [r] = await rows<{ n: number }>(db, sql`select count(*)::int as n from refunds where user_id = ${userId} and state in ${OPEN}`)
  return { customer: r?.n ?? 0 }
}

/** The platform's queue: refunds in intervention (and failed payouts). */
export async function platformQueueCount (db: Db): Promise<number> {
  const [r] = await rows<{ n: number }>(db, sql`select count(*)::int as n from refunds where state in (3, 8)`)
  return r?.n ?? 0
}
