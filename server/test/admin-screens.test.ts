import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { Wallet } from 'ethers'
import { startServer, type TestServer } from './helpers/server'
import { ApiClient, newUser } from './helpers/client'
import { adminOf, type AdminClient } from './helpers/admin'
import { SocketClient } from './helpers/socket'
import { makeUser } from './helpers/buying'
import { issueToken } from '../modules/auth/service'
import type { AdminAdvert, AdminHomePage, AdminOrder, AdminOrderDetail, AdminShop, AdminUser, AdminUserDetail, AuditPage, ContentPage } from '../../types/admin'
import type { AdvertsData, InitData } from '../../types/common'
import type { PlatformSettings } from '../../types/settings'

// The console's platform screens through HTTP on the seeded demo data: a change made in the
// console is what the app's own API answers next (no restart), every change is audited, bad input
// is a clear refusal, and each role reaches only its screens.

let srv: TestServer
let api: ApiClient
let sup: AdminClient
let reviewer: AdminClient
let finance: AdminClient
let support: AdminClient

before(async () => {
  srv = await startServer({ seed: true })
  api = new ApiClient(srv.url)
  sup = await adminOf(srv.db, srv.url, 'super')
  reviewer = await adminOf(srv.db, srv.url, 'reviewer')
  finance = await adminOf(srv.db, srv.url, 'finance')
  support = await adminOf(srv.db, srv.url, 'support')
})
after(async () => { await srv.close() })

async function lastAudit (action: string): Promise<AuditPage['data'][number]> {
  const res = await sup.get<AuditPage>('/audit', { action })
  assert.ok(res.body.data.total > 0, `no audit row for ${action}`)
  return res.body.data.data[0]
}

describe('content', () => {
  test('an edited open-screen advert is what common/adverts answers next, in both languages; the edit is audited', async () => {
    const list = await reviewer.get<ContentPage<AdminAdvert>>('/adverts', { module: 'open' })
    const ad = list.body.data.data[0]
    const res = await reviewer.post<AdminAdvert>(`/adverts/${ad.id}`, { module: 'open', title: '双十二', title_en: 'Double 12', media: ad.media, url: ad.url, weigh: ad.weigh, status: 'normal' })
    assert.deepEqual([res.body.code, res.body.msg], [1, 'Saved'])
    const zh = await new ApiClient(srv.url, '/ws', 'zh-CN').get<AdvertsData>('/wanlshop/common/adverts')
    assert.equal(zh.body.data.data.openAdverts?.title, '双十二')
    assert.equal((await api.get<AdvertsData>('/wanlshop/common/adverts')).body.data.data.openAdverts?.title, 'Double 12')
    const row = await lastAudit('advert.update')
    assert.equal(row.target, `advert:${ad.id}`)
    assert.equal((row.before as AdminAdvert).title, ad.title)
    assert.equal((row.after as AdminAdvert).title, '双十二')
  })

  test('hidden, created, deleted adverts; bad adverts are refused naming the problem', async () => {
    const created = await reviewer.post<AdminAdvert>('/adverts', { module: 'first', title: '新品', media: '/uploads/x.png', weigh: 99 })
    assert.equal(created.body.code, 1, created.body.msg)
    const first = async (): Promise<string[]> => (await api.get<AdvertsData>('/wanlshop/common/adverts')).body.data.data.firstAdverts.map((a) => a.title)
    assert.equal((await first())[0], '新品')
    await reviewer.post(`/adverts/${created.body.data.id}`, { module: 'first', title: '新品', media: '/uploads/x.png', status: 'hidden' })
    assert.ok(!(await first()).includes('新品'))
    assert.equal((await reviewer.post(`/adverts/${created.body.data.id}/delete`)).body.code, 1)
    assert.deepEqual((await reviewer.post(`/adverts/${created.body.data.id}/delete`)).body.msg, 'Advert does not exist')
    const noCategory = await reviewer.post('/adverts', { module: 'category', title: 'x', media: '/uploads/x.png' })
    assert.deepEqual([noCategory.body.code, noCategory.body.msg], [0, 'A category advert needs a category_id'])
    const badModule = await reviewer.post('/adverts', { module: 'nowhere', title: 'x', media: 'y' })
    assert.equal(badModule.body.code, 0)
    const times = await reviewer.post('/adverts', { module: 'page', title: 'x', media: 'y', start_at: 2000, end_at: 1000 })
    assert.deepEqual([times.body.code, times.body.msg], [0, 'end_at must be later than start_at'])
    const extra = await reviewer.post('/adverts', { module: 'page', title: 'x', media: 'y', views: 5 })
    assert.deepEqual([extra.body.code, extra.body.msg], [0, 'Unknown field views'])
  })

  test('the system pop-up: set, shown by common/adverts, removed', async () => {
    const set = await reviewer.post('/syspopup', { popup: { title: '公告', title_en: 'Notice', content: '周末包邮', url: '/pages/goodslist' } })
    assert.equal(set.body.code, 1, set.body.msg)
    assert.equal((await api.get<AdvertsData>('/wanlshop/common/adverts')).body.data.syspopup?.title, 'Notice')
    assert.equal((await reviewer.post('/syspopup', { popup: null })).body.code, 1)
    assert.equal((await api.get<AdvertsData>('/wanlshop/common/adverts')).body.data.syspopup, null)
    assert.equal((await lastAudit('syspopup.update')).after, null)
    const empty = await reviewer.post('/syspopup', { popup: { title: '', content: 'x' } })
    assert.deepEqual([empty.body.code, empty.body.msg], [0, 'popup is invalid'])
  })

  test('home modules: reordered modules are what common/init answers; modules without id or type are refused', async () => {
    const home = (await reviewer.get<AdminHomePage>('/home')).body.data
    const reversed = [...home.item].reverse()
    assert.equal((await reviewer.post('/home', { item: reversed })).body.code, 1)
    const init = await api.get<InitData>('/wanlshop/common/init')
    assert.deepEqual(init.body.data.modulesData.homeModules.item.map((m) => m.id), reversed.map((m) => m.id))
    const dup = await reviewer.post('/home', { item: [{ id: 'a', type: 'goods' }, { id: 'a', type: 'goods' }] })
    assert.deepEqual([dup.body.code, dup.body.msg], [0, 'Every home module needs a unique id and a type'])
    assert.equal((await reviewer.post('/home', { item: [{ type: 'goods' }] })).body.code, 0)
  })

  test('articles are saved sanitized; hot search terms are pinned and blocked', async () => {
    const art = await reviewer.post<{ id: number, content: string }>('/articles', { kind: 'new', title: '新文章', content: '<p onclick="x()">hi<script>alert(1)</script></p>' })
    assert.equal(art.body.code, 1, art.body.msg)
    assert.equal(art.body.data.content, '<p>hi</p>')
    assert.equal((await reviewer.post('/search-terms', { keywords: '手机', state: 'blocked' })).body.code, 1)
    const list = await reviewer.get<ContentPage<{ keywords: string, state: string }>>('/search-terms', { keyword: '手机' })
    assert.equal(list.body.data.data.find((k) => k.keywords === '手机')?.state, 'blocked')
  })
})

