// Smoke test of the compiled mini program: Me logged out, then WeChat login through the real
// server (code-to-session answered by a local fake of WeChat's endpoint) shows the user.
const { bootApp, renderPage, waitForHtml } = require('./harness')
const { startTestServer } = require('./server-process')

let server
beforeAll(async () => { server = await startTestServer() })
afterAll(async () => { await server.stop() })

test('Me offers login, and after WeChat login shows nickname and balances', async () => {
  const { setRoute, store } = bootApp(server.url)
  const me = renderPage(setRoute, 'pages/user')
  // the guest header offers WeChat login (not a wallet); the app may already be logging in silently
  const guest = await waitForHtml(me, (h) => h.includes('微信一键登录') || h.includes('me-header__name-row'))
  if (!guest.includes('me-header__name-row')) me.querySelector('.me-header__connect').dispatchEvent('tap')
  const html = await waitForHtml(me, (h) => h.includes('me-header__name-row'), 15000)
  expect(html).not.toMatch(/me-header__connect/)
  expect((html.match(/main--me-balances__value/g) || []).length).toBe(4)
  const stored = [...store.values()].map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(' ')
  expect(stored).toMatch(/[0-9a-f]{64}/) // the session token is kept
})
