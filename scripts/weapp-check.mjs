// WeChat's own compiler over a built mini program (issue 9): `miniprogram-ci` is the DevTools
// compiler and code-quality scan as an npm package, and both run offline
// (../shared/reference/weapp-compiler.md).
//
//   node scripts/weapp-check.mjs [dir]        (default dist/weapp)
//
// It fails on:
//   - a page or tab that app.json names with no compiled page (.js + .wxml) in the directory;
//   - any error of `getCompiledResult` (every page's WXML, WXSS and JS through WeChat's compilers,
//     as for an upload);
//   - any failed item of `checkCodeQuality` (package sizes, compression, lazy loading, unused files).
// It prints the sizes the scan measures (main package, each subpackage, total) and ends with
// `N passed, N failed` (counted by scripts/test.mjs).
import { createRequire } from 'node:module'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { generateKeyPairSync } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const require = createRequire(import.meta.url)
const args = process.argv.slice(2)
const dir = resolve(args[0] ?? 'dist/weapp')

const results = []
// the compiler's messages quote whole minified lines: keep a failure readable
const clip = (text) => text.split('\n').slice(0, 40).map((l) => l.length > 240 ? `${l.slice(0, 240)}…` : l).join('\n')
function record (name, ok, detail = '') {
  results.push({ name, ok })
  console.log(`${ok ? '✔' : '✘'} ${name}${detail ? `\n  ${clip(detail).replace(/\n/g, '\n  ')}` : ''}`)
}
function finish () {
  const failed = results.filter((r) => !r.ok).length
  console.log(`${results.length - failed} passed, ${failed} failed`)
  process.exit(failed ? 1 : 0)
}

if (!existsSync(join(dir, 'app.json'))) {
  record(`${dir}/app.json exists (build the mini program first)`, false)
  finish()
}

// 1. Every page and tab app.json names must have been compiled. WeChat's compiler reports a
//    missing page too, but only as the first one it meets, in its own words; this names them all.
const app = JSON.parse(readFileSync(join(dir, 'app.json'), 'utf8'))
const pages = [
  ...(app.pages ?? []),
  ...(app.subPackages ?? app.subpackages ?? []).flatMap((p) => p.pages.map((page) => `${p.root.replace(/\/$/, '')}/${page}`)),
  ...(app.tabBar?.list ?? []).map((t) => t.pagePath)
]
const missing = [...new Set(pages)].filter((p) => !existsSync(join(dir, `${p}.js`)) || !existsSync(join(dir, `${p}.wxml`))).sort()
record(`every page and tab in app.json is compiled (${new Set(pages).size} pages)`, missing.length === 0,
  missing.length ? `no compiled page for: ${missing.join(', ')}` : '')
if (missing.length) finish()

// miniprogram-ci logs its progress and the failed look-up above with console.log ("[error] get
// white ext list fail"); keep that out of a green run's output and show it only when a check fails.
const quiet = []
async function muted (fn) {
  const saved = { log: console.log, debug: console.debug, info: console.info, warn: console.warn }
  const keep = (...a) => { quiet.push(a.map(String).join(' ')) }
  Object.assign(console, { log: keep, debug: keep, info: keep, warn: keep })
  try { return await fn() } finally { Object.assign(console, saved) }
}
const ci = await muted(() => {
  const ci = require('miniprogram-ci')
  // Offline it still asks WeChat's server for an extension list (falling back to its built-in
  // one) and reports usage. Send all of it to a proxy on a closed loopback port, so it fails at
  // once on this machine instead of looking up public hosts.
  ci.proxy('http://127.0.0.1:9')
  return ci
})

// The key is only used to sign uploads; offline it must merely exist.
const tmp = mkdtempSync(join(tmpdir(), 'weapp-check-'))
// the compiler leaves an (empty) folder named after the project in the working directory: not in the repository
process.chdir(tmp)
const keyPath = join(tmp, 'private.key')
writeFileSync(keyPath, generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs1', format: 'pem' }))
const project = new ci.Project({ appid: 'wx0000000000000000', type: 'miniProgram', projectPath: dir, privateKeyPath: keyPath })
// getCompiledResult asks WeChat's server for the app's attributes first; answer with the limits
// DevTools applies to an ordinary mini program (2 MB per package, 30 MB in all, 2–5 tabs).
project.attr = async () => ({
  platform: false, appType: 0, isSandbox: false, released: false, gameApp: false, isGameTourist: false,
  setting: { MaxCodeSize: 2, MaxSubpackageSubCodeSize: 2, MaxSubpackageFullCodeSize: 30, NavigateMiniprogramLimit: 10, MaxSubPackageLimit: 100, MinTabbarCount: 2, MaxTabbarCount: 5, MaxTabbarIconSize: 40, MaxCustomTabbarCount: 5 }
})

const secs = (t0) => `${((Date.now() - t0) / 1000).toFixed(1)} s`
const kb = (n) => `${(n / 1024).toFixed(1)} KB`
try {
  // 2. the compiler, page by page
  // es6: JS goes through WeChat's Babel, which rejects what its engines cannot parse. minify is
  // left off: Taro's build has already run terser, and WeChat's second pass doubled the time
  // (measured: 15 s → 27 s of compiler CPU) to minify again what terser already minified.
  let t0 = Date.now()
  try {
    const files = await muted(() => ci.getCompiledResult({ project, desc: 'weapp-check', setting: { es6: true, minify: false }, onProgressUpdate: () => {} }, join(tmp, 'compiled.zip')))
    record(`WeChat compiler: ${new Set(pages).size} pages compile (${Object.keys(files).length} files, ${secs(t0)})`, true)
  } catch (e) {
    record('WeChat compiler: every page compiles', false, `${e?.message ?? e}\n${quiet.join('\n')}`)
  }

  // 3. the code-quality scan
  t0 = Date.now()
  const items = await muted(() => ci.checkCodeQuality(project))
  console.log(`  quality scan: ${items.length} items (${secs(t0)})`)
  for (const item of items) {
    if (item.name === 'PACKAGE_SIZE_LIMIT' && item.detail && typeof item.detail === 'object') {
      const sizes = Object.entries(item.detail).filter(([, v]) => typeof v === 'number')
      const total = sizes.reduce((s, [, v]) => s + v, 0)
      console.log('  package sizes (WeChat\'s measure):')
      for (const [name, bytes] of sizes) console.log(`    ${name === '__APP__' ? 'main package' : name}: ${kb(bytes)}`)
      console.log(`    total: ${kb(total)}`)
    }
    // item.text describes the problem ("JS compression is not turned on"): shown only on failure
    record(`quality: ${item.name}`, item.success === true,
      item.success === true ? '' : `${item.text ?? ''} ${JSON.stringify(item.detail ?? {})}`)
  }
} finally {
  rmSync(tmp, { recursive: true, force: true })
}
finish()
