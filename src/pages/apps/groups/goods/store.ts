import { makeAutoObservable, runInAction } from '@/lib/state'
import type { GroupBuyType, GroupGoodsDetail } from '../../../../../types/groups'
import { groupsApi } from '@/api/groups'
import { isApiError } from '@/api/errors'
import type { RootStore } from '@/stores/root'
import { GoodsPageStore } from '@/pages/product/goods/store'
import { lowestPrice, maxUnits, unitPrice } from '../rules'

/** What the SKU sheet was opened for: buy alone, open a team (group or a ladder), or join a team. */
export interface GroupChoice { type: GroupBuyType, ladder?: number, team?: number }

/**
 * A group deal's page: the ordinary product detail (GoodsPageStore: gallery, SKUs, favourite) and
 * the group terms from groups/product/goods (prices per SKU, ladders, open teams, the caller's limit).
 */
export class GroupGoodsStore {
  readonly product: GoodsPageStore
  group: GroupGoodsDetail | null = null
  groupStatus: 'loading' | 'ready' | 'missing' | 'error' = 'loading'
  error = ''

  constructor (root: RootStore, readonly id: number) {
    this.product = new GoodsPageStore(root, id)
    makeAutoObservable(this, { product: false, id: false })
  }

  get status (): 'loading' | 'ready' | 'missing' | 'error' {
    const p = this.product.status
    if (p === 'missing' || this.groupStatus === 'missing') return 'missing'
    if (p === 'error' || this.groupStatus === 'error') return 'error'
    if (p === 'loading' || this.groupStatus === 'loading') return 'loading'
    return 'ready'
  }

  async load (): Promise<void> {
    await Promise.all([this.product.load(), this.loadGroup()])
  }

  async loadGroup (): Promise<void> {
    if (!Number.isFinite(this.id) || this.id <= 0) { this.groupStatus = 'missing'; return }
    try {
      const g = await groupsApi.goods({ id: this.id })
      runInAction(() => { this.group = g; this.groupStatus = 'ready' })
    } catch (e) {
      runInAction(() => {
        if (isApiError(e) && e.kind === 'business') this.groupStatus = 'missing'
        else if (!this.group) { this.groupStatus = 'error'; this.error = isApiError(e) ? e.message : '' }
      })
    }
  }

  get groupPrice (): string | null { return this.group ? lowestPrice(this.group.prices, 'group') : null }
  get alonePrice (): string | null { return this.group ? lowestPrice(this.group.prices, 'alone') : null }

  /** The SKU sheet's price for a choice. */
  priceOf (choice: GroupChoice, skuId: number): string | null {
    return this.group ? unitPrice(this.group.prices, skuId, choice.type, choice.ladder) : null
  }

  /** How many units may still be picked (null limit = stock only). */
  get maxUnits (): number {
    const stock = this.product.sku?.stock ?? 0
    return maxUnits(stock, this.group?.remaining_limit ?? null)
  }

  ensureLogin (): Promise<boolean> {
    return this.product.ensureLogin()
  }
}
