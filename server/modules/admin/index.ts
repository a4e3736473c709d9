import type { DomainModule } from '../../lib/module'
import { messages } from './messages'
import adminRoutes from './routes'

// The admin console's own module (lib/module.ts manifest): operators' sign-in and session, the
// dashboard, the audit trail. Other domains add their screens' routes with their own adminRoutes
// and their queues with adminQueues (see "Admin console" in server/README.md).

const manifest: DomainModule<typeof messages> = {
  name: 'admin',
  adminRoutes,
  messages
}
export default manifest
