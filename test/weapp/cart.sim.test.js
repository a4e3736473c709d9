// Smoke test of the compiled mini program: the Cart tab. The device's (visitor) cart is kept in
// storage; the mini program logs in with WeChat at start, which syncs those lines to the server
// (cart/synchro) and shows the server's cart: shops, lines with stepper, the totals bar; ticking
// a line counts it in the settle button.
const { bootApp, renderPage, waitForHtml } = require('./harness')
const { startTestServer } = require('./server-process')

let server
beforeAll(async () => { server = await startTestServer() })
afterAll(async () => { await server.stop() })

test('the cart shows the synced lines, and a ticked line is counted', async () => {
  const { setRoute, store } = bootApp(server.url)
  // before the cart loads (1 s after start): two SKUs of the first seeded product
  store.set('wanlshop:cart', [
    { shop_id: 0, shop_name: '', check: false, choose: 0, products: [
      { goods_id: 1, shop_id: 0, sku_id: 1, title: '', image: '', sku: { id: 1, price: '0' }, number: 1, sum: '0', checked: false },
      { goods_id: 1, shop_id: 0, sku_id: 2, title: '', image: '', sku: { id: 2, price: '0' }, number: 2, sum: '0', checked: false }
    ] }
  ])
  const page = renderPage(setRoute, 'pages/cart')
  const html = await waitForHtml(page, (h) => h.includes('cart-item__title'), 20000)
  expect((html.match(/class="main--cart-item[ "]/g) || []).length).toBeGreaterThanOrEqual(1)
  expect(html).toMatch(/main--cart-shop__name[^>]*>[^<]+</)
  expect(html).toMatch(/main--cart-stepper__value[^>]*>\d+</)
  expect(html).toMatch(/结算\(0\)/)
  page.querySelector('.cart-item__check').dispatchEvent('tap')
  const after = await waitForHtml(page, (h) => /结算\([1-9]\d*\)/.test(h))
  expect(after).toMatch(/main--cart-check--on/)
})
