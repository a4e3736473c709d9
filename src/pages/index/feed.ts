import { makeAutoObservable } from '@/lib/state'
import type { GoodsCard } from '../../../types/common'
import { catalogApi } from '../../api/catalog'
import { PagedList } from '../../stores/paged'

// The home page's feed under the modules: "recommend" (product/likes, "guess you like") and
// "follow" (product/followFeed: newest goods of followed shops, login only).

export type FeedTab = 'likes' | 'follow'

/** product/likes pages hold 15 goods: a full first page may have a next one. */
export const LIKES_PAGE = 15

export class HomeFeed {
  tab: FeedTab = 'likes'
  readonly likes = new PagedList<GoodsCard>((page) => catalogApi.likes({ page }, { toast: false }))
  readonly follow = new PagedList<GoodsCard>((page) => catalogApi.followFeed({ page }, { toast: false }))

  constructor (private readonly isLogin: () => boolean) {
    makeAutoObservable<this, 'isLogin' | 'likes' | 'follow'>(this, { isLogin: false, likes: false, follow: false })
  }

  get current (): PagedList<GoodsCard> {
    return this.tab === 'likes' ? this.likes : this.follow
  }

  /** The likes module of common/init carries page 1: start from it, or load it. */
  startLikes (first: GoodsCard[] | null): void {
    if (first && first.length > 0) this.likes.prime(first, first.length >= LIKES_PAGE ? 2 : 1)
    else void this.likes.refresh()
  }

  setTab (tab: FeedTab): void {
    this.tab = tab
    if (tab === 'follow') this.ensureFollow()
  }

  /** Loads the follow feed the first time it is needed (logged in). */
  ensureFollow (): void {
    if (this.isLogin() && this.follow.page === 0 && this.follow.status !== 'loading') void this.follow.refresh()
  }

  /** Login or logout: the follow feed belongs to the user. */
  onLoginChange (): void {
    if (this.isLogin() && this.tab === 'follow') void this.follow.refresh()
  }

  /** Reaching the bottom of the page. */
  loadMore (): Promise<void> {
    if (this.tab === 'follow' && !this.isLogin()) return Promise.resolve()
    return this.current.loadMore()
  }

  /** Pull-down: the follow feed again (the likes come back with common/init). */
  refreshFollow (): Promise<void> {
    return this.isLogin() && this.follow.page > 0 ? this.follow.refresh() : Promise.resolve()
  }
}
