import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import { test, SHOTS } from '../lib/harness'
import { Wallet } from 'ethers'
import { ctx, login, newPage } from '../lib/context'
import { newTokenStored, storedToken } from '../lib/session'
import { openTab } from '../lib/app'
import { ApiClient } from '../../server/test/helpers/client'
import type { TestServer } from '../../server/test/helpers/server'
import { createAdmin } from '../../server/modules/admin/accounts'
import type { AdminRole } from '../../types/admin'

// The admin console (issue 10) at 1280×800: the demo admin signs in, sees the dashboard, switches
// the console to English, and finds the sign-in in the audit list. Screenshots: admin-*.png.

export async function adminPage (): Promise<Page> {
  const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' })
  const page = await context.newPage()
  page.on('pageerror', (e) => console.log(`  [admin pageerror] ${e.message}`))
  return page
}

/** Signs in to the console of `base` (the run's server unless a journey has its own). */
export async function adminSignIn (page: Page, username = 'demo', password = 'demo', base = ctx.server.url): Promise<void> {
  await page.goto(`${base}/admin/`)
  await page.locator('input#username').fill(username)
  await page.locator('input#password').fill(password)
  await page.locator('input#password').press('Enter')
  await page.waitForURL(/\/admin\/dashboard$/, { timeout: 20000 })
}

/**
 * An operator of `role` (made once per server: `<role>-e2e`) signed in to the console of `server`,
 * so journeys decide things as the role the console allows, not as the super admin.
 */
