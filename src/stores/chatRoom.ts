import { makeAutoObservable, runInAction } from '@/lib/state'
import type { ChatMessage, ChatMoneyContent, ChatMoneyType, ChatOpen, ChatPush, ChatSendContent, ChatSendType, RedPacketOpened, RedPacketState } from '../../types/chat'
import { CHAT_LIMITS } from '../../types/chat'
import { chatApi, uploadChatMedia } from '../api/chat'
import { isApiError } from '../api/errors'
import { upload } from '../api/request'
import { chatHistory } from '../lib/storage'
import type { ServerSocketMessage } from '../../types/socket'
import type { RootStore } from './root'

// One open conversation (pages/notice/chat, pages/user/service), owned by the page. Shows the
// messages kept on the device at once (the last 96, spec §9), then the newest page from the server;
// older ones page in from the server. Sending is optimistic: a message shows at once with its state
// (uploading → sending → sent, or failed with retry), keyed by a client id the server deduplicates
// on, so a retry never doubles a message. Pushes of this conversation are merged and marked read.

export type SendState = 'uploading' | 'sending' | 'failed'

/** A message on screen: the server's, or one of ours still on its way. */
export interface RoomMessage extends ChatMessage {
  state?: SendState
  /** upload progress 0..100 while uploading */
  progress?: number
  /** the local file of a media message not uploaded yet (retry uploads it again) */
  localPath?: string
  /** the reason of a failure, shown under the message */
  error?: string
}

/** How the room was opened (the route's parameters, parsed). */
export type RoomTarget = { conversationId: number } | { shopId: number } | { service: true }

let seq = 0
/** A client id for a message: unique on this device, accepted by the server's key pattern. */
export function newMessageKey (now = Date.now()): string {
  seq = (seq + 1) % 1_000_000
  return `${now.toString(36)}-${seq.toString(36)}-${Math.random().toString(36).slice(2, 8)}`
}

/** Merges messages by their side and client key (a stored copy replaces a pending one), oldest first. */
export function mergeMessages (a: RoomMessage[], b: RoomMessage[]): RoomMessage[] {
  const byKey = new Map<string, RoomMessage>()
  for (const m of [...a, ...b]) {
    const k = `${m.side}:${m.key}`
    const prev = byKey.get(k)
    // a pending copy never replaces a stored message
    if (prev === undefined || m.id > 0 || prev.id <= 0) byKey.set(k, m)
  }
  return [...byKey.values()].sort((x, y) => order(x) - order(y))
}

/** Pending messages (id 0) sort after every stored one, in the order they were made. */
function order (m: RoomMessage): number {
  return m.id > 0 ? m.id : Number.MAX_SAFE_INTEGER / 2 + m.createtime
}

export class ChatRoomStore {
  open: ChatOpen | null = null
  messages: RoomMessage[] = []
  loading = true
  /** why the room could not open ('' when it did) */
  error = ''
  /** the server has messages older than the oldest shown */
  more = false
  loadingOlder = false
  /** the other side has read up to this id (read receipt) */
  peerReadId = 0
  /** the oldest message fetched from the server: older pages start before it (the device's copies may reach further back with gaps) */
  private serverOldest = 0

  constructor (private readonly root: RootStore) {
    makeAutoObservable<this, 'root' | 'serverOldest'>(this, { root: false, serverOldest: false })
  }

  get conversationId (): number {
    return this.open?.conversation_id ?? 0
  }

  /** Opens the conversation: local copy first, then the server's newest page. */
  async start (target: RoomTarget): Promise<void> {
    this.loading = true
    this.error = ''
    try {
      let open: ChatOpen
      if ('conversationId' in target) {
        const h = await chatApi.history({ id: target.conversationId, limit: CHAT_LIMITS.historyPage }, { toast: false })
        open = h.conversation
        this.showLocal(open)
        this.applyHistory(h.data, h.more, h.conversation.peer_read_id)
      } else {
        open = 'shopId' in target
          ? await chatApi.getShopChat({ id: target.shopId }, { toast: false })
          : await chatApi.service(undefined, { toast: false })
        this.showLocal(open)
        const h = await chatApi.history({ id: open.conversation_id, limit: CHAT_LIMITS.historyPage }, { toast: false })
        this.applyHistory(h.data, h.more, h.conversation.peer_read_id)
      }
      this.root.chat.setActiveConversation(open.conversation_id)
      void this.markRead()
    } catch (e) {
      runInAction(() => { this.error = isApiError(e) ? e.message : String(e) })
    } finally {
      runInAction(() => { this.loading = false })
    }
  }

  /** Leaves the room (page unload). */
  stop (): void {
    if (this.root.chat.activeConversation === this.conversationId) this.root.chat.setActiveConversation(0)
  }

