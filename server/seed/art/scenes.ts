import { createCanvas, type Canvas } from '@napi-rs/canvas'
import type { Headline } from './copy'
import type { Kind } from './kinds'
import { alpha, circle, ellipse, hsl, paintOf, rr, shade, text, type Ctx } from './paint'
import { drawProduct, type Words } from './products'

// Whole pictures: a product photo-like shot, banners and adverts with their headline, the open-screen
// advert, shop logo and header, category icons, shopper avatars, article covers. Each returns the encoded
// file (JPEG for photos and wide art, PNG for small flat icons).

const JPEG_QUALITY = 84

function jpeg (c: Canvas): Buffer { return c.encodeSync('jpeg', JPEG_QUALITY) }
function png (c: Canvas): Buffer { return c.encodeSync('png') }

function background (ctx: Ctx, w: number, h: number, top: string, bottom: string): void {
  const g = ctx.createLinearGradient(0, 0, w * 0.35, h)
  g.addColorStop(0, top)
  g.addColorStop(1, bottom)
  ctx.fillStyle = g
  ctx.fillRect(0, 0, w, h)
}

export interface GoodsShot {
  kind: Kind
  /** body colour of the product */
  colour: string
  /** a second colour for trims, screens and labels */
  accent: string
  /** background tint hue */
  hue: number
  words: Words
  /** composition: backdrop layout and framing */
  layout: number
  /** a close-up detail shot instead of the whole product */
  closeUp?: boolean
}

/** A square catalogue shot: the product on a soft studio backdrop, the brand tag in a corner. */
export function goodsShot (s: GoodsShot, size = 600): Buffer {
  const c = createCanvas(size, size)
  const ctx = c.getContext('2d')
  const u = size / 100
  const tint = hsl(s.hue, 0.45, 0.94); const tint2 = hsl(s.hue + 20, 0.4, 0.84)
  background(ctx, size, size, tint, tint2)
  switch (s.layout % 4) {
    case 0: // studio floor
      ctx.fillStyle = alpha('#ffffff', 0.55); ctx.fillRect(0, size * 0.72, size, size * 0.28)
      break
    case 1: // disc behind the product
      circle(ctx, 50 * u, 50 * u, 38 * u, alpha('#ffffff', 0.6)); circle(ctx, 50 * u, 50 * u, 30 * u, alpha(hsl(s.hue, 0.5, 0.88), 0.6))
      break
    case 2: // two-tone split
      ctx.beginPath(); ctx.moveTo(0, size * 0.62); ctx.lineTo(size, size * 0.44); ctx.lineTo(size, size); ctx.lineTo(0, size); ctx.closePath()
      ctx.fillStyle = alpha(hsl(s.hue + 40, 0.45, 0.78), 0.6); ctx.fill()
      break
    default: // arch
      rr(ctx, 22 * u, 12 * u, 56 * u, 90 * u, 28 * u); ctx.fillStyle = alpha('#ffffff', 0.6); ctx.fill()
  }
  circle(ctx, (84 - (s.layout % 3) * 6) * u, 14 * u, 9 * u, alpha(hsl(s.hue + 50, 0.6, 0.9), 0.8))
  const paint = paintOf(s.colour, s.accent)
  if (s.closeUp === true) drawProduct(ctx, s.kind, 58 * u, 62 * u, 110 * u, paint, s.words)
  else drawProduct(ctx, s.kind, 50 * u, 54 * u, 66 * u, paint, s.words)
  // brand tag, as shops put on their main pictures
  rr(ctx, 5 * u, 5 * u, 22 * u, 8 * u, 4 * u); ctx.fillStyle = alpha('#ffffff', 0.9); ctx.fill()
  circle(ctx, 9 * u, 9 * u, 2.4 * u, s.accent)
  text(ctx, s.words.brand, 17.5 * u, 9.2 * u, 4.2 * u, '#2b2b33', { weight: 700, maxWidth: 13 * u })
  return jpeg(c)
}

