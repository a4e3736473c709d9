import { badge, compactCount } from '@/lib/count'
import { setCurrentLang } from '@/i18n'

afterEach(() => setCurrentLang('zh'))

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

describe('compactCount in Chinese (k, w)', () => {
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
  it('is the default while the app is in Chinese', () => {
    expect(compactCount(25000)).toBe('2.5w')
    expect(compactCount(25000, 'zh')).toBe('2.5w')
  })
})

describe('compactCount in English (k, M, B — no w)', () => {
  it('keeps counts under 1000', () => {
    expect(compactCount(0, 'en')).toBe('0')
    expect(compactCount(999, 'en')).toBe('999')
    expect(compactCount(undefined, 'en')).toBe('0')
  })
  it('shows thousands as k up to a million, truncating to one decimal', () => {
    expect(compactCount(1000, 'en')).toBe('1k')
    expect(compactCount(1250, 'en')).toBe('1.2k')
    expect(compactCount(9999, 'en')).toBe('9.9k')
    expect(compactCount(25000, 'en')).toBe('25k')
    expect(compactCount(123456, 'en')).toBe('123.4k')
    expect(compactCount(999999, 'en')).toBe('999.9k')
  })
  it('shows millions as M and billions as B', () => {
    expect(compactCount(1000000, 'en')).toBe('1M')
    expect(compactCount(2500000, 'en')).toBe('2.5M')
    expect(compactCount(999999999, 'en')).toBe('999.9M')
    expect(compactCount(3000000000, 'en')).toBe('3B')
  })
  it('follows the app language when none is given', () => {
    setCurrentLang('en')
    expect(compactCount(25000)).toBe('25k')
    expect(compactCount(1500000)).toBe('1.5M')
    for (const n of [10000, 15500, 123456, 1000000, 1e8]) expect(compactCount(n)).not.toMatch(/w/)
  })
})
