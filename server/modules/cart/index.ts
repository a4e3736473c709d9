import type { DomainModule } from '../../lib/module'
import { messages } from './messages'
import routes from './routes'

// The cart module's manifest (lib/module.ts).

const manifest: DomainModule<typeof messages> = { name: 'cart', routes, messages }
export default manifest
