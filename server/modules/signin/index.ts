import type { DomainModule } from '../../lib/module'
import { messages } from './messages'
import routes from './routes'

// The daily sign-in module's manifest: signin/getSignin, dosign, log, rank (points through the ledger).

const manifest: DomainModule<typeof messages> = {
  name: 'signin',
  routes,
  messages
}
export default manifest
