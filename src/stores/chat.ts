import Taro from '@tarojs/taro'
import { makeAutoObservable } from '@/lib/state'
import type { ServerSocketMessage } from '../../types/socket'
import { socketUrl } from '../env'
import { chatApi } from '../api/chat'
import type { ChatMessage, ChatPush } from '../../types/chat'
import type { Conversation } from '../lib/models'
import { playSound, type SoundKind } from '../platform/sound'
import { openSocket, type SocketTaskLike } from '../platform/socket'
import { storage } from '../lib/storage'
import type { RootStore } from './root'

// The chat socket manager (spec §4 Chat socket, §7 socket, ARCHITECTURE §4 Realtime). The socket
// only pushes; everything we send goes over HTTP except the heartbeat answer.
//   open → online; after 500 ms, when logged in, fetch the conversation list
//   init {client_id, client_secret} → remember them; when logged in, POST /wanlshop/chat/shake
//     with both (the secret proves we hold the socket; it is kept in memory only, per socket)
//   ping → {"type":"pong"}
//   order / notice / chat → unread counts in statistics; kick → session.kickOut(msg)
//   close → retry after 3 s, counting 1..3, then the counter resets and it goes on;
//   close() (hide, logout) disables reconnecting until the next connect().

export const SOCKET_TIMEOUT = 60000
export const RECONNECT_DELAY = 3000
export const RECONNECT_ATTEMPTS = 3
export const CHAT_LIST_DELAY = 500

export type SocketStatus = 'offline' | 'connecting' | 'online'

export type { SocketTaskLike }

export type SocketListener = (msg: ServerSocketMessage) => void

function quiet (p: unknown): void {
  if (p && typeof (p as Promise<unknown>).catch === 'function') (p as Promise<unknown>).catch(() => undefined)
}

export class ChatStore {
  status: SocketStatus = 'offline'
  clientId = ''
  /** the secret of the current socket's init; '' until one arrives */
  clientSecret = ''
  conversations: Conversation[] = []
  /** the conversations of the shops this user owns (the merchant answers as the shop) */
  shopConversations: Conversation[] = []
  /** the conversation open on screen (its pushes are read there, not counted) */
  activeConversation = 0
  /** reconnect attempts in the current round (1..3) */
  reconnectAttempts = 0

  private task: SocketTaskLike | null = null
  /**
   * Bumps on every connect() and close(). Callbacks of an older socket are ignored, which is
   * also what makes a deliberate close final: its close event no longer schedules a reconnect.
   */
  private generation = 0
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null
  private listTimer: ReturnType<typeof setTimeout> | null = null
  private readonly listeners = new Set<SocketListener>()

  constructor (private readonly root: RootStore) {
    makeAutoObservable<this, 'root' | 'task' | 'generation' | 'reconnectTimer' | 'listTimer' | 'listeners' | 'listTimerOnPush'>(this, {
      root: false, task: false, generation: false, reconnectTimer: false, listTimer: false, listeners: false, listTimerOnPush: false
    })
    this.clientId = storage.get('chatClientId') ?? ''
  }

  get unread (): number {
    return [...this.conversations, ...this.shopConversations].reduce((n, c) => n + (Number(c.count) || 0), 0)
  }

  /** Opens the socket unless it is open or opening. Safe to call on every show. */
  async connect (): Promise<void> {
    if (this.task || this.status !== 'offline') return
    this.clearReconnect()
    const gen = ++this.generation
    this.setStatus('connecting')
    let task: SocketTaskLike
    try {
      task = await openSocket(socketUrl(), SOCKET_TIMEOUT)
    } catch (e) {
      console.warn('[chat] connect failed', e)
      if (gen === this.generation) this.onClosed(gen)
      return
    }
    if (gen !== this.generation) {
      // close() was called while connecting
      quiet(task.close({}))
      return
    }
    this.task = task
    task.onOpen(() => this.onOpened(gen))
    task.onMessage((res) => this.onRaw(gen, res?.data))
    task.onClose(() => this.onClosed(gen))
    task.onError((e) => console.warn('[chat] socket error', e))
  }

  /** Deliberate close (app hidden, logout): no reconnect until connect() is called again. */
  close (): void {
    this.generation++
    this.clearReconnect()
    if (this.listTimer) clearTimeout(this.listTimer)
    this.listTimer = null
    const task = this.task
    this.task = null
    this.setStatus('offline')
    if (task) {
      try { quiet(task.close({})) } catch { /* already closed */ }
    }
  }

  /** Raw pushed messages (chat, service, live...) for the screens that need them. */
  subscribe (listener: SocketListener): () => void {
    this.listeners.add(listener)
    return () => { this.listeners.delete(listener) }
  }

  /** Binds the socket to the logged-in user; called on `init` and after login. */
  async bind (): Promise<void> {
    if (!this.clientId || !this.clientSecret || !this.root.session.isLogin) return
    try {
      await chatApi.shake({ client_id: this.clientId, client_secret: this.clientSecret })
    } catch (e) {
      console.warn('[chat] shake failed', e)
    }
  }

