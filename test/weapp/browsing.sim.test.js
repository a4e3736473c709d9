// Smoke test of the compiled mini program: the browsing screens render real data from the test
// server — the goods list (main package, also /pages/product/list), categories, search (subpackage
// pages/page) and an article (subpackage pages/article).
const { bootApp, renderPage, waitForHtml } = require('./harness')
const { startTestServer } = require('./server-process')

let server
let setRoute
beforeAll(async () => {
  server = await startTestServer()
  setRoute = bootApp(server.url).setRoute
})
afterAll(async () => { await server.stop() })

test('the goods list of a category shows rows with prices and the sort bar; /pages/product/list is the same screen', async () => {
  const page = renderPage(setRoute, 'pages/goodslist', { category_id: '1' })
  const html = await waitForHtml(page, (h) => h.includes('goods-row__title'), 15000)
  expect((html.match(/class="main--goods-row[ "]/g) || []).length).toBeGreaterThan(3)
  expect(html).toMatch(/main--price__symbol[^>]*>¥</)
  expect(html).toMatch(/main--sort-bar__item[^"]*"[^>]*>[\s\S]*?综合/)
  const same = renderPage(setRoute, 'pages/product/list', { keyword: encodeURIComponent('茶叶') })
  await waitForHtml(same, (h) => h.includes('goods-row__title'), 15000)
})

test('categories: the side bar and the selected category\'s tiles', async () => {
  const page = renderPage(setRoute, 'pages/category')
  const html = await waitForHtml(page, (h) => h.includes('cat-tile__name'), 15000)
  expect(html).toMatch(/main--cat__side-item--on[^>]*>[\s\S]*?数码/)
  expect(html).toMatch(/main--cat-tile__name[^>]*>手机</)
})

test('search shows the hot terms; an article shows its title and content', async () => {
  const search = renderPage(setRoute, 'pages/page/search')
  const html = await waitForHtml(search, (h) => h.includes('search-hot__term'), 15000)
  expect(html).toMatch(/main--search-hot__term[^>]*>手机</)
  const article = renderPage(setRoute, 'pages/article/details', { id: '1' })
  const a = await waitForHtml(article, (h) => h.includes('article-detail__title'), 15000)
  expect(a).toMatch(/main--article-detail__title[^>]*>如何使用钱包登录</)
})
