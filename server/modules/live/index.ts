import type { DomainModule } from '../../lib/module'
import { messages } from './messages'
import routes from './routes'

// Live streaming (issue 17): lives with per-live stream keys, nginx-rtmp's publish callbacks, the
// room's socket traffic through the hub, end-of-live numbers. `npm run live` starts the nginx.

const manifest: DomainModule<typeof messages> = {
  name: 'live',
  routes,
  messages
}
export default manifest
