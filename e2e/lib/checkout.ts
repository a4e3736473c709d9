import type { Page } from 'playwright-core'
import { ctx } from './context'

// The buyer's and the seller's steps several journeys take the same way: the first address added
// from the order confirmation page, the payment password set at the cashier with the e-mailed code,
// and the carrier chosen when shipping.

/** On the confirmation page without an address: add one (form, region picker) and choose it. */
export async function addFirstAddress (page: Page): Promise<void> {
  await page.locator('#addorder-address.co-address--none').click()
  await page.locator('#address-add:visible').click()
  await page.locator('#address-name:visible').waitFor({ timeout: 15000 })
  await page.locator('#address-name input, input#address-name').first().fill('张三')
  await page.locator('#address-mobile input, input#address-mobile').first().fill('13800138000')
  await page.locator('#address-region').click()
  await chooseRegion(page)
  await page.locator('#address-detail textarea, textarea#address-detail').first().fill('科技园 1 号')
  await page.locator('#address-save').click()
  await page.locator('.address-item:visible').first().click()
  await page.locator('#addorder-address:not(.co-address--none)').waitFor({ timeout: 15000 })
}

/** In the open region picker: the first province, city and district; the last tap closes it. */
export async function chooseRegion (page: Page): Promise<void> {
  for (let level = 0; level < 3; level++) {
    // each tap opens the next level (province → city → district); the last one closes the picker
    const before = await page.locator('.region-picker__tab').count()
    await page.locator('#region-picker .region-picker__item').first().click()
    if (level < 2) await page.waitForFunction((n) => document.querySelectorAll('.region-picker__tab').length > n || !document.querySelector('#region-picker'), before)
  }
  await page.locator('#region-picker').waitFor({ state: 'hidden', timeout: 5000 })
}

/** At the cashier of an account without a payment password: set it with the e-mailed code. */
export async function setPayPasswordAtCashier (page: Page, email: string, password: string): Promise<void> {
  await page.locator('#pay-set-password').click()
  await page.locator('#paypwd-email input, input#paypwd-email').first().fill(email)
  const sentBefore = (ctx.server.app.ctx as any).mail?.sent?.length ?? 0
  await page.locator('#paypwd-send').click()
  const code = await waitForMailCode(sentBefore)
  await page.locator('#paypwd-code input, input#paypwd-code').first().fill(code)
  await page.locator('#paypwd-password input, input#paypwd-password').first().fill(password)
  await page.locator('#paypwd-repassword input, input#paypwd-repassword').first().fill(password)
  await page.locator('#paypwd-submit').click()
  await page.locator('#pay-submit').waitFor({ timeout: 15000 })
}

export async function waitForMailCode (sentBefore: number): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const sent: Array<{ text?: string, subject?: string }> = (ctx.server.app.ctx as any).mail?.sent ?? []
    if (sent.length > sentBefore) {
      const m = JSON.stringify(sent[sent.length - 1]).match(/\b(\d{6})\b/)
      if (m) return m[1]
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('no payment-password code was e-mailed')
}

/** On the shipping form: the first carrier of the sheet, until the form shows it. */
export async function chooseFirstCarrier (page: Page): Promise<void> {
  await page.locator('#delivery-carrier:visible').click()
  await page.locator('.delivery-carrier-option:visible').first().click()
  await page.locator('#delivery-carrier:visible .dl-row__value:not(.dl-row__value--ph)').waitFor({ timeout: 10000 })
}
