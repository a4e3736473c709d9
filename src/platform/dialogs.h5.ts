import type { ModalOptions, ToastOptions } from './dialogs-taro'

// H5: Taro's toast, modal, loading and action sheet come as one module (≈ 6 KB gzip) that nothing
// on Home's first screen shows, so it is loaded on the first toast or modal instead of before Home,
// and a few seconds after start-up (as the offline page is), so a toast while offline still shows.

// webpack keeps a loaded chunk, and forgets a failed one, so a toast after a failed load (offline)
// tries again
const load = async (): Promise<typeof import('./dialogs-taro')> => await import(/* webpackChunkName: "dialogs" */ './dialogs-taro')

export function showToast (opts: ToastOptions): void {
  void load().then(({ taroToast }) => { taroToast(opts) }).catch(() => undefined)
}

export async function showModal (opts: ModalOptions): Promise<{ confirm: boolean }> {
  try {
    const { taroModal } = await load()
    return await taroModal(opts)
  } catch {
    return { confirm: false }
  }
}

/** Loads the dialogs 3 s after start-up: after the first screen, not part of its budget. */
export function preloadDialogs (): void {
  setTimeout(() => { void load().catch(() => undefined) }, 3000)
}

export type { ModalOptions, ToastOptions }
