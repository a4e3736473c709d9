import { makeAutoObservable } from '@/lib/state'
import type { GoodsListItem, GoodsSort, SortOrder } from '../../../../types/catalog'
import { shopApi } from '@/api/shop'
import { PagedList } from '@/stores/paged'

// A shop's goods list (product/lists?shop_id) with its sort, own category and search word.
// Price sorts toggle between ascending and descending; the others are descending.

export class ShopGoodsQuery {
  sort: GoodsSort = 'composite'
  order: SortOrder = 'desc'
  categoryId: number | null
  search: string
  readonly list: PagedList<GoodsListItem>

  constructor (readonly shopId: number, opts: { categoryId?: number | null, search?: string } = {}) {
    this.categoryId = opts.categoryId ?? null
    this.search = (opts.search ?? '').trim()
    this.list = new PagedList<GoodsListItem>(this.fetcher())
    makeAutoObservable<this, 'fetcher'>(this, { shopId: false, list: false, fetcher: false })
  }

  private fetcher () {
    const q = {
      shop_id: this.shopId,
      sort: this.sort,
      order: this.order,
      shop_category_id: this.categoryId ?? undefined,
      search: this.search || undefined
    }
    return (page: number) => shopApi.goods({ ...q, page })
  }

  /** Tapping a sort: price again flips the order; another sort starts from its default order. */
  setSort (sort: GoodsSort): Promise<void> {
    if (sort === 'price' && this.sort === 'price') this.order = this.order === 'asc' ? 'desc' : 'asc'
    else this.order = sort === 'price' ? 'asc' : 'desc'
    this.sort = sort
    return this.list.setFetcher(this.fetcher())
  }

  setCategory (id: number | null): Promise<void> {
    this.categoryId = id
    return this.list.setFetcher(this.fetcher())
  }

  setSearch (word: string): Promise<void> {
    this.search = word.trim()
    return this.list.setFetcher(this.fetcher())
  }

  refresh (): Promise<void> {
    return this.list.refresh()
  }
}
