import type { UploadRequest } from './upload-taro'

// H5: Taro's uploadFile (1 KB gzip) is loaded on the first upload, not with the request layer that
// every page's start-up needs.
export async function uploadFile (req: UploadRequest, onProgress?: (percent: number) => void): Promise<{ statusCode: number, data: unknown }> {
  const { taroUpload } = await import(/* webpackChunkName: "upload" */ './upload-taro')
  return await taroUpload(req, onProgress)
}

export type { UploadRequest }
