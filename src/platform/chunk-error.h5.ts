import { t } from '@/i18n'
import type { ChunkErrorType } from './chunk-error'
import './chunk-error.h5.scss'

// H5: a page is a webpack chunk loaded on navigation. When it cannot be loaded, webpack rejects with
// a ChunkLoadError whose `type` is 'missing' (the file loaded but did not register, e.g. a 404 page
// after a deploy), 'timeout' or 'error' (network); Taro's router lets that surface as an unhandled
// rejection, or it reaches window 'error'. Instead of a blank screen, show a full-screen notice
// with a Retry button. Plain DOM on purpose: it must work when React cannot render the page; its
// styles are in app.css (chunk-error.h5.scss), loaded before any page.

export type { ChunkErrorType }

const OVERLAY_ID = 'chunk-error'

/** The failure type of a chunk-load error, or null when the value is something else. */
export function chunkErrorType (reason: unknown): ChunkErrorType | null {
  if (!reason || typeof reason !== 'object') {
    return typeof reason === 'string' && /Loading (CSS )?chunk \S+ failed/i.test(reason) ? 'error' : null
  }
  const e = reason as { name?: unknown, message?: unknown, type?: unknown, code?: unknown }
  const message = typeof e.message === 'string' ? e.message : ''
  const isChunk = e.name === 'ChunkLoadError' || e.code === 'CSS_CHUNK_LOAD_FAILED' ||
    /Loading (CSS )?chunk \S+ failed/i.test(message)
  if (!isChunk) return null
  if (e.type === 'missing' || e.type === 'timeout') return e.type
  if (/\(timeout/i.test(message)) return 'timeout'
  if (/\(missing/i.test(message)) return 'missing'
  return 'error'
}

const ICON = '<svg width="64" height="64" viewBox="0 0 48 48" fill="none" stroke="#ff448f" stroke-width="3" ' +
  'stroke-linecap="round" stroke-linejoin="round"><circle cx="24" cy="24" r="19"/><path d="M24 14v12"/>' +
  '<circle cx="24" cy="33" r="1.2" fill="#ff448f"/></svg>'

/** Shows (or updates) the overlay for a failure type. */
export function showChunkError (type: ChunkErrorType, reload: () => void = () => window.location.reload()): HTMLElement {
  let root = document.getElementById(OVERLAY_ID)
  if (!root) {
    root = document.createElement('div')
    root.id = OVERLAY_ID
    root.setAttribute('role', 'alertdialog')
    document.body.appendChild(root)
  }
  root.setAttribute('data-type', type)
  root.innerHTML = ''
  const icon = document.createElement('div')
  icon.className = 'chunk-error__icon'
  icon.innerHTML = ICON
  const msg = document.createElement('p')
  msg.className = 'chunk-error__message'
  msg.textContent = t(`chunk.${type}`)
  const btn = document.createElement('button')
  btn.id = 'chunk-error-retry'
  btn.type = 'button'
  btn.textContent = t('common.retry')
  btn.addEventListener('click', () => reload())
  root.append(icon, msg, btn)
  return root
}

let installed: (() => void) | null = null

export function installChunkErrorHandler (): () => void {
  if (installed || typeof window === 'undefined') return installed ?? (() => {})
  const onRejection = (ev: PromiseRejectionEvent) => {
    const type = chunkErrorType(ev.reason)
    if (type) { ev.preventDefault(); showChunkError(type) }
  }
  const onError = (ev: ErrorEvent) => {
    const type = chunkErrorType(ev.error ?? ev.message)
    if (type) { ev.preventDefault(); showChunkError(type) }
  }
  window.addEventListener('unhandledrejection', onRejection)
  window.addEventListener('error', onError)
  installed = () => {
    window.removeEventListener('unhandledrejection', onRejection)
    window.removeEventListener('error', onError)
    installed = null
  }
  return installed
}
