import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm'
import type {
  ChatConversation, ChatFrom, ChatHistory, ChatKind, ChatMessage, ChatOpen, ChatPush, ChatRole, ChatSendContent,
  ChatSendRequest, ChatSendType, ChatSide, ChatGoodsCard, LocationBody, ChatOrderCard
} from '../../../types/chat'
import { CHAT_LIMITS } from '../../../types/chat'
import type { ChatMessageType } from '../../../types/socket'
import type { Db } from '../../db/client'
import { chatConversations, chatMessages, goods, orderGoods, orders, shops, uploads, users } from '../../db/schema'
import { refuse, type Refusal } from '../../lib/envelope'
import { translate, type Lang } from '../../lib/i18n'
import { preparedRows, tableRow } from '../../lib/sql'
import { inTransaction } from '../../lib/tx'
import { now } from '../../lib/time'
import type { Hub } from '../../realtime/hub'
import { memoryLimiter, type SendLimiter } from './rate-limit'

// Chat (issue 16). Who may see a conversation is decided here and nowhere else:
//   side 'user' — the conversation's user_id;
//   side 'peer' — for a shop conversation the shop's owner (shops have no staff in this model);
//                 for a service conversation the platform (admin console, never a user route).
// Anything else is "conversation does not exist", the same answer as for a missing id.

type Conv = typeof chatConversations.$inferSelect
type MsgRow = typeof chatMessages.$inferSelect

/** The platform's name and avatar in customer-service conversations. */
const PLATFORM = { zh: '平台客服', en: 'Customer service', avatar: '' }

// ---------- access ----------

/** The caller's side in a conversation, or null when it is not theirs. */
async function sideOf (db: Db, c: Conv, userId: number): Promise<ChatSide | null> {
  if (c.userId === userId) return 'user'
  if (c.kind === 'shop' && c.shopId !== null) {
    const [s] = await db.select({ owner: shops.userId }).from(shops).where(eq(shops.id, c.shopId))
    if (s?.owner === userId) return 'peer'
  }
  return null
}

/** A conversation the caller is part of, with their side; null otherwise (missing or someone else's). */
export async function myConversation (db: Db, userId: number, id: number): Promise<{ conv: Conv, side: ChatSide } | null> {
  const [conv] = await db.select().from(chatConversations).where(eq(chatConversations.id, id))
  if (conv === undefined) return null
  const side = await sideOf(db, conv, userId)
  return side === null ? null : { conv, side }
}

/** Users who hear about the peer side of a conversation: the shop's owner (none for the platform). */
export async function peerUserIds (db: Db, c: Conv): Promise<number[]> {
  if (c.kind !== 'shop' || c.shopId === null) return []
  const [s] = await db.select({ owner: shops.userId }).from(shops).where(eq(shops.id, c.shopId))
  return s === undefined ? [] : [s.owner]
}

// ---------- presentation ----------

async function shopCard (db: Db, shopId: number): Promise<{ name: string, avatar: string, owner: number } | null> {
  const [s] = await db.select({ name: shops.shopname, avatar: shops.avatar, owner: shops.userId, status: shops.status }).from(shops).where(eq(shops.id, shopId))
  return s === undefined || s.status !== 'normal' ? null : { name: s.name, avatar: s.avatar, owner: s.owner }
}

function openOf (c: Conv, side: ChatSide, name: string, avatar: string): ChatOpen {
  return {
    conversation_id: c.id,
    kind: c.kind as ChatKind,
    side,
    name,
    avatar,
    shop_id: c.shopId ?? 0,
    peer_read_id: side === 'user' ? c.peerReadId : c.userReadId
  }
}

/** The other party of a conversation as `side` sees it. */
async function otherParty (db: Db, c: Conv, side: ChatSide, lang: Lang): Promise<{ name: string, avatar: string }> {
  if (side === 'peer') {
    const [u] = await db.select({ nickname: users.nickname, avatar: users.avatar }).from(users).where(eq(users.id, c.userId))
    return { name: u?.nickname ?? '', avatar: u?.avatar ?? '' }
  }
  if (c.kind === 'service' || c.shopId === null) return { name: PLATFORM[lang], avatar: PLATFORM.avatar }
  const [s] = await db.select({ name: shops.shopname, avatar: shops.avatar }).from(shops).where(eq(shops.id, c.shopId))
  return { name: s?.name ?? '', avatar: s?.avatar ?? '' }
}

