import type { DomainModule } from '../../lib/module'
import { messages } from './messages'
import adminRoutes from './admin'
import routes from './routes'
import { chatUnread, serviceWaiting } from './service'

// The chat module's manifest (lib/module.ts): conversations buyer↔shop and user↔platform, their
// messages, unread counts (statistics.notice.chat) and the socket binding.

// adminRoutes / adminQueues: the console's Customer service screen (support).

const manifest: DomainModule<typeof messages> = {
  name: 'chat',
  routes,
  adminRoutes,
  adminQueues: [{ key: 'service', roles: ['support'], count: serviceWaiting }],
  messages,
  statistics: { notice: chatUnread }
}
export default manifest
