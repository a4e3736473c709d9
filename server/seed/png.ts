import { deflateSync } from 'node:zlib'

// A tiny PNG encoder (8-bit RGB, no interlace) and a canvas with anti-aliased shapes drawn from
// signed distance functions: enough for pleasant demo pictures without any image library.

const CRC_TABLE = (() => {
  const t = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = (c & 1) !== 0 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    t[n] = c >>> 0
  }
  return t
})()

function crc32 (buf: Buffer): number {
  let c = 0xffffffff
  for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk (type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(td))
  return Buffer.concat([len, td, crc])
}

export function encodePng (width: number, height: number, rgb: Uint8Array): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 2 // RGB
  const stride = width * 3
  const raw = Buffer.alloc((stride + 1) * height)
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0 // filter: none
    raw.set(rgb.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0))
  ])
}

export type Rgb = [number, number, number]

export function hsl (h: number, s: number, l: number): Rgb {
  h = ((h % 360) + 360) % 360
  const c = (1 - Math.abs(2 * l - 1)) * s
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1))
  const m = l - c / 2
  const [r, g, b] = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x]
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)]
}

function mix (a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]
}

/** Fill colour of a shape: flat, or a vertical gradient across the shape's box. */
export type Paint = Rgb | { top: Rgb, bottom: Rgb }

export class Canvas {
  readonly px: Uint8Array

  constructor (readonly w: number, readonly h: number) {
    this.px = new Uint8Array(w * h * 3)
  }

  /** Gradient background from `a` (top-left) to `b` (bottom-right) along `angle` (0 = vertical). */
  gradient (a: Rgb, b: Rgb, diagonal = 0): void {
    const { w, h, px } = this
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const t = Math.min(1, Math.max(0, (y / h) * (1 - diagonal) + ((x / w + y / h) / 2) * diagonal))
        const c = mix(a, b, t)
        const i = (y * w + x) * 3
        px[i] = c[0]; px[i + 1] = c[1]; px[i + 2] = c[2]
      }
    }
  }

  /** Paint every pixel of the box where sdf < 0 (anti-aliased over one pixel), with opacity alpha. */
  private fill (x0: number, y0: number, x1: number, y1: number, sdf: (x: number, y: number) => number, paint: Paint, alpha: number): void {
    const { w, h, px } = this
    const xa = Math.max(0, Math.floor(x0) - 1); const xb = Math.min(w - 1, Math.ceil(x1) + 1)
    const ya = Math.max(0, Math.floor(y0) - 1); const yb = Math.min(h - 1, Math.ceil(y1) + 1)
    const flat = Array.isArray(paint) ? paint : null
    for (let y = ya; y <= yb; y++) {
      const color = flat ?? mix((paint as { top: Rgb }).top, (paint as { bottom: Rgb }).bottom, (y - y0) / Math.max(1, y1 - y0))
      for (let x = xa; x <= xb; x++) {
        const d = sdf(x + 0.5, y + 0.5)
        if (d >= 0.5) continue
        const cov = (d <= -0.5 ? 1 : 0.5 - d) * alpha
        const i = (y * w + x) * 3
        px[i] += (color[0] - px[i]) * cov
        px[i + 1] += (color[1] - px[i + 1]) * cov
        px[i + 2] += (color[2] - px[i + 2]) * cov
      }
    }
  }

  circle (cx: number, cy: number, r: number, paint: Paint, alpha = 1): void {
    this.fill(cx - r, cy - r, cx + r, cy + r, (x, y) => Math.hypot(x - cx, y - cy) - r, paint, alpha)
  }

  ellipse (cx: number, cy: number, rx: number, ry: number, paint: Paint, alpha = 1): void {
    const k = Math.min(rx, ry)
    this.fill(cx - rx, cy - ry, cx + rx, cy + ry, (x, y) => (Math.hypot((x - cx) / rx, (y - cy) / ry) - 1) * k, paint, alpha)
  }

  /** Ring (outline of a circle) of the given thickness. */
  ring (cx: number, cy: number, r: number, thickness: number, paint: Paint, alpha = 1): void {
    const o = r + thickness / 2
    this.fill(cx - o, cy - o, cx + o, cy + o, (x, y) => Math.abs(Math.hypot(x - cx, y - cy) - r) - thickness / 2, paint, alpha)
  }

  /** Rounded rectangle by its box. */
  rect (x: number, y: number, w: number, h: number, radius: number, paint: Paint, alpha = 1): void {
    const cx = x + w / 2; const cy = y + h / 2; const hw = w / 2; const hh = h / 2
    const r = Math.min(radius, hw, hh)
    this.fill(x, y, x + w, y + h, (px, py) => {
      const qx = Math.abs(px - cx) - hw + r
      const qy = Math.abs(py - cy) - hh + r
      return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r
    }, paint, alpha)
  }

  png (): Buffer {
    return encodePng(this.w, this.h, this.px)
  }
}
