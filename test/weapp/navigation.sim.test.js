// Smoke test of the compiled mini program: an unknown launch path (a share or a scan of a page that
// is gone) goes to the not-found page through the app's onPageNotFound, and that page (subpackage
// pages/page) renders with a way home.
const { bootApp, renderPage, waitForHtml, simulate } = require('./harness')
const { startTestServer } = require('./server-process')

let server
let app
let setRoute
beforeAll(async () => {
  server = await startTestServer()
  ;({ app, setRoute } = bootApp(server.url))
})
afterAll(async () => { await server.stop() })

test('onPageNotFound redirects to the not-found page, naming the path asked for', async () => {
  const redirects = []
  global.wx.redirectTo = (o) => { redirects.push(o.url); o.success && o.success({ errMsg: 'redirectTo:ok' }); o.complete && o.complete() }
  app.onPageNotFound({ path: 'pages/user/refund/lists', query: {}, isEntryPage: true })
  const t0 = Date.now()
  while (redirects.length === 0 && Date.now() - t0 < 5000) await simulate.sleep(20)
  expect(redirects).toEqual([`/pages/page/notfound?path=${encodeURIComponent('/pages/user/refund/lists')}`])
})

test('the not-found page says so and offers the way home', async () => {
  const page = renderPage(setRoute, 'pages/page/notfound', { path: encodeURIComponent('/pages/user/refund/lists') })
  const html = await waitForHtml(page, (h) => h.includes('not-found__title'), 15000)
  expect(html).toMatch(/not-found__title[^>]*>这个页面不存在</)
  expect(html).toMatch(/\/pages\/user\/refund\/lists/)
  expect(html).toMatch(/返回首页/)
})
