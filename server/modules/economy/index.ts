import type { DomainModule } from '../../lib/module'
import economyAdminRoutes from './admin'
import { dailyJobs } from './daily'
import { nftIndexJob } from './nft-indexer'
import { pledgeMachine } from './machine'
import { messages } from './messages'
import routes from './routes'

// The token economy (issue 14): exchange, BBT pledge (its machine; the mature timer is a job),
// node tiers, the assets figures, the daily jobs (BBC emission, points appreciation, voucher
// expiry) and the console's read-only Economy page.

const manifest: DomainModule<typeof messages> = {
  name: 'economy',
  routes,
  adminRoutes: economyAdminRoutes,
  machines: [{ machine: pledgeMachine, settings: () => null }],
  jobs: [...dailyJobs, nftIndexJob],
  messages
}
export default manifest
