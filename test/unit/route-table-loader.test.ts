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
  // as @tarojs/plugin-framework-react (React 18) and the H5 platform plugin set them
  loaderMeta: {
    importFrameworkStatement: "\\nimport * as React from 'react'\\nimport ReactDOM from 'react-dom/client'\\n",
    extraImportForWeb: "import { findDOMNode, render, unstable_batchedUpdates } from 'react-dom'\\nimport '@tarojs/components-react/dist/index.css'\\nimport { PullDownRefresh } from '@tarojs/components'\\n",
    creator: 'createReactApp',
    creatorLocation: '@tarojs/plugin-framework-react/dist/runtime',
    frameworkArgs: 'React, ReactDOM, config',
    importFrameworkName: 'React',
    execBeforeCreateWebApp: 'Object.assign(ReactDOM, { findDOMNode, render, unstable_batchedUpdates })\\nconfig.PullDownRefresh = PullDownRefresh\\n'
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

  it('leaves only Taro\'s H5 runtime and API and the global styles as static imports', () => {
    expect(output.match(/^import .*$/gm)).toEqual([
      "import '@tarojs/plugin-platform-h5/dist/runtime'",
      "import { initPxTransform } from '@tarojs/taro'",
      "import '@tarojs/components/global.css'",
      "import { window } from '@tarojs/runtime'",
      "import '@tarojs/components-react/dist/index.css'"
    ])
    // still in the entry chunk (no request), and only the exports the entry used (tree shaking)
    expect(output).toContain('import(/* webpackMode: "eager", webpackExports: ["PullDownRefresh"] */ "@tarojs/components")')
    expect(output).toContain('import(/* webpackMode: "eager" */ "react")')
    expect(output).not.toMatch(/import\("(react|react-dom|react-dom\/client|@tarojs\/[^"]+|\.\/app)"\)/)
  })

  it('starts in five tasks: the runtime, then React, the router, the app, and then what the entry did after its imports', async () => {
    const timers: Array<() => void> = []
    let task = 0
    const log: string[] = []
    const load = async (request: string): Promise<Record<string, unknown>> => {
      log.push(`task ${task}: ${request}`)
      const fn = (name: string) => (...args: unknown[]) => { log.push(`task ${task}: ${name}(${args.filter((a) => typeof a === 'string').join(', ')})`); return name === 'createReactApp' ? { mount () {} } : {} }
      switch (request) {
        case 'react': return { startTransition: (f: () => void) => { f() } }
        case 'react-dom/client': return { default: {} }
        case 'react-dom': return { findDOMNode: fn('findDOMNode'), render: fn('render'), unstable_batchedUpdates: fn('batch') }
        case '@tarojs/plugin-framework-react/dist/runtime': return { createReactApp: fn('createReactApp') }
        case '@tarojs/components': return { PullDownRefresh: 'PullDownRefresh' }
        case '@tarojs/router': return { createRouter: fn('createRouter'), createHashHistory: fn('createHashHistory'), handleAppMount: fn('handleAppMount') }
        case './app': return { default: 'the app component' }
        default: throw new Error(`not staged: ${request}`)
      }
    }
    const code = output.replace(/^import .*$/gm, '').replace(/import\(\/\*[^*]*\*\/ ("[^"]+")\)/g, 'load($1)')
    const win: Record<string, unknown> = {}
    new Function('load', 'setTimeout', 'window', 'initPxTransform', code)(load, (f: () => void) => { timers.push(f) }, win, () => { log.push(`task ${task}: initPxTransform`) })
    const settle = async (): Promise<void> => { for (let i = 0; i < 20; i++) await Promise.resolve() }
    await settle()
    while (timers.length > 0) { task++; timers.shift()!(); await settle() }
    expect(log).toEqual([
      'task 1: @tarojs/plugin-framework-react/dist/runtime', 'task 1: react', 'task 1: react-dom/client', 'task 1: react-dom', 'task 1: @tarojs/components',
      'task 2: @tarojs/router',
      'task 3: ./app',
      'task 4: createReactApp(the app component)', 'task 4: createHashHistory()', 'task 4: handleAppMount()', 'task 4: createRouter()', 'task 4: initPxTransform'
    ])
    expect((win.__taroAppConfig as { PullDownRefresh: string }).PullDownRefresh).toBe('PullDownRefresh')
  })

  it('stops the build when Taro\'s output changes shape', () => {
    expect(() => routeTableLoader(input.replace(/const page = import/g, 'const page = require'))).toThrow(/routes for 4 pages/)
    expect(() => routeTableLoader(input.replace(/^var config = /m, 'let config = '))).toThrow(/no `var config/)
    expect(() => routeTableLoader(input.replace(/^var inst = /m, 'const inst = '))).toThrow(/no `var inst/)
    expect(() => routeTableLoader(input.replace(/^var history = /m, 'const history = '))).toThrow(/no `var history/)
    expect(() => routeTableLoader(input.replace(/^import component from .*$/m, ''))).toThrow(/no longer imports \.\/app/)
  })
})
