import vm from 'node:vm'
import md5 from 'blueimp-md5'
import { earlyRequestsScript, minifyInline, ROUTE_FILES_TOKEN } from '../../config/early-requests'
import { clientBuildEnv } from '../../config/constants'
import { appKeyFor, canonicalQuery, computeSign } from '../../types/sign'
import { KEYS } from '../../src/lib/storage-keys'
import { sameHeaders } from '../../src/platform/early-match'

// index.html's early requests (config/early-requests.ts): the same requests, with the same headers,
// as the app's stores/app.ts loadInit and loadAdverts would send, and only on Home.

interface Sent { url: string, headers: Record<string, string> }

interface Preload { rel: string, as: string, href: string }

function runScript (hash: string, stored: Record<string, unknown>, ua = 'Mozilla/5.0', opts: { routeFiles?: Record<string, string[]>, initBody?: unknown, productBody?: unknown, noMd5?: boolean } = {}): { sent: Sent[], early: Record<string, { header: Record<string, string>, res: Promise<unknown> }> | undefined, preloads: Preload[], styles: string[] } {
  const sent: Sent[] = []
  const preloads: Preload[] = []
  const styles: string[] = []
  const window: Record<string, unknown> = {}
  const ctx = {
    window,
    location: { hash, origin: 'https://shop.example' },
    navigator: { userAgent: ua },
    // index.html's blueimp-md5 (config/early-requests.ts md5Script)
    ...(opts.noMd5 === true ? {} : { md5 }),
    localStorage: { getItem: (k: string) => (k in stored ? JSON.stringify({ data: stored[k] }) : null) },
    document: {
      createElement: (tag: string) => tag === 'link' ? { rel: '', as: '', href: '' } : { textContent: '' },
      head: { appendChild: (el: Preload | { textContent: string }) => { if ('textContent' in el) styles.push(el.textContent); else preloads.push({ ...el }) } }
    },
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      sent.push({ url, headers: init.headers })
      const body = (url.includes('/common/init') ? opts.initBody : url.includes('/product/goods') ? opts.productBody : undefined) ?? { code: 1, data: {} }
      return Promise.resolve({ status: 200, json: async () => body })
    }
  }
  // the script as index.html carries it (config/index.ts)
  let script = minifyInline(earlyRequestsScript(clientBuildEnv({ TARO_ENV: 'h5' }), { computeSign, canonicalQuery, appKeyFor, keys: KEYS }))
  // as the H5 build does (config/route-files-plugin.ts)
  if (opts.routeFiles !== undefined) script = script.replace(ROUTE_FILES_TOKEN, JSON.stringify(opts.routeFiles))
  vm.runInNewContext(script, ctx)
  return { sent, early: window.__bbEarly as Record<string, { header: Record<string, string>, res: Promise<unknown> }> | undefined, preloads, styles }
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
    expect(runScript('', {}, undefined, { routeFiles: { 'pages/index': ['/js/1.a.js', '/css/1.b.css'], 'pages/product/goods': ['/js/2.js'] } }).preloads).toEqual([
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
    // at high priority: it is the first screen's largest picture
    expect(preloads).toEqual([{ rel: 'preload', as: 'image', href: 'https://shop.example/uploads/banner/first.jpg', fetchPriority: 'high' }])
  })

  test('Home (navigationStyle custom): Taro\'s navigation bar stays hidden until the router shows it', () => {
    expect(runScript('', {}).styles).toEqual(['#taro-navigation-bar:not(.taro-navigation-bar-show){display:none}'])
  })

  test('a shared product link: product/goods signed as the app signs it, its chunk files, then its first photo', async () => {
    const productBody = { code: 1, data: { id: 12, image: '/uploads/main.jpg', images: ['/uploads/first.jpg', '/uploads/second.jpg'] } }
    const { sent, early, preloads, styles } = runScript('#/pages/product/goods?id=12&invite_code=AB', { 'wanlshop:user': { token: 'tok-2' } }, undefined,
      { routeFiles: { 'pages/index': ['/js/1.a.js'], 'pages/product/goods': ['/js/2.b.js'] }, productBody })
    expect(sent).toEqual([{
      url: 'https://shop.example/api/wanlshop/product/goods?id=12',
      headers: { Sign: computeSign('/wanlshop/product/goods', { id: 12 }, '/ws'), 'App-Client': 'h5-wanlshop', 'Accept-Language': 'zh-CN', token: 'tok-2' }
    }])
    // the key the request layer looks up: path ? canonicalQuery(payload)
    expect(Object.keys(early ?? {})).toEqual([`/wanlshop/product/goods?${canonicalQuery({ id: 12 })}`])
    await early?.['/wanlshop/product/goods?id=12'].res
    expect(preloads).toEqual([{ rel: 'preload', as: 'script', href: '/js/2.b.js' }, { rel: 'preload', as: 'image', href: 'https://shop.example/uploads/first.jpg', fetchPriority: 'high' }])
    expect(styles).toEqual([])
  })

  test('a product link without a plain id, or without md5 on the page, sends nothing', () => {
    expect(runScript('#/pages/product/goods?id=abc', {}).sent).toEqual([])
    expect(runScript('#/pages/product/goods', {}).sent).toEqual([])
    expect(runScript('#/pages/product/goods?id=3', {}, undefined, { noMd5: true }).sent).toEqual([])
  })

  test('another first page (a shop, Me) starts nothing', () => {
    for (const hash of ['#/pages/shop/index?id=1', '#/pages/user']) {
      const { sent, early, preloads, styles } = runScript(hash, {}, undefined, { routeFiles: { 'pages/index': ['/js/1.a.js'], 'pages/product/goods': ['/js/2.b.js'] } })
      expect(sent).toEqual([])
      expect(early).toBeUndefined()
      expect(preloads).toEqual([])
      expect(styles).toEqual([])
    }
  })
})

