import { makeAutoObservable, runInAction } from '@/lib/state'
import type { GoodsListItem } from '../../../../types/catalog'
import { shopApi } from '@/api/shop'

/** The shop's home tab: best sellers (top 6 by sales) and new arrivals (newest 10). */
export class ShopHomeSections {
  hot: GoodsListItem[] = []
  newest: GoodsListItem[] = []
  loaded = false
  failed = false

  constructor (readonly shopId: number) {
    makeAutoObservable(this, { shopId: false })
  }

  async load (): Promise<void> {
    try {
      const [hot, newest] = await Promise.all([
        shopApi.goods({ shop_id: this.shopId, sort: 'sales', order: 'desc', page: 1, limit: 6 }, { toast: false }),
        shopApi.goods({ shop_id: this.shopId, sort: 'newest', order: 'desc', page: 1, limit: 10 }, { toast: false })
      ])
      runInAction(() => {
        this.hot = hot.data
        this.newest = newest.data
        this.loaded = true
        this.failed = false
      })
    } catch {
      runInAction(() => { this.failed = true; this.loaded = true })
    }
  }
}
