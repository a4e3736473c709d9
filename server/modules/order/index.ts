import type { DomainModule } from '../../lib/module'
import { seedDemoOrders, seedFreights } from '../../seed/buying'
import { orderMachine } from './machine'
import { messages } from './messages'
import routes from './routes'
import { logisticsList, orderCounts } from './statistics'

// The order module's manifest (lib/module.ts): checkout and the order lifecycle. Its machine's
// timers (auto_close, auto_confirm, auto_review) are its scheduled jobs.

const manifest: DomainModule<typeof messages> = {
  name: 'order',
  routes,
  machines: [{ machine: orderMachine, settings: (config) => config.orderTimers }],
  messages,
  statistics: { order: orderCounts, logistics: logisticsList },
  seed: async (db) => {
    await seedFreights(db)
    await seedDemoOrders(db)
  }
}
export default manifest