  /** Both lists: the user's own conversations and their shops' (empty for a user without a shop).
   * Resolves false when they could not be read (the caller decides whether to show it). */
  async loadConversations (): Promise<boolean> {
    if (!this.root.session.isLogin) return false
    try {
      const [mine, shop] = await Promise.all([
        chatApi.lists({ role: 'buy' }, { toast: false }),
        chatApi.lists({ role: 'sell' }, { toast: false })
      ])
      this.setConversations(Array.isArray(mine) ? mine : [], Array.isArray(shop) ? shop : [])
      return true
    } catch (e) {
      console.warn('[chat] lists failed', e)
      return false
    }
  }

  setConversations (list: Conversation[], shop: Conversation[] = this.shopConversations): void {
    this.conversations = list
    this.shopConversations = shop
    this.root.statistics.setNotice('chat', this.unread)
  }

  /** Logout: forget the user's conversations. */
  clearConversations (): void {
    this.conversations = []
    this.shopConversations = []
    this.activeConversation = 0
  }

  setActiveConversation (id: number): void {
    this.activeConversation = id
  }

  /** A conversation was read on this device: its count goes, and with it the badge. */
  conversationRead (id: number): void {
    const zero = (l: Conversation[]) => l.map((c) => (c.id === id ? { ...c, count: 0 } : c))
    this.setConversations(zero(this.conversations), zero(this.shopConversations))
  }

  /** Removes a conversation from the lists (after chat/del). */
  dropConversation (id: number): void {
    this.setConversations(this.conversations.filter((c) => c.id !== id), this.shopConversations.filter((c) => c.id !== id))
  }

  /** Whether a pushed chat message was written by this user (on another device, or just now here). */
  private isOwn (m: ChatMessage | undefined): boolean {
    const me = this.root.session.user?.id
    return m !== undefined && me !== undefined && m.from.id === me
  }

  private listTimerOnPush: ReturnType<typeof setTimeout> | null = null

  /** A chat push changes the lists' last line and counts: fetch them again (at most once per second). */
  private reloadListsSoon (): void {
    if (this.listTimerOnPush !== null) return
    this.listTimerOnPush = setTimeout(() => {
      this.listTimerOnPush = null
      void this.loadConversations()
    }, 1000)
  }

  private send (msg: unknown): void {
    try { quiet(this.task?.send({ data: JSON.stringify(msg) })) } catch (e) { console.warn('[chat] send failed', e) }
  }

  private setStatus (s: SocketStatus): void {
    this.status = s
  }

  private setClientId (id: string, secret: string): void {
    this.clientId = id
    this.clientSecret = secret
    storage.set('chatClientId', id)
  }

  private clearReconnect (): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer)
    this.reconnectTimer = null
  }

  private onOpened (gen: number): void {
    if (gen !== this.generation) return
    this.setStatus('online')
    this.reconnectAttempts = 0
    if (this.root.session.isLogin) {
      if (this.listTimer) clearTimeout(this.listTimer)
      this.listTimer = setTimeout(() => {
        this.listTimer = null
        void this.loadConversations()
      }, CHAT_LIST_DELAY)
    }
  }

  private onClosed (gen: number): void {
    if (gen !== this.generation) return
    this.task = null
    this.setStatus('offline')
    // spec: up to 3 attempts, then the counter resets and reconnecting goes on
    if (this.reconnectAttempts >= RECONNECT_ATTEMPTS) this.reconnectAttempts = 0
    this.reconnectAttempts += 1
    this.clearReconnect()
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null
      void this.connect()
    }, RECONNECT_DELAY)
  }

  private onRaw (gen: number, raw: unknown): void {
    if (gen !== this.generation) return
    let msg: ServerSocketMessage
    try {
      msg = (typeof raw === 'string' ? JSON.parse(raw) : raw) as ServerSocketMessage
    } catch {
      return
    }
    if (!msg || typeof msg !== 'object' || typeof msg.type !== 'string') return
    this.dispatch(msg)
  }

  /** Handles one pushed message (public for tests and for messages arriving another way). */
  dispatch (msg: ServerSocketMessage): void {
    switch (msg.type) {
      case 'ping':
        this.send({ type: 'pong' })
        break
      case 'init':
        if (msg.client_id) {
          this.setClientId(msg.client_id, typeof msg.client_secret === 'string' ? msg.client_secret : '')
          void this.bind()
        }
        break
      case 'kick':
        void this.root.session.kickOut(msg.msg)
        break
      case 'order':
      case 'notice':
        this.root.statistics.bump(msg.type)
        this.alert(msg.type)
        break
      case 'chat':
      case 'service': {
        const p = msg as unknown as ChatPush
        if (p.event === 'message' && !this.isOwn(p.message)) {
          // the open conversation reads it at once; any other one counts as unread
          if (p.message.conversation_id !== this.activeConversation) {
            this.root.statistics.bump('chat')
            this.alert(msg.type)
          }
        }
        this.reloadListsSoon()
        break
      }
      default:
        break
    }
    for (const l of this.listeners) {
      try { l(msg) } catch (e) { console.warn('[chat] listener failed', e) }
    }
  }

  /** Sound and vibration per the user's preferences (spec §3 pushs, voice, shock; default on). */
  private alert (kind: SoundKind): void {
    const prefs = this.root.session.prefs
    if (!prefs.pushs) return
    if (prefs.voice) playSound(kind)
    if (!prefs.shock) return
    try { quiet(Taro.vibrateShort({ type: 'light' } as Taro.vibrateShort.Option)) } catch { /* no vibration on this device */ }
  }
}
