import fs from 'node:fs/promises'
import path from 'node:path'
import type { Db } from '../../db/client'
import { uploads } from '../../db/schema'
import { refuse, type Refusal } from '../../lib/envelope'
import { randomId, sha256 } from '../../lib/tokens'
import { now } from '../../lib/time'
import { CHAT_LIMITS } from '../../../types/chat'

// Voice and video files of chat messages (images go through common/upload). The type is read from
// the bytes; voice up to 2 MB, video up to 20 MB. Stored like images, in `uploads` with their owner,
// so a message can only name its sender's own files.

export type MediaKind = 'voice' | 'video'

const TYPES: Record<MediaKind, Record<string, string>> = {
  voice: {
    'audio/mpeg': 'mp3', 'audio/aac': 'aac', 'audio/mp4': 'm4a', 'audio/x-m4a': 'm4a', 'audio/ogg': 'ogg', 'audio/opus': 'opus',
    'audio/wav': 'wav', 'audio/vnd.wave': 'wav', 'audio/webm': 'webm', 'video/webm': 'webm', 'video/mp4': 'mp4'
  },
  video: { 'video/mp4': 'mp4', 'video/webm': 'webm', 'video/quicktime': 'mov', 'video/x-m4v': 'm4v' }
}

export const MEDIA_MAX: Record<MediaKind, number> = { voice: CHAT_LIMITS.voiceBytes, video: CHAT_LIMITS.videoBytes }

export async function saveMedia (db: Db, userId: number, uploadDir: string, kind: MediaKind, bytes: Buffer): Promise<{ path: string } | Refusal> {
  if (bytes.length > MEDIA_MAX[kind]) return refuse('chat.media_too_large', { n: MEDIA_MAX[kind] / 1024 / 1024 })
  const { fileTypeFromBuffer } = await import('file-type')
  const found = await fileTypeFromBuffer(bytes)
  const ext = found === undefined ? undefined : TYPES[kind][found.mime]
  if (found === undefined || ext === undefined) return refuse('chat.media_bad_type')
  // a voice note recorded as webm/mp4 is stored as audio so it can never pass as a video message
  const mime = kind === 'voice' && found.mime.startsWith('video/') ? found.mime.replace('video/', 'audio/') : found.mime
  const d = new Date()
  const month = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`
  const name = `${randomId(16)}.${ext}`
  await fs.mkdir(path.join(uploadDir, month), { recursive: true })
  await fs.writeFile(path.join(uploadDir, month, name), bytes, { flag: 'wx' })
  const publicPath = `/uploads/${month}/${name}`
  await db.insert(uploads).values({ userId, path: publicPath, mime, size: bytes.length, sha256: sha256(bytes), createdAt: now() })
  return { path: publicPath }
}
