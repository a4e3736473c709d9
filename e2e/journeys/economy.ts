import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { ethers, Wallet } from 'ethers'
import type { Page } from 'playwright-core'
import { eq } from 'drizzle-orm'
import { test, SHOTS } from '../lib/harness'
import { ctx, login, newPage, openRoute, settled } from '../lib/context'
import { toastText } from '../lib/app'
import { injectWallet, type WalletControl } from '../lib/wallet'
import { users } from '../../server/db/schema'
import { hashPayPassword } from '../../server/modules/pay/password'
import { startServer, type TestServer } from '../../server/test/helpers/server'
import { startLocalChain, CHAIN_ID, DEV_KEYS, type LocalChain } from '../../server/dev/local-chain'
import { deployNodeContracts } from '../../server/dev/node-contracts'
import { nodeArtifacts } from '../../server/modules/economy/nft-indexer'

// The token economy's screens (issue 14) on the demo server (the demo grant gives 1000 USDT):
// exchange 1000 USDT → BBT on the Exchange tab with the server's preview, pledge 1000 BBT for 30
// days, the node tier becomes ordinary (Exchange tab and pledgeEquities), the records list the
// exchange and the stake, the assets and BBT pages load; every screen shot in Chinese and English.
// Screenshots go to e2e/shots/economy-*.png (never committed).
//
// The node NFT contract on anvil (spec §2 contractAnalysis, §7 "a wallet-extension contract
// interface is used for node NFT stake, unstake and purchase", §8 chain errors): a server of its own
// indexing NodeStaking; the injected wallet signs real transactions. Buy an ordinary node NFT
// (approve + purchase), reject the stake in the wallet ("user cancelled transaction"), stake it, the
// node tier on pledgeEquities after the indexer catches up, unstake; a wallet without BNB is told
// "insufficient BNB".

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
  // the exchange's toast may still be showing
  assert.match(await toastText(page, /质押成功/), /质押成功/)
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

let loads = 0
async function openOn (page: Page, srv: TestServer, route: string): Promise<void> {
  await page.goto(`${srv.url}/?load=${++loads}#${route}`)
}

/** A phone page on `srv` with the wallet injected (sending on the chain), signed in through Me → Connect wallet. */
async function walletPage (srv: TestServer, chain: LocalChain, wallet: ethers.BaseWallet): Promise<{ page: Page, control: WalletControl }> {
  const context = await ctx.browser.newContext({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2 })
  const page = await context.newPage()
  page.on('pageerror', (e) => console.log(`  [pageerror] ${e.message}`))
  const control = await injectWallet(page, { wallet, chainId: CHAIN_ID, rpcUrl: chain.rpcUrl })
  await openOn(page, srv, '/pages/user')
  const skip = page.locator('#open-advert-skip')
  if (await skip.waitFor({ timeout: 5000 }).then(() => true, () => false)) await skip.click()
  const popup = page.locator('.sys-popup-close')
  if (await popup.waitFor({ timeout: 3000 }).then(() => true, () => false)) await popup.click()
  await page.locator('#connect-wallet').click()
  await page.locator('#me-nickname').waitFor({ timeout: 20000 })
  return { page, control }
}

/** The status line after an action: its state and text. */
async function outcome (page: Page, state: 'ok' | 'error'): Promise<string> {
  const line = page.locator(`#node-status[data-state="${state}"]`)
  await line.waitFor({ timeout: 90000 })
  return (await line.innerText()).trim()
}

/** eth_sendTransaction requests the page made since it was loaded. */
const sends = async (page: Page): Promise<number> => await page.evaluate(() => ((window as any).__e2eWalletCalls as string[]).filter((m) => m === 'eth_sendTransaction').length)

