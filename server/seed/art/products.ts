import type { Kind } from './kinds'
import { alpha, circle, ellipse, fillGrad, gloss, line, rr, shade, text, type Ctx, type Paint } from './paint'

// One vector drawing per kind of product, in a 100×100 box centred on (0, 0) standing on y ≈ 46.
// Packaged goods carry their brand and name on the label, as real packaging does.

export interface Words { brand: string, noun: string }
type Draw = (ctx: Ctx, p: Paint, w: Words) => void

const WHITE = '#ffffff'
const GLASS = '#1c1f26'

/** A label panel with the brand over the product's name. */
function label (ctx: Ctx, x: number, y: number, w: number, h: number, p: Paint, words: Words, bg = 'rgba(255,255,255,0.92)', ink = '#2b2b33'): void {
  rr(ctx, x, y, w, h, Math.min(w, h) * 0.12)
  ctx.fillStyle = bg
  ctx.fill()
  text(ctx, words.brand, x + w / 2, y + h * 0.3, h * 0.26, p.accent, { weight: 800, maxWidth: w * 0.86 })
  text(ctx, shortNoun(words.noun), x + w / 2, y + h * 0.68, h * 0.2, ink, { weight: 600, maxWidth: w * 0.86 })
}

/** The noun without its marketing prefix, for labels: 补水保湿面膜 → 保湿面膜. */
function shortNoun (noun: string): string {
  return noun.length > 5 ? noun.slice(-4) : noun
}

const phone: Draw = (ctx, p) => {
  rr(ctx, -22, -46, 44, 92, 8); fillGrad(ctx, -22, -46, 22, 46, p.l, p.d)
  rr(ctx, -19.5, -43.5, 39, 87, 6); ctx.fillStyle = GLASS; ctx.fill()
  // the wallpaper matches the body colour, as phone makers show each colour
  rr(ctx, -18, -42, 36, 84, 5); fillGrad(ctx, -18, -42, 18, 42, shade(p.c, 0.25), shade(p.c, -0.45))
  circle(ctx, 6, -8, 16, alpha(p.accent, 0.45)); circle(ctx, -8, 14, 12, 'rgba(255,255,255,0.25)')
  rr(ctx, -5, -40, 10, 3, 1.5); ctx.fillStyle = GLASS; ctx.fill()
  gloss(ctx, -15, -38, 4, 50, 0.25)
}

const tablet: Draw = (ctx, p) => {
  rr(ctx, -42, -32, 84, 64, 6); fillGrad(ctx, -42, -32, 42, 32, p.l, p.d)
  rr(ctx, -39, -29, 78, 58, 4); ctx.fillStyle = GLASS; ctx.fill()
  rr(ctx, -37, -27, 74, 54, 3); fillGrad(ctx, -37, -27, 37, 27, shade(p.c, 0.3), shade(p.c, -0.4))
  for (let i = 0; i < 3; i++) { rr(ctx, -31 + i * 22, -18, 18, 14, 2); ctx.fillStyle = 'rgba(255,255,255,0.6)'; ctx.fill() }
  rr(ctx, -31, 2, 62, 6, 2); ctx.fillStyle = 'rgba(255,255,255,0.45)'; ctx.fill()
  rr(ctx, -31, 12, 40, 5, 2); ctx.fillStyle = 'rgba(255,255,255,0.35)'; ctx.fill()
  line(ctx, [[46, -24], [38, 40]], shade(p.c, -0.2), 3)
}

const earbuds: Draw = (ctx, p) => {
  // the charging case lying behind, the two buds standing in front of it, turned apart
  rr(ctx, -44, -4, 54, 40, 16); fillGrad(ctx, -44, -4, 10, 36, p.l, p.d)
  line(ctx, [[-43, 8], [9, 8]], alpha(p.d, 0.7), 1.2)
  circle(ctx, -17, 24, 2, p.accent)
  for (const [x, r] of [[16, -0.25], [34, 0.2]] as Array<[number, number]>) {
    ctx.save(); ctx.translate(x, -14); ctx.rotate(r)
    rr(ctx, -4, 0, 9, 44, 4.5); fillGrad(ctx, -4, 0, 5, 44, '#ffffff', '#cfd3d9')
    ellipse(ctx, -1, -4, 11, 10, '#f6f7f9'); ellipse(ctx, -6, -5, 4, 6, '#c3c8cf'); ellipse(ctx, 3, -8, 4, 2.5, 'rgba(255,255,255,0.95)')
    circle(ctx, 0.5, 40, 2, '#b8bec6')
    ctx.restore()
  }
}

const headphones: Draw = (ctx, p) => {
  ctx.beginPath(); ctx.arc(0, 0, 36, Math.PI * 1.05, Math.PI * 1.95); ctx.strokeStyle = p.d; ctx.lineWidth = 9; ctx.lineCap = 'round'; ctx.stroke()
  ctx.beginPath(); ctx.arc(0, 0, 36, Math.PI * 1.1, Math.PI * 1.9); ctx.strokeStyle = p.l; ctx.lineWidth = 3; ctx.stroke()
  for (const s of [-1, 1]) {
    rr(ctx, s * 36 - 6, -8, 12, 24, 4); ctx.fillStyle = p.d; ctx.fill()
    ellipse(ctx, s * 34, 12, 14, 22, p.c); ellipse(ctx, s * 34, 12, 9, 16, shade(p.c, -0.3))
    ellipse(ctx, s * 36, 6, 3, 8, alpha(WHITE, 0.35))
  }
  circle(ctx, 34, 12, 2.5, p.accent)
}

const speaker: Draw = (ctx, p) => {
  rr(ctx, -40, -22, 80, 56, 26); fillGrad(ctx, -40, -22, 40, 34, p.l, p.d)
  rr(ctx, -34, -16, 68, 44, 20); ctx.fillStyle = shade(p.c, -0.25); ctx.fill()
  for (let y = -10; y < 26; y += 5) for (let x = -28; x < 30; x += 5) circle(ctx, x, y, 1, alpha(WHITE, 0.25))
  rr(ctx, -10, -30, 20, 10, 4); ctx.fillStyle = p.d; ctx.fill()
  circle(ctx, 0, 6, 6, p.accent)
}

const watch: Draw = (ctx, p) => {
  rr(ctx, -13, -48, 26, 96, 10); fillGrad(ctx, -13, -48, 13, 48, p.l, p.d)
  for (let y = 20; y < 44; y += 6) circle(ctx, 0, y, 1.5, alpha(GLASS, 0.4))
  rr(ctx, -24, -26, 48, 52, 12); fillGrad(ctx, -24, -26, 24, 26, '#f4f5f7', '#8a8f98')
  rr(ctx, -20, -22, 40, 44, 9); ctx.fillStyle = GLASS; ctx.fill()
  ctx.beginPath(); ctx.arc(0, 0, 14, -Math.PI / 2, Math.PI * 1.1); ctx.strokeStyle = p.accent; ctx.lineWidth = 3.5; ctx.stroke()
  ctx.beginPath(); ctx.arc(0, 0, 9, -Math.PI / 2, Math.PI * 0.6); ctx.strokeStyle = shade(p.accent, 0.4); ctx.lineWidth = 3; ctx.stroke()
  rr(ctx, 24, -6, 4, 12, 2); ctx.fillStyle = '#9aa0a8'; ctx.fill()
}

const cooker: Draw = (ctx, p, w) => {
  ellipse(ctx, 0, 36, 40, 8, shade(p.c, -0.3))
  rr(ctx, -40, -18, 80, 56, 22); fillGrad(ctx, -40, -18, 40, 38, p.l, p.d)
  ellipse(ctx, 0, -18, 40, 14, shade(p.c, 0.15)); ellipse(ctx, 0, -20, 32, 10, p.l)
  rr(ctx, -10, -32, 20, 8, 4); ctx.fillStyle = p.d; ctx.fill()
  rr(ctx, -18, 4, 36, 22, 5); ctx.fillStyle = GLASS; ctx.fill()
  text(ctx, w.brand, 0, 12, 8, p.accent, { weight: 700, maxWidth: 30 })
  circle(ctx, -8, 21, 2, '#4ad66d'); circle(ctx, 0, 21, 2, WHITE); circle(ctx, 8, 21, 2, WHITE)
}

