import { currentSection, scrollTargetOf } from '@/pages/product/goods/sections'

// The product page's sticky tabs: the highlighted section follows the scroll; a tap lands the
// section just under the bar. Tops and the bar's bottom are viewport px (the bar sits under
// Taro's 44.5 px navigation bar on H5, at the top on weapp).

const BAR = 89

describe('goods / reviews / details tabs', () => {
  it('highlights the last section whose top has reached the bar', () => {
    expect(currentSection({ goods: -500, reviews: 400, detail: 1100 }, BAR)).toBe('goods')
    expect(currentSection({ goods: -900, reviews: 91, detail: 700 }, BAR)).toBe('goods')
    // 1 px of slack for rounding
    expect(currentSection({ goods: -900, reviews: 90, detail: 700 }, BAR)).toBe('reviews')
    expect(currentSection({ goods: -1600, reviews: -600, detail: 89 }, BAR)).toBe('detail')
    expect(currentSection({ goods: -3000, reviews: -2000, detail: -1000 }, BAR)).toBe('detail')
  })

  it('a tap scrolls the section under the bar, and that section is then the highlighted one', () => {
    const scroll = 300
    const tops = { goods: -300, reviews: 600, detail: 1300 }
    for (const s of ['reviews', 'detail'] as const) {
      const y = scrollTargetOf(tops, s, scroll, BAR)
      // after scrolling to y every top moves up by (y - scroll)
      const after = Object.fromEntries(Object.entries(tops).map(([k, v]) => [k, v - (y - scroll)]))
      expect(currentSection(after, BAR)).toBe(s)
    }
    expect(scrollTargetOf(tops, 'reviews', scroll, BAR)).toBe(811)
    expect(scrollTargetOf(tops, 'goods', scroll, BAR)).toBe(0)
  })

  it('a section not measured is skipped', () => {
    expect(currentSection({ goods: -100, detail: 1600 }, BAR)).toBe('goods')
  })
})
