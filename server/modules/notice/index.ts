import type { DomainModule } from '../../lib/module'
import { messages } from './messages'
import adminRoutes from './admin'
import routes from './routes'
import { noticeCounts } from './service'

// Notices (issue 16): order, refund and review notices and system announcements, stored as a key
// and parameters and rendered in the reader's language when read.

const manifest: DomainModule<typeof messages> = {
  name: 'notice',
  routes,
  adminRoutes,
  messages,
  statistics: { notice: noticeCounts }
}
export default manifest
