import type { DomainModule } from '../../lib/module'
import { messages } from './messages'
import routes from './routes'

// The address module's manifest (lib/module.ts).

const manifest: DomainModule<typeof messages> = { name: 'address', routes, messages }
export default manifest
