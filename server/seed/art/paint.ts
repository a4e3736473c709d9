import type { SKRSContext2D } from '@napi-rs/canvas'
import { font } from './fonts'

// Small drawing helpers shared by the product drawings and the scenes: colours, rounded boxes,
// gradients and lettering.

export type Ctx = SKRSContext2D

export function hexToRgb (hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

function rgbToHex (r: number, g: number, b: number): string {
  const c = (v: number): string => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')
  return `#${c(r)}${c(g)}${c(b)}`
}

/** Mix a colour toward white (t > 0) or black (t < 0). */
export function shade (hex: string, t: number): string {
  const [r, g, b] = hexToRgb(hex)
  const k = Math.abs(t); const to = t > 0 ? 255 : 0
  return rgbToHex(r + (to - r) * k, g + (to - g) * k, b + (to - b) * k)
}

export function hsl (h: number, s: number, l: number): string {
  h = ((h % 360) + 360) % 360
  const c = (1 - Math.abs(2 * l - 1)) * s
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1))
  const m = l - c / 2
  const [r, g, b] = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x]
  return rgbToHex((r + m) * 255, (g + m) * 255, (b + m) * 255)
}

/** Perceived lightness 0–1: dark paints get light lettering. */
export function lightness (hex: string): number {
  const [r, g, b] = hexToRgb(hex)
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255
}

export function alpha (hex: string, a: number): string {
  const [r, g, b] = hexToRgb(hex)
  return `rgba(${r},${g},${b},${a})`
}

/** The paints of one product: its body colour, a darker and a lighter tone, a contrasting ink. */
export interface Paint { c: string, d: string, l: string, ink: string, accent: string }

export function paintOf (base: string, accent: string): Paint {
  const light = lightness(base) > 0.62
  return { c: base, d: shade(base, light ? -0.28 : -0.4), l: shade(base, 0.45), ink: light ? '#2b2b33' : '#ffffff', accent }
}

export function rr (ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath()
  ctx.roundRect(x, y, w, h, Math.max(0, Math.min(r, w / 2, h / 2)))
}

/** Fill the current path with a top-to-bottom (or left-to-right) gradient of two colours. */
export function fillGrad (ctx: Ctx, x0: number, y0: number, x1: number, y1: number, a: string, b: string): void {
  const g = ctx.createLinearGradient(x0, y0, x1, y1)
  g.addColorStop(0, a)
  g.addColorStop(1, b)
  ctx.fillStyle = g
  ctx.fill()
}

/** A body panel: rounded box lit from the top-left. */
export function body (ctx: Ctx, x: number, y: number, w: number, h: number, r: number, p: Paint): void {
  rr(ctx, x, y, w, h, r)
  fillGrad(ctx, x, y, x + w, y + h, p.l, p.d)
  rr(ctx, x + w * 0.06, y + h * 0.04, w * 0.88, h * 0.92, r * 0.85)
  fillGrad(ctx, x, y, x + w, y + h * 0.6, p.c, alpha(p.c, 0.85))
}

/** A soft white highlight streak along the left of a shape. */
export function gloss (ctx: Ctx, x: number, y: number, w: number, h: number, a = 0.35): void {
  rr(ctx, x, y, w, h, w / 2)
  fillGrad(ctx, x, y, x, y + h, `rgba(255,255,255,${a})`, 'rgba(255,255,255,0)')
}

export function circle (ctx: Ctx, x: number, y: number, r: number, fill: string): void {
  ctx.beginPath()
  ctx.arc(x, y, r, 0, Math.PI * 2)
  ctx.fillStyle = fill
  ctx.fill()
}

export function ellipse (ctx: Ctx, x: number, y: number, rx: number, ry: number, fill: string): void {
  ctx.beginPath()
  ctx.ellipse(x, y, rx, ry, 0, 0, Math.PI * 2)
  ctx.fillStyle = fill
  ctx.fill()
}

export function line (ctx: Ctx, pts: Array<[number, number]>, stroke: string, width: number): void {
  ctx.beginPath()
  pts.forEach(([x, y], i) => { if (i === 0) ctx.moveTo(x, y); else ctx.lineTo(x, y) })
  ctx.strokeStyle = stroke
  ctx.lineWidth = width
  ctx.lineCap = 'round'
  ctx.lineJoin = 'round'
  ctx.stroke()
}

/** Set `text` centred at (x, y), shrunk to fit `maxWidth`. */
export function text (ctx: Ctx, s: string, x: number, y: number, px: number, colour: string, opts: { weight?: number, maxWidth?: number, align?: CanvasTextAlign } = {}): void {
  let size = px
  ctx.font = font(s, size, opts.weight ?? 500)
  if (opts.maxWidth !== undefined) {
    const w = ctx.measureText(s).width
    if (w > opts.maxWidth) { size = Math.max(4, Math.floor(px * opts.maxWidth / w)); ctx.font = font(s, size, opts.weight ?? 500) }
  }
  ctx.fillStyle = colour
  ctx.textAlign = opts.align ?? 'center'
  ctx.textBaseline = 'middle'
  ctx.fillText(s, x, y)
}
