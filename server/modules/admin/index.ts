import type { DomainModule } from '../../lib/module'
import { messages } from './messages'
import adminRoutes from './routes'
import screensRoutes from './screens-routes'
import { applyOrderTimers } from '../../lib/platform-settings'

// The admin console's own module (lib/module.ts manifest): operators' sign-in and session, the
// dashboard, the audit trail. Other domains add their screens' routes with their own adminRoutes
// and their queues with adminQueues (see "Admin console" in server/README.md).

const manifest: DomainModule<typeof messages> = {
  name: 'admin',
  adminRoutes: async (app) => {
    await adminRoutes(app)
    await screensRoutes(app)
  },
  // the order timers follow the settings row on every instance (an operator's change elsewhere)
  jobs: [{ name: 'admin.order_timers', run: async (db, _at, ctx) => { await applyOrderTimers(db, ctx.config) } }],
  messages
}
export default manifest
