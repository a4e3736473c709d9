import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { ethers, Wallet } from 'ethers'
import type { Page } from 'playwright-core'
import { eq } from 'drizzle-orm'
import { test, SHOTS } from '../lib/harness'
import { ctx, login, newPage, openRoute, settled } from '../lib/context'
import { injectWallet } from '../lib/wallet'
import { startServer, type TestServer } from '../../server/test/helpers/server'
import { startLocalChain, CHAIN_ID, DEV_KEYS, type LocalChain } from '../../server/dev/local-chain'
import { users, withdrawals } from '../../server/db/schema'
import { hashPayPassword } from '../../server/modules/pay/password'
import { operatorPage } from './admin'

// The wallet journey on a real local chain (issue 11): anvil (npm) started here on a free port with
// the test USDT; a server of its own configured for it, its scheduler running the deposit watcher.
// The injected wallet signs a real USDT transfer of 50 to the deposit address from the recharge
// page; the deposit is followed to "credited"; the user withdraws 20 to the bound BSC address;
// a finance operator signs in to the admin console (1280 px), opens Withdrawals and approves it; the
// payout lands on chain and the shopper sees it paid; the bills show every row. Screenshots of every
// wallet page in Chinese and English go to e2e/shots (and /work/shots/wallet when it exists).

const CONFIRMATIONS = 2
const OUT = fs.existsSync('/work/shots') ? '/work/shots/wallet' : null

async function shot (page: Page, name: string): Promise<void> {
  await settled(page)
  const file = path.join(SHOTS, `wallet-${name}.png`)
  await page.screenshot({ path: file, fullPage: true })
  if (OUT !== null) { fs.mkdirSync(OUT, { recursive: true }); fs.copyFileSync(file, path.join(OUT, `${name}.png`)) }
}

let loads = 0
async function open (page: Page, srv: TestServer, route: string): Promise<void> {
  await page.goto(`${srv.url}/?load=${++loads}#${route}`)
}

