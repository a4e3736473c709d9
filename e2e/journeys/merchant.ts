import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import { Wallet } from 'ethers'
import { eq } from 'drizzle-orm'
import { test, SHOTS } from '../lib/harness'
import { ctx, login, newPage, openRoute, settled } from '../lib/context'
import { openTab, toastText } from '../lib/app'
import { addFirstAddress, chooseFirstCarrier, chooseRegion, setPayPasswordAtCashier } from '../lib/checkout'
import { adminPage, adminSignIn } from './admin'
import { encodePng } from '../../server/seed/png'
import { goods } from '../../server/db/schema'

// Merchants (issue 13) in Chromium, every step by taps: a fresh wallet reads the agreement and
// applies through the four steps (store type; documents with the licence upload, the region picker
// and the date pickers; store information with the six photos; the free first year), leaving and
// coming back twice (the server's draft restores the form); the demo admin approves it in the
// console; the new merchant uploads a product with two specs (on sale after approval); the admin
// approves it; a second wallet finds it by search and buys it (address, payment password, USDT at
// the cashier); the merchant ships it from the shop's orders (carrier and tracking number).
// Screenshots at 375 px: merchant-*.png, in Chinese, and the merchant's screens again in English.

const png = (shade: number): Buffer => encodePng(8, 8, new Uint8Array(8 * 8 * 3).fill(shade))

async function shot (page: Page, name: string): Promise<void> {
  // from the top: a page scrolled by the form would draw its fixed header mid-picture
  await page.evaluate(() => { window.scrollTo(0, 0) })
  await settled(page)
  await page.screenshot({ path: `${SHOTS}/merchant-${name}.png`, fullPage: true })
}

async function fill (page: Page, id: string, value: string): Promise<void> {
  await page.locator(`#${id} input, #${id} textarea, input#${id}, textarea#${id}`).first().fill(value)
}

/** Adds one picture to an ImagePicker through the file input H5 opens, and waits until it shows. */
async function choose (page: Page, addTile: string, shade: number): Promise<void> {
  const before = await page.locator(`#${addTile} .cm-pic:not(.cm-pic--add)`).count()
  const chooser = page.waitForEvent('filechooser')
  await page.locator(`#${addTile} .cm-pic--add`).click()
  await (await chooser).setFiles({ name: `p${shade}.png`, mimeType: 'image/png', buffer: png(shade) })
  await page.locator(`#${addTile} .cm-pic:not(.cm-pic--add)`).nth(before).locator('img').waitFor({ timeout: 15000 })
}

/** A date picker (H5: a bottom sheet): confirm the date it opens on, until the cell shows it. */
async function pickDate (page: Page, cell: string, date: string): Promise<void> {
  await page.locator(`#${cell}`).click()
  await page.locator('.taro-picker__overlay .taro-picker__action').last().click()
  await page.locator('.taro-picker__overlay').waitFor({ state: 'detached', timeout: 10000 })
  await page.locator(`#${cell} .w-cell__value`, { hasText: date }).waitFor({ timeout: 10000 })
}

const pictures = async (page: Page, picker: string): Promise<number> => await page.locator(`#${picker} .cm-pic:not(.cm-pic--add)`).count()

