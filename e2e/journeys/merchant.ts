import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import { Wallet } from 'ethers'
import { test, SHOTS } from '../lib/harness'
import { ctx, login, newPage, openRoute, settled } from '../lib/context'
import { apiAs } from '../lib/session'
import { toastText } from '../lib/app'
import { adminPage, adminSignIn } from './admin'
import { encodePng } from '../../server/seed/png'

// Merchants (issue 13) in Chromium: a fresh wallet reads the agreement, applies (step 1 in the
// form, then a reload: the server's draft comes back), finishes the documents and store steps
// (as its own API client: the region picker and six photo uploads are covered by
// server/test/merchant.test.ts) and submits the free first year in the form; the demo admin
// approves it in the console; the new merchant uploads a product with two specs in the form; the
// admin approves it in the console; a second wallet finds it by search. Screenshots: merchant-*.png.

const png = (shade: number): Buffer => encodePng(8, 8, new Uint8Array(8 * 8 * 3).fill(shade))

async function shot (page: Page, name: string): Promise<void> {
  await settled(page)
  await page.screenshot({ path: `${SHOTS}/merchant-${name}.png`, fullPage: true })
}

async function fill (page: Page, id: string, value: string): Promise<void> {
  await page.locator(`#${id} input, #${id} textarea, input#${id}, textarea#${id}`).first().fill(value)
}

async function choose (page: Page, addTile: string, shade: number): Promise<void> {
  const chooser = page.waitForEvent('filechooser')
  await page.locator(`#${addTile} .cm-pic--add`).click()
  await (await chooser).setFiles({ name: `p${shade}.png`, mimeType: 'image/png', buffer: png(shade) })
  await page.locator(`#${addTile} .cm-pic img`).first().waitFor({ timeout: 15000 })
}

