import Taro from '@tarojs/taro'
import type { CropView } from './crop'

// The mini program crops with WeChat's own screen (wx.cropImage, a 1:1 frame).
export const hasNativeCrop = true

export async function nativeCrop (src: string): Promise<string | null> {
  try {
    const r = await (Taro as unknown as { cropImage: (o: { src: string, cropScale: string }) => Promise<{ tempFilePath: string }> }).cropImage({ src, cropScale: '1:1' })
    return r?.tempFilePath || null
  } catch {
    return null
  }
}

export async function cropToSquare (src: string, _view: CropView, _size = 400): Promise<string | null> {
  return src
}

export function stageSide (_id: string): number {
  return 300
}
