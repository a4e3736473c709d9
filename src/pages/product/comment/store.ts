import { makeAutoObservable, runInAction } from '@/lib/state'
import type { CommentStatistics, CommentTag, GoodsComment } from '../../../../types/catalog'
import { productApi } from '@/api/product'
import { PagedList } from '@/stores/paged'

export const COMMENT_TAGS: CommentTag[] = ['all', 'good', 'pertinent', 'poor', 'figure']

export function isCommentTag (v: unknown): v is CommentTag {
  return typeof v === 'string' && (COMMENT_TAGS as string[]).includes(v)
}

/** The comments page: the chosen tag, the statistics (counts per tag) and the paged list. */
export class CommentsStore {
  tag: CommentTag
  stats: CommentStatistics | null = null
  readonly list: PagedList<GoodsComment>

  constructor (readonly goodsId: number, tag: CommentTag = 'all') {
    this.tag = tag
    this.list = new PagedList<GoodsComment>(this.fetcher(tag))
    makeAutoObservable<this, 'fetcher'>(this, { goodsId: false, list: false, fetcher: false })
  }

  private fetcher (tag: CommentTag) {
    return async (page: number) => {
      const r = await productApi.comment({ id: this.goodsId, tag, page })
      runInAction(() => { this.stats = r.statistics })
      return r.comment
    }
  }

  count (tag: CommentTag): number {
    if (!this.stats) return 0
    return tag === 'all' ? this.stats.total : this.stats[tag]
  }

  /** Another tag: page 1 of that tag (older answers are dropped by the list). */
  setTag (tag: CommentTag): Promise<void> {
    this.tag = tag
    return this.list.setFetcher(this.fetcher(tag))
  }

  refresh (): Promise<void> {
    return this.list.refresh()
  }
}
