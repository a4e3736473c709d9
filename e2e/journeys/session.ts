import assert from 'node:assert/strict'
import { Wallet } from 'ethers'
import type { Request } from 'playwright-core'
import { eq } from 'drizzle-orm'
import { test, SHOTS } from '../lib/harness'
import { openHome, openTab, toastText } from '../lib/app'
import { ctx, newPage, login } from '../lib/context'
import { changeBalance } from '../../server/modules/wallet/ledger'
import { users } from '../../server/db/schema'
import { computeSign } from '../../types/sign'

// Session journeys (skeleton issue): wallet sign-in with SIWE, balances, language, logout, refusals.

test('wallet sign-in, balances on Me, language switch and logout', async () => {
  const wallet = Wallet.createRandom()
  const page = await newPage(wallet)
  await openHome(page, ctx.server.url)
  assert.ok(await page.locator('.goods-card').count() > 0, 'home shows goods from the server')
  await page.screenshot({ path: `${SHOTS}/home-zh.png` })

  await openTab(page, 3)
  await page.locator('#connect-wallet').click()
  await page.locator('#me-nickname').waitFor({ timeout: 20000 })
  const calls: string[] = await page.evaluate(() => (window as any).__e2eWalletCalls)
  assert.ok(calls.includes('eth_requestAccounts'), 'asked the wallet for access')
  assert.ok(calls.includes('personal_sign'), 'the SIWE message was signed')

  // the server now knows this wallet; credit balances as the platform would and reload
  const [user] = await ctx.server.db.select().from(users).where(eq(users.walletAddress, wallet.address.toLowerCase()))
  assert.ok(user, 'the user was created for the signing address')
  for (const [asset, amount] of [['usdt', '125.5'], ['bbc', '40'], ['bbt', '7.25'], ['score', '300']] as const) {
    await changeBalance(ctx.server.db, { userId: user.id, asset, delta: amount, billType: 'system', memo: 'e2e credit' })
  }
  await page.reload()
  await page.locator('#me-nickname').waitFor({ timeout: 20000 })
  await page.waitForFunction(() => document.querySelector('#me-balance-usdt')?.textContent?.includes('125.5'), null, { timeout: 15000 })
  assert.match(await page.locator('#me-balance-bbc').innerText(), /40/)
  assert.match(await page.locator('#me-balance-bbt').innerText(), /7\.25/)
  assert.match(await page.locator('#me-balance-score').innerText(), /300/)
  // no new signature was asked for on reload: the session resumed
  const callsAfterReload: string[] = await page.evaluate(() => (window as any).__e2eWalletCalls)
  assert.ok(!callsAfterReload.includes('personal_sign'), 'a reload must not ask the wallet to sign again')
  await page.screenshot({ path: `${SHOTS}/me-zh.png` })

  // English and back
  await page.locator('#me-settings').click()
  await page.locator('.taro_page_stationed #setting-language').waitFor()
  await page.locator('#setting-language').click()
  await page.locator('#lang-en').click()
  await page.waitForFunction(() => [...document.querySelectorAll('.weui-tabbar__item')].some((e) => e.textContent?.includes('Me')))
  await page.screenshot({ path: `${SHOTS}/settings-en.png` })
  await page.goBack()
  await page.locator('#setting-language').waitFor({ state: 'detached' })
  await page.locator('#me-nickname').waitFor()
  await page.screenshot({ path: `${SHOTS}/me-en.png` })
  await page.locator('#me-settings').click()
  await page.locator('#setting-language').click()
  await page.locator('#lang-zh').click()
  await page.waitForFunction(() => [...document.querySelectorAll('.weui-tabbar__item')].some((e) => e.textContent?.includes('我的')))

  // logout: confirm, back on Me with the connect button, and the old token is revoked
  const token: string = await page.evaluate(() => {
    for (const k of Object.keys(localStorage)) {
      const v = localStorage.getItem(k) ?? ''
      const m = v.match(/"token"\s*:\s*"?\\?"?([0-9a-f]{64})/)
      if (m) return m[1]
    }
    return ''
  })
  assert.ok(token, 'a session token was stored')
  await page.locator('#setting-logout').click()
  await page.locator('.taro__modal .taro-model__confirm').click()
  await page.locator('#connect-wallet').waitFor({ timeout: 15000 })
  const check = await signedGet('/wanlshop/token/check', token)
  assert.equal(check.code, 401, 'the token no longer works after logout')
  await page.context().close()
})