test('economy on anvil: node NFT — approve + purchase, reject → user cancelled, approve + stake → node tier, unstake; no BNB → insufficient BNB (zh + en)', async () => {
  let chain: LocalChain | null = null
  let srv: TestServer | null = null
  try {
    chain = await startLocalChain({ blockTime: 1 })
    const nodes = await deployNodeContracts(new Wallet(DEV_KEYS[9], chain.provider), chain.usdt, chain.depositAddress)
    srv = await startServer({ seed: true, timers: true, env: { STATIC_DIR: path.resolve('dist/h5'), DEMO_GRANT: '0', ORDER_TIMER_SECONDS: '1', ...chain.env(2), NODE_STAKING_CONTRACT: nodes.staking } })
    const user = Wallet.createRandom()
    await chain.fund(user.address, '1000')
    // gas money from another of anvil's accounts (the first mints the USDT through a nonce manager of its own)
    await (await new Wallet(DEV_KEYS[5], chain.provider).sendTransaction({ to: user.address, value: ethers.parseEther('1') })).wait()
    const nft = new ethers.Contract(nodes.nft, nodeArtifacts().NodeNFT.abi, chain.provider)
    const { page, control } = await walletPage(srv, chain, user)

    // pledgeEquities → the node NFT contract: the sale read from the chain, nothing of the user's yet
    await openOn(page, srv, '/pages/pledgeEquities')
    await page.locator('#equities-nft').click()
    await page.locator('#node-tier-1').waitFor({ timeout: 30000 })
    assert.match(await page.locator('#node-tier-1').innerText(), /100\.00 USDT[\s\S]*剩余 100 个/)
    assert.match(await page.locator('#node-tier-3').innerText(), /2000\.00 USDT[\s\S]*剩余 10 个/)
    await page.locator('#node-mine-empty').waitFor()
    await page.locator('#node-records-empty').waitFor()
    await shot(page, 'node-zh')

    // buy an ordinary node: the allowance is 0, so the wallet signs the USDT approve, then the purchase
    await page.locator('#node-buy-1').click()
    assert.match(await outcome(page, 'ok'), /购买成功/)
    assert.equal(await sends(page), 2)
    assert.equal(String(await nft.getFunction('ownerOf')(1n)).toLowerCase(), user.address.toLowerCase())
    assert.equal(await chain.balanceOf(user.address), '900.0')
    await page.locator('#node-nft-1[data-staked="0"]').waitFor({ timeout: 20000 })
    assert.match(await page.locator('#node-tier-1').innerText(), /剩余 99 个/)
    await page.locator('#node-record-purchased-1').waitFor({ timeout: 20000 })
    await shot(page, 'node-bought-zh')

    // stake, but the user rejects the NFT approval in the wallet
    control.rejectNext()
    await page.locator('#node-stake-1').click()
    assert.equal(await outcome(page, 'error'), '用户取消交易')
    assert.equal(await sends(page), 3)
    await shot(page, 'node-rejected-zh')

    // stake again: approve the NFT, then stake; the indexer makes it an ordinary node
    await page.locator('#node-stake-1').click()
    assert.match(await outcome(page, 'ok'), /质押成功/)
    assert.equal(await sends(page), 5)
    await page.locator('#node-nft-1[data-staked="1"]').waitFor({ timeout: 20000 })
    await page.locator('#node-record-staked-1').waitFor({ timeout: 20000 })
    await shot(page, 'node-staked-zh')
    await openOn(page, srv, '/pages/pledgeEquities')
    await page.locator('#equities-tier[data-tier="1"]').waitFor({ timeout: 30000 })
    assert.equal((await page.locator('#equities-tier').innerText()).trim(), '普通节点')
    await shot(page, 'node-equities-zh')

    // unstake (no approval needed): the NFT comes back, the tier goes
    await page.locator('#equities-nft').click()
    await page.locator('#node-unstake-1').click()
    assert.match(await outcome(page, 'ok'), /解押成功/)
    assert.equal(await sends(page), 1, 'one transaction (the page was loaded afresh: its call log starts over)')
    await page.locator('#node-nft-1[data-staked="0"]').waitFor({ timeout: 20000 })
    await page.locator('#node-record-unstaked-1').waitFor({ timeout: 20000 })
    assert.equal(String(await nft.getFunction('ownerOf')(1n)).toLowerCase(), user.address.toLowerCase())
    await openOn(page, srv, '/pages/pledgeEquities')
    await page.locator('#equities-tier[data-tier="0"]').waitFor({ timeout: 30000 })

    // in English
    await page.evaluate(() => { localStorage.setItem('wanlshop:lang', JSON.stringify({ data: 'en' })) })
    await openOn(page, srv, '/pages/user/contractAnalysis')
    await page.locator('#node-nft-1').waitFor({ timeout: 30000 })
    assert.match(await page.locator('#node-tier-1').innerText(), /100\.00 USDT[\s\S]*99 left/)
    assert.match(await page.locator('#node-records').innerText(), /Unstake[\s\S]*Stake[\s\S]*Purchase/)
    await shot(page, 'node-en')
    control.rejectNext()
    await page.locator('#node-stake-1').click()
    assert.equal(await outcome(page, 'error'), 'User cancelled transaction')
    await page.context().close()

    // a wallet with USDT but no BNB for gas: the approve cannot be paid for
    const poor = Wallet.createRandom()
    await chain.fund(poor.address, '1000')
    const p2 = await walletPage(srv, chain, poor)
    await openOn(p2.page, srv, '/pages/user/contractAnalysis')
    await p2.page.locator('#node-buy-1').click()
    assert.equal(await outcome(p2.page, 'error'), 'BNB不足')
    await shot(p2.page, 'node-no-bnb-zh')
    await p2.page.evaluate(() => { localStorage.setItem('wanlshop:lang', JSON.stringify({ data: 'en' })) })
    await openOn(p2.page, srv, '/pages/user/contractAnalysis')
    await p2.page.locator('#node-buy-1').click()
    assert.equal(await outcome(p2.page, 'error'), 'Insufficient BNB')
    await shot(p2.page, 'node-no-bnb-en')
    await p2.page.context().close()
  } finally {
    await srv?.close()
    await chain?.stop()
  }
})
