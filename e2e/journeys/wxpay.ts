import assert from 'node:assert/strict'
import path from 'node:path'
import { Wallet } from 'ethers'
import type { Page } from 'playwright-core'
import { eq, sql } from 'drizzle-orm'
import type { AddOrderResult, Address } from '../../types/order'
import { test, SHOTS } from '../lib/harness'
import { CHAIN_ID, ctx, settled } from '../lib/context'
import { injectWallet } from '../lib/wallet'
import { startServer, type TestServer } from '../../server/test/helpers/server'
import { startFakeWechat, type FakeWechat } from '../../server/test/fakes/wechat'
import { startFakeWechatPay, type FakeWechatPay } from '../../server/dev/wechat-pay-fake'
import { ApiClient } from '../../server/test/helpers/client'
import { issueToken } from '../../server/modules/auth/service'
import { orders, users, wxpayTrades } from '../../server/db/schema'
import { rows } from '../../server/lib/sql'

// WeChat Pay in WeChat's in-app browser (issue 21): the page runs with WeChat's user agent and a
// stubbed WeixinJSBridge whose getBrandWCPayRequest does what WeChat's payment sheet does — it
// hands the server-signed parameters to the local WeChat Pay (server/dev/wechat-pay-fake.ts), which
// checks the paySign, takes the payment and sends the signed, encrypted notification to the
// server — or reports "cancel". WeChat's web authorisation (open.weixin.qq.com) is answered here
// with a redirect back carrying a code, which the server exchanges at the local WeChat API fake.
// Journey: sign in, the cashier offers WeChat Pay, cancel in the sheet → "payment failed and
// cancelled", retry → success page and the order paid in CNY.

const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN'

async function shot (page: Page, name: string): Promise<void> {
  await settled(page)
  await page.screenshot({ path: path.join(SHOTS, `wxpay-${name}.png`), fullPage: true })
}

/** An unpaid order of the signed-in wallet's account, placed through the API with a token of its own. */
async function placeOrder (srv: TestServer, address: string): Promise<number> {
  const [u] = await srv.db.select({ id: users.id }).from(users).where(eq(users.walletAddress, address.toLowerCase()))
  const { token } = await issueToken(srv.db, u.id, 1, 'e2e')
  const api = new ApiClient(srv.url)
  api.token = token
  const addr = (await api.post<Address>('/wanlshop/address/address', { type: 'add', data: { name: '林小满', mobile: '13800138000', province: '北京市', city: '北京市', district: '朝阳区', adcode: '110105', address: '建国路 88 号 1201' } })).body.data!
  const [sku] = await rows<{ goodsId: number, skuId: number, shopId: number }>(srv.db, sql`
    select g.id as "goodsId", k.id as "skuId", g.shop_id as "shopId" from goods_sku k join goods g on g.id = k.goods_id
    where k.stock > 10 and g.status = 'normal' order by g.id limit 1`)
  const r = await api.post<AddOrderResult>('/wanlshop/order/addOrder', {
    token: `e2e${Date.now()}`, order: { address_id: addr.id, lists: [{ shop_id: sku.shopId, products: [{ goods_id: sku.goodsId, sku_id: sku.skuId, number: 1 }] }] }
  })
  assert.equal(r.body.code, 1, r.body.msg)
  return r.body.data!.order_ids[0]
}

