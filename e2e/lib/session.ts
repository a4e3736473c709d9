import type { Page } from 'playwright-core'
import { ApiClient } from '../../server/test/helpers/client'
import { ctx } from './context'

/** The session token the app stored for the logged-in user (read from the page's storage). */
export async function storedToken (page: Page): Promise<string> {
  return await page.evaluate(() => {
    for (const k of Object.keys(localStorage)) {
      const m = (localStorage.getItem(k) ?? '').match(/"token"\s*:\s*"?\\?"?([0-9a-f]{64})/)
      if (m) return m[1]
    }
    return ''
  })
}

/** A signed API client acting as the page's user (for set-up steps the journey does not cover). */
export async function apiAs (page: Page): Promise<ApiClient> {
  return new ApiClient(ctx.server.url, ctx.server.config.socketUrl, 'zh').withToken(await storedToken(page))
}
