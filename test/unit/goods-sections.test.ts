import { currentSection, scrollTargetOf } from '@/pages/product/goods/sections'

// The product page's sticky tabs: the highlighted section follows the scroll; a tap lands the
// section just under the bar.

const tops = { goods: 0, reviews: 900, detail: 1600 }
const BAR = 44

describe('goods / reviews / details tabs', () => {
  it('highlights the last section whose top has reached the bar', () => {
    expect(currentSection(tops, 0, BAR)).toBe('goods')
    expect(currentSection(tops, 854, BAR)).toBe('goods')
    // 1 px of slack for rounding
    expect(currentSection(tops, 855, BAR)).toBe('reviews')
    expect(currentSection(tops, 1554, BAR)).toBe('reviews')
    expect(currentSection(tops, 1556, BAR)).toBe('detail')
    expect(currentSection(tops, 9999, BAR)).toBe('detail')
  })

  it('a tap scrolls the section under the bar, and that section is then the highlighted one', () => {
    for (const s of ['goods', 'reviews', 'detail'] as const) {
      const y = scrollTargetOf(tops, s, BAR)
      expect(currentSection(tops, y, BAR)).toBe(s)
    }
    expect(scrollTargetOf(tops, 'reviews', BAR)).toBe(856)
    expect(scrollTargetOf(tops, 'goods', BAR)).toBe(0)
  })

  it('a section not measured is skipped', () => {
    expect(currentSection({ goods: 0, detail: 1600 }, 1000, BAR)).toBe('goods')
  })
})