test('wallet on anvil: recharge 50 USDT from the wallet → credited → withdraw 20 → finance approves → paid on chain → bills', async () => {
  let chain: LocalChain | null = null
  let srv: TestServer | null = null
  try {
    chain = await startLocalChain({ blockTime: 1 })
    srv = await startServer({ seed: true, timers: true, env: { STATIC_DIR: path.resolve('dist/h5'), ADMIN_DIR: path.resolve('dist/admin'), DEMO_GRANT: '0', ORDER_TIMER_SECONDS: '1', ...chain.env(CONFIRMATIONS) } })
    const user = Wallet.createRandom()
    await chain.fund(user.address, '100')
    // gas money for the new wallet (anvil's first account has plenty of test BNB)
    await (await new Wallet(DEV_KEYS[0], chain.provider).sendTransaction({ to: user.address, value: ethers.parseEther('1') })).wait()

    const context = await ctx.browser.newContext({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2 })
    const page = await context.newPage()
    page.on('pageerror', (e) => console.log(`  [pageerror] ${e.message}`))
    await injectWallet(page, { wallet: user, chainId: CHAIN_ID, rpcUrl: chain.rpcUrl })

    // logged out: the assets page asks to connect
    await open(page, srv, '/pages/user/money/money')
    await page.locator('.sign-in-prompt').waitFor({ timeout: 30000 })
    await shot(page, 'money-logged-out-zh')

    // sign in on Me, then Me → my assets
    await open(page, srv, '/pages/user')
    const skip = page.locator('#open-advert-skip')
    if (await skip.waitFor({ timeout: 5000 }).then(() => true, () => false)) await skip.click()
    const popup = page.locator('.sys-popup-close')
    if (await popup.waitFor({ timeout: 3000 }).then(() => true, () => false)) await popup.click()
    await page.locator('#connect-wallet').click()
    await page.locator('#me-nickname').waitFor({ timeout: 20000 })
    await page.locator('#me-service-assets').click()
    await page.locator('#money-usdt').waitFor({ timeout: 20000 })
    assert.equal((await page.locator('#money-usdt').innerText()).trim(), '0.00')

    // recharge: the wallet sends 50 USDT (a real signed transaction on anvil)
    await page.locator('#money-recharge').click()
    await page.locator('#recharge-amount').waitFor({ timeout: 20000 })
    await page.locator('#recharge-amount input, input#recharge-amount').first().fill('50')
    await page.locator('#recharge-send').click()
    await page.locator('#recharge-deposits [data-state]').first().waitFor({ timeout: 20000 })
    await shot(page, 'recharge-pending-zh')
    await page.locator('#recharge-deposits [data-state="credited"]').waitFor({ timeout: 30000 })
    assert.equal(await chain.balanceOf(chain.depositAddress), '50.0')
    await shot(page, 'recharge-credited-zh')

    // payment password (the e-mail flow has its own journey): set in the database
    const [row] = await srv.db.select({ id: users.id }).from(users).where(eq(users.walletAddress, user.address.toLowerCase()))
    await srv.db.update(users).set({ payPasswordHash: await hashPayPassword('123456') }).where(eq(users.id, row.id))

    // withdraw 20 to the bound BSC address: fee 1 (1 %, at least 1)
    await open(page, srv, '/pages/user/money/withdraw')
    await page.locator('#withdraw-amount').waitFor({ timeout: 20000 })
    await page.locator('#withdraw-amount input, input#withdraw-amount').first().fill('20')
    assert.match(await page.locator('#withdraw-fee').innerText(), /1\.00/)
    await page.locator('#withdraw-password input, input#withdraw-password').first().fill('123456')
    await shot(page, 'withdraw-zh')
    await page.locator('#withdraw-submit').click()
    await page.locator('.witlist-item[data-state="created"]').waitFor({ timeout: 20000 })
    await shot(page, 'witlist-created-zh')

    // finance approves in the console, as an operator would: Withdrawals → Approve → confirm
    const [w] = await srv.db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.userId, row.id))
    const before = await chain.balanceOf(user.address)
    const admin = await operatorPage('finance', srv)
    assert.equal((await admin.locator('a[data-screen="/withdrawals"] .ant-badge-count').innerText({ timeout: 15000 })).trim(), '1')
    await admin.locator('a[data-screen="/withdrawals"]').click()
    await admin.waitForURL(/\/admin\/withdrawals$/)
    const wRow = admin.locator(`.ant-table-row[data-row-key="${w.id}"]`)
    await wRow.waitFor({ timeout: 15000 })
    assert.match(await wRow.innerText(), /20\.00[\s\S]*1\.00/)
    await admin.screenshot({ path: path.join(SHOTS, 'wallet-admin-withdrawals-zh.png') })
    await wRow.getByText('通过', { exact: true }).click()
    await admin.locator('.ant-popconfirm .ant-btn-primary').click()
    await admin.locator('.ant-message-success').waitFor({ timeout: 30000 })
    // the table reloads: the withdrawal is paid and shows its payout transaction
    await wRow.getByText('已打款').waitFor({ timeout: 15000 })
    assert.match(await wRow.innerText(), /0x[0-9a-f]{8}/)
    // and the menu's queue badge no longer counts it
    await admin.locator('a[data-screen="/withdrawals"] .ant-badge-count').waitFor({ state: 'detached', timeout: 15000 })
    await admin.screenshot({ path: path.join(SHOTS, 'wallet-admin-withdrawal-paid-zh.png') })
    await admin.context().close()
    assert.equal(Number(await chain.balanceOf(user.address)) - Number(before), 20)
    await open(page, srv, '/pages/user/money/witlist')
    await page.locator('.witlist-item[data-state="successed"]').waitFor({ timeout: 20000 })
    await shot(page, 'witlist-paid-zh')

    // the bills: recharge +50, withdrawal −20, fee −1
    await open(page, srv, '/pages/user/money/list')
    await page.locator('.w-bill').nth(2).waitFor({ timeout: 20000 })
    const bills = await page.locator('.w-bill').allInnerTexts()
    assert.equal(bills.length, 3)
    assert.match(bills[0], /提现手续费[\s\S]*-1\.00/)
    assert.match(bills[1], /提现[\s\S]*-20\.00/)
    assert.match(bills[2], /充值[\s\S]*\+50\.00/)
    await shot(page, 'bills-zh')
    await page.locator('.w-bill').nth(2).click()
    await page.locator('#bill-ref-deposit').waitFor({ timeout: 20000 })
    await shot(page, 'bill-deposit-zh')

    await open(page, srv, '/pages/user/money/money')
    await page.locator('#money-usdt').waitFor({ timeout: 20000 })
    assert.equal((await page.locator('#money-usdt').innerText()).trim(), '29.00')
    await shot(page, 'money-zh')

    // every other wallet page, then all in English
    const pages: Array<[string, string, string]> = [
      ['transfer', '/pages/user/transfer', '#transfer-quota'],
      ['bank', '/pages/user/bank/bank', '#bank .w-hero, #bank-add-empty'],
      ['bank-add', '/pages/user/bank/add', '#bank-no'],
      ['realname', '/pages/user/realName/realName', '#realname-state'],
      ['points', '/pages/user/tokenPoints/tokenPoints', '#points-balance'],
      ['points-value', '/pages/user/poontValue/poontValue', '#points-chart'],
      ['vouchers', '/pages/user/consumer/consumer', '#vouchers-balance'],
      ['recharge', '/pages/user/money/recharge', '#recharge-address']
    ]
    for (const [name, route, sel] of pages) {
      await open(page, srv, route)
      await page.locator(sel).waitFor({ timeout: 20000 })
      await shot(page, `${name}-zh`)
    }
    // a bank card through the form (Luhn-checked), then Me shows the count and leads to the wallet
    await open(page, srv, '/pages/user/bank/bank')
    await page.locator('#bank-add-empty').click()
    await page.locator('#bank-no').waitFor({ timeout: 20000 })
    await page.locator('#bank-holder input, input#bank-holder').first().fill('张三')
    await page.locator('#bank-bank input, input#bank-bank').first().fill('中国工商银行')
    await page.locator('#bank-no input, input#bank-no').first().fill('4111111111111112')
    await page.locator('#bank-save').click()
    assert.match(await page.locator('#bank-error').innerText(), /银行卡号不正确/)
    await page.locator('#bank-no input, input#bank-no').first().fill('4111111111111111')
    await page.locator('#bank-save').click()
    await page.locator('[id^="bank-card-"]').first().waitFor({ timeout: 20000 })
    await shot(page, 'bank-card-zh')
    await open(page, srv, '/pages/user')
    await page.waitForFunction(() => document.querySelector('#me-dynamic-accountbank')?.textContent?.trim().startsWith('1'), null, { timeout: 15000 })
    await shot(page, 'me-zh')
    await page.locator('#me-settings').click()
    await page.locator('#setting-language').click()
    await page.locator('#lang-en').click()
    for (const [name, route, sel] of [['money', '/pages/user/money/money', '#money-usdt'], ['bills', '/pages/user/money/list', '.w-bill'], ['witlist', '/pages/user/money/witlist', '.witlist-item'], ['withdraw', '/pages/user/money/withdraw', '#withdraw-amount'], ...pages] as Array<[string, string, string]>) {
      await open(page, srv, route)
      await page.locator(sel).first().waitFor({ timeout: 20000 })
      await shot(page, `${name}-en`)
    }
    await open(page, srv, '/pages/user/money/list')
    await page.locator('.w-bill').nth(2).waitFor({ timeout: 20000 })
    assert.match((await page.locator('.w-bill').allInnerTexts())[0], /Withdrawal fee/)
    await context.close()
  } finally {
    await srv?.close()
    await chain?.stop()
  }
})

test('wallet without chain configuration: the recharge page says so plainly, the assets page too', async () => {
  const page = await newPage(Wallet.createRandom())
  await login(page)
  await openRoute(page, '/pages/user/money/recharge')
  await page.locator('.recharge-off').waitFor({ timeout: 20000 })
  assert.match(await page.locator('.recharge-off').innerText(), /本站未配置链上充值/)
  await shot(page, 'recharge-not-configured-zh')
  await openRoute(page, '/pages/user/money/money')
  await page.locator('#money-chain-off').waitFor({ timeout: 20000 })
  await page.context().close()
})
