import { makeAutoObservable } from '@/lib/state'
import type { FollowedShop } from '../../../../types/catalog'
import { shopApi } from '@/api/shop'
import { PagedList } from '@/stores/paged'
import type { RootStore } from '@/stores/root'

/** Followed stores (shop/followList) and unfollowing one (shop/follow toggles). */
export class FollowStore {
  readonly list = new PagedList<FollowedShop>((page) => shopApi.followList({ page }))
  busy: number | null = null

  constructor (private readonly root: RootStore) {
    makeAutoObservable<this, 'root'>(this, { root: false, list: false })
  }

  /** Unfollows; the shop leaves the list. Resolves true when it did. */
  async unfollow (id: number): Promise<boolean> {
    if (this.busy !== null) return false
    this.busy = id
    try {
      const r = await shopApi.follow({ id })
      if (r.isFollow) {
        // it was not followed any more (another device): the toggle followed it again; undo
        await shopApi.follow({ id })
      }
      this.list.remove((s) => s.id === id)
      void this.root.session.refresh().catch(() => undefined)
      return true
    } catch {
      return false
    } finally {
      this.setBusy(null)
    }
  }

  setBusy (v: number | null): void {
    this.busy = v
  }
}
