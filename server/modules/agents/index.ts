import type { DomainModule } from '../../lib/module'
import { dividendJob } from './dividend'
import { messages } from './messages'
import routes from './routes'
import { seedAgents } from './seed'

// The agents module's manifest (lib/module.ts): the inviter tree, the invitation / team / agent
// screens' API, the settlement of every completed sale (settle.ts, called by the order machine's
// completion effect) and the daily dividend job.

const manifest: DomainModule<typeof messages> = {
  name: 'agents',
  routes,
  jobs: [dividendJob],
  messages,
  seed: seedAgents
}
export default manifest