  private showLocal (open: ChatOpen): void {
    this.open = open
    this.peerReadId = open.peer_read_id
    this.messages = mergeMessages(chatHistory.load(open.conversation_id), [])
  }

  private applyHistory (data: ChatMessage[], more: boolean, peerReadId: number): void {
    // the server's newest page is the truth for its range: local copies inside it that the server
    // no longer has (cleared, deleted elsewhere) go
    const oldest = data[0]?.id ?? Number.MAX_SAFE_INTEGER
    const keep = data.length === 0 ? [] : this.messages.filter((m) => m.id > 0 && m.id < oldest)
    const pending = this.messages.filter((m) => m.id <= 0)
    this.messages = mergeMessages([...keep, ...data], pending)
    this.serverOldest = data[0]?.id ?? 0
    this.more = more
    this.peerReadId = Math.max(this.peerReadId, peerReadId)
    this.persist()
  }

  /** Pages older messages in from the server (before the oldest shown). */
  async loadOlder (): Promise<void> {
    if (this.loadingOlder || !this.more || this.open === null) return
    const before = this.serverOldest > 0 ? this.serverOldest : undefined
    this.loadingOlder = true
    try {
      const h = await chatApi.history({ id: this.open.conversation_id, before, limit: CHAT_LIMITS.historyPage }, { toast: false })
      runInAction(() => {
        this.messages = mergeMessages(h.data, this.messages)
        this.serverOldest = h.data[0]?.id ?? this.serverOldest
        this.more = h.more
        this.persist()
      })
    } catch {
      // the "earlier messages" button stays: tapping it again retries
    } finally {
      runInAction(() => { this.loadingOlder = false })
    }
  }

  /** Keeps the newest 96 stored messages on the device (spec §9). */
  private persist (): void {
    if (this.open === null) return
    chatHistory.save(this.open.conversation_id, this.messages.filter((m) => m.id > 0 && m.state === undefined).map(strip))
  }

  /** The side this device's user speaks for in this conversation. */
  get side (): 'user' | 'peer' {
    return this.open?.side ?? 'user'
  }

  isMine (m: ChatMessage): boolean {
    return m.side === this.side
  }

  /** A message of ours is read when the other side has read up to it. */
  isRead (m: ChatMessage): boolean {
    return m.id > 0 && m.id <= this.peerReadId
  }

  // ---------- sending ----------

  private addPending (type: ChatSendType, body: Record<string, unknown>, extra: Partial<RoomMessage> = {}): RoomMessage {
    const m: RoomMessage = {
      id: 0,
      conversation_id: this.conversationId,
      side: this.side,
      type,
      body,
      from: { id: this.root.session.user?.id ?? 0, shop_id: this.open?.shop_id ?? 0, name: this.root.session.user?.nickname ?? '', avatar: this.root.session.user?.avatar ?? '' },
      key: newMessageKey(),
      createtime: Math.floor(Date.now() / 1000),
      state: 'sending',
      ...extra
    }
    this.messages = [...this.messages, m]
    return m
  }

  private patch (key: string, p: Partial<RoomMessage>): void {
    this.messages = this.messages.map((m) => (m.key === key && m.id <= 0 ? { ...m, ...p } : m))
  }

  private confirm (key: string, stored: ChatMessage): void {
    this.messages = mergeMessages(this.messages.filter((m) => !(m.key === key && m.id <= 0)), [stored])
    this.persist()
  }

  /** Sends a text, card or location; shows it at once. */
  async send<T extends ChatSendType> (type: T, content: ChatSendContent[T], preview: Record<string, unknown> = content as Record<string, unknown>): Promise<void> {
    if (this.open === null) return
    const m = this.addPending(type, preview)
    await this.deliver(m.key, type, content)
  }

  private async deliver (key: string, type: ChatSendType, content: ChatSendContent[ChatSendType]): Promise<void> {
    this.patch(key, { state: 'sending', error: undefined })
    try {
      const stored = await chatApi.send({ conversation_id: this.conversationId, type, content, key })
      runInAction(() => { this.confirm(key, stored) })
    } catch (e) {
      runInAction(() => { this.patch(key, { state: 'failed', error: isApiError(e) ? e.message : '' }) })
    }
  }

  /**
   * A transfer or a red packet: not shown before the server has moved the money (no optimistic
   * bubble, and the password is never kept, not even for a retry). Throws the refusal for the form.
   */
  async sendMoney (type: ChatMoneyType, content: ChatMoneyContent): Promise<void> {
    if (this.open === null) return
    const stored = await chatApi.send({ conversation_id: this.conversationId, type, content, key: newMessageKey() })
    runInAction(() => {
      this.messages = mergeMessages(this.messages, [stored])
      this.persist()
    })
  }

