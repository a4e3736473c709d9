import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { uploads } from '../../db/schema'

// Images a merchant names (licence, store photos, logo, goods pictures) must be their own uploads
// of at most the upload cap (2 MB): modules/upload has already checked the bytes are an image, so
// a non-image named .png or a 2.1 MB file never gets a path to name here.

export async function ownImages (db: Db, userId: number, paths: readonly string[], maxBytes: number): Promise<boolean> {
  const wanted = [...new Set(paths)]
  if (wanted.length === 0) return true
  if (wanted.some((p) => typeof p !== 'string' || !p.startsWith('/uploads/'))) return false
  const found = await db.select({ path: uploads.path, size: uploads.size }).from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.path, wanted)))
  const ok = new Set(found.filter((u) => u.size <= maxBytes).map((u) => u.path))
  return wanted.every((p) => ok.has(p))
}
