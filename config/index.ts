import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import path from 'node:path'
import webpack from 'webpack'
import { createRequire } from 'node:module'
import TsconfigPathsPlugin from 'tsconfig-paths-webpack-plugin'
import devConfig from './dev'
import prodConfig from './prod'
import { buildConstants, clientBuildEnv } from './constants'
import { earlyRequestsScript, md5Script, minifyInline, type AppRules } from './early-requests'
import { StatsFilePlugin } from './stats-file-plugin'
import { CompressPlugin } from './compress-plugin'
import { RouteFilesPlugin } from './route-files-plugin'
import { RouteTablePlugin } from './route-table-plugin'
import { IconSpritePlugin } from './icon-sprite-plugin'
import { routeAliases } from './route-aliases'
import { routerPageConfigPatch } from './router-page-config-patch'

// mini-css-extract-plugin's loader, from the copy Taro's runner uses (its plugin instance must match)
const configRequire = createRequire(path.join(__dirname, 'index.ts'))
const extractCssLoader: string = createRequire(configRequire.resolve('@tarojs/webpack5-runner'))('mini-css-extract-plugin').loader

// The API contract (types/: constants, validators, the Sign) is imported by value from src/. Taro's
// script rule compiles only sourceRoot (src/) and Taro's own packages, so a value import of a .ts
// file outside src/ reached webpack untranspiled ("Module parse failed"): compile types/ too.
const contractDir = path.resolve(__dirname, '..', 'types')

// Taro's config loader compiles only config/; the index.html script needs the app's Sign rule and
// storage keys (TypeScript outside config/), which tsx loads.
function appRules (): AppRules {
  const tsx = configRequire('tsx/cjs/api') as { require: (id: string, from: string) => unknown }
  const sign = tsx.require('../types/sign', __filename) as Pick<AppRules, 'computeSign' | 'canonicalQuery' | 'appKeyFor'>
  const { KEYS } = tsx.require('../src/lib/storage-keys', __filename) as { KEYS: AppRules['keys'] }
  return { computeSign: sign.computeSign, canonicalQuery: sign.canonicalQuery, appKeyFor: sign.appKeyFor, keys: KEYS }
}

