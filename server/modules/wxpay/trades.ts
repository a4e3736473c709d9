import crypto from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { WechatPayError, type ClientPayParams, type WechatPayAdapter } from '../../adapters/wechat-pay'
import type { WechatAdapter } from '../../adapters/wechat'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { userThirds, wxpayTrades } from '../../db/schema'
import { refuse, type Refusal } from '../../lib/envelope'
import { Decimal } from '../../lib/money'
import { intArray, rows } from '../../lib/sql'
import { now } from '../../lib/time'
import { WECHAT_PLATFORM } from '../auth/service'
import { rateSettings } from '../common/rates'
import type { OrderTimers } from '../order/machine'
import { fenToYuan, log, settleTrade } from './settle'

// Opening a WeChat payment (a JSAPI prepay order) for the caller's unpaid orders (one, or several:
// a merged payment) or for a USDT recharge bought with CNY; the buyer's "I have paid" (the
// "confirm WeChat completion" state) asks WeChat when the notification has not come yet; the close
// job closes prepay orders nobody paid once their orders' close timer has run out.

export type WxChannel = 'jsapi' | 'miniapp'
/** user_thirds.platform of official-account openids (mini-program ones are WECHAT_PLATFORM) */
export const OFFICIAL_PLATFORM = 'wechat_official'

export interface Channels { jsapi: boolean, miniapp: boolean, mp_app_id: string }

export function channels (config: Config): Channels {
  const on = config.wechatPay !== null
  return { jsapi: on && config.wechat.mpAppId !== '', miniapp: on && config.wechat.appId !== '', mp_app_id: config.wechat.mpAppId }
}

export interface PrepayInput { channel: WxChannel, order_ids?: number[], recharge?: string, code?: string }
export interface PrepayResult { trade_no: string, total_cny: string, params: ClientPayParams }

export type TradeState = 'created' | 'paid' | 'closed' | 'refunding' | 'refunded'
export interface TradeStatus { trade_no: string, state: TradeState, kind: string, order_ids: number[], total_cny: string }

/** The payer's openid for the channel: the mini program's from WeChat login; the official account's from its web authorisation code. */
async function openidFor (db: Db, wechat: WechatAdapter, userId: number, channel: WxChannel, code: string | undefined): Promise<string | Refusal> {
  const platform = channel === 'miniapp' ? WECHAT_PLATFORM : OFFICIAL_PLATFORM
  const [known] = await db.select({ openid: userThirds.openid }).from(userThirds).where(and(eq(userThirds.userId, userId), eq(userThirds.platform, platform))).limit(1)
  if (known !== undefined) return known.openid
  if (channel === 'miniapp') return refuse('wxpay.no_openid')
  if (code === undefined || code === '') return refuse('wxpay.code_required')
  let openid: string
  try { openid = await wechat.oauthOpenid(code) } catch { return refuse('wxpay.code_failed') }
  const bound = await db.insert(userThirds).values({ userId, platform: OFFICIAL_PLATFORM, openid, createdAt: now() }).onConflictDoNothing().returning({ userId: userThirds.userId })
  // an openid already bound to another account pays for that account only
  if (bound.length === 0) {
    const [owner] = await db.select({ userId: userThirds.userId }).from(userThirds).where(and(eq(userThirds.platform, OFFICIAL_PLATFORM), eq(userThirds.openid, openid)))
    if (owner?.userId !== userId) return refuse('wxpay.code_failed')
  }
  return openid
}

const RECHARGE = /^\d{1,6}(\.\d{1,2})?$/

