import path from 'node:path'
import type { Page } from 'playwright-core'
import { startServer, type TestServer } from '../../server/test/helpers/server'
import { ensureDemoAdmin } from '../../server/modules/admin/accounts'

// The real server (seeded demo data, the built H5 app at `/`, the built admin console at `/admin`
// with the demo/demo super admin, as `npm start` has them) on a random port with a fresh database.
export async function startAppServer (): Promise<TestServer> {
  const server = await startServer({ seed: true, env: { STATIC_DIR: path.resolve('dist/h5'), ADMIN_DIR: path.resolve('dist/admin'), DEMO_GRANT: '1' } })
  await ensureDemoAdmin(server.db)
  return server
}

/**
 * Open the app's home page and get past the open-screen advert and the system pop-up. Each comes
 * once (the advert once a day, the pop-up once per version: src/lib/interruptions.ts), the pop-up
 * only after the advert is closed; what was already shown in this browser is not waited for.
 */
export async function openHome (page: Page, base: string): Promise<void> {
  // what this browser had seen before the app starts (the app records a showing as it happens)
  const stored = (await page.context().storageState()).origins.find((o) => o.origin === new URL(base).origin)?.localStorage ?? []
  const seen = (key: string) => stored.some((e) => e.name === key)
  await page.goto(base + '/')
  await page.waitForSelector('#home', { timeout: 30000 })
  const appear = async (selector: string) => await page.locator(selector).waitFor({ timeout: 15000 }).then(() => true, () => false)
  if (!seen('wanlshop:open_advert_day') && await appear('#open-advert-skip')) await page.locator('#open-advert-skip').click()
  if (!seen('wanlshop:popup_seen') && await appear('.sys-popup-close')) await page.locator('.sys-popup-close').click()
}

/** Tab bar items in order: Home, Exchange, Cart, Me. */
export async function openTab (page: Page, index: number): Promise<void> {
  await page.locator('.weui-tabbar__item').nth(index).click()
}

/** Text of the toast Taro.showToast shows (its wrapper has no height; the content is fixed). */
export async function toastText (page: Page, awaited?: RegExp): Promise<string> {
  // `awaited`: wait for that toast, not one still on screen from the step before (a toast stays 1.5 s)
  const handle = await page.waitForFunction((source) => {
    const el = document.querySelector('.taro__toast') as HTMLElement | null
    const text = el && getComputedStyle(el).display !== 'none' ? el.innerText.trim() : ''
    if (source !== null && !new RegExp(source).test(text)) return null
    return text || null
  }, awaited?.source ?? null, { timeout: 15000 })
  return String(await handle.jsonValue())
}
