import type { DomainModule } from '../../lib/module'
import { seedGroups } from '../../seed/groups'
import { expireTeamsJob } from './jobs'
import { messages } from './messages'
import routes from './routes'

// The group-buying module's manifest (lib/module.ts; types/groups.ts): group goods, the group
// checkout, teams, the merchant's terms and the expiry job. A group order is an ordinary order:
// payment, cancel, shipping and refunds call hooks.ts from the order machine and pay/service.ts.

const manifest: DomainModule<typeof messages> = {
  name: 'groups',
  routes,
  jobs: [expireTeamsJob],
  messages,
  seed: async (db) => { await seedGroups(db) }
}
export default manifest