export async function prepay (db: Db, config: Config, pay: WechatPayAdapter, wechat: WechatAdapter, userId: number, input: PrepayInput, notifyBase: string, timers: OrderTimers, at = now()): Promise<PrepayResult | Refusal> {
  const ch = channels(config)
  if (!(input.channel === 'jsapi' ? ch.jsapi : ch.miniapp)) return refuse('wxpay.channel_unavailable')
  const rate = new Decimal((await rateSettings(db)).usdt_cny)
  let kind: 'order' | 'recharge'
  let ids: number[] = []
  let usdt: Decimal
  let expireAt: number
  let description: string
  if (input.order_ids !== undefined && input.order_ids.length > 0) {
    kind = 'order'
    ids = [...new Set(input.order_ids)].sort((a, b) => a - b)
    const found = await rows<{ id: number, price: string, state: number, createdAt: number, orderNo: string, team: number | null }>(db, sql`
      select id, price::text as price, state, created_at::int as "createdAt", order_no as "orderNo", group_team_id as team from orders
      where id = any(${intArray(ids)}::int[]) and user_id = ${userId} and status = 'normal'`)
    if (found.length !== ids.length) return refuse('order.not_found')
    // a failed team refunds its members through the ledger (groups/hooks.ts), which a WeChat Pay
    // share cannot take: team orders are paid from a balance
    if (found.some((o) => o.team !== null)) return refuse('wxpay.groups_balance_only')
    if (found.some((o) => o.state !== 1)) return refuse('order.not_payable')
    expireAt = Math.min(...found.map((o) => o.createdAt)) + timers.closeMinutes * 60
    if (expireAt <= at + 60) return refuse('order.expired')
    usdt = found.reduce((s, o) => s.plus(o.price), new Decimal(0))
    description = `BB Mall ${found.map((o) => o.orderNo).join(',')}`
  } else if (input.recharge !== undefined && RECHARGE.test(input.recharge) && new Decimal(input.recharge).gt(0)) {
    kind = 'recharge'
    usdt = new Decimal(input.recharge)
    expireAt = at + timers.closeMinutes * 60
    description = `BB Mall USDT ${usdt.toFixed()}`
  } else {
    return refuse(input.recharge !== undefined ? 'wxpay.recharge_amount' : 'order.not_found')
  }
  const totalFen = usdt.times(rate).times(100).toDecimalPlaces(0, Decimal.ROUND_UP).toNumber()
  if (totalFen <= 0) return refuse('order.not_payable')
  const openid = await openidFor(db, wechat, userId, input.channel, input.code)
  if (typeof openid !== 'string') return openid
  const appid = input.channel === 'jsapi' ? config.wechat.mpAppId : config.wechat.appId

  // the same orders asked again (a retry after cancelling the sheet): the open prepay order, if its
  // amount still holds (WeChat answers the same prepay id), else a new one
  const [open] = kind === 'order'
    ? await rows<{ outTradeNo: string }>(db, sql`select out_trade_no as "outTradeNo" from wxpay_trades where user_id = ${userId} and kind = 'order' and state = 'created'
        and order_ids = ${intArray(ids)}::int[] and channel = ${input.channel} and total_fen = ${totalFen} and expire_at > ${at + 60} order by id desc limit 1`)
    : []
  const outTradeNo = open?.outTradeNo ?? `W${at}${crypto.randomBytes(6).toString('hex')}`
  if (open === undefined) {
    await db.insert(wxpayTrades).values({
      outTradeNo, userId, kind, orderIds: ids, channel: input.channel, appid, openid, totalFen, usdt: usdt.toFixed(), rate: rate.toFixed(),
      notifyBase, createdAt: at, expireAt, updatedAt: at
    })
  }
  let prepayId: string
  try {
    prepayId = await pay.jsapiPrepay({ appid, description, outTradeNo, total: totalFen, openid, notifyUrl: `${notifyBase}/notify/wxpay/transaction`, expireAt })
  } catch (err) {
    return err instanceof WechatPayError && err.status !== undefined && err.status < 500 ? refuse('wxpay.failed', { reason: err.code ?? err.message }) : refuse('wxpay.unreachable')
  }
  await db.update(wxpayTrades).set({ prepayId, updatedAt: at }).where(eq(wxpayTrades.outTradeNo, outTradeNo))
  return { trade_no: outTradeNo, total_cny: fenToYuan(totalFen), params: pay.clientParams(appid, prepayId) }
}

async function status (db: Db, userId: number, tradeNo: string): Promise<TradeStatus | null> {
  const [t] = await db.select().from(wxpayTrades).where(and(eq(wxpayTrades.outTradeNo, tradeNo), eq(wxpayTrades.userId, userId)))
  if (t === undefined) return null
  return { trade_no: t.outTradeNo, state: t.state as TradeState, kind: t.kind, order_ids: t.orderIds, total_cny: fenToYuan(t.totalFen) }
}

/**
 * "I have paid": the trade as we know it; still open → WeChat is asked (the notification may be
 * late) and a payment it reports is settled here, exactly as the notification would.
 */
export async function confirm (db: Db, pay: WechatPayAdapter, userId: number, tradeNo: string, timers: OrderTimers, at = now()): Promise<TradeStatus | Refusal> {
  const known = await status(db, userId, tradeNo)
  if (known === null) return refuse('wxpay.trade_not_found')
  if (known.state !== 'created') return known
  try {
    const t = await pay.query(tradeNo)
    if (t.trade_state === 'SUCCESS') await settleTrade(db, pay.mchId, t, timers, at)
  } catch {
    return known
  }
  return (await status(db, userId, tradeNo)) ?? known
}

/**
 * The close job (a task: it calls WeChat, so it holds no row lock while waiting): prepay orders
 * past their expiry (their orders' close timer). WeChat is asked first: a payment it took is
 * settled (exactly once, like a notification), else the order is closed there, then here with a
 * conditional update. Closing at WeChat first means no payment can follow; a notification that was
 * already on its way finds the trade closed and is given back (settleTrade).
 */
export async function closeExpired (db: Db, pay: WechatPayAdapter, timers: OrderTimers, at: number): Promise<number> {
  const due = await db.select({ id: wxpayTrades.id, outTradeNo: wxpayTrades.outTradeNo }).from(wxpayTrades)
    .where(sql`state = 'created' and expire_at <= ${at}`).orderBy(wxpayTrades.id).limit(50)
  let closed = 0
  for (const t of due) {
    try {
      const q = await pay.query(t.outTradeNo).catch((err: unknown) => {
        if (err instanceof WechatPayError && err.status === 404) return null
        throw err
      })
      if (q?.trade_state === 'SUCCESS') { await settleTrade(db, pay.mchId, q, timers, at); continue }
      if (q !== null && q.trade_state !== 'CLOSED') await pay.close(t.outTradeNo)
      const moved = await db.update(wxpayTrades).set({ state: 'closed', updatedAt: at }).where(sql`id = ${t.id} and state = 'created'`).returning({ id: wxpayTrades.id })
      if (moved.length === 1) { await log(db, t.id, 'closed', 'unpaid when its orders closed', at); closed++ }
    } catch {
      // WeChat unreachable or the payment raced the close (ORDERPAID): tried again next tick
    }
  }
  return closed
}
