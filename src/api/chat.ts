import type { ChatConversation, ChatHistory, ChatMessage, ChatOpen, ChatRole, ChatSendRequest, RedPacketOpened } from '../../types/chat'
import type { UploadResult } from '../../types/common'
import { defineApi, GET, POST } from './define'
import { upload, type CallOptions } from './request'

// Chat over HTTP; the socket only pushes (spec §7).
export const chatApi = defineApi({
  /** binds the socket (client_id and the client_secret from its init) to the logged-in user */
  shake: POST<{ client_id: string, client_secret: string }, unknown>('/wanlshop/chat/shake', { toast: false }),
  /** role buy: my conversations; sell: those of the shops I own */
  lists: GET<{ role?: ChatRole } | void, ChatConversation[]>('/wanlshop/chat/lists'),
  getShopChat: POST<{ id: number }, ChatOpen>('/wanlshop/chat/getShopChat'),
  service: POST<void, ChatOpen>('/wanlshop/chat/service'),
  history: POST<{ id: number, before?: number, limit?: number }, ChatHistory>('/wanlshop/chat/history'),
  send: POST<ChatSendRequest, ChatMessage>('/wanlshop/chat/send', { toast: false }),
  /** the receiver opens a red packet (once, within 24 h) */
  openRed: POST<{ id: number }, RedPacketOpened>('/wanlshop/chat/openRed', { toast: false }),
  del: POST<{ id: number }, unknown>('/wanlshop/chat/del'),
  clear: POST<{ id: number }, unknown>('/wanlshop/chat/clear'),
  /** one conversation (id) or all of a role */
  read: POST<{ id?: number, role?: ChatRole } | void, unknown>('/wanlshop/chat/read', { toast: false })
})

/** Voice (≤ 2 MB) and video (≤ 20 MB) files of messages. */
export function uploadChatMedia (kind: 'voice' | 'video', filePath: string, opts: CallOptions = {}): Promise<UploadResult> {
  return upload<UploadResult>({ url: `/wanlshop/chat/upload/${kind}`, filePath, successToast: false, ...opts })
}
