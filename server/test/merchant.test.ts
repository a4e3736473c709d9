import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { eq, sql } from 'drizzle-orm'
import { encodePng } from '../seed/png'
import type { Paginated } from '../../types/envelope'
import type { SessionPayload } from '../../types/user'
import { usccValid, type ApplicationView, type MerchantGoodsRow, type ProductInput } from '../../types/merchant'
import { adminAudit, brands, categories, goods, shopTerms, shops } from '../db/schema'
import { runJobs } from '../lib/scheduler'
import { now } from '../lib/time'
import { adminOf, type AdminClient } from './helpers/admin'
import { startServer, type TestServer } from './helpers/server'
import { ApiClient } from './helpers/client'
import { systemNotices } from './helpers/notices'
import { assertLedgerBalances, balanceOf, credit, makeUser, okData, refusedWith, setPayPassword, type TestUser } from './helpers/buying'

// Merchants (issue 13) through real HTTP on a fresh database: the settle-in rules one by one in the
// spec's order (§5 Merchant application), the USCC check digit, the photos 1 + 2 + 1, uploads that
// are too big or not images, drafts restored on another device, submit (package, agreement, payment
// password, fee once under a double submit, nothing taken when it fails), the reviewer's decision
// (roles, audit, fee back on rejection), the 12 upload rules in order, the listing machine seen
// from the catalogue, cart and checkout, the IDOR sweep, and the shop's expiry and renewal.

let srv: TestServer
let reviewer: AdminClient
const png = encodePng(4, 4, new Uint8Array(4 * 4 * 3).fill(120))

async function upload (u: TestUser): Promise<string> {
  const res = await u.api.upload(png, 'p.png', 'image/png')
  assert.equal(res.body.code, 1, res.body.msg)
  return res.body.data.url
}

async function images (u: TestUser, n: number): Promise<string[]> {
  const out: string[] = []
  for (let i = 0; i < n; i++) out.push(await upload(u))
  return out
}

const VALID_USCC = '91350100M000100Y43'
const step1 = { industry_category: '零售', store_type: 'enterprise', industry: '数码', operation_mode: 'online' }
async function step2 (u: TestUser): Promise<Record<string, string>> {
  return { licence_image: await upload(u), region: '广东省 深圳市 南山区', licence_name: '深圳小满科技有限公司', uscc: VALID_USCC, valid_from: '2024-01-01', valid_to: '2034-01-01', legal_phone: '13800138000' }
}
async function step3 (u: TestUser): Promise<Record<string, unknown>> {
  return { shop_name: '小满数码', contact_phone: '13800138001', email: 'shop@example.com', address: '科技园 1 号', profile: '正品数码', front_photos: await images(u, 1), interior_photos: await images(u, 2), checkout_photos: await images(u, 1) }
}

/** A user whose application went through all three steps (not submitted). */
async function applicant (name: string): Promise<TestUser> {
  const u = await makeUser(srv.db, srv.url, name)
  await setPayPassword(srv.db, u.id)
  okData(await u.api.post('/wanlshop/merchant/draft', { step: 1, data: step1 }))
  okData(await u.api.post('/wanlshop/merchant/draft', { step: 2, data: await step2(u) }))
  okData(await u.api.post('/wanlshop/merchant/draft', { step: 3, data: await step3(u) }))
  return u
}

/** A merchant with an approved shop; returns the user and the shop id. */
async function merchant (name: string): Promise<{ u: TestUser, shopId: number }> {
  const u = await applicant(name)
  const a = okData(await u.api.post<ApplicationView>('/wanlshop/merchant/submit', { years: 1, agreement: true }))
  const r = okData(await reviewer.post<{ shop_id: number }>(`/merchant-applications/${a.id ?? 0}/review`, { approve: true }))
  return { u, shopId: r.shop_id }
}

interface Options { categories: Array<{ id: number }>, brands: Array<{ id: number }>, shop_categories: Array<{ id: number }>, freights: Array<{ id: number }> }

async function product (u: TestUser, title = '小满耳机'): Promise<ProductInput & Record<string, unknown>> {
  const o = okData(await u.api.get<Options>('/wanlshop/merchant/goods/options'))
  return {
    title,
    goods_type: 'hot',
    shop_category_id: o.shop_categories[0].id,
    category_id: o.categories[o.categories.length - 1].id,
    brand_id: o.brands[0].id,
    spu: [{ name: '颜色', item: ['黑', '白'] }],
    sku: [
      { difference: ['黑'], price: '99', bbt_price: '1', market_price: '129', stock: 10, weight: '0.2' },
      { difference: ['白'], price: '109', bbt_price: '1', market_price: '139', stock: 5, weight: '0.2' }
    ],
    image: await upload(u),
    images: await images(u, 2),
    description: '降噪蓝牙耳机',
    content: '<p>续航 30 小时</p>',
    stock_method: 'porder',
    freight_id: o.freights[0].id,
    pickup: false,
    profit_ratio: '10'
  }
}

before(async () => {
  srv = await startServer()
  reviewer = await adminOf(srv.db, srv.url, 'reviewer')
  // a fresh database has no catalogue: one goods category and one brand to choose
  const [top] = await srv.db.insert(categories).values({ name: '数码', type: 'goods' }).returning({ id: categories.id })
  await srv.db.insert(categories).values({ name: '耳机', type: 'goods', pid: top.id })
  await srv.db.insert(brands).values({ name: '小满' })
})

after(async () => {
  await assertLedgerBalances(srv.db)
  await srv.close()
})

