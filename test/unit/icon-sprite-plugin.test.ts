// The H5 build draws the icons' SVG masks from one sprite file (config/icon-sprite-plugin.ts) instead
// of one SVG document per data URI. The e2e journey compares the drawn pixels; these check the text.
import { iconId, spriteIcons, spriteSvg } from '../../config/icon-sprite-plugin'

const svg = (d: string, viewBox = '0 0 1024 1024'): string => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}"><path fill="#171a26" d="${d}"/></svg>`
const b64 = (text: string): string => Buffer.from(text).toString('base64')
const HEART = svg('M0 0h10v10z')
const STAR = svg('M5 5h20v20z', '0 0 24 24')
const url = (sprite: string): string => `/static/svg/icons.${sprite.length}.svg`

describe('icon sprite', () => {
  test('every icon mask of every stylesheet becomes a fragment of one sprite; the same icon, the same fragment', () => {
    const css = {
      'css/app.css': `.app-icon--heart{--icon-mask:url(data:image/svg+xml;base64,${b64(HEART)})}.a{color:red}`,
      'css/page.css': `.app-icon--star { --icon-mask: url('data:image/svg+xml;base64,${b64(STAR)}') }\n.app-icon--like{--icon-mask:url("data:image/svg+xml;base64,${b64(HEART)}")}`
    }
    const { css: out, sprite } = spriteIcons(css, url)
    expect(sprite).not.toBeNull()
    const u = url(sprite!)
    expect(out['css/app.css']).toBe(`.app-icon--heart{--icon-mask:url(${u}#${iconId(b64(HEART))})}.a{color:red}`)
    expect(out['css/page.css']).toBe(`.app-icon--star { --icon-mask:url(${u}#${iconId(b64(STAR))}) }\n.app-icon--like{--icon-mask:url(${u}#${iconId(b64(HEART))})}`)
    // two icons, each once
    expect(sprite!.match(/<view /g)).toHaveLength(2)
  })

  test('each <view> frames its icon with the icon\'s own viewBox size, the icons one under another, apart', () => {
    const a = { id: 'ia', svg: HEART }
    const b = { id: 'ib', svg: STAR }
    expect(spriteSvg([a, b])).toBe('<svg xmlns="http://www.w3.org/2000/svg">' +
      '<view id="ia" viewBox="0 0 1024 1024"/><svg y="0" width="1024" height="1024" viewBox="0 0 1024 1024"><path fill="#171a26" d="M0 0h10v10z"/></svg>' +
      '<view id="ib" viewBox="0 1040 24 24"/><svg y="1040" width="24" height="24" viewBox="0 0 24 24"><path fill="#171a26" d="M5 5h20v20z"/></svg>' +
      '</svg>')
  })

  test('the sprite does not depend on the order the stylesheets come in', () => {
    const one = { x: `.app-icon--heart{--icon-mask:url(data:image/svg+xml;base64,${b64(HEART)})}`, y: `.app-icon--star{--icon-mask:url(data:image/svg+xml;base64,${b64(STAR)})}` }
    const two = { y: one.y, x: one.x }
    expect(spriteIcons(one, url).sprite).toBe(spriteIcons(two, url).sprite)
  })

  test('other data URIs, and icons with ids (which could clash inside one document), stay as they were', () => {
    const withId = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><clipPath id="c"><rect width="5" height="5"/></clipPath></defs><path clip-path="url(#c)" d="M0 0h10v10z"/></svg>`
    const css = {
      'a.css': `.bg{background-image:url(data:image/svg+xml;base64,${b64(HEART)})}`,
      'b.css': `.app-icon--clip{--icon-mask:url(data:image/svg+xml;base64,${b64(withId)})}`
    }
    expect(spriteIcons(css, url)).toEqual({ css, sprite: null })
  })

  test('fragment ids are stable and valid: a letter, then ten hex digits', () => {
    expect(iconId(b64(HEART))).toMatch(/^i[0-9a-f]{10}$/)
    expect(iconId(b64(HEART))).toBe(iconId(b64(HEART)))
    expect(iconId(b64(HEART))).not.toBe(iconId(b64(STAR)))
  })
})
