import type { ChosenLocation } from './location'
import { appEnv } from '@/env'
import { t } from '@/i18n'
import '@/i18n/domains/account'
import { parseLatLng, parsePickerMessage, pickerUrl } from '@/lib/map'

// H5 picks a place in the map provider's hosted picker (Tencent's 地图选点组件 or AMap's 选址组件)
// when a key is built in (MAP_KEY, MAP_PROVIDER): an iframe over the page that answers with
// postMessage. Without a key there is no map and the pages take the address by hand.
export const canChooseLocation = appEnv.MAP_PROVIDER !== ''

const fixed = (n: number) => n.toFixed(6)

/** Opens the picker over the page; resolves the chosen place, or null when closed. */
export async function chooseLocation (center?: { lat: number | string, lng: number | string }): Promise<ChosenLocation | null> {
  const provider = appEnv.MAP_PROVIDER
  const src = pickerUrl(provider, appEnv.MAP_KEY, center ? parseLatLng(center.lat, center.lng) : null, appEnv.MAP_PICKER_URL)
  if (!src || typeof document === 'undefined') return null
  const pickerOrigin = new URL(src, location.href).origin

  return await new Promise((resolve) => {
    const sheet = document.createElement('div')
    sheet.id = 'map-picker'
    sheet.setAttribute('role', 'dialog')
    sheet.style.cssText = 'position:fixed;inset:0;z-index:1000;display:flex;flex-direction:column;background:#fff'
    const bar = document.createElement('div')
    bar.style.cssText = 'display:flex;align-items:center;justify-content:space-between;height:44px;padding:0 12px;border-bottom:1px solid #eee;font-size:16px'
    const title = document.createElement('span')
    title.textContent = t('acc.location.chooseTitle')
    title.style.fontWeight = '600'
    const close = document.createElement('button')
    close.id = 'map-picker-close'
    close.type = 'button'
    close.textContent = t('acc.location.cancel')
    close.style.cssText = 'border:0;background:none;color:#666;font-size:15px;padding:8px'
    bar.append(title, close)
    const frame = document.createElement('iframe')
    frame.id = 'map-picker-frame'
    frame.title = t('acc.location.chooseTitle')
    frame.src = src
    frame.style.cssText = 'flex:1;width:100%;border:0'
    sheet.append(bar, frame)

    const finish = (place: ChosenLocation | null): void => {
      window.removeEventListener('message', onMessage)
      window.removeEventListener('popstate', onBack)
      sheet.remove()
      resolve(place)
    }
    // only the picker's own frame is believed: any page can post a message to this window
    const onMessage = (e: MessageEvent): void => {
      if (e.origin !== pickerOrigin || e.source !== frame.contentWindow) return
      const p = parsePickerMessage(provider, e.data)
      if (p) finish({ location: `${fixed(p.lng)},${fixed(p.lat)}`, name: p.name, address: p.address })
    }
    const onBack = (): void => { finish(null) }
    // AMap's picker answers only after the embedding page has greeted it
    if (provider === 'amap') frame.addEventListener('load', () => { frame.contentWindow?.postMessage('hello', pickerOrigin) })
    close.addEventListener('click', () => { finish(null) })
    window.addEventListener('message', onMessage)
    window.addEventListener('popstate', onBack)
    document.body.appendChild(sheet)
  })
}
