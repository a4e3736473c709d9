import type { DomainModule } from '../../lib/module'
import routes from './routes'

// The auth module's manifest (lib/module.ts).

const manifest: DomainModule = { name: 'auth', routes }
export default manifest
