import { parseLatLng, staticMapUrl, webMapUrl } from '@/lib/map'

describe('map adapter (location pages)', () => {
  it('reads a point and refuses text and out-of-range values', () => {
    expect(parseLatLng('22.543', '114.057')).toEqual({ lat: 22.543, lng: 114.057 })
    expect(parseLatLng('', '114')).toBeNull()
    expect(parseLatLng('abc', '114')).toBeNull()
    expect(parseLatLng('91', '0')).toBeNull()
    expect(parseLatLng('0', '-181')).toBeNull()
  })

  it('draws no map without a provider and key; Tencent and AMap put lat/lng in their own order', () => {
    const p = { lat: 22.5, lng: 114.1 }
    expect(staticMapUrl('', 'k', p)).toBe('')
    expect(staticMapUrl('tencent', '', p)).toBe('')
    expect(staticMapUrl('tencent', 'a&b', p)).toContain('center=22.5,114.1')
    expect(staticMapUrl('tencent', 'a&b', p)).toContain('key=a%26b')
    expect(staticMapUrl('amap', 'k', p)).toContain('location=114.1,22.5')
    expect(webMapUrl('amap', p, '大厦 A')).toBe('https://uri.amap.com/marker?position=114.1,22.5&name=%E5%A4%A7%E5%8E%A6%20A')
  })
})
