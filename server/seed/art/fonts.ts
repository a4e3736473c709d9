import { createRequire } from 'node:module'
import path from 'node:path'
import { GlobalFonts } from '@napi-rs/canvas'

// The demo art's lettering: Noto Sans SC from the npm package @fontsource-variable/noto-sans-sc (OFL, ~5 MB,
// one variable-weight WOFF2 file per unicode slice), so a fresh `npm install` draws Chinese headlines the
// same way on every machine, with no system font. Slices are registered on first use, each as its own
// family, and a text is set in the list of the slices its characters need (Skia falls back along the list).

const require = createRequire(import.meta.url)
const PKG = '@fontsource-variable/noto-sans-sc'

interface Slice { from: number, to: number, family: string, file: string }

let slices: Slice[] | null = null
const registered = new Set<string>()

function load (): Slice[] {
  if (slices !== null) return slices
  const dir = path.join(path.dirname(require.resolve(`${PKG}/package.json`)), 'files')
  const ranges = require(`${PKG}/unicode.json`) as Record<string, string>
  const out: Slice[] = []
  for (const [key, list] of Object.entries(ranges)) {
    const id = key.replace(/[[\]]/g, '')
    const file = path.join(dir, `noto-sans-sc-${id}-wght-normal.woff2`)
    for (const part of list.split(',')) {
      const [a, b] = part.trim().replace(/^U\+/i, '').split('-')
      out.push({ from: parseInt(a, 16), to: parseInt(b ?? a, 16), family: `BB Noto SC ${id}`, file })
    }
  }
  slices = out
  return out
}

const byCodePoint = new Map<number, Slice | undefined>()

function sliceOf (cp: number): Slice | undefined {
  if (!byCodePoint.has(cp)) byCodePoint.set(cp, load().find((s) => cp >= s.from && cp <= s.to))
  return byCodePoint.get(cp)
}

/** Characters of `text` the bundled font cannot draw (spaces excepted): the seed test keeps this empty. */
export function uncovered (text: string): string[] {
  return [...new Set([...text].filter((ch) => ch.trim() !== '' && sliceOf(ch.codePointAt(0) ?? 0) === undefined))]
}

/** A canvas `font` value for `text` at `px` pixels and CSS weight `weight` (100–900). */
export function font (text: string, px: number, weight = 400): string {
  const families: string[] = []
  for (const ch of text) {
    const s = sliceOf(ch.codePointAt(0) ?? 0)
    if (s === undefined || families.includes(s.family)) continue
    if (!registered.has(s.family)) {
      if (GlobalFonts.registerFromPath(s.file, s.family) == null) throw new Error(`demo art: cannot load font ${s.file}`)
      registered.add(s.family)
    }
    families.push(s.family)
  }
  if (families.length === 0) return font('A', px, weight)
  return `${weight} ${px}px ${families.map((f) => `"${f}"`).join(', ')}`
}
