// Smoke test of the compiled mini program: the product detail (subpackage pages/product) renders a
// real product from the test server (prices, title, shop, reviews), and the SKU sheet opens with
// the product's options.
const { bootApp, renderPage, waitForHtml } = require('./harness')
const { startTestServer } = require('./server-process')

let server
let setRoute
beforeAll(async () => {
  server = await startTestServer()
  // the app boots once per file (app.js is required once)
  setRoute = bootApp(server.url).setRoute
})
afterAll(async () => { await server.stop() })

test('the product detail shows the seeded product, and its SKU sheet lists the options', async () => {
  const page = renderPage(setRoute, 'pages/product/goods', { id: '1' })
  // the page draws its first screen first and the rest (reviews, shop, description) right after,
  // in a transition (pages/product/goods.tsx): wait for the end of the page
  const html = await waitForHtml(page, (h) => h.includes('goods-title__text') && h.includes('goods-end'), 15000)
  // (simulate prefixes classes with `main--` and leaves ids out)
  const p = server.product // what the real API says about product 1
  expect(html).toContain(`>${p.title}`)
  // the USDT price shown as ¥ at the default usdt_cny 7.20 (integer arithmetic on cents, half-up)
  const yuanCents = Math.round(Math.round(Number(p.price) * 100) * 72 / 10)
  expect(html).toMatch(new RegExp(`main--price__int[^>]*>${Math.floor(yuanCents / 100)}<`))
  expect(html).toMatch(new RegExp(`main--goods-price__bbt-value[^>]*>${p.bbt_price.replace('.', '\\.')} BBT<`))
  expect(html).toMatch(new RegExp(`main--goods-shop__name[^>]*>${p.shop}<`))
  expect((html.match(/class="main--comment-item[ "]/g) || []).length).toBe(2)
  // the gallery index and the share trigger: its sheet offers WeChat's own share (open-type share)
  // and a poster
  expect(html).toMatch(/main--goods-gallery__index[^>]*>1\/3</)
  page.querySelector('.share-poster__trigger').dispatchEvent('tap')
  const share = await waitForHtml(page, (h) => h.includes('share-sheet__item'))
  expect(share).toMatch(/main--share-button--native/)
  expect(share).toMatch(/>生成海报</)

  page.querySelector('.goods-cell__text').dispatchEvent('tap')
  const sheet = await waitForHtml(page, (h) => h.includes('sku-option'))
  expect(sheet).toMatch(/main--sku-option[^>]*>8GB\+128GB</)
  expect(sheet).toMatch(new RegExp(`main--sku-popup__stock[^>]*>库存 ${server.product.stock} 件<`))
})

test('a shop (subpackage pages/shop) shows its header and best sellers', async () => {
  const page = renderPage(setRoute, 'pages/shop/index', { id: '2' })
  const html = await waitForHtml(page, (h) => h.includes('shop-rank__item'), 15000)
  expect(html).toMatch(/main--shop-header__name[^>]*>[^<]+</)
  expect((html.match(/class="main--shop-rank__item[ "]/g) || []).length).toBe(6)
})
