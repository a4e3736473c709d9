import type { ChosenLocation } from '@/platform/location'

// The H5 map picker (platform/location.h5.ts) with a key built in: the provider's page in an iframe
// over the app answers with postMessage (Tencent's 地图选点组件 protocol); only its own frame is believed.
type Picker = typeof import('@/platform/location.h5')

function loadWith (env: Record<string, string>): Picker {
  const g = globalThis as unknown as { __APP_ENV__: Record<string, unknown> }
  const saved = g.__APP_ENV__
  g.__APP_ENV__ = { ...saved, ...env }
  let mod: Picker | undefined
  jest.isolateModules(() => { mod = jest.requireActual<Picker>('@/platform/location.h5') })
  g.__APP_ENV__ = saved
  return mod!
}

const PICKED = { module: 'locationPicker', latlng: { lat: 22.543096, lng: 114.057865 }, poiname: '平安金融中心', poiaddress: '深圳市福田区益田路5033号' }

function post (data: unknown, origin: string, source: Window | null): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }))
}

describe('H5 map picker (issue 19: map adapter when a key is configured)', () => {
  afterEach(() => { document.body.innerHTML = '' })

  it('is off without a key: nothing opens, the pages take the address by hand', async () => {
    const m = loadWith({ MAP_PROVIDER: '', MAP_KEY: '' })
    expect(m.canChooseLocation).toBe(false)
    expect(await m.chooseLocation()).toBeNull()
    expect(document.getElementById('map-picker')).toBeNull()
  })

  it('opens the picker at the point and hands back the place its frame chose', async () => {
    const m = loadWith({ MAP_PROVIDER: 'tencent', MAP_KEY: 'KEY', MAP_PICKER_URL: 'https://picker.test/locpicker' })
    expect(m.canChooseLocation).toBe(true)
    const chosen = m.chooseLocation({ lat: '22.5', lng: '114.1' })
    const frame = document.getElementById('map-picker-frame') as HTMLIFrameElement
    expect(frame.src).toBe('https://picker.test/locpicker?key=KEY&search=1&type=0&referer=bbmall&coord=22.5%2C114.1')
    // another page posting the same shape, and the picker's own chatter, change nothing
    post(PICKED, 'https://evil.test', frame.contentWindow)
    post(PICKED, 'https://picker.test', window)
    post({ module: 'other' }, 'https://picker.test', frame.contentWindow)
    expect(document.getElementById('map-picker')).not.toBeNull()
    post(PICKED, 'https://picker.test', frame.contentWindow)
    await expect(chosen).resolves.toEqual<ChosenLocation>({ location: '114.057865,22.543096', name: '平安金融中心', address: '深圳市福田区益田路5033号' })
    expect(document.getElementById('map-picker')).toBeNull()
  })

  it('closing the picker (or going back) chooses nothing', async () => {
    const m = loadWith({ MAP_PROVIDER: 'amap', MAP_KEY: 'KEY', MAP_PICKER_URL: '' })
    const chosen = m.chooseLocation()
    expect((document.getElementById('map-picker-frame') as HTMLIFrameElement).src).toBe('https://m.amap.com/picker/?key=KEY')
    expect(document.getElementById('map-picker-close')?.textContent).toBe('取消')
    document.getElementById('map-picker-close')!.click()
    await expect(chosen).resolves.toBeNull()
    const again = m.chooseLocation()
    window.dispatchEvent(new PopStateEvent('popstate'))
    await expect(again).resolves.toBeNull()
    expect(document.getElementById('map-picker')).toBeNull()
  })
})
