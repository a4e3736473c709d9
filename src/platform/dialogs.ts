// Toasts and modals. Neutral file for tsc and jest (behaves like weapp); the build uses
// dialogs.h5.ts or dialogs.weapp.ts.
export { taroToast as showToast, taroModal as showModal, type ToastOptions, type ModalOptions } from './dialogs-taro'

/** Nothing to load ahead on this build. */
export function preloadDialogs (): void {}
