import { makeAutoObservable } from '@/lib/state'
import type { FootprintItem } from '../../../../types/catalog'
import { productApi } from '@/api/product'
import { PagedList } from '@/stores/paged'
import { EditSelection } from '@/stores/selection'
import type { RootStore } from '@/stores/root'
import { groupByDay, type DayGroup } from './group'

/** Browsing history (product/footprint): grouped by day, edit mode, delete some or clear all. */
export class FootprintStore {
  readonly list = new PagedList<FootprintItem>((page) => productApi.footprint({ page }))
  readonly selection = new EditSelection()
  busy = false

  constructor (private readonly root: RootStore, private readonly now: () => number = Date.now) {
    makeAutoObservable<this, 'root' | 'now'>(this, { root: false, now: false, list: false, selection: false })
  }

  get groups (): DayGroup[] {
    return groupByDay(this.list.items, this.now())
  }

  get ids (): number[] {
    return this.list.items.map((i) => i.footprint_id)
  }

  refresh (): Promise<void> {
    this.selection.clear()
    return this.list.refresh()
  }

  /** Deletes the ticked footprints; resolves how many went (0 on failure or nothing ticked). */
  async deleteSelected (): Promise<number> {
    const ids = this.selection.ids
    if (ids.length === 0 || this.busy) return 0
    this.busy = true
    try {
      const r = await productApi.footprintDel({ ids })
      const gone = new Set(ids)
      this.list.remove((i) => gone.has(i.footprint_id))
      this.selection.toggleEditing(false)
      void this.root.session.refresh().catch(() => undefined)
      return r.deleted
    } catch {
      return 0
    } finally {
      this.setBusy(false)
    }
  }

  /** Clears the whole history (footprintDel all). */
  async clearAll (): Promise<boolean> {
    if (this.busy) return false
    this.busy = true
    try {
      await productApi.footprintDel({ all: true })
      this.list.remove(() => true)
      this.selection.toggleEditing(false)
      void this.root.session.refresh().catch(() => undefined)
      return true
    } catch {
      return false
    } finally {
      this.setBusy(false)
    }
  }

  setBusy (v: boolean): void {
    this.busy = v
  }
}