/** One line for the conversation list: the text itself, or [Image], [Voice]... in the reader's language. */
export function previewOf (type: string, body: unknown, lang: Lang): string {
  if (type === 'text') {
    const text = (body as { text?: unknown })?.text
    return typeof text === 'string' ? text.slice(0, 60) : ''
  }
  switch (type) {
    case 'img': return translate(lang, 'chat.preview_img')
    case 'voice': return translate(lang, 'chat.preview_voice')
    case 'video': return translate(lang, 'chat.preview_video')
    case 'goods': return translate(lang, 'chat.preview_goods')
    case 'order': return translate(lang, 'chat.preview_order')
    case 'location': return translate(lang, 'chat.preview_location')
    case 'red': return translate(lang, 'chat.preview_red')
    case 'transfer': return translate(lang, 'chat.preview_transfer')
    default: return translate(lang, 'chat.preview_other')
  }
}

async function fromOf (db: Db, c: Conv, m: Pick<MsgRow, 'side' | 'senderId'>, lang: Lang): Promise<ChatFrom> {
  if (m.side === 'user') {
    const [u] = await db.select({ nickname: users.nickname, avatar: users.avatar }).from(users).where(eq(users.id, c.userId))
    return { id: c.userId, shop_id: 0, name: u?.nickname ?? '', avatar: u?.avatar ?? '' }
  }
  if (c.kind === 'service' || c.shopId === null) return { id: 0, shop_id: 0, name: PLATFORM[lang], avatar: PLATFORM.avatar }
  const [s] = await db.select({ name: shops.shopname, avatar: shops.avatar }).from(shops).where(eq(shops.id, c.shopId))
  return { id: m.senderId ?? 0, shop_id: c.shopId, name: s?.name ?? '', avatar: s?.avatar ?? '' }
}

export function messageOf (m: MsgRow, from: ChatFrom): ChatMessage {
  return {
    id: m.id,
    conversation_id: m.conversationId,
    side: m.side as ChatSide,
    type: m.type as ChatMessageType,
    body: m.body as Record<string, unknown>,
    from,
    key: m.clientKey,
    createtime: m.createdAt
  }
}

// ---------- lists ----------

/**
 * chat/lists: the caller's conversations that have messages and that they have not deleted, newest
 * first. role buy: their own (with shops and with the platform); sell: those of the shops they own.
 */
export async function chatList (db: Db, userId: number, role: ChatRole = 'buy', lang: Lang = 'zh'): Promise<ChatConversation[]> {
  const mine = role === 'buy'
  const where = mine
    ? and(eq(chatConversations.userId, userId), eq(chatConversations.userHidden, false))
    : and(inArray(chatConversations.shopId, db.select({ id: shops.id }).from(shops).where(eq(shops.userId, userId))), eq(chatConversations.peerHidden, false))
  const convs = await db.select().from(chatConversations)
    .where(and(where, sql`${chatConversations.lastMessageId} is not null`))
    .orderBy(desc(chatConversations.lastAt), desc(chatConversations.id)).limit(200)
  if (convs.length === 0) return []
  const lastIds = convs.map((c) => c.lastMessageId).filter((x): x is number => x !== null)
  const lasts = await db.select().from(chatMessages).where(inArray(chatMessages.id, lastIds))
  const lastBy = new Map(lasts.map((m) => [m.id, m]))
  const shopIds = [...new Set(convs.map((c) => c.shopId).filter((x): x is number => x !== null))]
  const shopRows = shopIds.length === 0 ? [] : await db.select({ id: shops.id, name: shops.shopname, avatar: shops.avatar }).from(shops).where(inArray(shops.id, shopIds))
  const shopBy = new Map(shopRows.map((s) => [s.id, s]))
  const userIds = [...new Set(convs.map((c) => c.userId))]
  const userRows = mine ? [] : await db.select({ id: users.id, nickname: users.nickname, avatar: users.avatar }).from(users).where(inArray(users.id, userIds))
  const userBy = new Map(userRows.map((u) => [u.id, u]))
  return convs.map((c) => {
    const last = c.lastMessageId === null ? undefined : lastBy.get(c.lastMessageId)
    const cleared = mine ? c.userClearedId : c.peerClearedId
    let name = ''
    let avatar = ''
    if (!mine) {
      const u = userBy.get(c.userId)
      name = u?.nickname ?? ''
      avatar = u?.avatar ?? ''
    } else if (c.kind === 'service' || c.shopId === null) {
      name = PLATFORM[lang]
      avatar = PLATFORM.avatar
    } else {
      const s = shopBy.get(c.shopId)
      name = s?.name ?? ''
      avatar = s?.avatar ?? ''
    }
    return {
      id: c.id,
      kind: c.kind as ChatKind,
      user_id: c.userId,
      shop_id: c.shopId ?? 0,
      name,
      avatar,
      content: last !== undefined && last.id > cleared ? previewOf(last.type, last.body, lang) : '',
      count: mine ? c.userUnread : c.peerUnread,
      createtime: c.lastAt
    }
  })
}

