import { Type } from '@fastify/type-provider-typebox'
import type { UploadResult } from '../../../types/common'
import { me, publicBase, refused, t, type App } from '../../context'
import { fail, isRefusal, ok } from '../../lib/envelope'
import { saveImage } from './service'

export default async function uploadRoutes (app: App): Promise<void> {
  const { config, db } = app.ctx

  app.post('/api/common/upload', {
    config: { auth: true, multipart: true },
    // multipart bodies are read from the stream below; anything else (JSON, form) is refused there
    schema: { querystring: Type.Object({}) }
  }, async (req) => {
    const user = me(req)
    if (!req.isMultipart()) return fail(t(req, 'upload.no_file'))
    let bytes: Buffer | null = null
    let tooLarge = false
    try {
      for await (const part of req.parts()) {
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
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return fail(t(req, 'upload.too_large'))
      // a broken multipart stream (bad boundary, truncated body, too many parts) is bad input, not a bug
      req.log.warn({ err: (err as Error).message }, 'multipart upload refused')
      return fail(t(req, 'request.bad'))
    }
    if (tooLarge) return fail(t(req, 'upload.too_large'))
    if (bytes === null) return fail(t(req, 'upload.no_file'))
    const saved = await saveImage(db, user.id, config.uploadDir, bytes, config.uploadMaxBytes)
    if (isRefusal(saved)) return refused(req, saved)
    const data: UploadResult = { url: saved.path, fullurl: publicBase(req, config) + saved.path }
    return ok(data, t(req, 'upload.ok'))
  })
}
