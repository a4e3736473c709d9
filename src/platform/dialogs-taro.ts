import Taro from '@tarojs/taro'

// Taro's toast and modal. A toast or a modal that fails must never break its caller: both swallow
// the platform's errors (a modal that could not open answers "not confirmed").

export interface ToastOptions { title: string, icon?: 'success' | 'error' | 'loading' | 'none', duration?: number }
export interface ModalOptions { title?: string, content: string, showCancel?: boolean, confirmText?: string, cancelText?: string }

export function taroToast (opts: ToastOptions): void {
  try {
    const r = Taro.showToast({ icon: 'none', ...opts }) as unknown
    if (r && typeof (r as Promise<unknown>).catch === 'function') (r as Promise<unknown>).catch(() => undefined)
  } catch { /* a toast must never break the caller */ }
}

export async function taroModal (opts: ModalOptions): Promise<{ confirm: boolean }> {
  try {
    const r = await Taro.showModal(opts)
    return { confirm: r?.confirm === true }
  } catch {
    return { confirm: false }
  }
}