test('wxpay: WeChat browser → cashier offers WeChat Pay → cancel in the sheet → retry → paid', async () => {
  let pay: FakeWechatPay | null = null
  let wx: FakeWechat | null = null
  let srv: TestServer | null = null
  try {
    pay = await startFakeWechatPay()
    wx = await startFakeWechat()
    srv = await startServer({
      seed: true,
      env: {
        STATIC_DIR: path.resolve('dist/h5'),
        DEMO_GRANT: '0',
        WECHAT_PAY_API_BASE: pay.base,
        WECHAT_PAY_MCH_ID: pay.keys.mchId,
        WECHAT_PAY_API_V3_KEY: pay.keys.apiV3Key,
        WECHAT_PAY_PRIVATE_KEY: pay.keys.merchantPrivateKey,
        WECHAT_PAY_SERIAL: pay.keys.merchantSerial,
        WECHAT_PAY_PLATFORM_CERT: pay.keys.platformPublicKey,
        WECHAT_API_BASE: wx.base,
        WECHAT_MP_APP_ID: wx.mpAppId,
        WECHAT_MP_APP_SECRET: wx.mpAppSecret
      }
    })
    const user = Wallet.createRandom()
    const context = await ctx.browser.newContext({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, userAgent: WECHAT_UA })
    const page = await context.newPage()
    page.on('pageerror', (e) => console.log(`  [pageerror] ${e.message}`))
    await injectWallet(page, { wallet: user, chainId: CHAIN_ID })
    // WeChat's payment sheet: localStorage `e2e:wxSheet` says what the buyer does in it (it survives
    // the reload that WeChat's authorisation makes)
    await page.addInitScript((fakeBase: string) => {
      const w = window as unknown as Record<string, unknown>
      w.WeixinJSBridge = {
        invoke (api: string, params: Record<string, string>, cb: (r: { err_msg: string }) => void) {
          if (api !== 'getBrandWCPayRequest') { cb({ err_msg: `${api}:fail` }); return }
          if (localStorage.getItem('e2e:wxSheet') === 'cancel') { setTimeout(() => { cb({ err_msg: 'get_brand_wcpay_request:cancel' }) }, 50); return }
          void fetch(`${fakeBase}/fake/pay`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(params) })
            .then((r) => { cb({ err_msg: r.ok ? 'get_brand_wcpay_request:ok' : 'get_brand_wcpay_request:fail' }) })
        }
      }
    }, pay.base)
    // WeChat's web authorisation comes straight back with a code (snsapi_base asks the buyer nothing)
    await context.route('https://open.weixin.qq.com/**', async (route) => {
      const u = new URL(route.request().url())
      const back = new URL(u.searchParams.get('redirect_uri') ?? '')
      back.searchParams.set('code', 'e2e-1')
      back.searchParams.set('state', u.searchParams.get('state') ?? '')
      await route.fulfill({ status: 302, headers: { Location: back.toString() } })
    })

    // sign in on Me
    await page.goto(`${srv.url}/?load=1#/pages/user`)
    const skip = page.locator('#open-advert-skip')
    if (await skip.waitFor({ timeout: 5000 }).then(() => true, () => false)) await skip.click()
    const popup = page.locator('.sys-popup-close')
    if (await popup.waitFor({ timeout: 3000 }).then(() => true, () => false)) await popup.click()
    await page.locator('#connect-wallet').click()
    await page.locator('#me-nickname').waitFor({ timeout: 20000 })
    const orderId = await placeOrder(srv, user.address)

    // the cashier offers WeChat Pay (and the buyer has no balance to pay from)
    await page.goto(`${srv.url}/?load=2#/pages/user/money/pay?order_ids=${orderId}`)
    await page.locator('#pay-asset-wechat').waitFor({ timeout: 20000 })
    await page.locator('#pay-asset-wechat').click()
    await page.locator('#pay-submit').waitFor()
    assert.match(await page.locator('#pay-submit').innerText(), /微信支付 ¥\d+\.\d\d/)
    await shot(page, 'cashier-zh')

    // first payment: no official-account openid yet → WeChat's authorisation → back with a code;
    // the buyer cancels in the sheet
    await page.evaluate(() => { localStorage.setItem('e2e:wxSheet', 'cancel') })
    await page.locator('#pay-submit').click()
    await page.locator('#pay-wx-cancelled').waitFor({ timeout: 30000 })
    assert.match(await page.locator('#pay-wx-cancelled').innerText(), /支付失败，已取消/)
    assert.ok(!page.url().includes('code='), 'the authorisation code is taken out of the address')
    await shot(page, 'cancelled-zh')
    const [open] = await srv.db.select().from(wxpayTrades).where(sql`${orderId}::int = any(order_ids)`)
    assert.equal(open.state, 'created')
    assert.equal(open.openid, 'oMp_e2e')

    // retry: the sheet is confirmed, the notification settles the order, the success page shows
    await page.evaluate(() => { localStorage.setItem('e2e:wxSheet', 'pay') })
    await page.locator('#pay-wx-retry').click()
    await page.waitForFunction(() => location.hash.includes('pages/page/success'), null, { timeout: 30000 })
    await shot(page, 'success-zh')
    const [o] = await srv.db.select({ state: orders.state, asset: orders.payAsset }).from(orders).where(eq(orders.id, orderId))
    assert.deepEqual([o.state, o.asset], [2, 'cny'])
    assert.equal(pay.sent.filter((n) => n.status === 204).length, 1)

    // a USDT recharge bought with CNY on the recharge page (the chain is not configured here)
    await page.goto(`${srv.url}/?load=3#/pages/user/money/recharge`)
    await page.locator('#wx-recharge').waitFor({ timeout: 20000 })
    await page.locator('#wx-recharge-amount input, input#wx-recharge-amount').first().fill('10')
    await page.locator('#wx-recharge-cost').waitFor()
    assert.match(await page.locator('#wx-recharge-submit').innerText(), /微信支付 ¥72\.00/)
    await shot(page, 'recharge-zh')
    await page.locator('#wx-recharge-submit').click()
    await page.waitForFunction(() => (document.querySelector('.taro__toast') as HTMLElement | null)?.innerText.includes('10 USDT') === true, null, { timeout: 30000 })
    const credited = await rows<{ n: number }>(srv.db, sql`select count(*)::int as n from ledger where bill_type = 'recharge' and ref_type = 'wxpay' and delta = 10`)
    assert.equal(credited[0].n, 1)

    // in English: the cashier and "payment failed and cancelled" (the openid is known now: no authorisation)
    const second = await placeOrder(srv, user.address)
    await page.evaluate(() => { localStorage.setItem('wanlshop:lang', JSON.stringify({ data: 'en' })); localStorage.setItem('e2e:wxSheet', 'cancel') })
    await page.goto(`${srv.url}/?load=4#/pages/user/money/pay?order_ids=${second}`)
    await page.locator('#pay-asset-wechat').click()
    assert.match(await page.locator('#pay-submit').innerText(), /WeChat Pay ¥\d+\.\d\d/)
    await shot(page, 'cashier-en')
    await page.locator('#pay-submit').click()
    await page.locator('#pay-wx-cancelled').waitFor({ timeout: 30000 })
    assert.match(await page.locator('#pay-wx-cancelled').innerText(), /Payment failed and cancelled/)
    await shot(page, 'cancelled-en')
    await page.goto(`${srv.url}/?load=5#/pages/user/money/recharge`)
    await page.locator('#wx-recharge').waitFor({ timeout: 20000 })
    await shot(page, 'recharge-en')
    await context.close()
  } finally {
    await srv?.close()
    await pay?.close()
    await wx?.close()
  }
})
