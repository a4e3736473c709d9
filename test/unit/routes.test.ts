import fs from 'node:fs'
import path from 'node:path'
import Taro from '@tarojs/taro'
import { ROUTES, isRoute } from '@/routes'
import { href, navigate, openLink, redirect } from '@/routes/navigate'
import { TAB_DEFS } from '@/tabbar'

// The route table (src/routes) against the pages that exist: every route has its page, every page
// path written in src/ is a route, and the app config built from the table names only real pages.

const root = path.resolve(__dirname, '../..')
const src = path.join(root, 'src')
const hasPage = (p: string) => fs.existsSync(path.join(src, `${p}.tsx`)) && fs.existsSync(path.join(src, `${p}.config.ts`))

function sourceFiles (dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const f = path.join(dir, e.name)
    if (e.isDirectory()) return sourceFiles(f)
    return /\.(ts|tsx)$/.test(e.name) ? [f] : []
  })
}

/** The app config a build gets (app.config.ts evaluated as Taro's config loader does). */
function appConfig (env: 'h5' | 'weapp', tabMode: string): { pages: string[], subPackages: Array<{ root: string, pages: string[] }> } {
  const saved = { TARO_ENV: process.env.TARO_ENV, TAB_MODE: process.env.TAB_MODE }
  process.env.TARO_ENV = env
  process.env.TAB_MODE = tabMode
  ;(globalThis as unknown as { defineAppConfig: (c: unknown) => unknown }).defineAppConfig = (c) => c
  let config: ReturnType<typeof appConfig> | undefined
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh evaluation per env needs require
    jest.isolateModules(() => { config = require('@/app.config').default })
  } finally {
    process.env.TARO_ENV = saved.TARO_ENV
    process.env.TAB_MODE = saved.TAB_MODE
  }
  return config!
}

const pagesOf = (c: ReturnType<typeof appConfig>) => [...c.pages, ...c.subPackages.flatMap((s) => s.pages.map((p) => `${s.root}/${p}`))]

describe('route table', () => {
  it('every route has its page file', () => {
    const missing = Object.keys(ROUTES).filter((p) => !hasPage(p))
    expect(missing).toEqual([])
  })

  it('every page path written in src/ is a route (no links to pages that do not exist)', () => {
    const tabPages = new Set(Object.values(TAB_DEFS).map((t) => t.pagePath))
    const broken: string[] = []
    for (const file of sourceFiles(src)) {
      const rel = path.relative(root, file)
      if (rel.startsWith(path.join('src', 'routes'))) continue
      const text = fs.readFileSync(file, 'utf8')
      for (const m of text.matchAll(/['"`]\/?(pages\/[A-Za-z0-9_/]+)/g)) {
        const p = m[1].replace(/\/$/, '')
        // the tab bar's own list (tabbar.ts, locale titles) may name a tab of the other tab mode
        if (!isRoute(p) && !tabPages.has(p)) broken.push(`${rel}: ${p}`)
      }
    }
    expect(broken).toEqual([])
  })

  it.each([['h5'], ['weapp']] as const)('the %s app config lists the table, every page existing', (env) => {
    const c = appConfig(env, 'exchange')
    const pages = pagesOf(c)
    expect(new Set(pages)).toEqual(new Set(Object.keys(ROUTES)))
    expect(pages.filter((p) => !hasPage(p))).toEqual([])
    if (env === 'h5') expect(c.subPackages).toEqual([])
    else expect(c.subPackages.length).toBeGreaterThan(0)
  })

  it('the discover tab mode (pages/find as a tab, issue 17) names only pages that are built', () => {
    expect(pagesOf(appConfig('weapp', 'discover')).filter((p) => !hasPage(p))).toEqual([])
  })
})

describe('href and navigate', () => {
  afterEach(() => jest.restoreAllMocks())

  it('builds URLs: text encoded, id lists joined, empty parameters left out', () => {
    expect(href('pages/index')).toBe('/pages/index')
    expect(href('pages/goodslist', { keyword: 'tea cup 茶', category_id: undefined })).toBe('/pages/goodslist?keyword=tea%20cup%20%E8%8C%B6')
    expect(href('pages/user/money/pay', { order_ids: [3, 5] })).toBe('/pages/user/money/pay?order_ids=3,5')
    expect(href('pages/article/details', { id: 7, title: '' })).toBe('/pages/article/details?id=7')
    expect(href('pages/user/order/addorder', { type: 'cart', data: '[{"goods_id":1}]' }))
      .toBe('/pages/user/order/addorder?type=cart&data=%5B%7B%22goods_id%22%3A1%7D%5D')
  })

  it('opens tab pages with switchTab and others with navigateTo / redirectTo', async () => {
    const to = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const tab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'ok' } as never)
    const re = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await navigate('pages/cart')
    await navigate('pages/shop/index', { id: 4 })
    await navigate(href('pages/product/goods', { id: 9 }))
    await redirect('pages/page/success', { type: 'pay', order_ids: [3, 4] })
    await openLink('/pages/user?x=1')
    await openLink('https://example.com/a?b=1')
    expect(tab.mock.calls.map((c) => c[0].url)).toEqual(['/pages/cart', '/pages/user'])
    expect(to.mock.calls.map((c) => c[0].url)).toEqual(['/pages/shop/index?id=4', '/pages/product/goods?id=9', '/pages/article/advert?url=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1'])
    expect(re.mock.calls.map((c) => c[0].url)).toEqual(['/pages/page/success?type=pay&order_ids=3,4'])
  })
})