describe('settings', () => {
  test('a rate change is what common/init hands the app at once; the order timers follow; audited with before and after', async () => {
    const res = await finance.post<PlatformSettings>('/settings', { values: { bbc_usdt: '0.25', close_minutes: 45 } })
    assert.equal(res.body.code, 1, res.body.msg)
    assert.equal(res.body.data.bbc_usdt, '0.25')
    const init = await api.get<InitData>('/wanlshop/common/init')
    assert.equal(init.body.data.appConfig.rates.bbc_usdt, '0.25')
    assert.equal(srv.config.orderTimers.closeMinutes, 45)
    const row = await lastAudit('settings.update')
    assert.deepEqual([row.before, row.after], [{ bbc_usdt: '0.1', close_minutes: 30 }, { bbc_usdt: '0.25', close_minutes: 45 }])
    const read = await finance.get<{ values: PlatformSettings }>('/settings')
    assert.equal(read.body.data.values.close_minutes, 45)
    assert.equal(read.body.data.values.withdraw_fee_rate, '0.01')
  })

  test('typed and bounded: wrong values are refused naming the parameter, and nothing is saved', async () => {
    for (const [values, msg] of [
      [{ withdraw_fee_rate: '0.9' }, 'withdraw_fee_rate is invalid: between 0 and 0.5'],
      [{ bbc_usdt: 'abc' }, 'bbc_usdt is invalid: a decimal number like 0.05'],
      [{ close_minutes: 1.5 }, 'close_minutes is invalid: a whole number'],
      [{ withdraw_needs_realname: 'yes' }, 'withdraw_needs_realname is invalid: true or false'],
      [{ nonsense: 1 }, 'Unknown field nonsense'],
      [{}, 'settings is required']
    ] as const) {
      const res = await finance.post('/settings', { values })
      assert.deepEqual([res.body.code, res.body.msg], [0, msg])
    }
    const mixed = await finance.post('/settings', { values: { usdt_cny: '8', withdraw_min: '-1' } })
    assert.equal(mixed.body.code, 0)
    assert.equal((await finance.get<{ values: PlatformSettings }>('/settings')).body.data.values.usdt_cny, '7.2', 'unchanged')
  })
})

