// config/loaders/replace-text-loader.js patches Taro's router (config/index.ts): the lookup of a
// page's config derives the current path once instead of once per route. The text it replaces must
// be in the installed @tarojs/router exactly once, or the build stops.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { routerPageConfigPatch } from '../../config/router-page-config-patch'
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS webpack loader
const loader = require('../../config/loaders/replace-text-loader.js') as (this: object, source: string) => string

const pageFile = path.resolve(__dirname, '../../node_modules/@tarojs/router/dist/router/page.js')
const { search, replace } = routerPageConfigPatch
const run = (source: string, options = { search, replace }): string => loader.call({ getOptions: () => options, resourcePath: pageFile }, source)

test('the installed Taro router gets the one-derivation page-config lookup', () => {
  expect(routerPageConfigPatch.file.test(pageFile)).toBe(true)
  const out = run(readFileSync(pageFile, 'utf8'))
  expect(out).toContain('const origin = this.originPathname;')
  expect(out).not.toContain('.includes(this.originPathname)')
})

test('a text that is missing, or there twice, stops the build with the file named', () => {
  expect(() => run('class PageHandler {}')).toThrow(/expected exactly one "return this.routes.find.*page\.js/)
  expect(() => run(`${search}\n${search}`)).toThrow(/expected exactly one/)
})
