import { makeAutoObservable } from '@/lib/state'
import type { Statistics } from '../../types/user'
import { badge } from '../lib/count'
import { storage } from '../lib/storage'

// Badge counts (spec §3 Statistics): order states, "dynamic" counters, unread notices.
// Filled by login/refresh, bumped by socket pushes, zeroed on logout.

export type OrderCounts = Statistics['order']
export type DynamicCounts = Statistics['dynamic']
export type NoticeCounts = Statistics['notice']
export type NoticeKind = keyof NoticeCounts

export function emptyStatistics (): Statistics {
  return {
    order: { whole: 0, groups: 0, pay: 0, delive: 0, receiving: 0, evaluate: 0, customer: 0 },
    dynamic: { collection: 0, concern: 0, footprint: 0, coupon: 0, accountbank: 0 },
    notice: { order: 0, notice: 0, chat: 0 },
    logistics: []
  }
}

/** Copies known keys as numbers; anything missing or malformed is 0. */
function counts<T extends Record<string, number>> (base: T, from: unknown): T {
  const src = (from && typeof from === 'object' ? from : {}) as Record<string, unknown>
  const out = { ...base }
  for (const k of Object.keys(base) as Array<keyof T>) {
    const n = Number(src[k as string])
    out[k] = (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0) as T[keyof T]
  }
  return out
}

export class StatisticsStore {
  order: OrderCounts = emptyStatistics().order
  dynamic: DynamicCounts = emptyStatistics().dynamic
  notice: NoticeCounts = emptyStatistics().notice
  logistics: unknown[] = []

  constructor () {
    makeAutoObservable(this)
  }

  /** Replaces everything (login, refresh) and keeps a copy in storage. */
  set (s: Partial<Statistics> | null | undefined): void {
    const base = emptyStatistics()
    this.order = counts(base.order, s?.order)
    this.dynamic = counts(base.dynamic, s?.dynamic)
    this.notice = counts(base.notice, s?.notice)
    this.logistics = Array.isArray(s?.logistics) ? s.logistics : []
    this.persist()
  }

  /** Zeroes every count (logout). The caller removes the stored copy. */
  reset (): void {
    const base = emptyStatistics()
    this.order = base.order
    this.dynamic = base.dynamic
    this.notice = base.notice
    this.logistics = []
  }

  /** Start-up: the last known counts until the server answers. */
  restore (): void {
    const stored = storage.get('statistics')
    if (stored) this.set(stored)
  }

  /** A pushed order/notice/chat message adds to its unread count. */
  bump (kind: NoticeKind, n = 1): void {
    this.notice = { ...this.notice, [kind]: Math.max(0, this.notice[kind] + n) }
    this.persist()
  }

  setNotice (kind: NoticeKind, n: number): void {
    this.notice = { ...this.notice, [kind]: Math.max(0, Math.floor(n) || 0) }
    this.persist()
  }

  clearNotice (kind: NoticeKind): void {
    this.setNotice(kind, 0)
  }

  get snapshot (): Statistics {
    return { order: { ...this.order }, dynamic: { ...this.dynamic }, notice: { ...this.notice }, logistics: [...this.logistics] }
  }

  /** Badge texts of the order tabs ('' for none, '99+' above 99). */
  get orderBadges (): Record<'pay' | 'delive' | 'receiving' | 'evaluate' | 'customer', string> {
    return {
      pay: badge(this.order.pay),
      delive: badge(this.order.delive),
      receiving: badge(this.order.receiving),
      evaluate: badge(this.order.evaluate),
      customer: badge(this.order.customer)
    }
  }

  get noticeTotal (): number {
    return this.notice.order + this.notice.notice + this.notice.chat
  }

  /** Badge text of the messages entry. */
  get noticeBadge (): string {
    return badge(this.noticeTotal)
  }

  private persist (): void {
    storage.set('statistics', this.snapshot)
  }
}