const airfryer: Draw = (ctx, p) => {
  // a rounded cube: control strip and dial on top, the basket drawer with its long handle below
  rr(ctx, -34, -40, 68, 84, 20); fillGrad(ctx, -34, -40, 34, 44, p.l, p.d)
  rr(ctx, -26, -34, 52, 14, 6); ctx.fillStyle = alpha(GLASS, 0.85); ctx.fill()
  text(ctx, '200°C', -8, -27, 6, '#ffb347', { weight: 700 })
  circle(ctx, 15, -27, 4.5, '#c9ced6'); circle(ctx, 15, -27, 2, GLASS)
  rr(ctx, -30, -10, 60, 50, 12); fillGrad(ctx, -30, -10, 30, 40, shade(p.c, -0.05), shade(p.c, -0.3))
  rr(ctx, -22, 2, 44, 8, 4); fillGrad(ctx, -22, 2, 22, 10, shade(p.accent, 0.2), shade(p.accent, -0.3))
  gloss(ctx, -29, -34, 5, 60)
}

const blender: Draw = (ctx, p) => {
  rr(ctx, -22, 14, 44, 32, 8); fillGrad(ctx, -22, 14, 22, 46, p.l, p.d)
  circle(ctx, 0, 30, 6, GLASS); circle(ctx, 0, 30, 3, p.accent)
  ctx.beginPath(); ctx.moveTo(-20, -36); ctx.lineTo(20, -36); ctx.lineTo(14, 14); ctx.lineTo(-14, 14); ctx.closePath()
  ctx.fillStyle = 'rgba(200,225,240,0.55)'; ctx.fill(); ctx.strokeStyle = 'rgba(120,140,160,0.6)'; ctx.lineWidth = 1.5; ctx.stroke()
  ctx.beginPath(); ctx.moveTo(-16, -6); ctx.lineTo(16, -6); ctx.lineTo(14, 12); ctx.lineTo(-14, 12); ctx.closePath(); ctx.fillStyle = alpha(p.accent, 0.75); ctx.fill()
  rr(ctx, -22, -44, 44, 9, 4); ctx.fillStyle = p.d; ctx.fill()
  line(ctx, [[20, -30], [30, -26], [28, 4], [16, 6]], p.d, 4)
}

const kettle: Draw = (ctx, p) => {
  ctx.beginPath(); ctx.moveTo(-26, -30); ctx.lineTo(24, -30); ctx.lineTo(30, 36); ctx.lineTo(-32, 36); ctx.closePath(); fillGrad(ctx, -30, -30, 30, 36, p.l, p.d)
  ctx.beginPath(); ctx.moveTo(-26, -26); ctx.lineTo(-44, -36); ctx.lineTo(-30, -10); ctx.closePath(); ctx.fillStyle = p.c; ctx.fill()
  line(ctx, [[22, -22], [40, -18], [40, 20], [28, 26]], p.d, 7)
  ellipse(ctx, 0, -30, 26, 6, shade(p.c, 0.2)); rr(ctx, -6, -38, 12, 8, 3); ctx.fillStyle = p.d; ctx.fill()
  rr(ctx, -34, 34, 68, 10, 4); ctx.fillStyle = GLASS; ctx.fill(); circle(ctx, 0, 39, 1.8, p.accent)
  gloss(ctx, -20, -24, 5, 50)
}

const vacuum: Draw = (ctx, p) => {
  line(ctx, [[-2, -44], [6, 34]], '#9aa0a8', 5)
  rr(ctx, -14, -48, 22, 14, 5); ctx.fillStyle = p.d; ctx.fill()
  rr(ctx, -16, -36, 20, 36, 8); fillGrad(ctx, -16, -36, 4, 0, p.l, p.d)
  rr(ctx, -12, -30, 12, 20, 5); ctx.fillStyle = 'rgba(200,225,240,0.7)'; ctx.fill()
  rr(ctx, -8, 34, 40, 10, 4); ctx.fillStyle = p.d; ctx.fill(); rr(ctx, -4, 36, 30, 3, 1.5); ctx.fillStyle = p.accent; ctx.fill()
}

const fan: Draw = (ctx, p) => {
  rr(ctx, -4, -4, 8, 42, 3); ctx.fillStyle = p.d; ctx.fill()
  ellipse(ctx, 0, 40, 22, 6, p.d)
  circle(ctx, 0, -14, 32, alpha(p.c, 0.25))
  for (let i = 0; i < 5; i++) { ctx.save(); ctx.translate(0, -14); ctx.rotate(i * Math.PI * 2 / 5); ellipse(ctx, 0, -15, 8, 15, alpha(p.c, 0.9)); ctx.restore() }
  ctx.beginPath(); ctx.arc(0, -14, 32, 0, Math.PI * 2); ctx.strokeStyle = p.d; ctx.lineWidth = 2.5; ctx.stroke()
  for (let i = 0; i < 12; i++) { const a = i * Math.PI / 6; line(ctx, [[0, -14], [Math.cos(a) * 32, -14 + Math.sin(a) * 32]], alpha(p.d, 0.35), 0.8) }
  circle(ctx, 0, -14, 6, p.accent)
}

const tower: Draw = (ctx, p, w) => {
  rr(ctx, -24, -46, 48, 92, 12); fillGrad(ctx, -24, -46, 24, 46, p.l, p.d)
  for (let y = -2; y < 38; y += 5) { rr(ctx, -18, y, 36, 2.2, 1); ctx.fillStyle = alpha(p.d, 0.5); ctx.fill() }
  rr(ctx, -16, -38, 32, 26, 6); ctx.fillStyle = GLASS; ctx.fill()
  text(ctx, '25', 0, -28, 10, p.accent, { weight: 700 }); text(ctx, w.brand, 0, -17, 5, WHITE, { maxWidth: 28 })
  gloss(ctx, -20, -40, 4, 70)
}

const hairdryer: Draw = (ctx, p) => {
  ctx.save(); ctx.rotate(0.2)
  rr(ctx, -6, 0, 14, 46, 6); fillGrad(ctx, -6, 0, 8, 46, p.l, p.d)
  ctx.restore()
  circle(ctx, -10, -16, 24, p.c); circle(ctx, -10, -16, 16, shade(p.c, -0.25)); circle(ctx, -10, -16, 8, GLASS)
  rr(ctx, -10, -34, 52, 36, 14); fillGrad(ctx, -10, -34, 42, 2, p.l, p.d)
  rr(ctx, 38, -30, 8, 28, 3); ctx.fillStyle = p.accent; ctx.fill()
  gloss(ctx, 0, -30, 30, 5, 0.4)
}

const toothbrush: Draw = (ctx, p) => {
  rr(ctx, -10, -10, 20, 56, 9); fillGrad(ctx, -10, -10, 10, 46, p.l, p.d)
  rr(ctx, -5, -46, 10, 40, 4); ctx.fillStyle = WHITE; ctx.fill()
  rr(ctx, -6, -48, 12, 12, 3); ctx.fillStyle = p.accent; ctx.fill()
  circle(ctx, 0, 6, 3, p.accent); circle(ctx, 0, 16, 1.5, WHITE)
  rr(ctx, 18, 20, 24, 26, 6); ctx.fillStyle = shade(p.c, -0.15); ctx.fill()
  rr(ctx, 24, -30, 8, 52, 4); ctx.fillStyle = alpha(p.c, 0.8); ctx.fill(); rr(ctx, 25, -36, 6, 8, 2); ctx.fillStyle = WHITE; ctx.fill()
}

const shaver: Draw = (ctx, p) => {
  rr(ctx, -16, -14, 32, 60, 14); fillGrad(ctx, -16, -14, 16, 46, p.l, p.d)
  rr(ctx, -26, -44, 52, 30, 10); ctx.fillStyle = GLASS; ctx.fill()
  for (const x of [-14, 0, 14]) { circle(ctx, x, -29, 8, '#c9ced6'); circle(ctx, x, -29, 4, '#8a9099') }
  circle(ctx, 0, 10, 5, p.accent)
}

const jar: Draw = (ctx, p, w) => {
  rr(ctx, -34, -30, 68, 18, 6); fillGrad(ctx, -34, -30, 34, -12, shade(p.accent, 0.2), shade(p.accent, -0.3))
  rr(ctx, -38, -14, 76, 56, 12); fillGrad(ctx, -38, -14, 38, 42, p.l, p.d)
  label(ctx, -28, 0, 56, 30, p, w)
  gloss(ctx, -34, -10, 5, 44)
}

const dropper: Draw = (ctx, p, w) => {
  rr(ctx, -7, -48, 14, 16, 7); ctx.fillStyle = GLASS; ctx.fill()
  rr(ctx, -10, -34, 20, 12, 2); fillGrad(ctx, -10, -34, 10, -22, '#e8d6a8', '#a8874a')
  rr(ctx, -24, -22, 48, 68, 10); fillGrad(ctx, -24, -22, 24, 46, alpha(p.c, 0.75), p.d)
  label(ctx, -18, 2, 36, 28, p, w)
  gloss(ctx, -21, -18, 4, 56)
}

