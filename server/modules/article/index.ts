import type { DomainModule } from '../../lib/module'
import browsingRoutes from './routes'

// The article module's manifest (lib/module.ts): public browsing routes.

const manifest: DomainModule = { name: 'article', browsingRoutes }
export default manifest
