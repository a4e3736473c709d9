import type { DomainModule } from '../../lib/module'
import { messages } from './messages'
import routes from './routes'
import { chatUnread } from './service'

// The chat module's manifest (lib/module.ts): conversations buyer↔shop and user↔platform, their
// messages, unread counts (statistics.notice.chat) and the socket binding.

const manifest: DomainModule<typeof messages> = { name: 'chat', routes, messages, statistics: { notice: chatUnread } }
export default manifest
