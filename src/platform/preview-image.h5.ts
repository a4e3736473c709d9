/**
 * H5: Taro's previewer is built on Swiper.js (≈ 45 KB gzip with Taro's swiper element), so it is
 * loaded on the first tap instead of with the product page, where it held up the first screen.
 */
export function previewImage (current: string, urls: string[]): void {
  void import(/* webpackChunkName: "preview-image" */ './preview-image-taro')
    .then(({ taroPreview }) => taroPreview(current, urls))
    .catch(() => undefined)
}