describe('the unified social credit code (GB 32100 check character)', () => {
  test('valid and invalid examples', () => {
    assert.equal(usccValid('91350100M000100Y43'), true)
    assert.equal(usccValid('91110108MA01G0FB09'), true)
    assert.equal(usccValid('91350100M000100Y44'), false, 'wrong check character')
    assert.equal(usccValid('91350100M000100Y4'), false, '17 characters')
    assert.equal(usccValid('91350100M000100I43'), false, 'I is not in the alphabet')
    assert.equal(usccValid('91350100m000100y43'), false, 'lower case')
  })
})

describe('settle-in', () => {
  test('a non-merchant opening a merchant feature is told to apply first', async () => {
    const u = await makeUser(srv.db, srv.url, 'visitor')
    refusedWith(await u.api.get('/wanlshop/merchant/goods'), 'Please apply as a merchant first')
    refusedWith(await u.api.get('/wanlshop/merchant/shop'), 'Please apply as a merchant first')
    refusedWith(await u.api.post('/wanlshop/merchant/goods/save', {}), 'Please apply as a merchant first')
    assert.equal((await new ApiClient(srv.url).get('/wanlshop/merchant/application')).status, 401)
  })

  test('step 1: each choice refused with its own message, in order', async () => {
    const u = await makeUser(srv.db, srv.url, 's1')
    const save = async (data: Record<string, unknown>) => await u.api.post('/wanlshop/merchant/draft', { step: 1, data })
    refusedWith(await save({}), 'Please choose the industry category')
    refusedWith(await save({ industry_category: '零售' }), 'Please choose the store type')
    refusedWith(await save({ industry_category: '零售', store_type: 'shop' }), 'Please choose the store type')
    refusedWith(await save({ industry_category: '零售', store_type: 'flagship' }), 'Please choose the industry')
    refusedWith(await save({ industry_category: '零售', store_type: 'flagship', industry: '数码' }), 'Please choose the operation mode')
    okData(await save(step1))
  })

  test('step 2: licence first, region, name, USCC, validity, legal phone', async () => {
    const u = await makeUser(srv.db, srv.url, 's2')
    const full = await step2(u)
    const save = async (data: Record<string, unknown>) => await u.api.post('/wanlshop/merchant/draft', { step: 2, data })
    refusedWith(await save({ ...full, licence_image: '' }), 'Please upload the business licence first')
    refusedWith(await save({ ...full, region: '' }), 'Please select the registration region')
    refusedWith(await save({ ...full, licence_name: ' ' }), 'Please enter the licence name')
    refusedWith(await save({ ...full, uscc: '91350100M000100Y44' }), 'Please enter a correct unified social credit code')
    refusedWith(await save({ ...full, valid_to: '' }), 'Please select the validity start and end')
    refusedWith(await save({ ...full, valid_to: '2020-01-01' }), 'Please select the validity start and end')
    refusedWith(await save({ ...full, legal_phone: '123' }), 'Please enter a valid legal-person phone number')
    // the licence must be the applicant's own upload
    const other = await makeUser(srv.db, srv.url, 'other')
    refusedWith(await save({ ...full, licence_image: await upload(other) }), 'An image is not valid; upload it again (2 MB at most each)')
    okData(await save(full))
  })

  test('step 3: store information and the photos 1 + 2 + 1; a 2.1 MB image and a non-image named .png never upload', async () => {
    const u = await makeUser(srv.db, srv.url, 's3')
    const full = await step3(u)
    const save = async (data: Record<string, unknown>) => await u.api.post('/wanlshop/merchant/draft', { step: 3, data })
    refusedWith(await save({ ...full, shop_name: '' }), 'Please enter the store name')
    refusedWith(await save({ ...full, contact_phone: 'abc' }), 'Please enter a valid contact phone number')
    refusedWith(await save({ ...full, email: 'shop@' }), 'Please enter a correct e-mail')
    refusedWith(await save({ ...full, address: '' }), 'Please enter the store address')
    refusedWith(await save({ ...full, profile: '' }), 'Please enter the store profile')
    refusedWith(await save({ ...full, front_photos: [] }), 'Please upload at least 1 store front photo')
    refusedWith(await save({ ...full, interior_photos: (full.interior_photos as string[]).slice(0, 1) }), 'Please upload at least 2 interior photos')
    refusedWith(await save({ ...full, checkout_photos: [] }), 'Please upload a checkout photo')
    refusedWith(await save({ ...full, checkout_photos: ['/uploads/202401/nothere.png'] }), 'An image is not valid; upload it again (2 MB at most each)')
    const big = await u.api.upload(Buffer.concat([png, Buffer.alloc(Math.round(2.1 * 1024 * 1024))]), 'big.png', 'image/png')
    assert.equal(big.body.code, 0)
    assert.match(big.body.msg, /2 ?MB/i)
    const fake = await u.api.upload(Buffer.from('not an image at all, just text'), 'photo.png', 'image/png')
    refusedWith(fake, 'Only JPG, PNG, GIF or WEBP images can be uploaded')
    okData(await save(full))
  })

  test('drafts are kept on the server and restored on another device', async () => {
    const u = await makeUser(srv.db, srv.url, 'draft')
    okData(await u.api.post('/wanlshop/merchant/draft', { step: 1, data: step1 }))
    const s2 = await step2(u)
    okData(await u.api.post('/wanlshop/merchant/draft', { step: 2, data: s2 }))
    // another device: a new session of the same user
    const other = new ApiClient(srv.url)
    other.token = u.api.token
    const a = okData(await other.get<ApplicationView>('/wanlshop/merchant/application'))
    assert.equal(a.state_name, 'draft')
    assert.equal(a.step, 2)
    assert.equal(a.data.store_type, 'enterprise')
    assert.equal(a.data.uscc, VALID_USCC)
    assert.equal(a.data.licence_image, s2.licence_image)
    assert.equal(a.editable, true)
  })

  test('submit: the steps again, then the package and the agreement; nothing taken when it fails', async () => {
    const u = await makeUser(srv.db, srv.url, 'early')
    okData(await u.api.post('/wanlshop/merchant/draft', { step: 1, data: step1 }))
    refusedWith(await u.api.post('/wanlshop/merchant/submit', { years: 1, agreement: true }), 'Please upload the business licence first')

    const a = await applicant('payer')
    refusedWith(await a.api.post('/wanlshop/merchant/submit', { agreement: true }), 'Please choose a recharge package')
    refusedWith(await a.api.post('/wanlshop/merchant/submit', { years: 4, agreement: true }), 'Please choose a recharge package')
    refusedWith(await a.api.post('/wanlshop/merchant/submit', { years: 2 }), 'Please read and accept the agreement first')
    // years 2 cost 100 USDT: a wrong password, then a short balance, take nothing
    await credit(srv.db, a.id, 'usdt', '60')
    assert.equal((await a.api.post('/wanlshop/merchant/submit', { years: 2, agreement: true, pay_password: '654321' })).body.code, 0)
    refusedWith(await a.api.post('/wanlshop/merchant/submit', { years: 2, agreement: true, pay_password: '123456' }), 'Insufficient USDT balance: 60 available')
    assert.equal(Number(await balanceOf(srv.db, a.id, 'usdt')), 60)
    assert.equal(okData(await a.api.get<ApplicationView>('/wanlshop/merchant/application')).state_name, 'draft')
  })

  test('a double submit is one application and one fee (3 years: 200 USDT)', async () => {
    const a = await applicant('double')
    await credit(srv.db, a.id, 'usdt', '500')
    const body = { years: 3, agreement: true, pay_password: '123456' }
    const results = await Promise.all([1, 2, 3, 4].map(async () => await a.api.post('/wanlshop/merchant/submit', body)))
    assert.equal(results.filter((r) => r.body.code === 1).length, 1)
    assert.equal(results.find((r) => r.body.code === 1)?.body.msg, 'Submitted successfully')
    assert.equal(Number(await balanceOf(srv.db, a.id, 'usdt')), 300)
    const view = okData(await a.api.get<ApplicationView>('/wanlshop/merchant/application'))
    assert.equal(view.state_name, 'review')
    assert.equal(view.fee, '200')
    assert.equal(view.editable, false)
    refusedWith(await a.api.post('/wanlshop/merchant/draft', { step: 1, data: step1 }), 'The application is under review or approved and cannot be changed')
  })

  test('the reviewer: roles, reject with a reason (fee back, resubmit), approve (the shop exists, is_merchant_open), audited', async () => {
    const a = await applicant('reviewed')
    await credit(srv.db, a.id, 'usdt', '100')
    const view = okData(await a.api.post<ApplicationView>('/wanlshop/merchant/submit', { years: 2, agreement: true, pay_password: '123456' }))
    assert.equal(Number(await balanceOf(srv.db, a.id, 'usdt')), 0)
    const finance = await adminOf(srv.db, srv.url, 'finance')
    assert.equal((await finance.post(`/merchant-applications/${view.id ?? 0}/review`, { approve: true })).status, 403)
    const queue = okData(await reviewer.get<Paginated<{ id: number, data: { licence_image: string } }>>('/merchant-applications', { state: 2 }))
    assert.ok(queue.data.some((r) => r.id === view.id && r.data.licence_image.startsWith('/uploads/')), 'the documents are in the queue')
    refusedWith(await reviewer.post(`/merchant-applications/${view.id ?? 0}/review`, { approve: false }), 'Please give the reason')
    okData(await reviewer.post(`/merchant-applications/${view.id ?? 0}/review`, { approve: false, reason: '执照模糊' }))
    assert.equal(Number(await balanceOf(srv.db, a.id, 'usdt')), 100, 'the fee came back')
    const rejected = okData(await a.api.get<ApplicationView>('/wanlshop/merchant/application'))
    assert.equal(rejected.state_name, 'rejected')
    assert.equal(rejected.reason, '执照模糊')
    refusedWith(await reviewer.post(`/merchant-applications/${view.id ?? 0}/review`, { approve: true }), 'The application is not in a state that allows this')
    // edit and resubmit (1 year, free), then approve
    okData(await a.api.post('/wanlshop/merchant/draft', { step: 1, data: { ...step1, store_type: 'flagship' } }))
    okData(await a.api.post('/wanlshop/merchant/submit', { years: 1, agreement: true }))
    const before = okData(await a.api.post<SessionPayload>('/wanlshop/user/refresh', {}))
    assert.equal(before.userinfo.is_merchant_open, false)
    const r = okData(await reviewer.post<{ shop_id: number }>(`/merchant-applications/${view.id ?? 0}/review`, { approve: true }))
    const [shop] = await srv.db.select().from(shops).where(eq(shops.id, r.shop_id))
    assert.equal(shop.userId, a.id)
    assert.equal(shop.shopname, '小满数码')
    assert.equal(shop.storeType, 'flagship')
    const session = okData(await a.api.post<SessionPayload>('/wanlshop/user/refresh', {}))
    assert.equal(session.userinfo.is_merchant_open, true)
    const audits = await srv.db.select().from(adminAudit).where(eq(adminAudit.target, `merchant_application:${view.id ?? 0}`))
    assert.deepEqual(audits.map((x) => x.action).sort(), ['merchant.approve', 'merchant.reject'])
    refusedWith(await a.api.post('/wanlshop/merchant/draft', { step: 1, data: step1 }), 'You already have a shop')
  })
})

