// The map adapter of the location pages (/choose-location, /open-location): Tencent Maps or AMap
// when a key is built in (MAP_KEY, MAP_PROVIDER), nothing otherwise. Pure: URLs only.

export type MapProvider = 'tencent' | 'amap'

export interface LatLng { lat: number, lng: number }

/** "lat,lng" or a pair of texts → a point, or null when missing or out of range. */
export function parseLatLng (lat: string | number | undefined, lng: string | number | undefined): LatLng | null {
  if (lat === undefined || lng === undefined || lat === '' || lng === '') return null
  const a = Number(lat)
  const o = Number(lng)
  if (!Number.isFinite(a) || !Number.isFinite(o) || Math.abs(a) > 90 || Math.abs(o) > 180) return null
  return { lat: a, lng: o }
}

/** A static map picture of the point (size in CSS px); '' without a provider. */
export function staticMapUrl (provider: MapProvider | '', key: string, p: LatLng, width = 345, height = 180): string {
  if (!provider || !key) return ''
  const k = encodeURIComponent(key)
  if (provider === 'amap') {
    return `https://restapi.amap.com/v3/staticmap?location=${p.lng},${p.lat}&zoom=15&size=${width}*${height}&scale=2&markers=mid,,A:${p.lng},${p.lat}&key=${k}`
  }
  return `https://apis.map.qq.com/ws/staticmap/v2/?center=${p.lat},${p.lng}&zoom=15&size=${width}*${height}&scale=2&markers=size:large|${p.lat},${p.lng}&key=${k}`
}

/** The provider's web map at the point, with a marker named `name`. */
export function webMapUrl (provider: MapProvider | '', p: LatLng, name: string): string {
  const n = encodeURIComponent(name || '')
  if (provider === 'amap') return `https://uri.amap.com/marker?position=${p.lng},${p.lat}&name=${n}`
  return `https://apis.map.qq.com/uri/v1/marker?marker=coord:${p.lat},${p.lng};title:${n}&referer=bbmall`
}

/** A place a map picker answered with. */
export interface PickedPlace { name: string, address: string, lat: number, lng: number }

const PICKERS: Record<MapProvider, string> = {
  // Tencent's 地图选点组件: type=0 answers the embedding page with postMessage
  tencent: 'https://apis.map.qq.com/tools/locpicker',
  // AMap's 选址组件: answers with postMessage once the page has said 'hello' to it
  amap: 'https://m.amap.com/picker/'
}

/**
 * The provider's hosted place picker for an iframe, or the same protocol served at `base`
 * (MAP_PICKER_URL: a self-hosted copy, or the local fake of the tests); '' without a provider.
 */
export function pickerUrl (provider: MapProvider | '', key: string, center: LatLng | null, base = ''): string {
  if (!provider || !key) return ''
  const q = new URLSearchParams({ key })
  if (provider === 'tencent') {
    q.set('search', '1'); q.set('type', '0'); q.set('referer', 'bbmall')
    if (center) q.set('coord', `${center.lat},${center.lng}`)
  } else if (center) q.set('center', `${center.lng},${center.lat}`)
  return `${base || PICKERS[provider]}?${q.toString()}`
}

const text = (v: unknown): string => typeof v === 'string' ? v.trim().slice(0, 200) : ''

/**
 * A picker's message → the chosen place; null for any other message (other frames post too).
 * Tencent: `{ module: 'locationPicker', latlng: { lat, lng }, poiname, poiaddress }`;
 * AMap: `{ location: 'lng,lat', name, address }`.
 */
export function parsePickerMessage (provider: MapProvider | '', data: unknown): PickedPlace | null {
  if (typeof data !== 'object' || data === null) return null
  const d = data as Record<string, unknown>
  let point: LatLng | null = null
  let name = ''
  let address = ''
  if (provider === 'tencent' && d.module === 'locationPicker' && typeof d.latlng === 'object' && d.latlng !== null) {
    const ll = d.latlng as Record<string, unknown>
    point = parseLatLng(ll.lat as number, ll.lng as number)
    name = text(d.poiname); address = text(d.poiaddress)
  } else if (provider === 'amap' && typeof d.location === 'string') {
    const [lng, lat] = d.location.split(',')
    point = parseLatLng(lat, lng)
    name = text(d.name); address = text(d.address)
  }
  // Tencent names a point chosen off any place "我的位置"/"地图选点"; the address stays
  if (!point || (!name && !address)) return null
  return { name, address, lat: point.lat, lng: point.lng }
}
