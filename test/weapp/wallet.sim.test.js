// Smoke test of the compiled mini program's wallet (subpackage pages/user): after WeChat login the
// assets page lists every asset, and the recharge page says plainly that on-chain deposits are not
// configured (the test server has no chain), instead of offering a wallet the mini program lacks.
const { bootApp, renderPage, waitForHtml } = require('./harness')
const { startTestServer } = require('./server-process')

let server
beforeAll(async () => { server = await startTestServer() })
afterAll(async () => { await server.stop() })

test('assets page and recharge without chain configuration', async () => {
  const { setRoute } = bootApp(server.url)
  const me = renderPage(setRoute, 'pages/user')
  const guest = await waitForHtml(me, (h) => h.includes('微信一键登录') || h.includes('me-header__name-row'))
  if (!guest.includes('me-header__name-row')) me.querySelector('.me-header__connect').dispatchEvent('tap')
  await waitForHtml(me, (h) => h.includes('me-header__name-row'), 15000)

  const money = renderPage(setRoute, 'pages/user/money/money')
  const html = await waitForHtml(money, (h) => h.includes('w-assets__label') && h.includes('消费券'), 15000)
  for (const label of ['USDT', 'BBC', 'BBT', '积分', '消费券']) expect(html).toContain(label)
  expect(html).toContain('本站未配置链上充值')

  const recharge = renderPage(setRoute, 'pages/user/money/recharge')
  await waitForHtml(recharge, (h) => h.includes('本站未配置链上充值，暂时无法充值 USDT'), 15000)
})