describe('review-result notices (issue 16: "notices … review results … written in the recipient\'s language at read time")', () => {
  test('the applicant gets one system notice per decision on their application — the reason on rejection — in zh and en', async () => {
    const a = await applicant('noticed')
    const bystander = await makeUser(srv.db, srv.url, 'bystander')
    const view = okData(await a.api.post<ApplicationView>('/wanlshop/merchant/submit', { years: 1, agreement: true }))
    const id = view.id ?? 0
    assert.deepEqual(await systemNotices(a.api, 'en'), [])
    okData(await reviewer.post(`/merchant-applications/${id}/review`, { approve: false, reason: '执照模糊' }))
    assert.deepEqual(await systemNotices(a.api, 'en'), [
      { title: 'Your merchant application was rejected', content: 'Reason: 执照模糊. Edit it and submit again', modules: 'merchant_application', modules_id: id }
    ])
    assert.deepEqual(await systemNotices(a.api, 'zh'), [
      { title: '入驻申请未通过', content: '原因：执照模糊。修改后可重新提交', modules: 'merchant_application', modules_id: id }
    ])
    // a refused second decision writes nothing
    refusedWith(await reviewer.post(`/merchant-applications/${id}/review`, { approve: false, reason: 'again' }), 'The application is not in a state that allows this')
    assert.equal((await systemNotices(a.api, 'en')).length, 1)
    okData(await a.api.post('/wanlshop/merchant/submit', { years: 1, agreement: true }))
    okData(await reviewer.post(`/merchant-applications/${id}/review`, { approve: true }))
    const en = await systemNotices(a.api, 'en')
    assert.equal(en.length, 2)
    assert.deepEqual(en[0], { title: 'Your merchant application is approved', content: 'Your shop "小满数码" is open; you can upload products now', modules: 'merchant_application', modules_id: id })
    assert.deepEqual((await systemNotices(a.api, 'zh'))[0], { title: '入驻申请已通过', content: '店铺「小满数码」已开通，可以上传商品了', modules: 'merchant_application', modules_id: id })
    assert.deepEqual(await systemNotices(bystander.api, 'en'), [], 'nobody else hears of it')
  })

  test('the shop\'s owner gets one system notice per product decision (approve, reject with the reason, take down with the reason), in zh and en', async () => {
    const { u } = await merchant('goods-noticed')
    const p = await product(u, '回声音箱')
    const { id } = okData(await u.api.post<{ id: number }>('/wanlshop/merchant/goods/save', p))
    const seen = async (lang: 'zh' | 'en') => await systemNotices(u.api, lang, 'goods')
    assert.deepEqual(await seen('en'), [])
    okData(await reviewer.post(`/goods-review/${id}/decide`, { decision: 'reject', reason: '图片不清晰' }))
    assert.deepEqual(await seen('en'), [{ title: 'Product review failed', content: '"回声音箱": 图片不清晰', modules: 'goods', modules_id: id }])
    assert.deepEqual(await seen('zh'), [{ title: '商品审核未通过', content: '「回声音箱」：图片不清晰', modules: 'goods', modules_id: id }])
    okData(await u.api.post('/wanlshop/merchant/goods/save', { ...p, id }))
    // goods with an English title (the demo's): the English notice names them in English
    await srv.db.update(goods).set({ titleEn: 'Echo speaker' }).where(eq(goods.id, id))
    okData(await reviewer.post(`/goods-review/${id}/decide`, { decision: 'approve' }))
    refusedWith(await reviewer.post(`/goods-review/${id}/decide`, { decision: 'approve' }), 'The product is not in a state that allows this')
    assert.equal((await seen('en')).length, 2, 'the refused second approve wrote nothing')
    assert.deepEqual((await seen('en'))[0], { title: 'Product approved', content: '"Echo speaker" is on sale', modules: 'goods', modules_id: id })
    assert.deepEqual((await seen('zh'))[0], { title: '商品审核通过', content: '「回声音箱」已上架', modules: 'goods', modules_id: id })
    okData(await reviewer.post(`/goods-review/${id}/decide`, { decision: 'ban', reason: '侵权' }))
    assert.deepEqual((await seen('en'))[0], { title: 'Product removed by the platform', content: '"Echo speaker": 侵权', modules: 'goods', modules_id: id })
    assert.deepEqual((await seen('zh'))[0], { title: '商品被平台下架', content: '「回声音箱」：侵权', modules: 'goods', modules_id: id })
    assert.equal((await seen('zh')).length, 3)
  })
})