const tube: Draw = (ctx, p, w) => {
  ctx.beginPath(); ctx.moveTo(-22, -46); ctx.lineTo(22, -46); ctx.lineTo(16, 30); ctx.lineTo(-16, 30); ctx.closePath(); fillGrad(ctx, -22, -46, 22, 30, p.l, p.d)
  rr(ctx, -14, 28, 28, 18, 4); ctx.fillStyle = p.accent; ctx.fill()
  rr(ctx, -22, -48, 44, 5, 1); ctx.fillStyle = shade(p.c, -0.2); ctx.fill()
  label(ctx, -15, -20, 30, 26, p, w, 'rgba(255,255,255,0.0)', p.ink)
}

const sachet: Draw = (ctx, p, w) => {
  rr(ctx, -32, -44, 64, 88, 6); fillGrad(ctx, -32, -44, 32, 44, p.l, p.d)
  for (let x = -30; x < 30; x += 3) { line(ctx, [[x, -42], [x + 1.5, -38]], alpha(WHITE, 0.5), 0.8) }
  ellipse(ctx, 0, -12, 20, 24, alpha(WHITE, 0.85)); circle(ctx, -7, -16, 2.5, p.c); circle(ctx, 7, -16, 2.5, p.c)
  ctx.beginPath(); ctx.arc(0, -6, 6, 0.2, Math.PI - 0.2); ctx.strokeStyle = p.c; ctx.lineWidth = 1.5; ctx.stroke()
  label(ctx, -24, 16, 48, 22, p, w)
}

const lipstick: Draw = (ctx, p) => {
  ctx.save(); ctx.translate(-14, 0)
  ctx.beginPath(); ctx.moveTo(-8, -20); ctx.lineTo(8, -30); ctx.lineTo(8, 0); ctx.lineTo(-8, 0); ctx.closePath(); fillGrad(ctx, -8, -30, 8, 0, shade(p.accent, 0.2), shade(p.accent, -0.3))
  rr(ctx, -11, 0, 22, 16, 2); fillGrad(ctx, -11, 0, 11, 16, '#f3dca0', '#a8863a')
  rr(ctx, -12, 16, 24, 30, 3); fillGrad(ctx, -12, 16, 12, 46, p.l, p.d)
  ctx.restore()
  rr(ctx, 6, -12, 24, 58, 3); fillGrad(ctx, 6, -12, 30, 46, p.l, p.d)
  rr(ctx, 6, -14, 24, 4, 1); ctx.fillStyle = '#d4b46a'; ctx.fill()
  gloss(ctx, 9, -8, 3, 46)
}

const compact: Draw = (ctx, p, w) => {
  ellipse(ctx, 0, 20, 40, 16, shade(p.c, -0.35)); rr(ctx, -40, 8, 80, 12, 4); ctx.fillStyle = shade(p.c, -0.2); ctx.fill()
  ellipse(ctx, 0, 8, 40, 16, p.c); ellipse(ctx, 0, 8, 32, 12, shade(p.accent, 0.45))
  ellipse(ctx, 0, -24, 40, 18, p.l); ellipse(ctx, 0, -24, 36, 15, shade(p.c, 0.1))
  text(ctx, w.brand, 0, -24, 10, p.accent, { weight: 800, maxWidth: 50 })
}

const palette: Draw = (ctx, p) => {
  rr(ctx, -44, -30, 88, 64, 8); fillGrad(ctx, -44, -30, 44, 34, p.l, p.d)
  const tones = [0.45, 0.25, 0, -0.2, -0.4, 0.6, 0.3, -0.1, -0.3]
  for (let i = 0; i < 9; i++) {
    const x = -33 + (i % 3) * 26; const y = -18 + Math.floor(i / 3) * 19
    rr(ctx, x - 1, y - 1, 22, 17, 3); ctx.fillStyle = alpha('#000000', 0.15); ctx.fill()
    rr(ctx, x, y, 20, 15, 3); ctx.fillStyle = shade(i % 2 === 0 ? p.accent : p.c, tones[i]); ctx.fill()
  }
}

const perfume: Draw = (ctx, p, w) => {
  rr(ctx, -10, -48, 20, 16, 3); fillGrad(ctx, -10, -48, 10, -32, '#f3dca0', '#a8863a')
  rr(ctx, -5, -34, 10, 8, 1); ctx.fillStyle = '#c9ced6'; ctx.fill()
  rr(ctx, -32, -26, 64, 70, 14); fillGrad(ctx, -32, -26, 32, 44, alpha(p.l, 0.9), alpha(p.c, 0.95))
  rr(ctx, -26, -20, 52, 58, 10); ctx.fillStyle = alpha(WHITE, 0.18); ctx.fill()
  text(ctx, w.brand, 0, 6, 11, p.ink, { weight: 700, maxWidth: 44 })
  text(ctx, 'EAU DE PARFUM', 0, 18, 4, p.ink, { weight: 500 })
  gloss(ctx, -27, -20, 5, 54, 0.5)
}

const dress: Draw = (ctx, p) => {
  ctx.beginPath()
  ctx.moveTo(-12, -46); ctx.lineTo(-6, -46); ctx.quadraticCurveTo(0, -38, 6, -46); ctx.lineTo(12, -46)
  ctx.lineTo(16, -16); ctx.quadraticCurveTo(12, -10, 14, -4); ctx.lineTo(42, 44); ctx.quadraticCurveTo(0, 52, -42, 44); ctx.lineTo(-14, -4); ctx.quadraticCurveTo(-12, -10, -16, -16); ctx.closePath()
  fillGrad(ctx, -40, -46, 40, 46, p.l, p.d)
  rr(ctx, -16, -8, 32, 5, 2); ctx.fillStyle = p.accent; ctx.fill()
  for (let i = 0; i < 9; i++) circle(ctx, -26 + (i % 3) * 24 + (i % 2) * 6, 8 + Math.floor(i / 3) * 12, 2.2, alpha(WHITE, 0.7))
}

const tshirt: Draw = (ctx, p, w) => {
  ctx.beginPath()
  ctx.moveTo(-14, -40); ctx.quadraticCurveTo(0, -30, 14, -40); ctx.lineTo(44, -26); ctx.lineTo(36, -6); ctx.lineTo(26, -10); ctx.lineTo(26, 44); ctx.lineTo(-26, 44); ctx.lineTo(-26, -10); ctx.lineTo(-36, -6); ctx.lineTo(-44, -26); ctx.closePath()
  fillGrad(ctx, -40, -40, 40, 44, p.l, p.d)
  ctx.beginPath(); ctx.moveTo(-14, -40); ctx.quadraticCurveTo(0, -30, 14, -40); ctx.strokeStyle = shade(p.c, -0.3); ctx.lineWidth = 3; ctx.stroke()
  text(ctx, w.brand, 0, 2, 12, p.accent, { weight: 800, maxWidth: 40 })
}

const shirt: Draw = (ctx, p) => {
  ctx.beginPath()
  ctx.moveTo(-14, -42); ctx.lineTo(14, -42); ctx.lineTo(40, -30); ctx.lineTo(44, 30); ctx.lineTo(34, 30); ctx.lineTo(30, -8); ctx.lineTo(28, 44); ctx.lineTo(-28, 44); ctx.lineTo(-30, -8); ctx.lineTo(-34, 30); ctx.lineTo(-44, 30); ctx.lineTo(-40, -30); ctx.closePath()
  fillGrad(ctx, -40, -42, 40, 44, p.l, p.d)
  ctx.beginPath(); ctx.moveTo(-14, -42); ctx.lineTo(0, -28); ctx.lineTo(14, -42); ctx.lineTo(8, -46); ctx.lineTo(0, -38); ctx.lineTo(-8, -46); ctx.closePath(); ctx.fillStyle = shade(p.c, 0.3); ctx.fill()
  line(ctx, [[0, -28], [0, 44]], alpha(p.d, 0.6), 1)
  for (let y = -20; y < 44; y += 12) circle(ctx, 3, y, 1.4, p.accent)
  rr(ctx, 10, -14, 12, 10, 1); ctx.strokeStyle = alpha(p.d, 0.5); ctx.lineWidth = 0.8; ctx.stroke()
}

