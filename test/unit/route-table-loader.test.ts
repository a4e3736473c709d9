// The H5 build rewrites the entry that Taro's H5 loader generates from app.config.ts
// (config/loaders/route-table-loader.js): config.pages derived from the routes, one helper per
// route. Taro's own loader (@tarojs/taro-loader/lib/h5) makes the input here, so a Taro upgrade
// that changes its output shows up in this test before it reaches a build.
import { execFileSync } from 'node:child_process'
import routeTableLoader from '../../config/loaders/route-table-loader.js'

const SRC = '/project/src'
const PAGES = ['pages/index', 'pages/cart', 'pages/user/setting/setting', 'pages/product/goods']

// Taro's loader needs esbuild, which jsdom's globals break: it runs in a plain Node process
const TARO_ENTRY = `
const path = require('node:path')
const loader = require('@tarojs/taro-loader/lib/h5').default
const SRC = ${JSON.stringify(SRC)}
const PAGES = ${JSON.stringify(PAGES)}
const options = {
  entryFileName: 'app',
  filename: 'app',
  runtimePath: ['@tarojs/plugin-platform-h5/dist/runtime'],
  sourceDir: SRC,
  config: { router: { mode: 'hash' }, pages: PAGES, window: { navigationBarTitleText: 'BBMall' } },
  framework: 'react',
  loaderMeta: {
    importFrameworkStatement: "import * as React from 'react'",
    extraImportForWeb: '',
    creator: 'createReactApp',
    creatorLocation: '@tarojs/plugin-framework-react/dist/runtime',
    frameworkArgs: 'React, ReactDOM, config',
    importFrameworkName: 'React',
    execBeforeCreateWebApp: ''
  },
  pages: PAGES.map((p) => [p, SRC + '/' + p + '.config.ts']),
  pxTransformConfig: { designWidth: 750, deviceRatio: { 750: 1 }, baseFontSize: 20, unitPrecision: 5, targetUnit: 'rem' },
  bootstrap: false
}
const ctx = {
  getOptions: () => options,
  mode: 'production',
  resourcePath: SRC + '/app.config.ts',
  context: SRC,
  rootContext: '/project',
  utils: { contextify: (from, request) => './' + path.relative(from, request) }
}
process.stdout.write(loader.call(ctx))
`

function taroEntry (): string {
  return execFileSync(process.execPath, ['-e', TARO_ENTRY], { cwd: process.cwd(), encoding: 'utf8' })
}

describe('route-table-loader on Taro 4.2.1\'s H5 entry', () => {
  const input = taroEntry()
  const output = routeTableLoader(input)

  it('lists the pages once: the config line has no pages, the routes are the pages in order', () => {
    expect(input).toMatch(/"pages":\["pages\/index"/)
    const configLine = /^var config = (\{.*\})$/m.exec(output)
    expect(configLine).not.toBeNull()
    expect(JSON.parse(configLine![1]).pages).toBeUndefined()
    expect([...output.matchAll(/__taroRoute\('([^']+)', function \(\) \{ return import\(("[^"]+")\) \}/g)].map((m) => [m[1], m[2]]))
      .toEqual(PAGES.map((p) => [p, JSON.stringify(`./${p}`)]))
  })

  it('derives config.pages from the routes before the router is created', () => {
    const derive = output.indexOf('config.pages = config.routes.map(function (r) { return r.path })')
    expect(derive).toBeGreaterThan(output.indexOf('config.routes = ['))
    expect(derive).toBeLessThan(output.indexOf('createRouter('))
  })

  it('builds the same route objects as Taro\'s literal: path, load() → [page, context, params], then the page config', () => {
    const helper = /function __taroRoute \(path, page, config\) \{[\s\S]*?\n\}/.exec(output)![0]
    const route = new Function(`${helper}; return __taroRoute`)() as (p: string, page: () => unknown, c: object) => { path: string, load: (c: unknown, p: unknown) => unknown[], title?: string }
    const r = route('pages/cart', () => 'the page module', { title: 'cart' })
    expect(r.path).toBe('pages/cart')
    expect(r.title).toBe('cart')
    expect(r.load('context', 'params')).toEqual(['the page module', 'context', 'params'])
  })

  it('mounts pages inside React.startTransition, with the app object as `this`, before the router is created', () => {
    const at = output.indexOf('inst.mount = function')
    expect(at).toBeGreaterThan(output.indexOf('var inst = '))
    expect(at).toBeLessThan(output.indexOf('createRouter('))
    const wrap = /var __taroMount = inst\.mount\n[\s\S]*?\n\}\n/.exec(output)![0]
    const calls: string[] = []
    let inTransition = false
    const React = { startTransition: (fn: () => void) => { inTransition = true; try { fn() } finally { inTransition = false } } }
    const proto = {
      mount (this: unknown, component: string, id: string, cb: () => void) {
        calls.push(`${component} ${id} ${inTransition ? 'in a transition' : 'outside'} ${this === inst ? 'on the app' : 'elsewhere'}`)
        cb()
      }
    }
    const inst = Object.create(proto) as typeof proto
    new Function('inst', 'React', wrap)(inst, React)
    let called = 0
    inst.mount('Home', 'pages/index', () => { called++ })
    expect(calls).toEqual(['Home pages/index in a transition on the app'])
    expect(called).toBe(1)
  })

  it('stops the build when Taro\'s output changes shape', () => {
    expect(() => routeTableLoader(input.replace(/const page = import/g, 'const page = require'))).toThrow(/routes for 4 pages/)
    expect(() => routeTableLoader(input.replace(/^var config = /m, 'let config = '))).toThrow(/no `var config/)
    expect(() => routeTableLoader(input.replace(/^var inst = /m, 'const inst = '))).toThrow(/no `var inst/)
    expect(() => routeTableLoader(input.replace(/^var history = /m, 'const history = '))).toThrow(/no `var history/)
  })
})
