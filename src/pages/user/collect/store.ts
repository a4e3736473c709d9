import { makeAutoObservable } from '@/lib/state'
import type { CollectItem } from '../../../../types/catalog'
import { productApi } from '@/api/product'
import { PagedList } from '@/stores/paged'
import { EditSelection } from '@/stores/selection'
import type { RootStore } from '@/stores/root'

export type CollectTab = 'goods' | 'groups'

/** Favourites (product/collect): a paged list per tab, edit-mode selection, delete (collectDel). */
export class CollectStore {
  tab: CollectTab = 'goods'
  readonly lists: Record<CollectTab, PagedList<CollectItem>>
  readonly selection = new EditSelection()
  deleting = false

  constructor (private readonly root: RootStore) {
    this.lists = {
      goods: new PagedList<CollectItem>((page) => productApi.collect({ type: 'goods', page })),
      groups: new PagedList<CollectItem>((page) => productApi.collect({ type: 'groups', page }))
    }
    makeAutoObservable<this, 'root'>(this, { root: false, lists: false, selection: false })
  }

  get list (): PagedList<CollectItem> {
    return this.lists[this.tab]
  }

  get ids (): number[] {
    return this.list.items.map((i) => i.collect_id)
  }

  setTab (tab: CollectTab): Promise<void> {
    this.tab = tab
    this.selection.toggleEditing(false)
    const l = this.lists[tab]
    return l.page === 0 && l.status !== 'loading' ? l.refresh() : Promise.resolve()
  }

  refresh (): Promise<void> {
    this.selection.clear()
    return this.list.refresh()
  }

  /** Deletes the ticked favourites; resolves how many went (0 on failure). */
  async deleteSelected (): Promise<number> {
    const ids = this.selection.ids
    if (ids.length === 0 || this.deleting) return 0
    this.deleting = true
    try {
      const r = await productApi.collectDel({ ids })
      const gone = new Set(ids)
      this.list.remove((i) => gone.has(i.collect_id))
      this.selection.toggleEditing(false)
      void this.root.session.refresh().catch(() => undefined)
      return r.deleted
    } catch {
      return 0
    } finally {
      this.setDeleting(false)
    }
  }

  setDeleting (v: boolean): void {
    this.deleting = v
  }
}
