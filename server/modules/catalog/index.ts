import type { DomainModule } from '../../lib/module'
import { seedCatalogue } from '../../seed'
import browsingRoutes from './routes'

// The catalogue module's manifest (lib/module.ts): goods, categories, search lists; its seed is
// the demo's people, shops and goods (every later seed builds on them).

const manifest: DomainModule = { name: 'catalog', browsingRoutes, seed: async (db, ctx) => { await seedCatalogue(db, ctx.uploadDir) } }
export default manifest
