// Loads the compiled mini program (dist/weapp) into miniprogram-simulate with a few real parts:
// wx.request performs real HTTP against a running API server, storage keeps values, and
// createSelectorQuery is chainable (NutUI needs it). See reference/taro-toolchain.md §6.
const path = require('path')
const http = require('http')
const simulate = require('miniprogram-simulate')

const DIST = path.resolve(__dirname, '../../dist/weapp')
const BUILT_API = 'http://127.0.0.1:3000' // the API_BASE the weapp build defaults to

function installWx (apiOrigin, extra = {}) {
  const wx = require('miniprogram-simulate/src/api')
  const store = new Map()
  Object.assign(wx, {
    getStorageSync: (k) => (store.has(k) ? store.get(k) : ''),
    setStorageSync: (k, v) => { store.set(k, v) },
    removeStorageSync: (k) => { store.delete(k) },
    clearStorageSync: () => store.clear(),
    getStorage: ({ key, success, fail, complete }) => { const ok = store.has(key); const r = ok ? { data: store.get(key), errMsg: 'getStorage:ok' } : { errMsg: 'getStorage:fail data not found' }; setTimeout(() => { (ok ? success : fail)?.(r); complete?.(r) }) },
    setStorage: ({ key, data, success, complete }) => { store.set(key, data); const r = { errMsg: 'setStorage:ok' }; setTimeout(() => { success?.(r); complete?.(r) }) },
    removeStorage: ({ key, success, complete }) => { store.delete(key); const r = { errMsg: 'removeStorage:ok' }; setTimeout(() => { success?.(r); complete?.(r) }) },
    request: (opts) => realRequest(apiOrigin, opts),
    createSelectorQuery: () => {
      const q = { select: () => q, selectAll: () => q, selectViewport: () => q, in: () => q, boundingClientRect: () => q, scrollOffset: () => q, fields: () => q, node: () => q, exec: (cb) => { cb && cb([]) } }
      return q
    }
  }, extra)
  global.wx = wx
  return { wx, store }
}

function realRequest (apiOrigin, { url, data, header = {}, method = 'GET', success, fail, complete }) {
  const target = new URL(url.replace(BUILT_API, apiOrigin))
  let body
  method = method.toUpperCase()
  if (method === 'GET' && data && typeof data === 'object') {
    for (const [k, v] of Object.entries(data)) if (v !== undefined && v !== null) target.searchParams.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v))
  } else if (data !== undefined) {
    body = typeof data === 'string' ? data : JSON.stringify(data)
    header = { 'content-type': 'application/json', ...header }
  }
  const req = http.request(target, { method, headers: header }, (res) => {
    let raw = ''
    res.setEncoding('utf8')
    res.on('data', (c) => { raw += c })
    res.on('end', () => {
      let parsed = raw
      try { parsed = JSON.parse(raw) } catch {}
      const r = { data: parsed, statusCode: res.statusCode, header: res.headers, errMsg: 'request:ok' }
      success && success(r); complete && complete(r)
    })
  })
  req.on('error', (e) => { const r = { errMsg: `request:fail ${e.message}` }; fail && fail(r); complete && complete(r) })
  if (body) req.write(body)
  req.end()
  return { abort: () => req.destroy(), onHeadersReceived () {}, offHeadersReceived () {} }
}

/** Taro's Page(config) → a simulate Component whose attached() runs the page lifecycle. */
function installPageShim () {
  let pendingRoute = ''
  let pendingQuery = {}
  global.getCurrentPages = () => []
  global.Page = (opts) => {
    const methods = {}
    for (const [k, v] of Object.entries(opts)) if (typeof v === 'function') methods[k] = v
    const route = pendingRoute
    const query = pendingQuery
    return global.Component({
      data: opts.data,
      methods,
      lifetimes: {
        attached () {
          this.route = this.__route__ = route
          Object.assign(this, methods)
          opts.onLoad && opts.onLoad.call(this, query)
          opts.onShow && opts.onShow.call(this)
          opts.onReady && opts.onReady.call(this)
        }
      }
    })
  }
  return (route, query = {}) => { pendingRoute = route; pendingQuery = query }
}

/** `extraWx`: more (fake) wx APIs for a test, installed before the app starts (Taro binds them then). */
function bootApp (apiOrigin, extraWx) {
  const env = installWx(apiOrigin, extraWx)
  let app
  global.App = (o) => { app = o }
  global.getApp = () => app
  const setRoute = installPageShim()
  require(path.join(DIST, 'app.js'))
  app.onLaunch && app.onLaunch({ path: 'pages/index', query: {}, scene: 1001 })
  app.onShow && app.onShow({ path: 'pages/index', query: {}, scene: 1001 })
  return { app, ...env, setRoute }
}

function renderPage (setRoute, route, query) {
  setRoute(route, query)
  const id = simulate.load(path.join(DIST, route), { compiler: 'official', rootPath: DIST })
  const comp = simulate.render(id)
  comp.attach(document.createElement('parent-wrapper'))
  return comp
}

async function waitForHtml (comp, predicate, timeout = 10000) {
  const t0 = Date.now()
  while (Date.now() - t0 < timeout) {
    if (predicate(comp.dom.innerHTML)) return comp.dom.innerHTML
    await simulate.sleep(50)
  }
  throw new Error(`timed out; page html was:\n${comp.dom.innerHTML.slice(0, 2000)}`)
}

module.exports = { bootApp, renderPage, waitForHtml, simulate }
