import Taro from '@tarojs/taro'

/** Mini program: WeChat's own previewer. */
export function previewImage (current: string, urls: string[]): void {
  void Promise.resolve(Taro.previewImage({ current, urls })).catch(() => undefined)
}
