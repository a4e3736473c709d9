import type { DomainModule } from '../../lib/module'
import { messages } from './messages'
import adminRoutes from './admin'
import routes from './routes'
import { chatUnread, serviceWaiting } from './service'
import { redReturnJob } from './money'

// The chat module's manifest (lib/module.ts): conversations buyer↔shop and user↔platform, their
// messages, unread counts (statistics.notice.chat) and the socket binding.

// adminRoutes / adminQueues: the console's Customer service screen (support).

const manifest: DomainModule<typeof messages> = {
  name: 'chat',
  routes,
  adminRoutes,
  adminQueues: [{ key: 'service', roles: ['support'], count: serviceWaiting }],
  messages,
  // red packets unopened after 24 h go back to their senders
  jobs: [redReturnJob],
  statistics: { notice: chatUnread }
}
export default manifest
