import Taro from '@tarojs/taro'
import type { GoodsCard, PageModule } from '../../../types/common'

// Helpers that read home modules (types/common.ts PageModule) tolerantly: the admin-decorated data
// may name the same thing image/img/media, url/link, text/name/title.

type Item = Record<string, unknown>

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')

export const itemImage = (d: Item) => str(d.image ?? d.img ?? d.media ?? d.icon)
export const itemLink = (d: Item) => str(d.url ?? d.link ?? d.path)
export const itemText = (d: Item) => str(d.text ?? d.name ?? d.title)
export const itemId = (d: Item): number | string | null => (d.id as number | string | undefined) ?? null
export const itemCategoryId = (d: Item): number | string | null =>
  (d.category_id as number | string | undefined) ?? (d.categoryId as number | string | undefined) ?? null

export function isGoods (d: Item): d is Item & GoodsCard {
  return d != null && d.id != null && typeof d.title === 'string' && d.price != null
}

export const goodsOf = (m: PageModule): GoodsCard[] => (m.data ?? []).filter(isGoods) as unknown as GoodsCard[]

export const moduleTitle = (m: PageModule): string =>
  str((m.params as Item)?.title ?? (m.params as Item)?.text) || m.name || ''

/** A length from the page designer (375-wide CSS px as a number, or a string already in rpx/px)
 *  as a CSS length for this platform; undefined when absent or not a length. */
export function designLength (v: unknown): string | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return Taro.pxTransform(v * 2)
  if (typeof v !== 'string') return undefined
  const m = /^(-?\d+(?:\.\d+)?)(rpx|px)?$/.exec(v.trim())
  if (!m) return undefined
  const n = Number(m[1])
  return Taro.pxTransform(m[2] === 'rpx' ? n : n * 2)
}

/** The safe part of a module style as an inline style: background colour and corner radius. */
export function moduleStyle (style: PageModule['style'] | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  if (!style) return out
  const bg = style.background ?? style.backgroundColor
  if (typeof bg === 'string' && /^(#[0-9a-f]{3,8}|rgba?\([^)]*\))$/i.test(bg.trim())) out.backgroundColor = bg.trim()
  const radius = designLength(style.radius ?? style.borderRadius)
  if (radius) out.borderRadius = radius
  return out
}

/** Number of columns of a grid module (style.columns), within [min, max]. */
export function moduleColumns (m: PageModule, fallback: number, min = 2, max = 5): number {
  const n = Math.floor(Number(m.style?.columns ?? m.params?.columns))
  return Number.isFinite(n) && n >= min && n <= max ? n : fallback
}
