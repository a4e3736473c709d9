import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ADVERTS, BANNERS, CATEGORY_EN, OPEN, shopMark, type Headline } from './art/copy'
import { colourOf, kindOf, type Kind } from './art/kinds'
import { hsl } from './art/paint'
import type { Scene, Task } from './art/jobs'
import { drawAll } from './art/pool'
import type { GoodsShot } from './art/scenes'
import { ARTICLES, BUYERS, CATALOGUE, SHOPS } from './data'

// Demo pictures, served at /uploads/demo/...: drawn with @napi-rs/canvas from the seed's own words
// (seed/art/), no network. Each file is named by a hash of what it shows, so its path is known before
// it is drawn: the seed names them all, then draw() draws the missing ones at once (art/pool.ts). A
// picture already in the upload dir is not drawn again, and one in the art cache (node_modules/.cache,
// shared by test servers and restarts with a fresh upload dir) is copied instead of redrawn.

/** The repository (server/seed/ is two levels down), whatever directory the server was started from. */
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

/** Bump when a drawing changes, so cached pictures are redrawn. */
const ART_VERSION = 6

/** Drawing kinds kept for data.ts's palette field (the art itself reads the nouns). */
export type ShapeKind = 'phone' | 'bottle' | 'box' | 'fruit' | 'bag' | 'cup' | 'book' | 'coin'

export interface GoodsArtInput {
  /** index of the top category in CATALOGUE */
  top: number
  noun: string
  brand: string
  /** unique per goods, e.g. `${categoryId}-${k}`: varies the framing and tint */
  key: string
  /** values of the goods' first spec (colours are drawn as such) */
  values: string[]
}

export interface GoodsArt {
  /** gallery of three, main picture first */
  images: string[]
  /** the picture of a SKU by its spec values ('' when its first value is not a colour) */
  skuImage: (difference: string[]) => string
}

export interface DemoImages {
  /** draw the pictures named so far that neither the upload dir nor the cache has (in worker threads) */
  draw: () => Promise<void>
  goodsArt: (g: GoodsArtInput) => GoodsArt
  banners: string[]
  /** page ×2, first ×2, other ×2 (copy in art/copy.ts) */
  adverts: string[]
  /** one per top category, headline "<name>精选" */
  categoryAdverts: string[]
  articleCovers: string[]
  /** icon of top category `paletteIndex`: its own (n = 0), its n-th sub-category's, or the one of a noun it sells */
  categoryIcon: (paletteIndex: number, n: number, noun?: string) => string
  shopLogos: string[]
  shopHeaders: string[]
  open: string
  logo: string
  avatars: string[]
}

function number (key: string): number {
  return createHash('sha1').update(key).digest().readUInt32BE(0)
}

/** The art cache of this ART_VERSION; older versions' folders are removed so the cache does not grow. */
function cacheDir (): string {
  const root = process.env.DEMO_ART_CACHE ?? path.join(REPO, 'node_modules', '.cache', 'bbmall-demo-art')
  const current = `v${ART_VERSION}`
  try {
    for (const entry of fs.readdirSync(root)) if (entry !== current) fs.rmSync(path.join(root, entry), { recursive: true, force: true })
  } catch { /* no cache yet */ }
  return path.join(root, current)
}

/** Leaf-level drawings of a top category, in tree order (leaves, then their children). */
function leafKinds (p: number): Kind[] {
  const top = CATALOGUE[p]
  return top.leaves.flatMap((l) => [l, ...(l.children ?? [])].map((x) => kindOf(x.nouns[0], top.name)))
}

