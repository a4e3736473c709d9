import { makeAutoObservable, runInAction } from '@/lib/state'
import type { Paginated } from '../../types/envelope'

// One paged list (spec §3 "Loading and option states": loading, over = no more, error = load
// failed). Pages create one per list with the fetcher for its endpoint; pull-to-refresh calls
// refresh(), reaching the bottom calls loadMore(). A response that arrives after a newer
// refresh started is dropped, so a fast filter change never shows stale rows.

export type LoadStatus = 'idle' | 'loading' | 'more' | 'over' | 'error'

export type PageFetcher<T> = (page: number) => Promise<Paginated<T>>

export class PagedList<T> {
  items: T[] = []
  page = 0
  lastPage = 1
  total = 0
  status: LoadStatus = 'idle'
  private generation = 0

  constructor (private fetcher: PageFetcher<T>) {
    makeAutoObservable<PagedList<T>, 'fetcher' | 'generation'>(this, { fetcher: false, generation: false })
  }

  /** true before the first page has arrived (show a skeleton, not "no more") */
  get initialLoading (): boolean {
    return this.status === 'loading' && this.page === 0
  }

  get isEmpty (): boolean {
    return this.page > 0 && this.items.length === 0 && this.status !== 'error'
  }

  get hasMore (): boolean {
    return this.page < this.lastPage
  }

  /** Replaces the fetcher (new filters) and loads page 1. */
  setFetcher (fetcher: PageFetcher<T>): Promise<void> {
    this.fetcher = fetcher
    return this.refresh()
  }

  refresh (): Promise<void> {
    this.generation += 1
    this.items = []
    this.page = 0
    this.lastPage = 1
    this.total = 0
    return this.fetch(1)
  }

  loadMore (): Promise<void> {
    if (this.status === 'loading' || this.status === 'over') return Promise.resolve()
    if (this.page > 0 && !this.hasMore) { this.status = 'over'; return Promise.resolve() }
    return this.fetch(this.page + 1)
  }

  /**
   * Starts from a first page the caller already has (e.g. embedded in another response);
   * loadMore() goes on with page 2. A newer prime/refresh drops responses still in the air.
   */
  prime (first: T[], lastPage: number): void {
    this.generation += 1
    this.items = first
    this.page = 1
    this.lastPage = Math.max(1, lastPage)
    this.total = first.length
    this.status = this.lastPage > 1 && first.length > 0 ? 'more' : 'over'
  }

  /** After a failed page, the footer's "load failed, tap to retry" calls this. */
  retry (): Promise<void> {
    return this.fetch(this.page + 1)
  }

  /** Local removal after a delete (favourites, footprints). */
  remove (predicate: (item: T) => boolean): void {
    const before = this.items.length
    this.items = this.items.filter((i) => !predicate(i))
    this.total = Math.max(0, this.total - (before - this.items.length))
  }

  private async fetch (page: number): Promise<void> {
    const gen = this.generation
    this.status = 'loading'
    try {
      const res = await this.fetcher(page)
      if (gen !== this.generation) return
      runInAction(() => {
        this.items = page === 1 ? res.data : [...this.items, ...res.data]
        this.page = res.current_page || page
        this.lastPage = res.last_page
        this.total = res.total
        this.status = this.page >= res.last_page || res.data.length === 0 ? 'over' : 'more'
      })
    } catch {
      if (gen !== this.generation) return
      runInAction(() => { this.status = 'error' })
    }
  }
}
