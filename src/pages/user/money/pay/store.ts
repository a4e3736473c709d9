import { makeAutoObservable, runInAction } from '@/lib/state'
import { PAY_ASSETS, type PayAsset, type PaymentResult, type PayPreview } from '../../../../../types/order'
import { payApi } from '@/api/pay'
import { isApiError } from '@/api/errors'

// The payment screen's state machine (spec §4 Payment screen: processing, success, failed or
// cancelled, retry). A plain observable store (lib/state), tested without rendering.
//
//   loading → ready | loadError | empty
//   ready --submit (6 digits)--> processing --ok--> success
//                                           --refused--> failed (reason; new attempt = new key)
//                                           --no answer--> failed (retryable: same key, same password)
//   ready --open sheet, close it unfinished--> cancelled --retry--> ready (sheet open)
//
// One idempotency key per attempt: made when an attempt is submitted, reused when that same
// attempt is retried after a network failure (the server returns the first result instead of
// charging twice), dropped after a definite answer.

/** the assets in the order the sheet lists them */
export const PAY_ASSET_LIST: readonly PayAsset[] = PAY_ASSETS
export const PASSWORD_LENGTH = 6

export type PayPhase = 'loading' | 'loadError' | 'empty' | 'ready' | 'processing' | 'success' | 'failed' | 'cancelled'

export interface PayFailure {
  message: string
  /** no definite answer (network, 5xx): retrying repeats the same attempt with the same key */
  retrySame: boolean
}

export interface PayApi {
  getPay: (p: { order_ids: number[] }) => Promise<PayPreview>
  payment: (p: { order_ids: number[], asset: PayAsset, pay_password: string, key: string }) => Promise<PaymentResult>
}

/** Random idempotency key matching ^[A-Za-z0-9_-]{8,64}$. */
export function newPayKey (): string {
  let s = `p${Date.now().toString(36)}`
  while (s.length < 24) s += Math.random().toString(36).slice(2)
  return s.slice(0, 32)
}

/** "1,2,x,2" → [1, 2]: positive integer ids, once each. */
export function parseOrderIds (raw: string | undefined): number[] {
  const out: number[] = []
  for (const part of decodeURIComponent(raw ?? '').split(',')) {
    const n = Number(part.trim())
    if (Number.isInteger(n) && n > 0 && !out.includes(n)) out.push(n)
  }
  return out
}

export class PayStore {
  phase: PayPhase = 'loading'
  preview: PayPreview | null = null
  asset: PayAsset | null = null
  password = ''
  sheetOpen = false
  failure: PayFailure | null = null
  result: PaymentResult | null = null
  /** the current attempt's idempotency key */
  key: string | null = null
  orderIds: number[] = []

  constructor (private readonly api: PayApi = payApi, private readonly makeKey: () => string = newPayKey) {
    makeAutoObservable<this, 'api' | 'makeKey'>(this, { api: false, makeKey: false })
  }

  get options (): PayPreview['options'] {
    const opts = this.preview?.options ?? []
    return PAY_ASSET_LIST.map((a) => opts.find((o) => o.asset === a)).filter((o): o is PayPreview['options'][number] => !!o)
  }

  get selected (): PayPreview['options'][number] | null {
    return this.options.find((o) => o.asset === this.asset) ?? null
  }

  get hasPassword (): boolean {
    return !!this.preview?.set_paypwd
  }

  get passwordComplete (): boolean {
    return this.password.length === PASSWORD_LENGTH
  }

  get canSubmit (): boolean {
    return this.phase !== 'processing' && this.phase !== 'success' && !!this.selected?.enough && this.hasPassword
  }