describe('products', () => {
  test('the 12 upload rules, each refused with its own message, in the spec\'s order', async () => {
    const { u } = await merchant('rules')
    const full = await product(u)
    const save = async (p: Partial<ProductInput> & Record<string, unknown>) => await u.api.post('/wanlshop/merchant/goods/save', p)
    refusedWith(await save({ ...full, title: '' }), 'Please enter the product title')
    refusedWith(await save({ ...full, goods_type: undefined }), 'Please choose the product category')
    refusedWith(await save({ ...full, shop_category_id: undefined }), 'Please choose the store category')
    refusedWith(await save({ ...full, category_id: undefined }), 'Please choose the goods category')
    refusedWith(await save({ ...full, brand_id: undefined }), 'Please choose the brand')
    refusedWith(await save({ ...full, spu: [] }), 'Please add the specs')
    refusedWith(await save({ ...full, sku: [full.sku?.[0]] as ProductInput['sku'] }), 'Spec [2] data incomplete')
    refusedWith(await save({ ...full, sku: [{ ...full.sku?.[0], price: '' }, full.sku?.[1]] as ProductInput['sku'] }), 'Spec [1] data incomplete')
    refusedWith(await save({ ...full, image: '' }), 'Please upload the main image')
    refusedWith(await save({ ...full, images: [] }), 'Please upload gallery images (9 at most)')
    refusedWith(await save({ ...full, description: '' }), 'Please enter the description')
    refusedWith(await save({ ...full, content: '<script>alert(1)</script>' }), 'Please enter the content')
    refusedWith(await save({ ...full, stock_method: 'later' }), 'Please choose the inventory method (deduct on order or on payment)')
    refusedWith(await save({ ...full, freight_id: undefined }), 'Please choose a shipping template')
    refusedWith(await save({ ...full, profit_ratio: '51' }), 'The profit-share ratio must be between 0 and 50 %')
    // order: with everything missing, the first rule speaks
    refusedWith(await save({ title: 'x' }), 'Please choose the product category')
    const res = await save(full)
    assert.equal(res.body.msg, 'Sent for review; it goes on sale once approved')
  })

  test('listing: review → approved → found by search and bought; unpublished goods vanish and are refused at checkout; edits go back to review', async () => {
    const { u, shopId } = await merchant('seller')
    const p = await product(u, '满月降噪耳机')
    const { id } = okData(await u.api.post<{ id: number }>('/wanlshop/merchant/goods/save', p))
    const buyer = await makeUser(srv.db, srv.url, 'buyer')
    const search = async (): Promise<number[]> => okData(await buyer.api.get<Paginated<{ id: number }>>('/wanlshop/product/lists', { search: '满月降噪' })).data.map((g) => g.id)
    const tab = async (t: string): Promise<MerchantGoodsRow[]> => okData(await u.api.get<Paginated<MerchantGoodsRow>>('/wanlshop/merchant/goods', { tab: t })).data

    assert.deepEqual((await tab('review')).map((g) => g.id), [id])
    assert.deepEqual(await search(), [], 'under review: not listed')
    assert.equal((await buyer.api.get('/wanlshop/product/goods', { id })).body.code, 0)

    const queue = okData(await reviewer.get<Paginated<{ id: number, sku: unknown[] }>>('/goods-review'))
    assert.equal(queue.data.find((g) => g.id === id)?.sku.length, 2)
    okData(await reviewer.post(`/goods-review/${id}/decide`, { decision: 'approve' }))
    assert.deepEqual(await search(), [id], 'on sale: found by search at once')
    const detail = okData(await buyer.api.get<{ sku: Array<{ id: number }>, shop: { id: number } }>('/wanlshop/product/goods', { id }))
    assert.equal(detail.sku.length, 2)
    const skuId = detail.sku[0].id
    okData(await buyer.api.post('/wanlshop/cart/storage', { type: 'add', data: { goods_id: id, shop_id: shopId, sku_id: skuId, number: 1 } }))
    okData(await buyer.api.post('/wanlshop/order/getOrderGoodsList', { data: [{ goods_id: id, sku_id: skuId, number: 1 }] }))

    // the shop takes it off sale: gone from search, detail and cart; checkout says why
    okData(await u.api.post('/wanlshop/merchant/goods/unpublish', { id }))
    assert.deepEqual(await search(), [])
    assert.equal((await buyer.api.get('/wanlshop/product/goods', { id })).body.code, 0)
    const lines = okData(await buyer.api.post<Array<{ goods_id: number }>>('/wanlshop/cart/synchro', { cart: null }))
    assert.equal(lines.filter((l) => l.goods_id === id).length, 0)
    refusedWith(await buyer.api.post('/wanlshop/order/getOrderGoodsList', { data: [{ goods_id: id, sku_id: skuId, number: 1 }] }), '"满月降噪耳机" is no longer on sale')
    okData(await u.api.post('/wanlshop/merchant/goods/publish', { id }))
    assert.deepEqual(await search(), [id])

    // an edit sends it back to review (off sale meanwhile)
    okData(await u.api.post('/wanlshop/merchant/goods/save', { ...p, id, description: '新描述' }))
    assert.deepEqual(await search(), [])
    assert.deepEqual((await tab('review')).map((g) => g.id), [id])
    refusedWith(await reviewer.post(`/goods-review/${id}/decide`, { decision: 'reject' }), 'Please give the reason')
    okData(await reviewer.post(`/goods-review/${id}/decide`, { decision: 'reject', reason: '图片不清晰' }))
    assert.equal((await tab('rejected'))[0].reason, '图片不清晰')
    okData(await u.api.post('/wanlshop/merchant/goods/save', { ...p, id }))
    okData(await reviewer.post(`/goods-review/${id}/decide`, { decision: 'approve' }))
    // the platform takes it down with a reason
    okData(await reviewer.post(`/goods-review/${id}/decide`, { decision: 'ban', reason: '侵权' }))
    assert.deepEqual(await search(), [])
    const banned = await tab('banned')
    assert.equal(banned[0].reason, '侵权')
    assert.deepEqual(banned[0].can, { publish: false, unpublish: false, edit: true, delete: true })
    // quick stock edit, then delete
    okData(await u.api.post('/wanlshop/merchant/goods/stock', { sku_id: skuId, stock: 42 }))
    okData(await u.api.post('/wanlshop/merchant/goods/delete', { id }))
    refusedWith(await u.api.get('/wanlshop/merchant/goods/detail', { id }), 'No such product')
  })

  test('an English title is optional: kept for the edit form, shown and found in English, the Chinese to Chinese readers', async () => {
    const { u } = await merchant('bilingual')
    const p = { ...await product(u, '晨光护眼台灯'), title_en: ' Dawn Eye-Care Desk Lamp ' }
    refusedWith(await u.api.post('/wanlshop/merchant/goods/save', { ...p, title_en: 'x'.repeat(121) }), /./)
    const { id } = okData(await u.api.post<{ id: number }>('/wanlshop/merchant/goods/save', p))
    assert.equal(okData(await u.api.get<ProductInput>('/wanlshop/merchant/goods/detail', { id })).title_en, 'Dawn Eye-Care Desk Lamp')
    // the reviewer reads it with the rest of the merchant's text
    const queue = okData(await reviewer.get<Paginated<{ id: number, title_en: string }>>('/goods-review'))
    assert.equal(queue.data.find((g) => g.id === id)?.title_en, 'Dawn Eye-Care Desk Lamp')
    okData(await reviewer.post(`/goods-review/${id}/decide`, { decision: 'approve' }))
    const buyer = await makeUser(srv.db, srv.url, 'reader')
    const found = async (search: string, lang: 'zh' | 'en'): Promise<string[]> =>
      okData(await buyer.api.get<Paginated<{ id: number, title: string }>>('/wanlshop/product/lists', { search }, { lang })).data.filter((g) => g.id === id).map((g) => g.title)
    assert.deepEqual(await found('Dawn Eye-Care', 'en'), ['Dawn Eye-Care Desk Lamp'])
    assert.deepEqual(await found('晨光护眼', 'zh'), ['晨光护眼台灯'])
    assert.equal(okData(await buyer.api.get<{ title: string }>('/wanlshop/product/goods', { id }, { lang: 'en' })).title, 'Dawn Eye-Care Desk Lamp')
    // the merchant's own list titles it as shoppers see it
    const onSale = async (lang: 'zh' | 'en'): Promise<string[]> =>
      okData(await u.api.get<Paginated<MerchantGoodsRow>>('/wanlshop/merchant/goods', { tab: 'onSale' }, { lang })).data.filter((g) => g.id === id).map((g) => g.title)
    assert.deepEqual([await onSale('en'), await onSale('zh')], [['Dawn Eye-Care Desk Lamp'], ['晨光护眼台灯']])
    // cleared in an edit: English readers see the Chinese title again
    okData(await u.api.post('/wanlshop/merchant/goods/save', { ...p, id, title_en: '' }))
    okData(await reviewer.post(`/goods-review/${id}/decide`, { decision: 'approve' }))
    assert.equal(okData(await buyer.api.get<{ title: string }>('/wanlshop/product/goods', { id }, { lang: 'en' })).title, '晨光护眼台灯')
  })

  test('an English description and English details are optional too: shown to English readers, kept for the edit form, sanitized; without a word of text they are none', async () => {
    const { u } = await merchant('bilingual-texts')
    const p = { ...await product(u, '晨光护眼落地灯'), description_en: ' Glare-free reading light ', content_en: '<p>Three colour temperatures.</p><script>alert(1)</script><p><img src="/x.png"></p>' }
    refusedWith(await u.api.post('/wanlshop/merchant/goods/save', { ...p, description_en: 'x'.repeat(501) }), /./)
    const { id } = okData(await u.api.post<{ id: number }>('/wanlshop/merchant/goods/save', p))
    const saved = okData(await u.api.get<ProductInput>('/wanlshop/merchant/goods/detail', { id }))
    assert.equal(saved.description_en, 'Glare-free reading light')
    assert.ok(saved.content_en?.includes('<p>Three colour temperatures.</p>') && !saved.content_en.includes('script'), saved.content_en)
    // the reviewer reads them with the rest of the merchant's text
    const queue = okData(await reviewer.get<Paginated<{ id: number, description_en: string, content_en: string }>>('/goods-review'))
    assert.deepEqual(queue.data.filter((g) => g.id === id).map((g) => [g.description_en, g.content_en]), [[saved.description_en, saved.content_en]])
    okData(await reviewer.post(`/goods-review/${id}/decide`, { decision: 'approve' }))
    const buyer = await makeUser(srv.db, srv.url, 'texts-reader')
    const detail = async (lang: 'zh' | 'en') => okData(await buyer.api.get<{ description: string, content: string }>('/wanlshop/product/goods', { id }, { lang }))
    const [zh, en] = [await detail('zh'), await detail('en')]
    assert.equal(en.description, 'Glare-free reading light')
    assert.ok(en.content.includes('Three colour temperatures.'), en.content)
    assert.equal(zh.description, p.description)
    assert.equal(zh.content, okData(await u.api.get<ProductInput>('/wanlshop/merchant/goods/detail', { id })).content)
    // details that are only pictures and tags: an English reader gets the Chinese ones
    okData(await u.api.post('/wanlshop/merchant/goods/save', { ...p, id, description_en: '', content_en: '<p><img src="/x.png"></p><p> </p>' }))
    assert.equal(okData(await u.api.get<ProductInput>('/wanlshop/merchant/goods/detail', { id })).content_en, '')
    okData(await reviewer.post(`/goods-review/${id}/decide`, { decision: 'approve' }))
    const after = await detail('en')
    assert.deepEqual([after.description, after.content], [zh.description, zh.content])
  })

  test('sale status (spec §3 Product): checked after the 12 rules; "warehouse" goes to removed by shop when approved, the default goes on sale', async () => {
    const { u } = await merchant('warehouse')
    const p = await product(u, '仓库测试商品')
    const save = async (b: Record<string, unknown>) => await u.api.post<{ id: number }>('/wanlshop/merchant/goods/save', b)
    refusedWith(await save({ ...p, sale_status: 'later' }), 'Please choose the sale status (on sale after approval, or keep in the warehouse)')
    // the 12 rules speak first
    refusedWith(await save({ ...p, sale_status: 'later', freight_id: undefined }), 'Please choose a shipping template')
    const { id } = okData(await save({ ...p, sale_status: 'warehouse' }))
    assert.equal(okData(await u.api.get<{ sale_status: string }>('/wanlshop/merchant/goods/detail', { id })).sale_status, 'warehouse')
    const queue = okData(await reviewer.get<Paginated<{ id: number, sale_status: string }>>('/goods-review'))
    assert.equal(queue.data.find((g) => g.id === id)?.sale_status, 'warehouse', 'the reviewer sees where it goes')
    okData(await reviewer.post(`/goods-review/${id}/decide`, { decision: 'approve' }))
    const tab = async (t: string): Promise<number[]> => okData(await u.api.get<Paginated<MerchantGoodsRow>>('/wanlshop/merchant/goods', { tab: t })).data.map((g) => g.id)
    assert.deepEqual(await tab('hidden'), [id], 'approved into the warehouse: removed by shop')
    assert.deepEqual(await tab('onSale'), [])
    const buyer = await makeUser(srv.db, srv.url, 'wbuyer')
    const search = async (): Promise<number[]> => okData(await buyer.api.get<Paginated<{ id: number }>>('/wanlshop/product/lists', { search: '仓库测试' })).data.map((g) => g.id)
    assert.deepEqual(await search(), [], 'not on sale')
    const keys = (await srv.db.execute(sql`select key from notices where user_id = ${u.id} order by id`) as unknown as { rows: Array<{ key: string }> }).rows.map((r) => r.key)
    assert.ok(keys.includes('merchant.goods_approved_warehouse'), 'the merchant is told it is in the warehouse')
    // the merchant puts it on sale when they want
    okData(await u.api.post('/wanlshop/merchant/goods/publish', { id }))
    assert.deepEqual(await search(), [id])
    // switching the sale status back is an edit like any other: review, then on sale
    okData(await save({ ...p, id, sale_status: 'on_sale' }))
    okData(await reviewer.post(`/goods-review/${id}/decide`, { decision: 'approve' }))
    assert.deepEqual(await tab('onSale'), [id])
  })

  test('IDOR sweep: a merchant cannot read or change another shop\'s goods or settings', async () => {
    const a = await merchant('owner')
    const b = await merchant('intruder')
    const { id } = okData(await a.u.api.post<{ id: number }>('/wanlshop/merchant/goods/save', await product(a.u)))
    const detail = okData(await a.u.api.get<{ sku_ids: number[] }>('/wanlshop/merchant/goods/detail', { id }))
    refusedWith(await b.u.api.get('/wanlshop/merchant/goods/detail', { id }), 'No such product')
    for (const action of ['publish', 'unpublish', 'delete']) refusedWith(await b.u.api.post(`/wanlshop/merchant/goods/${action}`, { id }), 'No such product')
    refusedWith(await b.u.api.post('/wanlshop/merchant/goods/stock', { sku_id: detail.sku_ids[0], stock: 0 }), 'No such product')
    const bp = await product(b.u)
    refusedWith(await b.u.api.post('/wanlshop/merchant/goods/save', { ...bp, id }), 'No such product')
    // another shop's category or template is not one of mine
    const ao = okData(await a.u.api.get<Options>('/wanlshop/merchant/goods/options'))
    refusedWith(await b.u.api.post('/wanlshop/merchant/goods/save', { ...bp, shop_category_id: ao.shop_categories[0].id }), 'Please choose the store category')
    refusedWith(await b.u.api.post('/wanlshop/merchant/goods/save', { ...bp, freight_id: ao.freights[0].id }), 'Please choose a shipping template')
    assert.equal((okData(await a.u.api.get<MerchantGoodsRow[] & Paginated<MerchantGoodsRow>>('/wanlshop/merchant/goods', { tab: 'review' }))).data.length, 1)
    assert.equal((okData(await b.u.api.get<Paginated<MerchantGoodsRow>>('/wanlshop/merchant/goods', { tab: 'review' }))).data.length, 0)
    // shop settings are always the caller's own
    const shop = okData(await b.u.api.get<{ id: number }>('/wanlshop/merchant/shop'))
    assert.equal(shop.id, b.shopId)
    // a shopper is not a reviewer
    assert.equal((await b.u.api.post(`/admin/goods-review/${id}/decide`, { decision: 'approve' })).status, 401)
  })
})