/** A gallery card: the product small on the left, its brand and name lettered on the right. */
export function goodsCard (s: Omit<GoodsShot, 'layout' | 'closeUp'>, size = 600): Buffer {
  const c = createCanvas(size, size)
  const ctx = c.getContext('2d')
  const u = size / 100
  background(ctx, size, size, '#ffffff', hsl(s.hue, 0.35, 0.92))
  rr(ctx, 4 * u, 4 * u, 46 * u, 92 * u, 6 * u); ctx.fillStyle = hsl(s.hue, 0.45, 0.9); ctx.fill()
  drawProduct(ctx, s.kind, 27 * u, 50 * u, 40 * u, paintOf(s.colour, s.accent), s.words)
  const x = 56 * u
  text(ctx, s.words.brand, x, 26 * u, 10 * u, s.accent, { weight: 900, align: 'left', maxWidth: 40 * u })
  text(ctx, s.words.noun, x, 40 * u, 6 * u, '#2b2b33', { weight: 700, align: 'left', maxWidth: 40 * u })
  rr(ctx, x, 48 * u, 10 * u, 0.8 * u, 0.4 * u); ctx.fillStyle = s.accent; ctx.fill()
  const lines: Array<[string, string]> = [['正品保障', 'Genuine goods'], ['七天无理由退换', '7-day returns'], ['48 小时内发货', 'Ships within 48 h']]
  lines.forEach(([zh, en], i) => {
    circle(ctx, x + 1.5 * u, (58 + i * 12) * u, 1.2 * u, s.accent)
    text(ctx, zh, x + 4.5 * u, (57 + i * 12) * u, 4.2 * u, '#2b2b33', { weight: 600, align: 'left', maxWidth: 36 * u })
    text(ctx, en, x + 4.5 * u, (61.5 + i * 12) * u, 3 * u, '#80848c', { weight: 400, align: 'left', maxWidth: 36 * u })
  })
  return jpeg(c)
}

/** A wide promotional picture: headline left, products on a podium right. */
export function bannerArt (h: Headline, w = 750, ht = 320): Buffer {
  const c = createCanvas(w, ht)
  const ctx = c.getContext('2d')
  const base = hsl(h.hue, 0.72, 0.58)
  background(ctx, w, ht, hsl(h.hue, 0.78, 0.64), hsl(h.hue + 28, 0.7, 0.46))
  circle(ctx, w * 0.9, ht * 0.05, ht * 0.55, alpha('#ffffff', 0.1))
  circle(ctx, w * 0.05, ht * 1.05, ht * 0.45, alpha('#ffffff', 0.08))
  for (let i = 0; i < 14; i++) circle(ctx, w * (0.05 + ((i * 37) % 90) / 100), ht * (0.08 + ((i * 53) % 84) / 100), 2 + (i % 3), alpha('#ffffff', 0.25))
  const pad = w * 0.07
  const ink = '#ffffff'
  const shadow = (on: boolean): void => { ctx.shadowColor = on ? alpha(shade(base, -0.6), 0.35) : 'transparent'; ctx.shadowBlur = on ? 8 : 0; ctx.shadowOffsetY = on ? 2 : 0 }
  shadow(true)
  text(ctx, h.zh, pad, ht * 0.3, ht * 0.17, ink, { weight: 900, align: 'left', maxWidth: w * 0.5 })
  shadow(false)
  text(ctx, h.sub, pad, ht * 0.5, ht * 0.075, alpha(ink, 0.95), { weight: 500, align: 'left', maxWidth: w * 0.5 })
  text(ctx, h.en, pad, ht * 0.62, ht * 0.05, alpha(ink, 0.85), { weight: 400, align: 'left', maxWidth: w * 0.5 })
  if (h.cta !== null) {
    const label = `${h.cta[0]}  ${h.cta[1]}`
    const bw = Math.min(w * 0.32, label.length * ht * 0.045 + ht * 0.1)
    rr(ctx, pad, ht * 0.72, bw, ht * 0.13, ht * 0.065); ctx.fillStyle = '#ffffff'; ctx.fill()
    text(ctx, label, pad + bw / 2, ht * 0.787, ht * 0.055, shade(base, -0.35), { weight: 700, maxWidth: bw * 0.86 })
  }
  // podium and products
  const px = w * 0.76
  ellipse(ctx, px, ht * 0.86, w * 0.2, ht * 0.07, alpha(shade(base, -0.4), 0.35))
  ellipse(ctx, px, ht * 0.82, w * 0.19, ht * 0.07, alpha('#ffffff', 0.85))
  const kinds = h.kinds
  const spots: Array<[number, number, number]> = kinds.length >= 3
    ? [[px - w * 0.11, ht * 0.6, ht * 0.42], [px + w * 0.11, ht * 0.6, ht * 0.42], [px, ht * 0.5, ht * 0.6]]
    : [[px - w * 0.08, ht * 0.55, ht * 0.52], [px + w * 0.08, ht * 0.55, ht * 0.52]]
  kinds.slice(0, spots.length).forEach((k, i) => {
    const [x, y, s] = spots[i]
    drawProduct(ctx, k, x, y, s, paintOf(hsl(h.hue + 180 + i * 40, 0.55, 0.55 + i * 0.08), hsl(h.hue + 20, 0.8, 0.5)), { brand: 'BB', noun: '' })
  })
  return jpeg(c)
}

