import fs from 'node:fs'
import path from 'node:path'
import { avatarArt, bannerArt, coverArt, goodsCard, goodsShot, iconArt, logoArt, openArt, shopHeaderArt } from './scenes'

// One picture to draw, as plain data, so a worker thread can draw it as well as the seeding thread.

const SCENES = { avatarArt, bannerArt, coverArt, goodsCard, goodsShot, iconArt, logoArt, openArt, shopHeaderArt }

export type Scene = keyof typeof SCENES

/** Draw `scene(...args)` into `file`, and keep a copy at `cached` for the next fresh upload dir. */
export interface Task { file: string, cached: string, scene: Scene, args: unknown[] }

/** Write through a temporary name, so a server or test running beside this one never reads half a picture. */
function writeWhole (file: string, bytes: Buffer): void {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  fs.writeFileSync(tmp, bytes)
  fs.renameSync(tmp, file)
}

export function drawTask (t: Task): void {
  const bytes = (SCENES[t.scene] as (...a: unknown[]) => Buffer)(...t.args)
  fs.mkdirSync(path.dirname(t.file), { recursive: true })
  writeWhole(t.file, bytes)
  try {
    fs.mkdirSync(path.dirname(t.cached), { recursive: true })
    writeWhole(t.cached, bytes)
  } catch { /* a read-only cache only costs redrawing */ }
}