// Build config for both targets. The non-template parts are the fixes from
// reference/taro-toolchain.md §4 and reference/nutui-taro.md §2/§7.
export default defineConfig<'webpack5'>(async (merge) => {
  const isH5 = process.env.TARO_ENV === 'h5'
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'bbmall',
    date: '2026-11-21',
    // NutUI is drawn at 375, our own styles at 750
    designWidth (input) {
      const f = (input as { file?: string } | undefined)?.file?.replace(/\\+/g, '/') ?? ''
      return f.includes('@nutui') ? 375 : 750
    },
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    // WEAPP_OUTPUT lets a second weapp build (TAB_MODE=discover, scripts/weapp-discover.mjs)
    // sit beside dist/weapp instead of replacing it
    outputRoot: isH5 ? 'dist/h5' : (process.env.WEAPP_OUTPUT?.trim() || 'dist/weapp'),
    // plugin-html maps HTML tags (NutUI's <i>, <input>) to mini-program components (required on
    // weapp); H5 renders them natively, and its runtime would only add to the initial H5 JavaScript
    plugins: isH5 ? [] : ['@tarojs/plugin-html'],
    defineConstants: buildConstants(),
    copy: { patterns: [], options: {} },
    // React on both builds. Preact on H5 was measured (README, issue 20): 35 KB gzip less before Home,
    // but it renders the start-up in one long task where React 18 slices it, and Lighthouse fell
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { exclude: ['@nutui/nutui-react-taro', '@nutui/icons-react-taro'] } },
    cache: { enable: process.env.TARO_CACHE === '1' },
    // quote_keys:true turns ethers' #private fields into #"x" and breaks the H5 chunk
    // TERSER=0: readable names in a CPU profile (diagnosis only; the budget measures the minified build)
    terser: { enable: process.env.TERSER !== '0', config: { output: { quote_keys: false } } },
    sass: { resource: [] },
    mini: {
      // weapp does not transpile node_modules; ethers' #private must be lowered for older engines
      compile: { include: [contractDir, (f: string) => /node_modules[\\/](ethers|@noble|@adraffy)[\\/]/.test(f)] },
      miniCssExtractPluginOption: { ignoreOrder: true },
      postcss: { pxtransform: { enable: true, config: {} }, cssModules: { enable: false } },
      webpackChain (chain) { chain.resolve.plugin('tsconfig-paths').use(TsconfigPathsPlugin) }
    },
    h5: {
      publicPath: '/',
      staticDirectory: 'static',
      // index.html sends Home's first two requests while the app's JavaScript downloads (early-requests.ts)
      ...(isH5 ? { htmlPluginOption: { md5: minifyInline(md5Script()), earlyRequests: minifyInline(earlyRequestsScript(clientBuildEnv(), appRules())) } } : {}),
      // the spec's /choose-location and /open-location (route-aliases.ts)
      router: { mode: 'hash', customRoutes: routeAliases },
      useHtmlComponents: true,
      // images as files, not data URLs inside JavaScript (the tab icons were 7 KB of app.js)
      imageUrlLoaderOption: { limit: 1 },
      compile: { include: [contractDir] },
      esnextModules: ['nutui-react-taro'],
      output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[chunkhash:8].js' },
      miniCssExtractPluginOption: { ignoreOrder: true, filename: 'css/[name].[contenthash:8].css', chunkFilename: 'css/[name].[chunkhash:8].css' },
      postcss: { autoprefixer: { enable: true, config: {} }, cssModules: { enable: false } },
      webpackChain (chain) {
        chain.resolve.plugin('tsconfig-paths').use(TsconfigPathsPlugin)
        // Taro's default 'initial' copies page-only libraries into every lazy page chunk
        // and minSize 10 KB: tiny shared chunks cost a request and bytes each on the start-up path
        // (measured: -2.5 KB gzip before Home renders; pages may carry a few duplicated small modules)
        chain.optimization.splitChunks({ ...chain.optimization.get('splitChunks'), chunks: 'all', minSize: 10000 })
        // spec: script chunk load time-out 120000 ms
        chain.output.chunkLoadTimeout(120000)
        chain.resolve.alias
          .set('whatwg-fetch$', path.resolve(__dirname, 'shims/empty-polyfill.js'))
          .set('abortcontroller-polyfill/dist/abortcontroller-polyfill-only$', path.resolve(__dirname, 'shims/empty-polyfill.js'))
          .set('jsonp-retry$', path.resolve(__dirname, 'shims/no-jsonp.js'))
          // Taro's router reads page params with query-string and three helpers (3 KB gzip); the shim
          // answers its calls the same way (test/unit/query-string-shim.test.ts)
          .set('query-string$', path.resolve(__dirname, 'shims/query-string.js'))
          // ...and matches the location with universal-router + path-to-regexp (3 KB gzip); every route
          // is a fixed path, so the shim compares (test/unit/static-router-shim.test.ts)
          .set('universal-router$', path.resolve(__dirname, 'shims/static-router.js'))
          // index.html carries an md5 for its early script; the app uses that copy (early-requests.ts md5Script)
          .set('blueimp-md5$', path.resolve(__dirname, 'shims/window-md5.js'))
          .set('@tarojs/components/dist/taro-components/taro-components.css$', path.resolve(__dirname, 'shims/no-weui-font.css'))
        // Taro's router: no Stencil tab bar, and its styles and navigation-bar icons as CSS, not
        // strings in JavaScript (shims/router-style.js)
        const routerShims: Array<[RegExp, string]> = [
          [/^@tarojs\/components\/dist\/components$/, 'shims/no-stencil-tabbar.js'],
          [/^\.\.?\/style\.js$/, 'shims/router-style.js'],
          [/^\.\/navigationBar\.js$/, 'shims/router-navigation-bar.js']
        ]
        // the plugin's filter is the union of the list's patterns, so the two cannot drift apart
        const anyRouterShim = new RegExp(routerShims.map(([request]) => `(?:${request.source})`).join('|'))
        chain.plugin('router-shims').use(webpack.NormalModuleReplacementPlugin, [
          anyRouterShim,
          (res: { contextInfo?: { issuer?: string }, request: string }) => {
            if (!/[\\/]@tarojs[\\/]router[\\/]/.test(res.contextInfo?.issuer ?? '')) return
            const shim = routerShims.find(([request]) => request.test(res.request))
            if (shim) res.request = path.resolve(__dirname, shim[1])
          }
        ])
        // Taro's tab-bar APIs (events to a tab bar the H5 app does not draw): shims/h5-tab-bar.js
        chain.plugin('taro-h5-tab-bar').use(webpack.NormalModuleReplacementPlugin, [
          /^\.\.?\/(?:api\/ui\/|ui\/)?tab-bar\.js$/,
          (res: { contextInfo?: { issuer?: string }, request: string }) => {
            if (/[\\/]@tarojs[\\/]taro-h5[\\/]dist[\\/]/.test(res.contextInfo?.issuer ?? '')) res.request = path.resolve(__dirname, 'shims/h5-tab-bar.js')
          }
        ])
        // Taro injects its own CSS (@tarojs/components-react, global.css) with style-loader, i.e. as
        // strings inside the initial JavaScript; extract it into the CSS files like the app's own.
        // It lands in app.css (and the entry imports global.css first), so page styles still win.
        const taroStyle = chain.module.rule('taroStyle')
        taroStyle.uses.clear()
        taroStyle.use('extractCss').loader(extractCssLoader)
        // Taro's router: the page-config look-up derives the current path once (router-page-config-patch.ts)
        chain.module.rule('taro-router-page-config').enforce('pre').test(routerPageConfigPatch.file)
          .use('replace-text').loader(path.resolve(__dirname, 'loaders/replace-text-loader.js'))
          .options({ search: routerPageConfigPatch.search, replace: routerPageConfigPatch.replace })
        // ANALYZE=1 writes module sizes per chunk to dist/h5-stats.json and source maps beside the scripts
        // (to weigh each source's share of the gzip, for the size budget work)
        if (process.env.ANALYZE === '1') { chain.plugin('stats-file').use(StatsFilePlugin); chain.devtool('hidden-source-map') }
        // the first page's chunk files named in index.html's early script (route-files-plugin.ts)
        chain.plugin('route-files').use(RouteFilesPlugin)
        // the generated route table without its second list of pages (route-table-plugin.ts)
        chain.plugin('route-table').use(RouteTablePlugin)
        // the icons' SVG masks as fragments of one sprite file, not one SVG document each (icon-sprite-plugin.ts)
        chain.plugin('icon-sprite').use(IconSpritePlugin)
        // .br/.gz beside the text files, served as they are (server/app.ts: preCompressed)
        if (process.env.NODE_ENV !== 'development') chain.plugin('compress').use(CompressPlugin)
      }
    }
  }
  return process.env.NODE_ENV === 'development' ? merge({}, baseConfig, devConfig) : merge({}, baseConfig, prodConfig)
})
