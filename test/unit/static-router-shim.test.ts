// The H5 build replaces universal-router (and path-to-regexp) with config/shims/static-router.js:
// 3 KB gzip less before Home renders. Taro's router finds every page through it, so on this app's
// routes it must answer as universal-router does; universal-router itself is the oracle here.
import UniversalRouter from 'universal-router'
import StaticRouter from '../../config/shims/static-router.js'
import { ROUTES } from '@/routes'
import { routeAliases } from '../../config/route-aliases'

// the routes as Taro's spa.js builds them: '/'+page, or only its aliases when it has some
const aliasesOf = (p: string): string[] => Object.entries(routeAliases).filter(([page]) => page === p).map(([, alias]) => alias)
const routes = () => Object.keys(ROUTES).map((page) => {
  const path = `/${page}`
  const aliases = aliasesOf(path)
  return { path: aliases.length < 1 ? path : aliases, action: (context: { pathname: string }, params: object) => ({ page, pathname: context.pathname, params }) }
})

const pathnames = [
  '/pages/index/index', '/pages/product/goods', '/pages/product/goods/', '/Pages/Product/Goods', '/pages/user/setting/setting',
  '/choose-location', '/open-location/', '/pages/page/chooseLocation', '/pages/nope', '/', '', '/pages/product', '/pages/product/goods/x',
  '/pages/product/goods?id=1', '/pages/cart//', ...Object.keys(ROUTES).map((p) => `/${p}`)
]

async function answer (router: { resolve: (p: string) => Promise<unknown> }, pathname: string): Promise<unknown> {
  return await router.resolve(pathname).then((r) => ({ ok: r }), (e: { status?: number, message: string }) => ({ status: e.status, message: e.message }))
}

test.each(pathnames)('%j: the same page, pathname and params as universal-router, or the same 404', async (pathname) => {
  const expected = await answer(new UniversalRouter(routes()), pathname)
  expect(await answer(new StaticRouter(routes()), pathname)).toEqual(expected)
})

test('a route with a pattern is refused when the router is made, not matched wrongly later', () => {
  expect(() => new StaticRouter([{ path: '/goods/:id', action: () => 1 }])).toThrow(/not a fixed route path/)
})

test('an action that answers nothing passes to the next route with the same path', async () => {
  const twice = [{ path: '/a', action: () => undefined }, { path: '/a', action: () => 'second' }]
  expect(await new StaticRouter(twice).resolve('/a')).toBe(await new UniversalRouter(twice).resolve('/a'))
})

test('an action that throws rejects the resolve', async () => {
  const failing = [{ path: '/a', action: () => { throw new Error('chunk failed') } }]
  await expect(new StaticRouter(failing).resolve('/a')).rejects.toThrow('chunk failed')
})
