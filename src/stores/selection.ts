import { makeAutoObservable } from '@/lib/state'

// Edit mode of a list (favourites, footprints): on/off, which ids are ticked, select all.
// Ids that leave the list (deleted, refreshed away) are dropped with retain().

export class EditSelection {
  editing = false
  private picked = new Set<number>()

  constructor () {
    makeAutoObservable(this)
  }

  get ids (): number[] {
    return [...this.picked]
  }

  get count (): number {
    return this.picked.size
  }

  has (id: number): boolean {
    return this.picked.has(id)
  }

  /** Edit mode on/off; leaving it forgets the ticks. */
  toggleEditing (on = !this.editing): void {
    this.editing = on
    if (!on) this.picked.clear()
  }

  toggle (id: number): void {
    if (this.picked.has(id)) this.picked.delete(id)
    else this.picked.add(id)
  }

  /** true when every id of `all` is ticked (and there is at least one) */
  allOf (all: number[]): boolean {
    return all.length > 0 && all.every((id) => this.picked.has(id))
  }

  /** Ticks all of `ids`, or unticks them all when they are all ticked already (a day, the whole list). */
  toggleAll (ids: number[]): void {
    if (this.allOf(ids)) for (const id of ids) this.picked.delete(id)
    else for (const id of ids) this.picked.add(id)
  }

  /** Keeps only the ticks of ids still in the list. */
  retain (present: number[]): void {
    const keep = new Set(present)
    for (const id of [...this.picked]) if (!keep.has(id)) this.picked.delete(id)
  }

  clear (): void {
    this.picked.clear()
  }
}
