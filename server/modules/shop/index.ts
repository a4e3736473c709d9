import type { DomainModule } from '../../lib/module'
import browsingRoutes from './routes'

// The shop module's manifest (lib/module.ts): public browsing routes.

const manifest: DomainModule = { name: 'shop', browsingRoutes }
export default manifest
