import { Type } from '@fastify/type-provider-typebox'
import type { UploadResult } from '../../../types/common'
import { me, publicBase, refused, t, type App } from '../../context'
import { fail, isRefusal, ok } from '../../lib/envelope'
import { readSingleFile } from '../../lib/multipart'
import { saveImage } from './service'

export default async function uploadRoutes (app: App): Promise<void> {
  const { config, db } = app.ctx

  app.post('/api/common/upload', {
    config: { auth: true, multipart: true },
    // multipart bodies are read from the stream below; anything else (JSON, form) is refused there
    schema: { querystring: Type.Object({}) }
  }, async (req) => {
    const user = me(req)
    const file = await readSingleFile(req)
    if ('error' in file) return fail(t(req, file.error === 'too_large' ? 'upload.too_large' : file.error === 'bad' ? 'request.bad' : 'upload.no_file'))
    const bytes = file.bytes
    const saved = await saveImage(db, user.id, config.uploadDir, bytes, config.uploadMaxBytes)
    if (isRefusal(saved)) return refused(req, saved)
    const data: UploadResult = { url: saved.path, fullurl: publicBase(req, config) + saved.path }
    return ok(data, t(req, 'upload.ok'))
  })
}