test('a forged signature and a replayed login are refused', async () => {
  // signature from another key
  const wallet = Wallet.createRandom()
  const forged = await newPage(wallet, Wallet.createRandom())
  await openHome(forged, ctx.server.url)
  await openTab(forged, 3)
  await forged.locator('#connect-wallet').click()
  const msg = await toastText(forged)
  assert.ok(msg.length > 0, 'the refusal is shown to the user')
  assert.equal(await forged.locator('#me-nickname').count(), 0, 'not logged in')
  assert.ok(await forged.locator('#connect-wallet').isVisible())
  const [nobody] = await ctx.server.db.select().from(users).where(eq(users.walletAddress, wallet.address.toLowerCase()))
  assert.equal(nobody, undefined, 'no account was created for the claimed address')
  await forged.context().close()

  // a real login, then the same signed message posted again
  const page = await newPage(Wallet.createRandom())
  let loginRequest: Request | null = null
  page.on('request', (r) => { if (r.url().endsWith('/api/login/login')) loginRequest = r })
  await login(page)
  assert.ok(loginRequest, 'the login request was seen')
  const req = loginRequest as Request
  const replay = await page.request.post(req.url(), { headers: req.headers(), data: req.postData() ?? '' })
  const body = await replay.json()
  assert.equal(body.code, 0, 'a reused nonce is refused')
  assert.ok(typeof body.msg === 'string' && body.msg.length > 0)
  assert.equal(body.data?.userinfo, undefined, 'no session is handed out')
  await page.context().close()
})

async function signedGet (path: string, token: string): Promise<{ code: number, msg: string }> {
  const res = await fetch(`${ctx.server.url}/api${path}`, { headers: { Sign: computeSign(path, {}, ctx.server.config.socketUrl), token } })
  return await res.json() as { code: number, msg: string }
}


test('Home asks for its modules and adverts, its own chunks and its first banner picture while the app\'s JavaScript is still downloading, and its modules only once', async () => {
  // app.js is held back until the early requests have gone out: had the app sent them itself (after
  // app.js ran), none could come first. common/init is sent once: the app adopts the early answer.
  const html = await (await fetch(`${ctx.server.url}/`)).text()
  const homeFiles = JSON.parse(/var F=(\[[^\]]*\]);/.exec(html)?.[1] ?? '[]') as string[]
  assert.ok(homeFiles.some((f) => f.endsWith('.js')) && homeFiles.some((f) => f.endsWith('.css')), `index.html names Home's chunks: ${JSON.stringify(homeFiles)}`)
  const page = await newPage(Wallet.createRandom())
  const sent: string[] = []
  const images: string[] = []
  const files: string[] = []
  let release: () => void = () => undefined
  const allSent = new Promise<void>((resolve) => { release = resolve })
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname
    if (/\/api\/wanlshop\/common\/(init|adverts)/.test(path)) sent.push(path)
    else if (path.startsWith('/uploads/')) images.push(path)
    else if (homeFiles.includes(path)) files.push(path)
    if (sent.length >= 2 && images.length >= 1 && homeFiles.every((f) => files.includes(f))) release()
  })
  let before: { sent: string[], images: string[], files: string[] } = { sent: [], images: [], files: [] }
  await page.route(/\/js\/app\.[0-9a-f]+\.js$/, async (route) => {
    // (the 10 s bound only ends the wait for a build that does not send them: the test then fails)
    await Promise.race([allSent, new Promise((resolve) => setTimeout(resolve, 10000))])
    before = { sent: [...sent], images: [...images], files: [...files] }
    await route.continue()
  })
  await openHome(page, ctx.server.url)
  assert.deepEqual(before.sent.sort(), ['/api/wanlshop/common/adverts', '/api/wanlshop/common/init'], 'index.html sent both before app.js arrived')
  assert.deepEqual(before.files.sort(), [...homeFiles].sort(), 'and asked for Home\'s chunk files')
  assert.equal(before.images.length, 1, `and for one picture: ${before.images.join(', ')}`)
  // that picture is the first slide of Home's banner
  await page.locator(`.home-banner img[src$="${before.images[0]}"]`).first().waitFor({ state: 'attached', timeout: 15000 })
  assert.ok(await page.locator('.goods-card').count() > 0, 'home shows goods from the early response')
  assert.equal(sent.filter((p) => p.endsWith('/init')).length, 1, 'the app used the early common/init instead of asking again')
  await page.close()
})
