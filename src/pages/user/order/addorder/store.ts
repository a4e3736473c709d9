import { makeAutoObservable, runInAction } from '@/lib/state'
import type { AddOrderRequest, AddOrderResult, Address, CheckoutPreview } from '../../../../../types/order'
import { normalMobile } from '../../../../../types/validate'
import { checkoutApi } from '@/api/checkout'
import { isApiError } from '@/api/errors'
import type { SettleLine } from '@/lib/models'
import type { RootStore } from '@/stores/root'

// The order confirmation's state (spec §2 addorder, §5 Order): the preview from
// order/getOrderGoodsList, delivery to an address or self-pickup (only when every product allows
// it; then a contact name and phone are required), a note per shop, and placing the orders with
// the preview's token as the idempotency key — kept for every retry, so a double tap or a retry
// after a lost answer never makes two orders.

export type CheckoutType = 'cart' | 'buy-now'
export type CheckoutProblem = 'addressRequired' | 'pickupNameRequired' | 'pickupMobileInvalid'

/** spec §9-like bound of the per-shop note (server: ≤ 200) */
export const REMARKS_MAX = 200


/** The `data` parameter: an encoded JSON list of {goods_id, sku_id, number}; null when unusable. */
export function parseSettle (raw: string | undefined): SettleLine[] | null {
  if (!raw) return null
  let value: unknown
  try {
    value = JSON.parse(decodeURIComponent(raw))
  } catch {
    try { value = JSON.parse(raw) } catch { return null }
  }
  if (!Array.isArray(value) || value.length === 0 || value.length > 200) return null
  const lines: SettleLine[] = []
  for (const v of value as Array<Record<string, unknown>>) {
    const goods = Number(v?.goods_id)
    const sku = Number(v?.sku_id)
    const number = Number(v?.number)
    if (!Number.isInteger(goods) || goods < 1 || !Number.isInteger(sku) || sku < 1 || !Number.isInteger(number) || number < 1) return null
    lines.push({ goods_id: goods, sku_id: sku, number })
  }
  return lines
}

export class CheckoutStore {
  preview: CheckoutPreview | null = null
  status: 'loading' | 'ready' | 'error' = 'loading'
  /** the server's message when the preview was refused (e.g. a product is gone) */
  error = ''
  pickup = false
  pickupName = ''
  pickupMobile = ''
  remarks: Record<number, string> = {}
  submitting = false
  /** the idempotency key: the first preview's token, reused for every attempt */
  token = ''
  placed: AddOrderResult | null = null
  /** the buyer's coupon per shop (0 = none); a shop not here gets the best one */
  couponChoice: Record<number, number> = {}
  /** whether the preview was priced as self-pickup (no freight) */
  pricedPickup = false

  constructor (private readonly root: RootStore, readonly type: CheckoutType, readonly lines: SettleLine[]) {
    makeAutoObservable<this, 'root'>(this, { root: false, type: false, lines: false })
    const u = root.session.user
    this.pickupName = u?.nickname ?? ''
    this.pickupMobile = u?.mobile ?? ''
  }

  get address (): Address | null {
    return this.preview?.addressData ?? null
  }

  get pickupAvailable (): boolean {
    return !!this.preview?.orderData.pickup_available
  }

  /** The preview's total (goods + freight − coupons); freight does not apply to self-pickup. */
  get total (): string {
    const s = this.preview?.orderData.statis
    if (!s) return '0'
    // switching delivery mode reloads the preview; until it arrives, pickup is the goods alone
    return this.pickup === this.pricedPickup ? s.alltotal : this.pickup ? s.allsub : s.alltotal
  }

  async load (addressId?: number): Promise<void> {
    if (!this.preview) this.status = 'loading'
    try {
      const pickup = this.pickup
      const coupons = Object.entries(this.couponChoice).map(([shop, id]) => ({ shop_id: Number(shop), coupon_id: id }))
      const p = await checkoutApi.preview({ data: this.lines, address_id: addressId ?? this.address?.id ?? undefined, ...(pickup ? { pickup } : {}), ...(coupons.length > 0 ? { coupons } : {}) })
      runInAction(() => {
        this.preview = p
        this.pricedPickup = pickup
        if (!this.token) this.token = p.token
        if (!p.orderData.pickup_available) this.pickup = false
        this.status = 'ready'
        this.error = ''
      })
    } catch (e) {
      runInAction(() => {
        // a refusal while already showing the order (another address): keep the page
        if (this.preview && isApiError(e) && e.kind !== 'business') return
        this.status = 'error'
        this.preview = null
        this.error = isApiError(e) && (e.kind === 'business' || e.kind === 'http') ? e.message : ''
      })
    }
  }

  setPickup (on: boolean): void {
    const next = on && this.pickupAvailable
    if (next === this.pickup) return
    this.pickup = next
    // a shipping coupon saves nothing on pickup: price again
    void this.load()
  }

  /** Another coupon (0 = none) for a shop's order: the preview prices it. */
  chooseCoupon (shopId: number, couponId: number): void {
    this.couponChoice[shopId] = couponId
    void this.load()
  }

  setPickupName (v: string): void { this.pickupName = v }
  setPickupMobile (v: string): void { this.pickupMobile = v }

  setRemarks (shopId: number, v: string): void {
    this.remarks[shopId] = [...v].slice(0, REMARKS_MAX).join('')
  }

  /** spec §5 Order: an address, or a pickup contact, is required. */
  validate (): CheckoutProblem | null {
    if (this.pickup) {
      if (!this.pickupName.trim()) return 'pickupNameRequired'
      if (normalMobile(this.pickupMobile) === null) return 'pickupMobileInvalid'
      return null
    }
    return this.address ? null : 'addressRequired'
  }

  request (): AddOrderRequest {
    const lists = (this.preview?.orderData.lists ?? []).map((s) => {
      const remarks = (this.remarks[s.shop_id] ?? '').trim()
      return {
        shop_id: s.shop_id,
        ...(remarks ? { remarks } : {}),
        ...(s.coupon_id !== null ? { coupon_id: s.coupon_id } : {}),
        products: s.products.map((p) => ({ goods_id: p.goods_id, sku_id: p.sku_id, number: p.number }))
      }
    })
    const order: AddOrderRequest['order'] = this.pickup
      ? { pickup: { name: this.pickupName.trim(), mobile: this.pickupMobile.replace(/[\s-]/g, '') }, lists }
      : { address_id: this.address?.id, lists }
    return { token: this.token, order }
  }

  /**
   * Places the orders once: ignored while a submit is running or after success; the same token is
   * sent on every retry. The cart's ordered lines leave the cart.
   */
  async submit (): Promise<AddOrderResult | CheckoutProblem | null> {
    if (this.submitting || !this.preview) return null
    if (this.placed) return this.placed
    const problem = this.validate()
    if (problem) return problem
    this.submitting = true
    try {
      const res = await checkoutApi.addOrder(this.request())
      runInAction(() => { this.placed = res })
      if (this.type === 'cart') this.root.cart.removeOrdered(this.lines)
      void this.root.session.refresh().catch(() => undefined)
      return res
    } catch {
      // the request layer showed the server's message; the same token is used again
      return null
    } finally {
      runInAction(() => { this.submitting = false })
    }
  }
}
