import { badge, compactCount } from '@/lib/count'

describe('badge (99+)', () => {
  it('is empty for nothing', () => {
    expect(badge(0)).toBe('')
    expect(badge(-3)).toBe('')
    expect(badge(null)).toBe('')
    expect(badge(undefined)).toBe('')
  })
  it('shows up to 99, then 99+', () => {
    expect(badge(1)).toBe('1')
    expect(badge(99)).toBe('99')
    expect(badge(100)).toBe('99+')
    expect(badge(12345)).toBe('99+')
  })
})

describe('compactCount (k, w)', () => {
  it('keeps counts under 1000', () => {
    expect(compactCount(0)).toBe('0')
    expect(compactCount(999)).toBe('999')
  })
  it('shows thousands as k, truncating to one decimal', () => {
    expect(compactCount(1000)).toBe('1k')
    expect(compactCount(1250)).toBe('1.2k')
    expect(compactCount(1299)).toBe('1.2k')
    expect(compactCount(9999)).toBe('9.9k')
  })
  it('shows ten-thousands as w', () => {
    expect(compactCount(10000)).toBe('1w')
    expect(compactCount(15500)).toBe('1.5w')
    expect(compactCount(123456)).toBe('12.3w')
    expect(compactCount(1000000)).toBe('100w')
  })
  it('handles missing values', () => {
    expect(compactCount(null)).toBe('0')
  })
})
