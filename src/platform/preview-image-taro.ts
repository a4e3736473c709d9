import Taro from '@tarojs/taro'

/** Taro's previewer; H5 loads this module on demand (preview-image.h5.ts), the mini program directly. */
export async function taroPreview (current: string, urls: string[]): Promise<void> {
  await Promise.resolve(Taro.previewImage({ current, urls })).catch(() => undefined)
}
