import type { DrawOp, PosterLayout } from '@/lib/poster'

// The thin painter: executes lib/poster's draw operations on any CanvasRenderingContext2D-like
// context (an H5 <canvas>, or weapp's Canvas 2D node, which has the same API). Pictures are cropped
// to cover their box; a picture that does not load leaves its grey placeholder.

export interface PosterImage { width: number, height: number }
export type LoadImage = (src: string) => Promise<PosterImage | null>

/** The subset of CanvasRenderingContext2D the painter uses (weapp's context has it too). */
export interface Ctx2D {
  fillStyle: unknown
  font: string
  textAlign: string
  textBaseline: string
  save (): void
  restore (): void
  scale (x: number, y: number): void
  beginPath (): void
  moveTo (x: number, y: number): void
  arcTo (x1: number, y1: number, x2: number, y2: number, r: number): void
  closePath (): void
  clip (): void
  fill (): void
  fillRect (x: number, y: number, w: number, h: number): void
  fillText (text: string, x: number, y: number): void
  drawImage (img: unknown, sx: number, sy: number, sw: number, sh: number, dx: number, dy: number, dw: number, dh: number): void
  measureText (text: string): { width: number }
}

function roundRect (g: Ctx2D, x: number, y: number, w: number, h: number, r: number): void {
  const rr = Math.min(r, w / 2, h / 2)
  g.beginPath()
  g.moveTo(x + rr, y)
  g.arcTo(x + w, y, x + w, y + h, rr)
  g.arcTo(x + w, y + h, x, y + h, rr)
  g.arcTo(x, y + h, x, y, rr)
  g.arcTo(x, y, x + w, y, rr)
  g.closePath()
}

/** A measure function for lib/poster on this context. */
export function measureWith (g: Ctx2D) {
  return (text: string, font: string): number => {
    g.font = font
    return g.measureText(text).width
  }
}

async function one (g: Ctx2D, op: DrawOp, images: Map<string, PosterImage | null>): Promise<void> {
  switch (op.op) {
    case 'rect':
      g.fillStyle = op.color
      if (op.radius) { roundRect(g, op.x, op.y, op.w, op.h, op.radius); g.fill() } else g.fillRect(op.x, op.y, op.w, op.h)
      return
    case 'image': {
      const img = images.get(op.src)
      if (!img || !img.width || !img.height) return
      // cover: the largest centred part of the picture with the box's proportions
      const k = Math.min(img.width / op.w, img.height / op.h)
      const sw = op.w * k
      const sh = op.h * k
      g.save()
      if (op.radius) { roundRect(g, op.x, op.y, op.w, op.h, op.radius); g.clip() }
      g.drawImage(img, (img.width - sw) / 2, (img.height - sh) / 2, sw, sh, op.x, op.y, op.w, op.h)
      g.restore()
      return
    }
    case 'text':
      g.font = op.font
      g.fillStyle = op.color
      g.textAlign = op.align ?? 'left'
      g.textBaseline = 'alphabetic'
      g.fillText(op.text, op.x, op.y)
      return
    case 'qr': {
      const n = op.modules.length
      const quiet = 2
      const cell = op.size / (n + 2 * quiet)
      g.fillStyle = '#ffffff'
      g.fillRect(op.x, op.y, op.size, op.size)
      g.fillStyle = op.color
      op.modules.forEach((row, r) => row.forEach((on, c) => {
        // overlap by a hair so that no seams show between modules
        if (on) g.fillRect(op.x + (c + quiet) * cell, op.y + (r + quiet) * cell, cell + 0.5, cell + 0.5)
      }))
    }
  }
}

/** Loads the pictures, then paints the layout at `scale` (canvas pixels per poster pixel). */
export async function paintPoster (g: Ctx2D, layout: PosterLayout, scale: number, load: LoadImage): Promise<void> {
  const srcs = [...new Set(layout.ops.flatMap((o) => o.op === 'image' ? [o.src] : []))]
  const images = new Map<string, PosterImage | null>()
  await Promise.all(srcs.map(async (s) => { images.set(s, await load(s).catch(() => null)) }))
  g.save()
  g.scale(scale, scale)
  for (const op of layout.ops) await one(g, op, images)
  g.restore()
}
