// H5 only: Taro's SPA router finds the page for a location with universal-router, which compiles
// every route with path-to-regexp (3 KB gzip before Home renders, and a RegExp per route at start).
// Every route of this app is a fixed path (app.config's pages and config/route-aliases.ts), so the
// match is a comparison, made as path-to-regexp's defaults make it: case-insensitive, a trailing
// slash optional. What Taro uses of the answer is kept: the route's action is called with a
// context holding `pathname` and with the params ({} for a fixed path); no match rejects with an
// error whose status is 404 (Taro then shows the not-found page).
// test/unit/static-router-shim.test.ts runs this and universal-router on the app's routes.

const key = (path) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase()

export default class StaticRouter {
  constructor (routes, options = {}) {
    if (!Array.isArray(routes)) throw new TypeError('Invalid routes')
    this.baseUrl = options.baseUrl || ''
    this.routes = routes.map((route) => {
      const paths = Array.isArray(route.path) ? route.path : [route.path]
      // a pattern (":id", "*", "(...)") would need path-to-regexp: refuse it at start, loudly
      for (const p of paths) if (typeof p !== 'string' || /[:*?+()[\]{}]/.test(p)) throw new TypeError(`not a fixed route path: ${p}`)
      return { route, keys: paths.map(key) }
    })
  }

  resolve (pathname) {
    const path = pathname.slice(this.baseUrl.length)
    const wanted = key(path)
    // as universal-router: the action runs in a later microtask, and null or undefined passes on
    return Promise.resolve().then(() => {
      for (const { route, keys } of this.routes) {
        if (!keys.includes(wanted) || typeof route.action !== 'function') continue
        const params = {}
        const result = route.action({ router: this, pathname, route, baseUrl: this.baseUrl, path, params }, params)
        if (result !== null && result !== undefined) return result
      }
      const error = new Error('Route not found')
      error.status = 404
      throw error
    })
  }
}
