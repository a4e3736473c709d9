import type { DomainModule } from '../../lib/module'
import routes from './routes'

// The upload module's manifest (lib/module.ts).

const manifest: DomainModule = { name: 'upload', routes }
export default manifest
