import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import type { ChatMessage, ChatMoneyContent, ChatMoneyType, ChatRedBody, ChatSendRequest, ChatSide, ChatTransferBody, RedPacketOpened, RedPacketState } from '../../../types/chat'
import { CHAT_LIMITS } from '../../../types/chat'
import type { Db } from '../../db/client'
import { chatConversations, chatMessages, chatRedPackets, shops, transferQuotas, users } from '../../db/schema'
import { isRefusal, refuse, type Refusal } from '../../lib/envelope'
import { platformAccountId } from '../../lib/platform-account'
import type { Lang } from '../../lib/i18n'
import { Decimal, amount } from '../../lib/money'
import type { RowJob } from '../../lib/scheduler'
import { rows } from '../../lib/sql'
import { sha256 } from '../../lib/tokens'
import { now } from '../../lib/time'
import { inTransaction } from '../../lib/tx'
import type { Hub } from '../../realtime/hub'
import { checkPayPassword } from '../pay/password'
import { applyLedger } from '../wallet/ledger'
import { parseAmount, walletSettings } from '../wallet/settings'
import { quotaDay, transfer } from '../wallet/transfer'
import type { SendLimiter } from './rate-limit'
import { markSent, pushChat, sendTarget, sentBefore, type Sent } from './service'

// Money in chat (issue 16): transfers and red packets between a buyer and a shop's owner, never in
// a customer-service conversation (the platform is not a wallet). Both are checked with the payment
// password BEFORE the money transaction (so wrong tries are counted even though the send rolls
// back) and count against the sender's daily transfer quota (ECONOMY §3.3).
//   transfer: the wallet's own transfer() (quota, two `transfer` ledger rows, its idempotency key)
//             and the message in ONE transaction — no message without the money, no money twice.
//   red:      the packet's money moves from the sender to the platform account, which holds it
//             while the packet is open (two `transfer` rows, ref red_packet), in the message's
//             transaction; the receiver opens it once (platform → receiver, two rows); unopened
//             after 24 h the scheduler sends it back (platform → sender, two rows; job
//             chat.red_return). Each packet moves from open to claimed or returned by ONE
//             conditional update, so it is paid out exactly once.
// Every movement is a pair of `transfer` rows, so Σ of them stays 0 at every moment (ECONOMY §4),
// open packets included. Balance rows are locked in user-id order (movePackets), as the agents'
// creditMany does, so these and the settlements that also credit the platform never deadlock.

type Conv = typeof chatConversations.$inferSelect

const INSUFFICIENT = { usdt: 'wallet.insufficient_usdt_plain', bbc: 'wallet.insufficient_bbc' } as const

/** Who receives money sent from `side` of a shop conversation: the shop's owner or the buyer. */
async function receiverOf (db: Db, conv: Conv, side: ChatSide): Promise<number | null> {
  if (conv.kind !== 'shop' || conv.shopId === null) return null
  if (side === 'peer') return conv.userId
  const [s] = await db.select({ owner: shops.userId }).from(shops).where(eq(shops.id, conv.shopId))
  return s?.owner ?? null
}

/** The money content, checked (the password is checked by the caller, never stored). */
function checkContent (c: Partial<ChatMoneyContent>): { asset: 'usdt' | 'bbc', amt: Decimal, greeting: string } | Refusal {
  if (c.asset !== 'usdt' && c.asset !== 'bbc') return refuse('chat.money_asset')
  const amt = parseAmount(String(c.amount ?? ''), 2)
  if (isRefusal(amt)) return amt
  const greeting = typeof c.greeting === 'string' ? c.greeting.trim() : ''
  if (greeting.length > CHAT_LIMITS.greetingChars) return refuse('chat.too_long', { n: CHAT_LIMITS.greetingChars })
  return { asset: c.asset, amt, greeting }
}

