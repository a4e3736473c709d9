import { showToast } from '../platform/dialogs'
import type { ServerSocketMessage } from '../../types/socket'
import type { RootStore } from './root'

// Pushed order messages (spec §7 socket `order`, e.g. "your order has shipped"): a short toast
// with the message's title (the server sends the text) and fresh order counts for the badges.
// Kept tiny: it runs on the start-up path.

export function onOrderPush (root: Pick<RootStore, 'session'> & { locale?: { lang: string } }, msg: ServerSocketMessage): void {
  if (msg.type !== 'order') return
  // the server sends the Chinese text and the English beside it
  const text = root.locale?.lang === 'en' && msg.en !== undefined ? msg.en : msg
  const title = (text.title || text.content || '').slice(0, 40)
  if (title) showToast({ title, duration: 2500 })
  if (root.session.isLogin) void root.session.refresh().catch(() => undefined)
}

/** Subscribes to the chat socket's pushes; returns the unsubscribe function. */
export function installOrderPush (root: RootStore): () => void {
  return root.chat.subscribe((msg) => { onOrderPush(root, msg) })
}