  async load (ids: number[]): Promise<void> {
    this.orderIds = ids
    if (ids.length === 0) { this.phase = 'empty'; return }
    this.phase = 'loading'
    try {
      const p = await this.api.getPay({ order_ids: ids })
      runInAction(() => {
        this.preview = p
        if (!this.asset || !p.options.find((o) => o.asset === this.asset)?.enough) {
          this.asset = PAY_ASSET_LIST.find((a) => p.options.find((o) => o.asset === a)?.enough) ?? null
        }
        this.phase = p.orders.length === 0 ? 'empty' : 'ready'
      })
    } catch (e) {
      runInAction(() => {
        // a refusal (already paid, closed, not found) means nothing is left to pay here
        this.phase = isApiError(e) && e.kind === 'business' ? 'empty' : 'loadError'
        this.failure = { message: e instanceof Error ? e.message : '', retrySame: false }
      })
    }
  }

  /** Re-reads balances and the password flag (back from setting the password) without losing the choice. */
  async reload (): Promise<void> {
    if (this.phase === 'processing' || this.phase === 'success') return
    try {
      const p = await this.api.getPay({ order_ids: this.orderIds })
      runInAction(() => { this.preview = p })
    } catch { /* keep what is shown */ }
  }

  /**
   * Chooses the asset. An option without enough balance is refused: returns the asset so the
   * page shows the spec's message with the available amount; null when chosen.
   */
  choose (asset: PayAsset): { refused: PayAsset, available: string } | null {
    if (this.phase === 'processing' || this.phase === 'success') return null
    const o = this.options.find((x) => x.asset === asset)
    if (!o) return null
    if (!o.enough) return { refused: asset, available: o.balance }
    if (this.asset !== asset) {
      this.asset = asset
      this.key = null
    }
    if (this.phase === 'failed' || this.phase === 'cancelled') this.phase = 'ready'
    return null
  }

  setPassword (v: string): void {
    if (this.phase === 'processing' || this.phase === 'success') return
    const digits = v.replace(/\D/g, '').slice(0, PASSWORD_LENGTH)
    if (digits !== this.password) this.key = null
    this.password = digits
    if (this.phase === 'failed') this.phase = 'ready'
  }

  pressKey (k: string): void {
    if (k === 'del') this.setPassword(this.password.slice(0, -1))
    else this.setPassword(this.password + k)
  }

  openSheet (): void {
    if (this.phase === 'processing' || this.phase === 'success') return
    this.sheetOpen = true
    if (this.phase === 'cancelled' || this.phase === 'failed') this.phase = 'ready'
  }

  /** The user closed the password sheet without paying. */
  closeSheet (): void {
    if (!this.sheetOpen) return
    this.sheetOpen = false
    if (this.phase === 'ready' || this.phase === 'failed') {
      this.phase = 'cancelled'
      this.password = ''
      this.key = null
    }
  }

  /** Pays with the chosen asset and the typed password; resolves the result on success. */
  async submit (): Promise<PaymentResult | null> {
    if (!this.canSubmit || !this.passwordComplete || !this.asset) return null
    if (!this.key) this.key = this.makeKey()
    const req = { order_ids: this.orderIds, asset: this.asset, pay_password: this.password, key: this.key }
    this.phase = 'processing'
    this.failure = null
    try {
      const r = await this.api.payment(req)
      runInAction(() => {
        this.result = r
        this.phase = 'success'
        this.sheetOpen = false
      })
      return r
    } catch (e) {
      runInAction(() => {
        const definite = isApiError(e) && (e.kind === 'business' || e.kind === 'unauthorized' || e.kind === 'silent')
        this.failure = { message: e instanceof Error ? e.message : '', retrySame: !definite }
        this.phase = 'failed'
        if (definite) {
          // a definite refusal ends the attempt: the next try is a new attempt with a new key
          this.key = null
          this.password = ''
        }
      })
      return null
    }
  }

  /** "Try again": repeats the same attempt after no answer, else starts a new one (sheet open). */
  retry (): Promise<PaymentResult | null> {
    if (this.failure?.retrySame && this.phase === 'failed' && this.passwordComplete) return this.submit()
    this.phase = 'ready'
    this.failure = null
    this.password = ''
    this.sheetOpen = true
    return Promise.resolve(null)
  }
}
