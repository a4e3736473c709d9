import { makeAutoObservable, runInAction } from '@/lib/state'
import type { GoodsDetail } from '../../../../types/catalog'
import { productApi } from '@/api/product'
import { shopApi } from '@/api/shop'
import { isApiError } from '@/api/errors'
import type { RootStore } from '@/stores/root'
import { SkuSelection } from './sku'

// State of one product detail page: the detail, its SKU selection, favourite and shop-follow
// toggles. Logged-out toggles start the wallet login first and go on when it succeeds.

export type DetailStatus = 'loading' | 'ready' | 'missing' | 'error'

export class GoodsPageStore {
  status: DetailStatus = 'loading'
  goods: GoodsDetail | null = null
  sku: SkuSelection | null = null
  /** message of a failed load (network), shown with a retry */
  error = ''
  followBusy = false
  shopFollowBusy = false

  constructor (private readonly root: RootStore, readonly id: number) {
    makeAutoObservable<this, 'root'>(this, { root: false, id: false })
  }

  async load (): Promise<void> {
    if (!Number.isFinite(this.id) || this.id <= 0) {
      this.status = 'missing'
      return
    }
    if (!this.goods) this.status = 'loading'
    try {
      const g = await productApi.goods({ id: this.id })
      runInAction(() => {
        this.goods = g
        this.sku = new SkuSelection(g.spu ?? [], g.sku ?? [], g.stock)
        this.status = 'ready'
      })
      // the server wrote a footprint: the Me page's counts change
      if (this.root.session.isLogin) void this.root.session.refresh().catch(() => undefined)
    } catch (e) {
      runInAction(() => {
        // a business refusal (code 0) is "no such goods / removed"; the rest is a failed load
        if (isApiError(e) && e.kind === 'business') {
          this.status = 'missing'
        } else if (!this.goods) {
          this.status = 'error'
          this.error = isApiError(e) ? e.message : ''
        }
      })
    }
  }

  /** Logged out: asks for the wallet login; resolves true with a session. */
  async ensureLogin (): Promise<boolean> {
    if (this.root.session.isLogin) return true
    return this.root.session.login()
  }

  /** Favourite toggle (product/follow). */
  async toggleFollow (): Promise<boolean | null> {
    if (!this.goods || this.followBusy) return null
    if (!await this.ensureLogin()) return null
    this.followBusy = true
    try {
      const r = await productApi.follow({ id: this.goods.id })
      runInAction(() => {
        if (this.goods) {
          this.goods.follow = r.follow
          this.goods.like = r.like
        }
      })
      void this.root.session.refresh().catch(() => undefined)
      return r.follow
    } catch {
      return null
    } finally {
      runInAction(() => { this.followBusy = false })
    }
  }

  /** Follow / unfollow the shop (shop/follow). */
  async toggleShopFollow (): Promise<boolean | null> {
    if (!this.goods || this.shopFollowBusy) return null
    if (!await this.ensureLogin()) return null
    this.shopFollowBusy = true
    try {
      const r = await shopApi.follow({ id: this.goods.shop.id })
      runInAction(() => {
        if (this.goods) {
          this.goods.shop.isFollow = r.isFollow
          this.goods.shop.like = r.like
        }
      })
      void this.root.session.refresh().catch(() => undefined)
      return r.isFollow
    } catch {
      return null
    } finally {
      runInAction(() => { this.shopFollowBusy = false })
    }
  }

  /** Puts the chosen SKU into the local cart. */
  addToCart (): void {
    const g = this.goods
    const chosen = this.sku?.chosen
    if (!g || !chosen || !this.sku) return
    this.root.cart.add({
      goods_id: g.id,
      shop_id: g.shop.id,
      shop_name: g.shop.shopname,
      sku_id: chosen.id,
      title: g.title,
      image: chosen.image || g.image,
      sku: { id: chosen.id, price: chosen.price, difference: this.sku.differenceText, stock: chosen.stock },
      number: this.sku.quantity
    })
  }

  /** The settlement list of a buy-now order (spec §3 settlement item). */
  buyNowList (): Array<{ goods_id: number, number: number, sku_id: number }> {
    const chosen = this.sku?.chosen
    if (!this.goods || !chosen || !this.sku) return []
    return [{ goods_id: this.goods.id, number: this.sku.quantity, sku_id: chosen.id }]
  }
}