test('merchant: a fresh wallet applies through the four steps with drafts, the admin approves, it uploads a product with two specs, the admin approves, a second wallet finds it by search and buys it, the merchant ships it', async () => {
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
  await page.locator('#apply-next').click()

  // step 2, the documents: the licence comes first, then the region, name, code, validity, phone
  await page.locator('#apply-step-2').waitFor({ timeout: 20000 })
  await page.locator('#apply-next').click()
  assert.match(await page.locator('#apply-error').innerText({ timeout: 10000 }), /请先上传营业执照/)
  await choose(page, 'apply-licence', 10)
  await page.locator('#apply-region').click()
  await chooseRegion(page)
  await page.waitForFunction(() => (document.querySelector('#apply-region .w-cell__value')?.textContent ?? '请选择') !== '请选择')
  await fill(page, 'apply-licence-name', '深圳满月科技有限公司')
  // a code with a wrong check character is refused (GB 32100), the right one passes
  await fill(page, 'apply-uscc', '91350100M000100Y44')
  await pickDate(page, 'apply-valid-from', '2024-01-01')
  await pickDate(page, 'apply-valid-to', '2030-01-01')
  await fill(page, 'apply-legal-phone', '13800138000')
  await page.locator('#apply-next').click()
  assert.match(await page.locator('#apply-error').innerText({ timeout: 10000 }), /统一社会信用代码/)
  await fill(page, 'apply-uscc', '91350100M000100Y43')
  await shot(page, 'apply-step2-zh')
  await page.locator('#apply-next').click()

  // step 3, the store: 1 front, 2 interior and 1 checkout photo
  await page.locator('#apply-step-3').waitFor({ timeout: 20000 })
  await fill(page, 'apply-shop-name', '满月数码')
  await fill(page, 'apply-contact-phone', '13800138001')
  await fill(page, 'apply-email', 'moon@example.com')
  await fill(page, 'apply-address', '科技园 1 号')
  await fill(page, 'apply-profile', '正品数码，七天无理由')
  await choose(page, 'apply-front', 20)
  await choose(page, 'apply-interior', 30)
  await page.locator('#apply-next').click()
  assert.match(await page.locator('#apply-error').innerText({ timeout: 10000 }), /请至少上传 2 张店内照/)
  await choose(page, 'apply-interior', 40)
  await choose(page, 'apply-checkout', 50)
  await shot(page, 'apply-step3-zh')
  await page.locator('#apply-next').click()
  await page.locator('#apply-step-4').waitFor({ timeout: 20000 })

  // come back again: the package step, and behind it the store step with its six photos
  await openRoute(page, '/pages/user/merchantsSettleIn/applyFor')
  await page.locator('#apply-step-4').waitFor({ timeout: 20000 })
  await page.locator('#apply-prev').click()
  await page.locator('#apply-step-3').waitFor({ timeout: 10000 })
  assert.deepEqual([await pictures(page, 'apply-front'), await pictures(page, 'apply-interior'), await pictures(page, 'apply-checkout')], [1, 2, 1])
  assert.equal(await page.locator('#apply-shop-name input, input#apply-shop-name').first().inputValue(), '满月数码')
  await page.locator('#apply-prev').click()
  await page.locator('#apply-step-2').waitFor({ timeout: 10000 })
  assert.equal(await pictures(page, 'apply-licence'), 1)
  assert.equal((await page.locator('#apply-valid-to .w-cell__value').innerText()).trim(), '2030-01-01')
  await page.locator('#apply-next').click()
  await page.locator('#apply-step-3').waitFor({ timeout: 20000 })
  await page.locator('#apply-next').click()

  // step 4: the first year is free
  await page.locator('#apply-step-4').waitFor({ timeout: 20000 })
  await page.locator('#apply-years-1').click()
  await page.locator('#apply-submit').click()
  assert.match(await page.locator('#apply-error').innerText({ timeout: 10000 }), /请先阅读并同意入驻协议/)
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
  await shot(page, 'apply-auth-approved-zh')
  await page.locator('#apply-goods').click()
  await page.locator('#goods-empty-upload:visible').waitFor({ timeout: 20000 })
  await shot(page, 'goods-empty-zh')
  await page.locator('#goods-empty-upload:visible').click()
  await page.locator('#product-title').waitFor({ timeout: 20000 })
  await fill(page, 'product-title', '满月降噪耳机')
  await fill(page, 'product-title-en', 'Full Moon ANC Earbuds')
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
  await choose(page, 'product-content-images', 110)
  // English readers get the English description and content, with the same content images
  await fill(page, 'product-description-en', 'Noise-cancelling Bluetooth earbuds')
  await fill(page, 'product-content-en', '30 hours of battery')
  await page.locator('#product-freight .w-choice__item').first().click()
  // sale status: on sale once approved (the other choice keeps it in the warehouse)
  assert.match(await page.locator('#product-sale-status-on_sale').getAttribute('class') ?? '', /w-choice__item--on/)
  await shot(page, 'upload-product-zh')
  await page.locator('#product-save').click()
  // Taro keeps the earlier goods list (onSale tab) in its stack, hidden: wait for the new one
  await page.locator('#goods-tab-review.w-chips__item--on').waitFor({ timeout: 20000 })
  await page.locator('.m-goods', { hasText: '满月降噪耳机' }).waitFor({ timeout: 20000 })
  await shot(page, 'goods-review-zh')
  const [saved] = await ctx.server.db.select({ id: goods.id, titleEn: goods.titleEn, descriptionEn: goods.descriptionEn, content: goods.content, contentEn: goods.contentEn }).from(goods).where(eq(goods.title, '满月降噪耳机'))
  assert.equal(saved.titleEn, 'Full Moon ANC Earbuds', 'the English title reached the product')
  assert.equal(saved.descriptionEn, 'Noise-cancelling Bluetooth earbuds', 'and the English description')
  const picture = /<img src="([^"]+)"/.exec(saved.content)?.[1]
  assert.ok(picture !== undefined && saved.contentEn === `<p>30 hours of battery</p><p><img src="${picture}" /></p>`, `and the English content, with the content picture: ${saved.contentEn}`)
  // the edit form reads back what it wrote: the paragraphs (not the picture, which its picker shows)
  await openRoute(page, `/pages/user/merchantsMy/goods/uploadProduct?id=${saved.id}`)
  await page.locator('#product-content-en textarea').waitFor({ timeout: 20000 })
  assert.deepEqual(
    [await page.locator('#product-content textarea').inputValue(), await page.locator('#product-content-en textarea').inputValue(), await page.locator('#product-content-images .cm-pic:not(.cm-pic--add)').count()],
    ['续航 30 小时', '30 hours of battery', 1])

  // the admin approves the product in the console
  await admin.goto(`${ctx.server.url}/admin/goods-review`)
  const goodsRow = admin.locator('.ant-table-row', { hasText: '满月降噪耳机' }).first()
  await goodsRow.waitFor({ timeout: 20000 })
  await goodsRow.getByText('Full Moon ANC Earbuds').waitFor({ timeout: 10000 })
  await goodsRow.getByText('Noise-cancelling Bluetooth earbuds').waitFor({ timeout: 10000 })
  await admin.screenshot({ path: `${SHOTS}/merchant-admin-goods-zh.png` })
  await goodsRow.locator('a', { hasText: '通过' }).click()
  await admin.locator('.ant-popconfirm .ant-btn-primary').click()
  await admin.locator('.ant-table-row', { hasText: '满月降噪耳机' }).waitFor({ state: 'detached', timeout: 15000 })

  await openRoute(page, '/pages/user/merchantsMy/goods/goodsList?tab=onSale')
  await page.locator('.m-goods', { hasText: '满月降噪耳机' }).waitFor({ timeout: 20000 })
  await shot(page, 'goods-on-sale-zh')

  // a second wallet finds it by search and buys the white one
  const buyer = await newPage(Wallet.createRandom())
  await login(buyer)
  await openTab(buyer, 0)
  await buyer.locator('#home-search').click()
  await buyer.locator('#search-input input, #search-input').first().fill('满月降噪')
  await buyer.locator('#search-submit').click()
  const hit = buyer.locator('.goods-row:visible', { hasText: '满月降噪耳机' })
  await hit.waitFor({ timeout: 20000 })
  assert.equal(await buyer.locator('.goods-row:visible').count(), 1, 'the search finds the one product')
  await hit.click()
  await buyer.locator('#goods-buy-now:visible').waitFor({ timeout: 20000 })
  await shot(buyer, 'product-detail-zh')
  await buyer.locator('#goods-buy-now:visible').click()
  await buyer.locator('#sku-popup .sku-option', { hasText: '白' }).click()
  const standard = buyer.locator('#sku-popup .sku-option', { hasText: '标准' })
  if (!(await standard.getAttribute('class'))?.includes('--active')) await standard.click()
  await buyer.locator('#sku-popup .sku-popup__chosen', { hasText: '白 / 标准' }).waitFor({ timeout: 10000 })
  await buyer.locator('#sku-popup #sku-confirm').click()
  await addFirstAddress(buyer)
  await buyer.locator('#addorder-submit').click()
  await buyer.locator('#pay-set-password, #pay-submit').first().waitFor({ timeout: 15000 })
  await setPayPasswordAtCashier(buyer, 'moonbuyer@example.com', '135790')
  await buyer.locator('#pay-asset-usdt').click()
  await buyer.locator('#pay-password input, input#pay-password').first().fill('135790')
  await buyer.locator('#pay-submit').click()
  await buyer.locator('#success-root').waitFor({ timeout: 20000 })
  await buyer.locator('.success-order-no:visible').first().waitFor({ timeout: 15000 })
  await shot(buyer, 'paid-zh')

  // the merchant ships it: My products → the shop's orders (to ship) → ship, carrier and tracking number
  await page.locator('#goods-shop-orders:visible').click()
  await page.locator('#orders-role-sell.segment-tabs__item--active:visible').waitFor({ timeout: 20000 })
  const toShip = page.locator('.order-card:visible', { hasText: '满月降噪耳机' })
  await toShip.waitFor({ timeout: 20000 })
  await shot(page, 'shop-orders-zh')
  await toShip.locator('.order-action-deliver').click()
  await page.locator('#delivery-no:visible').waitFor({ timeout: 15000 })
  await chooseFirstCarrier(page)
  await page.locator('#delivery-no input, input#delivery-no').first().fill('SF1234567890')
  await shot(page, 'ship-zh')
  const shipped = page.waitForResponse((r) => r.url().includes('/wanlshop/order/delivery'))
  await page.locator('#delivery-submit').click()
  const answer = await (await shipped).json() as { code: number, msg?: string }
  assert.equal(answer.code, 1, `shipping answered: ${answer.msg ?? ''}`)

  // the buyer sees it shipped, with the tracking number
  await openRoute(buyer, '/pages/user/order/order?type=receiving')
  await buyer.locator('.order-card:visible', { hasText: '满月降噪耳机' }).click()
  await buyer.locator('.od-banner:visible').waitFor({ timeout: 15000 })
  await buyer.getByText('SF1234567890').first().waitFor({ timeout: 15000 })
  await buyer.context().close()

  // the platform takes the shop down: the reason is required, and the merchant reads it
  await admin.goto(`${ctx.server.url}/admin/shops`)
  const shopRow = admin.locator('.ant-table-row', { hasText: '满月数码' }).first()
  await shopRow.waitFor({ timeout: 20000 })
  await shopRow.locator('a', { hasText: '关闭店铺' }).click()
  const modal = admin.locator('.ant-modal:visible')
  await modal.locator('.ant-btn-primary').click()
  await modal.locator('.ant-form-item-explain-error').waitFor({ timeout: 10000 })
  await modal.locator('textarea').fill('多次发货超时，暂停营业')
  await admin.screenshot({ path: `${SHOTS}/merchant-admin-close-shop-zh.png` })
  await modal.locator('.ant-btn-primary').click()
  await admin.locator('.ant-table-row', { hasText: '满月数码' }).filter({ hasText: '已关闭' }).waitFor({ timeout: 15000 })
  await admin.context().close()
  await openRoute(page, '/pages/user/merchantsMy/goods/goodsList?tab=onSale')
  await page.locator('.m-goods:visible', { hasText: '满月降噪耳机' }).waitFor({ timeout: 20000 })
  await page.locator('#goods-shop-settings:visible').click()
  assert.match(await page.locator('#shop-close-reason:visible').innerText({ timeout: 20000 }), /多次发货超时，暂停营业/)
  await shot(page, 'shop-closed-zh')

  // the merchant's screens in English
  await openRoute(page, '/pages/user/setting/setting')
  await page.locator('#setting-language').click()
  await page.locator('#lang-en').click()
  await page.waitForFunction(() => document.body.innerText.includes('Language'))
  for (const [route, ready, name] of [
    ['/pages/user/merchantsSettleIn/index', '#settle-agreement', 'settle-in-en'],
    ['/pages/user/merchantsSettleIn/applyAuth', '#apply-goods', 'apply-auth-en'],
    ['/pages/user/merchantsMy/goods/goodsList?tab=onSale', '.m-goods', 'goods-on-sale-en'],
    ['/pages/user/merchantsMy/goods/uploadProduct', '#product-title', 'upload-product-en'],
    ['/pages/user/merchantsMy/shop', '#shop-save', 'shop-en']
  ] as const) {
    await openRoute(page, route)
    await page.locator(`${ready}:visible`).first().waitFor({ timeout: 20000 })
    await shot(page, name)
  }
  await page.context().close()
})
