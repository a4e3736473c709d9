import fs from 'node:fs'
import path from 'node:path'
import { Canvas, hsl, type Rgb } from './png'

// Demo pictures, drawn once into UPLOAD_DIR/demo and served at /uploads/demo/...: product-like shapes
// on soft gradients, one hue per category.

export type ShapeKind = 'phone' | 'bottle' | 'box' | 'fruit' | 'bag' | 'cup' | 'book' | 'coin'

const WHITE: Rgb = [255, 255, 255]

/** A product shape centred at (cx, cy) with size s (≈ its height), in hue h. */
function product (c: Canvas, kind: ShapeKind, cx: number, cy: number, s: number, h: number): void {
  const body = { top: hsl(h, 0.65, 0.62), bottom: hsl(h, 0.7, 0.42) }
  const dark = hsl(h, 0.55, 0.28)
  const light = hsl(h, 0.8, 0.86)
  c.ellipse(cx, cy + s * 0.52, s * 0.42, s * 0.07, [0, 0, 0], 0.12) // shadow
  switch (kind) {
    case 'phone':
      c.rect(cx - s * 0.26, cy - s * 0.5, s * 0.52, s, s * 0.08, dark)
      c.rect(cx - s * 0.23, cy - s * 0.45, s * 0.46, s * 0.88, s * 0.05, { top: light, bottom: hsl(h + 30, 0.7, 0.6) })
      c.circle(cx, cy - s * 0.41, s * 0.018, dark)
      c.circle(cx - s * 0.06, cy - s * 0.1, s * 0.1, WHITE, 0.35)
      break
    case 'bottle':
      c.rect(cx - s * 0.08, cy - s * 0.5, s * 0.16, s * 0.12, s * 0.03, dark)
      c.rect(cx - s * 0.1, cy - s * 0.4, s * 0.2, s * 0.12, s * 0.02, light)
      c.rect(cx - s * 0.22, cy - s * 0.3, s * 0.44, s * 0.8, s * 0.1, body)
      c.rect(cx - s * 0.16, cy - s * 0.05, s * 0.32, s * 0.3, s * 0.03, WHITE, 0.85)
      c.rect(cx - s * 0.17, cy - s * 0.25, s * 0.06, s * 0.6, s * 0.03, WHITE, 0.25)
      break
    case 'box':
      c.rect(cx - s * 0.42, cy - s * 0.32, s * 0.84, s * 0.8, s * 0.05, body)
      c.rect(cx - s * 0.46, cy - s * 0.42, s * 0.92, s * 0.2, s * 0.04, hsl(h, 0.65, 0.55))
      c.rect(cx - s * 0.06, cy - s * 0.42, s * 0.12, s * 0.9, 2, light)
      c.ring(cx - s * 0.1, cy - s * 0.48, s * 0.08, s * 0.035, light)
      c.ring(cx + s * 0.1, cy - s * 0.48, s * 0.08, s * 0.035, light)
      break
    case 'fruit':
      c.circle(cx, cy + s * 0.05, s * 0.42, body)
      c.ellipse(cx + s * 0.12, cy - s * 0.42, s * 0.14, s * 0.06, hsl(120, 0.5, 0.45))
      c.rect(cx - s * 0.015, cy - s * 0.46, s * 0.03, s * 0.14, 2, hsl(30, 0.5, 0.3))
      c.circle(cx - s * 0.15, cy - s * 0.1, s * 0.1, WHITE, 0.4)
      break
    case 'bag':
      c.ring(cx, cy - s * 0.25, s * 0.18, s * 0.05, dark)
      c.rect(cx - s * 0.4, cy - s * 0.25, s * 0.8, s * 0.75, s * 0.08, body)
      c.rect(cx - s * 0.4, cy - s * 0.25, s * 0.8, s * 0.12, s * 0.04, hsl(h, 0.6, 0.5))
      c.circle(cx, cy - s * 0.08, s * 0.05, light)
      break
    case 'cup':
      c.ring(cx + s * 0.32, cy + s * 0.05, s * 0.14, s * 0.06, dark)
      c.rect(cx - s * 0.32, cy - s * 0.3, s * 0.6, s * 0.78, s * 0.12, body)
      c.ellipse(cx - s * 0.02, cy - s * 0.3, s * 0.3, s * 0.06, dark)
      c.rect(cx - s * 0.2, cy - s * 0.15, s * 0.06, s * 0.5, s * 0.03, WHITE, 0.3)
      break
    case 'book':
      c.rect(cx - s * 0.3, cy - s * 0.48, s * 0.62, s * 0.96, s * 0.03, dark)
      c.rect(cx - s * 0.34, cy - s * 0.5, s * 0.62, s * 0.96, s * 0.03, body)
      c.rect(cx - s * 0.24, cy - s * 0.3, s * 0.42, s * 0.06, 3, WHITE, 0.8)
      c.rect(cx - s * 0.24, cy - s * 0.18, s * 0.3, s * 0.04, 3, WHITE, 0.6)
      c.circle(cx - s * 0.03, cy + s * 0.15, s * 0.12, light, 0.9)
      break
    case 'coin':
      c.circle(cx, cy, s * 0.44, { top: hsl(45, 0.85, 0.65), bottom: hsl(38, 0.8, 0.42) })
      c.ring(cx, cy, s * 0.34, s * 0.03, hsl(40, 0.7, 0.8))
      c.rect(cx - s * 0.1, cy - s * 0.1, s * 0.2, s * 0.2, 2, hsl(h, 0.6, 0.35))
      c.circle(cx - s * 0.15, cy - s * 0.18, s * 0.08, WHITE, 0.35)
      break
  }
}

const SHAPES: ShapeKind[] = ['phone', 'bottle', 'box', 'fruit', 'bag', 'cup', 'book', 'coin']

