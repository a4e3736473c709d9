import type { DomainModule } from '../../lib/module'
import routes from './routes'

// The common module's manifest (lib/module.ts).

const manifest: DomainModule = { name: 'common', routes }
export default manifest
