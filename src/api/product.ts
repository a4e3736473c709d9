import type { Paginated } from '../../types/envelope'
import type {
  CollectItem, CommentPage, CommentTag, DeleteResult, FollowResult, FootprintItem, GoodsDetail
} from '../../types/catalog'
import { defineApi, GET, POST } from './define'

// /wanlshop/product/* — goods detail, comments, favourites and footprints (types/catalog.ts).
export const productApi = defineApi({
  /** detail with sku/spu/coupons/shop/comments; writes a footprint when the caller has a token.
   * No toast: the page shows its own "does not exist" / "load failed" states. */
  goods: GET<{ id: number }, GoodsDetail>('/wanlshop/product/goods', { auth: false, toast: false }),
  comment: GET<{ id: number, tag?: CommentTag, page?: number, limit?: number }, CommentPage>('/wanlshop/product/comment', { auth: false }),
  /** toggles the favourite */
  follow: POST<{ id: number }, FollowResult>('/wanlshop/product/follow'),
  collect: GET<{ type: 'goods' | 'groups', page?: number, limit?: number }, Paginated<CollectItem>>('/wanlshop/product/collect'),
  /** ids are collect_id values */
  collectDel: POST<{ ids: number[] }, DeleteResult>('/wanlshop/product/collectDel'),
  footprint: GET<{ page?: number, limit?: number }, Paginated<FootprintItem>>('/wanlshop/product/footprint'),
  /** ids are footprint_id values; all: true clears the whole history */
  footprintDel: POST<{ ids?: number[], all?: boolean }, DeleteResult>('/wanlshop/product/footprintDel')
})