const hoodie: Draw = (ctx, p) => {
  ctx.beginPath()
  ctx.moveTo(-16, -40); ctx.quadraticCurveTo(0, -58, 16, -40); ctx.lineTo(38, -28); ctx.lineTo(46, 36); ctx.lineTo(34, 38); ctx.lineTo(28, -4); ctx.lineTo(28, 44); ctx.lineTo(-28, 44); ctx.lineTo(-28, -4); ctx.lineTo(-34, 38); ctx.lineTo(-46, 36); ctx.lineTo(-38, -28); ctx.closePath()
  fillGrad(ctx, -40, -50, 40, 44, p.l, p.d)
  ellipse(ctx, 0, -36, 12, 9, shade(p.c, -0.35))
  line(ctx, [[-4, -30], [-5, -14]], p.accent, 1.5); line(ctx, [[4, -30], [5, -14]], p.accent, 1.5)
  rr(ctx, -18, 14, 36, 18, 6); ctx.fillStyle = shade(p.c, -0.12); ctx.fill()
  rr(ctx, -28, 38, 56, 6, 2); ctx.fillStyle = shade(p.c, -0.2); ctx.fill()
}

const trousers: Draw = (ctx, p) => {
  ctx.beginPath(); ctx.moveTo(-26, -44); ctx.lineTo(26, -44); ctx.lineTo(32, 46); ctx.lineTo(8, 46); ctx.lineTo(0, -12); ctx.lineTo(-8, 46); ctx.lineTo(-32, 46); ctx.closePath()
  fillGrad(ctx, -30, -44, 30, 46, p.l, p.d)
  rr(ctx, -26, -46, 52, 8, 2); ctx.fillStyle = shade(p.c, -0.25); ctx.fill()
  circle(ctx, 0, -42, 1.8, '#d4b46a')
  line(ctx, [[-20, -36], [-14, -24]], alpha(p.d, 0.8), 1); line(ctx, [[20, -36], [14, -24]], alpha(p.d, 0.8), 1)
  line(ctx, [[-18, 0], [-20, 44]], alpha(WHITE, 0.2), 1); line(ctx, [[18, 0], [20, 44]], alpha(WHITE, 0.2), 1)
}

const sneaker: Draw = (ctx, p) => {
  ctx.beginPath(); ctx.moveTo(-44, 24); ctx.lineTo(-42, -6); ctx.quadraticCurveTo(-30, -10, -22, -20); ctx.lineTo(-6, -18); ctx.quadraticCurveTo(6, 4, 30, 6); ctx.quadraticCurveTo(46, 10, 46, 22); ctx.closePath()
  fillGrad(ctx, -44, -20, 46, 24, p.l, p.d)
  rr(ctx, -46, 20, 94, 10, 5); ctx.fillStyle = '#f7f7f5'; ctx.fill(); rr(ctx, -46, 27, 94, 4, 2); ctx.fillStyle = alpha(p.accent, 0.9); ctx.fill()
  ctx.beginPath(); ctx.moveTo(-30, 14); ctx.quadraticCurveTo(0, 4, 22, 14); ctx.strokeStyle = p.accent; ctx.lineWidth = 4; ctx.stroke()
  for (let i = 0; i < 4; i++) line(ctx, [[-18 + i * 5, -14 + i * 4], [-10 + i * 5, -16 + i * 4]], WHITE, 1.4)
}

const boot: Draw = (ctx, p) => {
  ctx.beginPath(); ctx.moveTo(-30, -46); ctx.lineTo(2, -46); ctx.lineTo(4, 0); ctx.quadraticCurveTo(38, 4, 40, 24); ctx.lineTo(-32, 24); ctx.closePath()
  fillGrad(ctx, -30, -46, 40, 24, p.l, p.d)
  rr(ctx, -34, 22, 76, 12, 3); ctx.fillStyle = '#2a2a2e'; ctx.fill(); rr(ctx, -34, 26, 76, 2, 1); ctx.fillStyle = '#d4b46a'; ctx.fill()
  for (let y = -38; y < 2; y += 7) { circle(ctx, -2, y, 1.5, '#d4b46a'); line(ctx, [[-2, y], [-12, y + 4]], shade(p.c, -0.4), 1.2) }
  rr(ctx, -30, -46, 32, 5, 2); ctx.fillStyle = shade(p.c, -0.3); ctx.fill()
}

const pouch: Draw = (ctx, p, w) => {
  ctx.beginPath(); ctx.moveTo(-30, -44); ctx.lineTo(30, -44); ctx.lineTo(34, 40); ctx.quadraticCurveTo(0, 48, -34, 40); ctx.closePath()
  fillGrad(ctx, -30, -44, 30, 44, p.l, p.d)
  rr(ctx, -30, -44, 60, 8, 2); ctx.fillStyle = shade(p.c, -0.2); ctx.fill()
  for (let x = -28; x < 30; x += 3) line(ctx, [[x, -43], [x, -38]], alpha(WHITE, 0.35), 0.7)
  ellipse(ctx, 0, 24, 18, 10, alpha(WHITE, 0.28))
  label(ctx, -24, -28, 48, 34, p, w)
  gloss(ctx, -26, -30, 4, 60, 0.3)
}

const tin: Draw = (ctx, p, w) => {
  ellipse(ctx, 0, 38, 28, 7, p.d)
  rr(ctx, -28, -30, 56, 68, 3); fillGrad(ctx, -28, 0, 28, 0, p.d, p.d); fillGrad(ctx, -28, 0, 28, 0, shade(p.c, -0.2), shade(p.c, -0.45))
  rr(ctx, -28, -30, 56, 68, 3); fillGrad(ctx, -28, 0, 28, 0, p.c, shade(p.c, -0.35))
  ellipse(ctx, 0, -30, 28, 7, shade(p.accent, 0.1)); rr(ctx, -28, -36, 56, 8, 2); fillGrad(ctx, -28, 0, 28, 0, p.accent, shade(p.accent, -0.4)); ellipse(ctx, 0, -36, 28, 7, shade(p.accent, 0.3))
  rr(ctx, -14, -20, 28, 46, 3); ctx.fillStyle = alpha('#f7f1e3', 0.95); ctx.fill()
  ctx.save(); ctx.translate(0, 3)
  text(ctx, [...shortNoun(w.noun)].slice(0, 2).join(''), 0, -8, 11, p.accent, { weight: 800, maxWidth: 24 })
  text(ctx, w.brand, 0, 10, 6, '#2b2b33', { weight: 600, maxWidth: 24 })
  ctx.restore()
  gloss(ctx, -24, -26, 4, 60)
}

const sack: Draw = (ctx, p, w) => {
  ctx.beginPath(); ctx.moveTo(-26, -40); ctx.quadraticCurveTo(0, -48, 26, -40); ctx.quadraticCurveTo(40, 0, 34, 44); ctx.lineTo(-34, 44); ctx.quadraticCurveTo(-40, 0, -26, -40); ctx.closePath()
  fillGrad(ctx, -36, -44, 36, 44, '#f3ead8', '#cdbb98')
  rr(ctx, -24, -42, 48, 6, 2); ctx.fillStyle = p.c; ctx.fill()
  rr(ctx, -26, -18, 52, 44, 6); ctx.fillStyle = p.c; ctx.fill()
  text(ctx, [...shortNoun(w.noun)].slice(-2).join(''), 0, -2, 14, WHITE, { weight: 800, maxWidth: 44 })
  text(ctx, w.brand, 0, 16, 7, alpha(WHITE, 0.9), { weight: 600, maxWidth: 44 })
}

const oil: Draw = (ctx, p, w) => {
  rr(ctx, -8, -48, 16, 10, 2); ctx.fillStyle = p.accent; ctx.fill()
  ctx.beginPath(); ctx.moveTo(-8, -38); ctx.lineTo(8, -38); ctx.quadraticCurveTo(22, -28, 22, -14); ctx.lineTo(22, 44); ctx.lineTo(-22, 44); ctx.lineTo(-22, -14); ctx.quadraticCurveTo(-22, -28, -8, -38); ctx.closePath()
  fillGrad(ctx, -22, -38, 22, 44, alpha(p.l, 0.95), p.d)
  label(ctx, -18, -2, 36, 30, p, w)
  gloss(ctx, -18, -20, 4, 56, 0.45)
}

const orange: Draw = (ctx, p) => {
  for (const [x, y, r] of [[-16, 14, 24], [18, 16, 22], [0, -12, 26]] as Array<[number, number, number]>) {
    const g = ctx.createRadialGradient(x - r * 0.3, y - r * 0.3, r * 0.1, x, y, r)
    g.addColorStop(0, '#ffcf6a'); g.addColorStop(1, '#f07c12')
    ctx.beginPath(); ctx.arc(x, y, r, 0, Math.PI * 2); ctx.fillStyle = g; ctx.fill()
    circle(ctx, x, y - r + 3, 1.8, '#7a5a20')
  }
  ellipse(ctx, 10, -40, 10, 4, '#4f9a3a')
  void p
}