describe('users, shops, orders', () => {
  test('find a user by invite code or wallet; profile and balances; freezing ends the sessions and refuses sign-in', async () => {
    const wallet = Wallet.createRandom()
    const { api: shopper, session } = await newUser(api, wallet)
    const byWallet = await support.get<ContentPage<AdminUser>>('/users', { keyword: wallet.address })
    assert.equal(byWallet.body.data.data[0]?.id, session.userinfo.id)
    const byCode = await support.get<ContentPage<AdminUser>>('/users', { keyword: byWallet.body.data.data[0].invite_code.toLowerCase() })
    assert.equal(byCode.body.data.data[0]?.id, session.userinfo.id)
    const detail = await support.get<AdminUserDetail>(`/users/${session.userinfo.id}`)
    assert.equal(detail.body.data.user.status, 'normal')
    assert.equal((await support.get(`/users/${session.userinfo.id}/ledger`, { bill_type: 'goods' })).body.code, 1)
    assert.equal((await support.get(`/users/${session.userinfo.id}/ledger`, { bill_type: 'nope' })).body.code, 0)
    const bills = await support.get<Array<{ code: string, label: string }>>('/bill-types')
    assert.equal(bills.body.data.length, 18)
    assert.deepEqual(bills.body.data[0], { code: 'goods', label: 'Product transaction' })

    assert.equal((await shopper.post('/wanlshop/user/refresh', {})).body.code, 1) // the session is in use (and cached)
    const ws = await SocketClient.connect(srv.url)
    assert.equal((await shopper.post('/wanlshop/chat/shake', await ws.credentials())).body.code, 1)
    assert.equal(srv.app.ctx.hub.isOnlineHere(session.userinfo.id), true)
    const frozen = await support.post(`/users/${session.userinfo.id}/freeze`, { frozen: true })
    assert.equal(frozen.body.code, 1, frozen.body.msg)
    // the open app hears nothing more
    assert.equal(srv.app.ctx.hub.isOnlineHere(session.userinfo.id), false)
    await srv.app.ctx.hub.pushToUser(session.userinfo.id, { type: 'notice', title: 'after the freeze', content: '' })
    assert.ok(await ws.none('notice'))
    ws.close()
    assert.equal((await shopper.post('/wanlshop/user/refresh', {})).status, 401)
    const again = await newUser(api, wallet).catch((e: Error) => e)
    assert.ok(again instanceof Error && /disabled/.test(again.message))
    assert.equal((await support.post(`/users/${session.userinfo.id}/freeze`, { frozen: true })).body.msg, 'Nothing to change: it is already so')
    assert.equal((await support.post(`/users/${session.userinfo.id}/freeze`, { frozen: false })).body.code, 1)
    assert.ok(!((await newUser(api, wallet).catch((e: Error) => e)) instanceof Error))
    assert.equal((await lastAudit('user.unfreeze')).target, `user:${session.userinfo.id}`)
    assert.equal((await support.get('/users/999999')).body.msg, 'User does not exist')
  })

  test('support signs a user out everywhere (a lost phone): every session and open socket of theirs ends, nobody else\'s; the login stays open', async () => {
    const u = await makeUser(srv.db, srv.url, 'lost-phone')
    const other = await makeUser(srv.db, srv.url, 'bystander')
    const phone = await issueToken(srv.db, u.id, 30, 'mp-wanlshop')
    // both sessions in use (so this process has them in its session cache), a socket bound with one
    assert.equal((await u.api.get('/wanlshop/token/check')).body.code, 1)
    assert.equal((await u.api.withToken(phone.token).get('/wanlshop/token/check')).body.code, 1)
    assert.equal((await other.api.get('/wanlshop/token/check')).body.code, 1)
    const ws = await SocketClient.connect(srv.url)
    assert.equal((await u.api.withToken(phone.token).post('/wanlshop/chat/shake', await ws.credentials())).body.code, 1)
    assert.equal((await support.get<AdminUserDetail>(`/users/${u.id}`)).body.data.sessions, 2)

    const out = await support.post<{ sessions: number }>(`/users/${u.id}/sign-out`, {})
    assert.equal(out.body.msg, 'Sessions ended: 2')
    assert.equal(out.body.data.sessions, 2)
    assert.equal((await u.api.get('/wanlshop/token/check')).status, 401)
    assert.equal((await u.api.withToken(phone.token).get('/wanlshop/token/check')).status, 401)
    assert.equal(srv.app.ctx.hub.isOnlineHere(u.id), false)
    await srv.app.ctx.hub.pushToUser(u.id, { type: 'notice', title: 'after the sign-out', content: '' })
    assert.ok(await ws.none('notice'))
    ws.close()
    assert.equal((await other.api.get('/wanlshop/token/check')).body.code, 1, 'another user keeps their session')
    const detail = await support.get<AdminUserDetail>(`/users/${u.id}`)
    assert.equal(detail.body.data.sessions, 0)
    assert.equal(detail.body.data.user.status, 'normal', 'the login is not frozen')
    assert.equal((await lastAudit('user.sign_out')).target, `user:${u.id}`)
    assert.equal((await support.post(`/users/${u.id}/sign-out`, {})).body.msg, 'This user is not signed in anywhere')
    assert.equal((await support.post('/users/999999/sign-out', {})).body.msg, 'User does not exist')
  })

  test('closing a shop takes its page away; reopening brings it back', async () => {
    const shop = (await reviewer.get<ContentPage<AdminShop>>('/shops')).body.data.data[0]
    assert.equal((await reviewer.post(`/shops/${shop.id}/close`, { closed: true })).body.msg, 'Please give the reason for closing (shown to the merchant)')
    assert.equal((await reviewer.post(`/shops/${shop.id}/close`, { closed: true, reason: '证照过期' })).body.code, 1)
    assert.equal((await reviewer.get<AdminShop>(`/shops/${shop.id}`)).body.data.close_reason, '证照过期')
    assert.equal((await api.get('/wanlshop/shop/getShopInfo', { id: shop.id })).body.msg, 'Shop does not exist')
    assert.equal((await reviewer.get<AdminShop>(`/shops/${shop.id}`)).body.data.status, 'closed')
    assert.equal((await reviewer.post(`/shops/${shop.id}/close`, { closed: false })).body.code, 1)
    assert.equal((await api.get('/wanlshop/shop/getShopInfo', { id: shop.id })).body.code, 1)
  })

  test('orders by state and number; details with lines and the state log', async () => {
    const shipped = await support.get<ContentPage<AdminOrder>>('/orders', { state: 3 })
    assert.ok(shipped.body.data.total > 0)
    const o = shipped.body.data.data[0]
    assert.equal(o.state, 3)
    const byNo = await finance.get<ContentPage<AdminOrder>>('/orders', { order_no: o.order_no })
    assert.deepEqual(byNo.body.data.data.map((x) => x.id), [o.id])
    const detail = await support.get<AdminOrderDetail>(`/orders/${o.id}`)
    assert.ok(detail.body.data.goods.length > 0)
    // each line with both titles as bought (the demo's goods have English titles): the console shows the one of its language
    assert.ok(detail.body.data.goods.every((g) => g.title !== '' && g.title_en !== '' && g.title_en !== g.title), JSON.stringify(detail.body.data.goods))
    assert.deepEqual(detail.body.data.logs.map((l) => l.to), [1, 2, 3])
    assert.equal(detail.body.data.refundable, null, 'only a completed order can be refunded by the platform')
    assert.equal((await support.get('/orders/999999')).body.msg, 'Order does not exist')
  })
})