/** The full-screen advert: headline on top, products arranged below, a call to action. */
export function openArt (h: Headline, w = 750, ht = 1500): Buffer {
  const c = createCanvas(w, ht)
  const ctx = c.getContext('2d')
  const base = hsl(h.hue, 0.72, 0.58)
  background(ctx, w, ht, hsl(h.hue, 0.8, 0.66), hsl(h.hue + 30, 0.72, 0.44))
  circle(ctx, w * 0.85, ht * 0.12, w * 0.4, alpha('#ffffff', 0.1))
  circle(ctx, w * 0.1, ht * 0.8, w * 0.5, alpha('#ffffff', 0.07))
  text(ctx, 'BB商城', w / 2, ht * 0.1, w * 0.05, alpha('#ffffff', 0.9), { weight: 700 })
  ctx.shadowColor = alpha(shade(base, -0.6), 0.35); ctx.shadowBlur = 12; ctx.shadowOffsetY = 3
  // phones crop the sides of a full-screen picture: words stay in the middle 70%
  text(ctx, h.zh, w / 2, ht * 0.2, w * 0.13, '#ffffff', { weight: 900, maxWidth: w * 0.7 })
  ctx.shadowColor = 'transparent'; ctx.shadowBlur = 0; ctx.shadowOffsetY = 0
  text(ctx, h.sub, w / 2, ht * 0.275, w * 0.055, '#ffffff', { weight: 500, maxWidth: w * 0.7 })
  text(ctx, h.en, w / 2, ht * 0.315, w * 0.04, alpha('#ffffff', 0.85), { weight: 400, maxWidth: w * 0.7 })
  ellipse(ctx, w / 2, ht * 0.66, w * 0.4, w * 0.1, alpha('#ffffff', 0.85))
  const spots: Array<[number, number, number]> = [[w * 0.32, ht * 0.5, w * 0.3], [w * 0.68, ht * 0.5, w * 0.3], [w * 0.4, ht * 0.62, w * 0.22], [w * 0.6, ht * 0.62, w * 0.22]]
  h.kinds.slice(0, 4).forEach((k, i) => {
    const [x, y, s] = spots[i]
    drawProduct(ctx, k, x, y, s, paintOf(hsl(h.hue + 160 + i * 50, 0.55, 0.58), hsl(h.hue, 0.8, 0.5)), { brand: 'BB', noun: '' })
  })
  const label = h.cta === null ? 'BB商城' : `${h.cta[0]} · ${h.cta[1]}`
  rr(ctx, w * 0.25, ht * 0.76, w * 0.5, ht * 0.055, ht * 0.0275); ctx.fillStyle = '#ffffff'; ctx.fill()
  text(ctx, label, w / 2, ht * 0.7875, w * 0.045, shade(base, -0.35), { weight: 700, maxWidth: w * 0.44 })
  return jpeg(c)
}

/** A shop's logo: its mark in bold on its colour. */
export function logoArt (mark: string, hue: number, size = 160): Buffer {
  const c = createCanvas(size, size)
  const ctx = c.getContext('2d')
  background(ctx, size, size, hsl(hue, 0.7, 0.58), hsl(hue + 25, 0.72, 0.42))
  circle(ctx, size * 0.86, size * 0.12, size * 0.34, alpha('#ffffff', 0.14))
  rr(ctx, size * 0.12, size * 0.12, size * 0.76, size * 0.76, size * 0.18); ctx.strokeStyle = alpha('#ffffff', 0.55); ctx.lineWidth = size * 0.025; ctx.stroke()
  const chars = [...mark]
  text(ctx, mark, size / 2, size / 2, size * (chars.length >= 3 ? 0.24 : 0.32), '#ffffff', { weight: 900, maxWidth: size * 0.66 })
  return png(c)
}