export function ensureDemoImages (uploadDir: string): DemoImages {
  const dir = path.join(uploadDir, 'demo')
  const cache = cacheDir()
  const pending = new Map<string, Task>()
  /** The public path of the picture `spec` describes; one neither dir nor cache has is drawn by draw(). */
  const put = (folder: string, spec: unknown, ext: 'jpg' | 'png', scene: Scene, args: unknown[]): string => {
    const name = `${createHash('sha1').update(JSON.stringify([ART_VERSION, folder, spec])).digest('hex').slice(0, 16)}.${ext}`
    const file = path.join(dir, folder, name)
    if (!pending.has(file) && !fs.existsSync(file)) {
      const cached = path.join(cache, name)
      if (fs.existsSync(cached)) {
        fs.mkdirSync(path.dirname(file), { recursive: true })
        fs.copyFileSync(cached, file)
      } else {
        pending.set(file, { file, cached, scene, args })
      }
    }
    return `/uploads/demo/${folder}/${name}`
  }
  const draw = async (): Promise<void> => {
    const tasks = [...pending.values()]
    pending.clear()
    await drawAll(tasks)
  }

  const shot = (s: GoodsShot): string => put('goods', s, 'jpg', 'goodsShot', [s, 480])
  const goodsArt = (g: GoodsArtInput): GoodsArt => {
    const top = CATALOGUE[g.top]
    const n = number(g.key)
    const kind = kindOf(g.noun, top.name)
    const base = {
      kind,
      hue: top.hue + (n % 7) * 9 - 27,
      accent: hsl(top.hue + 150 + (n % 5) * 30, 0.7, 0.52),
      words: { brand: g.brand, noun: g.noun },
      layout: n % 4
    }
    const own = hsl(top.hue + (n % 9) * 8 - 32, 0.5, 0.5 + (n % 3) * 0.08)
    const byColour = new Map<string, string>()
    for (const v of g.values) {
      const c = colourOf(v)
      if (c !== null && !byColour.has(v)) byColour.set(v, shot({ ...base, colour: c }))
    }
    // three pictures, as the detail page has always shown: its colours, then a close-up, then a card
    // with the brand (the card is shared by goods of one brand and noun)
    const images = byColour.size > 0 ? [...byColour.values()].slice(0, 3) : [shot({ ...base, colour: own })]
    const mainColour = byColour.size > 0 ? (colourOf([...byColour.keys()][0]) ?? own) : own
    if (images.length < 3) images.push(shot({ ...base, colour: mainColour, layout: base.layout + 1, closeUp: true }))
    if (images.length < 3) {
      const card = { kind, hue: top.hue, colour: mainColour, accent: hsl(top.hue + 150, 0.7, 0.48), words: base.words }
      images.push(put('goods', { card }, 'jpg', 'goodsCard', [card, 480]))
    }
    return { images, skuImage: (difference) => byColour.get(difference[0]) ?? '' }
  }

  const wide = (folder: string, h: Headline, w: number, ht: number): string => put(folder, { h, w, ht }, 'jpg', 'bannerArt', [h, w, ht])
  const banners = BANNERS.map((h) => wide('banner', h, 750, 320))
  const adverts = ADVERTS.map((h) => wide('advert', h, 750, 300))
  const categoryAdverts = CATALOGUE.map((top, p) => wide('advert', {
    zh: `${top.name}精选`,
    sub: top.leaves.map((l) => l.name).slice(0, 3).join(' · '),
    en: `${CATEGORY_EN[top.name] ?? top.name} picks`,
    cta: null,
    hue: top.hue,
    kinds: [...new Set(leafKinds(p))].slice(0, 2)
  }, 750, 300))
  const open = put('advert', { OPEN }, 'jpg', 'openArt', [OPEN])
  const coverKinds: Kind[][] = [['phone', 'coin'], ['crate', 'pouch'], ['coin', 'phone'], ['crate', 'tablet'], ['coin', 'scroll', 'teapot'], ['phone', 'airfryer'], ['jar', 'pouch'], ['book', 'phone'], ['tablet', 'watch']]
  const articleCovers = ARTICLES.map((_, i) => {
    const kinds = coverKinds[i % coverKinds.length]
    const hue = (i * 47 + 190) % 360
    return put('article', { kinds, hue }, 'jpg', 'coverArt', [hue, kinds])
  })
  const shopHue = (i: number): number => CATALOGUE[SHOPS[i].cats[0]]?.hue ?? (i * 37) % 360
  const shopLogos = SHOPS.map((s, i) => put('shop', { logo: shopMark(s.name), hue: shopHue(i) }, 'png', 'logoArt', [shopMark(s.name), shopHue(i)]))
  const shopHeaders = SHOPS.map((s, i) => {
    const kinds = [...new Set(s.cats.flatMap(leafKinds))].slice(0, 3)
    return put('shop', { header: s.name, hue: shopHue(i), kinds }, 'jpg', 'shopHeaderArt', [s.name, shopHue(i), kinds])
  })
  const logo = put('shop', { logo: 'BB', hue: 330 }, 'png', 'logoArt', ['BB', 330])
  const avatars = BUYERS.map((_, i) => put('avatar', { hue: (i * 53 + 200) % 360 }, 'png', 'avatarArt', [(i * 53 + 200) % 360]))
  const categoryIcon = (p: number, n: number, noun?: string): string => {
    const top = CATALOGUE[p]
    const kinds = leafKinds(p)
    const kind = noun !== undefined ? kindOf(noun, top.name) : n === 0 ? kindOf('', top.name) : kinds[(n - 1) % kinds.length]
    const hue = top.hue + (n % 3) * 12
    return put('category', { kind, hue }, 'png', 'iconArt', [kind, hue])
  }
  return { draw, goodsArt, banners, adverts, categoryAdverts, articleCovers, categoryIcon, shopLogos, shopHeaders, open, logo, avatars }
}
