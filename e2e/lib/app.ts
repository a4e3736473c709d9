import path from 'node:path'
import type { Page } from 'playwright-core'
import { startServer, type TestServer } from '../../server/test/helpers/server'

// The real server (seeded demo data, the built H5 app at `/`) on a random port with a fresh database.
export async function startAppServer (): Promise<TestServer> {
  return await startServer({ seed: true, env: { STATIC_DIR: path.resolve('dist/h5'), DEMO_GRANT: '1' } })
}

/** Open the app's home page and get past the open-screen advert and the system pop-up. */
export async function openHome (page: Page, base: string): Promise<void> {
  await page.goto(base + '/')
  await page.waitForSelector('#home', { timeout: 30000 })
  const skip = page.locator('#open-advert-skip')
  if (await skip.isVisible({ timeout: 3000 }).catch(() => false)) await skip.click()
  const close = page.locator('.sys-popup-close')
  if (await close.isVisible({ timeout: 3000 }).catch(() => false)) await close.click()
}

/** Tab bar items in order: Home, Exchange, Cart, Me. */
export async function openTab (page: Page, index: number): Promise<void> {
  await page.locator('.weui-tabbar__item').nth(index).click()
}

/** Text of the toast Taro.showToast shows (its wrapper has no height; the content is fixed). */
export async function toastText (page: Page): Promise<string> {
  const handle = await page.waitForFunction(() => {
    const el = document.querySelector('.taro__toast') as HTMLElement | null
    const text = el && getComputedStyle(el).display !== 'none' ? el.innerText.trim() : ''
    return text || null
  }, null, { timeout: 15000 })
  return String(await handle.jsonValue())
}