/** Unread chat messages of a user: their own conversations and those of the shops they own. */
export async function chatUnread (db: Db, userId: number): Promise<{ chat: number }> {
  const [r] = await db.select({
    n: sql<number>`(
      coalesce((select sum(user_unread) from chat_conversations where user_id = ${userId} and not user_hidden), 0) +
      coalesce((select sum(peer_unread) from chat_conversations where shop_id in (select id from shops where user_id = ${userId}) and not peer_hidden), 0)
    )::int`
  }).from(sql`(select 1) as one`)
  return { chat: Number(r?.n ?? 0) }
}

// ---------- opening ----------

/** Finds or creates the conversation of a buyer with a shop (inside the caller's transaction). */
async function shopConversation (db: Db, userId: number, shopId: number): Promise<Conv | Refusal> {
  const shop = await shopCard(db, shopId)
  if (shop === null) return refuse('chat.shop_not_found')
  if (shop.owner === userId) return refuse('chat.own_shop')
  return await pairConversation(db, 'shop', userId, shopId)
}

/**
 * A buyer's send to a shop, in one round trip: the shop (its owner hears the message), the buyer's
 * card (the message's `from`) and the conversation — created on first contact only. chat/send is
 * the chat's hot path: each round trip saved is one fewer wait per message.
 */
async function shopConversationForSend (db: Db, userId: number, shopId: number): Promise<{ conv: Conv, owner: number, from: ChatFrom } | Refusal> {
  const [r] = await preparedRows<{ owner: number, status: string, conv: Record<string, unknown> | null, nickname: string | null, avatar: string | null }>(db, 'chat_send_shop', sql`
    select s.user_id as owner, s.status, row_to_json(c) as conv, u.nickname, u.avatar
    from shops s
    left join chat_conversations c on c.kind = 'shop' and c.user_id = ${userId} and c.shop_id = s.id
    left join users u on u.id = ${userId}
    where s.id = ${shopId}`)
  if (r === undefined || r.status !== 'normal') return refuse('chat.shop_not_found')
  if (r.owner === userId) return refuse('chat.own_shop')
  const conv = r.conv !== null ? tableRow(chatConversations, r.conv) : await pairConversation(db, 'shop', userId, shopId)
  return { conv, owner: r.owner, from: { id: userId, shop_id: 0, name: r.nickname ?? '', avatar: r.avatar ?? '' } }
}

async function pairConversation (db: Db, kind: ChatKind, userId: number, shopId: number | null): Promise<Conv> {
  const at = now()
  await db.insert(chatConversations).values({ kind, userId, shopId, lastAt: at, createdAt: at }).onConflictDoNothing()
  const [c] = await db.select().from(chatConversations).where(and(
    eq(chatConversations.kind, kind), eq(chatConversations.userId, userId),
    shopId === null ? sql`${chatConversations.shopId} is null` : eq(chatConversations.shopId, shopId)))
  return c
}

