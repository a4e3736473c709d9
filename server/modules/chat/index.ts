import type { DomainModule } from '../../lib/module'
import routes from './routes'

// The chat module's manifest (lib/module.ts).

const manifest: DomainModule = { name: 'chat', routes }
export default manifest
