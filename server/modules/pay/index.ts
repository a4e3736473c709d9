import type { DomainModule } from '../../lib/module'
import { forgetOldCodes } from './password'
import routes from './routes'
import { countSalesJob } from './sales'

// The pay module's manifest (lib/module.ts): paying orders, the payment password, the goods' sales counts.

const manifest: DomainModule = {
  name: 'pay',
  routes,
  jobs: [{ name: 'pay.forget_codes', run: async (db, at) => { await forgetOldCodes(db, at) } }, countSalesJob]
}
export default manifest