describe('roles on the screens', () => {
  test('each role reaches its screens only', async () => {
    const cases: Array<[AdminClient, string, 'get' | 'post', string, Record<string, unknown>, boolean]> = [
      [reviewer, 'reviewer', 'post', '/settings', { values: { usdt_cny: '7' } }, false],
      [support, 'support', 'get', '/settings', {}, false],
      [finance, 'finance', 'get', '/adverts', {}, false],
      [finance, 'finance', 'post', '/syspopup', { popup: null }, false],
      [reviewer, 'reviewer', 'post', '/users/1/freeze', { frozen: true }, false],
      [finance, 'finance', 'post', '/users/1/freeze', { frozen: true }, false],
      [reviewer, 'reviewer', 'post', '/users/1/sign-out', {}, false],
      [finance, 'finance', 'post', '/users/1/sign-out', {}, false],
      [reviewer, 'reviewer', 'get', '/orders', {}, false],
      [reviewer, 'reviewer', 'get', '/users/1/ledger', {}, false],
      [support, 'support', 'post', '/shops/1/close', { closed: true }, false],
      [finance, 'finance', 'post', '/orders/1/refund', { amount: '1', note: 'x' }, false],
      [finance, 'finance', 'get', '/users/1/ledger', {}, true],
      [reviewer, 'reviewer', 'get', '/users', {}, true],
      [support, 'support', 'get', '/shops', {}, true],
      [sup, 'super', 'get', '/settings', {}, true],
      // platform coupons: finance's (money the platform gives away), not reviewer's or support's
      [reviewer, 'reviewer', 'get', '/coupons', {}, false],
      [support, 'support', 'post', '/coupons/1/status', { status: 'hidden' }, false],
      [finance, 'finance', 'get', '/coupons', {}, true]
    ]
    for (const [client, role, method, path, body, allowed] of cases) {
      const res = method === 'get' ? await client.get(path) : await client.post(path, body)
      assert.equal(res.body.code === 403, !allowed, `${role} ${method} ${path}: ${res.body.code} ${res.body.msg}`)
    }
  })
})
