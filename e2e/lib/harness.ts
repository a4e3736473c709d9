import { existsSync, mkdirSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'

// A very small runner: named async tests run one after another, failures are reported with
// their error, and the last line is `N passed, N failed` (read by scripts/test.mjs and CI).
type TestFn = () => Promise<void>
const tests: Array<{ name: string, fn: TestFn }> = []
export function test (name: string, fn: TestFn): void { tests.push({ name, fn }) }

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const SHOTS = 'e2e/shots'

export async function launch (): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      // the chat journey records voice messages from Chromium's fake microphone, allowed without a prompt
      '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']
  })
}

export function chromiumAvailable (): boolean {
  if (existsSync(CHROMIUM)) return true
  if (process.env.REQUIRE_E2E === '1') {
    console.error(`Chromium not found at ${CHROMIUM}, and REQUIRE_E2E=1: failing.`)
    process.exit(1)
  }
  console.log(`Chromium not found at ${CHROMIUM}: e2e skipped (install it with apt-get install -y chromium).`)
  console.log('0 passed, 0 failed, 1 skipped')
  return false
}

/** What the browser showed when a journey failed; then its pages are closed for the next one. */
async function keepEvidence (browser: Browser | undefined, label: string): Promise<void> {
  if (!browser) return
  let n = 0
  for (const c of browser.contexts()) {
    for (const p of c.pages()) {
      await p.screenshot({ path: `${SHOTS}/failed-${label}-${n++}.png` }).catch(() => undefined)
      console.log(`  [failed page ${n - 1}] ${p.url()}`)
    }
    await c.close().catch(() => undefined)
  }
}

// No retry: a journey that fails once is a failure (a retry hid flaky waits, issue 9).
export async function runAll (browser?: Browser): Promise<number> {
  mkdirSync(SHOTS, { recursive: true })
  let failed = 0
  // E2E_ONLY=<text> runs only the journeys whose name contains it (handy while working on one)
  const only = process.env.E2E_ONLY
  const chosen = only ? tests.filter((t) => t.name.includes(only)) : tests
  for (const [i, t] of chosen.entries()) {
    const t0 = Date.now()
    try {
      await t.fn()
      console.log(`✔ ${t.name} (${Date.now() - t0} ms)`)
    } catch (e) {
      failed += 1
      console.log(`✘ ${t.name} (${Date.now() - t0} ms)\n  ${(e as Error).stack ?? e}`)
      await keepEvidence(browser, String(i + 1))
    }
  }
  console.log(`${chosen.length - failed} passed, ${failed} failed`)
  return failed
}
