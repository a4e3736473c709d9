import type { DomainModule } from '../../lib/module'
import routes from './routes'

// The user module's manifest (lib/module.ts).

const manifest: DomainModule = { name: 'user', routes }
export default manifest
