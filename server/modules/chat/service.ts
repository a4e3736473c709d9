import type { Db } from '../../db/client'

/** One row of the conversation list (spec §3 "Chat"). */
export interface ChatListItem {
  id: number
  user_id: number
  name: string
  avatar: string
  content: string
  count: number
  createtime: number
}

/** Conversations of a user. Chat messages are not stored yet (the chat module adds the table). */
export async function chatList (_db: Db, _userId: number): Promise<ChatListItem[]> {
  return []
}
