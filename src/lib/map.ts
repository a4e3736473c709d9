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
