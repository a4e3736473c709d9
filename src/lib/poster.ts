import qrcode from 'qrcode-generator'

// The share poster's layout (issue 18 "Sign-in and sharing"): a pure function from sizes and texts
// to a list of draw operations. The platform painters (components/Poster) only execute the list on
// a canvas — weapp Canvas 2D or an H5 <canvas> — so everything that can go wrong in placement
// (CJK wrapping, ellipsis, the empty-content refusal of spec §5) is unit-tested here
// (test/unit/poster.test.ts) without a canvas.
//
// Units are abstract "poster pixels" (POSTER_WIDTH wide); the painter scales them to the canvas.

export type PosterKind = 'goods' | 'shop' | 'team' | 'invite'

/** Measures a text's width in the given CSS font (canvas measureText on the platforms). */
export type Measure = (text: string, font: string) => number

export interface PosterInput {
  kind: PosterKind
  title: string
  /** picture URL (same-origin / the server's upload URL, so an H5 canvas is not tainted) */
  image: string
  /** the price as the shopper reads it, already in the display currency ('¥755.00', '104.86 USDT'); goods and team */
  price?: string
  /** a second line: the invitation text, a shop's description, "2 of 3 joined" … */
  subtitle?: string
  /** who shares */
  nickname: string
  /** 'Recommended by {name}' already filled in */
  byline: string
  /** under the QR code: 'Long-press or scan' */
  qrCaption: string
  /** the QR code's dark modules, rows of columns (qrMatrix) */
  qr: boolean[][]
  measure: Measure
  width?: number
}

export type DrawOp =
  | { op: 'rect', x: number, y: number, w: number, h: number, color: string, radius?: number }
  | { op: 'image', src: string, x: number, y: number, w: number, h: number, radius?: number }
  | { op: 'text', text: string, x: number, y: number, font: string, color: string, align?: 'left' | 'center' }
  | { op: 'qr', x: number, y: number, size: number, modules: boolean[][], color: string }

export interface PosterLayout {
  width: number
  height: number
  ops: DrawOp[]
}

/** Refusal: spec §5 "share content and share image cannot be empty" (message error.shareEmpty). */
export class PosterEmptyError extends Error {
  constructor () {
    super('share content and picture cannot be empty')
    this.name = 'PosterEmptyError'
  }
}

export const POSTER_WIDTH = 600
const PAD = 32
const QR = 156
const GAP = 24
const FONT = '"PingFang SC","Helvetica Neue",Arial,sans-serif'
export const FONTS = {
  price: `bold 44px ${FONT}`,
  title: `bold 30px ${FONT}`,
  subtitle: `26px ${FONT}`,
  byline: `24px ${FONT}`,
  caption: `20px ${FONT}`,
  banner: `bold 40px ${FONT}`
}
export const COLORS = { bg: '#ffffff', price: '#ff448f', title: '#222222', subtitle: '#666666', muted: '#999999', qr: '#111111', banner: '#ff448f', bannerText: '#ffffff', placeholder: '#f2f2f2' }
const LINE = { title: 40, subtitle: 34, byline: 32, caption: 26 }
const ELLIPSIS = '…'

/** A character that may start a new line on its own (CJK ideographs, kana, hangul, full-width forms). */
function isCjk (ch: string): boolean {
  return /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/.test(ch)
}

/** Splits text into units that must stay together: CJK characters one by one, other words with their trailing space. */
function tokens (text: string): string[] {
  const out: string[] = []
  let word = ''
  for (const ch of Array.from(text)) {
    if (isCjk(ch)) {
      if (word) { out.push(word); word = '' }
      out.push(ch)
    } else if (ch === ' ') {
      out.push(word + ch)
      word = ''
    } else {
      word += ch
    }
  }
  if (word) out.push(word)
  return out
}

/** The longest prefix of `text` that fits `width` with an ellipsis after it. */
export function ellipsize (text: string, width: number, font: string, measure: Measure): string {
  if (measure(text, font) <= width) return text
  const chars = Array.from(text.trimEnd())
  while (chars.length > 0 && measure(chars.join('').trimEnd() + ELLIPSIS, font) > width) chars.pop()
  return chars.join('').trimEnd() + ELLIPSIS
}

/**
 * Wraps text into at most `maxLines` lines of `width`: CJK breaks between any two characters,
 * other scripts between words (a word wider than a line is cut by characters). What does not fit
 * ends the last line with an ellipsis. Whitespace runs and newlines count as one space.
 */
