import type { DomainModule } from '../../lib/module'
import adminRoutes, { postsWaiting } from './admin'
import { messages } from './messages'
import routes from './routes'
import { seedFind } from './seed'

// Discovery (issue 17): feed posts, comments, likes, creators following creators, the admin Posts
// queue (reviewer) for users' posts while the platform reviews them.

const manifest: DomainModule<typeof messages> = {
  name: 'find',
  routes,
  adminRoutes,
  adminQueues: [{ key: 'posts', roles: ['reviewer'], count: postsWaiting }],
  messages,
  seed: seedFind
}
export default manifest
