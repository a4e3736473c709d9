import Taro from '@tarojs/taro'
import { CHAT_MESSAGES_PREFIX, STORAGE_KEYS } from '@/lib/storage'

// "Clear cache" (spec §2 Settings): everything in local storage except the session and the user's
// own data (user, wallet address, language, invite code, local cart, chat history...).

const KEEP = new Set(Object.values(STORAGE_KEYS))
const keep = (key: string) => KEEP.has(key) || key.startsWith(CHAT_MESSAGES_PREFIX)

/** Size of local storage in KB ('' when the platform cannot tell). */
export function cacheSizeKb (): number | null {
  try {
    const info = Taro.getStorageInfoSync()
    return Number.isFinite(info.currentSize) ? info.currentSize : null
  } catch {
    return null
  }
}

/** Clears local storage but keeps the session keys. Returns how many keys were removed. */
export function clearCache (): number {
  let keys: string[] = []
  try { keys = Taro.getStorageInfoSync().keys ?? [] } catch { keys = [] }
  const saved = keys.filter(keep).map((k) => [k, Taro.getStorageSync(k)] as const)
  const removed = keys.length - saved.length
  try {
    Taro.clearStorageSync()
  } finally {
    for (const [k, v] of saved) {
      try { Taro.setStorageSync(k, v) } catch { /* quota: nothing more to do */ }
    }
  }
  return removed
}
