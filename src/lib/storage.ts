import Taro from '@tarojs/taro'
import type { Statistics, UserInfo } from '../../types/user'
import type { CartGroup, ChatMessage, UserPrefs } from './models'
import { CHAT_HISTORY_LIMIT } from './models'
import { KEYS } from './storage-keys'
import { readStored } from '../platform/storage-read'

// Typed local storage over Taro's sync APIs (localStorage on H5, wx storage on weapp) with the
// spec §9 keys. Values are stored as they are (Taro serialises objects on both platforms).

/** The stored user: the server's userinfo plus the local notification preferences. */
export type StoredUser = UserInfo & Partial<UserPrefs>

export interface StorageShape {
  user: StoredUser
  statistics: Statistics
  walletAddress: string
  chatClientId: string
  inviteCode: string
  /** version_code of the update the user chose to ignore */
  updateIgnore: number
  cart: CartGroup[]
  /** the ticked lines of a signed-in cart ("goods_id:sku_id"); the server keeps lines, not ticks */
  cartChecked: string[]
  lang: 'zh' | 'en'
  /** search terms, newest first (pages/page/search) */
  searchHistory: string[]
  /** local day ("2026-11-25") the open-screen advert was last shown (lib/interruptions.ts) */
  openAdvertDay: string
  /** fingerprint of the last system pop-up shown (lib/interruptions.ts) */
  popupSeen: string
  /** how prices are shown: 'cny' (default) or 'usdt' (/pages/user/setting/currency) */
  currency: 'cny' | 'usdt'
  /** the colour theme (/pages/user/theme) */
  theme: string
}

export type StorageName = keyof StorageShape

/** The real keys (lib/storage-keys.ts); every name of StorageShape has one. */
export const STORAGE_KEYS: Record<StorageName, string> = KEYS

/** Prefix of the per-conversation chat history keys ("chat messages"). */
export const CHAT_MESSAGES_PREFIX = 'wanlshop:chat:'

function read<T> (key: string): T | null {
  try {
    const v = readStored(key) as T | '' | undefined | null
    return v === '' || v === undefined || v === null ? null : v
  } catch {
    return null
  }
}

function write (key: string, value: unknown): void {
  try {
    Taro.setStorageSync(key, value)
  } catch (e) {
    // quota exceeded or storage disabled (private mode): the app keeps working from memory
    console.warn('storage write failed', key, e)
  }
}

function drop (key: string): void {
  try {
    Taro.removeStorageSync(key)
  } catch {
    // nothing to do: a missing key is already removed
  }
}

export const storage = {
  get<K extends StorageName> (name: K): StorageShape[K] | null {
    return read<StorageShape[K]>(STORAGE_KEYS[name])
  },
  set<K extends StorageName> (name: K, value: StorageShape[K]): void {
    write(STORAGE_KEYS[name], value)
  },
  remove (name: StorageName): void {
    drop(STORAGE_KEYS[name])
  }
}

/** Locally kept chat history per conversation (spec §3: the last 96 are kept). */
export const chatHistory = {
  key (conversationId: number | string): string {
    return `${CHAT_MESSAGES_PREFIX}${conversationId}`
  },
  load (conversationId: number | string): ChatMessage[] {
    return read<ChatMessage[]>(chatHistory.key(conversationId)) ?? []
  },
  /** Saves the list, keeping only the newest 96; returns what was kept. */
  save (conversationId: number | string, messages: ChatMessage[]): ChatMessage[] {
    const kept = messages.slice(-CHAT_HISTORY_LIMIT)
    write(chatHistory.key(conversationId), kept)
    return kept
  },
  append (conversationId: number | string, message: ChatMessage): ChatMessage[] {
    return chatHistory.save(conversationId, [...chatHistory.load(conversationId), message])
  },
  clear (conversationId: number | string): void {
    drop(chatHistory.key(conversationId))
  },
  /** Every conversation's history (logout: the next user of this device must not read them). */
  clearAll (): void {
    let keys: string[] = []
    try { keys = Taro.getStorageInfoSync().keys ?? [] } catch { keys = [] }
    for (const k of keys) if (k.startsWith(CHAT_MESSAGES_PREFIX)) drop(k)
  }
}
