import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { Wallet } from 'ethers'
import { and, asc, eq, gt } from 'drizzle-orm'
import Decimal from 'decimal.js'
import { test, SHOTS } from '../lib/harness'
import { ctx, newPage, login, openRoute, settled } from '../lib/context'
import { openTab } from '../lib/app'
import { apiAs } from '../lib/session'
import { goods, goodsSku, orderGoods, shops, users } from '../../server/db/schema'
import { setPayPassword, BEIJING } from '../../server/test/helpers/buying'
import { issueToken } from '../../server/modules/auth/service'
import { ApiClient } from '../../server/test/helpers/client'

// Invitation and agents (issue 15): wallet A shares its invite link; wallet B opens it and signs in
// for the first time (bound to A), buys a product with a profit share, and the order is completed
// through the real flow (shipped by the shop's owner, received and reviewed by B — the review is
// the completion that settles the sale); A then sees the direct bonus in the revenue record and B
// in "my friends". Placing, paying, shipping and the review go through the API (the buying and
// after-sales journeys cover those screens).

const key = (): string => crypto.randomBytes(8).toString('hex')

test('agents: B opens A\'s invite link, binds, buys; after completion A sees the direct bonus and B in the team', async () => {
  const walletA = Wallet.createRandom()
  const walletB = Wallet.createRandom()
  const a = await newPage(walletA)
  await login(a)
  // A's invite link, as the inviter page shows it
  await openRoute(a, '/pages/user/inviter/index')
  await a.locator('#inviter-link:visible').waitFor({ timeout: 15000 })
  const link = (await a.locator('#inviter-link:visible').innerText()).trim()
  const code = (await a.locator('#inviter-code:visible').innerText()).trim()
  assert.match(link, new RegExp(`invite_code=${code}$`))
  await settled(a)
  await a.screenshot({ path: `${SHOTS}/agents-inviter-zh.png` })

  // B opens the link (its origin is this server's) and signs in for the first time: bound to A
  const b = await newPage(walletB)
  await b.goto(link)
  await b.waitForSelector('#home', { timeout: 30000 })
  for (const sel of ['#open-advert-skip', '.sys-popup-close']) {
    if (await b.locator(sel).waitFor({ timeout: 8000 }).then(() => true, () => false)) await b.locator(sel).click()
  }
  await openTab(b, 3)
  await b.locator('#connect-wallet').click()
  await b.locator('#me-nickname').waitFor({ timeout: 20000 })
  const [rowA] = await ctx.server.db.select({ id: users.id }).from(users).where(eq(users.walletAddress, walletA.address.toLowerCase()))
  const [rowB] = await ctx.server.db.select({ id: users.id, inviter: users.inviteUserId }).from(users).where(eq(users.walletAddress, walletB.address.toLowerCase()))
  assert.equal(rowB.inviter, rowA.id, 'B is bound to A')

  // B buys the cheapest product with a profit share (the demo seed gives them 10–30 %)
  const [g] = await ctx.server.db.select({ id: goods.id, shopId: goods.shopId, ratio: goods.profitRatio, skuId: goodsSku.id, price: goodsSku.price, owner: shops.userId })
    .from(goods).innerJoin(goodsSku, eq(goodsSku.goodsId, goods.id)).innerJoin(shops, eq(shops.id, goods.shopId))
    .where(and(eq(goods.status, 'normal'), gt(goods.profitRatio, '0'), gt(goodsSku.stock, 5))).orderBy(asc(goodsSku.price)).limit(1)
  await setPayPassword(ctx.server.db, rowB.id)
  const buyer = await apiAs(b)
  const seller = new ApiClient(ctx.server.url, ctx.server.config.socketUrl, 'zh').withToken((await issueToken(ctx.server.db, g.owner, 1, 'e2e')).token)
  const address = await buyer.post<{ id: number }>('/wanlshop/address/address', { type: 'add', data: BEIJING })
  const placed = await buyer.post<{ order_ids: number[] }>('/wanlshop/order/addOrder', {
    token: key(), order: { address_id: address.body.data.id, lists: [{ shop_id: g.shopId, products: [{ goods_id: g.id, sku_id: g.skuId, number: 1 }] }] }
  })
  assert.equal(placed.body.code, 1, placed.body.msg)
  const orderId = placed.body.data.order_ids[0]
  for (const [api, path, body] of [
    [buyer, '/wanlshop/pay/payment', { order_ids: [orderId], asset: 'usdt', pay_password: '123456', key: key() }],
    [seller, '/wanlshop/order/delivery', { id: orderId, express_name: 'shunfeng', express_no: 'SF1234567890' }],
    [buyer, '/wanlshop/order/confirmOrder', { id: orderId }]
  ] as const) {
    const r = await api.post(path, body)
    assert.equal(r.body.code, 1, `${path}: ${r.body.msg}`)
  }
  const lines = await ctx.server.db.select({ id: orderGoods.id }).from(orderGoods).where(eq(orderGoods.orderId, orderId))
  const reviewed = await buyer.post('/wanlshop/order/commentOrder', { order_id: orderId, shop: { describe: 5, service: 5, deliver: 5, logistics: 5 }, goodsList: lines.map((l) => ({ id: l.id, state: 0, comment: '很好', imgList: [] })) })
  assert.equal(reviewed.body.code, 1, reviewed.body.msg)

  // A: the direct bonus (10 % of P = price × ratio) in the revenue record
  const bonus = new Decimal(g.price).times(g.ratio).times('0.10').toDecimalPlaces(8, Decimal.ROUND_DOWN)
  await openRoute(a, '/pages/user/shopInfoArr/revenueRecord')
  const row = a.locator('.w-bill[data-type="direct_bonus"]:visible').first()
  await row.waitFor({ timeout: 15000 })
  const shown = (await row.locator('.w-delta').innerText()).trim()
  assert.equal(new Decimal(shown.replace('+', '')).toFixed(), bonus.toFixed(), `direct bonus shown ${shown}`)
  assert.match(await row.innerText(), new RegExp(`#${orderId}`))
  await settled(a)
  await a.screenshot({ path: `${SHOTS}/agents-revenue-zh.png` })

  // A: B among the direct invitees, with their contribution
  await openRoute(a, '/pages/user/myFirends/myFirends')
  const friend = a.locator(`.ag-person[data-id="${rowB.id}"]:visible`)
  await friend.waitFor({ timeout: 15000 })
  assert.match(await friend.innerText(), new RegExp(new Decimal(g.price).toFixed(2)))
  await settled(a)
  await a.screenshot({ path: `${SHOTS}/agents-friends-zh.png` })
  await a.context().close()
  await b.context().close()
})
