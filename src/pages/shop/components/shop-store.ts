import { makeAutoObservable, runInAction } from '@/lib/state'
import type { ShopInfo } from '../../../../types/catalog'
import { shopApi } from '@/api/shop'
import { isApiError } from '@/api/errors'
import type { RootStore } from '@/stores/root'

export type ShopStatus = 'loading' | 'ready' | 'missing' | 'error'

/** One shop's info (shop/getShopInfo) and following it; logged out, following asks for login. */
export class ShopInfoStore {
  status: ShopStatus = 'loading'
  info: ShopInfo | null = null
  followBusy = false

  constructor (private readonly root: RootStore, readonly id: number) {
    makeAutoObservable<this, 'root'>(this, { root: false, id: false })
  }

  async load (): Promise<void> {
    if (!Number.isFinite(this.id) || this.id <= 0) {
      this.status = 'missing'
      return
    }
    try {
      const info = await shopApi.info({ id: this.id })
      runInAction(() => { this.info = info; this.status = 'ready' })
    } catch (e) {
      runInAction(() => {
        if (isApiError(e) && e.kind === 'business') this.status = 'missing'
        else if (!this.info) this.status = 'error'
      })
    }
  }

  /** Follow / unfollow; resolves the new state, or null when nothing changed. */
  async toggleFollow (): Promise<boolean | null> {
    if (!this.info || this.followBusy) return null
    if (!this.root.session.isLogin && !await this.root.session.login()) return null
    this.followBusy = true
    try {
      const r = await shopApi.follow({ id: this.id })
      runInAction(() => {
        if (this.info) {
          this.info.isFollow = r.isFollow
          this.info.like = r.like
        }
      })
      void this.root.session.refresh().catch(() => undefined)
      return r.isFollow
    } catch {
      return null
    } finally {
      runInAction(() => { this.followBusy = false })
    }
  }
}
