import { createHash } from 'node:crypto'
import type { Compiler } from 'webpack'

// H5 production build: the app's icons (components/Icon) are SVG masks, written as data URIs so the
// mini program, whose CSS cannot load local files, can use them too. In Chromium every distinct SVG
// image is a whole SVG document of its own (a page, a frame, a style pass), built while the page's
// style is recalculated: ~17 ms per icon at Lighthouse's 4× slower CPU, 12 icons on the product
// page, most of its style time and a large share of its total blocking time (issue 20). Here, after
// the CSS has been minified, every `--icon-mask: url(data:image/svg+xml;base64,…)` becomes a
// fragment of one sprite file, `url(/static/svg/icons.<hash>.svg#<id>)`: one SVG document for all of
// them, loaded once and kept by the browser. Each fragment names a <view> whose viewBox frames that
// icon, so it is drawn exactly as its own file was (same viewBox, same aspect-ratio rule).

const ICON_MASK = /--icon-mask:\s*url\((['"]?)data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)\1\)/g
/** Space between two icons in the sprite, so that no icon's antialiased edge reaches the next frame. */
const GAP = 16

export interface SpriteIcon { id: string, svg: string }

/** An icon the sprite can hold: a lone <svg> with a viewBox and no ids (which could clash with another icon's). */
function spritable (svg: string): boolean {
  return /^<svg[^>]*\bviewBox="[^"]+"[^>]*>[\s\S]*<\/svg>\s*$/.test(svg) && !/\bid=/.test(svg) && (svg.match(/<svg\b/g) ?? []).length === 1
}

/** A fragment id from the icon's data (stable across builds, starts with a letter). */
export function iconId (base64: string): string {
  return 'i' + createHash('sha1').update(base64).digest('hex').slice(0, 10)
}

/** The sprite: every icon in its own nested <svg>, one under another, and a <view> framing each. */
export function spriteSvg (icons: SpriteIcon[]): string {
  let y = 0
  const parts = icons.map(({ id, svg }) => {
    const [x0, y0, w, h] = (/\bviewBox="([^"]+)"/.exec(svg)?.[1] ?? '').trim().split(/[\s,]+/).map(Number)
    const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '')
    const part = `<view id="${id}" viewBox="0 ${y} ${w} ${h}"/><svg y="${y}" width="${w}" height="${h}" viewBox="${x0} ${y0} ${w} ${h}">${inner}</svg>`
    y += h + GAP
    return part
  })
  return `<svg xmlns="http://www.w3.org/2000/svg">${parts.join('')}</svg>`
}

/**
 * Every CSS text's icon masks pointed at `spriteUrl` (a function of the sprite's own text, for its
 * hash); returns the new texts and the sprite, or no sprite when no CSS had an icon mask.
 */
export function spriteIcons (css: Record<string, string>, spriteUrl: (sprite: string) => string): { css: Record<string, string>, sprite: string | null } {
  const icons = new Map<string, SpriteIcon>()
  for (const text of Object.values(css)) {
    for (const m of text.matchAll(ICON_MASK)) {
      const svg = Buffer.from(m[2], 'base64').toString('utf8')
      if (spritable(svg) && !icons.has(m[2])) icons.set(m[2], { id: iconId(m[2]), svg })
    }
  }
  if (icons.size === 0) return { css, sprite: null }
  // the same order whatever the chunks' order, so the sprite (and its hash) only change with the icons
  const sprite = spriteSvg([...icons.values()].sort((a, b) => a.id.localeCompare(b.id)))
  const url = spriteUrl(sprite)
  const out = Object.fromEntries(Object.entries(css).map(([name, text]) => [name, text.replace(ICON_MASK, (whole: string, _q: string, b64: string) => {
    const icon = icons.get(b64)
    return icon === undefined ? whole : `--icon-mask:url(${url}#${icon.id})`
  })]))
  return { css: out, sprite }
}

export class IconSpritePlugin {
  apply (compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('IconSpritePlugin', (compilation) => {
      // after the CSS minimizer (OPTIMIZE_SIZE), before the content hashes are settled (OPTIMIZE_HASH)
      compilation.hooks.processAssets.tap({ name: 'IconSpritePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, (assets) => {
        const names = Object.keys(assets).filter((n) => n.endsWith('.css'))
        const css = Object.fromEntries(names.map((n) => [n, assets[n].source().toString()]))
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/'
        const fileOf = (sprite: string): string => `static/svg/icons.${createHash('sha256').update(sprite).digest('hex').slice(0, 8)}.svg`
        const result = spriteIcons(css, (sprite) => publicPath + fileOf(sprite))
        if (result.sprite === null) return
        compilation.emitAsset(fileOf(result.sprite), new sources.RawSource(result.sprite))
        for (const n of names) if (result.css[n] !== css[n]) compilation.updateAsset(n, new sources.RawSource(result.css[n]))
      })
    })
  }
}