export async function operatorPage (role: AdminRole, server: TestServer = ctx.server): Promise<Page> {
  const username = `${role}-e2e`
  const password = `${role}-e2e-password`
  await createAdmin(server.db, username, role, password).catch((e: unknown) => {
    if (!(e instanceof Error && e.message.includes('already exists'))) throw e
  })
  const page = await adminPage()
  await adminSignIn(page, username, password, server.url)
  return page
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

test('admin console: a new open-screen advert and pop-up are saved in the console, the H5 app shows them after a reload, and both changes are in the audit list', async () => {
  const admin = await adminPage()
  await adminSignIn(admin)
  await admin.locator('a[data-screen="/content"]').click()
  await admin.waitForURL(/\/admin\/content$/)

  // the open-screen advert: filter the table to its position, edit its title
  const openRow = admin.locator('.ant-table-row', { hasText: '开屏广告' }).first()
  await openRow.waitFor({ timeout: 15000 })
  await openRow.locator('[data-testid^=advert-edit-]').click()
  const modal = admin.locator('.ant-modal-content')
  await modal.locator('input#title').fill('双十二狂欢节')
  await modal.locator('input#title_en').fill('Double Twelve Festival')
  await modal.locator('button.ant-btn-primary').click()
  await admin.locator('.ant-message-success').waitFor({ timeout: 10000 })
  await admin.locator('.ant-table-row', { hasText: '双十二狂欢节' }).waitFor({ timeout: 10000 })

  // the system pop-up
  await admin.locator('.ant-tabs-tab', { hasText: '系统弹窗' }).click()
  await admin.locator('input#title').fill('管理员的新公告')
  await admin.locator('textarea#content').fill('本周末全场包邮，快来看看吧。')
  await admin.locator('button.ant-btn-primary', { hasText: '保存弹窗' }).click()
  await admin.locator('.ant-message-success').last().waitFor({ timeout: 10000 })
  await admin.screenshot({ path: `${SHOTS}/admin-content-popup-zh.png` })

  // the H5 app, a phone-sized page of its own: the new advert and pop-up after a reload
  const phone = await ctx.browser.newContext({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2 })
  const app = await phone.newPage()
  await app.goto(`${ctx.server.url}/`)
  await app.locator('.open-advert__title').waitFor({ timeout: 30000 })
  assert.equal((await app.locator('.open-advert__title').innerText()).trim(), '双十二狂欢节')
  await app.screenshot({ path: `${SHOTS}/admin-h5-open-advert.png` })
  await app.locator('#open-advert-skip').click()
  await app.locator('.sys-popup-close').waitFor({ timeout: 15000 })
  assert.match(await app.locator('body').innerText(), /管理员的新公告/)
  await app.screenshot({ path: `${SHOTS}/admin-h5-popup.png` })
  await phone.close()

  // both changes are in the audit list, by the demo admin
  await admin.locator('a[data-screen="/audit"]').click()
  await admin.waitForURL(/\/admin\/audit$/)
  for (const action of ['advert.update', 'syspopup.update']) {
    const row = admin.locator('.ant-table-row', { hasText: action }).first()
    await row.waitFor({ timeout: 15000 })
    assert.match(await row.innerText(), /demo/)
  }
  assert.match(await admin.locator('.ant-table-row', { hasText: 'advert.update' }).first().innerText(), /双十二狂欢节/)
  await admin.screenshot({ path: `${SHOTS}/admin-audit-zh.png` })
  await admin.context().close()
})

test('admin console: finance creates a platform coupon in the console, the H5 coupon centre offers it, and finance stops it', async () => {
  const admin = await operatorPage('finance')
  await admin.locator('a[data-screen="/platform-coupons"]').click()
  await admin.waitForURL(/\/admin\/platform-coupons$/)
  await admin.locator('[data-testid=coupon-new]').click()
  const modal = admin.locator('.ant-modal-content')
  await modal.locator('input#name').fill('平台新人券')
  await modal.locator('input#name_en').fill('Platform welcome coupon')
  await modal.locator('input#price').fill('3')
  await modal.locator('button.ant-btn-primary').click()
  await admin.locator('.ant-message-success').waitFor({ timeout: 10000 })
  const row = admin.locator('.ant-table-row', { hasText: '平台新人券' }).first()
  await row.waitFor({ timeout: 10000 })
  assert.match(await row.innerText(), /发放中/)
  await admin.screenshot({ path: `${SHOTS}/admin-platform-coupons-zh.png` })

  // the app's coupon centre, signed out: the platform coupon is offered, named as the platform's
  const phone = await ctx.browser.newContext({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2 })
  const app = await phone.newPage()
  await app.goto(`${ctx.server.url}/#/pages/user/coupon/list`)
  await app.locator('#coupon-center .coupon-card', { hasText: '平台新人券' }).waitFor({ timeout: 30000 })
  await app.screenshot({ path: `${SHOTS}/coupon-center-platform-zh.png` })
  await phone.close()

  await row.locator('[data-testid^=coupon-stop-]').click()
  await admin.locator('.ant-popconfirm .ant-btn-primary').click()
  await admin.locator('.ant-table-row', { hasText: '平台新人券' }).first().filter({ hasText: '已停止' }).waitFor({ timeout: 10000 })
  await admin.context().close()
})

test('admin console: support signs a shopper out everywhere; the old session is refused at once and the app signs in afresh', async () => {
  const wallet = Wallet.createRandom()
  const phone = await newPage(wallet)
  await login(phone)
  const before = await storedToken(phone)
  assert.ok(before !== '', 'the app stored a session')

  const admin = await operatorPage('support')
  await admin.locator('a[data-screen="/users"]').click()
  await admin.waitForURL(/\/admin\/users$/)
  await admin.locator('input#keyword').fill(wallet.address)
  await admin.locator('input#keyword').press('Enter')
  const row = admin.locator('.ant-table-row', { hasText: wallet.address.toLowerCase().slice(0, 6) }).first()
  await row.waitFor({ timeout: 15000 })
  await row.getByText('详情').click()
  const drawer = admin.locator('.ant-drawer-content')
  assert.equal(await drawer.locator('[data-testid=user-sessions]').innerText({ timeout: 10000 }), '1')
  await admin.screenshot({ path: `${SHOTS}/admin-user-sessions-zh.png` })
  await drawer.locator('[data-testid=user-sign-out]').click()
  await admin.locator('.ant-popconfirm .ant-btn-primary').click()
  await admin.locator('.ant-message-success', { hasText: '已结束该用户的 1 个登录' }).waitFor({ timeout: 10000 })
  await drawer.locator('[data-testid=user-sessions]', { hasText: '0' }).waitFor({ timeout: 10000 })
  assert.equal(await drawer.locator('[data-testid=user-sign-out]').count(), 0, 'nothing left to end')
  await admin.screenshot({ path: `${SHOTS}/admin-user-signed-out-zh.png` })
  // the same screen in English
  await admin.locator('.ant-drawer-close').click()
  await admin.getByText('EN', { exact: true }).first().click()
  await row.getByText('Details').click()
  await drawer.getByText('Signed-in sessions').waitFor({ timeout: 10000 })
  await admin.screenshot({ path: `${SHOTS}/admin-user-signed-out-en.png` })
  await admin.context().close()

  // the app's stored session is refused; on its next visit the wallet signs it in again (not frozen)
  const check = await new ApiClient(ctx.server.url).withToken(before).get('/wanlshop/token/check')
  assert.equal(check.status, 401)
  await phone.reload()
  await openTab(phone, 3)
  await phone.locator('#me-nickname').waitFor({ timeout: 20000 })
  assert.notEqual(await newTokenStored(phone, before), before)
  await phone.context().close()
})
