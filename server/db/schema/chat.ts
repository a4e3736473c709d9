import { pgTable, serial, text, integer, bigint, boolean, jsonb, index, uniqueIndex, check } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { users } from './users'
import { shops } from './catalog'

// Chat (issue 16): one conversation per buyer and shop, or per user and the platform (customer
// service). Each side has its own view of it: unread count, how far it has read (the peer's read
// receipt), where its history starts after a clear, and whether it deleted the conversation from its
// list. Messages are data (type + JSON body), never HTML.

const unix = (name: string) => bigint(name, { mode: 'number' })

export const chatConversations = pgTable('chat_conversations', {
  id: serial('id').primaryKey(),
  /** shop: a buyer and a shop (its owner answers); service: a user and the platform (support answers) */
  kind: text('kind').notNull(),
  /** the buyer / the user asking the platform */
  userId: integer('user_id').notNull().references(() => users.id),
  /** the shop (kind shop), null for service */
  shopId: integer('shop_id').references(() => shops.id),
  lastMessageId: integer('last_message_id'),
  lastAt: unix('last_at').notNull(),
  /** the buyer's side: unread count, last message id read, history visible after, hidden from the list */
  userUnread: integer('user_unread').notNull().default(0),
  userReadId: integer('user_read_id').notNull().default(0),
  userClearedId: integer('user_cleared_id').notNull().default(0),
  userHidden: boolean('user_hidden').notNull().default(false),
  /** the shop's (or the platform's) side, likewise */
  peerUnread: integer('peer_unread').notNull().default(0),
  peerReadId: integer('peer_read_id').notNull().default(0),
  peerClearedId: integer('peer_cleared_id').notNull().default(0),
  peerHidden: boolean('peer_hidden').notNull().default(false),
  createdAt: unix('created_at').notNull()
}, (t) => [
  uniqueIndex('chat_conversations_pair_uq').on(t.kind, t.userId, sql`coalesce(${t.shopId}, 0)`),
  index('chat_conversations_user_idx').on(t.userId, t.lastAt),
  index('chat_conversations_shop_idx').on(t.shopId, t.lastAt),
  check('chat_conversations_kind_ck', sql`(${t.kind} = 'shop' and ${t.shopId} is not null) or (${t.kind} = 'service' and ${t.shopId} is null)`)
])

export const chatMessages = pgTable('chat_messages', {
  id: serial('id').primaryKey(),
  conversationId: integer('conversation_id').notNull().references(() => chatConversations.id),
  /** user: the buyer side wrote it; peer: the shop (its owner) or the platform (an admin) */
  side: text('side').notNull(),
  /** the user who wrote it (the owner for a shop; null for the platform) */
  senderId: integer('sender_id'),
  /** admin id when the platform answered */
  adminId: integer('admin_id'),
  type: text('type').notNull(),
  body: jsonb('body').notNull(),
  /** the sender's id of the message: a retried send with the same key finds the first one */
  clientKey: text('client_key').notNull(),
  createdAt: unix('created_at').notNull()
}, (t) => [
  index('chat_messages_conv_idx').on(t.conversationId, t.id),
  uniqueIndex('chat_messages_key_uq').on(t.conversationId, t.side, t.clientKey)
])
