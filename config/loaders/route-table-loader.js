// H5: runs on the app entry that Taro's H5 loader (@tarojs/taro-loader/lib/h5, Taro 4.2.1) generates
// from app.config.ts (route-table-plugin.ts puts it there). That code lists every page twice, as
// config.pages and again as the routes, and writes each route as its own object literal around an
// import(). Here config.pages is derived from the routes (same paths, same order) and each route is
// written through one helper: the same table at runtime, about 0.6 KB gzip less in app.js, which
// the home page waits for. If Taro's output changes shape, the build stops here instead of
// shipping a table the router cannot read.
//
// It also makes the router's page mounts transitions. Taro mounts a page with a forceUpdate of its
// app wrapper, outside any event: React 18 renders such an update in one uninterrupted task (the
// default lane is not time-sliced). Inside React.startTransition the same render yields to the
// browser every few milliseconds. On the first screen that task was the longest after the start-up
// script's own (Lighthouse's total blocking time, issue 20); the page, its commit and the router's
// callback after it are the same.
//
// Last, the entry's start-up is split into several tasks (staged-start.js).

const stagedStart = require('./staged-start')

const ROUTE = /Object\.assign\(\{\s*path: '([^']+)',\s*load: function\(context, params\) \{\s*const page = import\(("[^"]+")\)\s*return \[page, context, params\]\s*\}\s*\}, /g

module.exports = function routeTableLoader (source) {
  const configLine = /^var config = (\{.*\})$/m.exec(source)
  if (!configLine) throw new Error('route-table-loader: no `var config = {…}` line in the H5 entry')
  const config = JSON.parse(configLine[1])
  const routeCount = (source.match(ROUTE) ?? []).length
  if (!Array.isArray(config.pages) || routeCount !== config.pages.length) {
    throw new Error(`route-table-loader: ${routeCount} routes for ${config.pages?.length} pages in the H5 entry`)
  }
  const pages = config.pages
  delete config.pages
  const helper = 'function __taroRoute (path, page, config) {\n' +
    '  return Object.assign({ path: path, load: function (context, params) { return [page(), context, params] } }, config)\n' +
    '}\n'
  let out = source
    .replace(configLine[0], () => `var config = ${JSON.stringify(config)}`)
    .replace(ROUTE, (_m, path, request) => `__taroRoute('${path}', function () { return import(${request}) }, `)
    .replace(/^config\.routes = \[/m, () => `${helper}config.routes = [`)
  if (!/^var inst = /m.test(out)) throw new Error('route-table-loader: no `var inst =` line in the H5 entry')
  // the router reads config.pages (the home page, valid paths) only once it is created, below
  out = out.replace(/^var inst = /m, () => 'config.pages = config.routes.map(function (r) { return r.path })\nvar inst = ')
  if (!/^var history = /m.test(out) || !/^import \* as React from 'react'$/m.test(out)) {
    throw new Error('route-table-loader: no `var history =` line or no `import * as React` in the H5 entry')
  }
  // an own property in front of the one on the app object's prototype, which the router calls
  const mountInTransition = 'var __taroMount = inst.mount\n' +
    'inst.mount = function (component, id, cb) {\n' +
    '  var app = this\n' +
    '  React.startTransition(function () { __taroMount.call(app, component, id, cb) })\n' +
    '}\n'
  out = out.replace(/^var history = /m, () => `${mountInTransition}var history = `)
  const derived = [...out.matchAll(/__taroRoute\('([^']+)'/g)].map((m) => m[1])
  if (derived.join('\n') !== pages.join('\n')) throw new Error('route-table-loader: the routes are not the pages in order')
  return stagedStart(out)
}
