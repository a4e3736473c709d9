import { makeAutoObservable, runInAction } from '@/lib/state'
import type { WxClientPayParams, WxPayChannel, WxPrepayRequest, WxPrepayResult, WxTradeStatus } from '../../../../../types/wxpay'
import { wxpayApi } from '@/api/wxpay'
import { isApiError } from '@/api/errors'
import type { WxSheetResult } from '@/platform/wxpay'

// Paying with WeChat (spec §4 payment screen: processing, success, failed or cancelled, retry,
// confirm WeChat completion). A plain observable store (lib/state), tested without rendering.
//
//   idle --pay--> processing (prepay, then WeChat's sheet)
//        sheet ok     --> confirming (the server asked) --paid--> success
//                                                       --not yet--> unconfirmed ("I have paid" asks again)
//        sheet cancel --> cancelled ("payment failed and cancelled") --retry--> processing
//        sheet fail / refused --> failed (reason) --retry--> processing
//        refused "authorisation needed" --> authorize (the page leaves for WeChat's authorisation)

export type WxPhase = 'idle' | 'processing' | 'confirming' | 'unconfirmed' | 'success' | 'cancelled' | 'failed' | 'authorize'

export interface WxPayDeps {
  prepay: (r: WxPrepayRequest) => Promise<WxPrepayResult>
  confirm: (r: { trade_no: string }) => Promise<WxTradeStatus>
  sheet: (p: WxClientPayParams) => Promise<WxSheetResult>
}

export class WxPayStore {
  phase: WxPhase = 'idle'
  reason = ''
  tradeNo: string | null = null
  totalCny: string | null = null
  status: WxTradeStatus | null = null

  constructor (private readonly channel: WxPayChannel, private readonly deps: WxPayDeps) {
    makeAutoObservable<this, 'deps' | 'channel'>(this, { deps: false, channel: false })
  }

  get busy (): boolean {
    return this.phase === 'processing' || this.phase === 'confirming'
  }

  /** Pays the orders (or the recharge); `code` is the official account's authorisation code when one came back. */
  async pay (what: { order_ids: number[] } | { recharge: string }, code?: string): Promise<boolean> {
    if (this.busy || this.phase === 'success') return false
    this.phase = 'processing'
    this.reason = ''
    let pre: WxPrepayResult
    try {
      pre = await this.deps.prepay({ channel: this.channel, ...what, ...(code ? { code } : {}) })
    } catch (e) {
      runInAction(() => {
        const msg = e instanceof Error ? e.message : ''
        // the server has no official-account openid for this user yet: WeChat's authorisation first
        if (isApiError(e) && e.kind === 'business' && this.channel === 'jsapi' && !code && (e.data as { authorize?: boolean } | null)?.authorize === true) this.phase = 'authorize'
        else { this.phase = 'failed'; this.reason = msg }
      })
      return false
    }
    runInAction(() => { this.tradeNo = pre.trade_no; this.totalCny = pre.total_cny })
    const sheet = await this.deps.sheet(pre.params)
    if (sheet.result === 'cancel') { runInAction(() => { this.phase = 'cancelled' }); return false }
    if (sheet.result === 'fail') { runInAction(() => { this.phase = 'failed'; this.reason = sheet.reason }); return false }
    return await this.confirm()
  }

  /** "I have completed payment": asks the server, which asks WeChat when its notification is late. */
  async confirm (): Promise<boolean> {
    if (this.tradeNo === null) return false
    if (this.phase === 'success') return true
    this.phase = 'confirming'
    try {
      const s = await this.deps.confirm({ trade_no: this.tradeNo })
      runInAction(() => {
        this.status = s
        if (s.state === 'paid') this.phase = 'success'
        else if (s.state === 'created') this.phase = 'unconfirmed'
        else { this.phase = 'failed'; this.reason = s.state }
      })
    } catch (e) {
      runInAction(() => { this.phase = 'unconfirmed'; this.reason = e instanceof Error ? e.message : '' })
    }
    return this.isPaid
  }

  get isPaid (): boolean {
    return this.phase === 'success'
  }

  /** Back to the choice (another method chosen). */
  reset (): void {
    if (this.busy) return
    this.phase = 'idle'
    this.reason = ''
  }
}

export function wxPayStore (channel: WxPayChannel, sheet: WxPayDeps['sheet']): WxPayStore {
  return new WxPayStore(channel, { prepay: wxpayApi.prepay, confirm: wxpayApi.confirm, sheet })
}
