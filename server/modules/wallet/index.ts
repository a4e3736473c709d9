import type { DomainModule } from '../../lib/module'
import { messages } from './messages'

// The wallet module's manifest (lib/module.ts): the ledger and its bill types (routes come with the wallet pages).

const manifest: DomainModule<typeof messages> = { name: 'wallet', messages }
export default manifest
