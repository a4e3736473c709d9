import type { ChatMessageType } from './socket'

// Chat (spec §3 Chat, §7 chat/*; issue 16). Conversations are between a buyer and a shop (its owner
// answers as the shop) or a user and the platform (customer service, answered from the admin console).
// Bodies are data: each type has its own shape, shown as text by the client, never as HTML.

export type ChatKind = 'shop' | 'service'
/** user: the buyer (or the user asking the platform); peer: the shop or the platform */
export type ChatSide = 'user' | 'peer'
/** whose list a caller asks for: `buy` their own conversations, `sell` the ones of the shops they own */
export type ChatRole = 'buy' | 'sell'

/** The types a user sends (red and transfer move money: only between a buyer and a shop's owner). */
export const CHAT_SEND_TYPES = ['text', 'img', 'voice', 'video', 'goods', 'order', 'location', 'red', 'transfer'] as const
/** Money messages: sent with the payment password through the wallet's transfer rules (daily quota). */
export const CHAT_MONEY_TYPES = ['red', 'transfer'] as const
export type ChatMoneyType = typeof CHAT_MONEY_TYPES[number]
/** Assets money messages carry (the wallet's transfer assets). */
export type ChatMoneyAsset = 'usdt' | 'bbc'
/** open: waiting for the receiver; claimed: opened by them; returned: expired, back with the sender */
export type RedPacketState = 'open' | 'claimed' | 'returned'
export type ChatSendType = typeof CHAT_SEND_TYPES[number]

/** Limits per type (checked by the server; the client checks first to say it sooner). */
export const CHAT_LIMITS = {
  textChars: 1000,
  imageBytes: 2 * 1024 * 1024,
  voiceBytes: 2 * 1024 * 1024,
  voiceSeconds: 60,
  videoBytes: 20 * 1024 * 1024,
  locationChars: 200,
  /** messages one sender may send in `rateWindowSeconds` */
  rateMax: 20,
  rateWindowSeconds: 10,
  /** spec §9: the last 96 messages of a conversation are kept on the device */
  keepLocal: 96,
  /** a red packet not opened within this time goes back to its sender */
  redPacketSeconds: 24 * 3600,
  greetingChars: 40,
  historyPage: 20
} as const

/**
 * Cards are snapshots that both sides read, each in their own language: `title` is the merchant's
 * Chinese title and `title_en` the English one ('' or absent when none; older cards have none).
 */
export interface ChatGoodsCard { id: number, title: string, title_en?: string, image: string, price: string }
export interface ChatOrderCard { id: number, order_no: string, title: string, title_en?: string, image: string, total: string, state: number, count: number }
export interface LocationBody { name: string, address: string, latitude?: number, longitude?: number }

/** What a client sends for red / transfer (the password is checked, never stored). */
export interface ChatMoneyContent { asset: ChatMoneyAsset, amount: string, pay_password: string, greeting?: string }
/** A red packet's body; `state` is the packet's state when the message is read (history) or pushed. */
export interface ChatRedBody { packet_id: number, asset: ChatMoneyAsset, amount: string, greeting: string, state: RedPacketState, expires_at: number }
export interface ChatTransferBody { transfer_id: number, asset: ChatMoneyAsset, amount: string }

/** chat/openRed: the packet after the receiver opened it (or why not). */
export interface RedPacketOpened { packet_id: number, state: RedPacketState, asset: ChatMoneyAsset, amount: string, balance: string }

export interface ChatBodies {
  text: { text: string }
  img: { url: string }
  voice: { url: string, duration: number }
  video: { url: string }
  goods: ChatGoodsCard
  order: ChatOrderCard
  location: LocationBody
  red: ChatRedBody
  transfer: ChatTransferBody
}

/** What a client sends as `content` for each type (cards are named by id; the server fills them). */
export interface ChatSendContent {
  text: { text: string }
  img: { url: string }
  voice: { url: string, duration: number }
  video: { url: string }
  goods: { id: number }
  order: { id: number }
  location: LocationBody
  red: ChatMoneyContent
  transfer: ChatMoneyContent
}

/** chat/send. One of conversation_id, shop_id (the buyer starts or continues with a shop) or service. */
export interface ChatSendRequest<T extends ChatSendType = ChatSendType> {
  conversation_id?: number
  shop_id?: number
  service?: boolean
  type: T
  content: ChatSendContent[T]
  /** the client's id of this message: a retry with the same key returns the first message */
  key: string
}

/** The author block of a message (spec: sender id, shop_id, name, avatar). */
export interface ChatFrom { id: number, shop_id: number, name: string, avatar: string }

export interface ChatMessage {
  id: number
  conversation_id: number
  side: ChatSide
  type: ChatMessageType
  body: Record<string, unknown>
  from: ChatFrom
  key: string
  createtime: number
}

/** One row of a conversation list (spec §3: id, user_id, name, avatar, content, count, createtime). */
export interface ChatConversation {
  id: number
  kind: ChatKind
  /** the buyer (or user) of the conversation */
  user_id: number
  shop_id: number
  /** the other party as the caller sees it: the shop (or the platform) for a buyer, the buyer for a shop */
  name: string
  avatar: string
  /** the last message as one line in the caller's language */
  content: string
  /** unread for the caller */
  count: number
  createtime: number
}

/** chat/getShopChat and chat/service: the conversation a buyer opens (created on first contact). */
export interface ChatOpen {
  conversation_id: number
  kind: ChatKind
  /** the caller's side in it */
  side: ChatSide
  name: string
  avatar: string
  shop_id: number
  /** read receipt: the other side has read up to this message id */
  peer_read_id: number
}

/** chat/history: up to `limit` messages older than `before` (newest page when absent), oldest first. */
export interface ChatHistory {
  conversation: ChatOpen
  data: ChatMessage[]
  /** more older messages exist */
  more: boolean
}

/** Socket pushes of the chat (`type: 'chat'` for shop conversations, `'service'` for customer service). */
export type ChatPush =
  | { event: 'message', message: ChatMessage }
  | { event: 'read', conversation_id: number, side: ChatSide, read_id: number }
  /** a red packet of the conversation changed state (opened, or returned to its sender) */
  | { event: 'packet', conversation_id: number, message_id: number, packet_id: number, state: RedPacketState }
