import Taro from '@tarojs/taro'
import type { ChosenLocation } from './location'

// WeChat's own map picker (needs "chooseLocation" in app.json requiredPrivateInfos).
export const canChooseLocation = true

const fixed = (n: number) => Number(n).toFixed(6)

export async function chooseLocation (center?: { lat: number | string, lng: number | string }): Promise<ChosenLocation | null> {
  try {
    const r = await Taro.chooseLocation(center ? { latitude: Number(center.lat), longitude: Number(center.lng) } : {})
    if (!r || (r.latitude === undefined && r.longitude === undefined)) return null
    return { location: `${fixed(r.longitude)},${fixed(r.latitude)}`, name: r.name ?? '', address: r.address ?? '' }
  } catch {
    // cancelled or refused
    return null
  }
}
