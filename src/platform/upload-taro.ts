import Taro from '@tarojs/taro'

export interface UploadRequest { url: string, filePath: string, name: string, header: Record<string, string>, formData: Record<string, unknown>, timeout: number }

/** Taro.uploadFile; `onProgress` gets 0–100. H5 loads this module on demand (upload.h5.ts). */
export async function taroUpload (req: UploadRequest, onProgress?: (percent: number) => void): Promise<{ statusCode: number, data: unknown }> {
  const task = Taro.uploadFile(req)
  // both builds' upload promise carries .progress (Taro wraps the platform's onProgressUpdate)
  const withProgress = task as unknown as { progress?: (cb: (p: { progress: number }) => void) => void }
  if (onProgress !== undefined && typeof withProgress.progress === 'function') withProgress.progress((p) => { onProgress(p.progress) })
  return await task
}
