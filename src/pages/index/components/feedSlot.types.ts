import type { PageModule } from '../../../../types/common'

/** What the home page calls on the feed: reach-bottom paging and pull-down refresh. */
export interface FeedHandle {
  loadMore (): Promise<void>
  refresh (): Promise<void>
}

export interface FeedSlotProps {
  /** the "likes" module of common/init (its data is page 1 of product/likes), or null */
  module: PageModule | null
  /** the feed hands its handle over once mounted (null when unmounted) */
  register: (handle: FeedHandle | null) => void
}
