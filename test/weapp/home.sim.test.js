// Smoke test of the compiled mini program: Home renders the server's home modules.
const { bootApp, renderPage, waitForHtml } = require('./harness')
const { startTestServer } = require('./server-process')

let server
beforeAll(async () => { server = await startTestServer() })
afterAll(async () => { await server.stop() })

test('Home shows banners, categories and goods cards from common/init', async () => {
  const { setRoute } = bootApp(server.url)
  const home = renderPage(setRoute, 'pages/index')
  const html = await waitForHtml(home, (h) => h.includes('goods-card'))
  // (simulate prints classes with the page prefix `main--` and leaves ids and image sources out)
  expect((html.match(/class="main--goods-card[ "]/g) || []).length).toBeGreaterThan(3)
  expect(html).toMatch(/main--price__symbol[^>]*>¥</)
  expect(html).toMatch(/main--home-banner/)
  // category entries and a goods section title from the seeded home page
  expect(html).toMatch(/main--home-category__name[^>]*>数码</)
  expect(html).toMatch(/main--home-goods__title[^>]*>热卖推荐</)
})
