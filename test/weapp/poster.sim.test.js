// The weapp poster (issue 18): "weapp saves to the album (permission asked)". The compiled mini
// program draws the product's poster on a Canvas 2D node and saves it. WeChat's canvas and album
// are the phone's, so this file gives the simulator a small stand-in that records what is drawn
// (a 2D context with the methods the painter uses, images that load) and what is asked of the
// album; everything else — the page, the product from the real server, the sheet, the painter,
// the permission order — is the build's own.
const { bootApp, renderPage, waitForHtml } = require('./harness')
const { startTestServer } = require('./server-process')

const drawn = []
const calls = []
function fakeContext () {
  return new Proxy({ fillStyle: '', font: '', textAlign: '', textBaseline: '' }, {
    get (target, key) {
      if (key in target) return target[key]
      if (key === 'measureText') return (text) => ({ width: String(text).length * 12 })
      if (key === 'fillText') return (text) => { drawn.push(String(text)) }
      if (key === 'drawImage') return () => { drawn.push('[image]') }
      return () => {}
    },
    set (target, key, value) { target[key] = value; return true }
  })
}
const canvas = {
  width: 300,
  height: 435,
  ctx: fakeContext(),
  getContext () { return this.ctx },
  createImage () {
    const img = { width: 0, height: 0, onload: null, onerror: null }
    return new Proxy(img, {
      set (target, key, value) {
        target[key] = value
        if (key === 'src') setTimeout(() => { target.width = 200; target.height = 200; target.onload && target.onload() })
        return true
      }
    })
  }
}
const ok = (name, res = {}) => (opts = {}) => {
  calls.push([name, opts])
  const r = { errMsg: `${name}:ok`, ...res }
  setTimeout(() => { opts.success && opts.success(r); opts.complete && opts.complete(r) })
}
const extraWx = {
  // the poster's canvas node; every other query (NutUI's measurements) finds nothing, as before
  createSelectorQuery: () => {
    let selector = ''
    const q = { select: (s) => { selector = s; return q }, selectAll: () => q, selectViewport: () => q, in: () => q, boundingClientRect: () => q, scrollOffset: () => q, fields: () => q, node: () => q, exec: (cb) => { cb && cb(selector === '#poster-canvas' ? [{ node: canvas, width: 300 }] : []) } }
    return q
  },
  getSetting: ok('getSetting', { authSetting: {} }),
  authorize: ok('authorize'),
  canvasToTempFilePath: ok('canvasToTempFilePath', { tempFilePath: 'wxfile://tmp/poster.png' }),
  saveImageToPhotosAlbum: ok('saveImageToPhotosAlbum'),
  showToast: ok('showToast')
}

let server
let setRoute
beforeAll(async () => {
  server = await startTestServer()
  setRoute = bootApp(server.url, extraWx).setRoute
})
afterAll(async () => { await server.stop() })

test('the product poster is drawn (title, price, picture, QR) and saved to the album after asking for the permission', async () => {
  const page = renderPage(setRoute, 'pages/product/goods', { id: '1' })
  await waitForHtml(page, (h) => h.includes('goods-title__text'), 15000)
  page.querySelector('.share-poster__trigger').dispatchEvent('tap')
  await waitForHtml(page, (h) => h.includes('>生成海报<'))
  const items = page.querySelectorAll('.share-sheet__item')
  items[items.length - 1].dispatchEvent('tap')
  const html = await waitForHtml(page, (h) => h.includes('>保存到相册<'), 15000)
  expect(html).not.toMatch(/海报生成失败|poster__state/)

  // what the painter drew: the product's title (wrapped in pieces), its price, pictures (product, QR)
  const text = drawn.join('|')
  expect(text).toContain(server.product.title.slice(0, 4))
  expect(drawn.some((s) => /\d/.test(s) && /[¥$]/.test(s))).toBe(true)
  expect(drawn.filter((s) => s === '[image]').length).toBeGreaterThanOrEqual(1)

  page.querySelector('.poster__btn').dispatchEvent('tap')
  await waitForHtml(page, () => calls.some(([name]) => name === 'saveImageToPhotosAlbum'))
  const names = calls.map(([name]) => name)
  // asked first (the setting was unknown), then the canvas exported, then saved
  expect(names.indexOf('authorize')).toBeGreaterThan(names.indexOf('getSetting'))
  expect(calls.find(([name]) => name === 'authorize')[1].scope).toBe('scope.writePhotosAlbum')
  expect(names.indexOf('canvasToTempFilePath')).toBeGreaterThan(names.indexOf('authorize'))
  expect(calls.find(([name]) => name === 'canvasToTempFilePath')[1].canvas).toBe(canvas)
  expect(calls.find(([name]) => name === 'saveImageToPhotosAlbum')[1].filePath).toBe('wxfile://tmp/poster.png')
  await waitForHtml(page, () => calls.some(([name, o]) => name === 'showToast' && o.title === '已保存到相册'))
})
