// The product page's sticky tabs (goods / reviews / details): which section is "current" while
// scrolling, and where a tap scrolls to. Pure, so it is unit-tested; the page measures the tops.

export const SECTIONS = ['goods', 'reviews', 'detail'] as const
export type Section = typeof SECTIONS[number]

/** The element id each tab jumps to. */
export const SECTION_ANCHOR: Record<Section, string> = {
  goods: 'goods-sec-goods',
  reviews: 'goods-comments',
  detail: 'goods-sec-detail'
}

/** The tabs appear once the page has scrolled this far (px): over the gallery they would hide it. */
export const TABS_SHOW_AT = 120

/**
 * The section whose top has passed under the tab bar (`barHeight` px) at `scrollTop`; the first
 * one before any has. `tops` are page offsets; a missing section (no reviews) is skipped.
 */
export function currentSection (tops: Partial<Record<Section, number>>, scrollTop: number, barHeight: number): Section {
  let current: Section = SECTIONS[0]
  for (const s of SECTIONS) {
    const top = tops[s]
    // 1 px of slack: a jump lands exactly on the top, and rounding must not leave it one short
    if (top !== undefined && top - barHeight <= scrollTop + 1) current = s
  }
  return current
}

/** Where to scroll so that a section starts just under the tab bar. */
export function scrollTargetOf (tops: Partial<Record<Section, number>>, s: Section, barHeight: number): number {
  return Math.max(0, Math.round((tops[s] ?? 0) - barHeight))
}