/** chat/getShopChat: the buyer's conversation with a shop (created on first contact) and the shop's card. */
export async function openShopChat (db: Db, userId: number, shopId: number): Promise<ChatOpen | Refusal> {
  const c = await shopConversation(db, userId, shopId)
  if ('refusal' in c) return c
  const shop = await shopCard(db, shopId)
  return openOf(c, 'user', shop?.name ?? '', shop?.avatar ?? '')
}

/** chat/service: the caller's conversation with the platform. */
export async function openServiceChat (db: Db, userId: number, lang: Lang): Promise<ChatOpen> {
  const c = await pairConversation(db, 'service', userId, null)
  return openOf(c, 'user', PLATFORM[lang], PLATFORM.avatar)
}

// ---------- history ----------

/** chat/history: a page of messages older than `before`, within what the caller has not cleared. */
export async function chatHistory (db: Db, userId: number, id: number, before: number | undefined, limit: number, lang: Lang): Promise<ChatHistory | Refusal> {
  const mine = await myConversation(db, userId, id)
  if (mine === null) return refuse('chat.not_found')
  return await historyOf(db, mine.conv, mine.side, before, limit, lang)
}

export async function historyOf (db: Db, conv: Conv, side: ChatSide, before: number | undefined, limit: number, lang: Lang): Promise<ChatHistory> {
  const cleared = side === 'user' ? conv.userClearedId : conv.peerClearedId
  const rows = await db.select().from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conv.id), gt(chatMessages.id, cleared), before === undefined ? undefined : lt(chatMessages.id, before)))
    .orderBy(desc(chatMessages.id)).limit(limit + 1)
  const more = rows.length > limit
  const page = rows.slice(0, limit).reverse()
  const other = await otherParty(db, conv, side, lang)
  const userFrom = await fromOf(db, conv, { side: 'user', senderId: conv.userId }, lang)
  const peerFrom = await fromOf(db, conv, { side: 'peer', senderId: null }, lang)
  return {
    conversation: openOf(conv, side, other.name, other.avatar),
    data: page.map((m) => messageOf(m, m.side === 'user' ? userFrom : { ...peerFrom, id: m.senderId ?? 0 })),
    more
  }
}

// ---------- sending ----------

/** The limiter of callers that bring none (one process); the app passes its own (Redis when set). */
const processLimiter = memoryLimiter()

/** A media URL must be a file this sender uploaded (or a demo image for pictures). */
async function ownUpload (db: Db, userId: number | null, url: unknown, kinds: RegExp, maxBytes: number): Promise<string | null> {
  if (typeof url !== 'string') return null
  let p = url.trim()
  const i = p.indexOf('/uploads/')
  if (i > 0 && /^https?:\/\/[^/]+$/.test(p.slice(0, i))) p = p.slice(i)
  if (!/^\/uploads\/[A-Za-z0-9_\-/]+\.[a-z0-9]{2,5}$/i.test(p) || p.includes('//') || p.includes('..')) return null
  if (p.startsWith('/uploads/demo/') && kinds.test('image/png')) return p
  const conds = [eq(uploads.path, p)]
  if (userId !== null) conds.push(eq(uploads.userId, userId))
  const [row] = await db.select({ mime: uploads.mime, size: uploads.size }).from(uploads).where(and(...conds)).limit(1)
  if (row === undefined || !kinds.test(row.mime) || row.size > maxBytes) return null
  return p
}

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/ // eslint-disable-line no-control-regex