const apple: Draw = (ctx) => {
  for (const [x, y, r] of [[-18, 14, 22], [18, 14, 22], [0, -14, 24]] as Array<[number, number, number]>) {
    const g = ctx.createRadialGradient(x - r * 0.35, y - r * 0.35, r * 0.1, x, y, r)
    g.addColorStop(0, '#ff8a7a'); g.addColorStop(0.6, '#d4252e'); g.addColorStop(1, '#9a1620')
    ctx.beginPath(); ctx.ellipse(x - r * 0.25, y, r * 0.7, r, 0, 0, Math.PI * 2); ctx.ellipse(x + r * 0.25, y, r * 0.7, r, 0, 0, Math.PI * 2); ctx.fillStyle = g; ctx.fill()
    line(ctx, [[x, y - r + 2], [x + 2, y - r - 6]], '#6b4a22', 2)
  }
  ellipse(ctx, 8, -42, 8, 3.5, '#4f9a3a')
}

const banana: Draw = (ctx) => {
  for (let i = 0; i < 4; i++) {
    ctx.save(); ctx.rotate(-0.35 + i * 0.22)
    ctx.beginPath(); ctx.moveTo(-6, -40); ctx.quadraticCurveTo(34, -10, 10, 40); ctx.quadraticCurveTo(20, -6, -12, -36); ctx.closePath()
    fillGrad(ctx, -10, -40, 20, 40, '#ffe680', '#e2b21a'); ctx.restore()
  }
  rr(ctx, -14, -46, 12, 10, 3); ctx.fillStyle = '#6b7a2a'; ctx.fill()
}

const strawberry: Draw = (ctx) => {
  for (const [x, y, s] of [[-18, 14, 1], [18, 16, 0.9], [0, -10, 1.1]] as Array<[number, number, number]>) {
    ctx.save(); ctx.translate(x, y); ctx.scale(s, s)
    ctx.beginPath(); ctx.moveTo(-18, -10); ctx.quadraticCurveTo(0, -18, 18, -10); ctx.quadraticCurveTo(16, 12, 0, 22); ctx.quadraticCurveTo(-16, 12, -18, -10); ctx.closePath()
    fillGrad(ctx, 0, -16, 0, 22, '#ff5a5f', '#c0182a')
    for (let i = 0; i < 8; i++) circle(ctx, -10 + (i % 4) * 7, -4 + Math.floor(i / 4) * 10, 0.9, '#ffe08a')
    for (let i = 0; i < 5; i++) { ctx.save(); ctx.translate(0, -13); ctx.rotate(-1 + i * 0.5); ellipse(ctx, 0, -4, 3, 7, '#3f8a3a'); ctx.restore() }
    ctx.restore()
  }
}

const can: Draw = (ctx, p, w) => {
  ellipse(ctx, 0, 40, 30, 7, p.d)
  rr(ctx, -30, -34, 60, 74, 4); fillGrad(ctx, -30, 0, 30, 0, p.l, p.d)
  rr(ctx, -32, -42, 64, 12, 4); fillGrad(ctx, -32, 0, 32, 0, '#f2f2f2', '#a8acb2'); ellipse(ctx, 0, -42, 32, 7, '#e8eaee')
  rr(ctx, -24, -20, 48, 36, 6); ctx.fillStyle = 'rgba(255,255,255,0.92)'; ctx.fill()
  text(ctx, w.brand, 0, -10, 9, p.accent, { weight: 800, maxWidth: 42 })
  text(ctx, shortNoun(w.noun), 0, 4, 7, '#2b2b33', { weight: 600, maxWidth: 42 })
  ellipse(ctx, 0, 28, 14, 5, alpha(WHITE, 0.5))
  gloss(ctx, -26, -30, 4, 60)
}

const blocks: Draw = (ctx, p) => {
  const cols = [p.c, p.accent, '#ffc93c', '#4fb3e8', '#6ccf7a']
  const cubes: Array<[number, number, number]> = [[-30, 18, 0], [-4, 18, 1], [22, 18, 2], [-18, -8, 3], [8, -8, 4], [-5, -34, 0]]
  for (const [x, y, c] of cubes) {
    rr(ctx, x, y, 24, 24, 3); fillGrad(ctx, x, y, x + 24, y + 24, shade(cols[c], 0.25), shade(cols[c], -0.2))
    circle(ctx, x + 7, y - 1, 4, shade(cols[c], 0.1)); circle(ctx, x + 17, y - 1, 4, shade(cols[c], 0.1))
  }
}

const bear: Draw = (ctx, p) => {
  const fur = p.c; const dark = shade(fur, -0.25)
  circle(ctx, -20, -34, 10, fur); circle(ctx, 20, -34, 10, fur); circle(ctx, -20, -34, 5, dark); circle(ctx, 20, -34, 5, dark)
  ellipse(ctx, 0, 22, 28, 24, fur); ellipse(ctx, 0, 24, 16, 14, shade(fur, 0.35))
  circle(ctx, -28, 40, 10, fur); circle(ctx, 28, 40, 10, fur); circle(ctx, -34, 12, 9, fur); circle(ctx, 34, 12, 9, fur)
  circle(ctx, 0, -18, 24, fur); ellipse(ctx, 0, -10, 11, 8, shade(fur, 0.4))
  circle(ctx, -9, -22, 3, GLASS); circle(ctx, 9, -22, 3, GLASS); ellipse(ctx, 0, -13, 4, 3, GLASS)
  ctx.beginPath(); ctx.moveTo(-8, 0); ctx.lineTo(0, 5); ctx.lineTo(8, 0); ctx.lineTo(8, 8); ctx.lineTo(0, 4); ctx.lineTo(-8, 8); ctx.closePath(); ctx.fillStyle = p.accent; ctx.fill()
}

const car: Draw = (ctx, p) => {
  ctx.beginPath(); ctx.moveTo(-44, 18); ctx.lineTo(-44, 0); ctx.lineTo(-30, -4); ctx.lineTo(-16, -24); ctx.lineTo(16, -24); ctx.lineTo(30, -4); ctx.lineTo(44, 0); ctx.lineTo(44, 18); ctx.closePath()
  fillGrad(ctx, -44, -24, 44, 18, p.l, p.d)
  ctx.beginPath(); ctx.moveTo(-12, -20); ctx.lineTo(-2, -20); ctx.lineTo(-2, -5); ctx.lineTo(-24, -5); ctx.closePath(); ctx.fillStyle = alpha('#cfe6f5', 0.9); ctx.fill()
  ctx.beginPath(); ctx.moveTo(2, -20); ctx.lineTo(12, -20); ctx.lineTo(24, -5); ctx.lineTo(2, -5); ctx.closePath(); ctx.fillStyle = alpha('#cfe6f5', 0.9); ctx.fill()
  for (const x of [-26, 26]) { circle(ctx, x, 18, 11, GLASS); circle(ctx, x, 18, 5, '#c9ced6') }
  rr(ctx, 38, 2, 6, 5, 2); ctx.fillStyle = '#ffd84a'; ctx.fill()
  line(ctx, [[-30, -4], [-34, -30]], '#555', 1.2); circle(ctx, -34, -31, 2, p.accent)
}

const mat: Draw = (ctx, p) => {
  rr(ctx, -44, 10, 70, 24, 4); fillGrad(ctx, -44, 10, 26, 34, p.l, p.d)
  ellipse(ctx, 26, 10, 18, 24, shade(p.c, -0.15)); ellipse(ctx, 26, 10, 12, 17, p.c); ellipse(ctx, 26, 10, 6, 9, shade(p.c, -0.25))
  rr(ctx, -44, 0, 70, 10, 2); ctx.fillStyle = shade(p.c, 0.2); ctx.fill()
  line(ctx, [[-20, -4], [-20, 38]], p.accent, 3); line(ctx, [[0, -4], [0, 38]], p.accent, 3)
}

const dumbbell: Draw = (ctx, p) => {
  for (const y of [-14, 18]) {
    ctx.save(); ctx.translate(0, y); ctx.rotate(-0.1)
    rr(ctx, -30, -3, 60, 6, 3); ctx.fillStyle = '#9aa0a8'; ctx.fill()
    for (const s of [-1, 1]) { rr(ctx, s * 26 - 7, -16, 14, 32, 4); fillGrad(ctx, s * 26 - 7, -16, s * 26 + 7, 16, p.l, p.d); rr(ctx, s * 36 - 4, -11, 8, 22, 3); ctx.fillStyle = p.d; ctx.fill() }
    ctx.restore()
  }
}

