// Smoke test of the compiled mini program's account pages (issue 19): they render from the
// subpackages, in Chinese, with their content (no server data needed for these).
const { bootApp, renderPage, waitForHtml } = require('./harness')
const { startTestServer } = require('./server-process')

let server
let setRoute
beforeAll(async () => {
  server = await startTestServer()
  ;({ setRoute } = bootApp(server.url))
})
afterAll(async () => { await server.stop() })

test('a legacy password page says sign-in is by wallet or WeChat and leads to the sign-in page', async () => {
  const page = renderPage(setRoute, 'pages/user/auth/register', {})
  const html = await waitForHtml(page, (h) => h.includes('auth-hero__title'), 15000)
  expect(html).toMatch(/本商城不使用密码和手机号/)
  expect(html).toMatch(/前往登录/)
})

test('the theme page offers the three themes', async () => {
  const page = renderPage(setRoute, 'pages/user/theme', {})
  const html = await waitForHtml(page, (h) => h.includes('theme-card'), 15000)
  for (const name of ['樱花粉', '海湾蓝', '薄荷绿']) expect(html).toContain(name)
})

test('choose-location uses WeChat\'s own map picker in the mini program', async () => {
  const page = renderPage(setRoute, 'pages/page/chooseLocation', {})
  const html = await waitForHtml(page, (h) => h.includes('acc-row__title'), 15000)
  expect(html).toMatch(/app-btn__text[^>]*>选择位置</)
  expect(html).not.toContain('未配置地图服务')
})
