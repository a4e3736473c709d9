import { storage } from '../lib/storage'

// What the request layer needs from the session, injected by the RootStore at construction so
// that api/ never imports stores/ (stores import api/; the other direction would be a cycle).
// Until a store installs itself, the defaults read local storage, which is where the session
// lives between launches anyway.

export interface SessionBridge {
  /** `token` header; '' when logged out */
  getToken (): string
  /** `Wallet-Address` header; '' when unknown */
  getWalletAddress (): string
  /** `Accept-Language` header */
  getLanguageHeader (): 'zh-CN' | 'en'
  /**
   * Called on HTTP 401 (spec §6/§8: back to wallet login). Resolves true when a new session
   * exists and the request may be retried. The request layer makes it single-flight.
   */
  onUnauthorized (): Promise<boolean>
}

const defaults: SessionBridge = {
  getToken: () => storage.get('user')?.token ?? '',
  getWalletAddress: () => storage.get('walletAddress') ?? '',
  getLanguageHeader: () => (storage.get('lang') === 'en' ? 'en' : 'zh-CN'),
  onUnauthorized: async () => false
}

let current: SessionBridge = { ...defaults }

export function installSessionBridge (bridge: Partial<SessionBridge>): void {
  current = { ...defaults, ...bridge }
}

export function resetSessionBridge (): void {
  current = { ...defaults }
}

export function sessionBridge (): SessionBridge {
  return current
}
