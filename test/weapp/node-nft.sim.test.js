// Smoke test of the compiled mini program's node NFT contract screen (pages/user/contractAnalysis,
// issue 14): on a server with the node NFT contracts (anvil), the mini program shows the sale read
// from the chain and says transactions need the H5 app with a wallet — no buy, stake or unstake
// buttons, since it has no wallet. Entry from the node equities page.
process.env.WEAPP_NODE_CHAIN = '1'
const { bootApp, renderPage, waitForHtml } = require('./harness')
const { startTestServer } = require('./server-process')

let server
beforeAll(async () => { server = await startTestServer() })
afterAll(async () => { await server.stop() })

test('node NFT contract: the sale from the chain, records, no transactions in the mini program', async () => {
  const { setRoute } = bootApp(server.url)
  const me = renderPage(setRoute, 'pages/user')
  const guest = await waitForHtml(me, (h) => h.includes('微信一键登录') || h.includes('me-header__name-row'))
  if (!guest.includes('me-header__name-row')) me.querySelector('.me-header__connect').dispatchEvent('tap')
  await waitForHtml(me, (h) => h.includes('me-header__name-row'), 15000)

  const equities = renderPage(setRoute, 'pages/pledgeEquities')
  await waitForHtml(equities, (h) => h.includes('节点 NFT 合约'), 15000)

  const page = renderPage(setRoute, 'pages/user/contractAnalysis')
  const html = await waitForHtml(page, (h) => h.includes('剩余 100 个') && h.includes('暂无交易记录'), 20000)
  expect(html).toContain('2000.00 USDT · 剩余 10 个')
  expect(html).toContain('500.00 USDT · 剩余 50 个')
  expect(html).toContain('100.00 USDT · 剩余 100 个')
  expect(html).toContain('购买、质押和解押需要在 H5 应用中连接钱包完成，小程序内仅可查看。')
  // no wallet in the mini program: no buy / stake / unstake buttons
  expect(html).not.toMatch(/>购买<|>质押<|>解押</)
  expect(html).toContain('还没有节点 NFT')
})