const rope: Draw = (ctx, p) => {
  ctx.beginPath(); ctx.moveTo(-26, -20); ctx.bezierCurveTo(-60, 60, 60, 60, 26, -20); ctx.strokeStyle = p.c; ctx.lineWidth = 3.5; ctx.stroke()
  for (const s of [-1, 1]) { ctx.save(); ctx.translate(s * 26, -30); ctx.rotate(s * 0.25); rr(ctx, -6, -18, 12, 30, 6); fillGrad(ctx, -6, -18, 6, 12, p.l, p.d); rr(ctx, -6, 6, 12, 4, 1); ctx.fillStyle = p.accent; ctx.fill(); ctx.restore() }
}

const tent: Draw = (ctx, p) => {
  ctx.beginPath(); ctx.moveTo(-46, 40); ctx.lineTo(0, -40); ctx.lineTo(46, 40); ctx.closePath(); fillGrad(ctx, -46, -40, 46, 40, p.l, p.d)
  ctx.beginPath(); ctx.moveTo(0, -40); ctx.lineTo(46, 40); ctx.lineTo(20, 40); ctx.closePath(); ctx.fillStyle = alpha(shade(p.c, -0.3), 0.8); ctx.fill()
  ctx.beginPath(); ctx.moveTo(-14, 40); ctx.lineTo(0, 6); ctx.lineTo(14, 40); ctx.closePath(); ctx.fillStyle = GLASS; ctx.fill()
  line(ctx, [[0, -40], [0, -48]], '#6b4a22', 2); line(ctx, [[-46, 40], [-52, 44]], '#6b4a22', 1.2); line(ctx, [[46, 40], [52, 44]], '#6b4a22', 1.2)
  line(ctx, [[-30, 12], [30, 12]], alpha(p.accent, 0.9), 2)
}

const chair: Draw = (ctx, p) => {
  line(ctx, [[-28, 44], [22, -8]], '#60646c', 3); line(ctx, [[28, 44], [-22, -8]], '#60646c', 3)
  line(ctx, [[-26, -44], [-22, 0]], '#60646c', 3); line(ctx, [[26, -44], [22, 0]], '#60646c', 3)
  ctx.beginPath(); ctx.moveTo(-26, -44); ctx.lineTo(26, -44); ctx.lineTo(22, -6); ctx.lineTo(-22, -6); ctx.closePath(); fillGrad(ctx, -26, -44, 26, -6, p.l, p.d)
  ctx.beginPath(); ctx.moveTo(-22, -6); ctx.lineTo(22, -6); ctx.lineTo(28, 10); ctx.lineTo(-28, 10); ctx.closePath(); ctx.fillStyle = shade(p.c, -0.2); ctx.fill()
  rr(ctx, -36, -14, 14, 4, 2); ctx.fillStyle = p.accent; ctx.fill(); rr(ctx, 22, -14, 14, 4, 2); ctx.fill()
}

const flask: Draw = (ctx, p, w) => {
  rr(ctx, -12, -48, 24, 14, 4); ctx.fillStyle = GLASS; ctx.fill()
  rr(ctx, -16, -36, 32, 82, 10); fillGrad(ctx, -16, 0, 16, 0, p.l, p.d)
  rr(ctx, -16, -36, 32, 4, 1); ctx.fillStyle = '#c9ced6'; ctx.fill()
  text(ctx, w.brand, 0, 6, 6, p.ink, { weight: 700, maxWidth: 26 })
  gloss(ctx, -12, -30, 4, 70, 0.45)
  rr(ctx, 20, -10, 22, 56, 6); fillGrad(ctx, 20, 0, 42, 0, shade(p.accent, 0.2), shade(p.accent, -0.3)); rr(ctx, 22, -16, 18, 8, 3); ctx.fillStyle = GLASS; ctx.fill()
}

const backpack: Draw = (ctx, p, w) => {
  line(ctx, [[-14, -40], [-14, -48], [14, -48], [14, -40]], p.d, 4)
  rr(ctx, -32, -40, 64, 86, 18); fillGrad(ctx, -32, -40, 32, 46, p.l, p.d)
  rr(ctx, -24, 6, 48, 32, 8); ctx.fillStyle = shade(p.c, -0.15); ctx.fill()
  line(ctx, [[-20, 10], [20, 10]], p.accent, 2)
  rr(ctx, -10, -26, 20, 12, 3); ctx.fillStyle = alpha(WHITE, 0.85); ctx.fill(); text(ctx, w.brand, 0, -20, 5, p.d, { weight: 700, maxWidth: 18 })
}

const book: Draw = (ctx, p, w) => {
  rr(ctx, -30, -44, 66, 90, 2); ctx.fillStyle = '#f3efe6'; ctx.fill()
  for (let y = -40; y < 44; y += 3) line(ctx, [[33, y], [35, y]], '#d8d2c4', 0.6)
  rr(ctx, -36, -46, 66, 90, 3); fillGrad(ctx, -36, -46, 30, 44, p.l, p.d)
  rr(ctx, -36, -46, 7, 90, 2); ctx.fillStyle = alpha('#000000', 0.15); ctx.fill()
  circle(ctx, 2, 6, 16, alpha(p.accent, 0.85)); circle(ctx, 12, 14, 9, alpha(WHITE, 0.35))
  const title = shortNoun(w.noun)
  text(ctx, title, 0, -28, 11, p.ink, { weight: 800, maxWidth: 52 })
  rr(ctx, -16, -18, 32, 1.2, 0.6); ctx.fillStyle = alpha(p.ink, 0.6); ctx.fill()
  text(ctx, `${w.brand}出版`, 0, 34, 5.5, p.ink, { weight: 500, maxWidth: 50 })
}

const bedding: Draw = (ctx, p) => {
  const layers = [shade(p.c, 0.35), p.c, shade(p.c, -0.15), shade(p.accent, 0.3)]
  layers.forEach((c, i) => {
    const y = 26 - i * 18
    rr(ctx, -44 + i * 2, y, 88 - i * 4, 18, 6); fillGrad(ctx, -44, y, 44, y + 18, shade(c, 0.1), shade(c, -0.1))
    line(ctx, [[-40 + i * 2, y + 9], [40 - i * 2, y + 9]], alpha(WHITE, 0.35), 0.8)
  })
  rr(ctx, -10, -28, 20, 70, 2); ctx.fillStyle = alpha(p.accent, 0.8); ctx.fill()
}

const pillow: Draw = (ctx, p) => {
  ctx.beginPath(); ctx.moveTo(-44, -20); ctx.quadraticCurveTo(0, -34, 44, -20); ctx.quadraticCurveTo(50, 8, 44, 32); ctx.quadraticCurveTo(0, 44, -44, 32); ctx.quadraticCurveTo(-50, 8, -44, -20); ctx.closePath()
  fillGrad(ctx, -44, -30, 44, 40, p.l, p.d)
  ctx.beginPath(); ctx.moveTo(-30, 4); ctx.quadraticCurveTo(0, -8, 30, 4); ctx.strokeStyle = alpha(WHITE, 0.4); ctx.lineWidth = 2; ctx.stroke()
  for (let i = 0; i < 6; i++) circle(ctx, -30 + i * 12, 20, 1.5, alpha(p.accent, 0.8))
}

const crate: Draw = (ctx, p, w) => {
  ctx.beginPath(); ctx.moveTo(-40, -20); ctx.lineTo(40, -20); ctx.lineTo(36, 42); ctx.lineTo(-36, 42); ctx.closePath(); fillGrad(ctx, -40, -20, 40, 42, p.l, p.d)
  rr(ctx, -44, -30, 88, 12, 3); ctx.fillStyle = shade(p.c, -0.2); ctx.fill()
  rr(ctx, -10, -8, 20, 6, 3); ctx.fillStyle = alpha(GLASS, 0.5); ctx.fill()
  rr(ctx, -22, 8, 44, 20, 3); ctx.fillStyle = alpha(WHITE, 0.85); ctx.fill(); text(ctx, w.brand, 0, 18, 8, p.d, { weight: 700, maxWidth: 38 })
}

