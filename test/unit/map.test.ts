import { parseLatLng, parsePickerMessage, pickerUrl, staticMapUrl, webMapUrl } from '@/lib/map'

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

  it('opens the provider\'s hosted picker at the point, or the configured copy of it', () => {
    const p = { lat: 22.5, lng: 114.1 }
    expect(pickerUrl('', 'k', p)).toBe('')
    expect(pickerUrl('tencent', '', p)).toBe('')
    expect(pickerUrl('tencent', 'a&b', p)).toBe('https://apis.map.qq.com/tools/locpicker?key=a%26b&search=1&type=0&referer=bbmall&coord=22.5%2C114.1')
    expect(pickerUrl('amap', 'k', p)).toBe('https://m.amap.com/picker/?key=k&center=114.1%2C22.5')
    expect(pickerUrl('amap', 'k', null, 'http://127.0.0.1:9/picker')).toBe('http://127.0.0.1:9/picker?key=k')
  })

  it('reads each provider\'s answer in its own shape and ignores every other message', () => {
    const tencent = { module: 'locationPicker', latlng: { lat: 22.543096, lng: 114.057865 }, poiname: '平安金融中心', poiaddress: '广东省深圳市福田区益田路5033号', cityname: '深圳市' }
    expect(parsePickerMessage('tencent', tencent)).toEqual({ name: '平安金融中心', address: '广东省深圳市福田区益田路5033号', lat: 22.543096, lng: 114.057865 })
    const amap = { location: '116.397428,39.90923', name: '天安门', address: '北京市东城区长安街' }
    expect(parsePickerMessage('amap', amap)).toEqual({ name: '天安门', address: '北京市东城区长安街', lat: 39.90923, lng: 116.397428 })
    // a message of the other provider, another frame's chatter, a point off the map, no place at all
    expect(parsePickerMessage('amap', tencent)).toBeNull()
    expect(parsePickerMessage('tencent', amap)).toBeNull()
    expect(parsePickerMessage('tencent', 'hello')).toBeNull()
    expect(parsePickerMessage('tencent', { ...tencent, latlng: { lat: 95, lng: 0 } })).toBeNull()
    expect(parsePickerMessage('amap', { location: '116.39,39.90', name: '', address: '' })).toBeNull()
  })
})
