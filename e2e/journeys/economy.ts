import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { Wallet } from 'ethers'
import type { Page } from 'playwright-core'
import { eq } from 'drizzle-orm'
import { test, SHOTS } from '../lib/harness'
import { ctx, login, newPage, openRoute, settled } from '../lib/context'
import { toastText } from '../lib/app'
import { users } from '../../server/db/schema'
import { hashPayPassword } from '../../server/modules/pay/password'

// The token economy's screens (issue 14) on the demo server (the demo grant gives 1000 USDT):
// exchange 1000 USDT → BBT on the Exchange tab with the server's preview, pledge 1000 BBT for 30
// days, the node tier becomes ordinary (Exchange tab and pledgeEquities), the records list the
// exchange and the stake, the assets and BBT pages load; every screen shot in Chinese and English.
// Screenshots go to e2e/shots/economy-*.png (never committed).

async function shot (page: Page, name: string): Promise<void> {
  await settled(page)
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SHOTS, `economy-${name}.png`), fullPage: true })
}

const field = (page: Page, id: string) => page.locator(`#${id} input, input#${id}`).first()

test('economy: exchange USDT → BBT with the preview, pledge BBT, node tier ordinary, records, assets (zh + en)', async () => {
  const wallet = Wallet.createRandom()
  const page = await newPage(wallet)
  await login(page)
  await ctx.server.db.update(users).set({ payPasswordHash: await hashPayPassword('123456') }).where(eq(users.walletAddress, wallet.address.toLowerCase()))

  await openRoute(page, '/pages/pledge')
  await page.locator('#exchange-form').waitFor({ timeout: 30000 })
  assert.equal((await page.locator('#pledge-tier').innerText()).trim(), '暂无节点')
  await field(page, 'exchange-amount').fill('1000')
  await page.waitForFunction(() => (document.querySelector('#exchange-result')?.textContent ?? '').includes('1000'), null, { timeout: 15000 })
  await field(page, 'exchange-password').fill('123456')
  await shot(page, 'pledge-zh')
  await page.locator('#exchange-submit').click()
  assert.match(await toastText(page), /兑换成功/)
  await page.waitForFunction(() => (document.querySelector('#pledge-bbt')?.textContent ?? '').includes('1000'), null, { timeout: 15000 })

  await field(page, 'pledge-amount').fill('1000')
  await field(page, 'pledge-password').fill('123456')
  await page.locator('#pledge-submit').click()
  assert.match(await toastText(page), /质押成功/)
  await page.waitForFunction(() => document.querySelector('#pledge-tier')?.textContent === '普通节点', null, { timeout: 15000 })
  await page.locator('.eco-pledge').first().waitFor()
  await shot(page, 'pledge-after-zh')

  const screens: Array<[string, string, string]> = [
    ['/pages/pledgeEquities', '#equities-tier', 'equities'],
    ['/pages/pledgeRecord', '.w-bill', 'records'],
    ['/pages/pledgeRecord?tab=exchange', '.w-bill', 'records-exchange'],
    ['/pages/user/asset/index', '#asset-figures', 'assets'],
    ['/pages/user/asset/bbtDetail', '#bbt-pledged', 'bbt'],
    ['/pages/user/asset/detail?asset=usdt', '.w-bill', 'usdt']
  ]
  for (const lang of ['zh', 'en'] as const) {
    if (lang === 'en') await page.evaluate(() => { localStorage.setItem('wanlshop:lang', JSON.stringify({ data: 'en' })) })
    for (const [route, sel, name] of screens) {
      await openRoute(page, route)
      await page.locator(sel).first().waitFor({ timeout: 30000 })
      if (name === 'equities') assert.equal(await page.locator('#equities-tier').getAttribute('data-tier'), '1')
      await shot(page, `${name}-${lang}`)
    }
  }
  await openRoute(page, '/pages/pledge')
  await page.locator('#exchange-form').waitFor({ timeout: 30000 })
  assert.equal((await page.locator('#pledge-tier').innerText()).trim(), 'Ordinary node')
  await shot(page, 'pledge-en')
  await page.context().close()
})
