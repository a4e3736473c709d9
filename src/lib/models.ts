import type { Money } from '../../types/envelope'
import type { ChatMessageType } from '../../types/socket'

// Client-side shapes of spec §3 that the API contract (types/) does not cover: the local cart,
// chat conversations and messages, and the user's notification preferences. They live at the
// bottom layer because storage.ts persists them; stores and api import them from here.

/** Notification, sound and vibration preferences (spec §3 User: pushs, voice, shock; default on). */
export interface UserPrefs {
  pushs: boolean
  voice: boolean
  shock: boolean
}

export const DEFAULT_PREFS: UserPrefs = { pushs: true, voice: true, shock: true }

export interface CartSku {
  id: number
  price: Money
  /** chosen spec values, e.g. "Red,XL" (the server's string[] is joined on arrival) */
  difference?: string
  stock?: number
}

/** A line of a settlement (order confirmation): spec §3 settlement item. */
export interface SettleLine {
  goods_id: number
  sku_id: number
  number: number
}

/** One cart line (spec §3 Cart item). */
export interface CartItem {
  goods_id: number
  shop_id: number
  sku_id: number
  title: string
  image: string
  sku: CartSku
  number: number
  /** line total = sku.price × number, a decimal string */
  sum: Money
  checked: boolean
}

/** Items of one shop (spec §3 Cart: check = whole shop selected, choose = count selected). */
export interface CartGroup {
  shop_id: number
  shop_name: string
  products: CartItem[]
  check: boolean
  choose: number
}

/** GET /wanlshop/chat/lists item (spec §3 Chat; types/chat.ts). */
export type { ChatConversation as Conversation } from '../../types/chat'

export type { ChatMessageType }

/** A chat message as pushed and as kept locally (spec §3 Chat; types/chat.ts). */
export type { ChatMessage } from '../../types/chat'

/** spec §9: chat history keeps the last 96 messages per conversation */
export const CHAT_HISTORY_LIMIT = 96