/** A shop's header backdrop: its goods on its colour, its name large and faint across the bottom. */
export function shopHeaderArt (name: string, hue: number, kinds: Kind[], w = 750, ht = 400): Buffer {
  const c = createCanvas(w, ht)
  const ctx = c.getContext('2d')
  background(ctx, w, ht, hsl(hue, 0.55, 0.6), hsl(hue + 30, 0.55, 0.36))
  for (let i = 0; i < 5; i++) circle(ctx, w * (0.15 + i * 0.2), ht * (i % 2 === 0 ? 0.2 : 0.9), ht * 0.3, alpha('#ffffff', 0.05))
  // the client lays search, logo and name over the left and middle: goods sit right, the name low and faint
  kinds.slice(0, 3).forEach((k, i) => {
    drawProduct(ctx, k, w * (0.6 + i * 0.15), ht * 0.5, ht * 0.4, paintOf(hsl(hue + i * 35, 0.45, 0.72), hsl(hue + 180, 0.5, 0.6)), { brand: '', noun: '' })
  })
  text(ctx, name, w * 0.04, ht * 0.86, ht * 0.18, alpha('#ffffff', 0.2), { weight: 900, align: 'left', maxWidth: w * 0.92 })
  return jpeg(c)
}

/** A round category icon: the category's typical product on a tinted disc. */
export function iconArt (kind: Kind, hue: number, size = 120): Buffer {
  const c = createCanvas(size, size)
  const ctx = c.getContext('2d')
  const g = ctx.createLinearGradient(0, 0, size, size)
  g.addColorStop(0, hsl(hue, 0.75, 0.9)); g.addColorStop(1, hsl(hue + 20, 0.7, 0.78))
  ctx.beginPath(); ctx.arc(size / 2, size / 2, size * 0.48, 0, Math.PI * 2); ctx.fillStyle = g; ctx.fill()
  drawProduct(ctx, kind, size / 2, size * 0.48, size * 0.68, paintOf(hsl(hue, 0.6, 0.55), hsl(hue + 160, 0.6, 0.5)), { brand: '', noun: '' })
  return png(c)
}

/** A shopper's avatar: a head and shoulders on a soft colour. */
export function avatarArt (hue: number, size = 120): Buffer {
  const c = createCanvas(size, size)
  const ctx = c.getContext('2d')
  background(ctx, size, size, hsl(hue, 0.6, 0.86), hsl(hue + 30, 0.6, 0.72))
  ellipse(ctx, size / 2, size * 0.98, size * 0.36, size * 0.3, hsl(hue, 0.5, 0.45))
  circle(ctx, size / 2, size * 0.44, size * 0.2, '#f1d3b8')
  ctx.beginPath(); ctx.ellipse(size / 2, size * 0.34, size * 0.22, size * 0.13, 0, Math.PI, Math.PI * 2); ctx.fillStyle = hsl((hue * 7) % 40, 0.35, 0.2); ctx.fill()
  circle(ctx, size * 0.43, size * 0.46, size * 0.018, '#2b2b33'); circle(ctx, size * 0.57, size * 0.46, size * 0.018, '#2b2b33')
  return png(c)
}

/** An article cover: a calm scene with no words (the page shows the title beside it). */
export function coverArt (hue: number, kinds: Kind[], w = 750, ht = 400): Buffer {
  const c = createCanvas(w, ht)
  const ctx = c.getContext('2d')
  background(ctx, w, ht, hsl(hue, 0.5, 0.9), hsl(hue + 25, 0.45, 0.78))
  circle(ctx, w * 0.2, ht * 0.3, ht * 0.5, alpha('#ffffff', 0.35))
  ellipse(ctx, w / 2, ht * 0.82, w * 0.36, ht * 0.07, alpha('#ffffff', 0.7))
  kinds.forEach((k, i) => {
    const x = w * (0.5 + (i - (kinds.length - 1) / 2) * 0.22)
    drawProduct(ctx, k, x, ht * 0.55, ht * 0.5, paintOf(hsl(hue + 180 + i * 40, 0.5, 0.58), hsl(hue, 0.7, 0.5)), { brand: 'BB', noun: '' })
  })
  return jpeg(c)
}

