// Smoke test of the compiled mini program: the order details page (subpackage pages/user) shows
// an order the real server created for the account the mini program logs into.
const { bootApp, renderPage, waitForHtml } = require('./harness')
const { startTestServer } = require('./server-process')

let server
let setRoute
beforeAll(async () => {
  server = await startTestServer()
  // the app boots once per file (app.js is required once); the second test uses the first's login
  setRoute = bootApp(server.url).setRoute
})
afterAll(async () => { await server.stop() })

test('order details show the unpaid order with its goods and the auto-close countdown', async () => {
  const me = renderPage(setRoute, 'pages/user')
  // WeChat login (silent at start, or by tapping): the same openid the server prepared the order for
  const guest = await waitForHtml(me, (h) => h.includes('微信一键登录') || h.includes('me-header__name-row'))
  if (!guest.includes('me-header__name-row')) me.querySelector('.me-header__connect').dispatchEvent('tap')
  await waitForHtml(me, (h) => h.includes('me-header__name-row'), 15000)

  const details = renderPage(setRoute, 'pages/user/order/details', { id: String(server.orderId) })
  const html = await waitForHtml(details, (h) => h.includes(server.product.title.slice(0, 6)), 15000)
  expect(html).toMatch(/待付款|等待付款|Awaiting payment/)
  expect(html).toMatch(/¥|USDT/)
})

// The group order page reuses the order details view from another subpackage. A page module keeps
// only its default export in the mini program build, so the view must come from a module of its
// own (it was undefined on weapp while H5 worked).
test('the group order details page (subpackage pages/apps) renders through the shared details view', async () => {
  const details = renderPage(setRoute, 'pages/apps/groups/order/details', { id: String(server.orderId) })
  const html = await waitForHtml(details, (h) => h.includes(server.product.title.slice(0, 6)), 15000)
  expect(html).toMatch(/待付款|等待付款|Awaiting payment/)
})