export function goodsImage (hue: number, kind: ShapeKind, variant: number): Buffer {
  const c = new Canvas(400, 400)
  const h = hue + variant * 14
  c.gradient(hsl(h, 0.55, 0.96), hsl(h + 25, 0.5, 0.86), 0.5)
  c.circle(320 - variant * 30, 80 + variant * 20, 70, hsl(h + 40, 0.7, 0.9), 0.8)
  c.circle(70, 330, 50, hsl(h - 30, 0.6, 0.92), 0.7)
  product(c, kind, 200, 200, 250, h)
  return c.png()
}

export function bannerImage (hue: number, kind: ShapeKind, w = 750, h = 320): Buffer {
  const c = new Canvas(w, h)
  c.gradient(hsl(hue, 0.75, 0.62), hsl(hue + 35, 0.8, 0.5), 0.8)
  c.circle(w * 0.85, h * 0.1, h * 0.45, WHITE, 0.12)
  c.circle(w * 0.1, h * 1.0, h * 0.5, WHITE, 0.1)
  c.circle(w * 0.55, h * 0.2, h * 0.08, WHITE, 0.25)
  // headline and tagline bars, and a button
  c.rect(w * 0.07, h * 0.28, w * 0.38, h * 0.12, h * 0.05, WHITE, 0.95)
  c.rect(w * 0.07, h * 0.48, w * 0.28, h * 0.07, h * 0.035, WHITE, 0.7)
  c.rect(w * 0.07, h * 0.66, w * 0.16, h * 0.13, h * 0.065, hsl(hue + 180, 0.7, 0.55))
  product(c, kind, w * 0.74, h * 0.5, h * 0.72, hue + 10)
  return c.png()
}

export function iconImage (hue: number, kind: ShapeKind, size = 120): Buffer {
  const c = new Canvas(size, size)
  c.gradient(WHITE, WHITE)
  c.circle(size / 2, size / 2, size * 0.46, { top: hsl(hue, 0.8, 0.72), bottom: hsl(hue + 20, 0.75, 0.55) })
  product(c, kind, size / 2, size / 2 + size * 0.02, size * 0.5, hue + 15)
  return c.png()
}

export function logoImage (hue: number, size = 120): Buffer {
  const c = new Canvas(size, size)
  c.gradient(hsl(hue, 0.7, 0.6), hsl(hue + 30, 0.75, 0.45), 1)
  c.ring(size / 2, size / 2, size * 0.28, size * 0.08, WHITE, 0.95)
  c.circle(size / 2, size / 2, size * 0.1, WHITE, 0.95)
  return c.png()
}

export function avatarImage (hue: number, size = 120): Buffer {
  const c = new Canvas(size, size)
  c.gradient(hsl(hue, 0.6, 0.86), hsl(hue + 30, 0.6, 0.74), 1)
  c.ellipse(size / 2, size * 0.98, size * 0.36, size * 0.28, hsl(hue, 0.55, 0.45))
  c.circle(size / 2, size * 0.42, size * 0.2, hsl(30, 0.55, 0.82))
  c.ellipse(size / 2, size * 0.27, size * 0.21, size * 0.09, hsl(20, 0.35, 0.22))
  return c.png()
}

export interface DemoImages {
  goods: string[][]     // per palette index: variants
  banners: string[]
  categoryIcon: (paletteIndex: number, n: number) => string
  shopLogos: string[]
  adverts: string[]
  open: string
  logo: string
  /** demo shoppers */
  avatars: string[]
}

export const GOODS_VARIANTS = 4

export interface PaletteEntry { hue: number, shapes: ShapeKind[] }

/** Write the demo pictures (skipping those already on disk); returns their public paths. */
export function ensureDemoImages (uploadDir: string, palette: PaletteEntry[], shopCount: number, avatarCount = 0): DemoImages {
  const dir = path.join(uploadDir, 'demo')
  const write = (rel: string, draw: () => Buffer): string => {
    const file = path.join(dir, rel)
    if (!fs.existsSync(file)) {
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, draw())
    }
    return `/uploads/demo/${rel}`
  }
  const goods = palette.map(({ hue, shapes }, p) => Array.from({ length: GOODS_VARIANTS }, (_, v) =>
    write(`goods/${p}-${v}.png`, () => goodsImage(hue, shapes[v % shapes.length], v))))
  const banners = [0, 1, 2, 3].map((i) => write(`banner/${i}.png`, () => bannerImage([330, 200, 30, 150][i], SHAPES[(i * 2) % SHAPES.length])))
  const adverts = [0, 1, 2, 3, 4, 5].map((i) => write(`advert/${i}.png`, () => bannerImage([280, 10, 175, 50, 310, 100][i], SHAPES[(i + 3) % SHAPES.length], 750, 300)))
  const open = write('advert/open.png', () => bannerImage(335, 'box', 750, 1200))
  const shopLogos = Array.from({ length: shopCount }, (_, i) => write(`shop/${i}.png`, () => logoImage((i * 37) % 360)))
  const logo = write('logo.png', () => logoImage(330, 160))
  const avatars = Array.from({ length: avatarCount }, (_, i) => write(`avatar/${i}.png`, () => avatarImage((i * 53 + 200) % 360)))
  const iconCache = new Map<string, string>()
  const categoryIcon = (p: number, n: number): string => {
    const key = `${p}-${n % 3}`
    let v = iconCache.get(key)
    if (v === undefined) {
      const { hue, shapes } = palette[p]
      v = write(`category/${key}.png`, () => iconImage(hue + (n % 3) * 12, shapes[n % shapes.length]))
      iconCache.set(key, v)
    }
    return v
  }
  return { goods, banners, categoryIcon, shopLogos, adverts, open, logo, avatars }
}
