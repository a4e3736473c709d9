import vm from 'node:vm'
import { earlyRequestsScript, HOME_FILES_TOKEN } from '../../config/early-requests'
import { clientBuildEnv } from '../../config/constants'
import { canonicalQuery, computeSign } from '../../types/sign'
import { KEYS } from '../../src/lib/storage-keys'
import { sameHeaders } from '../../src/platform/early-match'

// index.html's early requests (config/early-requests.ts): the same requests, with the same headers,
// as the app's stores/app.ts loadInit and loadAdverts would send, and only on Home.

interface Sent { url: string, headers: Record<string, string> }

interface Preload { rel: string, as: string, href: string }

function runScript (hash: string, stored: Record<string, unknown>, ua = 'Mozilla/5.0', opts: { homeFiles?: string[], initBody?: unknown } = {}): { sent: Sent[], early: Record<string, { header: Record<string, string>, res: Promise<unknown> }> | undefined, preloads: Preload[] } {
  const sent: Sent[] = []
  const preloads: Preload[] = []
  const window: Record<string, unknown> = {}
  const ctx = {
    window,
    location: { hash, origin: 'https://shop.example' },
    navigator: { userAgent: ua },
    localStorage: { getItem: (k: string) => (k in stored ? JSON.stringify({ data: stored[k] }) : null) },
    document: { createElement: () => ({ rel: '', as: '', href: '' }), head: { appendChild: (l: Preload) => { preloads.push({ ...l }) } } },
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      sent.push({ url, headers: init.headers })
      const body = url.includes('/common/init') && opts.initBody !== undefined ? opts.initBody : { code: 1, data: {} }
      return Promise.resolve({ status: 200, json: async () => body })
    }
  }
  let script = earlyRequestsScript(clientBuildEnv({ TARO_ENV: 'h5' }), { computeSign, canonicalQuery, keys: KEYS })
  // as the H5 build does (config/home-preload-plugin.ts)
  if (opts.homeFiles !== undefined) script = script.replace(HOME_FILES_TOKEN, JSON.stringify(opts.homeFiles))
  vm.runInNewContext(script, ctx)
  return { sent, early: window.__bbEarly as Record<string, { header: Record<string, string>, res: Promise<unknown> }> | undefined, preloads }
}

const sign = (path: string) => computeSign(path, { version: 1124 }, '/ws')

describe('early requests in index.html', () => {
  test('Home: common/init and common/adverts, signed as the app signs them, in the stored language, with the stored token and wallet', () => {
    const { sent, early } = runScript('', { 'wanlshop:lang': 'en', 'wanlshop:user': { token: 'tok-1', id: 7 }, 'wanlshop:wallet_address': '0xabc' })
    expect(sent.map((s) => s.url)).toEqual(['https://shop.example/api/wanlshop/common/init?version=1124', 'https://shop.example/api/wanlshop/common/adverts?version=1124'])
    expect(sent[0].headers).toEqual({ Sign: sign('/wanlshop/common/init'), 'App-Client': 'h5-wanlshop', 'Accept-Language': 'en', token: 'tok-1', 'Wallet-Address': '0xabc' })
    expect(sent[1].headers.Sign).toBe(sign('/wanlshop/common/adverts'))
    expect(Object.keys(early ?? {})).toEqual(['/wanlshop/common/init?version=1124', '/wanlshop/common/adverts?version=1124'])
  })

  test('a visitor: Chinese, no token or wallet header; inside WeChat the WeChat client name', () => {
    const { sent } = runScript('#/pages/index', {}, 'Mozilla/5.0 MicroMessenger/8.0')
    expect(sent[0].headers).toEqual({ Sign: sign('/wanlshop/common/init'), 'App-Client': 'wechat-wanlshop', 'Accept-Language': 'zh-CN' })
  })

  test('Home\'s chunk files named by the build are preloaded as scripts and styles; without the build\'s list, none', () => {
    expect(runScript('', {}, undefined, { homeFiles: ['/js/1.a.js', '/css/1.b.css'] }).preloads).toEqual([
      { rel: 'preload', as: 'script', href: '/js/1.a.js' },
      { rel: 'preload', as: 'style', href: '/css/1.b.css' }
    ])
    expect(runScript('', {}).preloads).toEqual([])
  })

  test('once common/init answers, the first picture of Home\'s first banner is preloaded (other modules and empty slides skipped)', async () => {
    const initBody = {
      code: 1,
      data: {
        modulesData: {
          homeModules: {
            page: {},
            item: [
              { type: 'search', data: [{ image: '/uploads/not-this.png' }] },
              { type: 'banner', data: [{ image: '' }, { image: '/uploads/banner/first.jpg' }, { image: '/uploads/banner/second.jpg' }] },
              { type: 'banner', data: [{ image: '/uploads/banner/later.jpg' }] }
            ]
          }
        }
      }
    }
    const { early, preloads } = runScript('', {}, undefined, { initBody })
    // the script's own callback on this response was registered first, so it has run after this
    await early?.['/wanlshop/common/init?version=1124'].res
    expect(preloads).toEqual([{ rel: 'preload', as: 'image', href: 'https://shop.example/uploads/banner/first.jpg' }])
  })

  test('another first page (a shared product link) starts nothing', () => {
    const { sent, early, preloads } = runScript('#/pages/product/goods?id=1', {}, undefined, { homeFiles: ['/js/1.a.js'] })
    expect(sent).toEqual([])
    expect(early).toBeUndefined()
    expect(preloads).toEqual([])
  })
})

describe('sameHeaders', () => {
  test('the same names (any case) and values match; a different or missing value does not', () => {
    expect(sameHeaders({ Sign: 'a', token: 't' }, { token: 't', sign: 'a' })).toBe(true)
    expect(sameHeaders({ Sign: 'a', token: 't' }, { Sign: 'a', token: 'u' })).toBe(false)
    expect(sameHeaders({ Sign: 'a', token: 't' }, { Sign: 'a' })).toBe(false)
  })
})