describe('the shop: certification, expiry, renewal', () => {
  test('certification rules in order', async () => {
    const { u } = await merchant('certify')
    const logo = await upload(u)
    const header = await upload(u)
    const full = { shopname: '小满', bio: '正品', business_hours: '09:00-21:00', tel: '13800138000', city: '深圳', address: '南山', avatar: logo, image: header }
    const save = async (b: Record<string, unknown>) => await u.api.post<Record<string, unknown>>('/wanlshop/merchant/shop', b)
    refusedWith(await save({ ...full, shopname: '' }), 'Please enter the store name')
    refusedWith(await save({ ...full, bio: '' }), 'Please enter the shop intro')
    refusedWith(await save({ ...full, business_hours: '' }), 'Please enter the business hours')
    refusedWith(await save({ ...full, tel: '12' }), 'Please enter a valid contact number')
    refusedWith(await save({ ...full, city: '' }), 'Please select the region')
    refusedWith(await save({ ...full, address: '' }), 'Please enter the address')
    refusedWith(await save({ ...full, avatar: '' }), 'Please upload the shop logo')
    refusedWith(await save({ ...full, image: '' }), 'Please upload the header background')
    const s = okData(await save(full))
    assert.deepEqual(s, { ...s, shopname: '小满', business_hours: '09:00-21:00', avatar: logo })
  })

  test('the platform closes a shop only with a reason, shown to the merchant and audited; reopening clears it', async () => {
    const { u, shopId } = await merchant('closed')
    const { id } = okData(await u.api.post<{ id: number }>('/wanlshop/merchant/goods/save', await product(u, '关店测试商品')))
    okData(await reviewer.post(`/goods-review/${id}/decide`, { decision: 'approve' }))
    const buyer = await makeUser(srv.db, srv.url, 'cbuyer')
    const listed = async (): Promise<boolean> => okData(await buyer.api.get<Paginated<{ id: number }>>('/wanlshop/product/lists', { search: '关店测试' })).data.some((g) => g.id === id)
    assert.equal(await listed(), true)
    refusedWith(await reviewer.post(`/shops/${shopId}/close`, { closed: true }), 'Please give the reason for closing (shown to the merchant)')
    refusedWith(await reviewer.post(`/shops/${shopId}/close`, { closed: true, reason: '   ' }), 'Please give the reason for closing (shown to the merchant)')
    assert.equal(okData(await u.api.get<{ status: string }>('/wanlshop/merchant/shop')).status, 'normal', 'a refused close changes nothing')
    okData(await reviewer.post(`/shops/${shopId}/close`, { closed: true, reason: '销售假冒商品' }))
    const closed = okData(await u.api.get<{ status: string, close_reason: string }>('/wanlshop/merchant/shop'))
    assert.deepEqual([closed.status, closed.close_reason], ['closed', '销售假冒商品'])
    assert.equal(await listed(), false, 'a closed shop\'s goods leave sale')
    const notices = okData(await u.api.get<Paginated<{ title: string, content: string }>>('/wanlshop/notice/getNoticeList', { type: 'notice' })).data
    assert.ok(notices.some((n) => n.title === 'Your shop was closed by the platform' && n.content.includes('销售假冒商品')), 'the merchant is told why')
    const [audit] = await srv.db.select().from(adminAudit).where(eq(adminAudit.target, `shop:${shopId}`))
    assert.equal(audit.action, 'shop.close')
    assert.deepEqual(audit.after, { status: 'closed', close_reason: '销售假冒商品' })
    okData(await reviewer.post(`/shops/${shopId}/close`, { closed: false }))
    const open = okData(await u.api.get<{ status: string, close_reason: string }>('/wanlshop/merchant/shop'))
    assert.deepEqual([open.status, open.close_reason], ['normal', ''])
    assert.equal(await listed(), true)
  })

  test('a notice a week before, the goods leave sale when the term ends, renewal (100 USDT) reopens', async () => {
    const { u, shopId } = await merchant('expiry')
    const { id } = okData(await u.api.post<{ id: number }>('/wanlshop/merchant/goods/save', await product(u, '到期测试商品')))
    okData(await reviewer.post(`/goods-review/${id}/decide`, { decision: 'approve' }))
    const buyer = await makeUser(srv.db, srv.url, 'b2')
    const listed = async (): Promise<boolean> => okData(await buyer.api.get<Paginated<{ id: number }>>('/wanlshop/product/lists', { search: '到期测试' })).data.some((g) => g.id === id)
    assert.equal(await listed(), true)
    const t = now()
    await srv.db.update(shopTerms).set({ expiresAt: t + 3 * 86_400 }).where(eq(shopTerms.shopId, shopId))
    const jobs = async (at: number) => await runJobs(srv.app.ctx.jobs.filter((j) => j.name === 'merchant.shop_expiry'), at, { db: srv.db, config: srv.app.ctx.config })
    await jobs(t)
    const notices = async () => (await srv.db.execute(sql`select key from notices where user_id = ${u.id} order by id`) as unknown as { rows: Array<{ key: string }> }).rows.map((r) => r.key)
    assert.deepEqual((await notices()).filter((k) => k.startsWith('merchant.exp')), ['merchant.expiring'])
    await jobs(t + 3600)
    assert.deepEqual((await notices()).filter((k) => k.startsWith('merchant.exp')), ['merchant.expiring'], 'once')
    assert.equal(await listed(), true)
    await jobs(t + 3 * 86_400)
    assert.equal(await listed(), false, 'expired: its goods left sale')
    assert.equal((await buyer.api.get('/wanlshop/product/goods', { id })).body.code, 0)
    assert.equal(okData(await u.api.get<{ status: string }>('/wanlshop/merchant/shop')).status, 'expired')
    await setPayPassword(srv.db, u.id)
    refusedWith(await u.api.post('/wanlshop/merchant/renew', { pay_password: '123456' }), 'Insufficient USDT balance: 0 available')
    await credit(srv.db, u.id, 'usdt', '100')
    const r = await u.api.post<{ status: string, expires_at: number }>('/wanlshop/merchant/renew', { pay_password: '123456' })
    assert.equal(r.body.data.status, 'normal')
    assert.match(r.body.msg, /^Renewed until \d{4}-\d{2}-\d{2}$/)
    assert.equal(Number(await balanceOf(srv.db, u.id, 'usdt')), 0)
    assert.equal(await listed(), true, 'renewed: back on sale')
  })
})
