import { pgTable, serial, text, integer, bigint, numeric, index, check } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { users } from './users'
import { chatConversations } from './chat'

// Red packets sent in chat (issue 16): the sender's money moves to the platform account when the
// packet is sent (two `transfer` ledger rows, ref red_packet) and is held there until the receiver
// opens it (platform → receiver) or it expires after 24 h (platform → sender, by the scheduler). state moves once, from
// open to claimed or returned, by a conditional update: never both, never twice.

const unix = (name: string) => bigint(name, { mode: 'number' })

export const chatRedPackets = pgTable('chat_red_packets', {
  id: serial('id').primaryKey(),
  conversationId: integer('conversation_id').notNull().references(() => chatConversations.id),
  /** the chat message that carries it */
  messageId: integer('message_id'),
  senderId: integer('sender_id').notNull().references(() => users.id),
  receiverId: integer('receiver_id').notNull().references(() => users.id),
  asset: text('asset').notNull(),
  amount: numeric('amount', { precision: 30, scale: 8 }).notNull(),
  greeting: text('greeting').notNull().default(''),
  /** open → claimed (receiver) | returned (sender, after expires_at) */
  state: text('state').notNull().default('open'),
  createdAt: unix('created_at').notNull(),
  expiresAt: unix('expires_at').notNull(),
  settledAt: unix('settled_at')
}, (t) => [
  index('chat_red_packets_due_idx').on(t.state, t.expiresAt),
  check('chat_red_packets_state_ck', sql`${t.state} in ('open', 'claimed', 'returned')`),
  check('chat_red_packets_amount_ck', sql`${t.amount} > 0`)
])
