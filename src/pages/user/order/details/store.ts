import { makeAutoObservable, runInAction } from '@/lib/state'
import type { OrderDetail } from '../../../../../types/order'
import { orderApi } from '@/api/order'
import { isApiError } from '@/api/errors'

export type DetailPhase = 'loading' | 'ready' | 'notFound' | 'error'

/** Order details: load, reload (after an action or a countdown reaching 0), change the address once. */
export class OrderDetailStore {
  phase: DetailPhase = 'loading'
  order: OrderDetail | null = null
  busy = false

  constructor (readonly id: number, private readonly api = orderApi) {
    makeAutoObservable<this, 'api'>(this, { api: false })
  }

  async load (): Promise<void> {
    if (!this.order) this.phase = 'loading'
    try {
      const o = await this.api.info({ id: this.id })
      runInAction(() => { this.order = o; this.phase = 'ready' })
    } catch (e) {
      runInAction(() => {
        if (this.order) return
        this.phase = isApiError(e) && e.kind === 'business' ? 'notFound' : 'error'
      })
    }
  }

  async changeAddress (addressId: number): Promise<boolean> {
    if (this.busy) return false
    this.busy = true
    try {
      await this.api.editAddress({ id: this.id, address_id: addressId })
      await this.load()
      return true
    } catch {
      return false
    } finally {
      runInAction(() => { this.busy = false })
    }
  }

  setBusy (v: boolean): void {
    this.busy = v
  }
}
