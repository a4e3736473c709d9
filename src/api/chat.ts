import type { Conversation } from '../lib/models'
import { defineApi, GET, POST } from './define'

// Chat over HTTP; the socket only pushes (spec §7).
export const chatApi = defineApi({
  /** binds the socket (client_id and the client_secret from its init) to the logged-in user */
  shake: POST<{ client_id: string, client_secret: string }, unknown>('/wanlshop/chat/shake', { toast: false }),
  lists: GET<void, Conversation[]>('/wanlshop/chat/lists'),
  send: POST<Record<string, unknown>, unknown>('/wanlshop/chat/send'),
  del: POST<{ id: number }, unknown>('/wanlshop/chat/del'),
  clear: POST<{ id: number }, unknown>('/wanlshop/chat/clear'),
  /** marks everything read */
  read: POST<void, unknown>('/wanlshop/chat/read')
})
