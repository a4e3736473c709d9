import Taro from '@tarojs/taro'

/** Taro's previewer (H5: loaded on demand by preview-image.h5.ts). */
export async function taroPreview (current: string, urls: string[]): Promise<void> {
  await Promise.resolve(Taro.previewImage({ current, urls })).catch(() => undefined)
}