describe('the first picture shown before the app (index.html\'s early script)', () => {
  const script = earlyRequestsScript(clientBuildEnv({ TARO_ENV: 'h5' }), { computeSign, canonicalQuery, appKeyFor, keys: KEYS })
  const dl = new Function(`${/function dl\(v\)\{.*?"rem":""\}/.exec(script)![0]}; return dl`)() as (v: unknown) => string

  test('a banner\'s height as Home\'s designLength reads it, in Taro\'s H5 pxTransform rem (whole design px / 40)', () => {
    // a number and "N"/"Npx" are CSS px at 375 (twice as many design px), "Nrpx" design px
    expect([160, '160', '160px', ' 160px ', '320rpx'].map(dl)).toEqual(['8rem', '8rem', '8rem', '8rem', '8rem'])
    // pxTransform truncates to whole design px: 100.25 → 200.5 → 200; 80.7 → 161.4 → 161
    expect([100.25, '80.7px', '3rpx'].map(dl)).toEqual(['5rem', '4.025rem', '0.075rem'])
    // what designLength cannot read: the Banner's default, pxTransform(300)
    expect([undefined, null, 'abc', '12em', NaN, Infinity, {}].map(dl)).toEqual(Array(7).fill('7.5rem'))
    // nothing to draw: no picture shown
    expect([0, -5, '0px', '0.3rpx'].map(dl)).toEqual(['', '', '', ''])
  })
})

describe('sameHeaders', () => {
  test('the same names (any case) and values match; a different or missing value does not', () => {
    expect(sameHeaders({ Sign: 'a', token: 't' }, { token: 't', sign: 'a' })).toBe(true)
    expect(sameHeaders({ Sign: 'a', token: 't' }, { Sign: 'a', token: 'u' })).toBe(false)
    expect(sameHeaders({ Sign: 'a', token: 't' }, { Sign: 'a' })).toBe(false)
  })
})
