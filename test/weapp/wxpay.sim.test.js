// Smoke test of the compiled mini program's WeChat Pay (issue 21): the cashier renders the WeChat
// Pay channel (the server is configured with the local WeChat Pay), and paying calls
// wx.requestPayment with the server-signed parameters. Our requestPayment does what WeChat's sheet
// does: it hands them to the local WeChat Pay (which checks the paySign, takes the payment and
// notifies the server) and reports success; the page then confirms with the server.
const http = require('http')
const { bootApp, renderPage, waitForHtml, simulate } = require('./harness')
const { startTestServer } = require('./server-process')

let server
// the server seeds demo data and generates WeChat Pay keys: slow on a busy machine
beforeAll(async () => { server = await startTestServer() }, 180000)
afterAll(async () => { await server?.stop() })

function post (url, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { 'Content-Type': 'application/json' } }, (res) => { res.resume(); res.on('end', () => resolve(res.statusCode)) })
    req.on('error', reject)
    req.end(JSON.stringify(body))
  })
}

test('the cashier offers WeChat Pay and pays through wx.requestPayment', async () => {
  const { wx, setRoute } = bootApp(server.url)
  const calls = []
  let paid = null
  wx.requestPayment = (opts) => {
    calls.push(opts)
    paid = post(`${server.wxpayBase}/fake/pay`, { appId: 'wxfakeminiapp0001', timeStamp: opts.timeStamp, nonceStr: opts.nonceStr, package: opts.package, paySign: opts.paySign })
      .then((status) => { const r = { errMsg: status === 200 ? 'requestPayment:ok' : 'requestPayment:fail' }; (status === 200 ? opts.success : opts.fail)?.(r); opts.complete?.(r); return status })
  }

  const me = renderPage(setRoute, 'pages/user')
  const guest = await waitForHtml(me, (h) => h.includes('微信一键登录') || h.includes('me-header__name-row'))
  if (!guest.includes('me-header__name-row')) me.querySelector('.me-header__connect').dispatchEvent('tap')
  await waitForHtml(me, (h) => h.includes('me-header__name-row'), 15000)

  const page = renderPage(setRoute, 'pages/user/money/pay', { order_ids: String(server.orderId) })
  await waitForHtml(page, (h) => h.includes('pay-asset--wechat'), 15000)
  page.querySelector('.pay-asset--wechat').dispatchEvent('tap')
  const html = await waitForHtml(page, (h) => /微信支付 ¥\d+\.\d\d/.test(h))
  expect(html).toContain('微信支付')
  page.querySelector('.pay-submit').dispatchEvent('tap')
  const t0 = Date.now()
  while (calls.length === 0 && Date.now() - t0 < 15000) await simulate.sleep(50)
  expect(calls).toHaveLength(1)
  expect(calls[0].signType).toBe('RSA')
  expect(calls[0].package).toMatch(/^prepay_id=/)
  // the local WeChat Pay accepted the server's paySign and took the payment
  expect(await paid).toBe(200)
})
