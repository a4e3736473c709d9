import type { UploadResult } from '../../types/common'
import { upload, type CallOptions } from './request'

/** POST /common/upload (multipart `file`, 2 MB on the server) → {url, fullurl}. */
export const UPLOAD_PATH = '/common/upload'

export const uploadApi = {
  image (filePath: string, opts: CallOptions = {}): Promise<UploadResult> {
    return upload<UploadResult>({ url: UPLOAD_PATH, filePath, ...opts })
  }
}