export function wrapText (text: string, width: number, maxLines: number, font: string, measure: Measure): string[] {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (!clean || maxLines < 1) return []
  const lines: string[] = []
  let line = ''
  const units = tokens(clean)
  for (let i = 0; i < units.length; i++) {
    const unit = units[i]
    if (measure((line + unit).trimEnd(), font) <= width) { line += unit; continue }
    if (line === '') {
      // a single word wider than the line: cut it by characters
      let part = ''
      for (const ch of Array.from(unit)) {
        if (measure(part + ch, font) > width && part) {
          lines.push(part)
          if (lines.length === maxLines) break
          part = ''
        }
        part += ch
      }
      if (lines.length === maxLines) {
        lines[maxLines - 1] = ellipsize(lines[maxLines - 1] + part + units.slice(i + 1).join(''), width, font, measure)
        return lines
      }
      line = part
      continue
    }
    lines.push(line.trimEnd())
    if (lines.length === maxLines) {
      const sep = /\s$/.test(line) ? ' ' : ''
      lines[maxLines - 1] = ellipsize(lines[maxLines - 1] + sep + units.slice(i).join(''), width, font, measure)
      return lines
    }
    line = ''
    i -= 1
  }
  if (line.trim()) lines.push(line.trimEnd())
  return lines
}

/** The QR code of `text` as rows of dark/light modules (error correction M). */
export function qrMatrix (text: string): boolean[][] {
  const qr = qrcode(0, 'M')
  qr.addData(text)
  qr.make()
  const n = qr.getModuleCount()
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.isDark(r, c)))
}


/**
 * The poster's draw operations. Throws PosterEmptyError when the title is empty, when a goods,
 * shop or team poster has no picture, or when there is no link (empty QR): spec §5. An invitation
 * without a picture gets a coloured banner with its title instead.
 */
export function layoutPoster (input: PosterInput): PosterLayout {
  const W = input.width ?? POSTER_WIDTH
  const title = (input.title ?? '').trim()
  const image = (input.image ?? '').trim()
  if (!title || input.qr.length === 0 || (!image && input.kind !== 'invite')) throw new PosterEmptyError()
  const m = input.measure
  const ops: DrawOp[] = [{ op: 'rect', x: 0, y: 0, w: W, h: 0, color: COLORS.bg, radius: 20 }]
  const inner = W - 2 * PAD
  let y = PAD
  if (image) {
    ops.push({ op: 'rect', x: PAD, y, w: inner, h: inner, color: COLORS.placeholder, radius: 12 })
    ops.push({ op: 'image', src: image, x: PAD, y, w: inner, h: inner, radius: 12 })
    y += inner
  } else {
    const h = Math.round(inner * 0.5)
    ops.push({ op: 'rect', x: PAD, y, w: inner, h, color: COLORS.banner, radius: 12 })
    const lines = wrapText(title, inner - 2 * PAD, 2, FONTS.banner, m)
    const top = y + h / 2 - ((lines.length - 1) * 52) / 2 + 14
    lines.forEach((l, i) => ops.push({ op: 'text', text: l, x: W / 2, y: top + i * 52, font: FONTS.banner, color: COLORS.bannerText, align: 'center' }))
    y += h
  }
  y += GAP

  // left column: price, title, subtitle, byline; right column: the QR code and its caption
  const leftW = inner - QR - GAP
  const qrTop = y
  let ly = y
  const price = input.kind === 'goods' || input.kind === 'team' ? (input.price ?? '').trim() : ''
  if (price) {
    ly += 44
    ops.push({ op: 'text', text: price, x: PAD, y: ly, font: FONTS.price, color: COLORS.price })
    ly += 12
  }
  if (image) {
    for (const l of wrapText(title, leftW, 2, FONTS.title, m)) {
      ly += LINE.title
      ops.push({ op: 'text', text: l, x: PAD, y: ly, font: FONTS.title, color: COLORS.title })
    }
  }
  for (const l of wrapText(input.subtitle ?? '', leftW, 2, FONTS.subtitle, m)) {
    ly += LINE.subtitle
    ops.push({ op: 'text', text: l, x: PAD, y: ly, font: FONTS.subtitle, color: COLORS.subtitle })
  }
  const byline = ellipsize(input.byline.replace(/\s+/g, ' ').trim(), leftW, FONTS.byline, m)
  if (byline) {
    ly += LINE.byline + 8
    ops.push({ op: 'text', text: byline, x: PAD, y: ly, font: FONTS.byline, color: COLORS.muted })
  }

  const qrX = W - PAD - QR
  ops.push({ op: 'qr', x: qrX, y: qrTop, size: QR, modules: input.qr, color: COLORS.qr })
  let qy = qrTop + QR
  const caption = wrapText(input.qrCaption, QR + GAP, 2, FONTS.caption, m)
  for (const l of caption) {
    qy += LINE.caption
    ops.push({ op: 'text', text: l, x: qrX + QR / 2, y: qy, font: FONTS.caption, color: COLORS.muted, align: 'center' })
  }

  const height = Math.ceil(Math.max(ly, qy) + PAD)
  ops[0] = { op: 'rect', x: 0, y: 0, w: W, h: height, color: COLORS.bg, radius: 20 }
  return { width: W, height, ops }
}

/** Spec §9 share defaults: up to 9 photos in a picture share, and a share is a link unless asked otherwise. */
export const SHARE_DEFAULTS = { photoCount: 9, linkType: 'link' } as const
