import type { Browser, Page } from 'playwright-core'
import type { BaseWallet } from 'ethers'
import type { TestServer } from '../../server/test/helpers/server'
import { injectWallet } from './wallet'
import { openHome, openTab } from './app'

// What every journey shares: the one server and browser of the run, phone-sized pages with an
// injected wallet, and the user's way of logging in.
export const CHAIN_ID = 56
export const ctx = {} as { server: TestServer, browser: Browser }

export async function newPage (wallet: BaseWallet, signWith?: BaseWallet): Promise<Page> {
  const context = await ctx.browser.newContext({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2 })
  const page = await context.newPage()
  page.on('pageerror', (e) => console.log(`  [pageerror] ${e.message}`))
  await injectWallet(page, { wallet, chainId: CHAIN_ID, signWith })
  return page
}

/** Home → Me → Connect wallet, until the nickname shows. */
export async function login (page: Page): Promise<void> {
  await openHome(page, ctx.server.url)
  await openTab(page, 3)
  await page.locator('#connect-wallet').click()
  await page.locator('#me-nickname').waitFor({ timeout: 20000 })
}

/**
 * Opens a route by loading the app afresh (the session resumes without a new signature). A changed
 * hash alone would reach Taro's router as a browser "back" and could bring up an older page of the
 * same path from its stack instead of the one asked for.
 */
let loads = 0
export async function openRoute (page: Page, route: string): Promise<void> {
  await page.goto(`${ctx.server.url}/?load=${++loads}#${route}`)
}

/**
 * Waits until the page is in place for a screenshot: Taro's router has marked a page stationed
 * (its slide-in transition is over), no page is still sliding, the images on it have loaded and
 * the fonts are ready.
 */
export async function settled (page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.querySelector('.taro_page.taro_page_stationed') === null) return false
    // a page that is still sliding in sits off to the side (its transition may not have started
    // yet, so no animation shows): every visible page must be in place
    const visible = [...document.querySelectorAll<HTMLElement>('.taro_page')].filter((p) => getComputedStyle(p).display !== 'none')
    if (visible.some((p) => Math.abs(p.getBoundingClientRect().left) > 0.5)) return false
    const sliding = document.getAnimations().some((a) => {
      const target = (a.effect as KeyframeEffect | null)?.target
      return target instanceof Element && target.classList.contains('taro_page')
    })
    const images = [...document.querySelectorAll<HTMLImageElement>('.taro_page_stationed img')].every((i) => i.complete)
    return !sliding && images
  }, null, { timeout: 10000 })
  await page.evaluate(async () => { await document.fonts.ready })
}