const shelf: Draw = (ctx, p) => {
  for (const x of [-40, 36]) { rr(ctx, x, -44, 4, 90, 2); ctx.fillStyle = p.d; ctx.fill() }
  for (const y of [-30, 2, 34]) { rr(ctx, -42, y, 84, 5, 2); fillGrad(ctx, -42, y, 42, y + 5, p.l, p.c) }
  rr(ctx, -30, -48, 10, 18, 2); ctx.fillStyle = p.accent; ctx.fill(); rr(ctx, -18, -44, 8, 14, 2); ctx.fillStyle = shade(p.accent, 0.4); ctx.fill()
  circle(ctx, 20, -8, 10, '#6cb86a'); rr(ctx, 14, -6, 12, 8, 2); ctx.fillStyle = '#c89c6c'; ctx.fill()
  rr(ctx, -28, 14, 24, 20, 2); ctx.fillStyle = alpha(GLASS, 0.6); ctx.fill()
}

const wok: Draw = (ctx, p) => {
  ctx.beginPath(); ctx.ellipse(-8, 4, 36, 12, 0, 0, Math.PI * 2); ctx.fillStyle = GLASS; ctx.fill()
  ctx.beginPath(); ctx.moveTo(-44, 4); ctx.quadraticCurveTo(-8, 56, 28, 4); ctx.closePath(); fillGrad(ctx, -44, 4, 28, 40, p.l, p.d)
  ellipse(ctx, -8, 4, 32, 9, '#3a3d44'); ellipse(ctx, -14, 2, 14, 3, alpha(WHITE, 0.15))
  rr(ctx, 26, -2, 24, 8, 4); ctx.fillStyle = '#6b4a22'; ctx.fill()
}

const dishes: Draw = (ctx, p) => {
  ellipse(ctx, -4, 26, 46, 14, shade(p.c, -0.15)); ellipse(ctx, -4, 24, 44, 12, '#f8f7f4'); ellipse(ctx, -4, 24, 30, 7, alpha(p.accent, 0.25))
  ctx.beginPath(); ctx.moveTo(-24, -10); ctx.quadraticCurveTo(-22, 22, 0, 22); ctx.quadraticCurveTo(22, 22, 24, -10); ctx.closePath(); fillGrad(ctx, -24, -10, 24, 22, '#fbfaf7', '#d8d4cc')
  ellipse(ctx, 0, -10, 24, 6, '#efece6'); rr(ctx, -22, 0, 44, 3, 1.5); ctx.fillStyle = p.accent; ctx.fill()
  line(ctx, [[28, -40], [38, 20]], p.c, 2.5); line(ctx, [[34, -40], [42, 18]], p.c, 2.5)
}

const knife: Draw = (ctx, p) => {
  rr(ctx, -38, -6, 40, 64, 6); fillGrad(ctx, -38, -6, 2, 58, p.l, p.d)
  for (let i = 0; i < 4; i++) { rr(ctx, -32 + i * 8, -46 + i * 3, 5, 44, 2); fillGrad(ctx, -32 + i * 8, -46, -27 + i * 8, 0, '#f1f3f5', '#9aa0a8'); rr(ctx, -33 + i * 8, -10, 7, 14, 2); ctx.fillStyle = GLASS; ctx.fill() }
  ctx.beginPath(); ctx.moveTo(14, -44); ctx.lineTo(30, -44); ctx.lineTo(30, 12); ctx.quadraticCurveTo(14, 10, 14, -44); ctx.closePath(); fillGrad(ctx, 14, -44, 30, 12, '#f6f7f8', '#a0a6ae')
  rr(ctx, 16, 12, 14, 32, 4); ctx.fillStyle = GLASS; ctx.fill(); circle(ctx, 23, 20, 1.5, '#c9ced6'); circle(ctx, 23, 34, 1.5, '#c9ced6')
}

const lunchbox: Draw = (ctx, p) => {
  for (let i = 0; i < 3; i++) { const y = 22 - i * 22; rr(ctx, -36, y, 72, 22, 6); fillGrad(ctx, -36, y, 36, y + 22, i === 1 ? shade(p.accent, 0.3) : p.l, i === 1 ? p.accent : p.d) }
  rr(ctx, -30, -34, 60, 8, 4); ctx.fillStyle = p.d; ctx.fill(); line(ctx, [[-20, -34], [-16, -46], [16, -46], [20, -34]], p.d, 3)
}

const pills: Draw = (ctx, p, w) => {
  rr(ctx, -24, -46, 48, 14, 4); fillGrad(ctx, -24, -46, 24, -32, p.accent, shade(p.accent, -0.3))
  rr(ctx, -28, -34, 56, 78, 10); fillGrad(ctx, -28, 0, 28, 0, '#fbfbfb', '#d9dce0')
  rr(ctx, -28, -18, 56, 40, 2); ctx.fillStyle = p.c; ctx.fill()
  text(ctx, w.brand, 0, -8, 9, p.ink, { weight: 800, maxWidth: 50 })
  text(ctx, shortNoun(w.noun), 0, 8, 6.5, p.ink, { weight: 600, maxWidth: 50 })
  ellipse(ctx, 38, 40, 8, 4, p.accent); ellipse(ctx, 30, 44, 7, 3.5, shade(p.accent, 0.35))
  gloss(ctx, -24, -28, 4, 64, 0.5)
}

const monitor: Draw = (ctx, p, w) => {
  rr(ctx, -36, -28, 56, 72, 10); fillGrad(ctx, -36, -28, 20, 44, '#fbfbfb', '#cfd3d8')
  rr(ctx, -30, -22, 44, 30, 4); ctx.fillStyle = '#cfe8d6'; ctx.fill()
  text(ctx, '118', -8, -11, 11, '#1f3a2a', { weight: 700 }); text(ctx, '76', -8, 2, 7, '#1f3a2a', { weight: 600 })
  circle(ctx, -8, 24, 7, p.c); circle(ctx, -8, 24, 3, WHITE)
  text(ctx, w.brand, -8, 38, 4.5, '#60646c', { maxWidth: 40 })
  ctx.beginPath(); ctx.moveTo(20, 0); ctx.bezierCurveTo(40, 0, 40, 30, 30, 38); ctx.strokeStyle = '#60646c'; ctx.lineWidth = 2; ctx.stroke()
  rr(ctx, 22, 30, 24, 16, 6); ctx.fillStyle = p.accent; ctx.fill()
}

const thermometer: Draw = (ctx, p) => {
  ctx.beginPath(); ctx.moveTo(-40, -26); ctx.lineTo(18, -30); ctx.quadraticCurveTo(36, -26, 36, -14); ctx.quadraticCurveTo(36, -2, 18, 0); ctx.lineTo(-40, -4); ctx.closePath(); fillGrad(ctx, -40, -30, 36, 0, '#fbfbfb', '#cfd3d8')
  ellipse(ctx, -40, -15, 4, 11, p.c)
  rr(ctx, 2, -4, 18, 48, 8); fillGrad(ctx, 2, -4, 20, 44, '#f4f5f7', '#bfc4ca')
  rr(ctx, -6, -24, 28, 16, 3); ctx.fillStyle = '#cfe8d6'; ctx.fill(); text(ctx, '36.5', 8, -16, 8, '#1f3a2a', { weight: 700 })
  circle(ctx, 11, 12, 4, p.accent)
}

const coin: Draw = (ctx, p, w) => {
  for (const [x, y, r, lit] of [[18, 14, 24, 0], [-10, -4, 32, 1]] as Array<[number, number, number, number]>) {
    const g = ctx.createRadialGradient(x - r * 0.35, y - r * 0.35, r * 0.1, x, y, r)
    g.addColorStop(0, lit === 1 ? '#fff1b8' : '#eef0f2'); g.addColorStop(1, lit === 1 ? '#b8862a' : '#8f959c')
    circle(ctx, x, y + 3, r, lit === 1 ? '#8a6420' : '#6a7077'); ctx.beginPath(); ctx.arc(x, y, r, 0, Math.PI * 2); ctx.fillStyle = g; ctx.fill()
    ctx.beginPath(); ctx.arc(x, y, r * 0.8, 0, Math.PI * 2); ctx.strokeStyle = alpha(lit === 1 ? '#7a5a1a' : '#5a6067', 0.6); ctx.lineWidth = 1.2; ctx.stroke()
  }
  text(ctx, [...w.noun][0] === '生' ? '福' : '珍', -10, -6, 24, '#7a5a1a', { weight: 800 })
  text(ctx, '2025', -10, 16, 5, '#7a5a1a', { weight: 700 })
  void p
}

