import { makeAutoObservable } from '@/lib/state'
import type { CommentOrderRequest, OrderDetail } from '../../../../../types/order'

/** spec §5 / §9: images must not exceed 2MB; at most 9 pictures per product */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024
export const MAX_IMAGES = 9

export type Rating = 0 | 1 | 2
export interface Picture { url: string, preview: string }
export interface GoodsReview { id: number, state: Rating, comment: string, images: Picture[] }
export type ShopScores = CommentOrderRequest['shop']

/** The review form of one order: a rating, text and pictures per product, and four shop scores. */
export class CommentForm {
  goods: GoodsReview[] = []
  shop: ShopScores = { describe: 5, service: 5, deliver: 5, logistics: 5 }
  /** review without showing who: the comments show a masked name */
  anonymous = false
  uploading = 0

  constructor () {
    makeAutoObservable(this)
  }

  init (o: Pick<OrderDetail, 'goods'>): void {
    this.goods = o.goods.filter((g) => !g.commented).map((g) => ({ id: g.id, state: 0, comment: '', images: [] }))
  }

  review (id: number): GoodsReview | undefined {
    return this.goods.find((g) => g.id === id)
  }

  setRating (id: number, state: Rating): void {
    const g = this.review(id)
    if (g) g.state = state
  }

  setComment (id: number, text: string): void {
    const g = this.review(id)
    if (g) g.comment = text.slice(0, 500)
  }

  setScore (k: keyof ShopScores, v: number): void {
    this.shop[k] = Math.max(1, Math.min(5, Math.round(v)))
  }

  /** How many more pictures this product may take. */
  room (id: number): number {
    return MAX_IMAGES - (this.review(id)?.images.length ?? MAX_IMAGES)
  }

  addImage (id: number, p: Picture): void {
    const g = this.review(id)
    if (g && g.images.length < MAX_IMAGES) g.images.push(p)
  }

  removeImage (id: number, index: number): void {
    this.review(id)?.images.splice(index, 1)
  }

  setAnonymous (v: boolean): void {
    this.anonymous = v
  }

  setUploading (delta: number): void {
    this.uploading = Math.max(0, this.uploading + delta)
  }

  request (orderId: number): CommentOrderRequest {
    return {
      order_id: orderId,
      shop: { ...this.shop },
      goodsList: this.goods.map((g) => ({ id: g.id, state: g.state, comment: g.comment.trim(), imgList: g.images.map((i) => i.url) })),
      // sent only when chosen: the server's default is a named review
      ...(this.anonymous ? { anonymous: true } : {})
    }
  }
}

/** Splits picked files into those within the size limit and the count over it. */
export function withinLimit<T extends { size: number }> (files: T[]): { ok: T[], tooLarge: number } {
  const ok = files.filter((f) => f.size <= MAX_IMAGE_BYTES)
  return { ok, tooLarge: files.length - ok.length }
}
