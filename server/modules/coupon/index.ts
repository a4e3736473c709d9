import type { DomainModule } from '../../lib/module'
import adminRoutes from './admin'
import { expireCoupons } from './jobs'
import { messages } from './messages'
import routes from './routes'
import { unusedCount } from './service'

// The coupon module's manifest (lib/module.ts): the coupon centre, claiming, held coupons, the
// merchant's templates, the platform's (the admin console's Platform coupons screen), the expiry job; the held unused count is `statistics.dynamic.coupon`.
// Checkout uses coupons through coupon/checkout.ts and the pricing pipeline of modules/order.

const manifest: DomainModule<typeof messages> = {
  name: 'coupon',
  routes,
  adminRoutes,
  jobs: [expireCoupons],
  messages,
  statistics: { dynamic: async (db, userId) => ({ coupon: await unusedCount(db, userId) }) }
}
export default manifest
