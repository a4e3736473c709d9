import type { NetworkState } from './network'

// H5: navigator.onLine and the online/offline events; mobile data only where the browser tells the
// connection's type (Android Chrome: 'cellular'). effectiveType is a speed class, not the medium.

export async function networkState (): Promise<NetworkState> {
  const online = typeof navigator === 'undefined' ? true : navigator.onLine !== false
  const type = (navigator as unknown as { connection?: { type?: string } }).connection?.type ?? ''
  const mobile = online && type === 'cellular'
  return { online, mobile, label: mobile ? 'cellular' : '' }
}

export function onNetworkChange (cb: (online: boolean) => void): void {
  if (typeof window === 'undefined') return
  window.addEventListener('offline', () => cb(false))
  window.addEventListener('online', () => cb(true))
}

/**
 * The offline page must open without the network: its chunk (the same module the router loads) is
 * fetched a few seconds after start-up (not before the first screen: it is not part of its budget),
 * so webpack has it when the connection is gone.
 */
export function prefetchOfflinePage (): void {
  if (typeof window === 'undefined') return
  setTimeout(() => { void import(/* webpackChunkName: "offline-page" */ '../pages/page/no_network').catch(() => undefined) }, 3000)
}