  /** The receiver opens a red packet; its card shows it opened. Throws the refusal (opened, expired). */
  async openRed (packetId: number): Promise<RedPacketOpened> {
    try {
      const r = await chatApi.openRed({ id: packetId })
      runInAction(() => { this.packetState(packetId, r.state) })
      return r
    } catch (e) {
      // already opened or returned: show it as it is now
      const msg = isApiError(e) ? e.message : ''
      void this.refreshPacket(packetId)
      throw e instanceof Error ? e : new Error(msg)
    }
  }

  private packetState (packetId: number, state: RedPacketState): void {
    this.messages = this.messages.map((m) => (m.type === 'red' && Number(m.body.packet_id) === packetId ? { ...m, body: { ...m.body, state } } : m))
    this.persist()
  }

  /** Re-reads the newest page so a packet's state is the server's. */
  private async refreshPacket (packetId: number): Promise<void> {
    try {
      const h = await chatApi.history({ id: this.conversationId, limit: CHAT_LIMITS.historyPage }, { toast: false })
      const m = h.data.find((x) => x.type === 'red' && Number(x.body.packet_id) === packetId)
      if (m !== undefined) runInAction(() => { this.packetState(packetId, m.body.state as RedPacketState) })
    } catch { /* stays as shown */ }
  }

  /** Image (common/upload), voice or video (chat/upload): uploads, then sends. */
  async sendMedia (type: 'img' | 'voice' | 'video', localPath: string, duration = 0): Promise<void> {
    if (this.open === null) return
    const body: Record<string, unknown> = type === 'voice' ? { url: localPath, duration } : { url: localPath }
    const m = this.addPending(type, body, { state: 'uploading', progress: 0, localPath })
    await this.uploadAndSend(m.key, type, localPath, duration)
  }

  private async uploadAndSend (key: string, type: 'img' | 'voice' | 'video', localPath: string, duration: number): Promise<void> {
    this.patch(key, { state: 'uploading', error: undefined })
    let url: string
    try {
      const res = type === 'img'
        ? await upload<{ url: string }>({ url: '/common/upload', filePath: localPath, toast: false, successToast: false })
        : await uploadChatMedia(type, localPath, { toast: false })
      url = res.url
    } catch (e) {
      runInAction(() => { this.patch(key, { state: 'failed', error: isApiError(e) ? e.message : '' }) })
      return
    }
    const content = type === 'voice' ? { url, duration } : { url }
    runInAction(() => { this.patch(key, { body: content }) })
    await this.deliver(key, type, content as ChatSendContent[typeof type])
  }

  /** Sends a failed message again (same key: the server stores it once). */
  async retry (key: string): Promise<void> {
    const m = this.messages.find((x) => x.key === key && x.state === 'failed')
    if (m === undefined) return
    const type = m.type as ChatSendType
    if ((type === 'img' || type === 'voice' || type === 'video') && m.localPath !== undefined && String(m.body.url ?? '') === m.localPath) {
      await this.uploadAndSend(key, type, m.localPath, Number(m.body.duration ?? 0))
      return
    }
    const content = (type === 'goods' || type === 'order' ? { id: Number(m.body.id) } : m.body) as ChatSendContent[ChatSendType]
    await this.deliver(key, type, content)
  }

  // ---------- arriving ----------

  /** A socket push: a message or a read receipt of this conversation. */
  onPush (msg: ServerSocketMessage): void {
    if (msg.type !== 'chat' && msg.type !== 'service') return
    const p = msg as unknown as ChatPush
    if (p.event === 'message') {
      if (p.message.conversation_id !== this.conversationId) return
      this.messages = mergeMessages(this.messages, [p.message])
      this.persist()
      if (!this.isMine(p.message)) void this.markRead()
    } else if (p.event === 'packet' && p.conversation_id === this.conversationId) {
      this.packetState(p.packet_id, p.state)
    } else if (p.event === 'read' && p.conversation_id === this.conversationId && p.side !== this.side) {
      this.peerReadId = Math.max(this.peerReadId, p.read_id)
    }
  }

  /** Tells the server this side has read everything (the other side sees "read"); unread counts follow. */
  async markRead (): Promise<void> {
    if (this.open === null) return
    try {
      await chatApi.read({ id: this.open.conversation_id })
      this.root.chat.conversationRead(this.open.conversation_id)
    } catch { /* the count stays until the next visit */ }
  }

  /** Removes the local copy (after clear/delete). */
  forgetLocal (): void {
    if (this.open !== null) chatHistory.clear(this.open.conversation_id)
  }
}

/** What is kept on the device: the stored message without screen state. */
function strip (m: RoomMessage): ChatMessage {
  const { state: _s, progress: _p, localPath: _l, error: _e, ...rest } = m
  return rest
}
