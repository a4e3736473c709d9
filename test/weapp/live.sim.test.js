// Smoke test of the compiled mini program's live pages (issue 17). WeChat's live-pusher and
// live-player are native components that run only in the WeChat client: here we check that the
// pages compile, load the live from the real server and render their controls with the right
// streams — the merchant's push card (push URL and key, start push → the live-pusher), and the
// viewer's room (the live-player on the RTMP stream, chat input, likes, the goods shelf).
process.env.WEAPP_LIVE = '1'
const { bootApp, renderPage, waitForHtml } = require('./harness')
const { startTestServer } = require('./server-process')

let server
beforeAll(async () => { server = await startTestServer() })
afterAll(async () => { await server.stop() })

test('live: the merchant\'s push card and live-pusher, the viewer\'s live-player, chat and shelf', async () => {
  const { setRoute } = bootApp(server.url)
  const me = renderPage(setRoute, 'pages/user')
  const guest = await waitForHtml(me, (h) => h.includes('微信一键登录') || h.includes('me-header__name-row'))
  if (!guest.includes('me-header__name-row')) me.querySelector('.me-header__connect').dispatchEvent('tap')
  await waitForHtml(me, (h) => h.includes('me-header__name-row'), 15000)

  // the merchant: on air (the push was announced), the push address for live-pusher, start pushing
  const shop = renderPage(setRoute, 'pages/shop/live/live')
  let html = await waitForHtml(shop, (h) => h.includes('新品直播') && h.includes('直播中'), 20000)
  expect(html).toContain('rtmp://127.0.0.1:1935/live')
  expect(html).toContain('开始推流')
  expect(html).not.toContain('live-pusher')
  shop.querySelector('#live-push-toggle').dispatchEvent('tap')
  html = await waitForHtml(shop, (h) => />\s*停止推流\s*</.test(h), 10000)
  expect(html).toMatch(/<wx-live-pusher[^>]*>/)

  // a viewer's room: the native player on the RTMP stream, chat, likes, the goods shelf
  const room = renderPage(setRoute, 'pages/apps/find/details/live', { id: String(server.liveId) })
  html = await waitForHtml(room, (h) => h.includes('live-room__chat'), 20000)
  expect(html).toMatch(/<wx-live-player[^>]*>/)
  expect(html).toContain('live-room__input')
  expect(html).toMatch(/>\s*发送\s*</)
  expect(html).toMatch(/>\s*0 赞\s*</)
  room.querySelector('#live-shelf-open').dispatchEvent('tap')
  html = await waitForHtml(room, (h) => h.includes('live-shelf__buy'), 10000)
})
