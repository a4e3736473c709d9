import { makeAutoObservable, runInAction } from '@/lib/state'
import type { GroupAddOrderResult, GroupBuyType, GroupCheckoutPreview, GroupCheckoutRequest } from '../../../../../../types/groups'
import { groupsApi } from '@/api/groups'
import { isApiError } from '@/api/errors'

// The group confirmation's state: the preview from groups/order/getOrderGoodsList (its token is the
// idempotency key of every attempt to place the order), the address, a note, and placing the order.

export const REMARKS_MAX = 200

const TYPES: GroupBuyType[] = ['alone', 'group', 'ladder']

/** The page's query as a checkout request; null when something is missing or malformed. */
export function parseConfirm (p: Record<string, string | undefined>): GroupCheckoutRequest | null {
  const int = (v: string | undefined) => { const n = Number(v); return Number.isInteger(n) && n > 0 ? n : null }
  const goods = int(p.goods_id)
  const sku = int(p.sku_id)
  const number = int(p.number)
  const type = TYPES.find((x) => x === p.type)
  if (goods === null || sku === null || number === null || !type) return null
  const req: GroupCheckoutRequest = { goods_id: goods, sku_id: sku, number, type }
  if (type === 'ladder') {
    const ladder = int(p.ladder)
    if (ladder === null) return null
    req.ladder_people = ladder
  }
  if (type !== 'alone') {
    const team = int(p.team)
    if (team !== null) req.team_id = team
  }
  return req
}

export class GroupConfirmStore {
  preview: GroupCheckoutPreview | null = null
  status: 'loading' | 'ready' | 'error' = 'loading'
  error = ''
  remarks = ''
  submitting = false
  token = ''
  placed: GroupAddOrderResult | null = null

  constructor (readonly request: GroupCheckoutRequest) {
    makeAutoObservable(this, { request: false })
  }

  async load (addressId?: number): Promise<void> {
    if (!this.preview) this.status = 'loading'
    try {
      const p = await groupsApi.preview({ ...this.request, address_id: addressId ?? this.preview?.addressData?.id ?? undefined })
      runInAction(() => {
        this.preview = p
        if (!this.token) this.token = p.token
        this.status = 'ready'
        this.error = ''
      })
    } catch (e) {
      runInAction(() => {
        if (this.preview && isApiError(e) && e.kind !== 'business') return
        this.status = 'error'
        this.preview = null
        this.error = isApiError(e) && (e.kind === 'business' || e.kind === 'http') ? e.message : ''
      })
    }
  }

  setRemarks (v: string): void { this.remarks = [...v].slice(0, REMARKS_MAX).join('') }

  /** Places the order once (same token on every retry); 'addressRequired' without an address. */
  async submit (): Promise<GroupAddOrderResult | 'addressRequired' | null> {
    if (this.submitting || !this.preview) return null
    if (this.placed) return this.placed
    const address = this.preview.addressData
    if (!address) return 'addressRequired'
    this.submitting = true
    try {
      const remarks = this.remarks.trim()
      const res = await groupsApi.addOrder({ ...this.request, token: this.token, address_id: address.id, ...(remarks ? { remarks } : {}) })
      runInAction(() => { this.placed = res })
      return res
    } catch {
      return null
    } finally {
      runInAction(() => { this.submitting = false })
    }
  }
}