/** chat/send with type red or transfer. */
export async function sendMoney (db: Db, hub: Hub, userId: number, req: ChatSendRequest<ChatMoneyType>, lang: Lang, limiter: SendLimiter): Promise<ChatMessage | Refusal> {
  const target = await sendTarget(db, userId, req)
  if ('refusal' in target) return target
  const { conv, side } = target
  if (conv.kind !== 'shop') return refuse('chat.money_service')
  // a retried send (same key) answers with the first message and moves nothing again
  const repeat = await sentBefore(db, conv, side, req.key, lang)
  if (repeat !== null) return repeat.message
  const content = checkContent(req.content)
  if (isRefusal(content)) return content
  const to = await receiverOf(db, conv, side)
  if (to === null) return refuse('chat.not_found')
  if (to === userId) return refuse('wallet.transfer_self')
  if (!await limiter.take(userId)) return refuse('chat.rate_limited', { n: CHAT_LIMITS.rateWindowSeconds })
  const at = now()
  // outside the money transaction: a wrong try must be counted even though the send is refused
  const wrong = await checkPayPassword(db, userId, String(req.content.pay_password ?? ''), at)
  if (wrong !== null) return wrong
  const res = await inTransaction<Sent>(db, async (tx) => {
    const [m] = await tx.insert(chatMessages).values({
      conversationId: conv.id, side, senderId: userId, type: req.type, body: {}, clientKey: req.key, createdAt: at
    }).onConflictDoNothing().returning()
    // a concurrent send with this key committed first: its message, nothing moved here
    if (m === undefined) return (await sentBefore(tx, conv, side, req.key, lang))!
    let body: ChatRedBody | ChatTransferBody
    if (req.type === 'transfer') {
      const [u] = await tx.select({ invite: users.inviteCode }).from(users).where(eq(users.id, to))
      const t = await transfer(tx, userId, {
        asset: content.asset, to: u.invite, amount: content.amt.toFixed(), pay_password: String(req.content.pay_password), key: `chat_${sha256(`${conv.id}:${side}:${req.key}`).slice(0, 40)}`
      }, at)
      if (isRefusal(t)) return t
      body = { transfer_id: t.id, asset: content.asset, amount: t.amount }
    } else {
      const quota = await takeQuota(tx, userId, content.asset, content.amt, at)
      if (quota !== null) return quota
      const expiresAt = at + CHAT_LIMITS.redPacketSeconds
      const [p] = await tx.insert(chatRedPackets).values({
        conversationId: conv.id, messageId: m.id, senderId: userId, receiverId: to, asset: content.asset, amount: content.amt.toFixed(), greeting: content.greeting, createdAt: at, expiresAt
      }).returning({ id: chatRedPackets.id })
      const held = { id: p.id, asset: content.asset, amount: content.amt.toFixed() }
      const short = await movePackets(tx, [{ packet: held, from: userId, to: 'platform' }], 'red packet sent')
      if (short !== null) return refuse(INSUFFICIENT[content.asset], { available: amount(await balanceOf(tx, userId, content.asset), 2) })
      body = { packet_id: p.id, asset: content.asset, amount: amount(content.amt), greeting: content.greeting, state: 'open', expires_at: expiresAt }
    }
    const [stored] = await tx.update(chatMessages).set({ body }).where(eq(chatMessages.id, m.id)).returning()
    return await markSent(tx, conv, side, stored, lang)
  })
  if (isRefusal(res)) return res
  if (!res.duplicate) await pushChat(db, hub, res.conv, { event: 'message', message: res.message })
  return res.message
}

async function balanceOf (db: Db, userId: number, asset: string): Promise<string> {
  const [r] = await rows<{ amount: string }>(db, sql`select amount::text as amount from balances where user_id = ${userId} and asset = ${asset}`)
  return r?.amount ?? '0'
}

/** The daily transfer quota, as the wallet's transfer() takes it: one conditional upsert (concurrent sends cannot pass it together). */
async function takeQuota (tx: Db, userId: number, asset: 'usdt' | 'bbc', amt: Decimal, at: number): Promise<Refusal | null> {
  const quota = new Decimal((await walletSettings(tx)).transfer_quota[asset])
  const day = quotaDay(at)
  const q = await tx.insert(transferQuotas).values({ userId, asset, day, used: amt.toFixed() })
    .onConflictDoUpdate({
      target: [transferQuotas.userId, transferQuotas.asset, transferQuotas.day],
      set: { used: sql`${transferQuotas.used} + ${amt.toFixed()}::numeric` },
      setWhere: sql`${transferQuotas.used} + ${amt.toFixed()}::numeric <= ${quota.toFixed()}::numeric`
    }).returning({ used: transferQuotas.used })
  if (q.length > 0 && !new Decimal(q[0].used).gt(quota)) return null
  const [r] = await tx.select({ used: transferQuotas.used }).from(transferQuotas)
    .where(and(eq(transferQuotas.userId, userId), eq(transferQuotas.asset, asset), eq(transferQuotas.day, day)))
  return refuse('wallet.transfer_quota', { remaining: amount(Decimal.max(0, quota.minus(r?.used ?? 0))) })
}

interface Move { packet: { id: number, asset: string, amount: string }, from: number | 'platform', to: number | 'platform' }

/**
 * Moves red packets' money between users and the platform account: two `transfer` rows each (the
 * user's row says sent/opened/returned, the platform's held/released), every balance row locked in
 * user-id order. Returns the user whose debit their balance could not cover (the caller refuses,
 * which rolls the transaction back), else null. The
 * platform always holds what it releases — sent money went onto it, and migration 0021 put there
 * what packets open at the upgrade held — so a short platform balance is a broken invariant and
 * throws.
 */
