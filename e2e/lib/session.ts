import type { Page } from 'playwright-core'
import { ApiClient } from '../../server/test/helpers/client'
import { ctx } from './context'

/** Page-side expression: the session token the app stored ('' when none); one text for both helpers below. */
const STORED_TOKEN = String.raw`(() => {
  for (const k of Object.keys(localStorage)) {
    const m = (localStorage.getItem(k) ?? '').match(/"token"\s*:\s*"?\\?"?([0-9a-f]{64})/)
    if (m) return m[1]
  }
  return ''
})()`

/** The session token the app stored for the logged-in user (read from the page's storage). */
export async function storedToken (page: Page): Promise<string> {
  return await page.evaluate<string>(STORED_TOKEN)
}

/** Waits until the app has stored a session other than `old` (it signed in again); answers it. */
export async function newTokenStored (page: Page, old: string, timeout = 20000): Promise<string> {
  await page.waitForFunction(`((t) => t !== '' && t !== ${JSON.stringify(old)})(${STORED_TOKEN})`, undefined, { timeout })
  return await storedToken(page)
}

/** A signed API client acting as the page's user (for set-up steps the journey does not cover). */
export async function apiAs (page: Page): Promise<ApiClient> {
  return new ApiClient(ctx.server.url, ctx.server.config.socketUrl, 'zh').withToken(await storedToken(page))
}
