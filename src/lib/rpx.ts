import type { PageModule } from '../../types/common'

// The page designer on the server works in CSS pixels of a 375-wide screen; the client lays out
// in rpx (750 per screen width), so every pixel value is doubled (spec §7 common/init, §9).

/** 10 → 20 */
export function px2rpx (px: number): number {
  return px * 2
}

// a number directly followed by px, not part of a word or a longer number (so "a10px" is untouched)
const PX = /(^|[^\w.])(-?\d*\.?\d+)px\b/g

/** Doubles every "<n>px" in a style text: '10px 5px' → '20rpx 10rpx'. URLs are left alone. */
export function pxTextToRpx (text: string): string {
  if (/^(https?:|\/\/|data:|\/)/.test(text)) return text
  return text.replace(PX, (_m, pre: string, num: string) => `${pre}${formatNumber(Number(num) * 2)}rpx`)
}

function formatNumber (n: number): string {
  // avoid 0.1*2 float noise such as 0.30000000000000004
  return String(Math.round(n * 1e6) / 1e6)
}

/**
 * Deep copy of a style/params value with pixel strings doubled. Bare numbers are NOT changed:
 * the server also sends counts and ratios as numbers, and only strings carry a px unit.
 */
export function toRpx<T> (value: T): T {
  if (typeof value === 'string') return pxTextToRpx(value) as unknown as T
  if (Array.isArray(value)) return value.map((v) => toRpx(v)) as unknown as T
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[k] = toRpx(v)
    return out as T
  }
  return value
}

/** A decorated-page module with its style and params in rpx; data (images, links) is untouched. */
export function moduleToRpx (m: PageModule): PageModule {
  return { ...m, style: toRpx(m.style ?? {}), params: toRpx(m.params ?? {}) }
}
