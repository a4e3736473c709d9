// Mini program: WeChat's own toast and modal, called directly.
export { taroToast as showToast, taroModal as showModal, type ToastOptions, type ModalOptions } from './dialogs-taro'

/** Nothing to load ahead on this build. */
export function preloadDialogs (): void {}
