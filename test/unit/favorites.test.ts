import { dayLabel, groupByDay } from '../../src/pages/user/footprint/group'
import { EditSelection } from '../../src/stores/selection'
import { needsExpand } from '../../src/pages/product/components/clamp'
import { footprint } from './helpers/catalog'

const at = (y: number, m: number, d: number, h = 12) => Math.floor(new Date(y, m - 1, d, h).getTime() / 1000)

describe('footprints by day', () => {
  const now = new Date(2026, 10, 21, 9, 0).getTime() // 21 Nov 2026, 09:00 local

  it('labels today, yesterday, a date this year and a date with the year before', () => {
    expect(dayLabel(at(2026, 11, 21, 0), now)).toEqual({ kind: 'today' })
    expect(dayLabel(at(2026, 11, 20, 23), now)).toEqual({ kind: 'yesterday' })
    expect(dayLabel(at(2026, 11, 3), now)).toEqual({ kind: 'date', text: '11-03' })
    expect(dayLabel(at(2025, 12, 31), now)).toEqual({ kind: 'date', text: '2025-12-31' })
  })

  it('groups consecutive items of one calendar day and keeps the order', () => {
    const groups = groupByDay([
      footprint(1, at(2026, 11, 21, 8)),
      footprint(2, at(2026, 11, 21, 1)),
      footprint(3, at(2026, 11, 20, 22)),
      footprint(4, at(2026, 11, 2))
    ], now)
    expect(groups.map((g) => g.key)).toEqual(['2026-11-21', '2026-11-20', '2026-11-02'])
    expect(groups.map((g) => g.items.map((i) => i.footprint_id))).toEqual([[1, 2], [3], [4]])
    expect(groups[1].label).toEqual({ kind: 'yesterday' })
  })
})

describe('edit-mode selection', () => {
  it('ticks, selects all / none, forgets ticks when leaving edit mode, drops ids that left the list', () => {
    const s = new EditSelection()
    s.toggleEditing()
    expect(s.editing).toBe(true)
    s.toggle(1)
    s.toggle(2)
    expect(s.ids.sort()).toEqual([1, 2])
    s.toggle(2)
    expect(s.count).toBe(1)
    expect(s.allOf([1, 3])).toBe(false)
    s.toggleAll([1, 3])
    expect(s.allOf([1, 3])).toBe(true)
    s.toggleAll([1, 3])
    expect(s.count).toBe(0)
    expect(s.allOf([])).toBe(false)
    s.toggleAll([4, 5, 6])
    s.retain([5, 9])
    expect(s.ids).toEqual([5])
    s.toggleEditing(false)
    expect(s.count).toBe(0)
  })
})

describe('comment text clamp (spec §9: two lines)', () => {
  it('offers "expand" only for text longer than two lines', () => {
    expect(needsExpand('客服态度很好，耐心解答问题，发货速度也快。')).toBe(false)
    expect(needsExpand('收到货了，包装很仔细，手机外观漂亮，运行流畅，拍照清晰，电池也耐用，用了一周没发现任何问题，推荐购买！')).toBe(true)
    expect(needsExpand('Short and sweet')).toBe(false)
    expect(needsExpand('a'.repeat(90))).toBe(true)
  })
})
