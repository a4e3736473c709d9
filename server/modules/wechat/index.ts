import type { DomainModule } from '../../lib/module'
import routes from './routes'

// The wechat module's manifest (lib/module.ts).

const manifest: DomainModule = { name: 'wechat', routes }
export default manifest
