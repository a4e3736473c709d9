import { taroPreview } from './preview-image-taro'

/** Mini program: WeChat's own previewer, called directly. */
export function previewImage (current: string, urls: string[]): void {
  void taroPreview(current, urls)
}
