import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import { test, SHOTS } from '../lib/harness'
import { ctx } from '../lib/context'

// The admin console (issue 10) at 1280×800: the demo admin signs in, sees the dashboard, switches
// the console to English, and finds the sign-in in the audit list. Screenshots: admin-*.png.

export async function adminPage (): Promise<Page> {
  const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' })
  const page = await context.newPage()
  page.on('pageerror', (e) => console.log(`  [admin pageerror] ${e.message}`))
  return page
}

export async function adminSignIn (page: Page, username = 'demo', password = 'demo'): Promise<void> {
  await page.goto(`${ctx.server.url}/admin/`)
  await page.locator('input#username').fill(username)
  await page.locator('input#password').fill(password)
  await page.locator('input#password').press('Enter')
  await page.waitForURL(/\/admin\/dashboard$/, { timeout: 20000 })
}

test('admin console: the demo admin signs in, reads the dashboard in both languages and finds the sign-in in the audit list', async () => {
  const page = await adminPage()
  // a wrong password is refused in place, with the tries left
  await page.goto(`${ctx.server.url}/admin/audit`)
  await page.waitForURL(/\/admin\/login$/)
  await page.locator('input#username').fill('demo')
  await page.locator('input#password').fill('wrong')
  await page.locator('input#password').press('Enter')
  assert.match(await page.locator('[data-testid=login-error]').innerText({ timeout: 10000 }), /用户名或密码错误，还可尝试4次/)

  await adminSignIn(page)
  await page.locator('.ant-statistic').first().waitFor({ timeout: 15000 })
  const dashboard = await page.locator('.ant-pro-page-container').innerText()
  assert.match(dashboard, /今日订单/)
  assert.match(dashboard, /平台总量/)
  await page.screenshot({ path: `${SHOTS}/admin-dashboard-zh.png` })

  // zh → en: the menu, the page and the server's messages follow
  await page.getByText('EN', { exact: true }).first().click()
  await page.getByText("Today's orders").waitFor({ timeout: 10000 })
  await page.screenshot({ path: `${SHOTS}/admin-dashboard-en.png` })

  await page.locator('a[data-screen="/audit"]').click()
  await page.waitForURL(/\/admin\/audit$/)
  const row = page.locator('.ant-table-row', { hasText: 'admin.login' }).first()
  await row.waitFor({ timeout: 15000 })
  assert.match(await row.innerText(), /demo/)
  await page.screenshot({ path: `${SHOTS}/admin-audit-en.png` })
  await page.context().close()
})
