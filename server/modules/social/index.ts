import type { DomainModule } from '../../lib/module'
import browsingRoutes from './routes'
import { dynamicCounts } from './statistics'

// The social module's manifest (lib/module.ts): favourites, follows, footprints.

const manifest: DomainModule = { name: 'social', browsingRoutes, statistics: { dynamic: dynamicCounts } }
export default manifest
