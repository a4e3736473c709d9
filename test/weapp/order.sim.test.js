// Smoke test of the compiled mini program: the order details page (subpackage pages/user) shows
// an order the real server created for the account the mini program logs into.
const { bootApp, renderPage, waitForHtml } = require('./harness')
const { startTestServer } = require('./server-process')

let server
beforeAll(async () => { server = await startTestServer() })
afterAll(async () => { await server.stop() })

test('order details show the unpaid order with its goods and the auto-close countdown', async () => {
  const { setRoute } = bootApp(server.url)
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