/** The stored body of a message, checked and (for cards) filled from the database. */
async function bodyOf (db: Db, conv: Conv, side: ChatSide, senderId: number | null, type: ChatSendType, content: unknown): Promise<Record<string, unknown> | Refusal> {
  const c = (content ?? {}) as Record<string, unknown>
  switch (type) {
    case 'text': {
      const text = typeof c.text === 'string' ? c.text.trim() : ''
      if (text === '') return refuse('chat.empty')
      if (text.length > CHAT_LIMITS.textChars) return refuse('chat.too_long', { n: CHAT_LIMITS.textChars })
      if (CONTROL.test(text)) return refuse('chat.bad_content')
      return { text }
    }
    case 'img': {
      const url = await ownUpload(db, senderId, c.url, /^image\//, CHAT_LIMITS.imageBytes)
      return url === null ? refuse('chat.bad_media') : { url }
    }
    case 'voice': {
      const url = await ownUpload(db, senderId, c.url, /^audio\//, CHAT_LIMITS.voiceBytes)
      const duration = Number(c.duration)
      if (url === null) return refuse('chat.bad_media')
      if (!Number.isFinite(duration) || duration < 1 || duration > CHAT_LIMITS.voiceSeconds) return refuse('chat.bad_duration', { n: CHAT_LIMITS.voiceSeconds })
      return { url, duration: Math.round(duration) }
    }
    case 'video': {
      const url = await ownUpload(db, senderId, c.url, /^video\//, CHAT_LIMITS.videoBytes)
      return url === null ? refuse('chat.bad_media') : { url }
    }
    case 'goods': {
      const id = Number(c.id)
      if (!Number.isSafeInteger(id) || id < 1) return refuse('chat.goods_not_found')
      const [g] = await db.select({ id: goods.id, title: goods.title, titleEn: goods.titleEn, image: goods.image, price: goods.price, shopId: goods.shopId, status: goods.status })
        .from(goods).where(eq(goods.id, id))
      if (g === undefined || g.status !== 'normal') return refuse('chat.goods_not_found')
      const card: ChatGoodsCard = { id: g.id, title: g.title, title_en: g.titleEn, image: g.image, price: g.price }
      return { ...card }
    }
    case 'order': {
      const id = Number(c.id)
      if (!Number.isSafeInteger(id) || id < 1) return refuse('chat.order_not_found')
      // only an order of this buyer in this shop (the card shows the buyer's own order to its shop)
      const [o] = await db.select({ id: orders.id, no: orders.orderNo, price: orders.price, state: orders.state, number: orders.number, userId: orders.userId, shopId: orders.shopId })
        .from(orders).where(eq(orders.id, id))
      if (o === undefined || conv.kind !== 'shop' || o.userId !== conv.userId || o.shopId !== conv.shopId) return refuse('chat.order_not_found')
      const [first] = await db.select({ title: orderGoods.title, titleEn: orderGoods.titleEn, image: orderGoods.image }).from(orderGoods).where(eq(orderGoods.orderId, o.id)).orderBy(orderGoods.id).limit(1)
      const card: ChatOrderCard = { id: o.id, order_no: o.no, title: first?.title ?? '', title_en: first?.titleEn ?? '', image: first?.image ?? '', total: o.price, state: o.state, count: o.number }
      void side
      return { ...card }
    }
    case 'location': {
      const l = c as Partial<LocationBody>
      const name = typeof l.name === 'string' ? l.name.trim() : ''
      const address = typeof l.address === 'string' ? l.address.trim() : ''
      if (name === '' && address === '') return refuse('chat.empty')
      if (name.length > CHAT_LIMITS.locationChars || address.length > CHAT_LIMITS.locationChars) return refuse('chat.too_long', { n: CHAT_LIMITS.locationChars })
      if (CONTROL.test(name + address)) return refuse('chat.bad_content')
      const out: LocationBody = { name, address }
      const lat = Number(l.latitude)
      const lng = Number(l.longitude)
      if (l.latitude !== undefined && l.longitude !== undefined && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180) {
        out.latitude = lat
        out.longitude = lng
      }
      return { ...out }
    }
    // money messages go through money.ts (password, ledger); never stored from a raw body
    case 'red':
    case 'transfer':
      return refuse('chat.bad_content')
  }
}

export interface Sent { message: ChatMessage, conv: Conv, duplicate: boolean }

/** A repeat of a key: the first message stored with it, or null. */
export async function sentBefore (db: Db, conv: Conv, side: ChatSide, key: string, lang: Lang): Promise<Sent | null> {
  const [first] = await db.select().from(chatMessages).where(and(eq(chatMessages.conversationId, conv.id), eq(chatMessages.side, side), eq(chatMessages.clientKey, key)))
  return first === undefined ? null : { message: messageOf(first, await fromOf(db, conv, first, lang)), conv, duplicate: true }
}

/** After a message row is inserted (in its transaction): it is the conversation's last, one more unread for the other side. */
export async function markSent (tx: Db, conv: Conv, side: ChatSide, m: MsgRow, lang: Lang, from?: ChatFrom): Promise<Sent> {
  // both sides see the conversation in their list again
  const other = side === 'user'
    ? { peerUnread: sql`${chatConversations.peerUnread} + 1`, userReadId: m.id }
    : { userUnread: sql`${chatConversations.userUnread} + 1`, peerReadId: m.id }
  const [updated] = await tx.update(chatConversations).set({
    lastMessageId: m.id, lastAt: m.createdAt, userHidden: false, peerHidden: false, ...other
  }).where(eq(chatConversations.id, conv.id)).returning()
  return { message: messageOf(m, from ?? await fromOf(tx, updated, m, lang)), conv: updated, duplicate: false }
}

/**
 * Stores a message from one side and counts it unread for the other; a repeat of the same key
 * returns the first message. `senderId` is the user (null with `adminId` for the platform).
 */
export async function storeMessage (db: Db, conv: Conv, side: ChatSide, sender: { userId: number | null, adminId?: number }, type: ChatSendType, content: ChatSendContent[ChatSendType], key: string, lang: Lang, gate?: () => Promise<Refusal | null>, from?: ChatFrom): Promise<Sent | Refusal> {
  const body = await bodyOf(db, conv, side, sender.userId, type, content)
  if ('refusal' in body) return body as Refusal
  const closed = gate === undefined ? null : await gate()
  if (closed !== null) return closed
  // the message and the conversation's last message / unread count in one statement (atomic on
  // its own, so no transaction round trips): chat/send's hot path
  const bump = side === 'user'
    ? sql`peer_unread = c.peer_unread + 1, user_read_id = m.id`
    : sql`user_unread = c.user_unread + 1, peer_read_id = m.id`
  const [r] = await preparedRows<{ m: Record<string, unknown>, c: Record<string, unknown> }>(db, `chat_store_${side}`, sql`
    with m as (
      insert into chat_messages (conversation_id, side, sender_id, admin_id, type, body, client_key, created_at)
      values (${conv.id}, ${side}, ${sender.userId}, ${sender.adminId ?? null}, ${type}, ${JSON.stringify(body)}::jsonb, ${key}, ${now()})
      on conflict do nothing returning *
    ), c as (
      update chat_conversations c set last_message_id = m.id, last_at = m.created_at, user_hidden = false, peer_hidden = false, ${bump}
      from m where c.id = ${conv.id} returning c.*
    )
    select row_to_json(m) as m, row_to_json(c) as c from m, c`)
  if (r === undefined) return (await sentBefore(db, conv, side, key, lang))!
  const m = tableRow(chatMessages, r.m)
  const updated = tableRow(chatConversations, r.c)
  return { message: messageOf(m, from ?? await fromOf(db, updated, m, lang)), conv: updated, duplicate: false }
}

/** Pushes a chat event to everyone on a conversation except the platform (which reads through the admin console). */
export async function pushChat (db: Db, hub: Hub, conv: Conv, push: ChatPush, peers?: readonly number[]): Promise<void> {
  const type = conv.kind === 'service' ? 'service' : 'chat'
  const targets = new Set<number>([conv.userId, ...peers ?? await peerUserIds(db, conv)])
  await Promise.all([...targets].map(async (uid) => { await hub.pushToUser(uid, { type, ...push }) }))
}

/** chat/send from a user: to a shop (buyer), into a conversation they are part of, or to the platform. */
/** Where a chat/send goes: the conversation (found or created) and the caller's side in it. */
export async function sendTarget (db: Db, userId: number, req: Pick<ChatSendRequest, 'conversation_id' | 'shop_id' | 'service'>): Promise<{ conv: Conv, side: ChatSide, peers?: number[], from?: ChatFrom } | Refusal> {
  let conv: Conv
  let side: ChatSide
  if (req.conversation_id === undefined && req.shop_id !== undefined) {
    const c = await shopConversationForSend(db, userId, req.shop_id)
    if ('refusal' in c) return c
    return { conv: c.conv, side: 'user', peers: [c.owner], from: c.from }
  }
  if (req.conversation_id !== undefined) {
    const mine = await myConversation(db, userId, req.conversation_id)
    if (mine === null) return refuse('chat.not_found')
    conv = mine.conv
    side = mine.side
  } else if (req.service === true) {
    conv = await pairConversation(db, 'service', userId, null)
    side = 'user'
  } else {
    return refuse('chat.no_recipient')
  }
  if (conv.kind === 'shop' && side === 'peer' && conv.shopId !== null && (await shopCard(db, conv.shopId)) === null) return refuse('chat.shop_not_found')
  return { conv, side }
}

export async function sendMessage (db: Db, hub: Hub, userId: number, req: ChatSendRequest, lang: Lang, limiter: SendLimiter = processLimiter): Promise<ChatMessage | Refusal> {
  const target = await sendTarget(db, userId, req)
  if ('refusal' in target) return target
  const { conv, side } = target
  // the rate limit counts messages that would be stored (a refused body costs nothing)
  const gate = async (): Promise<Refusal | null> => await limiter.take(userId) ? null : refuse('chat.rate_limited', { n: CHAT_LIMITS.rateWindowSeconds })
  const res = await storeMessage(db, conv, side, { userId }, req.type, req.content, req.key, lang, gate, target.from)
  if ('refusal' in res) return res
  if (!res.duplicate) await pushChat(db, hub, res.conv, { event: 'message', message: res.message }, target.peers)
  return res.message
}

// ---------- read, clear, delete ----------

/** Marks one side of a conversation read up to its last message and tells the other side (read receipt). */
async function markRead (db: Db, hub: Hub, conv: Conv, side: ChatSide): Promise<void> {
  const readId = conv.lastMessageId ?? 0
  const set = side === 'user' ? { userUnread: 0, userReadId: readId } : { peerUnread: 0, peerReadId: readId }
  const [u] = await db.update(chatConversations).set(set).where(eq(chatConversations.id, conv.id)).returning()
  const before = side === 'user' ? conv.userReadId : conv.peerReadId
  if (u !== undefined && readId > before) await pushChat(db, hub, u, { event: 'read', conversation_id: conv.id, side, read_id: readId })
}

/** chat/read: one conversation (id), or every conversation of the caller in a role. */
export async function readChat (db: Db, hub: Hub, userId: number, id: number | undefined, role: ChatRole): Promise<null | Refusal> {
  if (id !== undefined) {
    const mine = await myConversation(db, userId, id)
    if (mine === null) return refuse('chat.not_found')
    await markRead(db, hub, mine.conv, mine.side)
    return null
  }
  const convs = role === 'buy'
    ? await db.select().from(chatConversations).where(and(eq(chatConversations.userId, userId), gt(chatConversations.userUnread, 0)))
    : await db.select().from(chatConversations).where(and(inArray(chatConversations.shopId, db.select({ id: shops.id }).from(shops).where(eq(shops.userId, userId))), gt(chatConversations.peerUnread, 0)))
  for (const c of convs) await markRead(db, hub, c, role === 'buy' ? 'user' : 'peer')
  return null
}

/** chat/clear: the caller's history of a conversation starts after its last message (only their view). */
export async function clearChat (db: Db, userId: number, id: number): Promise<null | Refusal> {
  const mine = await myConversation(db, userId, id)
  if (mine === null) return refuse('chat.not_found')
  const last = mine.conv.lastMessageId ?? 0
  await db.update(chatConversations)
    .set(mine.side === 'user' ? { userClearedId: last, userUnread: 0, userReadId: last } : { peerClearedId: last, peerUnread: 0, peerReadId: last })
    .where(eq(chatConversations.id, id))
  return null
}

/** chat/del: cleared and gone from the caller's list until a new message arrives (only their view). */
export async function deleteChat (db: Db, userId: number, id: number): Promise<null | Refusal> {
  const mine = await myConversation(db, userId, id)
  if (mine === null) return refuse('chat.not_found')
  const last = mine.conv.lastMessageId ?? 0
  await db.update(chatConversations)
    .set(mine.side === 'user'
      ? { userClearedId: last, userUnread: 0, userReadId: last, userHidden: true }
      : { peerClearedId: last, peerUnread: 0, peerReadId: last, peerHidden: true })
    .where(eq(chatConversations.id, id))
  return null
}

// ---------- the platform's side (admin console, support role) ----------

/** Customer-service conversations waiting for the platform, newest first (admin console). */
export async function serviceQueue (db: Db, lang: Lang, limit = 50): Promise<Array<ChatConversation & { unread: number }>> {
  const convs = await db.select().from(chatConversations)
    .where(and(eq(chatConversations.kind, 'service'), sql`${chatConversations.lastMessageId} is not null`))
    .orderBy(desc(chatConversations.peerUnread), desc(chatConversations.lastAt)).limit(limit)
  if (convs.length === 0) return []
  const lasts = await db.select().from(chatMessages).where(inArray(chatMessages.id, convs.map((c) => c.lastMessageId ?? 0)))
  const lastBy = new Map(lasts.map((m) => [m.id, m]))
  const us = await db.select({ id: users.id, nickname: users.nickname, avatar: users.avatar }).from(users).where(inArray(users.id, convs.map((c) => c.userId)))
  const userBy = new Map(us.map((u) => [u.id, u]))
  return convs.map((c) => {
    const last = lastBy.get(c.lastMessageId ?? 0)
    return {
      id: c.id, kind: 'service', user_id: c.userId, shop_id: 0,
      name: userBy.get(c.userId)?.nickname ?? '', avatar: userBy.get(c.userId)?.avatar ?? '',
      content: last === undefined ? '' : previewOf(last.type, last.body, lang),
      count: c.peerUnread, unread: c.peerUnread, createtime: c.lastAt
    }
  })
}

async function serviceConv (db: Db, id: number): Promise<Conv | null> {
  const [c] = await db.select().from(chatConversations).where(and(eq(chatConversations.id, id), eq(chatConversations.kind, 'service')))
  return c ?? null
}

/** How many customer-service conversations wait for the platform (the dashboard queue). */
export async function serviceWaiting (db: Db): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(chatConversations)
    .where(and(eq(chatConversations.kind, 'service'), gt(chatConversations.peerUnread, 0)))
  return r?.n ?? 0
}

/** A service conversation's messages as the platform sees them (admin console); reading marks it read. */
export async function serviceHistory (db: Db, hub: Hub, id: number, before: number | undefined, lang: Lang): Promise<ChatHistory | Refusal> {
  const c = await serviceConv(db, id)
  if (c === null) return refuse('chat.not_found')
  const h = await historyOf(db, c, 'peer', before, CHAT_LIMITS.historyPage, lang)
  await markRead(db, hub, c, 'peer')
  return h
}

/** The platform answers a customer (admin console, support role): text only. */
export async function serviceReply (db: Db, hub: Hub, adminId: number, id: number, text: string, key: string, lang: Lang, audit?: (tx: Db, message: ChatMessage) => Promise<void>): Promise<ChatMessage | Refusal> {
  const c = await serviceConv(db, id)
  if (c === null) return refuse('chat.not_found')
  // the message and the caller's audit row (admin console) in one transaction; the push after it
  const res = await inTransaction<Sent>(db, async (tx) => {
    const sent = await storeMessage(tx, c, 'peer', { userId: null, adminId }, 'text', { text }, key, lang)
    if (!('refusal' in sent) && !sent.duplicate && audit !== undefined) await audit(tx, sent.message)
    return sent
  })
  if ('refusal' in res) return res
  if (!res.duplicate) await pushChat(db, hub, res.conv, { event: 'message', message: res.message })
  return res.message
}