test('merchant: a fresh wallet applies with a draft, the admin approves, it uploads a product with two specs, the admin approves, a second wallet finds it', async () => {
  const page = await newPage(Wallet.createRandom())
  await login(page)
  await page.locator('#me-service-merchant').click()
  await page.locator('#settle-agreement').waitFor({ timeout: 20000 })
  await page.locator('#settle-start').click()
  assert.equal(await toastText(page), '请先阅读并同意入驻协议')
  await page.locator('#settle-agree').click()
  await shot(page, 'settle-in-zh')
  await page.locator('#settle-start').click()

  // step 1 in the form; saving it refuses what is missing first, in the spec's order
  await page.locator('#apply-step-1').waitFor({ timeout: 20000 })
  await page.locator('#apply-next').click()
  assert.match(await page.locator('#apply-error').innerText({ timeout: 10000 }), /请选择行业类目/)
  await page.locator('#apply-category-retail').click()
  await page.locator('#apply-type-enterprise').click()
  await page.locator('#apply-industry-digital').click()
  await page.locator('#apply-mode-online').click()
  await shot(page, 'apply-step1-zh')
  await page.locator('#apply-next').click()
  await page.locator('#apply-step-2').waitFor({ timeout: 20000 })

  // come back later: the draft is on the server
  await openRoute(page, '/pages/user/merchantsSettleIn/applyFor')
  await page.locator('#apply-step-2').waitFor({ timeout: 20000 })
  await page.locator('#apply-prev').click()
  assert.match(await page.locator('#apply-type-enterprise').getAttribute('class') ?? '', /w-choice__item--on/)

  // documents and store information through the user's own API client
  const api = await apiAs(page)
  const up = async (shade: number): Promise<string> => (await api.upload(png(shade), 'p.png', 'image/png')).body.data.url
  const step2 = { licence_image: await up(10), region: '广东省 深圳市 南山区', licence_name: '深圳满月科技有限公司', uscc: '91350100M000100Y43', valid_from: '2024-01-01', valid_to: '2034-01-01', legal_phone: '13800138000' }
  assert.equal((await api.post('/wanlshop/merchant/draft', { step: 2, data: step2 })).body.code, 1)
  const step3 = { shop_name: '满月数码', contact_phone: '13800138001', email: 'moon@example.com', address: '科技园 1 号', profile: '正品数码', front_photos: [await up(20)], interior_photos: [await up(30), await up(40)], checkout_photos: [await up(50)] }
  assert.equal((await api.post('/wanlshop/merchant/draft', { step: 3, data: step3 })).body.code, 1)

  // the package step comes back after a reload; the first year is free
  await openRoute(page, '/pages/user/merchantsSettleIn/applyFor')
  await page.locator('#apply-step-4').waitFor({ timeout: 20000 })
  await page.locator('#apply-years-1').click()
  await page.locator('#apply-agree').click()
  await shot(page, 'apply-step4-zh')
  await page.locator('#apply-submit').click()
  await page.locator('#apply-state').waitFor({ timeout: 20000 })
  assert.equal((await page.locator('#apply-state').innerText()).trim(), '审核中')
  await shot(page, 'apply-auth-review-zh')

  // the admin approves in the console
  const admin = await adminPage()
  await adminSignIn(admin)
  await admin.goto(`${ctx.server.url}/admin/merchant-applications`)
  const row = admin.locator('.ant-table-row', { hasText: '满月数码' }).first()
  await row.waitFor({ timeout: 20000 })
  await row.locator('a', { hasText: '查看资料' }).click()
  await admin.locator('.ant-drawer .ant-descriptions').waitFor({ timeout: 10000 })
  await admin.screenshot({ path: `${SHOTS}/merchant-admin-application-zh.png` })
  await admin.locator('.ant-drawer-close').click()
  await row.locator('a', { hasText: '通过' }).click()
  await admin.locator('.ant-popconfirm .ant-btn-primary').click()
  await admin.locator('.ant-table-row', { hasText: '满月数码' }).filter({ hasText: '已通过' }).waitFor({ timeout: 15000 })

  // the new merchant: the state page says approved, then a product with two specs
  await openRoute(page, '/pages/user/merchantsSettleIn/applyAuth')
  await page.locator('#apply-goods').waitFor({ timeout: 20000 })
  assert.equal((await page.locator('#apply-state').innerText()).trim(), '已通过')
  await page.locator('#apply-goods').click()
  await page.locator('#goods-upload').waitFor({ timeout: 20000 })
  await page.locator('#goods-upload').click()
  await page.locator('#product-title').waitFor({ timeout: 20000 })
  await fill(page, 'product-title', '满月降噪耳机')
  await page.locator('#product-type-hot').click()
  await page.locator('#product-shop-category .w-choice__item').first().click()
  await page.locator('#product-category .w-choice__item').first().click()
  await page.locator('#product-brand .w-choice__item').first().click()
  await fill(page, 'product-spec-0-name', '颜色')
  await fill(page, 'product-spec-0-values', '黑,白')
  await page.locator('#product-add-spec').click()
  await fill(page, 'product-spec-1-name', '版本')
  await fill(page, 'product-spec-1-values', '标准')
  await page.locator('#product-sku-1-price').waitFor({ timeout: 10000 })
  for (const i of [0, 1]) {
    await fill(page, `product-sku-${i}-price`, i === 0 ? '99' : '109')
    await fill(page, `product-sku-${i}-market_price`, '129')
    await fill(page, `product-sku-${i}-stock`, '10')
  }
  // the first rule broken speaks first: the main image is missing
  await page.locator('#product-save').click()
  assert.match(await page.locator('#product-error').innerText({ timeout: 10000 }), /请上传商品主图/)
  await choose(page, 'product-image', 90)
  await choose(page, 'product-images', 100)
  await fill(page, 'product-description', '降噪蓝牙耳机')
  await fill(page, 'product-content', '续航 30 小时')
  await page.locator('#product-freight .w-choice__item').first().click()
  await shot(page, 'upload-product-zh')
  await page.locator('#product-save').click()
  // Taro keeps the earlier goods list (onSale tab) in its stack, hidden: wait for the new one
  await page.locator('#goods-tab-review.w-chips__item--on').waitFor({ timeout: 20000 })
  await page.locator('.m-goods', { hasText: '满月降噪耳机' }).waitFor({ timeout: 20000 })
  await shot(page, 'goods-review-zh')

  // the admin approves the product in the console
  await admin.goto(`${ctx.server.url}/admin/goods-review`)
  const goodsRow = admin.locator('.ant-table-row', { hasText: '满月降噪耳机' }).first()
  await goodsRow.waitFor({ timeout: 20000 })
  await admin.screenshot({ path: `${SHOTS}/merchant-admin-goods-zh.png` })
  await goodsRow.locator('a', { hasText: '通过' }).click()
  await admin.locator('.ant-popconfirm .ant-btn-primary').click()
  await admin.locator('.ant-table-row', { hasText: '满月降噪耳机' }).waitFor({ state: 'detached', timeout: 15000 })
  await admin.context().close()

  await openRoute(page, '/pages/user/merchantsMy/goods/goodsList?tab=onSale')
  await page.locator('.m-goods', { hasText: '满月降噪耳机' }).waitFor({ timeout: 20000 })
  await shot(page, 'goods-on-sale-zh')

  // a second wallet finds it by search
  const buyer = await newPage(Wallet.createRandom())
  await login(buyer)
  const bapi = await apiAs(buyer)
  const found = await bapi.get<{ data: Array<{ id: number, title: string }> }>('/wanlshop/product/lists', { search: '满月降噪' })
  assert.deepEqual(found.body.data.data.map((g) => g.title), ['满月降噪耳机'])
  await openRoute(buyer, `/pages/product/goods?id=${found.body.data.data[0].id}`)
  await buyer.getByText('满月降噪耳机').first().waitFor({ timeout: 20000 })
  await shot(buyer, 'product-detail-zh')
  await buyer.context().close()
  await page.context().close()
})
