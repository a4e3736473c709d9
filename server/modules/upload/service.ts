import fs from 'node:fs/promises'
import path from 'node:path'
import type { Db } from '../../db/client'
import { uploads } from '../../db/schema'
import { refuse, type Refusal } from '../../lib/envelope'
import { randomId, sha256 } from '../../lib/tokens'
import { now } from '../../lib/time'

/** Image types accepted, as detected from the bytes (the name and declared type are ignored). */
const ALLOWED: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp'
}

export async function detectImage (bytes: Buffer): Promise<{ mime: string, ext: string } | null> {
  const { fileTypeFromBuffer } = await import('file-type')
  const found = await fileTypeFromBuffer(bytes)
  if (found === undefined) return null
  const ext = ALLOWED[found.mime]
  return ext === undefined ? null : { mime: found.mime, ext }
}

/** Store an uploaded image under UPLOAD_DIR/<yyyymm>/<random>.<ext>; returns its public path. */
export async function saveImage (db: Db, userId: number, uploadDir: string, bytes: Buffer, maxBytes: number): Promise<{ path: string } | Refusal> {
  if (bytes.length > maxBytes) return refuse('upload.too_large')
  const type = await detectImage(bytes)
  if (type === null) return refuse('upload.bad_type')
  const d = new Date()
  const month = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`
  const name = `${randomId(16)}.${type.ext}`
  await fs.mkdir(path.join(uploadDir, month), { recursive: true })
  await fs.writeFile(path.join(uploadDir, month, name), bytes, { flag: 'wx' })
  const publicPath = `/uploads/${month}/${name}`
  await db.insert(uploads).values({ userId, path: publicPath, mime: type.mime, size: bytes.length, sha256: sha256(bytes), createdAt: now() })
  return { path: publicPath }
}
