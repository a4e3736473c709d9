// `npm test`: every check the README's "Tests" section lists, in order, stopping at the first red step.
// Prints a time per step and, at the end, one `N passed, N failed` line over all tests.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, existsSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const tmp = mkdtempSync(join(tmpdir(), 'bbmall-test-'))
const totals = { passed: 0, failed: 0, skipped: 0 }
const timings = []

function run (cmd, args, env = {}, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } })
    let out = ''
    child.stdout.on('data', (d) => { out += d; if (!quiet) process.stdout.write(d) })
    child.on('exit', (code) => resolve({ code: code ?? 1, out }))
  })
}

/** The server suites on one database engine (DATABASE_URL '' = embedded PGlite). */
function serverSuite (databaseUrl, opts) {
  return run(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=tap', ...serverTests()], { DATABASE_URL: databaseUrl }, opts)
}

// Both engines at once: neither suite keeps two cores busy on its own (much of each is waiting on
// its database, timers and sockets), and the helpers keep concurrent suites apart (a fresh database
// per server, a Redis channel per process), so on two cores this takes 585–692 s where one after
// the other took 1443 s (CI must stay under 60 minutes).
// Each suite's TAP is printed whole when it ends, not interleaved.
async function serverSuites () {
  const [lite, postgres] = await Promise.all([serverSuite('', { quiet: true }), serverSuite(pg, { quiet: true })])
  console.log('── PGlite ──\n' + lite.out + '\n── PostgreSQL ──\n' + postgres.out)
  const a = countNodeTest(lite.out)
  const b = countNodeTest(postgres.out)
  return { code: lite.code || postgres.code, counts: { passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped } }
}

// node --test (TAP) summary lines
function countNodeTest (out) {
  const n = (k) => Number((out.match(new RegExp(`^# ${k} (\\d+)`, 'm')) ?? [])[1] ?? 0)
  return { passed: n('pass'), failed: n('fail'), skipped: n('skipped') + n('todo') }
}
function countJest (file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 }
  const j = JSON.parse(readFileSync(file, 'utf8'))
  return { passed: j.numPassedTests, failed: j.numFailedTests, skipped: j.numPendingTests }
}
// our e2e/size scripts end with their own `N passed, N failed` line
function countPlain (out) {
  const m = [...out.matchAll(/^(\d+) passed, (\d+) failed(?:, (\d+) skipped)?$/gm)].pop()
  return m ? { passed: +m[1], failed: +m[2], skipped: +(m[3] ?? 0) } : { passed: 0, failed: 0, skipped: 0 }
}

const pg = process.env.DATABASE_URL
const steps = [
  ['typecheck', () => run('npx', ['tsc', '--noEmit', '-p', '.']), null],
  ['typecheck server', () => run('npx', ['tsc', '--noEmit', '-p', 'server']), null],
  ['typecheck admin', () => run('npx', ['tsc', '--noEmit', '-p', 'admin']), null],
  ['lint (eslint)', () => run('npm', ['run', '--silent', 'lint']), null],
  ['unit + component (jest)', () => run('npx', ['jest', '--json', `--outputFile=${tmp}/jest.json`]), () => countJest(`${tmp}/jest.json`)],
  pg
    ? ['server integration (PGlite and PostgreSQL, side by side)', serverSuites, (r) => r.counts]
    : ['server integration (PGlite)', () => serverSuite(''), (r) => countNodeTest(r.out)],
  ['build h5', () => run('npx', ['taro', 'build', '--type', 'h5'], { NODE_ENV: 'production' }), null],
  ['build admin', () => run('npx', ['vite', 'build', '--config', 'admin/vite.config.ts', '--logLevel', 'warn'], { NODE_ENV: 'production' }), null],
  ['build weapp', () => run('npx', ['taro', 'build', '--type', 'weapp'], { NODE_ENV: 'production' }), null],
  ['weapp: WeChat compiler + quality scan (miniprogram-ci)', () => run(process.execPath, ['scripts/weapp-check.mjs', 'dist/weapp']), (r) => countPlain(r.out)],
  ['weapp: TAB_MODE=discover build', () => run(process.execPath, ['scripts/weapp-discover.mjs']), (r) => countPlain(r.out)],
  ['size budget', () => run(process.execPath, ['scripts/size-budget.mjs']), (r) => countPlain(r.out)],
  ['weapp smoke (miniprogram-simulate)', () => run('npx', ['jest', '-c', 'jest.weapp.config.js', '--json', `--outputFile=${tmp}/weapp.json`]), () => countJest(`${tmp}/weapp.json`)],
  ['e2e (Chromium)', () => run(process.execPath, ['--import', 'tsx', 'e2e/run.ts'], { DATABASE_URL: '' }), (r) => countPlain(r.out)]
]

function serverTests () {
  const dir = 'server/test'
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.test.ts')).sort().map((f) => join(dir, f)) : []
}

let failedStep = null
for (const [name, exec, count] of steps) {
  console.log(`\n━━ ${name} ━━`)
  const t0 = Date.now()
  const r = await exec()
  const secs = ((Date.now() - t0) / 1000).toFixed(1)
  timings.push(`${r.code === 0 ? '✔' : '✘'} ${name} (${secs} s)`)
  if (count) { const c = count(r); totals.passed += c.passed; totals.failed += c.failed; totals.skipped += c.skipped }
  if (r.code !== 0) { failedStep = name; if (!count) totals.failed += 1; break }
}

console.log('\n' + timings.join('\n'))
if (failedStep) console.log(`\nFAILED at: ${failedStep}`)
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(failedStep ? 1 : 0)
