/** Messages the server pushes over the websocket (spec §7). Clients send only `pong`. */
export type ServerSocketMessage =
  /** client_secret proves holding this socket: chat/shake and login send it with client_id */
  | { type: 'init', client_id: string, client_secret: string }
  | { type: 'ping' }
  /** order/refund notices: title and content in Chinese, `en` the same in English, `id` the notice */
  | { type: 'order', title: string, content: string, modules: string, modules_id: number, id?: number, en?: { title: string, content: string } }
  | { type: 'notice', title: string, content: string, id?: number, en?: { title: string, content: string } }
  | { type: 'chat', [k: string]: unknown }
  | { type: 'service', [k: string]: unknown }
  | { type: 'live' | 'say' | 'getLivingPool' | 'SocketLivingInfo', [k: string]: unknown }
  | { type: 'kick', msg: string }

export type ClientSocketMessage = { type: 'pong' }

/** Chat message types (spec §3 Chat: seen text, img, voice, goods, red; other readings add the rest). */
export const CHAT_MESSAGE_TYPES = ['text', 'img', 'voice', 'goods', 'red', 'order', 'location', 'transfer', 'video'] as const
export type ChatMessageType = typeof CHAT_MESSAGE_TYPES[number]
