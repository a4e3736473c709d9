import type { DomainModule } from '../../lib/module'
import { messages } from './messages'
import routes from './routes'

// Account settings and security (issue 19): message settings kept on the server, signed-in
// devices, proving and changing the e-mail, the caller's reviews.

const manifest: DomainModule<typeof messages> = { name: 'account', routes, messages }
export default manifest