const stamps: Draw = (ctx, p) => {
  rr(ctx, -44, -40, 88, 80, 2); ctx.fillStyle = '#f6f1e4'; ctx.fill()
  const hues = [p.c, p.accent, shade(p.c, 0.3), shade(p.accent, -0.2)]
  for (let i = 0; i < 6; i++) {
    const x = -38 + (i % 3) * 27; const y = -34 + Math.floor(i / 3) * 36
    rr(ctx, x, y, 23, 31, 1); ctx.fillStyle = WHITE; ctx.fill()
    for (let k = 0; k <= 7; k++) { circle(ctx, x + k * 3.3, y, 0.9, '#f6f1e4'); circle(ctx, x + k * 3.3, y + 31, 0.9, '#f6f1e4') }
    rr(ctx, x + 2.5, y + 2.5, 18, 22, 1); ctx.fillStyle = hues[i % 4]; ctx.fill()
    circle(ctx, x + 11.5, y + 12, 5, alpha(WHITE, 0.55))
    text(ctx, '80分', x + 11.5, y + 28, 3.5, '#7a1f1f', { weight: 700 })
  }
}

const scroll: Draw = (ctx, p, w) => {
  rr(ctx, -30, -46, 60, 6, 3); ctx.fillStyle = '#6b4a22'; ctx.fill(); rr(ctx, -30, 40, 60, 6, 3); ctx.fill()
  rr(ctx, -26, -40, 52, 80, 0); ctx.fillStyle = '#e9dfc8'; ctx.fill()
  rr(ctx, -20, -34, 40, 68, 0); ctx.fillStyle = '#f8f3e6'; ctx.fill()
  if (w.noun.includes('书法')) {
    const chars = ['厚', '德', '载', '物']
    chars.forEach((ch, i) => text(ctx, ch, 0, -22 + i * 15, 13, '#1c1c1c', { weight: 900 }))
  } else {
    ctx.beginPath(); ctx.moveTo(-20, 20); ctx.lineTo(-8, -4); ctx.lineTo(0, 8); ctx.lineTo(10, -14); ctx.lineTo(20, 20); ctx.closePath(); ctx.fillStyle = alpha('#3a4a44', 0.75); ctx.fill()
    ctx.beginPath(); ctx.moveTo(-20, 28); ctx.lineTo(-2, 12); ctx.lineTo(20, 28); ctx.closePath(); ctx.fillStyle = alpha('#5a6a64', 0.5); ctx.fill()
    circle(ctx, 10, -24, 5, alpha(p.accent, 0.8))
    if (w.noun.includes('花鸟')) { circle(ctx, -8, -18, 4, '#d4506a'); circle(ctx, -4, -22, 3, '#e07a8a') }
  }
  rr(ctx, 10, 24, 6, 6, 1); ctx.fillStyle = '#c0282e'; ctx.fill()
}

const beads: Draw = (ctx, p) => {
  const n = 14
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2; const x = Math.cos(a) * 30; const y = Math.sin(a) * 26
    const g = ctx.createRadialGradient(x - 2, y - 2, 1, x, y, 7)
    g.addColorStop(0, i === 0 ? shade(p.accent, 0.5) : '#8a3a2a'); g.addColorStop(1, i === 0 ? p.accent : '#3a120c')
    ctx.beginPath(); ctx.arc(x, y, 7, 0, Math.PI * 2); ctx.fillStyle = g; ctx.fill()
  }
}

const pendant: Draw = (ctx, p, w) => {
  line(ctx, [[-22, -46], [0, -22], [22, -46]], '#6b4a22', 1.5)
  rr(ctx, -4, -26, 8, 8, 2); ctx.fillStyle = '#d4b46a'; ctx.fill()
  const g = ctx.createRadialGradient(-8, -6, 2, 0, 8, 30)
  const jade = w.noun.includes('核雕') ? ['#e0c29a', '#8a5a2a'] : ['#e6f4df', '#7fb08a']
  g.addColorStop(0, jade[0]); g.addColorStop(1, jade[1])
  ctx.beginPath(); ctx.ellipse(0, 12, 22, 28, 0, 0, Math.PI * 2); ctx.fillStyle = g; ctx.fill()
  ctx.beginPath(); ctx.arc(0, 12, 10, 0, Math.PI * 2); ctx.strokeStyle = alpha('#ffffff', 0.5); ctx.lineWidth = 2; ctx.stroke()
  void p
}

const teapot: Draw = (ctx) => {
  const clay = '#8a4a2e'
  ellipse(ctx, 0, 10, 34, 26, clay)
  const g = ctx.createRadialGradient(-12, 0, 2, 0, 10, 36); g.addColorStop(0, '#b8704a'); g.addColorStop(1, '#5a2a18')
  ctx.beginPath(); ctx.ellipse(0, 10, 34, 26, 0, 0, Math.PI * 2); ctx.fillStyle = g; ctx.fill()
  ctx.beginPath(); ctx.moveTo(-30, 6); ctx.quadraticCurveTo(-48, 0, -46, -16); ctx.lineTo(-40, -14); ctx.quadraticCurveTo(-40, 0, -28, 14); ctx.closePath(); ctx.fillStyle = '#6a341e'; ctx.fill()
  ctx.beginPath(); ctx.arc(38, 8, 12, -Math.PI / 2, Math.PI / 2); ctx.strokeStyle = '#6a341e'; ctx.lineWidth = 5; ctx.stroke()
  ellipse(ctx, 0, -14, 18, 5, '#6a341e'); circle(ctx, 0, -20, 4, '#6a341e')
  ellipse(ctx, 0, 34, 22, 4, '#4a2214')
}

const bone: Draw = (ctx, p) => {
  ctx.save(); ctx.rotate(-0.4)
  rr(ctx, -30, -8, 60, 16, 8); fillGrad(ctx, -30, -8, 30, 8, p.l, p.c)
  for (const [x, y] of [[-30, -8], [-30, 8], [30, -8], [30, 8]]) circle(ctx, x, y, 10, p.l)
  ctx.restore()
  circle(ctx, 24, 28, 14, p.accent); ctx.beginPath(); ctx.arc(24, 28, 14, -0.6, 0.8); ctx.strokeStyle = alpha(WHITE, 0.7); ctx.lineWidth = 2; ctx.stroke()
}

const leash: Draw = (ctx, p) => {
  ctx.beginPath(); ctx.arc(-8, -8, 26, 0, Math.PI * 2); ctx.strokeStyle = p.c; ctx.lineWidth = 7; ctx.stroke()
  ctx.beginPath(); ctx.arc(-8, -8, 26, 0, Math.PI * 2); ctx.strokeStyle = alpha(WHITE, 0.3); ctx.lineWidth = 1.5; ctx.stroke()
  rr(ctx, -16, 14, 16, 8, 2); ctx.fillStyle = '#c9ced6'; ctx.fill(); circle(ctx, -8, 26, 4, p.accent)
  ctx.beginPath(); ctx.moveTo(-8, 30); ctx.bezierCurveTo(10, 50, 40, 40, 36, 10); ctx.strokeStyle = p.d; ctx.lineWidth = 4; ctx.stroke()
  rr(ctx, 28, -20, 18, 30, 8); fillGrad(ctx, 28, -20, 46, 10, p.l, p.d)
}

export const DRAW: Record<Kind, Draw> = {
  phone, tablet, earbuds, headphones, speaker, watch, cooker, airfryer, blender, kettle, vacuum, fan, tower, hairdryer, toothbrush, shaver,
  jar, dropper, tube, sachet, lipstick, compact, palette, perfume, dress, tshirt, shirt, hoodie, trousers, sneaker, boot,
  pouch, tin, sack, oil, orange, apple, banana, strawberry, can, blocks, bear, car, mat, dumbbell, rope, tent, chair, flask, backpack,
  book, bedding, pillow, crate, shelf, wok, dishes, knife, lunchbox, pills, monitor, thermometer, coin, stamps, scroll, beads, pendant, teapot, bone, leash
}

/** Draw `kind` centred on (cx, cy), `size` pixels tall, with a soft floor shadow. */
export function drawProduct (ctx: Ctx, kind: Kind, cx: number, cy: number, size: number, p: Paint, words: Words): void {
  ctx.save()
  ctx.translate(cx, cy)
  ctx.scale(size / 100, size / 100)
  const g = ctx.createRadialGradient(0, 48, 2, 0, 48, 48)
  g.addColorStop(0, 'rgba(0,0,0,0.18)')
  g.addColorStop(1, 'rgba(0,0,0,0)')
  ctx.beginPath(); ctx.ellipse(0, 48, 50, 7, 0, 0, Math.PI * 2); ctx.fillStyle = g; ctx.fill()
  DRAW[kind](ctx, p, words)
  ctx.restore()
}

