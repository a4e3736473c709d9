import type { DomainModule } from '../../lib/module'
import adminRoutes from './admin'
import { pendingCounts } from './feedback'
import { liveRefundSettings, refundMachine } from './machine'
import { messages } from './messages'
import routes from './routes'
import { customerCount, platformQueueCount } from './service'

// The after-sales module's manifest (lib/module.ts): refunds (machine, timers: auto-agree, return
// timeout, auto-receive), feedback and complaints; the buyer's open refunds are the `customer` count.

const manifest: DomainModule<typeof messages> = {
  name: 'refund',
  routes,
  machines: [{ machine: refundMachine, settings: (config) => liveRefundSettings(config.refundTimers, config.orderTimers) }],
  messages,
  statistics: { order: customerCount },
  adminRoutes,
  adminQueues: [
    { key: 'refunds', roles: ['support'], count: platformQueueCount },
    { key: 'feedback', roles: ['reviewer'], count: async (db) => (await pendingCounts(db)).feedback },
    { key: 'complaints', roles: ['support'], count: async (db) => (await pendingCounts(db)).complaints }
  ]
}
export default manifest