async function movePackets (tx: Db, moves: readonly Move[], memo: string): Promise<number | null> {
  const platform = await platformAccountId(tx)
  const who = (u: number | 'platform'): number => u === 'platform' ? platform : u
  const legs = moves.flatMap((m) => [
    { userId: who(m.from), delta: new Decimal(m.packet.amount).neg().toFixed(), p: m.packet, memo: m.from === 'platform' ? 'red packet released' : memo },
    { userId: who(m.to), delta: new Decimal(m.packet.amount).toFixed(), p: m.packet, memo: m.to === 'platform' ? 'red packet held' : memo }
  ]).sort((a, b) => a.userId - b.userId || a.p.id - b.p.id)
  for (const l of legs) {
    const after = await applyLedger(tx, { userId: l.userId, asset: l.p.asset as 'usdt', delta: l.delta, billType: 'transfer', refType: 'red_packet', refId: l.p.id, memo: l.memo })
    if (after !== null) continue
    if (l.userId === platform) throw new Error(`red packet ${l.p.id}: the platform account does not hold its ${l.p.asset}`)
    return l.userId
  }
  return null
}

async function pushPacket (db: Db, hub: Hub, p: { id: number, conversationId: number, messageId: number | null }, state: RedPacketState): Promise<void> {
  const [conv] = await db.select().from(chatConversations).where(eq(chatConversations.id, p.conversationId))
  if (conv !== undefined) await pushChat(db, hub, conv, { event: 'packet', conversation_id: conv.id, message_id: p.messageId ?? 0, packet_id: p.id, state })
}

/** chat/openRed: the receiver opens a red packet, once; before it expires. */
export async function openRed (db: Db, hub: Hub, userId: number, packetId: number, at = now()): Promise<RedPacketOpened | Refusal> {
  const res = await inTransaction<RedPacketOpened & { conversationId: number, messageId: number | null }>(db, async (tx) => {
    const [p] = await tx.update(chatRedPackets).set({ state: 'claimed', settledAt: at })
      .where(and(eq(chatRedPackets.id, packetId), eq(chatRedPackets.receiverId, userId), eq(chatRedPackets.state, 'open'), sql`${chatRedPackets.expiresAt} > ${at}`))
      .returning()
    if (p === undefined) {
      const [seen] = await tx.select().from(chatRedPackets).where(eq(chatRedPackets.id, packetId))
      // someone else's packet (or the sender's own) is "not found", like any other conversation's data
      if (seen === undefined || seen.receiverId !== userId) return refuse('chat.red_not_found')
      if (seen.state === 'claimed') return refuse('chat.red_claimed')
      return refuse('chat.red_expired')
    }
    await movePackets(tx, [{ packet: p, from: 'platform', to: userId }], 'red packet opened')
    const after = await balanceOf(tx, userId, p.asset)
    return { packet_id: p.id, state: 'claimed', asset: p.asset as 'usdt', amount: amount(p.amount), balance: amount(after), conversationId: p.conversationId, messageId: p.messageId }
  })
  if (isRefusal(res)) return res
  await pushPacket(db, hub, { id: res.packet_id, conversationId: res.conversationId, messageId: res.messageId }, 'claimed')
  const { conversationId, messageId, ...out } = res
  void conversationId
  void messageId
  return out
}

/** The packets' current states, for the red messages of a page of history. */
export async function packetStates (db: Db, messages: ChatMessage[]): Promise<ChatMessage[]> {
  const ids = messages.filter((m) => m.type === 'red').map((m) => Number((m.body as Partial<ChatRedBody>).packet_id)).filter((x) => Number.isSafeInteger(x) && x > 0)
  if (ids.length === 0) return messages
  const ps = await db.select({ id: chatRedPackets.id, state: chatRedPackets.state }).from(chatRedPackets).where(inArray(chatRedPackets.id, ids))
  const by = new Map(ps.map((p) => [p.id, p.state as RedPacketState]))
  return messages.map((m) => m.type !== 'red' ? m : { ...m, body: { ...m.body, state: by.get(Number(m.body.packet_id)) ?? 'open' } })
}

/**
 * Job chat.red_return: packets still open at their expiry go back to their senders. Claimed rows
 * (SKIP LOCKED) and the conditional update make it exactly once, whatever instance runs it; the
 * sender sees the card as returned on their next read (the scheduler has no socket hub).
 */
export const redReturnJob: RowJob = {
  name: 'chat.red_return',
  table: 'chat_red_packets',
  due: (at) => sql`state = 'open' and expires_at <= ${at}`,
  handle: async (tx, ids, at) => {
    const back = await tx.update(chatRedPackets).set({ state: 'returned', settledAt: at })
      .where(and(inArray(chatRedPackets.id, ids), eq(chatRedPackets.state, 'open'), lte(chatRedPackets.expiresAt, at)))
      .returning()
    await movePackets(tx, back.map((p) => ({ packet: p, from: 'platform' as const, to: p.senderId })), 'red packet returned')
    return back.map((p) => p.id)
  }
}
