import assert from 'node:assert/strict'
import { Wallet } from 'ethers'
import type { Page } from 'playwright-core'
import { and, asc, eq } from 'drizzle-orm'
import Decimal from 'decimal.js'
import { test, SHOTS } from '../lib/harness'
import { ctx, newPage, login, openRoute, settled } from '../lib/context'
import { apiAs } from '../lib/session'
import { balances, groupGoods, groupTeams, orders, users } from '../../server/db/schema'
import { hashPayPassword } from '../../server/modules/pay/password'

// Group buying journey (issue 18, "two wallets complete a two-person group"): user A opens the group
// deals from Me, a two-person deal, starts a group and pays at the ordinary cashier, which leads to
// the team page (waiting, one seat open); A's invitation link (copied by "invite friends") brings
// user B to the team page, B joins through the SKU sheet and the confirmation and pays; both see the
// group complete, and the order in their group orders. Screens of the list, goods, confirmation and
// team at 375 px in zh and en (e2e/shots/groups-*.png).
// Shortcut as in the marketing journey: the payment password and the address are set directly.

const PASSWORD = '135790'

async function shot (page: Page, name: string): Promise<void> {
  await settled(page)
  // a toast ("paid") passes before the picture is taken
  await page.waitForFunction(() => { const el = document.querySelector('.taro__toast') as HTMLElement | null; return el === null || getComputedStyle(el).display === 'none' }, null, { timeout: 5000 })
  await page.waitForLoadState('networkidle').catch(() => undefined)
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

async function usdt (userId: number): Promise<Decimal> {
  const [row] = await ctx.server.db.select({ amount: balances.amount }).from(balances).where(and(eq(balances.userId, userId), eq(balances.asset, 'usdt')))
  return new Decimal(row?.amount ?? 0)
}

/** A signed-in buyer with a payment password and a default address. */
async function buyer (): Promise<{ page: Page, id: number }> {
  const wallet = Wallet.createRandom()
  const page = await newPage(wallet)
  await login(page)
  const [me] = await ctx.server.db.select({ id: users.id }).from(users).where(eq(users.walletAddress, wallet.address.toLowerCase()))
  await ctx.server.db.update(users).set({ payPasswordHash: await hashPayPassword(PASSWORD) }).where(eq(users.id, me.id))
  const api = await apiAs(page)
  const address = await api.post<{ id: number }>('/wanlshop/address/address', {
    type: 'add', data: { name: '林小满', mobile: '13800138000', province: '北京市', city: '北京市', district: '朝阳区', adcode: '110105', address: '建国路 88 号 1201', default: true }
  })
  assert.equal(address.body.code, 1, address.body.msg)
  return { page, id: me.id }
}

/** In the open SKU sheet: the first option of every row that is not chosen yet, then confirm. */
async function chooseSkuAndConfirm (page: Page): Promise<void> {
  await page.locator('#sku-popup').waitFor({ timeout: 15000 })
  const rows = page.locator('#sku-popup .sku-group')
  const n = await rows.count()
  for (let i = 0; i < n; i++) {
    const row = rows.nth(i)
    if (await row.locator('.sku-option--active').count() > 0) continue
    await row.locator('.sku-option:not(.sku-option--disabled)').first().click()
  }
  await page.locator('#sku-confirm').click()
}

/** At the ordinary cashier: pay in USDT with the password. */
async function payUsdt (page: Page): Promise<void> {
  await page.locator('#pay-submit').waitFor({ timeout: 20000 })
  await page.locator('#pay-asset-usdt').click()
  await page.locator('#pay-password input, input#pay-password').first().fill(PASSWORD)
  await page.locator('#pay-submit').click()
}

async function english (page: Page): Promise<void> {
  await page.evaluate(() => { localStorage.setItem('wanlshop:lang', JSON.stringify({ data: 'en' })) })
}

test('groups: A starts a two-person group and pays, B joins from the invitation and pays, both see it complete', async () => {
  const [deal] = await ctx.server.db.select().from(groupGoods).where(and(eq(groupGoods.peopleNum, 2), eq(groupGoods.status, 'normal'))).orderBy(asc(groupGoods.id)).limit(1)
  assert.ok(deal, 'the demo data has a two-person group deal')

  // ---- A: Me → group deals → the deal → start a group → confirm → pay → the team
  const a = await buyer()
  await openRoute(a.page, '/pages/user')
  await a.page.locator('#me-service-groups').click()
  const card = a.page.locator(`#groups-index .gb-card[data-goods="${deal.goodsId}"]`)
  await card.waitFor({ timeout: 20000 })
  assert.match(await card.innerText(), /2人团/)
  await shot(a.page, 'groups-index-zh')
  await card.click()
  await a.page.locator('#groups-open-team').waitFor({ timeout: 20000 })
  assert.match(await a.page.locator('#groups-people').innerText(), /2人团/)
  await shot(a.page, 'groups-goods-zh')
  await a.page.locator('#groups-open-team').click()
  await chooseSkuAndConfirm(a.page)
  await a.page.locator('#groups-confirm-submit').waitFor({ timeout: 20000 })
  assert.equal(await a.page.locator('#groups-confirm-type').getAttribute('data-type'), 'group')
  assert.equal(await a.page.locator('#groups-confirm-team').getAttribute('data-team'), '0', 'starting a new group')
  await shot(a.page, 'groups-confirm-zh')
  const aBefore = await usdt(a.id)
  await a.page.locator('#groups-confirm-submit').click()
  await payUsdt(a.page)
  await a.page.locator('#groups-team-state[data-state="start"]').waitFor({ timeout: 20000 })
  assert.match(await a.page.locator('#groups-team-desc').innerText(), /还差 1 人成团/)
  assert.equal(await a.page.locator('#groups-team-members .gb-seat--open:visible').count(), 1, 'one open seat')
  await a.page.locator('#groups-team .gb-countdown').waitFor({ timeout: 5000 })
  const [aOrder] = await ctx.server.db.select().from(orders).where(eq(orders.userId, a.id))
  assert.equal(aBefore.minus(await usdt(a.id)).toFixed(2), new Decimal(aOrder.price).toFixed(2), 'A paid the group order')
  const [team] = await ctx.server.db.select().from(groupTeams).where(eq(groupTeams.leaderUserId, a.id))
  assert.equal(team.state, 'start')
  await shot(a.page, 'groups-team-zh')

  // "invite friends" opens the share sheet: a team poster, and the team's link copied (H5 outside WeChat)
  await a.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.server.url })
  await a.page.locator('#groups-team-invite').click()
  await a.page.locator('#groups-team-invite-poster').click()
  await a.page.locator('#poster-image img').waitFor({ timeout: 20000 })
  assert.match(String(await a.page.locator('#poster').getAttribute('data-link')), new RegExp(`/pages/apps/groups/team\\?id=${team.id}&invite_code=`), 'the poster\'s QR opens the team with A\'s code')
  await shot(a.page, 'groups-team-poster-zh')
  await a.page.locator('#groups-team-invite-close').click()
  await a.page.locator('#groups-team-invite-overlay').waitFor({ state: 'detached', timeout: 5000 })
  await a.page.locator('#groups-team-invite').click()
  await a.page.locator('#groups-team-invite-copy').click()
  const link = await a.page.waitForFunction(async () => { const x = await navigator.clipboard.readText().catch(() => ''); return x.includes('/pages/apps/groups/team') ? x : null }, null, { timeout: 10000 }).then(async (h) => String(await h.jsonValue()))
  assert.match(link, new RegExp(`/pages/apps/groups/team\\?id=${team.id}\\b`))

  // ---- B: the invitation → join → confirm (joining A's team) → pay → complete
  const b = await buyer()
  await b.page.goto(link)
  await b.page.locator('#groups-team-join').waitFor({ timeout: 20000 })
  await b.page.locator('#groups-team-join').click()
  await chooseSkuAndConfirm(b.page)
  await b.page.locator('#groups-confirm-submit').waitFor({ timeout: 20000 })
  assert.equal(await b.page.locator('#groups-confirm-team').getAttribute('data-team'), String(team.id), 'joining A\'s team')
  await b.page.locator('#groups-confirm-submit').click()
  await payUsdt(b.page)
  await b.page.locator('#groups-team-state[data-state="success"]').waitFor({ timeout: 20000 })
  assert.equal(await b.page.locator('#groups-team-members .gb-seat--taken:visible').count(), 2)
  assert.equal(await b.page.locator('#groups-team-members .gb-seat--open:visible').count(), 0)
  const [done] = await ctx.server.db.select().from(groupTeams).where(eq(groupTeams.id, team.id))
  assert.equal(done.state, 'success')

  // ---- both: the team is complete, and the order is in their group orders
  for (const [who, p] of [['a', a.page], ['b', b.page]] as const) {
    await openRoute(p, `/pages/apps/groups/team?id=${team.id}`)
    await p.locator('#groups-team-state[data-state="success"]').waitFor({ timeout: 20000 })
    assert.match(await p.locator('#groups-team-title').innerText(), /拼团成功/)
    await openRoute(p, '/pages/apps/groups/order/order')
    const row = p.locator('#groups-orders .order-card .gb-badge[data-state="success"]')
    await row.first().waitFor({ timeout: 20000 })
    assert.match(await row.first().innerText(), /已成团/)
    if (who === 'a') await shot(p, 'groups-orders-zh')
  }
  // the order's details show the team, which links to the team page
  await p1Details(a.page, aOrder.id, team.id)
  await shot(a.page, 'groups-details-zh')

  // ---- English screens
  await english(a.page)
  await openRoute(a.page, '/pages/apps/groups/index')
  await a.page.locator(`#groups-index .gb-card[data-goods="${deal.goodsId}"]`).waitFor({ timeout: 20000 })
  assert.match(await a.page.locator(`#groups-index .gb-card[data-goods="${deal.goodsId}"]`).innerText(), /2-person group/)
  await shot(a.page, 'groups-index-en')
  await openRoute(a.page, `/pages/apps/groups/goods?id=${deal.goodsId}`)
  await a.page.locator('#groups-open-team').waitFor({ timeout: 20000 })
  await shot(a.page, 'groups-goods-en')
  await a.page.locator('#groups-open-team').click()
  await chooseSkuAndConfirm(a.page)
  await a.page.locator('#groups-confirm-submit').waitFor({ timeout: 20000 })
  assert.match(await a.page.locator('#groups-confirm-team').innerText(), /Starting a new group/)
  await shot(a.page, 'groups-confirm-en')
  await openRoute(a.page, `/pages/apps/groups/team?id=${team.id}`)
  await a.page.locator('#groups-team-state[data-state="success"]').waitFor({ timeout: 20000 })
  assert.match(await a.page.locator('#groups-team-title').innerText(), /Group complete/)
  await shot(a.page, 'groups-team-en')
  await a.page.context().close()
  await b.page.context().close()
})

async function p1Details (page: Page, orderId: number, teamId: number): Promise<void> {
  await openRoute(page, `/pages/apps/groups/order/details?id=${orderId}`)
  const line = page.locator(`#order-details .gb-team-link[data-team="${teamId}"]`)
  await line.waitFor({ timeout: 20000 })
  await line.click()
  await page.locator('#groups-team-state[data-state="success"]').waitFor({ timeout: 20000 })
}
