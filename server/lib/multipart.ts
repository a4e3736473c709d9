import type { FastifyRequest } from 'fastify'

// Reading the one `file` part of a multipart upload (common/upload, chat/upload/:kind): other parts
// are drained, a file over `maxBytes` is reported as too large, a broken stream as bad input.

export type SingleFile = { bytes: Buffer } | { error: 'none' | 'too_large' | 'bad' }

export async function readSingleFile (req: FastifyRequest, maxBytes?: number): Promise<SingleFile> {
  if (!req.isMultipart()) return { error: 'none' }
  let bytes: Buffer | null = null
  let tooLarge = false
  try {
    const parts = maxBytes === undefined ? req.parts() : req.parts({ limits: { fileSize: maxBytes, files: 1 } })
    for await (const part of parts) {
      if (part.type !== 'file') continue
      if (part.fieldname !== 'file' || bytes !== null || tooLarge) { part.file.resume(); continue }
      try {
        bytes = await part.toBuffer()
      } catch (err) {
        if ((err as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw err
        tooLarge = true
        part.file.resume()
      }
    }
  } catch (err) {
    // the parts iterator re-throws the size error at its end
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return { error: 'too_large' }
    // a broken multipart stream (bad boundary, truncated body, too many parts) is bad input, not a bug
    req.log.warn({ err: (err as Error).message }, 'multipart upload refused')
    return { error: 'bad' }
  }
  if (tooLarge) return { error: 'too_large' }
  return bytes === null ? { error: 'none' } : { bytes }
}
