import type { DomainModule } from '../../lib/module'
import merchantAdminRoutes, { merchantQueues } from './admin'
import { applicationMachine, listingMachine } from './machine'
import { messages } from './messages'
import routes from './routes'
import { expireShops } from './shop'

// The merchants' manifest (issue 13): settle-in applications (drafts, the package fee on the
// ledger, platform review), the shop (certification, renewal, the expiry job), the goods a merchant
// uploads and the listing machine; the reviewer's screens through admin.ts with their queues.

const manifest: DomainModule<typeof messages> = {
  name: 'merchant',
  routes,
  adminRoutes: merchantAdminRoutes,
  adminQueues: merchantQueues,
  machines: [{ machine: applicationMachine, settings: () => null }, { machine: listingMachine, settings: () => null }],
  jobs: [{ name: 'merchant.shop_expiry', every: 600, run: async (db, at) => { await expireShops(db, at) } }],
  messages
}
export default manifest
