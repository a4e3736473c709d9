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
 * The section whose top has reached the bottom of the tab bar: `viewTops` are the sections' tops
 * and `barBottom` the bar's bottom, both in viewport px (so the H5 navigation bar above the tabs
 * needs no special case). The first section before any has; a section not measured is skipped.
 */
export function currentSection (viewTops: Partial<Record<Section, number>>, barBottom: number): Section {
  let current: Section = SECTIONS[0]
  for (const s of SECTIONS) {
    const top = viewTops[s]
    // 1 px of slack: a jump lands exactly on the edge, and rounding must not leave it one short
    if (top !== undefined && top <= barBottom + 1) current = s
  }
  return current
}

/** The page scroll that puts a section's top right under the bar, from the current scroll. */
export function scrollTargetOf (viewTops: Partial<Record<Section, number>>, s: Section, scrollTop: number, barBottom: number): number {
  return Math.max(0, Math.round(scrollTop + (viewTops[s] ?? barBottom - scrollTop) - barBottom))
}
